"""The generated pictures: the drawing kit, each card's motif, the emblems, how card types show
(card style) and the rendered card faces."""

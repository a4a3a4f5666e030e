"""Label: a clipped label leaves every pixel outside its rectangle alone, an unclipped one does not."""

from __future__ import annotations

import pygame

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.widgets import Label

LONG = "A note that runs on for far longer than the small box it was given would ever hold. " * 3


def drawn(app: App, label: Label, rect: pygame.Rect) -> pygame.Surface:
    """`label` laid out at `rect` and drawn on a black surface."""
    label.layout(rect, app.theme)
    surface = pygame.Surface((600, 400))
    surface.fill((0, 0, 0))
    label.draw(surface)
    return surface


def outside(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels outside `rect` are not black."""
    mask = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
    mask.invert()
    inside = pygame.mask.Mask(surface.get_size())
    inside.draw(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
    return mask.count() - mask.overlap_area(inside, (0, 0))


def test_a_clipped_note_stays_inside_its_box(app: App) -> None:
    # given a long wrapped note in a box one line high
    box = pygame.Rect(50, 50, 300, app.theme.line_height("small"))
    # when it is drawn clipped and unclipped
    clipped = drawn(app, Label(LONG, "small", wrap=True, clip=True), box)
    spilled = drawn(app, Label(LONG, "small", wrap=True), box)
    # then the clipped one drew inside the box only, the same pixels there as the unclipped one
    assert outside(clipped, box) == 0 and outside(spilled, box) > 0
    assert pygame.image.tobytes(clipped.subsurface(box), "RGB") == pygame.image.tobytes(spilled.subsurface(box), "RGB")


def test_showing_the_same_text_and_colour_again_does_not_redraw(app: App) -> None:
    # given a note drawn with a hint in the dim colour
    p = app.theme.palette
    note = Label("Hint", "small")
    note.layout((0, 0, 200, 30), app.theme)
    note.show("Hint", p.text_dim)
    note.dirty = False
    # when the same is shown again, then nothing needs a redraw
    note.show("Hint", p.text_dim)
    assert not note.dirty
    # when a warning replaces it, then the text and the colour change and it redraws
    note.show("Could not save", p.warn)
    assert note.dirty and (note.text, note.color) == ("Could not save", p.warn)
    note.dirty = False
    # when only the colour changes back, then it redraws too
    note.show("Could not save", p.text_dim)
    assert note.dirty and note.color == p.text_dim


def touched(surface: pygame.Surface) -> pygame.Rect:
    mask = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
    mask.invert()
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:])


def test_drawn_rect_is_where_the_text_lands(app: App) -> None:
    # given a centred line in a wide box, and a clipped note in a small one
    for label, box in ((Label("Tab moves between buttons", "small", align="center"), pygame.Rect(0, 50, 600, 60)),
                       (Label(LONG, "small", wrap=True, clip=True), pygame.Rect(50, 50, 300, 40))):
        # when it is drawn
        surface = drawn(app, label, box)
        # then every drawn pixel is inside drawn_rect, which is no wider than the text (not the box)
        assert label.drawn_rect().contains(touched(surface))
        assert label.drawn_rect().width <= label.image().get_width() < box.width or label.clip
        assert box.contains(label.drawn_rect()) or not label.clip

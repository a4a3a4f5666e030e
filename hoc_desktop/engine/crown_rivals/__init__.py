"""Crown Rivals: a two-player deck-builder with a standard deck of playing cards
(`../shared/rulesets/crown-rivals.md`). Nothing here imports Heart of Crown code."""

"""Game-agnostic machinery: prompts and their validation, the effect runner. Knows no card game."""

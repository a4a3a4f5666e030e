"""One drag-and-drop for every table: a press becomes a drag once the pointer has moved
`DRAG_START` pixels, the held card follows the pointer from where it was grabbed, and a drop only
emits a command (the engine decides; a refused drop springs back)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

DRAG_START = 6            # pixels the pointer must move before a press becomes a drag


def far(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Whether the pointer has moved from `b` to `a` far enough for a press to be a drag."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) >= DRAG_START


@dataclass
class Drag:
    """A card held by the pointer: what it is (a game's own handle: Heart of Crown's sprite, Crown
    Rivals' card name), where it came from, where it lay and was grabbed, and where it may go."""

    held: Any
    source: Any
    grabbed: pygame.Rect
    start: tuple[int, int]
    targets: list[Any] = field(default_factory=list)
    pos: tuple[int, int] = (0, 0)
    moved: bool = False

    def __post_init__(self) -> None:
        self.pos = self.pos if self.pos != (0, 0) else self.start

    @property
    def offset(self) -> tuple[int, int]:
        """Where on the card the pointer holds it."""
        return self.start[0] - self.grabbed.x, self.start[1] - self.grabbed.y

    @property
    def rect(self) -> pygame.Rect:
        """Where the held card is drawn now: under the pointer, held where it was grabbed."""
        return pygame.Rect(self.pos[0] - self.offset[0], self.pos[1] - self.offset[1], self.grabbed.width,
                           self.grabbed.height)

    def follow(self, pos: tuple[int, int]) -> None:
        """The pointer moved while holding the card."""
        self.pos = pos
        self.moved = self.moved or far(pos, self.start)

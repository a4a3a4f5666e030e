"""One key press does one thing at the Crown Rivals table. The window repeats a held key (so the
arrows can run along a row), but a held Esc must not first decline a bonus and then, repeated,
open the menu; nor a held Enter or digit answer two questions in a row. `Presses` tells a
repeat of a key still held from a press that acted from a new press."""

from __future__ import annotations

import pygame

REPEATING = frozenset((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN))
"""Keys whose repeats mean something: moving the focus along a row or between rows."""


class Presses:
    """The keys pressed and not yet released while the table had the keyboard."""

    def __init__(self) -> None:
        self.held: set[int] = set()

    def is_repeat(self, event: pygame.event.Event) -> bool:
        """True for a KEYDOWN the window sent again for a key still held (to be ignored); notes
        every other press and every release."""
        if event.type == pygame.KEYUP:
            self.held.discard(event.key)
        elif event.type == pygame.KEYDOWN:
            if event.key in self.held:
                return True
            if event.key not in REPEATING:
                self.held.add(event.key)
        return False

    def forget(self) -> None:
        """Another scene has the keyboard (a menu, the log): a key released there was never seen
        here, so nothing counts as held when the table has it back."""
        self.held.clear()

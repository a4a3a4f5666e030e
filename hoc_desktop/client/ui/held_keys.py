"""Which keys are held, so a held key's repeats reach the scenes only where repeating is wanted.

pygame's key repeat (App: `set_repeat(400, 40)`) is made by a timer that posts a copy of the last
KEYDOWN until it sees the KEYUP. When a frame takes longer than the repeat delay (a slow machine,
a heavy frame), the timer fires before the KEYUP is taken in, so one short press arrives as two
KEYDOWNs: E ended the Main Phase *and* the turn. A KEYDOWN of a key already down (no KEYUP since)
is such a repeat; it is passed on only for keys that are meant to repeat (moving, scrolling,
deleting), never for keys that act.
"""

from __future__ import annotations

import pygame

REPEATING_KEYS = frozenset((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP,
                            pygame.K_PAGEDOWN, pygame.K_BACKSPACE, pygame.K_DELETE))
FORGET_ON = (pygame.WINDOWFOCUSLOST, pygame.WINDOWHIDDEN, pygame.WINDOWMINIMIZED)


class HeldKeys:
    """The keys down now, learned from the events themselves (posted events included)."""

    def __init__(self) -> None:
        self.down: set[int] = set()

    def unwanted_repeat(self, event: pygame.event.Event) -> bool:
        """Take `event` in; True when it is a repeated KEYDOWN of a key that acts (drop it).
        Leaving the window forgets every key: its KEYUPs may never come, and the next real press
        must not be taken for a repeat."""
        if event.type in FORGET_ON:
            self.down.clear()
        elif event.type == pygame.KEYUP:
            self.down.discard(event.key)
        elif event.type == pygame.KEYDOWN:
            if event.key in self.down:
                return event.key not in REPEATING_KEYS
            self.down.add(event.key)
        return False

"""A held key's repeats: passed on for keys that move or delete, dropped for keys that act."""

from __future__ import annotations

import pygame

from hoc_desktop.client.ui.held_keys import HeldKeys


def down(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")


def up(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="")


def test_a_repeat_of_an_acting_key_is_dropped_until_the_key_is_released() -> None:
    # given E pressed and not yet released
    held = HeldKeys()
    assert not held.unwanted_repeat(down(pygame.K_e))
    # when a second KEYDOWN of E comes (pygame's repeat timer) before its KEYUP
    # then it is dropped; after the KEYUP the next press counts again
    assert held.unwanted_repeat(down(pygame.K_e))
    assert not held.unwanted_repeat(up(pygame.K_e))
    assert not held.unwanted_repeat(down(pygame.K_e))


def test_arrows_and_backspace_repeat_while_held() -> None:
    # given an arrow key and Backspace held down
    held = HeldKeys()
    for code in (pygame.K_RIGHT, pygame.K_BACKSPACE):
        held.unwanted_repeat(down(code))
        # when they repeat, then every repeat is passed on
        assert not held.unwanted_repeat(down(code))


def test_leaving_the_window_forgets_held_keys() -> None:
    # given Enter held when the window loses focus (its KEYUP never comes)
    held = HeldKeys()
    held.unwanted_repeat(down(pygame.K_RETURN))
    held.unwanted_repeat(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    # when Enter is pressed again, then it is a new press, not a repeat
    assert not held.unwanted_repeat(down(pygame.K_RETURN))

"""A table's key list (kit/keys.py): one list dispatches the keys, names the buttons' hotkeys and
fills the keys overlay; the keys every table shares come from the kit."""

from __future__ import annotations

import pygame

from hoc_desktop.client.kit.keys import (FOCUS_STEPS, UNDO, UNDO_CTRL, ZOOM, Binding, KeyMap, focus_step,
                                         move_bindings)

KEYS = KeyMap((*move_bindings("hand, market"), Binding("go", (pygame.K_g, pygame.K_h), "G or H", "go"), ZOOM, UNDO,
               UNDO_CTRL), extra_rows=(("Click", "look"),))


def press(code: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="")


def test_each_key_asks_for_its_action_and_ctrl_tells_z_from_ctrl_z() -> None:
    assert KEYS.action_for(press(pygame.K_h)) == "go"
    assert KEYS.action_for(press(pygame.K_z)) == "zoom"
    assert KEYS.action_for(press(pygame.K_z, pygame.KMOD_LCTRL)) == "undo_ctrl"
    assert KEYS.action_for(press(pygame.K_q)) is None


def test_every_arrow_moves_the_focus_and_a_button_takes_its_first_key() -> None:
    arrows = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
    assert {KEYS.action_for(press(code)) for code in arrows} == set(FOCUS_STEPS)
    assert KEYS.key_of("go") == pygame.K_g


def test_the_keys_overlay_lists_each_labelled_binding_then_the_panel_tab_and_extra_rows() -> None:
    rows = KEYS.help_rows()
    assert [label for label, _ in rows] == ["Left / Right", "Up / Down", "G or H", "Z", "U or Ctrl+Z",
                                            "1-9, Enter, Esc", "Tab / Shift+Tab", "Click"]
    assert rows[1] == ("Up / Down", "move between rows: hand, market")


def test_an_arrow_is_its_focus_step_and_no_other_key_is_one() -> None:
    """Given the arrows and another key, then each arrow moves the focus as its binding says and Z none."""
    assert [focus_step(k) for k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)] == \
        [FOCUS_STEPS["focus_left"], FOCUS_STEPS["focus_right"], FOCUS_STEPS["focus_up"], FOCUS_STEPS["focus_down"]]
    assert focus_step(pygame.K_z) is None

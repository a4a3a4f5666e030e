"""Every key the table answers to, in one list: the table dispatches by it, its buttons take their
hotkeys from it and the help overlay (F1 or ?) prints it, so the three can never disagree.

Keys act only while no widget (a button, the speed selector, the log) has keyboard focus, except
the phase, declare and undo keys, which are the buttons' own hotkeys and work anywhere.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame



@dataclass(frozen=True)
class Binding:
    """A table action: its name, its keys, how the keys read, and what the action does."""

    action: str
    keys: tuple[int, ...]
    label: str
    help: str
    ctrl: bool = False


BINDINGS: tuple[Binding, ...] = (
    Binding("focus_left", (pygame.K_LEFT,), "Left / Right", "move between the cards of a row"),
    Binding("focus_right", (pygame.K_RIGHT,), "", ""),
    Binding("focus_up", (pygame.K_UP,), "Up / Down", "move between rows: your hand, your side, the Market, "
                                                      "the princesses, your opponents"),
    Binding("focus_down", (pygame.K_DOWN,), "", ""),
    Binding("use", (pygame.K_RETURN, pygame.K_KP_ENTER), "Enter", "play, buy, back, set, recall or use the "
                                                                  "card in focus"),
    Binding("keep", (pygame.K_k,), "K", "keep the card in focus on a territory of your Domain "
                                        "(again: the next territory)"),
    Binding("zoom", (pygame.K_z,), "Z", "show the card in focus large (again: hide it)"),
    Binding("end_phase", (pygame.K_e,), "E", "end the Main Phase / end your turn"),
    Binding("declare", (pygame.K_c,), "C", "declare a Coronation Ceremony"),
    Binding("cash_coin", (pygame.K_g,), "G", "cash in one of your Coin counters for a coin (Far East, Main Phase)"),
    Binding("undo", (pygame.K_u,), "U or Ctrl+Z", "undo your last decision, while you have learned nothing new"),
    Binding("undo_ctrl", (pygame.K_z,), "", "", ctrl=True),
    Binding("skip", (pygame.K_SPACE,), "Space", "finish the animations at once"),
    Binding("log", (pygame.K_l,), "L", "the whole game log: filter it by player, export it to a file"),
    Binding("mute", (pygame.K_m,), "M", "sound off / on (Settings sets the volume)"),
    Binding("help", (pygame.K_F1, pygame.K_SLASH), "F1 or ?", "this list"),
    Binding("menu", (pygame.K_ESCAPE,), "Esc", "the menu: game log, save, settings, rules, leave"),
)
PICK_HELP = ("1-9, Enter, Esc", "in a question panel: choose option 1-9, confirm, decline")
TAB_HELP = ("Tab / Shift+Tab", "move between the buttons; Enter or Space presses the one in focus")


def action_for(event: pygame.event.Event) -> str | None:
    """The table action a KEYDOWN event asks for, if any."""
    ctrl = bool(event.mod & pygame.KMOD_CTRL)
    for binding in BINDINGS:
        if event.key in binding.keys and binding.ctrl == ctrl:
            return binding.action
    return None


def key_of(action: str) -> int:
    """The first key of an action (for a button's hotkey)."""
    return next(b.keys[0] for b in BINDINGS if b.action == action)


def help_rows() -> list[tuple[str, str]]:
    """(keys, what they do) for the help overlay, in order."""
    rows = [(b.label, b.help) for b in BINDINGS if b.label]
    return rows + [PICK_HELP, TAB_HELP]

"""The keys both tables answer to alike, and how a table's key list is read: a table lists its
`Binding`s in one `KeyMap`, dispatches by it (`action_for`), takes its buttons' hotkeys from it
(`key_of`) and prints it in the keys overlay (`help_rows`), so the three can never disagree.

The bindings here are the same on every table, so a player who learned one table knows the other:
the arrows move the card focus (focus.py), Z shows the card in focus large, U or Ctrl+Z undoes,
L opens the log, M mutes, F1 or ? lists the keys, Esc opens the menu. A table adds its own (Enter's
words, Heart of Crown's K, Crown Rivals' C) around them.
"""

from __future__ import annotations

from dataclasses import dataclass
import pygame
from hoc_desktop.i18n import N_, _


@dataclass(frozen=True)
class Binding:
    """A table action: its name, its keys, how the keys read, and what the action does (a binding
    with no label shares the row of the one before it in the keys overlay)."""

    action: str
    keys: tuple[int, ...]
    label: str
    help: str
    ctrl: bool = False
    rows: str = ""          # the table's rows, for a `help` naming them ({rows})


FOCUS_STEPS: dict[str, tuple[int, int]] = {"focus_left": (-1, 0), "focus_right": (1, 0),
                                           "focus_up": (0, 1), "focus_down": (0, -1)}
"""How each arrow moves the card focus: (along the row, to the row above)."""


def move_bindings(rows: str) -> tuple[Binding, ...]:
    """The four arrows that move the card focus; `rows` names the table's rows, bottom first."""
    return (Binding("focus_left", (pygame.K_LEFT,), N_("Left / Right"), N_("move between the cards of a row")),
            Binding("focus_right", (pygame.K_RIGHT,), "", ""),
            Binding("focus_up", (pygame.K_UP,), N_("Up / Down"), N_("move between rows: {rows}"), rows=rows),
            Binding("focus_down", (pygame.K_DOWN,), "", ""))


def focus_step(key: int) -> tuple[int, int] | None:
    """How an arrow key moves the card focus (FOCUS_STEPS), None for any other key: a replay, whose
    arrows step the game, moves the focus with Shift and an arrow."""
    return next((FOCUS_STEPS[b.action] for b in move_bindings("") if key in b.keys), None)


# labels and help in English (N_): the keys overlay translates them (`KeyMap.help_rows`)
ZOOM = Binding("zoom", (pygame.K_z,), "Z", N_("show the card in focus large (again: hide it)"))
UNDO = Binding("undo", (pygame.K_u,), N_("U or Ctrl+Z"),
               N_("undo your last decision, while you have learned nothing new"))
UNDO_CTRL = Binding("undo_ctrl", (pygame.K_z,), "", "", ctrl=True)
SKIP = Binding("skip", (pygame.K_SPACE,), "Space", N_("finish the animations at once"))
LOG = Binding("log", (pygame.K_l,), "L", N_("the whole game log: filter it by player, export it to a file"))
MUTE = Binding("mute", (pygame.K_m,), "M", N_("sound off / on (Settings sets the volume)"))
HELP = Binding("help", (pygame.K_F1, pygame.K_SLASH), N_("F1 or ?"), N_("this list"))
MENU = Binding("menu", (pygame.K_ESCAPE,), "Esc", N_("the menu: game log, save, settings, rules, leave"))
PICK_HELP = ("1-9, Enter, Esc", N_("in a question panel: choose option 1-9, confirm, decline"))
TAB_HELP = ("Tab / Shift+Tab", N_("move between the buttons; Enter or Space presses the one in focus"))


@dataclass(frozen=True)
class KeyMap:
    """A table's bindings, in the order its keys overlay lists them, and the rows the overlay adds
    after them (what the pointer does, say)."""

    bindings: tuple[Binding, ...]
    extra_rows: tuple[tuple[str, str], ...] = ()

    def action_for(self, event: pygame.event.Event) -> str | None:
        """The table action a KEYDOWN event asks for, if any."""
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        for binding in self.bindings:
            if event.key in binding.keys and binding.ctrl == ctrl:
                return binding.action
        return None

    def key_of(self, action: str) -> int:
        """The first key of an action (for a button's hotkey)."""
        return next(b.keys[0] for b in self.bindings if b.action == action)

    def help_rows(self) -> list[tuple[str, str]]:
        """(keys, what they do) for the keys overlay, in order, with the question panel's keys, Tab
        and the extra rows."""
        rows = [(_(b.label), _(b.help).format(rows=_(b.rows) if b.rows else "")) for b in self.bindings if b.label]
        return rows + [(_(keys), _(what)) for keys, what in (PICK_HELP, TAB_HELP, *self.extra_rows)]

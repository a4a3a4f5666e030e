"""How densely the new-game screen is laid out. It must fit 1280x720 at 200% text, so the screen
tries each density in turn, roomiest first, and keeps the first at which everything fits: it
drops the heading and the panel titles, then tightens the rows and the buttons, then shrinks the
controls' text and leaves out the notes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets import Button


class Density(NamedTuple):
    """One way to lay the screen out: the heading shown, the panel titles shown, the controls'
    text role, tight rows (text height, not control height), the notes shown."""

    heading: bool
    titles: bool
    role: str
    tight: bool
    notes: bool


DENSITIES: tuple[Density, ...] = (            # roomiest first
    Density(True, True, "body", False, True), Density(True, False, "body", False, True),
    Density(False, False, "body", False, True), Density(False, False, "body", True, True),
    Density(False, False, "small", True, False), Density(False, False, "tiny", True, False))


@dataclass(frozen=True)
class Rows:
    """The rows of both panels at one density: their height, the gap between them, the controls'
    text role and whether the notes are shown."""

    height: int
    gap: int
    role: str
    notes: bool

    @classmethod
    def at(cls, density: Density, theme: Theme) -> "Rows":
        height = (theme.control_height(density.role) if not density.tight
                  else theme.line_height(density.role) + 2 * theme.px(5))
        gap = theme.gap if density.titles else theme.px(8) if not density.tight else theme.px(5)
        return cls(height, gap, density.role, density.notes)


def button_width(theme: Theme, button: Button, roomy: bool = True) -> int:
    """`button`'s width in its current role: `roomy` keeps its label centred between room for a
    key cap on either side, else the label only has to fit beside the cap (tight layouts)."""
    return button.min_width(theme) if roomy else button.min_width(theme, padding=40, centred=False)

"""Default player names in the player's language. Games save their seats' names in English ("You",
"Player 2", "Normal", "Normal 3"), so a game saved in one language loads in the other; wherever a
name is shown (the window's panels, the game log the engines describe, the command line) it goes
through `shown_name`, which words a default name in the current language and leaves a name a
player typed as typed. Kept beside the catalogs rather than in the window, so the engines' log
describers use the same words as the panels.
"""

from __future__ import annotations

import re

from hoc_desktop import i18n
from hoc_desktop.i18n import N_, _

YOU = "You"
"""The name of the one person at a table, as saves keep it (the log speaks to that seat in the
second person); shown in the current language by `shown_name`."""
PLAYER_NAME = N_("Player {seat}")
"""A person's seat at a table of several, as saves keep it ("Player 2")."""
LEVEL_LABELS = {"easy": N_("Easy AI"), "normal": N_("Normal AI"), "hard": N_("Hard AI"), "random": N_("Random AI")}
"""The AI levels as a selector names them (a policy of the player's own: its name and "AI")."""
LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard"), "random": N_("random")}
"""The AI levels as a sentence names them ("the normal AI plays their seat")."""


def level_word(level: str) -> str:
    """An AI level inside a sentence, in the current language; a policy of the player's own as it
    is named."""
    return _(LEVEL_WORDS[level]) if level in LEVEL_WORDS else level


def shown_name(name: str) -> str:
    """A player's name as it is shown: a default name (saved in English) in the current language,
    "Normal" as AI（普通）; a name a player typed as typed."""
    if name == YOU:
        return _(YOU)
    if i18n.language() == i18n.SOURCE_LANGUAGE:
        return name
    numbered = re.fullmatch(r"(.+) ([1-9]\d*)", name)
    stem, seat = (numbered.group(1), numbered.group(2)) if numbered else (name, "")
    if seat and name == PLAYER_NAME.format(seat=seat):
        return _(PLAYER_NAME).format(seat=seat)
    level = next((level for level in LEVEL_LABELS if level.capitalize() == stem), None)
    if level is None:
        return name
    return _("{level} AI {seat}").format(level=level_word(level), seat=seat) if seat else _(LEVEL_LABELS[level])

"""What every game's setup shares, as the title and the setup screens choose it: seat kinds (a
human or an AI level, which is also the policy spec the AI worker is given), player names (their
words in each language: i18n/player_names.py), the seed, and the callback that starts a game.
Each game's own setup (markets, card sets, variants) is in its folder (client/hoc/setup.py,
client/crown_rivals/setup.py).
"""

from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from hoc_desktop.i18n import _
from hoc_desktop.i18n.player_names import LEVEL_LABELS, PLAYER_NAME, YOU

HUMAN = "human"
REMOTE = "remote"          # a seat a person plays from another machine (network play)
QUICK_OPPONENT = "normal"
NAME_MAX = 20
"""The longest player name a setup screen takes (saves allow 40 characters)."""

SetupDict = dict[str, Any]
StartGame = Callable[[SetupDict, list[str]], None]
"""The callback that starts a game: (setup dict, seat kinds), e.g. ({...}, ["human", "normal"])."""


def seat_label(kind: str) -> str:
    """How a seat kind reads in a selector: "You", "Easy AI", "A friend" (network play)..."""
    if kind == REMOTE:
        return _("A friend")
    if kind == HUMAN:
        return _("You")
    return _(LEVEL_LABELS[kind]) if kind in LEVEL_LABELS else _("{level} AI").format(level=kind.capitalize())


def player_names(kinds: Sequence[str]) -> list[str]:
    """Seat names, as games save them (in English; `shown_name` shows them translated): a lone
    human is "You"; several are "Player N"; AIs are their level ("Normal"), numbered by seat when a
    level appears twice ("Normal 2", "Normal 3")."""
    humans = sum(1 for k in kinds if k == HUMAN)
    names = []
    for seat, kind in enumerate(kinds):
        if kind == HUMAN:
            names.append(YOU if humans == 1 else PLAYER_NAME.format(seat=seat + 1))
        elif sum(1 for k in kinds if k == kind) > 1:
            names.append(f"{kind.capitalize()} {seat + 1}")
        else:
            names.append(kind.capitalize())
    return names


def check_names(names: Sequence[str]) -> None:
    """Raise ValueError, in one line, for a name a game may not start with: longer than NAME_MAX,
    with a character that cannot be shown, or the same as another seat's (case aside)."""
    seen: dict[str, int] = {}
    for seat, name in enumerate(names):
        if len(name) > NAME_MAX:
            raise ValueError(_("seat {seat}'s name is longer than {n} characters").format(seat=seat + 1, n=NAME_MAX))
        if not name.isprintable():
            raise ValueError(_("seat {seat}'s name has a character that cannot be shown").format(seat=seat + 1))
        if name.casefold() in seen:
            raise ValueError(_("seats {first} and {second} are both called '{name}'").format(
                first=seen[name.casefold()] + 1, second=seat + 1, name=name))
        seen[name.casefold()] = seat


def new_seed() -> int:
    """A fresh game seed (shown to the player, so a good game can be replayed)."""
    return random.SystemRandom().randrange(1, 1_000_000)


def again(setup: SetupDict, kinds: list[str]) -> tuple[SetupDict, list[str]]:
    """*Play again*: the same players and market, dealt from a fresh seed."""
    return {**setup, "seed": new_seed()}, list(kinds)

"""The lines an exported game log opens with, so the file says which game it is without the
window: when it was written, the game, the players and their seats, the card sets, the market
(with its recommended set's name), the setup code that deals the same game again, and whose view
the lines are told from (a log shows its reader's own hand and draws, so in hot-seat each seat's
log is its own file).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Sequence

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.cards.sets import BASE_SETS
from hoc_desktop.client.game_config import HUMAN, seat_label
from hoc_desktop.client.hoc.setup import recommended_sets, set_title
from hoc_desktop.client.setup_code import encode
from hoc_desktop.errors import HocError
from hoc_desktop.games import DEFAULT_GAME, game_of, kit_for

if TYPE_CHECKING:
    from hoc_desktop.client.kit.session import GameSession

SetupDict = dict[str, Any]


def export_words(session: "GameSession", catalog: Catalog | None) -> tuple[list[str], str | None]:
    """What a table's log export needs: the header of the seat in front's log, and that seat's
    name when several people share the screen (None otherwise)."""
    reader = session.setup["players"][session.viewer]
    header = log_header(session.setup, session.kinds, reader, catalog, time.time())
    return header, reader if session.hot_seat else None


def log_header(setup: SetupDict, kinds: Sequence[str], reader: str, catalog: Catalog | None, now: float) -> list[str]:
    """The header lines of `reader`'s exported log of the game `setup` dealt (seat `kinds`);
    `catalog`: the game's cards, packs included (None for a game without a market)."""
    players = list(setup["players"])
    lines = [f"{kit_for(setup).title} game log",
             f"Date: {time.strftime('%Y-%m-%d %H:%M', time.localtime(now))}",
             "Players: " + ", ".join(f"{name} ({'a person' if kind == HUMAN else seat_label(kind)})"
                                     for name, kind in zip(players, kinds))]
    if game_of(setup) == DEFAULT_GAME and catalog is not None:
        card_sets = tuple(setup.get("card_sets", BASE_SETS))
        lines.append("Sets: " + ", ".join(set_title(name) for name in card_sets))
        lines.append(f"Market: {_market(setup['market'], card_sets, tuple(setup.get('packs', ())), catalog)}")
    lines.append(f"Setup code: {_code(setup, kinds)}")
    whose = "your" if reader == "You" else f"{reader}'s"
    lines.append(f"Told from {whose} seat: {whose} own cards are named")
    return lines


def _market(market: Sequence[str], card_sets: tuple[str, ...], packs: tuple[str, ...], catalog: Catalog) -> str:
    """The market's cards by name, after the recommended set they make, if any ("Random" if none)."""
    names = ", ".join(catalog.cards[key].name if key in catalog.cards else key for key in market)
    try:
        found = next((s.name for s in recommended_sets(card_sets, packs) if set(s.cards) == set(market)), "Random")
    except (OSError, ValueError, HocError):      # sets or packs that do not read: the cards still say it
        found = "Random"
    return f"{found} ({names})"


def _code(setup: SetupDict, kinds: Sequence[str]) -> str:
    try:
        return encode(setup, kinds)
    except (ValueError, KeyError):
        return "none (this game cannot be written as a code)"

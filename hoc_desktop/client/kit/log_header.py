"""The lines an exported game log opens with, so the file says which game it is without the
window: when it was written, the game, the players and their seats, the game's own lines (its
window kit's `log_lines`: Heart of Crown names its card sets, its market and the setup code that
deals the same game again), and whose view the lines are told from (a log shows its reader's own
hand and draws, so in hot-seat each seat's log is its own file).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Sequence

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.client.game_config import HUMAN, seat_label
from hoc_desktop.i18n.player_names import YOU, shown_name
from hoc_desktop.client.kit.window_kit import window_kit
from hoc_desktop.games import game_of, kit_for
from hoc_desktop.i18n import _

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
    seats = [_("{name} ({kind})").format(name=shown_name(name),
                                         kind=_("a person") if kind == HUMAN else seat_label(kind))
             for name, kind in zip(players, kinds)]
    lines = [_("{game} game log").format(game=_(kit_for(setup).title)),
             _("Date: {when}").format(when=time.strftime("%Y-%m-%d %H:%M", time.localtime(now))),
             _("Players: {seats}").format(seats=_(", ").join(seats)),
             *window_kit(game_of(setup)).log_lines(setup, kinds, catalog)]
    lines.append(_("Told from your seat: your own cards are named") if reader == YOU else
                 _("Told from {name}'s seat: {name}'s own cards are named").format(name=reader))
    return lines

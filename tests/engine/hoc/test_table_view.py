"""The views show each seat's piles as the zone registry declares them: a pile its seat sees by
its cards, another owner's pile as None with its size, a pile nobody sees as its size with the
cards face up in it (a pile an expansion added only while it holds cards)."""

from __future__ import annotations

from typing import Any

from hoc_desktop.engine.core.zones import Visibility
from hoc_desktop.engine.hoc.state import PLAYER_ZONES, QUIET_PILES
from hoc_desktop.engine.hoc.table_view import view
from hoc_desktop.engine.hoc.zones import ZONES
from tests.engine.hoc.test_event_stream import play


def _expected_form(kind: str, owner: int, seat: int) -> type | None:
    visibility = ZONES[kind].visibility
    if visibility is Visibility.PUBLIC or (visibility is Visibility.OWNER and owner == seat):
        return list
    return type(None) if visibility is Visibility.OWNER else dict


def test_each_declared_pile_is_shown_by_its_declaration() -> None:
    # given a 3-player game some turns in
    game = play(11, 3, turns=6)
    for seat in range(3):
        # when seat looks at the table
        table: dict[str, Any] = view(game.state, seat)
        # then every pile of every player (the Domain aside, shown with its kept cards) has its declared form
        for p in table["players"]:
            for kind in PLAYER_ZONES:
                if kind == "domain" or (kind in QUIET_PILES and kind not in p):    # an unused expansion pile
                    continue
                assert type(p[kind]) is _expected_form(kind, p["seat"], seat), (kind, p["seat"], seat)
                if ZONES[kind].visibility is Visibility.OWNER:
                    assert p[f"{kind}_count"] == len(getattr(game.state.players[p["seat"]], kind))


def test_a_hidden_pile_gives_its_size_and_never_its_cards() -> None:
    game = play(12, 2, turns=4)
    for p, real in zip(view(game.state, 0)["players"], game.state.players):
        assert p["draw"] == {"count": len(real.draw), "revealed": []}

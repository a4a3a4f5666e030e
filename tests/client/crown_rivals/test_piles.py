"""Crown Rivals' public piles for the pile viewer: both discard piles and the trash, top card first,
titled for whose they are; nothing else is a pile a click may list."""

from __future__ import annotations

import pytest

from hoc_desktop.client.crown_rivals.layout import build_layout
from hoc_desktop.client.crown_rivals.piles import pile_cards, public_piles
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.engine.crown_rivals.game import new_game
from hoc_desktop.engine.crown_rivals.view import SeatView


def view_with_piles() -> SeatView:
    """Seat 0's view of a fresh deal (You against Easy) with cards put in each public pile."""
    state = new_game(1, names=["You", "Easy"]).state
    state.players[0].discard[:] = ["2H", "7C"]
    state.players[1].discard[:] = ["3S", "9D", "10H"]
    state.trash[:] = ["JC"]
    return SeatView.of(state, 0)


@pytest.mark.parametrize("zone, title, cards", [
    (("discard", 0), "Your discard pile", ["7C", "2H"]),
    (("discard", 1), "Easy's discard pile", ["10H", "9D", "3S"]),
    (("trash", None), "The trash", ["JC"]),
])
def test_a_public_pile_lists_its_cards_top_first(zone: tuple, title: str, cards: list[str]) -> None:
    assert pile_cards(view_with_piles(), zone) == (title, cards)


def test_the_public_piles_are_both_discards_and_the_trash_where_the_table_draws_them() -> None:
    view = view_with_piles()
    L = build_layout(Theme.for_window((1280, 720)))
    assert public_piles(view, L) == [(("discard", 0), L.my_discard), (("discard", 1), L.their_discard),
                                     (("trash", None), L.trash)]


def test_a_hidden_zone_is_no_pile() -> None:
    with pytest.raises(ValueError):
        pile_cards(view_with_piles(), ("hand", 1))

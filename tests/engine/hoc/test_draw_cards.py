"""A whole hand drawn at once (events.draw_cards) is what as many single draws (events.draw_card) are."""

from __future__ import annotations

import pytest

from hoc_desktop.ai.hoc.contest import setup_for
from hoc_desktop.engine.core.game import start_game
from hoc_desktop.engine.hoc.events import draw_card, draw_cards
from hoc_desktop.engine.hoc.ruleset import HEART_OF_CROWN
from hoc_desktop.engine.hoc.state import GameState


def dealt() -> GameState:
    return start_game(HEART_OF_CROWN, setup_for(5, 2), record=False).state


@pytest.mark.parametrize("n", [0, 1, 3, 5])
def test_drawing_n_cards_at_once_is_drawing_them_one_by_one(n: int) -> None:
    # given two copies of a dealt table, a card of seat 0's draw pile face up in both
    at_once, one_by_one = dealt(), dealt()
    face_up = at_once.players[0].draw[-2]
    for state in (at_once, one_by_one):
        state.revealed.add(face_up)
    # when one draws n cards at once and the other draws them one at a time
    draw_cards(at_once, 0, n)
    for _ in range(n):
        draw_card(one_by_one, one_by_one.players[0].draw[-1], 0, 0)
    # then hands, draw piles and face-up cards agree
    for a, b in ((at_once.players[0].hand, one_by_one.players[0].hand),
                 (at_once.players[0].draw, one_by_one.players[0].draw),
                 (at_once.revealed, one_by_one.revealed)):
        assert a == b
    assert (face_up in at_once.revealed) == (n < 2)

"""Crown Rivals' records come back equal from a pickle, in the pure build and in the compiled one
(mypyc compiles state.py and view.py: a native class must still pickle, as anything a worker process
is sent or sends back does; tournaments run on forkserver, spawn and Dask workers)."""

from __future__ import annotations

import pickle
from dataclasses import asdict

from hoc_desktop.ai.crown_rivals import make_policy
from hoc_desktop.engine.crown_rivals.game import Game, new_game
from hoc_desktop.engine.crown_rivals.view import SeatView


def played(seed: int, decisions: int) -> Game:
    """A game after `decisions` of the `easy` level's decisions for both seats."""
    game, policy = new_game(seed), make_policy("easy", seed)
    for _ in range(decisions):
        prompt = game.prompt()
        assert prompt is not None
        decision = policy.decide(prompt, SeatView.of(game.state, prompt.seat))
        game.submit(prompt.seat, getattr(decision, "command", decision))
    return game


def test_a_state_in_play_comes_back_the_same_from_a_pickle() -> None:
    # given a game some turns in, with cards in play, supporters and a turn's bonuses
    state = played(seed=4, decisions=40).state
    # when its state is pickled and read back
    back = pickle.loads(pickle.dumps(state))
    # then every field is the same, the generator's position too
    assert [asdict(p) for p in back.players] == [asdict(p) for p in state.players]
    assert asdict(back.turn) == asdict(state.turn)
    assert (back.market, back.market_deck, back.trash) == (state.market, state.market_deck, state.trash)
    assert asdict(back.rules) == asdict(state.rules)
    assert back.rng.getstate() == state.rng.getstate()


def test_a_seat_view_comes_back_equal_from_a_pickle() -> None:
    state = played(seed=9, decisions=25).state
    for seat in (0, 1, None):
        view = SeatView.of(state, seat)
        assert pickle.loads(pickle.dumps(view)) == view

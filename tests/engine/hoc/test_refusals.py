"""A refused action comes with the rule that stands in its way, in words."""

from __future__ import annotations

import pytest

from hoc_desktop import engine
from hoc_desktop.engine import hoc
from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.hoc.contest import setup_for
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.engine.hoc.position import build_position
from hoc_desktop.engine.hoc.seat_view import SeatView


def reach(until, seed: int = 5) -> tuple[engine.Game, engine.Prompt]:
    """A seeded normal-vs-normal game played until `until(game, prompt)`."""
    game = hoc.new_game(setup_for(seed, 2))
    policies = [make_policy("normal", seed + s) for s in range(2)]
    for _ in range(3000):
        prompt = game.prompt()
        if until(game, prompt):
            return game, prompt
        command, _ = split_decision(policies[prompt.seat].decide(prompt, SeatView(game.state, prompt.seat)))
        game.submit(prompt.seat, command)
    raise AssertionError("position not reached")


def refused(game: engine.Game, seat: int, command: tuple) -> str:
    with pytest.raises(engine.IllegalCommand) as caught:
        game.submit(seat, command)
    return str(caught.value)


def test_buying_in_the_main_phase_or_beyond_ones_coins() -> None:
    # given the Main Phase: buying waits for the Second Phase
    game, prompt = reach(lambda g, p: p.kind == "main")
    duke = game.state.basic["duke"][-1]
    assert "Second Phase" in refused(game, prompt.seat, ("buy", duke))
    # given the Second Phase with fewer coins than a Duke costs
    game, prompt = reach(lambda g, p: p.kind == "second" and g.state.turn.coins < 8)
    duke = game.state.basic["duke"][-1]
    reason = refused(game, prompt.seat, ("buy", duke))
    assert reason == f"Duke costs 8; you have {game.state.turn.coins} coin{'s' if game.state.turn.coins != 1 else ''}"
    # and a card under the top of a pile
    city = game.state.basic["city"][0]
    assert "top card" in refused(game, prompt.seat, ("buy", city))


def test_playing_without_plays_keeping_too_dear_and_recalling_what_is_not_kept() -> None:
    # given no plays left, Klam-Klam backed with a Farming Village and a Large City (Scout may be kept)
    game = build_position({"turn": {"seat": 0, "phase": "main", "plays": 0},
                           "players": [{"hand": ["farming_village", "alchemist", "scout"], "princess": "klam_klam",
                                        "domain": ["farming_village", "large_city"]}, {}]})
    assert game.prompt().kind == "main"
    village, alchemist, scout = game.state.players[0].hand
    territory = next(c for c in game.state.players[0].domain if game.state.cards[c].key == "farming_village")
    assert "no plays left" in refused(game, 0, ("play", village))
    assert "costs 5, more than Farming Village (1)" in refused(game, 0, ("keep", alchemist, territory))
    assert "only Action cards" in refused(game, 0, ("keep", village, territory))
    assert "is not kept" in refused(game, 0, ("recall", scout))
    assert "Second Phase" in refused(game, 0, ("end_turn",))


def test_setting_and_keeping_before_backing_and_declaring_too_early() -> None:
    game, prompt = reach(lambda g, p: p.kind == "second" and g.state.players[p.seat].princess is None
                         and any(g.state.cards[c].is_succession for c in g.state.players[p.seat].hand))
    card = next(c for c in game.state.players[prompt.seat].hand if game.state.cards[c].is_succession)
    assert "Back a princess first" in refused(game, prompt.seat, ("set", card))
    assert "Back a princess first" in refused(game, prompt.seat, ("declare",))


def test_the_second_phase_allows_one_kind_of_action() -> None:
    game, prompt = reach(lambda g, p: p.kind == "second" and g.state.turn.second_action == "buy"
                         and g.state.players[p.seat].princess is None and bool(g.state.princesses))
    princess = game.state.princesses[0]
    assert "one kind of action" in refused(game, prompt.seat, ("back", princess))


def test_a_refusal_changes_nothing_and_pick_answers_keep_their_reasons() -> None:
    game, prompt = reach(lambda g, p: p.kind == "main")
    before = (len(game.commands), len(game.events))
    refused(game, prompt.seat, ("buy", 10_000))
    assert (len(game.commands), len(game.events)) == before
    assert "legal action" in refused(game, prompt.seat, ("teleport", 1))


def test_the_log_speaks_to_a_seat_named_you() -> None:
    from hoc_desktop.engine.hoc.describe import describe_events
    game = hoc.new_game(hoc.GameSetup(("You", "Normal"), hoc.recommended_market("Primer"), 3))
    lines = describe_events(game.state, game.events, 0)
    assert any(line.startswith("You draw ") for line in lines)
    assert any(line.startswith("Normal draws ") for line in lines)
    assert not any("You draws" in line or "You plays" in line for line in lines)

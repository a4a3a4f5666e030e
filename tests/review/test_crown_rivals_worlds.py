"""Crown Rivals' determinization (engine/crown_rivals/determinize.py): a sampled world keeps what a
seat sees, deals hidden cards only within what the seat knows, and never reads where they truly are."""

from __future__ import annotations

import random

from hoc_desktop.engine.crown_rivals.cards import rank_of
from hoc_desktop.engine.crown_rivals.determinize import known_groups, sample_world
from hoc_desktop.engine.crown_rivals.view import SeatView
from hoc_desktop.games import kit_named

KIT = kit_named("crown-rivals")


def _game_after(turns: int, seed: int = 5):  # type: ignore[no-untyped-def]
    """A recorded game of normal against easy, stopped at the first prompt of turn `turns`."""
    game = KIT.new_game(KIT.contest.deal(seed, ["A", "B"], None, False))
    bots = [KIT.make_policy("normal", 1), KIT.make_policy("easy", 2)]
    while game.state.turn.number < turns or not game.quiescent:
        prompt = game.prompt()
        command, _ = KIT.decide(bots[prompt.seat], game, prompt.seat)
        game.submit(prompt.seat, command)
    return game


def test_a_sampled_world_keeps_what_the_seat_sees() -> None:
    """Given a game at turn 9, when a world is sampled for seat 0, then seat 0's view is unchanged and
    every hidden pile keeps its size."""
    game = _game_after(9)
    world = sample_world(game.state, 0, known_groups(game, 0), random.Random(1))
    assert SeatView.of(world, 0) == SeatView.of(game.state, 0)
    assert len(world.market_deck) == len(game.state.market_deck)
    for p, q in zip(world.players, game.state.players):
        assert (len(p.hand), len(p.draw)) == (len(q.hand), len(q.draw))


def test_a_sample_does_not_depend_on_where_hidden_cards_truly_lie() -> None:
    """Given the same game with the other player's hand and draw pile swapped around, when worlds are
    sampled for seat 0 with the same generator, then they are equal."""
    game = _game_after(9)
    other = game.state.copy()
    them = other.players[1]
    pooled = sorted(them.hand + them.draw, reverse=True)
    them.hand[:], them.draw[:] = pooled[:len(them.hand)], pooled[len(them.hand):]
    other.market_deck.reverse()
    groups = known_groups(game, 0)
    a = sample_world(game.state, 0, groups, random.Random(7))
    b = sample_world(other, 0, groups, random.Random(7))
    assert [(p.hand, p.draw) for p in a.players] == [(p.hand, p.draw) for p in b.players]
    assert a.market_deck == b.market_deck


def test_the_other_starting_hand_is_dealt_from_the_starting_ranks() -> None:
    """Given the first prompt of the game, when worlds are sampled for the seat to play, then the other
    player's hand and draw pile hold only the rules' starting ranks, and the market deck none of the
    cards the seat does not know."""
    game = _game_after(1)
    seat = game.prompt().seat
    starting = set(game.state.rules.starting_ranks)
    groups = known_groups(game, seat)
    for i in range(5):
        world = sample_world(game.state, seat, groups, random.Random(i))
        them = world.players[1 - seat]
        assert {rank_of(c) for c in them.hand + them.draw} <= starting
        assert not {rank_of(c) for c in world.market_deck} & starting


def test_a_reshuffled_discard_pile_is_known_to_lie_in_its_draw_pile() -> None:
    """Given a game in which both players have reshuffled, when the groups are read for seat 0, then
    every card of seat 1's draw pile that seat 0 saw reshuffled is known to be seat 1's."""
    game = _game_after(15)
    assert any(type(ev).__name__ == "Reshuffled" and ev.seat == 1 for ev in game.events)
    groups = known_groups(game, 0)
    theirs = game.state.players[1].draw + game.state.players[1].hand
    assert sum(groups[c] == frozenset({"theirs"}) for c in theirs) > len(theirs) // 2

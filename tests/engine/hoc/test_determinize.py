"""Determinization (engine/hoc/determinize.py): a sampled world keeps everything the seat can see and
redistributes only what it cannot, and depends on nothing but the seat's information and the rng."""

from __future__ import annotations

import random
from collections import Counter

from hoc_desktop.ai.hoc.contest import setup_for
from hoc_desktop.ai.hoc.money import MoneyPolicy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.determinize import sample_world
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.seat_view import SeatView
from hoc_desktop.engine.hoc.state import GameState
from hoc_desktop.engine.hoc.table_view import view
from tests.helpers import pos


def midgame(seed: int, steps: int, seats: int = 2) -> Game:
    """A game played by the money policy for about `steps` commands, stopped at a top-level prompt."""
    g = new_game(setup_for(seed, seats), record=False)
    bots = [MoneyPolicy(seed) for _ in range(seats)]
    done = 0
    while not g.over:
        prompt = g.prompt()
        if done >= steps and prompt.kind in ("main", "second") and g.quiescent:
            return g
        command, _ = split_decision(bots[prompt.seat].decide(prompt, SeatView(g.state, prompt.seat)))
        g.submit(prompt.seat, command)
        done += 1
    raise AssertionError("game ended before the requested point")


def all_cards(s: GameState) -> Counter:
    out: Counter = Counter()
    for p in s.players:
        out.update(p.all_cards())
    for pile in list(s.basic.values()) + list(s.stacks.values()):
        out.update(pile)
    out.update(s.supply + s.curses + s.princesses + s.outskirts)
    return out


def shuffle_hidden(s: GameState, seat: int, rng: random.Random) -> GameState:
    """Another true state that `seat` cannot tell from `s`: hidden cards arranged differently."""
    t = s.copy()
    for p in t.players:
        slots = [i for i, c in enumerate(p.draw) if c not in t.revealed]
        if p.seat == seat:
            pool = [p.draw[i] for i in slots]
            rng.shuffle(pool)
        else:
            pool = p.hand + [p.draw[i] for i in slots]
            rng.shuffle(pool)
            p.hand[:] = pool[:len(p.hand)]
            pool = pool[len(p.hand):]
        for i, c in zip(slots, pool):
            p.draw[i] = c
    rng.shuffle(t.supply)
    t.rng = random.Random(rng.random())
    return t


def zones(s: GameState) -> tuple:
    return (tuple((tuple(p.hand), tuple(p.draw), tuple(p.discard), tuple(p.field), tuple(p.domain),
                   tuple(sorted(p.kept.items()))) for p in s.players),
            tuple(s.supply), tuple(sorted(s.revealed)), s.rng.getstate())


def test_sizes_and_visible_information_are_kept() -> None:
    for seed in range(4):
        g = midgame(seed, 40 + 10 * seed)
        seat = g.prompt().seat
        for k in range(5):
            w = sample_world(g.state, seat, random.Random(k))
            # what the seat sees is exactly the same picture (hands by count, draw piles by size and
            # face-up cards with their depth, every public zone, its own hand card by card)
            assert view(w, seat) == view(g.state, seat)
            for p, q in zip(g.state.players, w.players):
                assert len(p.hand) == len(q.hand) and len(p.draw) == len(q.draw)
            assert len(w.supply) == len(g.state.supply)


def test_face_up_cards_inside_draw_piles_stay_in_place() -> None:
    g = pos(players=[
        {"hand": ["city", "farming_village"], "draw": ["city", {"card": "duke", "revealed": True}, "farming_village",
                                                       "large_city", "city"]},
        {"hand": ["senator", "city", "city"], "draw": ["farming_village", "large_city",
                                                       {"card": "royal_maid", "revealed": True}, "duke"]},
    ])
    for k in range(30):
        w = sample_world(g.state, 0, random.Random(k))
        mine, theirs = w.players[0].draw, w.players[1].draw
        assert w.cards[mine[-2]].key == "duke" and mine[-2] in w.revealed
        assert w.cards[theirs[-3]].key == "royal_maid" and theirs[-3] in w.revealed
        assert view(w, 0) == view(g.state, 0)


def test_cards_are_conserved_and_stay_with_their_owner() -> None:
    g = midgame(7, 60)
    s = g.state
    seat = g.prompt().seat
    for k in range(5):
        w = sample_world(s, seat, random.Random(k))
        assert all_cards(w) == all_cards(s)
        for p, q in zip(s.players, w.players):
            assert sorted(p.hand + p.draw) == sorted(q.hand + q.draw)
            assert p.discard == q.discard and p.domain == q.domain and p.field == q.field
        assert w.players[seat].hand == s.players[seat].hand
        assert sorted(w.supply) == sorted(s.supply)
        assert s.basic == w.basic and s.stacks == w.stacks


def test_hidden_cards_are_really_redistributed() -> None:
    g = midgame(3, 30)
    s = g.state
    seat = g.prompt().seat
    opp = 1 - seat
    before = zones(s)
    hands = {tuple(sorted(sample_world(s, seat, random.Random(k)).players[opp].hand)) for k in range(20)}
    own_draws = {tuple(sample_world(s, seat, random.Random(k)).players[seat].draw) for k in range(20)}
    seeds = {sample_world(s, seat, random.Random(k)).rng.getstate() for k in range(5)}
    assert len(hands) > 1 and len(own_draws) > 1 and len(seeds) == 5
    # the original state is untouched
    assert zones(s) == before


def test_states_differing_only_in_hidden_arrangement_give_identical_samples() -> None:
    for seed in range(3):
        g = midgame(seed, 50)
        seat = g.prompt().seat
        other = shuffle_hidden(g.state, seat, random.Random(99 + seed))
        assert zones(other) != zones(g.state)          # the true states really differ
        for k in range(3):
            a = sample_world(g.state, seat, random.Random(k))
            b = sample_world(other, seat, random.Random(k))
            assert zones(a) == zones(b)


def test_seat_view_sample_game_is_a_playable_game_from_the_seats_information() -> None:
    g = midgame(5, 40)
    seat = g.prompt().seat
    other = shuffle_hidden(g.state, seat, random.Random(1))
    a = SeatView(g.state, seat).sample_game(random.Random(4))
    b = SeatView(other, seat).sample_game(random.Random(4))
    assert isinstance(a, Game) and a.state is not g.state
    assert zones(a.state) == zones(b.state)
    assert a.prompt().options == g.prompt().options
    a.submit(seat, a.prompt().options[-1])             # playing on the sample leaves the true game alone
    assert g.prompt().kind in ("main", "second")

"""Random legal games checked for invariants after every command: the deck's cards are conserved,
Influence changes only through heal and damage effects, the command log replays the same game, and
a seat's view does not depend on what it may not see (the other hand, the order of any draw pile
or of the market deck)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from hoc_desktop.engine.crown_rivals.cards import full_deck, suit_of
from hoc_desktop.engine.crown_rivals.events import CardPlayed, InfluenceChanged
from hoc_desktop.engine.crown_rivals.game import Game, new_game, replay
from hoc_desktop.engine.crown_rivals.rules import load_rules
from hoc_desktop.engine.crown_rivals.view import SeatView

GAMES = 300


def _zones(g: Game) -> list[str]:
    s = g.state
    out = [c for c in s.market if c is not None] + s.market_deck + s.trash + s.removed
    for p in s.players:
        out += p.hand + p.draw + p.discard + p.play
        out += [c for sup in p.supporters for c in (sup.spade, sup.diamond) if c is not None]
    return out


def _check_conserved(g: Game) -> None:
    cards = _zones(g)
    assert Counter(cards) == Counter(full_deck()), "a card is lost, duplicated or invented"


def _check_influence(g: Game, before: list[int], events: list) -> None:
    """Each Influence change is a heart's heal for the active seat or club damage (from the pool) to
    the other seat, and the changes add up to the difference."""
    seat = g.state.turn.seat
    hearts = [ev.value for ev in events if isinstance(ev, CardPlayed) and suit_of(ev.card) == "H"]
    clubs = sum(p.value for p in g.state.turn.played if suit_of(p.card) == "C")
    for ev in (e for e in events if isinstance(e, InfluenceChanged)):
        if ev.amount > 0:
            assert ev.seat == seat and ev.amount in hearts
        else:
            assert ev.seat != seat and -ev.amount <= clubs
    moved = [sum(ev.amount for ev in events if isinstance(ev, InfluenceChanged) and ev.seat == k) for k in (0, 1)]
    assert [p.influence for p in g.state.players] == [b + m for b, m in zip(before, moved)]


def _check_views(g: Game, rng: random.Random) -> None:
    """Shuffling the hidden zones changes no seat's view."""
    twin = g.copy()
    s = twin.state
    for p in s.players:
        rng.shuffle(p.draw)
    rng.shuffle(s.market_deck)
    for seat in (0, 1):
        other = s.players[1 - seat]
        saved = other.hand[:]
        rng.shuffle(other.hand)
        view = SeatView.of(g.state, seat)
        assert view.players[1 - seat].hand is None
        assert view == SeatView.of(s, seat)
        other.hand[:] = saved


def play_random(seed: int, check: bool) -> Game:
    rng = random.Random(seed)
    g = new_game(seed)
    limit = load_rules().max_turns
    while not g.over and g.state.turn.number <= limit:
        prompt = g.prompt()
        if prompt.offers_commands:
            command = prompt.options[rng.randrange(len(prompt.options))]
        else:
            command = ("pick", tuple(rng.sample(prompt.options, rng.randint(prompt.min, prompt.max))))
        before = [p.influence for p in g.state.players]
        random.random()              # the global generator must play no part (RLCard's check)
        events = g.submit(prompt.seat, command)
        if check:
            _check_conserved(g)
            _check_influence(g, before, events)
            if g.quiescent:
                _check_views(g, rng)
    return g


@pytest.mark.parametrize("block", range(10))
def test_random_games_keep_the_invariants(block: int) -> None:
    for seed in range(block * GAMES // 10, (block + 1) * GAMES // 10):
        g = play_random(seed, check=True)
        again = replay(seed, g.commands)
        assert again.events == g.events and repr(again.state.players) == repr(g.state.players)
        assert again.state.result == g.state.result


def test_random_games_end() -> None:
    """Given random play, then games end by the rules well within the turn safeguard (OQ-16)."""
    ended = sum(play_random(seed, check=False).over for seed in range(100))
    assert ended >= 95

"""The event stream is complete (it rebuilds the game, setup included) and each seat's stream shows
that seat exactly what it may see: property tests over random 2-4 player games."""

from __future__ import annotations

import json
from typing import Any

import pytest

from hoc_desktop.ai.hoc.contest import setup_for
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.events import APPLY, CardRef, Created, GameStarted, Looked, Restack
from hoc_desktop.engine.hoc.ruleset import new_game, rebuild
from hoc_desktop.engine.hoc.seat_table import SeatTable
from hoc_desktop.engine.hoc.seat_view import SeatView
from hoc_desktop.engine.hoc.setup import new_state
from hoc_desktop.engine.hoc.state import GameState
from hoc_desktop.engine.hoc.table_view import view
from hoc_desktop.saves import state_digest
from tests.engine.hoc.test_invariants import policies_for, random_setup

TURNS = 120


def play(seed: int, seats: int, turns: int = TURNS) -> Game:
    """A recorded game of random (and money) seats, stopped after `turns` turns if not over."""
    g = new_game(random_setup(seed, seats), record=True)
    policies = policies_for(seed, seats)
    while not g.over and g.state.turn.number <= turns:
        prompt = g.prompt()
        command, _ = split_decision(policies[prompt.seat].decide(prompt, SeatView(g.state, prompt.seat)))
        g.submit(prompt.seat, command)
    return g


def seats_of(seed: int) -> int:
    return 2 + seed % 3


# ------------------------------------------------------------------ the stream rebuilds the game

@pytest.mark.parametrize("chunk", range(4))
def test_the_omniscient_stream_alone_rebuilds_the_state(chunk: int) -> None:
    """Given 200 random 2-4 player games, when the state is rebuilt from each setup's empty table
    and the event stream alone, then it equals the engine's state in every field (the random
    generator aside)."""
    for seed in range(chunk * 50, chunk * 50 + 50):
        g = play(seed, seats_of(seed))
        assert type(g.events[0]) is GameStarted
        rebuilt = rebuild(g.setup, g.events)
        rebuilt.rng = g.state.rng                        # events carry outcomes; they never draw randomness
        assert state_digest(rebuilt) == state_digest(g.state), f"game {seed}"


def test_every_event_kind_has_an_apply_and_a_type_name() -> None:
    names = [cls.type for cls in APPLY]
    assert len(names) == len(set(names))


def test_the_opening_table_comes_from_events() -> None:
    """Given a new game, then its stream holds the table, the created piles, shuffles and the deal."""
    g = new_game(setup_for(1, 3))
    kinds = [type(ev).__name__ for ev in g.events]
    assert kinds[0] == "GameStarted"
    zones = {ev.zone[0] for ev in g.events if type(ev) is Created}
    assert zones == {"princesses", "curses", "basic", "supply", "draw"}
    assert "Shuffled" in kinds and "SeatOrder" in kinds and "TurnStarted" in kinds


# ------------------------------------------------------------------ one seat's stream

def _visible(state: GameState, zone: tuple[str, Any], seat: int, cid: int) -> bool:
    """The test's own statement of what a seat sees of a card lying in a zone."""
    kind, owner = zone
    if kind == "hand":
        return owner == seat
    if kind == "draw":
        return cid in state.revealed
    return kind != "supply"


def _cards_in(ev: Any) -> list[Any]:
    out = []
    for name, value in zip(ev._fields, ev):
        if name in ("card", "territory", "attack"):
            out.append(value)
        elif name in ("cards", "order", "top_first"):
            out.extend(value)
        elif name == "hands":
            out.extend(c for _, cards in value for c in cards)
    return out


def _refs_in_view(data: Any, out: dict[int, str]) -> None:
    if isinstance(data, dict):
        if set(data) == {"id", "key"}:
            out[data["id"]] = data["key"]
            return
        for value in data.values():
            _refs_in_view(value, out)
    elif isinstance(data, list):
        for value in data:
            _refs_in_view(value, out)


def check_seat_stream(g: Game, seat: int) -> None:
    stream = g.events_for(seat)
    assert len(stream) == len(g.events)
    state: GameState = new_state(g.setup)
    table = SeatTable(seat, g.state.catalog)
    for i, (omni, mine) in enumerate(zip(g.events, stream)):
        known = None
        if type(omni).__name__ in ("Move", "Acquire"):   # judged before the event
            dst_seen = omni.revealed if omni.dst[0] == "draw" else _visible(state, omni.dst, seat, omni.card)
            known = dst_seen or _visible(state, omni.src, seat, omni.card)
        first = i == 0
        APPLY[type(omni)](state, omni)
        table.apply(mine)
        assert type(mine) is type(omni)
        for card in _cards_in(mine):
            assert card is None or isinstance(card, CardRef), f"{mine}: a bare id leaks"
        if first:
            continue
        if known is not None:
            assert (mine.card is not None) == known, f"seat {seat}: {omni} shown as {mine}"
            if mine.card is not None:
                assert mine.card == CardRef(omni.card, state.cards[omni.card].key)
        if type(omni) in (Looked, Restack) and omni.seat != seat:
            assert all(c is None for c in _cards_in(mine))
        shown = [c for c in _cards_in(mine) if c is not None]
        if shown:
            in_view: dict[int, str] = {}
            _refs_in_view(view(state, seat), in_view)
            for card in shown:
                assert in_view.get(card.id, card.key) == card.key, f"{mine}: the view disagrees"
                assert card.key == state.cards[card.id].key
    assert json.loads(json.dumps(table.view())) == json.loads(json.dumps(view(g.state, seat)))


@pytest.mark.parametrize("chunk", range(3))
def test_each_seat_stream_hides_what_the_seat_may_not_see(chunk: int) -> None:
    """Given random 2-4 player games, for every seat and every event of its stream: a card hidden
    where it leaves and where it arrives carries no identity, every identity agrees with the seat's
    view right after the event, and replaying the stream gives exactly the seat's view."""
    for seed in range(1000 + chunk * 12, 1000 + chunk * 12 + 12):
        g = play(seed, seats_of(seed), turns=60)
        for seat in range(len(g.state.players)):
            check_seat_stream(g, seat)


def test_a_seat_table_follows_the_game_as_it_goes() -> None:
    """Given a seat table fed the seat's new events after every command, then its view always
    equals the engine's view of that seat."""
    g = new_game(random_setup(7, 3))
    policies = policies_for(7, 3)
    tables = [SeatTable(s, g.state.catalog) for s in range(3)]
    fed = [0, 0, 0]
    while not g.over and g.state.turn.number <= 25:
        prompt = g.prompt()
        command, _ = split_decision(policies[prompt.seat].decide(prompt, SeatView(g.state, prompt.seat)))
        g.submit(prompt.seat, command)
        for seat, table in enumerate(tables):
            for ev in g.events_for(seat, fed[seat]):
                table.apply(ev)
            fed[seat] = len(g.events)
            assert table.view() == view(g.state, seat)


def test_another_seats_draws_are_anonymous() -> None:
    """Given the deal, when seat 0 reads its stream, then its own draws name cards and seat 1's do not."""
    g = new_game(setup_for(3, 2))
    draws = [ev for ev in g.events_for(0) if type(ev).__name__ == "Move" and ev.src[0] == "draw"
             and ev.dst[0] == "hand"]
    mine = [ev for ev in draws if ev.src[1] == 0]
    theirs = [ev for ev in draws if ev.src[1] == 1]
    assert len(mine) == len(theirs) == 5
    assert all(isinstance(ev.card, CardRef) for ev in mine)
    assert all(ev.card is None for ev in theirs)

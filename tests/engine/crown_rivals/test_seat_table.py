"""Crown Rivals' seat table (engine/crown_rivals/seat_table.py): fed one seat's stream alone it
rebuilds exactly what that seat may see, keeps every card hidden from the seat hidden, and starts
from nothing the seed decides."""

from __future__ import annotations

import random

from hoc_desktop.engine.core.zones import FACE_UP
from hoc_desktop.engine.crown_rivals.events import APPLY
from hoc_desktop.engine.crown_rivals.game import Game, new_game
from hoc_desktop.engine.crown_rivals.seat_table import SeatTable
from hoc_desktop.engine.crown_rivals.setup import new_state
from hoc_desktop.engine.crown_rivals.view import SeatView

SEEDS = range(12)


def _played(seed: int, commands: int | None = None) -> Game:
    """A game of random legal choices, whole or up to `commands` commands."""
    rng = random.Random(seed)
    g = new_game(seed, ("Ann", "Bob"))
    while not g.over and (commands is None or len(g.commands) < commands):
        p = g.prompt()
        assert p is not None
        answer = (p.options[rng.randrange(len(p.options))] if p.offers_commands
                  else ("pick", tuple(rng.sample(p.options, rng.randint(p.min, p.max)))))
        g.submit(p.seat, answer)
    return g


def _table(g: Game, seat: int) -> SeatTable:
    return SeatTable(seat, [p.name for p in g.state.players], g.state.rules)


def test_the_view_equals_the_engines_after_every_event_of_random_games() -> None:
    """Given random games of several seeds, when each seat's table is fed that seat's stream event
    by event, then after every event its view is SeatView.of the state the omniscient stream has
    reached, for both seats, and its dict form is the ruleset's view."""
    for seed in SEEDS:
        g = _played(seed)
        state = new_state(g.setup)
        tables = [_table(g, seat) for seat in (0, 1)]
        streams = [g.events_for(seat) for seat in (0, 1)]
        for i, ev in enumerate(g.events):
            APPLY[type(ev)](state, ev)
            for seat, table in enumerate(tables):
                table.apply(streams[seat][i])
                assert table.seat_view() == SeatView.of(state, seat), f"seed {seed} seat {seat} event {i}"
        assert state.result is not None and all(t.view() == g.view(seat) for seat, t in enumerate(tables))


def test_cards_hidden_from_the_seat_stay_hidden_in_its_table() -> None:
    """Given random games, when seat 0's table is fed its stream, then at every event the other hand,
    both draw piles and the market deck hold no card it names, while its own hand names every card."""
    for seed in SEEDS[:4]:
        g = _played(seed)
        table = _table(g, 0)
        for ev in g.events_for(0):
            table.apply(ev)
            mine, theirs = table.players
            assert set(theirs.hand) <= {None} and set(mine.draw + theirs.draw + table.market_deck) <= {None}
            assert None not in mine.hand
            assert table.seat_view().them.hand is None


def test_the_face_up_table_shows_both_hands_as_they_are_and_no_deck() -> None:
    """Given random games, when a table of seat 0 with the face-up sight is fed the face-up
    observer's stream, then after every event both hands are exactly the state's, while both draw
    piles and the market deck name no card (their order stays the deck's secret)."""
    for seed in SEEDS[:4]:
        g = _played(seed)
        state = new_state(g.setup)
        table = SeatTable(0, [p.name for p in g.state.players], g.state.rules, sight=FACE_UP)
        for i, ev in enumerate(g.events_for(FACE_UP)):
            APPLY[type(g.events[i])](state, g.events[i])
            table.apply(ev)
            view = table.seat_view()
            assert [p.hand for p in view.players] == [tuple(p.hand) for p in state.players], f"seed {seed} event {i}"
            assert set(table.players[0].draw + table.players[1].draw + table.market_deck) <= {None}
        assert view.me.seat == 0 and view.them.hand == tuple(g.state.players[1].hand)


def test_a_new_viewer_starts_afresh_from_their_own_stream() -> None:
    """Given a game half played that seat 0 watched, when the table is handed to seat 1 (a new table
    fed seat 1's stream from the start), then it shows seat 1's hand and not seat 0's, as the engine
    does for seat 1."""
    g = _played(3, commands=30)
    before = _table(g, 0)
    for ev in g.events_for(0):
        before.apply(ev)
    after = _table(g, 1)
    for ev in g.events_for(1):
        after.apply(ev)
    assert before.seat_view() == SeatView.of(g.state, 0) and after.seat_view() == SeatView.of(g.state, 1)
    assert after.seat_view().me.hand == tuple(g.state.players[1].hand)
    assert after.seat_view().them.hand is None and before.seat_view().them.hand is None


def test_a_table_starts_from_nothing_the_seed_decides() -> None:
    """Given two deals of different seeds at the same table, when nothing is applied yet, then the two
    seat tables are the same (names and rule numbers only)."""
    one, two = new_game(1, ("Ann", "Bob")), new_game(2, ("Ann", "Bob"))
    assert one.events_for(0) != two.events_for(0)
    assert _table(one, 0).view() == _table(two, 0).view()

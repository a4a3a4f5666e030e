"""Conformance, what each seat learns: per-seat streams never carry a card hidden from their seat,
rebuild that seat's view (games whose kit declares a seat table), and undo never goes back across
anything a seat learned; every declared pile lies where its zone declaration says."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hoc_desktop.engine.core.game import Game, game_after
from hoc_desktop.engine.core.undo import can_undo, undo_point
from tests.engine.core.conformance import CASES, GameCase, hidden_cards, ids, leaks, piles, play
from tests.engine.core.tiny_game.rules import Drew, Shuffled

pytestmark = pytest.mark.usefixtures("tiny_registered")

WITH_TABLES = [case for case in CASES if case.kit.seat_table is not None]
COMPARED = 300          # a seat table is compared with the view after each of the first commands, then at the end
REPLAYED = 6            # undos carried out (by replay) per game; every command's undo point is checked


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_every_declared_pile_lies_where_its_zone_says(case: GameCase) -> None:
    # given a game dealt, then every pile zone is a list on its seat's record or on the state
    game = case.new_game()
    found = list(piles(case.kit.ruleset.zones, game.state))
    assert found and all(isinstance(cards, list) for _, cards in found)
    # and every seat has a hidden card to keep secret at the deal
    assert all(hidden_cards(case, game.state, seat) for seat in range(len(case.setup.players)))


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_no_seat_stream_names_a_card_hidden_from_its_seat(case: GameCase) -> None:
    # given a random game played to its end
    game = play(case)
    for seat in range(len(case.setup.players)):
        stream = game.events_for(seat)
        # then each seat's stream has one event for every event of the game
        assert len(stream) == len(game.events)
        # and none names a card lying hidden from that seat that it had not seen (rule reveals aside)
        assert leaks(case, game, seat) == []


def test_the_check_finds_a_stream_that_names_another_seats_draw_or_a_shuffled_order() -> None:
    # given the tiny game with its redaction of draws, or of shuffles, forgotten
    tiny = next(case for case in CASES if case.game == "tiny")
    ruleset = tiny.kit.ruleset
    for kept in ({Shuffled: ruleset.redact[Shuffled]}, {Drew: ruleset.redact[Drew]}):
        leaky = replace(tiny, kit=replace(tiny.kit, ruleset=replace(ruleset, redact=kept)))
        # when its streams are checked, then the other seat's draws or the pile's order are found
        game = play(leaky)
        assert leaks(leaky, game, 0) and leaks(leaky, game, 1)


@pytest.mark.parametrize("case", WITH_TABLES, ids=ids(WITH_TABLES))
def test_a_seat_table_fed_the_seat_stream_alone_rebuilds_the_seat_view(case: GameCase) -> None:
    seats = range(len(case.setup.players))
    tables: list = []
    fed = [0 for _ in seats]

    def compare(game: Game) -> None:
        if not tables:
            tables.extend(case.kit.seat_table(game, seat) for seat in seats)
        if len(game.commands) > COMPARED and not game.over:
            return
        for seat in seats:
            for ev in game.events_for(seat, fed[seat]):
                tables[seat].apply(ev)
            fed[seat] = len(game.events)
            assert tables[seat].view() == game.view(seat), f"seat {seat} after command {len(game.commands)}"

    game = play(case, compare)
    assert game.over and fed == [len(game.events) for _ in seats]


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_undo_goes_back_as_far_as_nothing_learned_and_no_further(case: GameCase) -> None:
    teaches = case.kit.ruleset.teaches
    undone: list[int] = []
    due = [False]           # an undo is carried out at the first undo point from every 20th command on

    def check(game: Game) -> None:
        due[0] = due[0] or len(game.commands) % 20 == 7
        for seat in range(len(case.setup.players)):
            k = undo_point(game, seat)
            if k is None:
                continue
            stream = game.events_for(seat)
            # the decisions taken back are all the seat's own and taught it nothing
            assert can_undo(game, seat, k) and all(s == seat for s, _ in game.commands[k:])
            assert not any(teaches(ev, seat) for ev in stream[game.command_starts[k]:])
            # and one more would cross another seat's decision or news (never across news)
            assert k == 0 or not can_undo(game, seat, k - 1)
            if due[0] and len(undone) < REPLAYED:
                # going back is replaying the log up to there: the seat's stream is the same up to there
                earlier = game_after(game, k)
                assert earlier.commands == game.commands[:k]
                assert earlier.events_for(seat) == stream[:game.command_starts[k]]
                undone.append(k)
                due[0] = False

    play(case, check)
    assert undone

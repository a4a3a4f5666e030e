"""A table's log told beat by beat: draws in a row by one player join one line, found by the
lines' kinds and worded again by the game, in any language."""

from __future__ import annotations

from typing import Any, Callable

from hoc_desktop.client.kit.log_telling import LogTelling
from hoc_desktop.engine.core.told import Told
from hoc_desktop.engine.crown_rivals.describe import tell
from hoc_desktop.engine.crown_rivals.events import Moved, TurnStarted

NAMES = ("You", "Bob")
STREAM: list[Any] = [TurnStarted(0, 1), Moved("2H", ("draw", 0), ("hand", 0)), Moved("3H", ("draw", 0), ("hand", 0)),
                     Moved(None, ("draw", 1), ("hand", 1)), Moved(None, ("draw", 1), ("hand", 1))]


def describe(start: int, end: int) -> list[Told]:
    return tell(STREAM[start:end], NAMES)


def told_beat_by_beat(telling: LogTelling, beats: list[tuple[int, int]]) -> list[str]:
    """The log's lines after each beat is told, as a table keeps them."""
    log: list[str] = []
    for start, end in beats:
        back, lines = telling.tell(describe, start, end)
        del log[len(log) - back:]
        log += [line.text for line in lines]
    return log


def test_draws_in_a_row_by_one_player_join_one_line() -> None:
    # given the turn's heading and your first draw in one beat, then each further draw in its own
    log = told_beat_by_beat(LogTelling(), [(0, 2), (2, 3), (3, 4), (4, 5)])
    # then your draws are one line, Bob's another, the heading kept once
    assert log == ["Turn 1: You", "You draw 2♥, 3♥.", "Bob draws 2 cards."]


def test_the_joined_line_is_worded_by_the_game_in_the_players_language(language: Callable[[str], None]) -> None:
    language("ja")
    log = told_beat_by_beat(LogTelling(), [(0, 2), (2, 3), (3, 4), (4, 5)])
    assert log == ["ターン1：あなた", "あなたは2♥、3♥を引いた。", "Bobはカードを2枚引いた。"]


def test_a_line_of_the_tables_own_between_two_draws_keeps_them_apart() -> None:
    # given your first draw told, then a line of the table's own (an AI's reason) after it
    telling = LogTelling()
    first = told_beat_by_beat(telling, [(0, 2)])
    telling.interrupted()
    # when your next draw is told, then it is a line of its own: nothing is taken back
    back, lines = telling.tell(describe, 2, 3)
    assert first[-1] == "You draw 2♥." and back == 0 and [line.text for line in lines] == ["You draw 3♥."]

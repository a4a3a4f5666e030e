"""The log in words told from one seat's own stream: it never fails on a hidden card (None reads
"a card") and says what the omniscient log says to that seat."""

from __future__ import annotations

import pytest

from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.hoc.contest import setup_for
from hoc_desktop.ai.hoc.kit import play_match
from hoc_desktop.engine.hoc.describe import describe_events

LEVELS = ("normal", "easy", "random")


@pytest.mark.parametrize("seed", range(12))
def test_a_seats_stream_tells_the_same_story(seed: int) -> None:
    # given a finished 2-4 player game on a random market
    seats = 2 + seed % 3
    result = play_match(setup_for(seed, seats), [make_policy(LEVELS[(seed + s) % 3], seed + s) for s in range(seats)],
                        record=True)
    game = result.game
    for seat in range(seats):
        # when it is told from that seat's own stream
        told = describe_events(game.state, game.events_for(seat), seat)
        # then the story is the one the omniscient log tells that seat
        assert told == describe_events(game.state, game.events, seat)

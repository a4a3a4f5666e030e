"""Which sounds Crown Rivals' events make, read from a real game, and when the table plays them:
every play, buy, draw, shuffle, lost Influence, the viewer's own turns and the win make their cue
(the same files as Heart of Crown's); a rebuilt table (an undo) is silent."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

import pytest

from hoc_desktop.ai.crown_rivals import make_policy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.client.crown_rivals.sound_cues import cues_for, cues_of
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.sound import CUES
from hoc_desktop.engine.crown_rivals.events import (Bought, CardPlayed, GameWon, InfluenceChanged, Moved,
                                                    Reshuffled, Shuffled, TurnStarted)
from hoc_desktop.engine.crown_rivals.game import new_game
from hoc_desktop.engine.crown_rivals.view import SeatView
from tests.client.crown_rivals.test_table import seat0_first, seed_where, table_for

VIEWER = 0


@lru_cache(maxsize=1)
def played_game() -> Any:
    """A whole game played to its end by the normal AI on both seats."""
    game = new_game(7)
    policies = [make_policy("normal", 1), make_policy("normal", 2)]
    while (prompt := game.prompt()) is not None:
        command, _ = split_decision(policies[prompt.seat].decide(prompt, SeatView.of(game.state, prompt.seat)))
        game.submit(prompt.seat, command)
    return game


def viewer_stream() -> list[Any]:
    return played_game().events_for(VIEWER, 0)


def test_each_kind_of_event_makes_its_cue_and_the_game_uses_every_cue() -> None:
    # given the viewer's stream of a whole game
    events = viewer_stream()
    # when each event is read on its own, then
    for ev in events:
        cues = cues_of(ev, VIEWER)
        if type(ev) is CardPlayed:
            assert cues == ("play",)
        elif type(ev) is Bought:
            assert cues == ("buy",)
        elif type(ev) is Moved:
            assert cues == (("draw",) if ev.src[0] == "draw" and ev.dst[0] == "hand" else ())
        elif type(ev) in (Shuffled, Reshuffled):
            assert cues == ("shuffle",)
        elif type(ev) is InfluenceChanged:
            assert cues == (("attack",) if ev.amount < 0 else ())
        elif type(ev) is TurnStarted:
            assert cues == (("turn",) if ev.seat == VIEWER else ())
        elif type(ev) is GameWon:
            assert cues == ("game_over",)
    # and the game made every cue there is a file for, the end exactly once
    counts = Counter(cue for ev in events for cue in cues_of(ev, VIEWER))
    assert set(counts) == set(CUES) and counts["game_over"] == 1


def test_the_turn_chime_is_for_the_viewers_own_turns_only() -> None:
    events = viewer_stream()
    turns = [ev for ev in events if type(ev) is TurnStarted]
    assert sum(cues_of(ev, 0) == ("turn",) for ev in events) == sum(ev.seat == 0 for ev in turns) > 0
    assert sum(cues_of(ev, 1) == ("turn",) for ev in events) == sum(ev.seat == 1 for ev in turns) > 0


def test_a_batch_makes_each_cue_once() -> None:
    # given the five cards drawn at the end of the first turn
    events = viewer_stream()
    draws = [ev for ev in events if type(ev) is Moved and ev.src[0] == "draw" and ev.dst[0] == "hand"][5:10]
    # when they come in one batch, then they are one riffle
    assert cues_for(draws, VIEWER) == ["draw"]


@pytest.fixture
def heard(app: App, monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """Every batch of cues the table asks the App's sounds for."""
    batches: list[list[str]] = []
    monkeypatch.setattr(app.sounds, "play_batch", lambda cues: batches.append(list(cues)))
    return batches


def test_a_card_played_at_the_table_sounds_and_an_undo_is_silent(app: App, heard: list[list[str]]) -> None:
    # given my turn at the table
    scene = table_for(app, seed_where(seat0_first))
    heard.clear()
    # when I play the first card of my hand
    card = scene.view().me.hand[0]
    assert scene.issue(0, ("play", card)) is None
    app.step()
    # then the table plays the card's cue
    assert any("play" in batch for batch in heard)
    # when I take it back, then the table is told again without a sound
    heard.clear()
    scene.take_back()
    app.step()
    app.step()
    assert scene.view().me.hand[0] == card and heard == []

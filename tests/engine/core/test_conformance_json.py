"""Conformance, reading back what is written: over a random whole game of every registered game,
every event of the omniscient stream and of each seat's stream comes back from its JSON (after a
trip through JSON text, as over the network or from a stream file) equal to the event written and
built of the same types, and so does every prompt the game asked."""

from __future__ import annotations

import dataclasses

import json
from typing import Any

import pytest

from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.core.prompt_json import prompt_from_json, prompt_to_json
from hoc_desktop.engine.core.prompts import Prompt
from tests.engine.core.conformance import CASES, GameCase, ids, play

pytestmark = pytest.mark.usefixtures("tiny_registered")

PROMPT_FIELDS = [f.name for f in dataclasses.fields(Prompt)]   # the compiled Prompt has no __slots__


def through_json(value: Any) -> Any:
    return json.loads(json.dumps(value))


def same(read: Any, written: Any) -> bool:
    """Equal and of the same types all the way down: a NamedTuple equals a plain tuple of its
    fields, and a CardRef equals the pair (id, key), so `==` alone would not see a wrong type."""
    if type(read) is not type(written):
        return False
    if isinstance(written, tuple):
        return len(read) == len(written) and all(same(r, w) for r, w in zip(read, written))
    if isinstance(written, dict):
        return read.keys() == written.keys() and all(same(read[k], written[k]) for k in written)
    return bool(read == written)


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_every_event_of_every_stream_reads_back_as_written(case: GameCase) -> None:
    # given a random game played to its end
    game = play(case)
    kit = case.kit
    for seat in (None, *range(len(case.setup.players))):
        stream = game.events if seat is None else game.events_for(seat)
        for index, ev in enumerate(stream):
            # when each event is written, sent as JSON text and read back
            read = kit.event_from_json(through_json(kit.event_json(game.state, ev, seat)), seat)
            # then it is the event written
            assert same(read, ev), f"seat {seat} event {index}: {ev!r} read back as {read!r}"


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_every_prompt_reads_back_as_written(case: GameCase) -> None:
    # given every prompt of a random game played to its end
    prompts: list[Prompt] = [case.new_game().prompt()]

    def ask(game: Game) -> None:
        prompt = game.prompt()
        if prompt is not None:
            prompts.append(prompt)

    play(case, ask)
    for prompt in prompts:
        # when each is written, sent as JSON text and read back, then it is the prompt written
        read = prompt_from_json(through_json(prompt_to_json(prompt)))
        assert read == prompt and all(same(getattr(read, f), getattr(prompt, f)) for f in PROMPT_FIELDS), prompt

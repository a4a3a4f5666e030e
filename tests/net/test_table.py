"""Undo at a network table: the local table's rule, asked by the seat itself, agreed by every other
person, and every seat's stream cut back to the stream of the game replayed to where it went back."""

from __future__ import annotations

import json
from typing import Any

import pytest

from hoc_desktop.engine.core.game import game_after
from hoc_desktop.games import game_names, kit_named
from hoc_desktop.net import protocol
from hoc_desktop.net.table import Table

MOVES = 400            # commands a test plays at most to reach an undoable decision


class Inbox:
    """A seat's outbox that keeps what the table sends it, read back as JSON."""

    def __init__(self) -> None:
        self.messages: list[dict[str, Any]] = []

    def put(self, text: str) -> None:
        self.messages.append(json.loads(text))

    def close(self, code: int, reason: str) -> None:
        raise AssertionError(f"the table closed a seat's connection: {code} {reason}")

    def of(self, kind: str) -> list[dict[str, Any]]:
        return [message for message in self.messages if message["type"] == kind]

    def stream(self) -> list[Any]:
        """The seat's stream as a client keeps it: updates from their index on, rewinds cut back."""
        events: list[Any] = []
        for message in self.messages:
            if message["type"] == "update":
                events[message["from"]:] = message["events"]
            elif message["type"] == "rewind":
                del events[message["to"]:]
        return events


def seated(game: str, ai: tuple[str | None, ...]) -> tuple[Table, list[Inbox | None]]:
    """A table of `game` whose person seats (None in `ai`) have joined, each with its inbox."""
    table = Table.create("t", kit_named(game), len(ai), None, 120, "normal", ai=ai)
    inboxes: list[Inbox | None] = [None] * len(ai)
    for _ in range(ai.count(None)):
        number, token = table.claim(protocol.Join(None, None, None, None))
        inboxes[number] = Inbox()
        table.attach(number, token, inboxes[number])
    return table, inboxes


def play_until_undoable(table: Table) -> int:
    """Play each person's prompt with the normal AI's choice until a person's own decision may be
    undone; that person's seat."""
    policy = table.kit.make_policy("normal", 7)
    for _ in range(MOVES):
        prompt = table.game.prompt()
        assert prompt is not None, "the game ended with no undoable decision"
        command, _reason = table.kit.decide(policy, table.game, prompt.seat)
        table.receive(prompt.seat, protocol.Command(prompt.seat, command))
        if table.undo_keep(prompt.seat) is not None:
            return prompt.seat
    raise AssertionError("no undoable decision in time")


def seat_json(table: Table, game: Any, seat: int) -> list[Any]:
    return json.loads(json.dumps([table.kit.event_json(game.state, ev, seat) for ev in game.events_for(seat)]))


def assert_streams_are_the_replayed_games(table: Table, inboxes: list[Inbox | None], replayed: Any) -> None:
    """Every seat holds exactly its own stream of `replayed`, and no two seats the same."""
    streams = [inbox.stream() for inbox in inboxes if inbox is not None]
    for seat, inbox in enumerate(inboxes):
        if inbox is not None:
            assert inbox.stream() == seat_json(table, replayed, seat)
    assert len(streams) < 2 or streams[0] != streams[1]


@pytest.mark.parametrize("game", game_names())
def test_an_undo_against_the_ai_alone_is_done_at_once(game: str) -> None:
    """Given a person against the table's AI who has just made an undoable decision, when they ask
    an undo, then the game is the one replayed to where the rule goes back, they are sent a rewind
    and their stream equals that game's stream of their seat."""
    table, inboxes = seated(game, (None, "normal"))
    seat = play_until_undoable(table)
    before, keep = table.game, table.undo_keep(seat)
    assert keep is not None and inboxes[seat] is not None
    assert inboxes[seat].of("update")[-1]["undo"] is True
    table.receive(seat, protocol.Undo())
    assert table.game.commands == before.commands[:keep]
    assert inboxes[seat].of("rewind")[-1]["seat"] == seat
    assert_streams_are_the_replayed_games(table, inboxes, game_after(before, keep))


@pytest.mark.parametrize("game", game_names())
def test_an_undo_the_other_person_allows_is_done_for_both(game: str) -> None:
    """Given two people, one just made an undoable decision, when they ask an undo and the other
    allows it, then the other was asked, the game goes back, and both streams equal the replayed
    game's streams of their seats (each its own: nobody sees the other's hidden cards)."""
    table, inboxes = seated(game, (None, None))
    seat = play_until_undoable(table)
    other = 1 - seat
    before, keep = table.game, table.undo_keep(seat)
    assert keep is not None and inboxes[other] is not None
    table.receive(seat, protocol.Undo())
    assert table.game is before and inboxes[other].of("undo_asked")[-1]["seat"] == seat
    table.receive(other, protocol.UndoAnswer(True))
    assert table.game.commands == before.commands[:keep]
    assert_streams_are_the_replayed_games(table, inboxes, game_after(before, keep))


def test_an_undo_the_other_person_refuses_changes_nothing() -> None:
    """Given two people and an undo asked, when the other refuses, then the asker is told why and
    the game and every stream stand as they were."""
    table, inboxes = seated("heart-of-crown", (None, None))
    seat = play_until_undoable(table)
    before = table.game
    streams = [inbox.stream() for inbox in inboxes if inbox is not None]
    table.receive(seat, protocol.Undo())
    table.receive(1 - seat, protocol.UndoAnswer(False))
    asker = inboxes[seat]
    assert asker is not None and "did not allow" in asker.of("undo_refused")[-1]["reason"]
    assert table.game is before and table.undo_asked is None
    assert [inbox.stream() for inbox in inboxes if inbox is not None] == streams


def test_an_undo_asked_is_void_once_the_game_moves_on() -> None:
    """Given two people and an undo asked, when the asker plays on before the other answers, then
    the undo is refused and a late yes changes nothing."""
    table, inboxes = seated("heart-of-crown", (None, None))
    seat = play_until_undoable(table)
    table.receive(seat, protocol.Undo())
    prompt = table.game.prompt()
    assert prompt is not None
    command, _reason = table.kit.decide(table.kit.make_policy("normal", 7), table.game, prompt.seat)
    table.receive(prompt.seat, protocol.Command(prompt.seat, command))
    played = list(table.game.commands)
    table.receive(1 - seat, protocol.UndoAnswer(True))
    asker = inboxes[seat]
    assert asker is not None and "moved on" in asker.of("undo_refused")[-1]["reason"]
    assert table.game.commands == played


@pytest.mark.parametrize("game", game_names())
def test_an_undo_the_rule_forbids_is_refused_and_changes_nothing(game: str) -> None:
    """Given a table whose first person has not yet decided anything of their own since the deal,
    when they ask an undo, then it is refused in words, the other is never asked and nothing changes."""
    table, inboxes = seated(game, (None, None))
    prompt = table.game.prompt()
    assert prompt is not None and table.undo_keep(prompt.seat) is None
    commands = list(table.game.commands)
    table.receive(prompt.seat, protocol.Undo())
    asker, other = inboxes[prompt.seat], inboxes[1 - prompt.seat]
    assert asker is not None and other is not None
    assert "nothing to undo" in asker.of("undo_refused")[-1]["reason"]
    assert asker.of("update")[-1]["undo"] is False
    assert not other.of("undo_asked") and table.game.commands == commands


def test_an_undo_past_what_the_seat_has_learned_is_refused() -> None:
    """Given a person against the AI whose latest decision, or the AI's moves after it, taught them
    something (a card drawn or shown), when they ask an undo, then it is refused and the game
    stands as it was."""
    table, inboxes = seated("heart-of-crown", (None, "normal"))
    policy = table.kit.make_policy("normal", 7)
    for _ in range(MOVES):
        prompt = table.game.prompt()
        assert prompt is not None
        table.receive(prompt.seat, protocol.Command(prompt.seat, table.kit.decide(policy, table.game, prompt.seat)[0]))
        if table.undo_keep(prompt.seat) is None:        # its decision, or the AI's moves after it, taught it
            break
    else:
        raise AssertionError("no decision that taught its seat something in time")
    commands = list(table.game.commands)
    table.receive(prompt.seat, protocol.Undo())
    asker = inboxes[prompt.seat]
    assert asker is not None and "nothing to undo" in asker.of("undo_refused")[-1]["reason"]
    assert table.game.commands == commands and not asker.of("rewind")

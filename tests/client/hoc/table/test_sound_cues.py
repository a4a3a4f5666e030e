"""Which sounds the table's events make, read from real games: every play, buy, draw, shuffle, attack,
the viewer's own turns and the end each make their cue; a batch makes each cue once."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from hoc_desktop import engine
from hoc_desktop.engine import hoc
from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.ui.sound import CUES
from hoc_desktop.client.hoc.table.motions import Pacer
from hoc_desktop.client.hoc.table.sound_cues import cues_for, cues_of
from hoc_desktop.engine.hoc.events import Acquire, GameOver, Move, Play, Reshuffle, Shuffled, TurnStarted
from hoc_desktop.engine.hoc.seat_view import SeatView

VIEWER = 0


@lru_cache(maxsize=1)
def played_game() -> engine.Game:
    """A whole two-player game of the Intermediate market (Curse Witch curses, Scouts attack) played
    by the normal AI on both seats."""
    game = hoc.new_game(hoc.GameSetup.from_dict(make_setup(["normal", "normal"], "Intermediate", 3)))
    policies = {seat: make_policy("normal", seat) for seat in range(2)}
    while (prompt := game.prompt()) is not None:
        command, _ = split_decision(policies[prompt.seat].decide(prompt, SeatView(game.state, prompt.seat)))
        game.submit(prompt.seat, command)
    return game


def viewer_stream() -> list[hoc.Event]:
    return played_game().events_for(VIEWER, 0)


def is_attack_card(card: hoc.CardRef | None) -> bool:
    return card is not None and hoc.catalog().cards[card.key].is_attack


def test_each_kind_of_event_makes_its_cue() -> None:
    # given the viewer's stream of a whole game
    events = viewer_stream()
    # when each event is read on its own, then
    for ev in events:
        cues = cues_of(ev, VIEWER)
        if type(ev) is Play:
            assert cues == (("play", "attack") if is_attack_card(ev.card) else ("play",))
        elif type(ev) is Move and ev.src[0] == "draw" and ev.dst[0] == "hand":
            assert cues == ("draw",)
        elif type(ev) is Acquire:
            assert cues == (("attack",) if ev.src[0] == "curses" else ("buy",))
        elif type(ev) in (Reshuffle, Shuffled):
            assert cues == ("shuffle",)
        elif type(ev) is TurnStarted:
            assert cues == (("turn",) if ev.seat == VIEWER else ())
        elif type(ev) is GameOver:
            assert cues == ("game_over",)
    # and the game had every cue, attacks and Curses included, the end exactly once
    counts = Counter(cue for ev in events for cue in cues_of(ev, VIEWER))
    assert set(counts) == set(CUES) and counts["game_over"] == 1
    assert any(type(ev) is Acquire and ev.src[0] == "curses" for ev in events)


def test_the_turn_chime_is_for_the_viewers_own_turns_only() -> None:
    events = viewer_stream()
    mine = sum(1 for ev in events if type(ev) is TurnStarted and ev.seat == VIEWER)
    theirs = sum(1 for ev in events if type(ev) is TurnStarted and ev.seat != VIEWER)
    assert mine and theirs
    assert sum(cues_of(ev, VIEWER) == ("turn",) for ev in events) == mine
    assert sum(cues_of(ev, 1) == ("turn",) for ev in events) == theirs


def test_a_batch_makes_each_cue_once_in_the_order_first_met() -> None:
    # given the first hand of five cards drawn after a Cleanup, all in one batch (the instant speed)
    events = viewer_stream()
    first_turn = next(i for i, ev in enumerate(events) if type(ev) is TurnStarted and ev.number > 0)
    draws = [ev for ev in events[first_turn:] if type(ev) is Move and ev.src[0] == "draw" and ev.dst[0] == "hand"][:5]
    # when the batch is read, then five draws are one riffle
    assert cues_for(draws, VIEWER) == ["draw"]
    # and a mixed batch keeps each cue's first place
    play = next(ev for ev in events if type(ev) is Play and not is_attack_card(ev.card))
    assert cues_for([draws[0], play, draws[1], play], VIEWER) == ["draw", "play"]
    assert cues_for([], VIEWER) == []


def test_the_tables_paced_batches_of_a_whole_game_make_only_known_cues() -> None:
    # given the whole stream released the way the table shows it, a beat at a time
    pacer = Pacer("normal")
    pacer.add(viewer_stream())
    batches = []
    while pacer.pending:
        batches.append(cues_for(pacer.due(1.0), VIEWER))
    # then every batch holds known cues, each once, and the fanfare closes the game
    assert all(set(batch) <= set(CUES) and len(batch) == len(set(batch)) for batch in batches)
    assert [batch for batch in batches if "game_over" in batch] == [batches[-1]]

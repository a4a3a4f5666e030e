"""Motions: each event read as the card movements it stands for, and the Pacer that releases a
seat's events one beat at a time at the chosen speed."""

from __future__ import annotations

import pytest

from hoc_desktop.client.hoc.table.motions import Motion, Pacer, is_beat, motions
from hoc_desktop.client.kit.speeds import SPEED_NAMES, SPEEDS
from hoc_desktop.engine.hoc import CardRef
from hoc_desktop.engine.hoc.events import (Acquire, Backed, Bought, Cleanup, Coins, Counter, Flag, Keep, Move,
                                           PhaseChanged, Play, Reshuffle, Reveal, Shuffled)

A, B, C, D = CardRef(1, "city"), CardRef(2, "senator"), CardRef(3, "royal_maid"), CardRef(4, "duke")


def test_a_move_goes_from_its_source_to_its_destination() -> None:
    ev = Move(A, ("draw", 0), ("hand", 0))
    assert motions(ev) == [Motion(A, ("draw", 0), ("hand", 0))]


def test_a_hidden_move_keeps_the_unknown_card() -> None:
    # another seat's draw: the seat sees no card, but the movement still has its zones
    ev = Move(None, ("draw", 1), ("hand", 1))
    assert motions(ev) == [Motion(None, ("draw", 1), ("hand", 1))]


def test_an_acquire_goes_from_the_market_to_where_the_card_lands() -> None:
    ev = Acquire(0, D, ("basic", "duke"), ("discard", 0))
    assert motions(ev) == [Motion(D, ("basic", "duke"), ("discard", 0))]


def test_a_play_goes_from_hand_to_field() -> None:
    assert motions(Play(1, B, 0)) == [Motion(B, ("hand", 1), ("field", 1))]


def test_a_keep_goes_from_hand_to_the_kept_zone() -> None:
    assert motions(Keep(0, C, A)) == [Motion(C, ("hand", 0), ("kept", 0))]


def test_a_cleanup_sends_field_then_hand_to_the_discard_pile() -> None:
    ev = Cleanup(2, (A, B), (C,), 0)
    assert motions(ev) == [Motion(A, ("field", 2), ("discard", 2)), Motion(B, ("field", 2), ("discard", 2)),
                           Motion(C, ("hand", 2), ("discard", 2))]
    assert motions(Cleanup(0, (), (), 0)) == []


def test_a_reshuffle_moves_the_discard_pile_to_the_draw_pile() -> None:
    assert motions(Reshuffle(1, (None, None, None))) == [Motion(None, ("discard", 1), ("draw", 1))]


@pytest.mark.parametrize("ev", [Coins(0, 2), Flag("x"), PhaseChanged("second"), Counter(A, "succession", 1),
                                Reveal(A, 0, 0, True), Shuffled(("draw", 0), ()), Backed(0, A)])
def test_bookkeeping_events_move_no_card(ev) -> None:
    assert motions(ev) == []


def test_beats_are_the_events_worth_a_pause() -> None:
    for ev in (Move(A, ("draw", 0), ("hand", 0)), Acquire(0, D, ("basic", "duke"), ("discard", 0)), Play(0, A, 0),
               Keep(0, C, A), Cleanup(0, (), (), 0), Reshuffle(0, ()), Reveal(A, 0, 0, True),
               Shuffled(("draw", 0), ()), Backed(0, A)):
        assert is_beat(ev), ev
    for ev in (Coins(0, 1), Flag("x"), PhaseChanged("main"), Counter(A, "ore", 1)):
        assert not is_beat(ev), ev


# ---------------------------------------------------------------- Pacer

def stream() -> list:
    """coins, coins, a play (beat), coins, a move (beat), a flag."""
    return [Coins(0, 1), Coins(0, 1), Play(0, A, 0), Coins(0, 2), Move(B, ("draw", 0), ("hand", 0)), Flag("f")]


def test_instant_releases_everything_at_once() -> None:
    pacer = Pacer("instant")
    events = stream()
    pacer.add(events)
    assert pacer.due(0.0) == events
    assert not pacer.pending
    assert pacer.due(0.0) == []
    assert pacer.glide == 0.0


def test_normal_releases_one_beat_then_waits_for_the_pause() -> None:
    glide, pause = SPEEDS["normal"]
    pacer = Pacer("normal")
    events = stream()
    pacer.add(events)
    # the first call releases up to the first beat (the Play) and the bookkeeping after it (its coins)
    assert pacer.due(0.0) == events[:4]
    # nothing while the pause lasts
    assert pacer.due(pause / 2) == []
    assert pacer.pending
    # once the pause has passed, the next beat (the Move) with what follows it (the flag)
    assert pacer.due(pause) == events[4:]
    assert not pacer.pending
    assert pacer.due(pause * 1.5) == []
    assert pacer.glide == glide


def test_events_without_a_beat_all_come_out_together() -> None:
    pacer = Pacer("slow")
    events = [Coins(0, 1), Flag("a"), PhaseChanged("second")]
    pacer.add(events)
    assert pacer.due(0.0) == events
    assert not pacer.pending


def test_an_empty_queue_forgets_the_pause() -> None:
    # given a beat just released at the slow speed
    pacer = Pacer("slow")
    pacer.add([Play(0, A, 0)])
    assert pacer.due(0.0) == [Play(0, A, 0)]
    assert pacer.due(0.01) == []            # the queue is empty: the pause is dropped
    # when new events arrive, they are released at once
    pacer.add([Play(0, B, 0)])
    assert pacer.due(0.0) == [Play(0, B, 0)]


def test_flush_empties_the_queue_even_mid_pause() -> None:
    pacer = Pacer("slow")
    events = stream()
    pacer.add(events)
    first = pacer.due(0.0)
    assert pacer.due(0.0) == []               # mid-pause
    assert pacer.flush() == events[len(first):]
    assert not pacer.pending
    assert pacer.flush() == []
    # the pause is gone too: new events come at once
    pacer.add([Play(0, C, 0)])
    assert pacer.due(0.0) == [Play(0, C, 0)]


def test_changing_speed_to_instant_releases_the_rest_after_the_pause() -> None:
    pacer = Pacer("normal")
    events = stream()
    pacer.add(events)
    pacer.due(0.0)
    pacer.speed = "instant"
    assert pacer.due(SPEEDS["normal"][1] + 0.01) == events[4:]


def test_unknown_speed_raises_value_error() -> None:
    with pytest.raises(ValueError, match="unknown speed"):
        Pacer("warp")
    pacer = Pacer("fast")
    with pytest.raises(ValueError):
        pacer.speed = "ludicrous"
    assert pacer.speed == "fast"


def test_speeds_are_ordered_from_slow_to_instant() -> None:
    assert SPEED_NAMES == ("slow", "normal", "fast", "instant")
    glides = [SPEEDS[n][0] for n in SPEED_NAMES]
    pauses = [SPEEDS[n][1] for n in SPEED_NAMES]
    assert glides == sorted(glides, reverse=True) and pauses == sorted(pauses, reverse=True)
    assert SPEEDS["instant"] == (0.0, 0.0)


def test_a_buy_is_released_with_the_card_it_brings_not_with_the_beat_before() -> None:
    # given a play with its coins, then a buy, its payment and the card it brings
    pacer = Pacer("normal")
    play = [Play(0, A, 0), Coins(0, 3)]
    buy = [Bought(0, D, 3), Coins(0, -3), Acquire(0, D, ("basic", "duke"), ("discard", 0))]
    pacer.add(play + buy)
    # when the beats are released, then the buy and its card come out together (the log tells it once)
    assert pacer.due(0.0) == play
    assert pacer.due(10.0) == buy

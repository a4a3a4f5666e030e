"""How a batch of a table's events sounds (kit/sound_cues.py): each cue once, in the order first
met, whatever the game's rule for one event."""

from __future__ import annotations

from hoc_desktop.client.kit.sound_cues import cues_for

RULE = {"drew": ("draw",), "played": ("play",), "attacked": ("play", "attack"), "thought": ()}


def test_a_batch_makes_each_cue_once_in_the_order_first_met() -> None:
    # given a game whose rule gives a card attack two cues and a thought none
    # when a batch of five draws, a play and an attack is read
    batch = ["drew"] * 5 + ["thought", "attacked", "played", "drew"]
    # then each cue sounds once, in the order first met
    assert cues_for(batch, RULE.__getitem__) == ["draw", "play", "attack"]


def test_an_empty_or_silent_batch_makes_no_sound() -> None:
    assert cues_for([], RULE.__getitem__) == []
    assert cues_for(["thought", "thought"], RULE.__getitem__) == []

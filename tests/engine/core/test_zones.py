"""The zone registry: each zone declared once says who sees its cards; an undeclared zone is an
error, never public by default."""

from __future__ import annotations

import pytest

from hoc_desktop.ai.hoc.contest import setup_for
from hoc_desktop.engine.core.zones import FACE_UP, UnknownZone, Visibility, ZoneRegistry, ZoneSpec
from hoc_desktop.engine.hoc.events import Move, zone_list
from hoc_desktop.engine.hoc.redaction import teaches
from hoc_desktop.engine.hoc.ruleset import new_game

ZONES = ZoneRegistry(ZoneSpec("hand", per_seat=True, visibility=Visibility.OWNER, ordered=False),
                     ZoneSpec("deck", per_seat=True, visibility=Visibility.NOBODY, ordered=True, revealable=True),
                     ZoneSpec("aside", per_seat=False, visibility=Visibility.NOBODY, ordered=False),
                     ZoneSpec("pile", per_seat=False, visibility=Visibility.PUBLIC, ordered=True))


def test_each_zone_shows_its_cards_to_whom_it_was_declared() -> None:
    assert ZONES.sees(("hand", 0), 0) and not ZONES.sees(("hand", 0), 1)
    assert not ZONES.sees(("deck", 0), 0) and ZONES.sees(("deck", 0), 1, face_up=True)
    assert not ZONES.sees(("aside", None), 0, face_up=True)           # not revealable: face-up changes nothing
    assert ZONES.sees(("pile", None), 1) and ZONES.sees(("aside", None), None)   # None: the omniscient observer
    assert ZONES.per_seat == ("hand", "deck") and ZONES.shared == ("aside", "pile")


def test_the_face_up_observer_sees_every_hand_but_no_face_down_pile() -> None:
    """Given the face-up observer of a finished game, then it sees every seat's hand and the public
    piles, never a face-down pile's cards (their order is the deck's secret), and a card leaving a
    hand is no news to it."""
    assert ZONES.sees(("hand", 0), FACE_UP) and ZONES.sees(("hand", 1), FACE_UP) and ZONES.sees(("pile", None), FACE_UP)
    assert not ZONES.sees(("deck", 0), FACE_UP) and not ZONES.sees(("aside", None), FACE_UP)
    assert ZONES.sees(("deck", 1), FACE_UP, face_up=True)
    assert not ZONES.hidden_from(("hand", 1), FACE_UP) and ZONES.hidden_from(("deck", 0), FACE_UP)


def test_an_undeclared_zone_is_an_error_not_public() -> None:
    with pytest.raises(UnknownZone, match="zone 'set_aside' was never declared"):
        ZONES.sees(("set_aside", None), 0)
    with pytest.raises(ValueError, match="declared twice"):
        ZoneRegistry(ZoneSpec("hand", True, Visibility.OWNER, False), ZoneSpec("hand", True, Visibility.OWNER, False))


def test_heart_of_crown_reads_its_registry_for_zones_and_news() -> None:
    # given a Heart of Crown game, when a zone it never declared is named, then it is refused
    state = new_game(setup_for(2, 2)).state
    with pytest.raises(UnknownZone):
        zone_list(state, ("tavern_mat", None))
    with pytest.raises(UnknownZone):
        teaches(Move(5, ("tavern_mat", None), ("hand", 0)), 0)
    # and a card leaving a hidden zone is news, one leaving a public zone is not
    assert teaches(Move(5, ("supply", None), ("stack", "city")), 0)
    assert not teaches(Move(5, ("discard", 1), ("hand", 1)), 0)

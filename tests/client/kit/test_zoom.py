"""The zoom's one owner (kit/zoom.py), alone: a hover zoom waits and closes when the pointer moves on,
a pinned one stays until the player dismisses it, a panel's closes with its panel."""

from __future__ import annotations

import pytest

from hoc_desktop.client.kit.zoom import Zoom


def test_a_hover_zoom_waits_then_opens_and_closes_when_the_pointer_moves_on() -> None:
    zoom = Zoom()
    assert zoom.rest_on(7, "duke") and zoom.waiting
    assert not zoom.tick(0.3, False) and zoom.key is None
    assert zoom.tick(0.3, False) and zoom.key == "duke" and not zoom.waiting
    zoom.rest_on(None, None)
    assert zoom.key is None and not zoom.waiting


def test_a_pinned_zoom_stays_and_stops_the_hover_clock() -> None:
    # given a pinned zoom with the pointer resting on another card
    zoom = Zoom()
    zoom.open("duke", "pin", True)
    zoom.rest_on(3, "city")
    # then nothing is on its way (the window may sleep), and moving on, a drop or a turn keeps it
    assert not zoom.waiting
    zoom.rest_on(None, None)
    assert not zoom.close_unpinned() and zoom.key == "duke" and zoom.left
    # a press closes it
    assert zoom.press() and zoom.key is None


def test_a_panel_zoom_closes_only_with_its_panel() -> None:
    zoom = Zoom()
    zoom.open("city", "panel", False)
    zoom.rest_on(5, "duke")
    assert zoom.key == "city"
    assert not zoom.close("hover") and zoom.close("panel") and zoom.key is None


def test_an_unknown_source_is_refused() -> None:
    with pytest.raises(ValueError):
        Zoom().open("duke", "elsewhere", False)


def test_the_same_pin_again_closes_it_and_another_card_moves_it() -> None:
    # given a card pinned large
    zoom = Zoom()
    assert zoom.toggle_pin("duke", True) and zoom.pinned and zoom.left
    # when another card is pinned, it replaces the first; the same card again closes it
    assert zoom.toggle_pin("city", False) and zoom.key == "city" and not zoom.left
    assert not zoom.toggle_pin("city", False) and zoom.key is None
    # and nothing to pin closes any zoom
    zoom.open("duke", "hover", False)
    assert not zoom.toggle_pin(None, False) and zoom.key is None

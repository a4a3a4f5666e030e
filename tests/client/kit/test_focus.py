"""The card focus ring (kit/focus.py), alone: arrows move along a row and between rows to the
nearest card, the focus follows its card and, when the card leaves, stays at its place in the row;
Z pins the card in focus on the far side, and a pinned card follows the focus."""

from __future__ import annotations

import pygame

from hoc_desktop.client.kit.focus import FocusRing, Spot, neighbour, pin_focused
from hoc_desktop.client.kit.zoom import Zoom


def row(y: int, *cards: str, x0: int = 0, step: int = 100) -> list[Spot]:
    return [Spot(card, card, pygame.Rect(x0 + i * step, y, 80, 110)) for i, card in enumerate(cards)]


HAND = row(600, "h1", "h2", "h3")
MARKET = row(300, "m1", "m2", "m3", "m4", x0=150)
SPADES = row(50, "s1", x0=350)


def test_with_nothing_in_focus_an_arrow_takes_the_middle_of_the_first_row_that_holds_a_card() -> None:
    # given a ring with nothing in focus, the hand empty
    ring = FocusRing()
    # when an arrow is pressed
    ring.step([[], MARKET, SPADES], 1, 0)
    # then the market's middle card has the focus
    assert ring.ident == "m3"


def test_left_and_right_wrap_within_the_row() -> None:
    ring = FocusRing()
    ring.take("h3", [HAND, MARKET])
    ring.step([HAND, MARKET], 1, 0)
    assert ring.ident == "h1"
    ring.step([HAND, MARKET], -1, 0)
    assert ring.ident == "h3"


def test_up_and_down_go_to_the_nearest_card_of_the_next_row_that_holds_one() -> None:
    # given the focus on the hand's middle card (x 100-180), the market empty
    ring = FocusRing()
    rows = [HAND, [], SPADES]
    ring.take("h2", rows)
    # when Up is pressed, then the empty market is skipped, and Up again wraps to the hand
    ring.step(rows, 0, 1)
    assert ring.ident == "s1"
    ring.step(rows, 0, 1)
    assert ring.ident == "h3"                   # the hand card nearest the spade (x 350)
    # and Down from the hand wraps to the top row
    ring.step(rows, 0, -1)
    assert ring.ident == "s1"


def test_the_focus_follows_its_card_and_stays_at_its_place_when_the_card_leaves() -> None:
    # given the focus on the hand's second card
    ring = FocusRing()
    ring.take("h2", [HAND, MARKET])
    # when that card is played, then the card now at its place has the focus
    assert ring.resync([row(600, "h1", "h3"), MARKET]) == "h3"
    # when the last card of the row leaves, then the row's new last card has it
    assert ring.resync([row(600, "h1"), MARKET]) == "h1"
    # when the row empties, then nothing has it, and the row's next cards get it again
    assert ring.resync([[], MARKET]) is None
    assert ring.resync([row(600, "n1", "n2"), MARKET]) == "n1"
    # and a card that only moves keeps the focus
    ring.take("m2", [HAND, MARKET])
    assert ring.resync([HAND, row(300, "m2", "m1")]) == "m2"


def test_a_forgotten_ring_starts_again_at_the_first_card_of_the_first_row() -> None:
    ring = FocusRing()
    ring.take("m4", [HAND, MARKET])
    ring.forget()
    assert ring.ident is None and ring.resync([HAND, MARKET]) == "h1"


def test_the_neighbour_is_the_next_card_else_the_one_before() -> None:
    assert neighbour(["a", "b", "c"], "b") == "c"
    assert neighbour(["a", "b", "c"], "c") == "b"
    assert neighbour(["a"], "a") is None and neighbour(["a", "b"], "z") is None


def test_z_pins_the_card_in_focus_on_the_far_side_and_the_pin_follows_the_arrows() -> None:
    # given a market card in focus on the right half of an 800-wide table
    zoom = Zoom()
    ring = FocusRing()
    rows = [HAND, MARKET]
    ring.take("m4", rows)
    # when Z is pressed, then it is pinned large on the left
    pin_focused(zoom, ring.spot(rows), 800)
    assert zoom.pinned and zoom.key == "m4" and zoom.left
    # when the focus moves, then the pinned card follows it, on the same side
    ring.step(rows, -1, 0, zoom)
    assert zoom.pinned and zoom.key == "m3" and zoom.left
    # and Z again hides it; Z with nothing in focus shows nothing
    pin_focused(zoom, ring.spot(rows), 800)
    assert zoom.key is None
    pin_focused(zoom, None, 800)
    assert zoom.key is None

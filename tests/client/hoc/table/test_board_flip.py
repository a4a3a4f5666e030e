"""Cards turn over on the table: a card drawn from a face-down pile shows its back, then its face,
on its way to the hand; a card revealed where it lies turns over in place; placeholders never do."""

from __future__ import annotations

import pygame

from hoc_desktop.client.art.card_faces import CardFaces
from hoc_desktop.client.hoc.table.board import Board
from hoc_desktop.client.hoc.table.motions import Motion
from hoc_desktop.client.hoc.table.placement import LAYER_HAND, LAYER_PILE, Spot
from hoc_desktop.engine.hoc import CardRef, catalog
from tests.client.hoc.table.test_board import DRAW, DRAW_RECT, HAND, HAND_RECT, picture


def test_a_drawn_card_turns_over_on_its_way_and_is_face_up_on_arrival() -> None:
    board = Board(CardFaces(), catalog().cards.__getitem__)
    board.show(picture())
    board.show(picture((7, Spot(HAND_RECT, "senator", HAND, LAYER_HAND))), [Motion(CardRef(7, "senator"), DRAW, HAND)],
               0.4)
    sprite = board.sprites[7]
    assert sprite.flipping and sprite.progress == 0.0
    surface = pygame.Surface((1280, 720))
    board.update(0.1)                                   # first half: the back, narrowing
    board.draw(surface)
    board.update(0.35)                                  # arrived
    assert not sprite.moving and sprite.rect == HAND_RECT
    board.finish()
    assert not sprite.flipping


def test_a_revealed_card_turns_over_in_place_and_a_placeholder_never_turns() -> None:
    board = Board(CardFaces(), catalog().cards.__getitem__)
    board.show(picture(("draw-0-top", Spot(DRAW_RECT, None, DRAW, LAYER_PILE))))
    board.show(picture((9, Spot(DRAW_RECT, "duke", DRAW, LAYER_PILE))), [], 0.3, revealed=frozenset({9}))
    sprite = board.sprites[9]
    assert sprite.flipping and sprite.moving and sprite.target == DRAW_RECT
    board.show(picture(("hand-1-0", Spot(HAND_RECT, None, ("hand", 1), LAYER_HAND))),
               [Motion(None, ("draw", 1), ("hand", 1))], 0.3)
    assert not board.sprites["hand-1-0"].flipping

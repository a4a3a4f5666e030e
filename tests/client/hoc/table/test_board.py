"""The board: sprites glide from picture to picture, new cards come from the zone a motion names,
vanishing cards glide to where they went, and hit tests find the topmost card."""

from __future__ import annotations

import pygame
import pytest

from hoc_desktop.client.art.card_faces import face_height
from hoc_desktop.client.hoc.table.board import LEAVING_LAYER, Board, CardSprite
from hoc_desktop.client.hoc.table.motions import Motion
from hoc_desktop.client.hoc.table.placement import LAYER_HAND, LAYER_PILE, LAYER_ROW, Picture, Spot
from hoc_desktop.engine.hoc import CardRef

W = 60
H = face_height(W)
HAND = ("hand", 0)
FIELD = ("field", 0)
DRAW = ("draw", 0)
DISCARD = ("discard", 0)
HAND_RECT = pygame.Rect(400, 500, W, H)
FIELD_RECT = pygame.Rect(500, 300, W, H)
DRAW_RECT = pygame.Rect(20, 600, 50, face_height(50))
DISCARD_RECT = pygame.Rect(900, 600, 50, face_height(50))
ANCHORS = {HAND: HAND_RECT, FIELD: FIELD_RECT, DRAW: DRAW_RECT, DISCARD: DISCARD_RECT}


def picture(*spots: tuple[object, Spot]) -> Picture:
    return Picture(spots=dict(spots), anchors=dict(ANCHORS))


def card(ident: int, key: str = "city") -> CardRef:
    return CardRef(ident, key)


@pytest.fixture
def board() -> Board:
    """A board that is never drawn here: show/update/hit need no faces."""
    return Board(faces=None, card_def=lambda key: None)  # type: ignore[arg-type]


def test_duration_zero_places_every_sprite_at_once(board: Board) -> None:
    board.show(picture((5, Spot(HAND_RECT, "city", HAND))))
    sprite = board.sprites[5]
    assert sprite.rect == HAND_RECT and not sprite.moving and not board.moving
    # moved with no duration: it stands at the new spot at once
    board.show(picture((5, Spot(FIELD_RECT, "city", FIELD))), [Motion(card(5), HAND, FIELD)], 0.0)
    assert board.sprites[5].rect == FIELD_RECT and not board.moving
    assert board.sprites[5].zone == FIELD


def test_a_sprite_moved_to_a_new_spot_glides_there(board: Board) -> None:
    # given a card in the hand
    board.show(picture((5, Spot(HAND_RECT, "city", HAND, LAYER_HAND))))
    sprite = board.sprites[5]
    # when the next picture has it in the field
    board.show(picture((5, Spot(FIELD_RECT, "city", FIELD))), [Motion(card(5), HAND, FIELD)], 0.3)
    # then the same sprite starts where it was and is heading to the field
    assert board.sprites[5] is sprite
    assert sprite.moving and board.moving
    assert sprite.rect == HAND_RECT and sprite.target == FIELD_RECT
    assert sprite.zone == FIELD and sprite.layer == LAYER_ROW
    # part way it is between the two spots
    board.update(0.15)
    assert sprite.moving
    assert FIELD_RECT.y < sprite.rect.y < HAND_RECT.y
    assert HAND_RECT.x < sprite.rect.x < FIELD_RECT.x
    # and after enough time it is at the target and still
    board.update(0.2)
    assert not sprite.moving and not board.moving
    assert sprite.rect == FIELD_RECT


def test_finish_ends_every_glide_at_its_target(board: Board) -> None:
    board.show(picture((5, Spot(HAND_RECT, "city", HAND)), (6, Spot(DISCARD_RECT, "duke", DISCARD))))
    board.show(picture((5, Spot(FIELD_RECT, "city", FIELD)), (6, Spot(DRAW_RECT, "duke", DRAW))), [], 0.5)
    assert board.moving
    board.finish()
    assert not board.moving
    assert board.sprites[5].rect == FIELD_RECT and board.sprites[6].rect == DRAW_RECT


def test_showing_the_same_picture_again_does_not_restart_a_glide(board: Board) -> None:
    board.show(picture((5, Spot(HAND_RECT, "city", HAND))))
    moved = picture((5, Spot(FIELD_RECT, "city", FIELD)))
    board.show(moved, [], 0.4)
    board.update(0.2)
    halfway = board.sprites[5].rect
    # when the same picture is shown again (e.g. a hover change elsewhere)
    board.show(moved, [], 0.4)
    # then the card keeps going from where it is, and arrives on the first glide's schedule
    assert board.sprites[5].rect == halfway
    board.update(0.21)
    assert board.sprites[5].rect == FIELD_RECT and not board.moving


def test_a_new_card_starts_at_the_anchor_of_the_zone_it_came_from(board: Board) -> None:
    board.show(picture())
    # when a card is drawn: it appears in the hand, and the motion says it came from the draw pile
    board.show(picture((7, Spot(HAND_RECT, "senator", HAND, LAYER_HAND))), [Motion(card(7, "senator"), DRAW, HAND)],
               0.3)
    sprite = board.sprites[7]
    # then it starts at the draw pile's place, at its own size, and glides to the hand
    assert (sprite.rect.x, sprite.rect.y) == DRAW_RECT.topleft
    assert sprite.rect.width == HAND_RECT.width
    assert sprite.moving and sprite.target == HAND_RECT
    board.update(1.0)
    assert sprite.rect == HAND_RECT


def test_a_new_card_without_a_motion_appears_at_its_spot(board: Board) -> None:
    board.show(picture())
    board.show(picture((7, Spot(HAND_RECT, "senator", HAND))), [Motion(card(8), DRAW, HAND)], 0.3)
    assert board.sprites[7].rect == HAND_RECT and not board.sprites[7].moving


def test_a_new_card_with_a_motion_but_no_duration_appears_at_its_spot(board: Board) -> None:
    board.show(picture())
    board.show(picture((7, Spot(HAND_RECT, "senator", HAND))), [Motion(card(7), DRAW, HAND)], 0.0)
    assert board.sprites[7].rect == HAND_RECT and not board.moving


def test_a_vanished_card_glides_to_its_destination_and_is_then_dropped(board: Board) -> None:
    # given a card in the hand
    board.show(picture((9, Spot(HAND_RECT, "city", HAND, LAYER_HAND))))
    sprite = board.sprites[9]
    # when it goes under the discard pile (no longer in the picture)
    board.show(picture(), [Motion(card(9), HAND, DISCARD)], 0.3)
    # then it leaves the table's sprites but glides, under everything, to the discard pile
    assert 9 not in board.sprites
    assert board.leaving == [sprite]
    assert sprite.leaving and sprite.layer == LEAVING_LAYER
    assert sprite.target == pygame.Rect(DISCARD_RECT.topleft, (DISCARD_RECT.width, face_height(DISCARD_RECT.width)))
    assert board.moving
    board.update(0.1)
    assert board.leaving == [sprite]
    # and is dropped when it arrives
    board.update(0.3)
    assert board.leaving == [] and not board.moving



def test_a_face_down_placeholder_follows_a_motion_out_of_its_zone(board: Board) -> None:
    # an opponent's hand card is a back named by position: it follows any motion out of its zone
    opp_hand, opp_draw = ("hand", 1), ("draw", 1)
    pic = picture(("hand-1-0", Spot(HAND_RECT, None, opp_hand)))
    pic.anchors[opp_draw] = DRAW_RECT
    board.show(pic)
    gone = picture()
    gone.anchors[opp_draw] = DRAW_RECT
    board.show(gone, [Motion(None, opp_hand, opp_draw)], 0.2)
    [sprite] = board.leaving
    assert sprite.ident == "hand-1-0" and sprite.target.topleft == DRAW_RECT.topleft


def test_a_vanished_card_no_motion_names_is_dropped_at_once(board: Board) -> None:
    board.show(picture((9, Spot(HAND_RECT, "city", HAND))))
    board.show(picture(), [Motion(card(10), HAND, DISCARD)], 0.3)
    assert 9 not in board.sprites and board.leaving == [] and not board.moving


def test_finish_drops_the_leaving_cards(board: Board) -> None:
    board.show(picture((9, Spot(HAND_RECT, "city", HAND))))
    board.show(picture(), [Motion(card(9), HAND, DISCARD)], 0.3)
    board.finish()
    assert board.leaving == [] and not board.moving


def test_a_sprite_learns_its_new_key_zone_and_layer(board: Board) -> None:
    # a card turned face up in place (e.g. revealed): same sprite, new key
    board.show(picture(("draw-0-top", Spot(DRAW_RECT, None, DRAW, LAYER_PILE))))
    sprite = board.sprites["draw-0-top"]
    board.show(picture(("draw-0-top", Spot(DRAW_RECT, "duke", DRAW, LAYER_ROW, order=3))), [], 0.3)
    assert board.sprites["draw-0-top"] is sprite
    assert sprite.key == "duke" and sprite.layer == LAYER_ROW and sprite.order == 3
    assert not sprite.moving                                 # it did not move


def test_hit_returns_the_topmost_sprite(board: Board) -> None:
    under = pygame.Rect(100, 100, W, H)
    over = pygame.Rect(130, 120, W, H)
    board.show(picture((1, Spot(under, "city", HAND, LAYER_HAND, order=0)),
                       (2, Spot(over, "duke", FIELD, LAYER_ROW, order=0)),
                       (3, Spot(over, "senator", FIELD, LAYER_ROW, order=1))))
    overlap = (135, 125)
    # the hand layer is above the rows
    assert board.hit(overlap).ident == 1
    # within a layer the later card is on top
    assert board.hit((over.right - 2, over.bottom - 2)).ident == 3
    # a filter skips cards it does not accept
    assert board.hit(overlap, accept=lambda s: s.zone == FIELD).ident == 3
    assert board.hit(overlap, accept=lambda s: s.key == "duke").ident == 2
    # nothing under the pointer
    assert board.hit((5, 5)) is None


def test_a_moving_sprite_is_hit_where_it_is_drawn_now(board: Board) -> None:
    board.show(picture((5, Spot(HAND_RECT, "city", HAND))))
    board.show(picture((5, Spot(FIELD_RECT, "city", FIELD))), [], 0.3)
    assert board.hit(HAND_RECT.center).ident == 5
    assert board.hit(FIELD_RECT.center) is None


def test_card_sprite_glide_and_jump() -> None:
    sprite = CardSprite("x", Spot(pygame.Rect(0, 0, 40, face_height(40)), None, DRAW))
    target = pygame.Rect(100, 50, 80, face_height(80))
    sprite.glide(target, 0.2, delay=0.1)
    sprite.update(0.05)                       # still in the delay: not started
    assert sprite.rect.topleft == (0, 0) and sprite.moving
    sprite.update(0.3)
    assert sprite.rect == target and not sprite.moving
    # the size changes along the way too
    sprite.glide(pygame.Rect(0, 0, 40, face_height(40)), 0.2)
    sprite.update(0.1)
    assert 40 < sprite.rect.width < 80
    sprite.jump(pygame.Rect(7, 8, 50, face_height(50)))
    assert sprite.rect == pygame.Rect(7, 8, 50, face_height(50)) and not sprite.moving

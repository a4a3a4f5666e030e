"""Placement: the picture drawn from one seat's table shows only what that seat knows, every pile's
count, every zone's anchor, and keeps Random Market stacks in their slots."""

from __future__ import annotations

import pygame
import pytest

from hoc_desktop import engine
from hoc_desktop.engine import hoc
from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.client.art.card_faces import face_height
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.hoc.table.layout import TableLayout, build_layout
from hoc_desktop.client.hoc.table.placement import (LAYER_HAND, LAYER_KEPT, OPP_HAND_BACKS, Badge, Picture, StackSlots,
                                                place)
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.engine.core.zones import FACE_UP
from hoc_desktop.engine.hoc import CardRef


def played_game(seats: int, seed: int, decisions: int, market: str = "Random") -> engine.Game:
    """A game `decisions` commands in, every seat played by a seeded `normal` policy."""
    game = hoc.new_game(hoc.GameSetup.from_dict(make_setup(["human"] * seats, market, seed)))
    policies = [make_policy("normal", seed * 10 + s) for s in range(seats)]
    for _ in range(decisions):
        prompt = game.prompt()
        if prompt is None:
            break
        command, _ = split_decision(policies[prompt.seat].decide(prompt, hoc.SeatView(game.state, prompt.seat)))
        game.submit(prompt.seat, command)
    return game


def seat_table(game: engine.Game, seat: int = 0) -> hoc.SeatTable:
    table = hoc.SeatTable(seat, hoc.game_catalog(game))
    for ev in game.events_for(seat):
        table.apply(ev)
    return table


def layout_for(seats: int, size: tuple[int, int] = (1280, 720)) -> TableLayout:
    return build_layout(Theme.for_window(size), seats)


def visible_ids(view: dict) -> set[int]:
    """Every card id the engine's view for a seat shows face up."""
    ids = {c["id"] for p in view["players"] for zone in ("discard", "field") for c in p[zone]}
    ids |= {c["id"] for p in view["players"] if p["hand"] for c in p["hand"]}
    ids |= {d["card"]["id"] for p in view["players"] for d in p["domain"]}
    ids |= {d["kept"]["id"] for p in view["players"] for d in p["domain"] if d["kept"]}
    ids |= {p["princess"]["id"] for p in view["players"] if p["princess"]}
    ids |= {c["id"] for pile in view["market"]["basic"].values() for c in pile}
    ids |= {c["id"] for pile in view["market"]["stacks"].values() for c in pile}
    ids |= {c["id"] for zone in ("curses", "princesses", "outskirts") for c in view[zone]}
    ids |= {r["card"]["id"] for p in view["players"] for r in p["draw"]["revealed"]}
    return ids


def badge_at(pic: Picture, center: tuple[int, int]) -> Badge:
    found = [b for b in pic.badges if b.center == center]
    assert len(found) == 1, f"expected one badge at {center}, found {found}"
    return found[0]


GAMES = [pytest.param(seats, decisions, id=f"{seats}p-{decisions}")
         for seats in (2, 3, 4) for decisions in (0, 60, 160)]


@pytest.mark.parametrize("seats, decisions", GAMES)
def test_every_face_up_spot_is_a_card_the_seat_can_see(seats: int, decisions: int) -> None:
    # given seat 0's table after some turns played by AI policies
    game = played_game(seats, seed=seats + 7, decisions=decisions)
    table = seat_table(game)
    # when it is placed
    pic = place(table, layout_for(seats), StackSlots())
    # then every card drawn face up is one seat 0's view shows, under its own key
    public = visible_ids(game.view(0))
    for ident, spot in pic.spots.items():
        if spot.key is not None:
            assert isinstance(ident, int) and ident in public, f"{ident} ({spot.key}) drawn face up"
            assert game.state.cards[ident].key == spot.key


@pytest.mark.parametrize("seats, decisions", GAMES)
def test_opponent_hands_are_backs_and_your_hand_is_face_up(seats: int, decisions: int) -> None:
    game = played_game(seats, seed=seats + 3, decisions=decisions)
    pic = place(seat_table(game), layout_for(seats), StackSlots())
    for seat in range(seats):
        hand_spots = [s for s in pic.spots.values() if s.zone == ("hand", seat)]
        real_hand = game.state.players[seat].hand
        if seat == 0:
            # your own hand: every card, face up, on top of everything
            assert sorted(s.key for s in hand_spots) == sorted(game.state.cards[c].key for c in real_hand)
            assert all(s.layer == LAYER_HAND for s in hand_spots)
        else:
            # an opponent's: at most OPP_HAND_BACKS backs
            assert len(hand_spots) == min(len(real_hand), OPP_HAND_BACKS)
            assert all(s.key is None for s in hand_spots)


@pytest.mark.parametrize("seats, decisions", GAMES)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_with_all_cards_face_up_every_opponent_hand_is_drawn_face_up_in_its_panel(
        seats: int, decisions: int, size: tuple[int, int]) -> None:
    """Given a table with the face-up sight (a finished game's replay), then every opponent's hand
    is drawn card by card, face up, inside that opponent's panel and left of its draw pile."""
    game = played_game(seats, seed=seats + 3, decisions=decisions)
    table = hoc.SeatTable(0, hoc.game_catalog(game), FACE_UP)
    for ev in game.events_for(FACE_UP):
        table.apply(ev)
    layout = layout_for(seats, size)
    pic = place(table, layout, StackSlots())
    for seat in range(1, seats):
        hand = [s for s in pic.spots.values() if s.zone == ("hand", seat)]
        assert sorted(s.key for s in hand) == sorted(game.state.cards[c].key for c in game.state.players[seat].hand)
        draw = pic.anchors[("draw", seat)]
        panel = next(rect for rect in layout.opponents.values() if rect.collidepoint(draw.center))
        assert hand and all(panel.contains(s.rect) and s.rect.right <= draw.x for s in hand)


@pytest.mark.parametrize("seats, decisions", GAMES)
def test_badges_count_every_pile(seats: int, decisions: int) -> None:
    # given seat 0's picture and the engine's view for seat 0
    game = played_game(seats, seed=seats + 11, decisions=decisions)
    table = seat_table(game)
    L = layout_for(seats)
    pic = place(table, L, StackSlots())
    view = game.view(0)

    def below(rect: pygame.Rect) -> tuple[int, int]:
        return (rect.centerx, rect.bottom + 9)

    def inside(rect: pygame.Rect) -> tuple[int, int]:
        return (rect.right - 8, rect.bottom - 8)

    # then each market pile's count badge equals its size
    for key, rect in zip(table.basic, L.basic):
        assert badge_at(pic, below(rect)).text == str(len(view["market"]["basic"][key]))
    assert badge_at(pic, below(L.curses)).text == str(len(view["curses"]))
    assert badge_at(pic, below(L.outskirts)).text == str(len(view["outskirts"]))
    assert badge_at(pic, below(L.supply)).text == str(view["supply"]["count"])
    for key, slot in pic.stack_slots.items():
        assert badge_at(pic, below(L.stacks[slot])).text == str(len(view["market"]["stacks"][key]))
    # your draw and discard piles
    me = view["players"][0]
    assert badge_at(pic, below(L.draw)).text == str(me["draw"]["count"])
    assert badge_at(pic, below(L.discard)).text == str(len(me["discard"]))
    # each opponent's draw and discard piles (a pill inside the card) and hand size
    for seat in range(1, seats):
        p = view["players"][seat]
        assert badge_at(pic, inside(pic.anchors[("draw", seat)])).text == str(p["draw"]["count"])
        assert badge_at(pic, inside(pic.anchors[("discard", seat)])).text == str(len(p["discard"]))
        hand = pic.anchors[("hand", seat)]
        hand_badges = [b for b in pic.badges if b.kind == "pill" and b.center[1] == hand.bottom - 8
                       and hand.x <= b.center[0] < pic.anchors[("draw", seat)].x]
        assert [b.text for b in hand_badges] == [str(p["hand_count"])]


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_opponents_sit_in_turn_order_inside_their_panels(seats: int) -> None:
    # given seat 0's table
    game = played_game(seats, seed=seats + 5, decisions=120)
    table = seat_table(game)
    L = layout_for(seats)
    pic = place(table, L, StackSlots())
    order = table.order
    start = order.index(0)
    after_me = order[start + 1:] + order[:start]
    # then the seat after you is in the first panel, the next in the second, ...
    for panel_index, seat in enumerate(after_me):
        panel = L.opponents[panel_index]
        spots = [s for s in pic.spots.values() if s.zone[0] in ("hand", "draw", "discard", "field", "domain", "kept")
                 and s.zone[1] == seat]
        for spot in spots:
            assert panel.contains(spot.rect), f"seat {seat}'s {spot.zone} card {spot.rect} leaves its panel {panel}"
        for kind in ("hand", "draw", "discard", "field", "domain"):
            assert panel.contains(pic.anchors[(kind, seat)])


@pytest.mark.parametrize("seats", [2, 4])
def test_your_cards_and_the_market_are_in_their_areas(seats: int) -> None:
    game = played_game(seats, seed=2, decisions=150)
    L = layout_for(seats)
    pic = place(seat_table(game), L, StackSlots())
    areas = {"domain": L.domain, "field": L.field}
    for spot in pic.spots.values():
        kind, owner = spot.zone
        if owner == 0 and kind in areas:
            assert areas[kind].contains(spot.rect), f"{spot.zone} card {spot.rect} outside"
        if kind in ("basic", "stack", "curses", "outskirts", "supply", "princesses"):
            assert L.market.contains(spot.rect), f"{spot.zone} card {spot.rect} outside the market"
    assert pic.anchors[("draw", 0)] == L.draw and pic.anchors[("discard", 0)] == L.discard
    assert pic.anchors[("princesses", None)] == L.princesses


def test_every_spot_has_an_anchor_for_its_zone() -> None:
    game = played_game(3, seed=9, decisions=150)
    pic = place(seat_table(game), layout_for(3), StackSlots())
    for ident, spot in pic.spots.items():
        assert spot.zone in pic.anchors, f"{ident} in {spot.zone}, which has no anchor"


def test_hovering_a_hand_card_lifts_it() -> None:
    game = played_game(2, seed=4, decisions=0)
    table = seat_table(game)
    L = layout_for(2)
    plain = place(table, L, StackSlots())
    lifted = place(table, L, StackSlots(), hover_hand=1)
    second = table.players[0].hand[1].id
    assert lifted.spots[second].rect.y < plain.spots[second].rect.y


def test_a_kept_card_lies_over_its_territory() -> None:
    # given a territory in my Domain with a card kept on it (set into the table by hand)
    game = played_game(2, seed=6, decisions=0)
    table = seat_table(game)
    me = table.players[0]
    territory = CardRef(9001, "city")
    kept = CardRef(9002, "royal_maid")
    me.domain.append(territory)
    me.kept[territory.id] = kept
    L = layout_for(2)
    # when placed
    pic = place(table, L, StackSlots())
    # then the kept card is on the kept layer, shifted right and down over its territory
    t_spot, k_spot = pic.spots[territory.id], pic.spots[kept.id]
    assert k_spot.zone == ("kept", 0) and k_spot.layer == LAYER_KEPT and k_spot.key == "royal_maid"
    assert t_spot.zone == ("domain", 0) and t_spot.rect.colliderect(k_spot.rect)
    assert k_spot.rect.x > t_spot.rect.x and k_spot.rect.y > t_spot.rect.y
    assert k_spot.order == t_spot.order + 1


def test_stack_slots_keep_a_stack_in_place_when_another_empties() -> None:
    slots = StackSlots()
    # given three stacks dealt into the first three slots
    assert slots.assign(["a", "b", "c"], 8) == {"a": 0, "b": 1, "c": 2}
    # when "b" empties: "a" and "c" keep their slots
    assert slots.assign(["a", "c"], 8) == {"a": 0, "c": 2}
    # when a new stack arrives it takes the first free slot
    assert slots.assign(["a", "c", "d"], 8) == {"a": 0, "c": 2, "d": 1}
    assert slots.assign(["a", "c", "d", "e"], 8) == {"a": 0, "c": 2, "d": 1, "e": 3}


def test_stack_slots_leave_a_stack_out_when_every_slot_is_taken() -> None:
    slots = StackSlots()
    keys = [f"s{i}" for i in range(9)]
    assigned = slots.assign(keys, 8)
    assert sorted(assigned.values()) == list(range(8))
    assert "s8" not in assigned


def test_placing_after_a_stack_empties_keeps_the_other_stacks_where_they_were() -> None:
    # given a Random Market table placed once
    game = played_game(2, seed=12, decisions=0)
    table = seat_table(game)
    L = layout_for(2)
    slots = StackSlots()
    before = place(table, L, slots)
    keys = list(table.stacks)
    assert len(keys) == 8
    # when one stack empties (the SeatTable drops an empty stack)
    gone = keys[2]
    del table.stacks[gone]
    after = place(table, L, slots)
    # then every other stack keeps its slot and rect, and the emptied slot is free
    for key in keys:
        if key != gone:
            assert after.stack_slots[key] == before.stack_slots[key]
            assert after.anchors[("stack", key)] == before.anchors[("stack", key)]
    assert gone not in after.stack_slots
    assert before.stack_slots[gone] not in after.stack_slots.values()


def test_only_the_top_of_a_pile_is_drawn() -> None:
    game = played_game(2, seed=8, decisions=0)
    table = seat_table(game)
    L = layout_for(2)
    pic = place(table, L, StackSlots())
    for key, rect in zip(table.basic, L.basic):
        on_pile = [s for s in pic.spots.values() if s.zone == ("basic", key)]
        assert len(on_pile) == 1 and on_pile[0].rect == rect
        assert on_pile[0].key == table.basic[key][-1].key
    # your draw pile is face down
    draw = [s for s in pic.spots.values() if s.zone == ("draw", 0)]
    assert len(draw) == 1 and draw[0].key is None and draw[0].rect == L.draw
    assert draw[0].rect.size == (L.market_w, face_height(L.market_w))


@pytest.mark.parametrize("territories", [8, 12])
def test_a_crowded_domain_stays_in_its_area_even_with_a_kept_card_at_the_end(territories: int) -> None:
    # given a Domain too long for its area, whose last territory has a card kept on it
    game = played_game(2, seed=6, decisions=0)
    table = seat_table(game)
    me = table.players[0]
    for i in range(territories):
        me.domain.append(CardRef(9000 + i, "city"))
    kept = CardRef(9999, "royal_maid")
    me.kept[9000 + territories - 1] = kept
    L = layout_for(2)
    # when placed
    pic = place(table, L, StackSlots())
    # then the row is squeezed so that every card, the kept one too, is within the Domain's width
    # (and so never covers your field next to it)
    for ident, spot in pic.spots.items():
        if spot.zone in (("domain", 0), ("kept", 0)):
            assert L.domain.left <= spot.rect.left and spot.rect.right <= L.domain.right, \
                f"{ident} ({spot.zone}) at {spot.rect} leaves the Domain {L.domain}"
    assert not pic.spots[kept.id].rect.colliderect(L.field)

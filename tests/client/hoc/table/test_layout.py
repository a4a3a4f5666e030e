"""The table layout: plain rectangles for every window size and seat count, each area where the
player expects it and none covering another it must not."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from hoc_desktop.client.art.card_faces import SMALLEST_FACE, face_height
from hoc_desktop.client.hoc.table.layout import BASIC_SLOTS, LOG_LINES, STACK_SLOTS, TableLayout, build_layout
from hoc_desktop.client.ui.theme import Theme

SIZES = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440)]
SEATS = [2, 3, 4]
CASES = [pytest.param(size, seats, id=f"{size[0]}x{size[1]}-{seats}p") for size in SIZES for seats in SEATS]


def layout_for(size: tuple[int, int], seats: int) -> TableLayout:
    return build_layout(Theme.for_window(size), seats)


def named_rects(L: TableLayout) -> dict[str, pygame.Rect]:
    """Every rectangle of the layout under a readable name."""
    out = {name: getattr(L, name) for name in ("sidebar", "status", "buttons", "log", "market", "curses",
                                               "outskirts", "supply", "princesses", "domain", "field", "hand",
                                               "draw", "discard")}
    out.update({f"opponent{i}": r for i, r in L.opponents.items()})
    out.update({f"basic{i}": r for i, r in enumerate(L.basic)})
    out.update({f"stack{i}": r for i, r in enumerate(L.stacks)})
    return out


@pytest.mark.parametrize("size, seats", CASES)
def test_every_rect_lies_inside_the_window(size: tuple[int, int], seats: int) -> None:
    # given a table for this window and seat count
    L = layout_for(size, seats)
    window = pygame.Rect((0, 0), size)
    # then every rectangle is inside the window and has an area
    for name, rect in named_rects(L).items():
        assert window.contains(rect), f"{name} {rect} leaves the {size} window"
        assert rect.width > 0 and rect.height > 0, f"{name} is empty"
    assert L.size == size


@pytest.mark.parametrize("size, seats", CASES)
def test_one_opponent_panel_per_other_seat_side_by_side(size: tuple[int, int], seats: int) -> None:
    L = layout_for(size, seats)
    assert sorted(L.opponents) == list(range(seats - 1))
    panels = [L.opponents[i] for i in range(seats - 1)]
    for left, right in zip(panels, panels[1:]):
        assert left.right <= right.left, "opponent panels overlap or are out of order"
        assert left.y == right.y and left.size == right.size


@pytest.mark.parametrize("size, seats", CASES)
def test_areas_that_must_not_overlap_do_not(size: tuple[int, int], seats: int) -> None:
    L = layout_for(size, seats)
    table_areas = {"market": L.market, "domain": L.domain, "field": L.field, "hand": L.hand, "draw": L.draw,
                   "discard": L.discard}
    table_areas.update({f"opponent{i}": r for i, r in L.opponents.items()})
    # the sidebar is beside the whole table
    for name, rect in table_areas.items():
        assert not rect.colliderect(L.sidebar), f"{name} runs under the sidebar"
    # opponents, the market and your side are stacked without overlapping
    must_be_apart = [("market", "hand"), ("market", "domain"), ("market", "field"), ("market", "draw"),
                     ("market", "discard"), ("domain", "field"), ("domain", "hand"), ("field", "hand"),
                     ("hand", "draw"), ("hand", "discard"), ("draw", "discard")]
    must_be_apart += [(f"opponent{i}", other) for i in L.opponents for other in ("market", "domain", "field", "hand")]
    for a, b in must_be_apart:
        assert not table_areas[a].colliderect(table_areas[b]), f"{a} {table_areas[a]} overlaps {b} {table_areas[b]}"
    # the sidebar's parts are inside it and one under the other
    for part in (L.status, L.buttons, L.log):
        assert L.sidebar.contains(part)
    assert L.status.bottom <= L.buttons.top and L.buttons.bottom <= L.log.top


@pytest.mark.parametrize("size, seats", CASES)
def test_market_piles_sit_inside_the_market_without_overlapping(size: tuple[int, int], seats: int) -> None:
    L = layout_for(size, seats)
    piles = L.basic + [L.curses, L.outskirts, L.supply, L.princesses] + L.stacks
    assert len(L.basic) == BASIC_SLOTS and len(L.stacks) == STACK_SLOTS
    for rect in piles:
        assert L.market.contains(rect), f"{rect} leaves the market {L.market}"
    for a, b in itertools.combinations(piles, 2):
        assert not a.colliderect(b), f"market piles {a} and {b} overlap"
    # every pile card is drawn at the market width and its card height
    for rect in L.basic + [L.curses, L.outskirts, L.supply] + L.stacks:
        assert rect.size == (L.market_w, face_height(L.market_w))


@pytest.mark.parametrize("seats", SEATS)
def test_card_widths_grow_with_the_window(seats: int) -> None:
    layouts = [layout_for(size, seats) for size in SIZES]
    for small, large in zip(layouts, layouts[1:]):
        for attr in ("market_w", "domain_w", "field_w", "hand_w", "small_w", "zoom_w"):
            assert getattr(large, attr) > getattr(small, attr), \
                f"{attr} does not grow from {small.size} to {large.size}"


@pytest.mark.parametrize("size, seats", CASES)
def test_hand_fan_stays_inside_the_hand_area_for_1_to_12_cards(size: tuple[int, int], seats: int) -> None:
    L = layout_for(size, seats)
    for count in range(1, 13):
        # when the hand holds `count` cards
        fan = L.hand_fan(count)
        # then there is one card per card in hand, left to right, each inside the hand area
        # horizontally and inside the window vertically, at the hand card size
        assert len(fan) == count
        xs = [rect.x for rect, _ in fan]
        assert xs == sorted(xs)
        for i, (rect, _) in enumerate(fan):
            assert rect.left >= L.hand.left and rect.right <= L.hand.right, \
                f"{count} cards: card {i} {rect} sticks out of the hand area {L.hand}"
            assert 0 <= rect.top and rect.bottom <= size[1], f"{count} cards: card {i} {rect} leaves the window"
            assert rect.size == (L.hand_w, face_height(L.hand_w))


@pytest.mark.parametrize("size, seats", CASES)
def test_hand_fan_with_a_lifted_card_stays_inside_the_window(size: tuple[int, int], seats: int) -> None:
    L = layout_for(size, seats)
    window = pygame.Rect((0, 0), size)
    for count in range(1, 13):
        for lifted in range(count):
            for i, (rect, _) in enumerate(L.hand_fan(count, lifted)):
                assert window.contains(rect), f"{count} cards, card {lifted} lifted: card {i} {rect} leaves the window"
                assert not rect.colliderect(L.sidebar)


def test_hand_fan_is_a_symmetric_fan() -> None:
    L = layout_for((1280, 720), 2)
    fan = L.hand_fan(5)
    angles = [angle for _, angle in fan]
    # the outer cards lean outwards, the middle one stands straight
    assert angles[0] > 0 > angles[-1]
    assert angles[2] == 0
    assert angles[0] == -angles[-1]
    assert L.hand_fan(0) == []
    [(single, angle)] = L.hand_fan(1)
    assert angle == 0 and abs(single.centerx - L.hand.centerx) <= 1


def test_a_lifted_card_rises_and_stands_straight() -> None:
    L = layout_for((1280, 720), 2)
    plain = L.hand_fan(7)
    for lifted in range(7):
        # when the pointer is over card `lifted`
        fan = L.hand_fan(7, lifted)
        rect, angle = fan[lifted]
        # then that card is higher than it was and not rotated; the others stay down
        assert rect.y < plain[lifted][0].y
        assert angle == 0.0
        for i, (other, _) in enumerate(fan):
            if i != lifted:
                assert other.y == plain[i][0].y


def test_neighbours_make_room_for_a_lifted_card_in_a_crowded_hand() -> None:
    L = layout_for((1280, 720), 2)
    plain = L.hand_fan(12)
    fan = L.hand_fan(12, 6)
    assert fan[5][0].x < plain[5][0].x        # the left neighbour moves left
    assert fan[7][0].x > plain[7][0].x        # the right neighbour moves right


@pytest.mark.parametrize("size, seats", CASES)
def test_princess_slots_stay_within_the_row(size: tuple[int, int], seats: int) -> None:
    L = layout_for(size, seats)
    for count in range(1, 7):
        slots = [L.princess_slot(i, count) for i in range(count)]
        rows = {"top": [r for r in slots if L.princesses.contains(r)],
                "low": [r for r in slots if L.princesses_low.contains(r)]}
        assert len(rows["top"]) + len(rows["low"]) == count, f"a princess of {count} leaves both rows"
        assert all(rect.size == (L.market_w, face_height(L.market_w)) for rect in slots)
        assert slots[:len(rows["top"])] == rows["top"], "the top row is filled first"
        for row in rows.values():
            xs = [r.x for r in row]
            assert xs == sorted(xs) and len(set(xs)) == len(xs), "princesses go left to right, each visible"
        # where the two rows have room for every princess, none covers another's name
        if count * (L.market_w + 6) <= L.princesses.width + L.princesses_low.width + 12:
            assert not any(a.colliderect(b) for i, a in enumerate(slots) for b in slots[i + 1:])


def test_row_places_cards_side_by_side_or_overlapping_to_fit() -> None:
    L = layout_for((1280, 720), 2)
    area = pygame.Rect(100, 50, 300, 100)
    # given room for every card: side by side with the gap
    spaced = L.row(area, 3, 40, 4)
    assert [r.x for r in spaced] == [100, 144, 188]
    assert all(r.y == 50 and r.size == (40, face_height(40)) for r in spaced)
    # given too many cards: they overlap and the last one ends at the area's right edge
    crowded = L.row(area, 20, 40, 4)
    assert crowded[0].x == area.x and crowded[-1].right == area.right
    # centred: the group's middle is the area's middle
    centred = L.row(area, 3, 40, 4, align="center")
    assert abs((centred[0].left + centred[-1].right) / 2 - area.centerx) <= 1
    assert L.row(area, 0, 40, 4) == []


def test_large_text_keeps_some_log_by_leaving_the_speed_to_settings() -> None:
    # given 200% text on the smallest window
    theme = Theme.for_window((1280, 720), 2.0)
    layout = build_layout(theme, 3)
    # then the speed selector leaves the sidebar and the log still shows a few lines
    assert layout.speed is None and layout.log.height >= 3 * theme.line_height("small")
    # and at 100% every button has its place in the sidebar, none overlapping
    layout = build_layout(Theme.for_window((1280, 720)), 3)
    rects = [layout.end_phase, layout.declare, layout.undo, layout.speed]
    assert all(r is not None and layout.sidebar.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5, 1.75, 2.0])
def test_the_log_keeps_six_lines_at_every_text_size(size: tuple[int, int], scale: float) -> None:
    # given any window and text size
    theme = Theme.for_window(size, scale)
    layout = build_layout(theme, 4)
    # then the log shows at least LOG_LINES lines of its text, below the buttons, inside the sidebar
    assert layout.log.height >= LOG_LINES * theme.line_height(layout.log_role)
    assert layout.sidebar.contains(layout.log) and layout.log.top > layout.buttons.bottom
    assert layout.status.bottom < layout.buttons.top
    # and the log's text is only made smaller where nothing else could give way
    assert layout.log_role == ("tiny" if scale == 2.0 else "small")


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_zoom_grows_with_the_text_but_stays_on_the_screen(scale: float) -> None:
    theme = Theme.for_window((1280, 720), scale)
    layout = build_layout(theme, 2)
    assert layout.zoom_w >= theme.px(300) * min(scale, 1.6)
    assert face_height(layout.zoom_w) <= 720


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scale", [1.0, 2.0], ids=lambda s: f"text{round(s * 100)}")
def test_the_tilted_hand_cards_keep_clear_of_the_window_bottom(size: tuple[int, int], scale: float) -> None:
    # given the table at this size and text scale
    L = build_layout(Theme.for_window(size, scale), 2)
    for count in range(1, 13):
        # when the hand holds `count` cards, drawn tilted about their centres
        for rect, angle in L.hand_fan(count):
            tilt = math.radians(angle)
            drawn_h = rect.height * abs(math.cos(tilt)) + rect.width * abs(math.sin(tilt))
            # then no card reaches below the hand area (which keeps the window's margin)
            assert rect.centery + drawn_h / 2 <= L.hand.bottom + 1, f"{count} cards: {rect} at {angle}° is cut"


@pytest.mark.parametrize("seats", [2, 4])
def test_an_opponents_cards_are_never_narrower_than_a_face_is_drawn(seats: int) -> None:
    """Given the table under a tall replay bar at 200% text (a short area of a 1280x720 window),
    then an opponent's small cards are still wide enough for their faces (SMALLEST_FACE)."""
    layout = build_layout(Theme.for_window((1280, 470), 2.0), seats)
    assert layout.small_w >= SMALLEST_FACE

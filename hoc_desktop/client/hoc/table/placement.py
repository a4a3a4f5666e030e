"""Where each card of a seat's picture of the game is drawn: `place(table, layout)`.

The input is a `SeatTable` (rebuilt from one seat's redacted stream), so the output can only show
what that seat knows: a card it cannot see has no key and is drawn as a back. Every drawn card
gets a `Spot` under a stable identity: the card's instance id when the seat can see it, else a
name for the face-down thing it is ("hand-2-3": the fourth card in seat 2's hand). The board
glides a sprite from its old spot to its new one whenever the picture changes, so this module is
the whole answer to "where does a card go" and the animation needs no per-event code.

Only the top of a pile is drawn (plus a count); your hand, every field, Domain, set-aside cards
and the princess row are drawn card by card. A guardian (the Guardians variant) lies face down
beside her player's princess: her spot keeps her key, because who she is is public (the scene
writes her name on her back and the zoom shows her face), and `face_down` turns her over.
Counters in a player's areas (Coin, Ore, Debt) and Taxation tokens on Market piles are `Token`s: the
scene draws them and a click on your Coin counter cashes one in. `anchors` give each zone one rect,
where a card that appears from a hidden place starts and where a card that disappears into one goes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Hashable

import pygame

from hoc_desktop.cards.card_params import handler_params
from hoc_desktop.cards.vocabulary import ALLIANCE_FLAGS, AREAS
from hoc_desktop.client.art.card_faces import face_height
from hoc_desktop.client.hoc.table.layout import TableLayout
from hoc_desktop.engine.hoc import SeatTable
from hoc_desktop.engine.hoc.describe import declared_subtype
from hoc_desktop.engine.hoc.rulebook import load_rules
from hoc_desktop.i18n import _

Zone = tuple[str, Any]
Ident = Hashable

# Draw order: piles under rows, kept cards over their territories, your hand on top.
LAYER_PILE, LAYER_ROW, LAYER_KEPT, LAYER_HAND = 0, 1, 2, 3
OPP_HAND_BACKS = 5        # an opponent's hand is shown as at most this many backs, with its count


@dataclass(slots=True)
class Spot:
    """One card as drawn: its rect, its key (None: unknown, drawn face down), its zone and draw
    layer; `face_down`: a known card lying on its back (a guardian)."""

    rect: pygame.Rect
    key: str | None
    zone: Zone
    layer: int = LAYER_ROW
    angle: float = 0.0
    order: int = 0
    face_down: bool = False


@dataclass(slots=True)
class Badge:
    """A number or word drawn over the table (pile counts, counters). `kind` picks the look."""

    text: str
    center: tuple[int, int]
    kind: str = "count"
    room: int = 0          # the widest a pill may be drawn (0: any); a wider one is left out (large text)


@dataclass(slots=True)
class Token:
    """A counter drawn as a round token with a number: `seat`'s counters of an area `kind` (coin,
    ore, debt: the number is how many), or a Taxation token ("tax", seat None) on the Market pile
    `pile` (the number is that pile's price for the seat looking, Taxation included)."""

    kind: str
    rect: pygame.Rect
    number: int
    seat: int | None = None
    pile: str | None = None


@dataclass
class Picture:
    """Everything `place` decided: spots by identity, anchors by zone, badges, tokens."""

    spots: dict[Ident, Spot] = field(default_factory=dict)
    anchors: dict[Zone, pygame.Rect] = field(default_factory=dict)
    badges: list[Badge] = field(default_factory=list)
    stack_slots: dict[str, int] = field(default_factory=dict)
    tokens: list[Token] = field(default_factory=list)

    def token_at(self, pos: tuple[int, int], kind: str, seat: int) -> Token | None:
        """`seat`'s token of `kind` under `pos`, if there is one."""
        return next((t for t in self.tokens if t.kind == kind and t.seat == seat and t.rect.collidepoint(pos)), None)


class StackSlots:
    """Keeps each Random Market stack in the slot it was dealt to while other stacks empty and
    new ones arrive, so cards never shuffle sideways on a refresh."""

    def __init__(self) -> None:
        self.slots: dict[str, int] = {}

    def assign(self, keys: list[str], count: int) -> dict[str, int]:
        self.slots = {k: s for k, s in self.slots.items() if k in keys}
        used = set(self.slots.values())
        free = [i for i in range(count) if i not in used]
        for key in keys:
            if key not in self.slots and free:
                self.slots[key] = free.pop(0)
        return dict(self.slots)


def place(table: SeatTable, layout: TableLayout, slots: StackSlots, hover_hand: int | None = None) -> Picture:
    """The picture of `table` on `layout`. `hover_hand`: index of the hand card under the pointer."""
    pic = Picture()
    _market(pic, table, layout, slots)
    me = table.seat
    opponents = [s for s in seats_from(table, me) if s != me]
    for index, seat in enumerate(opponents):
        _opponent(pic, table, layout, seat, layout.opponents[index])
    _own(pic, table, layout, me, hover_hand)
    _alliance_badge(pic, table)
    return pic


def _alliance_badge(pic: Picture, table: SeatTable) -> None:
    """The subtypes declared this turn, written on the turn player's first Alliance in play, so an
    opponent can follow why that player's princess gains succession counters (the declaration is
    public; it lasts the turn, and so does the card in the field)."""
    declared = [declared_subtype(flag) for flag in sorted(table.turn["flags"]) if flag in ALLIANCE_FLAGS]
    if not declared:
        return
    field = table.players[table.turn["seat"]].field
    alliance = next((c for c in field if c is not None and any(step.op == "alliance"
                                                               for step in table.catalog[c.key].effect)), None)
    spot = pic.spots.get(alliance.id) if alliance is not None else None
    if spot is not None:
        pic.badges.append(Badge(_(", ").join(declared), (spot.rect.centerx, spot.rect.bottom - 6), "counter"))


def seats_from(table: SeatTable, me: int) -> list[int]:
    """Seats in turn order starting with `me`, so the next player sits at the left."""
    order = table.order or list(range(len(table.players)))
    if me in order:
        i = order.index(me)
        order = order[i:] + order[:i]
    return order


def _ident(card: Any, fallback: str) -> Ident:
    return card.id if card is not None else fallback


def _pile(pic: Picture, pile: list[Any], zone: Zone, rect: pygame.Rect, name: str, count_below: bool = True,
          show_empty: bool = False, room: int = 0) -> None:
    """The top card of a pile (face up when the seat knows it) and its count."""
    pic.anchors[zone] = rect
    if pile:
        top = pile[-1]
        pic.spots[_ident(top, f"{name}-top")] = Spot(rect, top.key if top is not None else None, zone, LAYER_PILE)
    if pile or show_empty:
        at = (rect.centerx, rect.bottom + 9) if count_below else (rect.right - 8, rect.bottom - 8)
        pic.badges.append(Badge(str(len(pile)), at, "count" if count_below else "pill", room))


def buy_price(table: SeatTable, key: str) -> int:
    """What the seat looking at `table` pays for a `key` card from its Market pile, as the engine
    prices a purchase (verbs.buy_price) but from what that seat knows: the printed cost, plus the
    Taxation surcharge while the pile carries a token unless that seat played Taxation this turn
    (TAX-3), less Klam-Klam's discount when it backs her, never under the least price."""
    rules = load_rules()
    exempt = table.turn["seat"] == table.seat and "tax_exempt" in table.turn["flags"]
    surcharge = handler_params(table.catalog, "taxation")["tax_surcharge"] if key in table.taxed and not exempt else 0
    princess = table.players[table.seat].princess
    backed = None if princess is None else table.catalog[princess.key]
    discount = backed.params["buy_discount"] if backed is not None and "buy_discount" in backed.static else 0
    return max(rules.min_buy_cost, table.catalog[key].cost + surcharge - discount)


def _tax_token(pic: Picture, table: SeatTable, key: str, rect: pygame.Rect) -> None:
    """A Taxation token across the top edge of a taxed Market pile, showing the price to pay there."""
    if key in table.taxed:
        height = max(14, rect.width // 4)
        pic.tokens.append(Token("tax", pygame.Rect(rect.x + 2, rect.y - height // 2, rect.width - 4, height),
                                buy_price(table, key), pile=key))


def _market(pic: Picture, table: SeatTable, layout: TableLayout, slots: StackSlots) -> None:
    for key, rect in zip(table.basic, layout.basic):
        _pile(pic, table.basic[key], ("basic", key), rect, f"basic-{key}", show_empty=True)
        _tax_token(pic, table, key, rect)
    _pile(pic, table.curses, ("curses", None), layout.curses, "curses", show_empty=True)
    _pile(pic, table.outskirts, ("outskirts", None), layout.outskirts, "outskirts", show_empty=True)
    _pile(pic, table.supply, ("supply", None), layout.supply, "supply", show_empty=True)
    assigned = slots.assign(list(table.stacks), len(layout.stacks))
    pic.stack_slots = assigned
    for key, slot in assigned.items():
        _pile(pic, table.stacks[key], ("stack", key), layout.stacks[slot], f"stack-{key}", show_empty=True)
        _tax_token(pic, table, key, layout.stacks[slot])
    pic.anchors[("princesses", None)] = layout.princesses
    count = len(table.princesses)
    for i, card in enumerate(table.princesses):
        pic.spots[card.id] = Spot(layout.princess_slot(i, count), card.key, ("princesses", None), LAYER_ROW, order=i)


def _domain_row(pic: Picture, table: SeatTable, seat: int, area: pygame.Rect, width: int) -> None:
    """Princess, her guardian face down, then each Domain card left to right; a kept card lies over
    its territory's lower right, so the territory's name stays readable."""
    p = table.players[seat]
    zone = ("domain", seat)
    pic.anchors[zone] = pygame.Rect(area.x, area.y, width, face_height(width))
    pic.anchors[("kept", seat)] = pic.anchors[zone]
    cards = domain_cards(p)
    if not cards:
        return
    # the guardian zone is the ruleset's: engine/hoc/seat_table.py's _Seat sets it by kind, undeclared
    guardians = [c for c in p.guardian if c is not None]  # type: ignore[attr-defined]
    backed = 1 if p.princess is not None else 0
    cards = cards[:backed] + guardians + cards[backed:]
    shift = round(width * 0.3)
    widths = [width + (shift if c.id in p.kept else 0) for c in cards]
    gap = max(2, width // 12)
    total = sum(widths) + gap * (len(cards) - 1)
    last = widths[-1]               # the last card (and its kept card) must end inside the area
    squeeze = min(1.0, (area.width - last) / max(1, total - last)) if total > area.width else 1.0
    x = float(area.x)
    h = face_height(width)
    for i, card in enumerate(cards):
        rect = pygame.Rect(round(x), area.y, width, h)
        guardian = card in guardians
        where = ("guardian", seat) if guardian else zone
        pic.spots[card.id] = Spot(rect, card.key, where, LAYER_ROW, order=2 * i, face_down=guardian)
        if guardian:
            pic.anchors[where] = rect
        counters = table.counters.get(card.id, {})
        if counters:
            words = " ".join(f"{_counter_word(kind)}{n}" for kind, n in sorted(counters.items()) if n)
            if words:
                pic.badges.append(Badge(words, (rect.centerx, rect.bottom - 6), "counter"))
        kept = p.kept.get(card.id)
        if kept is not None:
            kept_rect = rect.move(shift, round(h * 0.3))
            pic.spots[kept.id] = Spot(kept_rect, kept.key, ("kept", seat), LAYER_KEPT, order=2 * i + 1)
        x += (widths[i] + gap) * squeeze


def domain_cards(p: Any) -> list[Any]:
    """A seat's Domain as it is laid out and listed: the princess first, then the other cards."""
    princess = p.princess
    return ([princess] if princess is not None else []) + [c for c in p.domain
                                                            if princess is None or c.id != princess.id]


def _counter_word(kind: str) -> str:
    """The short mark of a counter kind on the table (the zoom says it in full)."""
    return {"succession": "+", "ore": "ore ", "twin": "twin "}.get(kind, f"{kind} ")


def _area_tokens(pic: Picture, table: SeatTable, seat: int, area: pygame.Rect) -> None:
    """`seat`'s Coin, Ore and Debt counters (the kinds it has), one token a line, centred in `area`."""
    areas = table.players[seat].areas
    kinds = [kind for kind in AREAS if areas.get(kind)]
    if not kinds:
        return
    gap = 2
    height = max(14, min((area.height - gap * (len(kinds) - 1)) // len(kinds), area.width // 3))
    y = area.centery - (len(kinds) * (height + gap) - gap) // 2
    for kind in kinds:
        pic.tokens.append(Token(kind, pygame.Rect(area.x, y, area.width, height), areas[kind], seat))
        y += height + gap


def _set_aside(pic: Picture, table: SeatTable, seat: int, area: pygame.Rect, width: int,
               layout: TableLayout) -> None:
    """`seat`'s set-aside cards, face up, in `area` (bottom-aligned), overlapping when they do not fit."""
    cards = table.players[seat].set_aside
    row = pygame.Rect(area.x, area.bottom - face_height(width), area.width, face_height(width))
    _row(pic, cards, ("set_aside", seat), row, width, layout)


def _row(pic: Picture, cards: list[Any], zone: Zone, area: pygame.Rect, width: int, layout: TableLayout) -> None:
    pic.anchors[zone] = pygame.Rect(area.x, area.y, width, face_height(width))
    for i, (card, rect) in enumerate(zip(cards, layout.row(area, len(cards), width, max(2, width // 12)))):
        pic.spots[_ident(card, f"{zone[0]}-{zone[1]}-{i}")] = Spot(rect, card.key if card else None, zone,
                                                                  LAYER_ROW, order=i)


def _opponent(pic: Picture, table: SeatTable, layout: TableLayout, seat: int, panel: pygame.Rect) -> None:
    """An opponent's panel: a header line (drawn by the scene), their Domain, then their hand,
    draw pile, discard pile and the cards they have played this turn."""
    p = table.players[seat]
    w = layout.small_w
    h = face_height(w)
    pad = max(4, w // 8)
    header = layout.opp_header
    inner = pygame.Rect(panel.x + pad, panel.y + header, panel.width - 2 * pad, h)
    _domain_row(pic, table, seat, inner, w)
    y2 = inner.bottom + pad
    hand_zone = ("hand", seat)
    fan_step = max(4, w // 4)
    backs = w + (OPP_HAND_BACKS - 1) * fan_step        # the room a hand of backs takes
    if p.hand and None not in p.hand:
        # every card face up (a finished game's replay): the hand in a row, as wide as a third of the
        # panel's room beside the piles, overlapping beyond that
        room = max(backs, (inner.width - 3 * (w + pad)) // 3)
        width = min(room, len(p.hand) * (w + 2))
        _row(pic, p.hand, hand_zone, pygame.Rect(inner.x, y2, width, h), w, layout)
        backs = max(backs, width)
    else:
        # up to OPP_HAND_BACKS overlapping backs with the count
        hand_rect = pygame.Rect(inner.x, y2, w, h)
        pic.anchors[hand_zone] = hand_rect
        for i in range(min(len(p.hand), OPP_HAND_BACKS)):
            pic.spots[_ident(p.hand[i], f"hand-{seat}-{i}")] = Spot(hand_rect.move(i * fan_step, 0), None,
                                                                     hand_zone, LAYER_ROW, order=i)
        # pills that would overlap their neighbours are left out: the panel's header says the counts in words
        pic.badges.append(Badge(str(len(p.hand)), (hand_rect.x + w // 2 + (OPP_HAND_BACKS - 1) * fan_step // 2,
                                                    hand_rect.bottom - 8), "pill", w))
    x = inner.x + backs + pad
    _pile(pic, p.draw, ("draw", seat), pygame.Rect(x, y2, w, h), f"draw-{seat}", count_below=False, show_empty=True,
          room=w)
    x += w + pad
    _pile(pic, p.discard, ("discard", seat), pygame.Rect(x, y2, w, h), f"discard-{seat}", count_below=False,
          show_empty=True, room=w)
    x += w + 2 * pad
    right = panel.right - pad
    if any(p.areas.get(kind) for kind in AREAS):             # counters at the row's right end
        right -= 2 * w
        _area_tokens(pic, table, seat, pygame.Rect(right, y2, 2 * w, h))
        right -= pad
    if p.set_aside:                                          # set-aside cards before the field, marked
        aside = pygame.Rect(x, y2, min(w + (len(p.set_aside) - 1) * fan_step, max(w, (right - x) // 3)), h)
        _set_aside(pic, table, seat, aside, w, layout)
        pic.badges.append(Badge(_("aside"), (aside.centerx, aside.bottom - 8), "pill", aside.width + 2 * pad))
        x = aside.right + 2 * pad
    _row(pic, p.field, ("field", seat), pygame.Rect(x, y2, right - x, h), w, layout)


def _own(pic: Picture, table: SeatTable, layout: TableLayout, me: int, hover_hand: int | None) -> None:
    p = table.players[me]
    _domain_row(pic, table, me, layout.domain, layout.domain_w)
    _row(pic, p.field, ("field", me), layout.field, layout.field_w, layout)
    _pile(pic, p.draw, ("draw", me), layout.draw, f"draw-{me}", show_empty=True)
    _pile(pic, p.discard, ("discard", me), layout.discard, f"discard-{me}", show_empty=True)
    _area_tokens(pic, table, me, layout.counters)
    _set_aside(pic, table, me, layout.set_aside.inflate(0, -6), min(layout.small_w, layout.set_aside.width), layout)
    zone = ("hand", me)
    fan = layout.hand_fan(len(p.hand), hover_hand)
    pic.anchors[zone] = pygame.Rect(layout.hand.centerx - layout.hand_w // 2,
                                    layout.hand.bottom - face_height(layout.hand_w), layout.hand_w,
                                    face_height(layout.hand_w))
    for i, (card, (rect, angle)) in enumerate(zip(p.hand, fan)):
        pic.spots[_ident(card, f"hand-{me}-{i}")] = Spot(rect, card.key if card else None, zone, LAYER_HAND, angle, i)

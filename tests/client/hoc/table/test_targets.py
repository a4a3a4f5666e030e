"""Drop targets: what a held card may be dropped on (from the prompt's options alone), which target
a drop lands on, what a drop anywhere would mean, and the double-click action."""

from __future__ import annotations

import pygame
import pytest

from hoc_desktop.client.hoc.table.layout import TableLayout, build_layout
from hoc_desktop.client.hoc.table.placement import Picture, Spot
from hoc_desktop.client.hoc.table.targets import (Target, draggable, dropped, intended, meant, nothing_to_do, obvious,
                                              own_side, play_area, targets)
from hoc_desktop.client.ui.theme import Theme

HAND_CARD, OTHER_HAND_CARD, KEPT_CARD, MARKET_CARD, PRINCESS = 5, 6, 7, 8, 9
TERRITORY, PRINCESS_IN_DOMAIN = 20, 21
OPTIONS = (
    ("play", HAND_CARD), ("keep", HAND_CARD, TERRITORY), ("set", HAND_CARD),
    ("play", OTHER_HAND_CARD),
    ("recall", KEPT_CARD),
    ("buy", MARKET_CARD), ("back", PRINCESS),
    ("end_main",), ("declare",),
)


@pytest.fixture(scope="module")
def layout() -> TableLayout:
    return build_layout(Theme.for_window((1280, 720)), 2)


@pytest.fixture(scope="module")
def picture(layout: TableLayout) -> Picture:
    """My Domain: the princess, then a territory; a card kept on the territory."""
    w = layout.domain_w
    d = layout.domain
    princess = pygame.Rect(d.x, d.y, w, round(w * 1.4))
    territory = pygame.Rect(d.x + w + 6, d.y, w, round(w * 1.4))
    pic = Picture()
    pic.spots[PRINCESS_IN_DOMAIN] = Spot(princess, "lulunasaika", ("domain", 0))
    pic.spots[TERRITORY] = Spot(territory, "city", ("domain", 0))
    pic.spots[KEPT_CARD] = Spot(territory.move(18, 26), "royal_maid", ("kept", 0))
    pic.spots[HAND_CARD] = Spot(pygame.Rect(layout.hand.x + 100, layout.hand.y + 20, 116, 162), "senator", ("hand", 0))
    return pic


def by_verb(found: list[Target]) -> dict[str, Target]:
    out = {t.command[0]: t for t in found}
    assert len(out) == len(found), "one target per verb expected"
    return out


def test_a_hand_card_may_go_to_the_field_its_territory_or_the_domain(layout: TableLayout, picture: Picture) -> None:
    # given a hand card that may be played, kept on a territory or set
    found = by_verb(targets(HAND_CARD, OPTIONS, layout, picture))
    # then play -> the field, keep -> the territory's spot, set -> the Domain, each with its command
    assert set(found) == {"play", "keep", "set"}
    assert found["play"].rect == layout.field and found["play"].command == ("play", HAND_CARD)
    assert found["keep"].rect == picture.spots[TERRITORY].rect
    assert found["keep"].command == ("keep", HAND_CARD, TERRITORY)
    assert found["set"].rect == layout.domain and found["set"].command == ("set", HAND_CARD)


def test_a_kept_card_may_be_recalled_to_the_hand(layout: TableLayout, picture: Picture) -> None:
    [target] = targets(KEPT_CARD, OPTIONS, layout, picture)
    assert target.rect == layout.hand and target.command == ("recall", KEPT_CARD)


def test_buying_and_backing_drop_anywhere_on_your_side(layout: TableLayout, picture: Picture) -> None:
    [buy] = targets(MARKET_CARD, OPTIONS, layout, picture)
    [back] = targets(PRINCESS, OPTIONS, layout, picture)
    side = own_side(layout)
    assert buy.rect == side and buy.command == ("buy", MARKET_CARD) and buy.label == "Buy"
    assert back.rect == side and back.command == ("back", PRINCESS)
    for area in (layout.domain, layout.field, layout.hand, layout.draw, layout.discard):
        assert side.contains(area)
    assert not side.colliderect(layout.market)


def test_no_targets_for_a_card_the_options_do_not_name(layout: TableLayout, picture: Picture) -> None:
    assert targets(99, OPTIONS, layout, picture) == []
    # a keep onto a territory that is not on the table has no target
    assert targets(1, [("keep", 1, 404)], layout, picture) == []


def test_dropped_prefers_the_smallest_rect(layout: TableLayout, picture: Picture) -> None:
    found = targets(HAND_CARD, OPTIONS, layout, picture)
    territory = picture.spots[TERRITORY].rect
    # a drop on the territory is inside the Domain too: the territory wins
    assert dropped(territory.center, found).command == ("keep", HAND_CARD, TERRITORY)
    # elsewhere in the Domain: set; on the field: play
    assert dropped((layout.domain.right - 3, layout.domain.centery), found).command == ("set", HAND_CARD)
    assert dropped(layout.field.center, found).command == ("play", HAND_CARD)
    # outside every target: nothing
    assert dropped(layout.market.center, found) is None
    assert dropped((0, 0), []) is None


def test_intended_names_the_command_of_a_drop_from_the_hand(layout: TableLayout, picture: Picture) -> None:
    def meant(pos: tuple[int, int]):
        return intended(HAND_CARD, ("hand", 0), pos, layout, picture, 0)

    assert meant(picture.spots[TERRITORY].rect.center) == ("keep", HAND_CARD, TERRITORY)
    assert meant((layout.domain.right - 3, layout.domain.centery)) == ("set", HAND_CARD)
    assert meant(layout.field.center) == ("play", HAND_CARD)
    # the open table above the hand counts as playing it, legal or not
    assert play_area(layout).contains(layout.market)
    assert meant(layout.market.center) == ("play", HAND_CARD)
    # put back into the hand: the drop means nothing
    assert meant(layout.hand.center) is None
    assert meant((layout.hand.x + 5, layout.hand.bottom - 5)) is None
    # the sidebar is no place for a card
    assert meant(layout.sidebar.center) is None


def test_intended_for_kept_market_and_princess_cards(layout: TableLayout, picture: Picture) -> None:
    # a kept card: back to the hand means recall, anywhere else nothing
    assert intended(KEPT_CARD, ("kept", 0), layout.hand.center, layout, picture, 0) == ("recall", KEPT_CARD)
    assert intended(KEPT_CARD, ("kept", 0), layout.field.center, layout, picture, 0) is None
    # a Market card: your side means buy, the Market itself nothing
    for zone in (("basic", "duke"), ("stack", "library"), ("curses", None)):
        assert intended(MARKET_CARD, zone, layout.field.center, layout, picture, 0) == ("buy", MARKET_CARD)
        assert intended(MARKET_CARD, zone, layout.hand.center, layout, picture, 0) == ("buy", MARKET_CARD)
        assert intended(MARKET_CARD, zone, layout.market.center, layout, picture, 0) is None
    # a princess: your side means back her
    assert intended(PRINCESS, ("princesses", None), layout.domain.center, layout, picture, 0) == ("back", PRINCESS)
    assert intended(PRINCESS, ("princesses", None), layout.princesses.center, layout, picture, 0) is None
    # a card elsewhere (an opponent's field) is not moved by a drop
    assert intended(HAND_CARD, ("field", 1), layout.field.center, layout, picture, 0) is None


def test_an_outskirts_card_is_never_a_purchase(layout: TableLayout, picture: Picture) -> None:
    # given a card in the Outskirts
    zone = ("outskirts", None)
    # when it is dropped on your side or double-clicked, then it means no command at all
    for pos in (layout.field.center, layout.hand.center, layout.domain.center):
        assert intended(MARKET_CARD, zone, pos, layout, picture, 0) is None
    assert meant(MARKET_CARD, zone) is None
    # and the table says why, instead of "nothing to do"
    assert nothing_to_do(zone) == "Cards in the Outskirts cannot be bought."
    assert nothing_to_do(("basic", "duke")) == "Nothing to do with that card now."


def test_intended_ignores_the_held_card_itself_and_other_seats_domains(layout: TableLayout) -> None:
    # given my Domain holding card 30, and an opponent's Domain card drawn over my Domain area
    spot = pygame.Rect(layout.domain.x, layout.domain.y, 40, 56)
    pic = Picture()
    pic.spots[30] = Spot(spot, "city", ("domain", 0))
    pic.spots[31] = Spot(spot.move(200, 0), "city", ("domain", 1))
    # dropping card 30 on its own spot is a set, not a keep onto itself
    assert intended(30, ("hand", 0), spot.center, layout, pic, 0) == ("set", 30)
    # another seat's Domain card is not a territory of mine
    assert intended(5, ("hand", 0), spot.move(200, 0).center, layout, pic, 0) == ("set", 5)


def test_obvious_prefers_play_then_set_buy_back_recall_activate() -> None:
    card = 3
    order = [("play", card), ("set", card), ("buy", card), ("back", card), ("recall", card), ("activate", card),
             ("hand_activate", card)]
    for i, expected in enumerate(order):
        options = list(reversed(order[i:])) + [("end_main",)]
        assert obvious(card, options) == expected, f"with {options}"
    # a keep needs a territory: never a double-click
    assert obvious(card, [("keep", card, 20), ("end_main",)]) is None
    # another card's options do not count
    assert obvious(card, [("play", 4), ("buy", 5)]) is None
    assert obvious(card, []) is None


def test_draggable_only_for_moves_of_that_card() -> None:
    assert draggable(5, OPTIONS)
    assert draggable(KEPT_CARD, OPTIONS)
    assert draggable(MARKET_CARD, OPTIONS) and draggable(PRINCESS, OPTIONS)
    assert draggable(1, [("keep", 1, 2)])
    assert not draggable(1, [("activate", 1), ("hand_activate", 1), ("end_main",)])
    assert not draggable(99, OPTIONS)
    assert not draggable(1, [])

"""The Outskirts: always named, veiled, never bought, and pointing at it says so."""

from __future__ import annotations

import pygame

from hoc_desktop.client.hoc.table.outskirts import HINT, draw_outskirts
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.client.ui.app import App
from hoc_desktop.engine.hoc.events import CardRef
from tests.client.helpers_client import post
from tests.client.hoc.table.driver import advance, open_table


def outskirts_holding_taxation(app: App) -> TableScene:
    """My Second Phase with two Taxation cards in the Outskirts (of my table's picture)."""
    scene = open_table(app, seed=3, far_east=True)
    advance(app, scene, lambda p: p.offers_commands and p.kind == "second", far_east=True)
    scene.table.outskirts[:] = [CardRef(9201, "taxation"), CardRef(9202, "taxation")]
    scene._refresh()
    app.step()
    return scene


def test_the_outskirts_keep_their_name_over_their_top_card(app: App) -> None:
    # given a card face drawn where the Outskirts lie
    theme = app.theme
    rect = pygame.Rect(10, 10, theme.px(70), theme.px(100))
    surface = pygame.Surface((200, 200))
    surface.fill((250, 250, 250))
    before = surface.copy()
    # when the Outskirts mark is drawn over it
    draw_outskirts(surface, theme, rect)
    # then the card is veiled (darker) and a band across its middle names the pile
    assert sum(surface.get_at(rect.topleft)[:3]) < sum(before.get_at(rect.topleft)[:3])
    assert surface.get_at(rect.center) != before.get_at(rect.center)
    assert surface.get_at((rect.right + 5, rect.centery)) == before.get_at((rect.right + 5, rect.centery))


def test_an_outskirts_card_is_not_lit_picked_up_or_bought(app: App) -> None:
    # given my Second Phase with cards in the Outskirts
    scene = outskirts_holding_taxation(app)
    game = scene.session.game
    before = len(game.commands)
    at = scene.layout.outskirts.center
    # when I try to drag its top card to my side
    post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    app.step()
    post(pygame.MOUSEMOTION, pos=scene.layout.field.center, rel=(0, 0), buttons=(1, 0, 0))
    app.step()
    # then nothing is picked up, so no buy target lights up
    assert scene.drag is None
    post(pygame.MOUSEBUTTONUP, pos=scene.layout.field.center, button=1)
    app.step()
    # and a double-click on it says why instead of buying
    scene._last_click = (None, 0.0)
    for _ in range(2):
        scene._click(scene.board.sprites[9202])
    assert scene.toast == "Cards in the Outskirts cannot be bought."
    assert len(game.commands) == before
    assert all(o[1] != 9202 for o in game.prompt().options if len(o) > 1)


def test_pointing_at_the_outskirts_says_their_cards_cannot_be_bought(app: App) -> None:
    # given the Outskirts holding cards, the pointer away from them
    scene = outskirts_holding_taxation(app)
    L = scene.layout
    post(pygame.MOUSEMOTION, pos=(L.size[0] - 5, L.size[1] - 5), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    away = app.surface.copy()
    # when the pointer rests on the Outskirts
    post(pygame.MOUSEMOTION, pos=L.outskirts.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    app.draw()
    # then a box of words appears just above the pile, and its words say the cards cannot be bought
    above = (L.outskirts.centerx, L.outskirts.y - app.theme.px(12))
    assert app.surface.get_at(above) != away.get_at(above)
    assert "cannot be bought" in HINT

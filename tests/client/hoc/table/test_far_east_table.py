"""Far East on the table, driven through the real scene: Coin counters cashed in by a click or a
drag, Taxation tokens with the price each seat pays, set-aside cards drawn for every seat, the
cards a question offers lit on the board (Kunoichi), Alliance's subtypes asked in words and the one
declared written on the card, Ouka's ability asked in words. Every seat plays `far_east_first` so the positions come
quickly and the same each run."""

from __future__ import annotations

from typing import Any

import pygame

from hoc_desktop.engine import hoc
from hoc_desktop.client.hoc.table import hud
from hoc_desktop.client.kit import hud as kit_hud
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.kit.pile_viewer import possessive
from hoc_desktop.client.hoc.table.piles import pile_cards
from hoc_desktop.client.hoc.table.placement import StackSlots, Token, buy_price, place
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.engine import Prompt
from hoc_desktop.engine.hoc import CardRef
from hoc_desktop.engine.hoc.rulebook import load_rules
from tests.client.helpers_client import click, key, post
from tests.client.hoc.table.driver import advance, drag, open_table


KUNOICHI_AND_OUKA = 2
"""A seed whose game (behind `far_east_first`, `normal` decides: `easy` never keeps a card, so
Kunoichi would find nothing to copy) has me copy a kept card with Kunoichi, declare with Alliance
and back Ouka."""


def seat_table(scene: TableScene, seat: int) -> hoc.SeatTable:
    """What `seat` knows now, from its own stream."""
    game = scene.session.game
    table = hoc.SeatTable(seat, hoc.game_catalog(game))
    for ev in game.events_for(seat):
        table.apply(ev)
    return table


def coin_token(scene: TableScene) -> Token:
    return next(t for t in scene.board.picture.tokens if t.kind == "coin" and t.seat == 0)


def can_cash(prompt: Prompt) -> bool:
    return prompt.offers_commands and ("cash_coin",) in prompt.options


def test_a_click_on_your_coin_counter_cashes_one_in(app: App) -> None:
    # given my Main Phase with Coin counters in my Coin area
    scene = open_table(app, far_east=True)
    advance(app, scene, can_cash, far_east=True)
    me = scene.session.game.state.players[0]
    counters, coins = me.areas["coin"], scene.session.game.state.turn.coins
    token = coin_token(scene)
    assert token.number == counters
    # when I click the token
    click(app, token.rect.center)
    app.step()
    # then one Coin counter became a coin, and the token shows the number left
    assert me.areas.get("coin", 0) == counters - 1
    assert scene.session.game.state.turn.coins == coins + 1
    assert sum(t.number for t in scene.board.picture.tokens if t.kind == "coin" and t.seat == 0) == counters - 1
    # and the log tells it in words
    log = [line.text for line in scene.log.lines]
    assert "You remove 1 Coin counter." in log and "You gain 1 coin." in log


def test_dragging_your_coin_counter_to_your_field_cashes_one_in_and_elsewhere_does_nothing(app: App) -> None:
    scene = open_table(app, far_east=True)
    advance(app, scene, can_cash, far_east=True)
    me = scene.session.game.state.players[0]
    counters = me.areas["coin"]
    # a drag that ends on the Market changes nothing
    drag(app, coin_token(scene).rect.center, scene.layout.market.center)
    assert me.areas["coin"] == counters
    # a drag to my field cashes one in
    drag(app, coin_token(scene).rect.center, scene.layout.field.center)
    assert me.areas.get("coin", 0) == counters - 1


def test_g_cashes_a_coin_counter_and_outside_the_main_phase_the_table_says_why_not(app: App) -> None:
    scene = open_table(app, far_east=True)
    advance(app, scene, can_cash, far_east=True)
    me = scene.session.game.state.players[0]
    counters = me.areas["coin"]
    key(app, pygame.K_g)
    assert me.areas.get("coin", 0) == counters - 1
    # in the Second Phase the engine refuses, and the refusal is shown in one line
    advance(app, scene, lambda p: p.kind == "second" and bool(me.areas.get("coin")), far_east=True)
    left = me.areas["coin"]
    key(app, pygame.K_g)
    assert scene.refused and "\n" not in scene.refused[-1] and me.areas["coin"] == left
    assert scene.toast == scene.refused[-1]


def test_a_taxed_pile_costs_one_more_for_others_and_not_for_the_taxer(app: App) -> None:
    # given my turn just after I put a Taxation token on a pile
    scene = open_table(app, far_east=True)
    state = scene.session.game.state
    advance(app, scene, lambda p: bool(state.taxed) and "tax_exempt" in state.turn.flags, far_east=True)
    pile = sorted(state.taxed)[0]
    surcharge = state.catalog["taxation"].params["tax_surcharge"]
    cost = state.catalog[pile].cost
    # then my table shows the token with the printed cost and the other seat's with the surcharge
    mine, theirs = seat_table(scene, 0), seat_table(scene, 1)
    assert buy_price(mine, pile) == cost and buy_price(theirs, pile) == cost + surcharge
    layout = scene.layout
    for table, price in ((mine, cost), (theirs, cost + surcharge)):
        tokens = [t for t in place(table, layout, StackSlots()).tokens if t.kind == "tax"]
        assert {t.pile for t in tokens} == state.taxed
        assert next(t for t in tokens if t.pile == pile).number == price
    # and the token is drawn on the window over that pile
    token = next(t for t in scene.board.picture.tokens if t.pile == pile)
    anchor = scene.board.picture.anchors[("basic", pile) if pile in state.basic else ("stack", pile)]
    assert token.rect.colliderect(anchor)


def test_the_price_shown_takes_klam_klams_discount_for_the_seat_backing_her(app: App) -> None:
    # given a taxed pile seen by the other seat, who (in this picture) backs Klam-Klam
    scene = open_table(app, far_east=True)
    state = scene.session.game.state
    advance(app, scene, lambda p: bool(state.taxed) and "tax_exempt" in state.turn.flags, far_east=True)
    pile = sorted(state.taxed)[0]
    theirs = seat_table(scene, 1)
    theirs.players[1].princess = CardRef(999, "klam_klam")
    rules = load_rules()
    # then their price has the surcharge and the discount
    assert buy_price(theirs, pile) == max(rules.min_buy_cost, state.catalog[pile].cost
                                          + state.catalog["taxation"].params["tax_surcharge"]
                                          - state.catalog["klam_klam"].params["buy_discount"])


def test_set_aside_cards_are_drawn_face_up_for_every_seat(app: App) -> None:
    # given a moment when both seats have set cards aside (Samurai)
    scene = open_table(app, far_east=True)
    state = scene.session.game.state
    advance(app, scene, lambda p: any(pl.set_aside for pl in state.players), far_east=True)
    holders = [seat for seat, pl in enumerate(state.players) if pl.set_aside]
    # then every seat's picture shows every set-aside card face up, by its owner's area
    for viewer in (0, 1):
        picture = place(seat_table(scene, viewer), scene.layout, StackSlots())
        for seat in holders:
            for card in state.players[seat].set_aside:
                spot = picture.spots[card]
                assert spot.zone == ("set_aside", seat) and spot.key == state.cards[card].key
                assert pygame.Rect((0, 0), scene.layout.size).contains(spot.rect)
    # and a click on them lists them (the pile viewer's title names their owner)
    seat = holders[0]
    title, keys = pile_cards(scene.table, ("set_aside", seat))
    assert title == f"{possessive(state.players[seat].name)} set-aside cards"
    assert sorted(keys) == sorted(state.cards[c].key for c in state.players[seat].set_aside)


def test_kunoichis_choice_lights_the_kept_cards_on_the_table(app: App, monkeypatch: Any) -> None:
    # given Kunoichi asking me which kept Action card to copy
    scene = open_table(app, seed=KUNOICHI_AND_OUKA, far_east=True)
    state = scene.session.game.state
    prompt = advance(app, scene, lambda p: p.kind == "copy" and state.cards[p.source].key == "kunoichi",
                     far_east=True, level="normal")
    lit: list[pygame.Rect] = []
    monkeypatch.setattr(kit_hud, "draw_playable", lambda surface, theme, rects: lit.extend(rects))
    # when the table is drawn
    scene.draw(app.surface)
    # then the panel asks, and each offered kept card is lit where it lies in its Domain
    assert scene.panel is not None and scene.panel.prompt is prompt
    kept = [o for o in prompt.options if scene.board.sprites.get(o) and scene.board.sprites[o].zone[0] == "kept"]
    assert kept and all(scene.board.sprites[o].rect in lit for o in kept)


def test_alliance_asks_its_subtype_in_words(app: App) -> None:
    scene = open_table(app, seed=KUNOICHI_AND_OUKA, far_east=True)
    state = scene.session.game.state
    advance(app, scene, lambda p: p.kind == "mode" and state.cards[p.source].key == "alliance", far_east=True,
            level="normal")
    assert scene.panel is not None
    assert [b.text for b in scene.panel.option_buttons][:5] == ["Military", "Magic", "Merchant", "Maid", "Strategy"]


def test_alliance_asks_its_subtype_in_japanese(app: App, language: Any) -> None:
    # given the window in Japanese, when Alliance asks me for a subtype
    language("ja")
    scene = open_table(app, seed=KUNOICHI_AND_OUKA, far_east=True)
    state = scene.session.game.state
    prompt = advance(app, scene, lambda p: p.kind == "mode" and state.cards[p.source].key == "alliance",
                     far_east=True, level="normal")
    # then the panel asks and answers in Japanese, the engine's prompt untouched
    assert scene.panel is not None and scene.panel.prompt is prompt
    assert scene.panel.text == "サブタイプを1つ宣言してください"
    assert [b.text for b in scene.panel.option_buttons][:5] == ["兵力", "魔法", "商人", "侍女", "計略"]


def test_the_declared_subtype_is_written_on_alliance_in_play_for_every_seat(app: App) -> None:
    # given Alliance asking me for a subtype
    scene = open_table(app, seed=KUNOICHI_AND_OUKA, far_east=True)
    state = scene.session.game.state
    prompt = advance(app, scene, lambda p: p.kind == "mode" and state.cards[p.source].key == "alliance",
                     far_east=True, level="normal")
    alliance = prompt.source
    # when I declare Magic
    assert scene.issue(0, ("pick", (1,))) is None
    app.step()
    scene.finish_animations()
    # then both seats' pictures write "Magic" on that Alliance in my field while the turn lasts
    for viewer in (0, 1):
        picture = place(seat_table(scene, viewer), scene.layout, StackSlots())
        rect = picture.spots[alliance].rect
        assert any(b.text == "Magic" and rect.collidepoint(b.center) for b in picture.badges)


def test_oukas_ability_is_offered_at_the_end_of_the_second_phase(app: App) -> None:
    scene = open_table(app, seed=KUNOICHI_AND_OUKA, far_east=True)
    state = scene.session.game.state
    prompt = advance(app, scene, lambda p: p.source is not None and state.cards[p.source].key == "ouka",
                     far_east=True, level="normal")
    assert state.phase == "second" and prompt.min == 0
    assert scene.panel is not None and "Ouka" in scene.panel.title


def test_pointing_at_a_counter_or_a_taxation_token_says_what_it_is(app: App, monkeypatch: Any) -> None:
    # given my Main Phase with Coin counters and a taxed pile
    scene = open_table(app, far_east=True)
    state = scene.session.game.state
    advance(app, scene, lambda p: can_cash(p) and bool(state.taxed), far_east=True)
    hints: list[tuple[str, bool]] = []
    monkeypatch.setattr(hud, "draw_token_hint", lambda surface, theme, token, mine: hints.append((token.kind, mine)))
    # when the pointer rests on my Coin counter, then on a Taxation token
    for token in (coin_token(scene), next(t for t in scene.board.picture.tokens if t.kind == "tax")):
        post(pygame.MOUSEMOTION, pos=token.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        app.step()
        scene.draw(app.surface)
    # then each is explained, mine as mine
    assert ("coin", True) in hints and ("tax", False) in hints
    assert "click" in hud.TOKEN_HINTS["own coin"] and "{number}" in hud.TOKEN_HINTS["tax"]

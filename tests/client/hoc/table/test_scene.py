"""The table scene driven by the mouse: every drag emits the command the engine expects, illegal
drops spring back with the engine's reason, and the picture matches the viewer's knowledge."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.hoc.table.scene import TableScene
from tests.client.helpers_client import click, key, post
from tests.client.hoc.table.driver import advance, card_center, drag, has_option, open_table, option_cards


def hand_of(scene: TableScene) -> list[int]:
    return list(scene.session.game.state.players[0].hand)


def test_dragging_a_hand_card_to_the_field_plays_it(app: App) -> None:
    # given my Main Phase with a playable card
    scene = open_table(app)
    prompt = advance(app, scene, has_option("play"))
    _, card = option_cards(prompt, "play")[0]
    # when I drag it onto my field
    drag(app, card_center(scene, card), scene.layout.field.center)
    # then the engine played it and the table shows it in my field
    state = scene.session.game.state
    assert card in state.players[0].field
    assert scene.board.sprites[card].zone == ("field", 0)


def test_a_drop_on_no_target_springs_back_and_changes_nothing(app: App) -> None:
    scene = open_table(app)
    advance(app, scene, has_option("play"))
    card = hand_of(scene)[0]
    before = list(scene.session.game.commands)
    drag(app, card_center(scene, card), (scene.layout.hand.centerx, scene.layout.hand.bottom - 5))
    assert scene.session.game.commands == before
    assert card in scene.session.game.state.players[0].hand


def test_an_illegal_drop_shows_the_engines_reason(app: App) -> None:
    # given my Second Phase with fewer coins than a Duke costs
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "second" and scene.session.game.state.turn.coins < 8)
    duke = scene.session.game.state.basic["duke"][-1]
    before = list(scene.session.game.commands)
    # when I drag the Duke to my side
    drag(app, card_center(scene, duke), scene.layout.field.center)
    # then nothing is bought, the card is back on its pile and the refusal is shown
    assert scene.session.game.commands == before
    assert scene.board.sprites[duke].zone == ("basic", "duke")
    assert scene.refused and scene.refused[-1].startswith("Duke costs 8; you have") and scene.toast == scene.refused[-1]


def test_dragging_a_market_card_to_my_side_buys_it(app: App) -> None:
    scene = open_table(app)
    prompt = advance(app, scene, has_option("buy"))
    _, card = option_cards(prompt, "buy")[0]
    drag(app, card_center(scene, card), scene.layout.field.center)
    state = scene.session.game.state
    assert card in state.players[0].discard
    assert state.turn.second_action == "buy" or state.turn.seat != 0


def test_dragging_a_princess_to_my_side_backs_her(app: App) -> None:
    scene = open_table(app, seed=5)
    prompt = advance(app, scene, has_option("back"))
    _, princess = option_cards(prompt, "back")[0]
    drag(app, card_center(scene, princess), scene.layout.domain.center)
    assert scene.session.game.state.players[0].princess == princess


def test_keep_and_recall_by_dragging(app: App) -> None:
    # given a territory in my Domain and a card I may keep on it
    scene = open_table(app, seed=10)
    prompt = advance(app, scene, has_option("keep"))
    _, card, territory = option_cards(prompt, "keep")[0]
    # when I drop the card on the territory, it is kept there
    drag(app, card_center(scene, card), card_center(scene, territory))
    kept = scene.session.game.state.players[0].kept
    assert kept.get(territory) == card
    assert scene.board.sprites[card].zone == ("kept", 0)
    # and when I drag it back to my hand, it is recalled
    prompt = scene.session.human_prompt()
    assert prompt is not None and ("recall", card) in prompt.options
    drag(app, card_center(scene, card), scene.layout.hand.center)
    assert card in scene.session.game.state.players[0].hand


def test_dragging_a_duke_to_my_domain_sets_it(app: App) -> None:
    # given my Second Phase with a Duke in hand and a princess backed
    scene = open_table(app)
    cards = scene.session.game.state.cards
    prompt = advance(app, scene, lambda p: p.offers_commands and any(o[0] == "set" and cards[o[1]].key == "duke"
                                                                for o in p.options))
    duke = next(o[1] for o in prompt.options if o[0] == "set" and cards[o[1]].key == "duke")
    # when I drag it onto my Domain
    drag(app, card_center(scene, duke), (scene.layout.domain.right - 5, scene.layout.domain.centery))
    # then it is set there, and its points count
    assert duke in scene.session.game.state.players[0].domain
    assert scene.board.sprites[duke].zone == ("domain", 0)


def test_declare_button_declares_coronation(app: App) -> None:
    scene = open_table(app, seed=2)
    advance(app, scene, has_option("declare"))
    assert scene.declare.enabled
    click(app, scene.declare.rect.center)
    assert scene.session.game.state.players[0].declared


def test_a_double_click_that_cannot_be_done_says_why(app: App) -> None:
    # given my Main Phase (nothing is bought before the Second Phase)
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "main")
    duke = scene.session.game.state.basic["duke"][-1]
    commands = list(scene.session.game.commands)
    # when I double-click it
    at = card_center(scene, duke)
    click(app, at)
    click(app, at)
    # then nothing happens, and the table says why in the engine's words
    assert scene.session.game.commands == commands
    assert "bought only in the Second Phase" in scene.toast


def test_a_refusal_reads_in_the_windows_language(app: App, language: Any) -> None:
    # given my Main Phase, the window in Japanese
    language("ja")
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "main")
    duke = scene.session.game.state.basic["duke"][-1]
    # when the Duke is asked to be bought, then the toast says why in Japanese
    assert scene.issue(0, ("buy", duke)) is not None
    assert scene.toast == "カードの購入はセカンドフェイズにのみ行えます。先にメインフェイズを終えてください"


def test_double_click_plays_a_card(app: App) -> None:
    scene = open_table(app)
    prompt = advance(app, scene, has_option("play"))
    _, card = option_cards(prompt, "play")[0]
    at = card_center(scene, card)
    click(app, at)
    click(app, at)
    assert card in scene.session.game.state.players[0].field


def test_end_phase_button_and_hotkey(app: App) -> None:
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "main")
    click(app, scene.end_phase.rect.center)
    state = scene.session.game.state
    assert state.phase == "second" or state.turn.seat != 0
    advance(app, scene, lambda p: p.kind == "second")
    key(app, pygame.K_e)
    assert scene.session.game.state.turn.seat != 0 or scene.session.game.state.turn.number > 1


def test_right_click_zooms_any_visible_card(app: App) -> None:
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "main")
    card = hand_of(scene)[0]
    post(pygame.MOUSEBUTTONDOWN, pos=card_center(scene, card), button=3)
    app.step()
    assert scene.zoom_key == scene.session.game.state.cards[card].key
    key(app, pygame.K_ESCAPE)
    assert scene.zoom_key is None


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_picture_never_shows_a_card_the_viewer_cannot_see(app: App, seats: int) -> None:
    """Every face-up sprite is a card the viewer's own view shows; every other card is a back."""
    scene = open_table(app, seats=seats, seed=seats)
    game = scene.session.game
    for _ in range(12):
        advance(app, scene, lambda p: p.offers_commands)
        view = game.view(0)
        public = {c["id"] for p in view["players"] for zone in ("discard", "field") for c in p[zone]}
        public |= {c["id"] for c in view["players"][0]["hand"]}
        public |= {d["card"]["id"] for p in view["players"] for d in view["players"][p["seat"]]["domain"]}
        public |= {d["kept"]["id"] for p in view["players"] for d in p["domain"] if d["kept"]}
        public |= {p["princess"]["id"] for p in view["players"] if p["princess"]}
        public |= {c["id"] for pile in view["market"]["basic"].values() for c in pile}
        public |= {c["id"] for pile in view["market"]["stacks"].values() for c in pile}
        public |= {c["id"] for zone in ("curses", "princesses", "outskirts") for c in view[zone]}
        public |= {r["card"]["id"] for p in view["players"] for r in p["draw"]["revealed"]}
        for ident, sprite in scene.board.sprites.items():
            if sprite.key is not None:
                assert isinstance(ident, int) and ident in public, f"{ident} drawn face up"
                assert game.state.cards[ident].key == sprite.key
        prompt = game.prompt()
        assert prompt is not None
        end = next(o for o in prompt.options if o[0] in ("end_main", "end_turn")) if prompt.offers_commands else None
        if end is None:
            break
        scene.issue(0, end)


def test_screenshots_of_the_table(app: App, screenshot_dir) -> None:
    for seats in (2, 3, 4):
        scene = open_table(app, seats=seats, seed=seats + 20)
        game = scene.session.game
        advance(app, scene, lambda p: has_option("play")(p) and game.state.turn.number >= 8 + 2 * seats)  # noqa: B023
        for size in ((1280, 720), (1920, 1080)):
            app.set_window_size(size)
            app.step()
            app.screenshot(str(screenshot_dir / f"table_{seats}p_{size[0]}x{size[1]}.png"))
        app.pop()
        app.set_window_size((1280, 720))


def test_hovering_a_card_zooms_it_after_a_moment(app: App) -> None:
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "main")
    duke = scene.session.game.state.basic["duke"][-1]
    post(pygame.MOUSEMOTION, pos=card_center(scene, duke), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    assert scene.zoom_key is None
    scene.update(0.6)
    assert scene.zoom_key == "duke"


def test_hovering_a_log_line_zooms_the_card_it_names(app: App) -> None:
    # given a log that names cards
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "second")
    log = scene.log
    line = next(i for i, logged in enumerate(log.lines) if logged.card is not None)
    row = next(r for r, (_, index) in enumerate(log.rows) if index == line)
    log.scroll = row * log.row_height
    log.follow = False
    # when the pointer rests on that line
    at = (log.rect.x + log.rect.width // 3, log._content_rect().y + 2)
    post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    scene.update(0.6)
    # then the card it names is shown large
    assert scene.zoom_key == log.lines[line].card


def test_a_log_line_carries_the_card_its_events_name_whatever_the_players_are_called(app: App) -> None:
    # given players called "Duke" and "City" (names of cards)
    from hoc_desktop.client.hoc.setup import make_setup
    from hoc_desktop.client.kit.session import GameSession
    kinds = ["human", "normal"]
    setup = make_setup(kinds, "First Time Playing", 3)
    setup["players"] = ["Duke", "City"]
    session = GameSession(setup, kinds, worker=None)
    scene = TableScene(app, session, on_game_over=lambda s: None, on_leave=lambda: None, speed="instant")
    app.push(scene)
    app.step()
    # then the deal's line about Duke's draw carries the first card drawn, not the Duke
    game = session.game
    draws = [line for line in scene.log.lines if line.text.startswith("Duke draws")]
    first_drawn = game.state.cards[game.state.players[0].hand[0]].key
    assert draws and draws[0].card == first_drawn
    # and a line naming no card carries none, though it names a player called Duke
    assert all(line.card is None for line in scene.log.lines if line.text.startswith("Seating"))


def test_an_opponents_coronation_is_explained_in_words(app: App) -> None:
    # given a game where the opponent has just declared a coronation ceremony
    scene = open_table(app, seed=5)
    game = scene.session.game
    advance(app, scene, lambda p: game.state.players[1].declared)
    # then the table says what it means, not only a badge
    assert "declared a coronation ceremony" in scene.toast and "wins" in scene.toast


def test_the_results_chart_counts_turns_as_the_table_does(app: App) -> None:
    # given a three-player game at the table's turn 7
    scene = open_table(app, seats=3, seed=4)
    game = scene.session.game
    advance(app, scene, lambda p: p.offers_commands and game.state.turn.number >= 7)
    # then every seat has one point total per finished turn of the table, whoever played it
    finished = game.state.turn.number - 1
    assert [len(series) for series in scene.points_by_turn] == [finished] * 3
    assert scene.summary().points_by_turn == scene.points_by_turn


def test_a_held_market_card_leaves_the_card_beneath_it_on_its_pile(app: App) -> None:
    # given my Second Phase and the City pile (many cards) as drawn at rest
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "second")
    city = scene.session.game.state.basic["city"][-1]
    spot = scene.board.sprites[city].target.inflate(-12, -12)      # the face, not the playable glow
    app.step()
    before = pygame.image.tobytes(app.surface.subsurface(spot), "RGB")
    # when its top card is picked up and held away from the pile
    start = spot.center
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step()
    post(pygame.MOUSEMOTION, pos=(start[0] + 200, start[1] + 250), rel=(0, 0), buttons=(1, 0, 0))
    app.step()
    assert scene.drag is not None and scene.drag.moved
    # then the pile still shows a City where the held one lay
    during = pygame.image.tobytes(app.surface.subsurface(spot), "RGB")
    assert during == before
    post(pygame.MOUSEBUTTONUP, pos=start, button=1)
    app.step()


def test_your_domain_and_field_are_labelled_and_divided_once_cards_lie_there(app: App, monkeypatch: Any) -> None:
    # given a game where my Domain and my field both hold cards
    from hoc_desktop.client.hoc.table import hud
    scene = open_table(app, seed=9)
    game = scene.session.game
    advance(app, scene, lambda p: p.offers_commands and len(game.state.players[0].domain) >= 3
            and len(game.state.players[0].field) >= 1)
    labels: list[str] = []
    dividers: list[int] = []
    monkeypatch.setattr(hud, "draw_area_label", lambda surface, theme, area, text: labels.append(text))
    monkeypatch.setattr(hud, "draw_area_divider",
                        lambda surface, theme, left, right: dividers.append(right.x - left.right))
    # when the table is drawn
    scene.dirty = True
    app.step()
    # then each area is named under its cards (the Domain with its points) and a line divides them
    assert labels == [f"Your Domain: {scene.table.points(0)} points", "Your field"] and dividers


def test_a_rebuilt_table_keeps_every_random_market_stack_in_its_slot(app: App) -> None:
    # given a game in which Random Market stacks have emptied and new ones came into their slots
    scene = open_table(app, seed=6)
    game = scene.session.game
    dealt = set(scene.board.picture.stack_slots)
    advance(app, scene, lambda p: p.offers_commands and not dealt <= set(game.state.stacks)
            and game.state.turn.number > 4)
    before = dict(scene.board.picture.stack_slots)
    # when the table is rebuilt from the viewer's stream (as after an undo or a hot-seat hand-over)
    scene._forget_viewer()
    scene._show(scene.session.events(0), animate=False)
    # then every stack is in the slot it was in
    assert scene.board.picture.stack_slots == before


def test_the_table_sounds_its_events_and_m_mutes(app: App) -> None:
    # given a table whose sounds are recorded
    heard: list[str] = []
    app.sounds.play = heard.append                     # type: ignore[method-assign]
    scene = open_table(app)
    # when the game is played to my turn, then the deal's shuffles and draws and my turn were heard
    advance(app, scene, lambda p: p.kind == "main")
    assert {"shuffle", "draw", "turn"} <= set(heard)
    # when a card is played, its sound follows
    prompt = advance(app, scene, has_option("play"))
    heard.clear()
    scene.issue(0, next(o for o in prompt.options if o[0] == "play"))
    app.step()
    assert "play" in heard
    # M mutes (and says so); a rebuilt table makes no sound
    key(app, pygame.K_m)
    assert app.sounds.muted and scene.toast.startswith("Sound off")
    key(app, pygame.K_m)
    assert not app.sounds.muted
    heard.clear()
    scene._forget_viewer()
    scene._show(scene.session.events(0), animate=False)
    assert heard == []

"""Playing without a mouse: a whole turn by keyboard alone, the help overlay and the menu."""

from __future__ import annotations

import pygame

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.menu import HelpScene, MenuScene
from hoc_desktop.client.hoc.table.keys import BINDINGS, action_for, help_rows
from hoc_desktop.client.hoc.table.scene import TableScene
from tests.client.helpers_client import key, post
from tests.client.hoc.table.driver import advance, has_option, open_table

STEPS = 60


def focus_on(app: App, scene: TableScene, card: int) -> None:
    """Press arrow keys as a player would until `card` has the focus."""
    for _ in range(6):
        for _ in range(STEPS):
            if scene.card_focus == card:
                return
            rows = scene.focus_rows()
            row = next((i for i, r in enumerate(rows) if any(s.ident == card for s in r)), None)
            here = next((i for i, r in enumerate(rows) if any(s.ident == scene.card_focus for s in r)), None)
            if row is not None and row == here:
                key(app, pygame.K_RIGHT)
            else:
                key(app, pygame.K_UP)
    raise AssertionError(f"could not reach card {card} with the arrow keys")


def test_a_whole_turn_by_keyboard(app: App) -> None:
    # given the start of my turn, with no mouse at all
    scene = open_table(app, seed=5)
    advance(app, scene, lambda p: p.kind == "main" and scene.session.game.state.turn.number > 2)
    game = scene.session.game
    turn = game.state.turn.number
    # when I play every card I can with the arrows and Enter
    played = 0
    while True:
        prompt = game.prompt()
        plays = [o[1] for o in prompt.options if o[0] == "play"] if prompt.kind == "main" else []
        if not plays:
            break
        focus_on(app, scene, plays[0])
        key(app, pygame.K_RETURN)
        assert game.commands[-1] == (0, ("play", plays[0]))
        played += 1
        scene.finish_animations()
        if scene.panel is not None:                    # a question: answer it with digits and Enter
            key(app, pygame.K_1)
            key(app, pygame.K_RETURN)
    assert played >= 1
    # and end the Main Phase with E, buy the first thing I can afford, and end the turn with E
    if game.prompt().kind == "main":
        key(app, pygame.K_e)
    prompt = game.prompt()
    assert prompt.kind == "second"
    buys = [o[1] for o in prompt.options if o[0] == "buy"]
    if buys:
        focus_on(app, scene, buys[0])
        key(app, pygame.K_RETURN)
        assert game.commands[-1] == (0, ("buy", buys[0]))
    key(app, pygame.K_e)
    if scene.app.top is not scene:                     # the unspent-coins question: Enter ends the turn
        key(app, pygame.K_RETURN)
    # then the turn passed to the next player
    assert game.state.turn.number > turn


def test_zoom_and_keep_keys(app: App) -> None:
    scene = open_table(app, seed=10)
    prompt = advance(app, scene, has_option("keep"))
    _, card, _territory = next(o for o in prompt.options if o[0] == "keep")
    focus_on(app, scene, card)
    key(app, pygame.K_z)
    assert scene.zoom_key == scene.session.game.state.cards[card].key
    key(app, pygame.K_z)
    assert scene.zoom_key is None
    key(app, pygame.K_k)
    assert card in scene.session.game.state.players[0].kept.values()


def test_help_lists_every_binding_and_esc_opens_the_menu(app: App) -> None:
    scene = open_table(app)
    key(app, pygame.K_F1)
    assert isinstance(app.top, HelpScene)
    labels = [keys for keys, _ in app.top.rows]
    assert all(b.label in labels for b in BINDINGS if b.label) and len(help_rows()) == len(labels)
    key(app, pygame.K_a)                               # any key closes it
    assert app.top is scene
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    key(app, pygame.K_RETURN)                          # Resume (the first choice has the focus)
    assert app.top is scene


def test_screenshots_of_help_and_menu(app: App, screenshot_dir) -> None:
    scene = open_table(app)
    for size in ((1280, 720), (1920, 1080)):
        app.set_window_size(size)
        for scale in (1.0, 2.0):
            app.set_appearance(text_scale=scale)
            key(app, pygame.K_F1)
            app.screenshot(str(screenshot_dir / f"table_help_{size[0]}x{size[1]}_{int(scale * 100)}.png"))
            key(app, pygame.K_a)
            key(app, pygame.K_ESCAPE)
            app.screenshot(str(screenshot_dir / f"table_menu_{size[0]}x{size[1]}_{int(scale * 100)}.png"))
            key(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_after_enter_plays_a_card_the_focus_stays_in_the_hand(app: App) -> None:
    # given the keyboard focus on a playable hand card
    scene = open_table(app)
    prompt = advance(app, scene, has_option("play"))
    card = next(o[1] for o in prompt.options if o[0] == "play")
    hand = sorted((s for s in scene.board.sprites.values() if s.zone == ("hand", 0)), key=lambda s: s.order)
    scene.card_focus = card
    # when Enter plays it
    key(app, pygame.K_RETURN)
    for _ in range(3):
        app.step()
    # then the focus is on a card still in the hand (the next one), not on the played card in the field
    assert card in scene.session.game.state.players[0].field
    assert scene.card_focus in scene.session.game.state.players[0].hand
    idents = [s.ident for s in hand]
    following = idents[idents.index(card) + 1] if idents.index(card) + 1 < len(idents) else idents[-2]
    assert scene.card_focus == following


def test_every_key_means_one_thing_and_m_is_mute() -> None:
    pressed = [(code, b.ctrl) for b in BINDINGS for code in b.keys]
    assert len(pressed) == len(set(pressed))
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m")
    assert action_for(event) == "mute"


def test_one_press_of_e_ends_only_the_main_phase(app: App) -> None:
    # given my Main Phase with nothing left but to end it (and a card to recall), unspent coins not asked
    scene = open_table(app, seed=10)
    advance(app, scene, lambda p: p.kind == "main" and not any(o[0] == "play" for o in p.options))
    game = scene.session.game
    before = len(game.commands)
    # when one press of E comes with a repeat before its KEYUP (a frame slower than the repeat delay)
    post(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="e", scancode=0)
    post(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="e", scancode=0)
    post(pygame.KEYUP, key=pygame.K_e, mod=0, unicode="e", scancode=0)
    app.step()
    # then only the Main Phase ended: the buy phase is mine
    assert game.commands[before:] == [(0, ("end_main",))]
    assert game.prompt().kind == "second"

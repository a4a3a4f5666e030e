"""A whole Crown Rivals game played through the window's gestures: every decision of seat 0 is a
drag, a key or a prompt panel answer, as a player makes it; seat 1 is an AI answered directly."""

from __future__ import annotations

from typing import Any

import pygame

from hoc_desktop.ai.crown_rivals import make_policy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.client.ui.app import App
from hoc_desktop.engine.crown_rivals.view import SeatView
from tests.client.crown_rivals.test_table import drag, rect_of, table_for
from tests.client.helpers_client import key

MAX_STEPS = 20_000


def gesture(app: App, scene: Any, command: tuple[Any, ...]) -> None:
    """Make `command` the way a player would."""
    L = scene.layout
    verb = command[0]
    if verb == "pick":
        options = scene.panel.prompt.options
        if not command[1]:
            key(app, pygame.K_ESCAPE)
            return
        for value in command[1]:
            key(app, pygame.K_1 + options.index(value))
        if scene.panel is not None and not scene.panel.answered:
            key(app, pygame.K_RETURN)
    elif verb == "play" and len(command) == 3:
        drag(app, rect_of(scene, "hand", command[2]).center, rect_of(scene, "hand", command[1]).center)
    elif verb == "play":
        drag(app, rect_of(scene, "hand", command[1]).center, L.my_play.center)
    elif verb == "currency":
        drag(app, rect_of(scene, "hand", command[1]).center, L.currency.center)
    elif verb == "buy":
        drag(app, rect_of(scene, "market", command[1]).center, L.my_play.center)
    elif verb == "remove":
        pos = rect_of(scene, "their_spades", command[1]).center
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        app.step()
        key(app, pygame.K_RETURN)
    else:
        key(app, pygame.K_e)


def play_by_gestures(app: App, seed: int = 21) -> tuple[Any, set[str]]:
    """A table where I (seat 0) decide what the normal level would, by gestures, and the rival is
    `easy`, answered directly, played to its end: the table and the verbs used."""
    scene = table_for(app, seed)
    session = scene.session
    game = session.game
    pilot, rival = make_policy("normal", 1), make_policy("easy", 2)
    gestures: set[str] = set()
    for _ in range(MAX_STEPS):
        app.step()
        prompt = game.prompt()
        if prompt is None:
            break
        if prompt.seat == 1:
            game.submit(1, split_decision(rival.decide(prompt, SeatView.of(game.state, 1)))[0])
            continue
        command = split_decision(pilot.decide(prompt, SeatView.of(game.state, 0)))[0]
        before = len(game.commands)
        gesture(app, scene, command)
        # then each gesture reached the engine as exactly that command
        assert len(game.commands) == before + 1, f"{command} did not reach the engine ({scene.toasts.text})"
        assert game.commands[-1] == (0, command)
        gestures.add(command[0])
    return scene, gestures


def test_a_whole_game_by_gestures_reaches_its_end(app: App) -> None:
    # given a table where I (seat 0) decide what the normal level would, when I play it by gestures
    scene, gestures = play_by_gestures(app)
    # then it reaches its end with every gesture taken as its command
    game = scene.session.game
    assert game.over and scene.refused == []
    assert {"play", "currency", "buy", "end_turn", "pick"} <= gestures


def test_the_crown_rivals_smoke_test_reaches_the_results(capsys: Any) -> None:
    from hoc_desktop.cli.main import main
    assert main(["--game", "crown-rivals", "--smoke-test"]) == 0
    out = capsys.readouterr().out.strip()
    assert out.startswith("smoke ok: Crown Rivals ") and " turns, continued at turn " in out

"""Whole games through the window: a human seat played with the mouse against the AI process to
the results screen, the smoke test, the command line's window entry, and closing the window while
`hard` is thinking."""

from __future__ import annotations

import multiprocessing
import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.cli.main import main
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.hoc.setup import FAR_EAST_SETS, GameChoice, card_set_choices, make_setup
from hoc_desktop.client.main import table_games
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.client.scenes.results import ResultsScene
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.engine import Prompt
from hoc_desktop.engine.hoc.seat_view import SeatView
from tests.client.helpers_client import click, post
from tests.client.helpers_packs import GUARDIAN_PACK, GUARDIAN_SETS, library
from tests.client.hoc.table.driver import FAR_EAST_MARKET, card_center, drag, far_east_first

MAX_FRAMES = 60_000


def gesture(app: App, scene: TableScene, prompt: Prompt, command: Any) -> None:
    """Carry out `command` the way a player would: a drag, a click on a button, chip or panel."""
    L = scene.layout
    verb = command[0]
    if verb == "play":
        drag(app, card_center(scene, command[1]), L.field.center)
    elif verb == "keep":
        drag(app, card_center(scene, command[1]), card_center(scene, command[2]))
    elif verb == "recall":
        drag(app, card_center(scene, command[1]), L.hand.center)
    elif verb in ("buy", "back"):
        drag(app, card_center(scene, command[1]), L.field.center)
    elif verb == "set":
        drag(app, card_center(scene, command[1]), (L.domain.right - 5, L.domain.centery))
    elif verb in ("end_main", "end_turn"):
        click(app, scene.end_phase.rect.center)
        if isinstance(app.top, ConfirmScene):          # coins left unspent: yes, end the turn
            click(app, app.top.yes.rect.center)
    elif verb == "declare":
        click(app, scene.declare.rect.center)
    elif verb == "cash_coin":
        click(app, next(t for t in scene.board.picture.tokens if t.kind == "coin" and t.seat == 0).rect.center)
    elif verb in ("activate", "hand_activate"):
        rect = next(r for r, _, c in scene.chips() if c == command)
        click(app, rect.center)
    elif verb == "pick":
        panel = scene.panel
        assert panel is not None, f"no panel for {prompt.kind}"
        if panel.instant and command[1]:
            rects = dict(panel.option_rects())
            click(app, rects[command[1][0]].center)
        elif not command[1]:
            assert panel.decline_button is not None
            click(app, panel.decline_button.rect.center)
        else:
            for value in command[1]:
                click(app, dict(panel.option_rects())[value].center)
            click(app, panel.confirm_button.rect.center)
    else:
        raise AssertionError(f"no gesture for {command}")


def play_by_mouse(app: App, scene: TableScene, advisor: Any) -> set[str]:
    """Make every decision of seat 0 (what `advisor` decides) by mouse gestures, whenever the table
    offers it, until the results screen; the verbs used."""
    gestures: set[str] = set()
    for _ in range(MAX_FRAMES):
        if isinstance(app.top, ResultsScene):
            break
        app.step()
        prompt = scene.session.human_prompt()
        if (prompt is None or scene.pacer.pending or scene.board.moving
                or (not prompt.offers_commands and scene.panel is None)):
            continue
        command, _ = split_decision(advisor.decide(prompt, SeatView(scene.session.game.state, 0)))
        before = len(scene.session.game.commands)
        gesture(app, scene, prompt, command)
        assert len(scene.session.game.commands) == before + 1, f"{command} did not reach the engine"
        assert scene.session.game.commands[-1] == (0, command)
        gestures.add(command[0])
    return gestures


def test_a_human_plays_a_whole_game_with_the_mouse_against_the_ai(app: App) -> None:
    # given a table against the AI process, where a policy tells "the human" what to do
    start = table_games(speed="instant")(app)
    kinds = ["human", "easy"]
    start(make_setup(kinds, "First Time Playing", 4), kinds)
    scene = app.top
    assert isinstance(scene, TableScene)
    # when every decision of mine is made by mouse gestures, whenever the table offers it
    gestures = play_by_mouse(app, scene, make_policy("normal", 7))
    # then the game ends on the results screen, without a single refused command
    assert isinstance(app.top, ResultsScene)
    assert scene.refused == []
    assert {"play", "buy", "end_main", "end_turn"} <= gestures
    summary = app.top.summary
    assert summary.players == ["You", "Easy"] and summary.reason in ("coronation", "overtime", "thirty_points",
                                                                     "judgment")


def test_a_human_plays_a_whole_guardians_game_with_the_mouse_against_the_ai(app: App, tmp_path: Path) -> None:
    """Given a Guardians game (the Guardians test pack's princesses make 8) against the AI process,
    when every decision of mine is made by mouse gestures, guardians taken in the panel, then the
    game ends on the results screen without a refused command, a guardian having lain on the table."""
    packs = library(tmp_path, GUARDIAN_PACK)
    sets = card_set_choices(packs)[GUARDIAN_SETS]
    kinds = ["human", "normal"]
    choice = GameChoice(kinds=tuple(kinds), seed=5, card_sets=sets, packs=packs.packs_for(sets), guardians=True)
    table_games(speed="instant")(app)(choice.setup(), kinds)
    scene = app.top
    assert isinstance(scene, TableScene)
    gestures = play_by_mouse(app, scene, make_policy("normal", 7))
    assert isinstance(app.top, ResultsScene) and scene.refused == []
    assert "pick" in gestures and scene.session.game.state.players[0].guardian
    assert any(sprite.zone == ("guardian", 0) and sprite.face_down for sprite in scene.board.sprites.values())


def play_far_east_by_mouse(app: App) -> tuple[TableScene, set[str], set[str]]:
    """A Far East game from the new-game choices (a Random market over both sets, ten Far East
    cards required) against the AI process, played to its end by mouse: "the human" cashes Coin
    counters whenever allowed and otherwise plays and buys Far East cards first
    (driver.far_east_first). The table, the verbs used and the pieces seen on the table."""
    start = table_games(speed="instant")(app)
    kinds = ["human", "easy"]          # normal plays Far East well enough to win before every piece shows
    choice = GameChoice(kinds=tuple(kinds), market="Random", seed=1, required=FAR_EAST_MARKET, card_sets=FAR_EAST_SETS)
    start(choice.setup(), kinds)
    scene = app.top
    assert isinstance(scene, TableScene)
    advisor = make_policy("easy", 7)
    gestures: set[str] = set()
    seen: set[str] = set()
    for _ in range(MAX_FRAMES):
        if isinstance(app.top, ResultsScene):
            break
        app.step()
        state = scene.session.game.state
        tokens = {t.kind for t in scene.board.picture.tokens}
        seen |= tokens | {"set_aside" for ident, sprite in scene.board.sprites.items() if sprite.zone[0] == "set_aside"}
        prompt = scene.session.human_prompt()
        if (prompt is None or scene.pacer.pending or scene.board.moving
                or (not prompt.offers_commands and scene.panel is None)):
            continue
        if prompt.offers_commands and ("cash_coin",) in prompt.options:
            command: Any = ("cash_coin",)
        else:
            command = far_east_first(scene.session.game, prompt, advisor)
        before = len(scene.session.game.commands)
        gesture(app, scene, prompt, command)
        assert len(scene.session.game.commands) == before + 1, f"{command} did not reach the engine"
        gestures.add(command[0])
        if prompt.source is not None:
            seen.add(f"asked by {state.cards[prompt.source].key}")
    return scene, gestures, seen


def test_a_human_plays_a_whole_far_east_game_with_the_mouse_against_the_ai(app: App) -> None:
    # given a Far East game against the AI process, when "the human" plays it by mouse
    scene, gestures, seen = play_far_east_by_mouse(app)
    # then the game ends on the results screen without a refused command, every Far East piece
    # having been on the table and the human having cashed Coins and taxed with the mouse
    assert isinstance(app.top, ResultsScene)
    assert scene.refused == []
    assert {"play", "buy", "cash_coin", "pick"} <= gestures
    assert {"coin", "ore", "tax", "set_aside", "asked by taxation", "asked by alliance",
            "asked by ouka"} <= seen, seen


def test_the_smoke_test_reaches_the_results(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--smoke-test"]) == 0
    out = capsys.readouterr().out.strip()
    assert out.startswith("smoke ok: ") and " turns, continued at turn " in out and "p99 frame" in out


def test_hoc_desktop_without_a_command_opens_the_window(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    opened: list[Any] = []
    monkeypatch.setattr("hoc_desktop.client.settings.settings_path", lambda: tmp_path / "settings.json")
    monkeypatch.setattr("hoc_desktop.client.main.run_client", lambda program, settings, resume, **_:
                        opened.append((settings.window_size, settings.fullscreen)) or 0)
    assert main([]) == 0
    assert main(["--size", "1600x900", "--fullscreen"]) == 0
    assert opened == [((1280, 720), False), ((1600, 900), True)]


def test_a_bad_window_size_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--size", "big"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--size" in err


def test_closing_the_window_while_hard_thinks_exits_at_once_and_leaves_no_process() -> None:
    # given a window whose AI worker is deep in a `hard@5` search
    app = App((1280, 720))
    app.fps = app.idle_fps = 1000
    start = table_games(stand_ins={0: "hard@5"})(app)
    start(make_setup(["human", "hard"], "First Time Playing", 9), ["human", "hard@5"])
    scene = app.top
    assert isinstance(scene, TableScene)
    deadline = time.monotonic() + 30
    while not (scene.session.thinking and time.monotonic() > deadline - 28):
        app.step()
        assert time.monotonic() < deadline
    assert multiprocessing.active_children()
    # when the window is closed
    post(pygame.QUIT)
    started = time.perf_counter()
    app.run()
    app.close()
    # then everything is gone within a second
    assert time.perf_counter() - started < 1.0
    assert multiprocessing.active_children() == []

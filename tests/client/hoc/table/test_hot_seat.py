"""Hot-seat: humans share one window. Before each human decides, a curtain hides the table until
they take it, and every screen shows only what the seat in front of it may know."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.main import Program
from hoc_desktop.client.settings import Settings
from hoc_desktop.client.hoc.table.board import Board
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.engine.hoc.seat_view import SeatView
from tests.client.helpers_client import click, key

MAX_STEPS = 20_000


def visible_ids(view: dict[str, Any]) -> set[int]:
    """Every card id a seat's view shows face up."""
    ids: set[int] = set()

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            if set(value) == {"id", "key"}:
                ids.add(value["id"])
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(view)
    return ids


def test_two_humans_and_an_ai_never_see_each_others_secrets(app: App, monkeypatch: Any) -> None:
    # given a hot-seat game of two humans and an AI played by in-process policies, screens recorded
    kinds = ["human", "human", "easy"]       # no AI process: the test plays seat 2's policy itself
    session = GameSession(make_setup(kinds, "First Time Playing", 12), kinds, worker=None)
    scene = TableScene(app, session, on_game_over=lambda s: None, on_leave=lambda: None, speed="instant")
    app.push(scene)
    shown: list[tuple[int, set[int]]] = []
    draw = Board.draw

    def recording(board: Board, surface: Any, skip: Any = None) -> None:
        viewer = scene.session.viewer
        faces = {s.ident for s in board.sprites.values() if s.key is not None}
        leaving = {s.ident for s in board.leaving if s.key is not None}
        # then every frame drawn for a viewer shows only cards that viewer may see right now
        assert faces <= visible_ids(session.game.view(viewer)), "a hidden card was drawn face up"
        assert leaving <= set(scene.table.keys)
        shown.append((viewer, faces))
        draw(board, surface, skip)

    monkeypatch.setattr(Board, "draw", recording)
    policies = {s: make_policy("easy", 40 + s) for s in range(3)}
    game = session.game
    curtains = 0
    hands_over = 0
    # when the humans (seats 0 and 1) play by the window and seat 2 by the engine directly
    for _ in range(MAX_STEPS):
        if game.over or game.state.turn.number > 14:
            break
        app.step()
        prompt = game.prompt()
        if scene.curtain is not None:
            curtains += 1
            before = len(shown)
            app.step()
            assert len(shown) == before, "the table was drawn behind the curtain"
            click(app, (10, 10))
            hands_over += 1
            assert scene.curtain is None and session.viewer == prompt.seat
            continue
        command, _ = split_decision(policies[prompt.seat].decide(prompt, SeatView(game.state, prompt.seat)))
        if prompt.seat == 2:
            game.submit(2, command)
        elif prompt.seat == session.viewer and not scene.pacer.pending:
            assert scene.issue(prompt.seat, command) is None
    assert curtains >= 4 and hands_over == curtains
    assert {viewer for viewer, _ in shown} == {0, 1}


def test_the_curtain_hides_everything_and_the_log_is_the_new_viewers(app: App) -> None:
    # given two humans; seat 0 ends its turn
    kinds = ["human", "human"]
    session = GameSession(make_setup(kinds, "First Time Playing", 2), kinds, worker=None)
    scene = TableScene(app, session, on_game_over=lambda s: None, on_leave=lambda: None, speed="instant")
    app.push(scene)
    app.step()
    first = session.game.prompt().seat
    if scene.curtain is not None:
        click(app, (10, 10))
    assert session.viewer == first
    while session.game.prompt().seat == first:
        prompt = session.game.prompt()
        assert scene.issue(first, next(o for o in prompt.options if o[0] in ("end_main", "end_turn"))) is None
        app.step()
    app.step()
    # then the table waits behind a curtain for the other player
    other = session.game.prompt().seat
    assert scene.curtain == other
    # when they click, the table and the log are theirs: their hand face up, the first player's draw unnamed
    click(app, (10, 10))
    assert session.viewer == other and scene.table.seat == other
    hand = session.game.state.players[other].hand
    assert all(scene.board.sprites[c].key is not None for c in hand)
    theirs = [scene.table.keys.get(c) for c in session.game.state.players[first].hand]
    assert theirs == [None] * len(theirs)
    drew = [line for line in scene.log.lines if line.text.startswith(session.setup["players"][first] + " draws")]
    assert drew and all(line.text.endswith("cards.") or line.text.endswith("card.") for line in drew)


# ---------------------------------------------------------------- nothing before the curtain

class Watch:
    """Records every frame the board draws, and fails a test the moment one is drawn for a seat
    that has not passed the curtain since its table opened, or shows a card its seat may not see."""

    def __init__(self, app: App, monkeypatch: Any) -> None:
        self.app = app
        self.passed: dict[int, set[int]] = {}        # id(scene) -> seats that took that table
        self.frames = 0
        draw, hand_over = Board.draw, TableScene.hand_over
        watch = self

        def recording(board: Board, surface: Any, skip: Any = None) -> None:
            scene = next(s for s in app.scenes if isinstance(s, TableScene) and s.board is board)
            viewer = scene.session.viewer
            assert scene.curtain is None, "the table was drawn behind the curtain"
            if scene.session.hot_seat:
                assert viewer in watch.passed.get(id(scene), set()), "drawn before its player took the table"
            faces = {s.ident for s in board.sprites.values() if s.key is not None}
            assert faces <= visible_ids(scene.session.game.view(viewer)), "a hidden card was drawn face up"
            watch.frames += 1
            draw(board, surface, skip)

        def taking(scene: TableScene) -> None:
            if scene.curtain is not None:
                watch.passed.setdefault(id(scene), set()).add(scene.curtain)
            hand_over(scene)

        monkeypatch.setattr(Board, "draw", recording)
        monkeypatch.setattr(TableScene, "hand_over", taking)

    def opens_behind_the_curtain(self, frames: int = 6) -> TableScene:
        """Then: the table that just opened shows the curtain for the person who decides next, and
        neither draws nor tells anything of anyone's (no board frame, no log line, no question)."""
        scene = self.app.top
        assert isinstance(scene, TableScene)
        before = self.frames
        for _ in range(frames):
            self.app.step()
        assert scene.curtain is not None and scene.curtain == scene.session.next_person()
        assert self.frames == before and not scene.log.lines and scene.panel is None
        assert scene.session.human_prompt() is None
        return scene

    def take(self, scene: TableScene) -> int:
        """The person behind the curtain takes the table (a click); their seat."""
        seat = scene.curtain
        click(self.app, (10, 10))
        assert scene.curtain is None and scene.session.viewer == seat
        for _ in range(4):
            self.app.step()
        return seat


def play_until(app: App, scene: TableScene, done: Any, seed: int = 7) -> None:
    """Play every seat with `easy` policies (people through the table, passing curtains) until `done()`."""
    game = scene.session.game
    policies = {s: make_policy("easy", seed + s) for s in range(len(game.state.players))}
    for _ in range(MAX_STEPS):
        if done():
            return
        app.step()
        if scene.curtain is not None:
            click(app, (10, 10))
            continue
        prompt = game.prompt()
        if prompt is None:                      # over: the table shows its last moves, then the results
            continue
        command, _ = split_decision(policies[prompt.seat].decide(prompt, SeatView(game.state, prompt.seat)))
        if prompt.seat not in scene.session.people():
            game.submit(prompt.seat, command)
        elif prompt.seat == scene.session.viewer and not scene.pacer.pending:
            assert scene.issue(prompt.seat, command) is None
    raise AssertionError("never done")


def program_for(app: App, tmp_path: Path) -> Program:
    program = Program(app, saves=tmp_path / "saves",
                      settings=Settings(speed="instant", guides_seen=("heart-of-crown",)))
    app.push(program.title())
    return program


@pytest.mark.parametrize("kinds", [["human", "human"], ["easy", "human", "human"], ["human", "easy", "human"]])
def test_the_deal_is_shown_only_after_the_first_player_took_the_table(app: App, monkeypatch: Any,
                                                                      kinds: list[str]) -> None:
    # given a new hot-seat game (AI seats between or before the humans played by the test)
    watch = Watch(app, monkeypatch)
    session = GameSession(make_setup(kinds, "First Time Playing", 5), kinds, worker=None)
    app.push(TableScene(app, session, on_game_over=lambda s: None, on_leave=lambda: None, speed="instant"))
    # when it opens, then the curtain is up first and nothing of anyone's is drawn or told
    scene = watch.opens_behind_the_curtain()
    # when that player takes the table, the deal is theirs; play goes on with a curtain before each person
    seat = watch.take(scene)
    assert seat == session.next_person() and watch.frames > 0
    play_until(app, scene, lambda: session.game.state.turn.number > 6)


def test_continue_and_load_open_behind_the_curtain(app: App, monkeypatch: Any, tmp_path: Path) -> None:
    # given a hot-seat game played a few turns and left (autosaved), and a named copy of it
    watch = Watch(app, monkeypatch)
    program = program_for(app, tmp_path)
    program.start_game(make_setup(["human", "human"], "First Time Playing", 8), ["human", "human"])
    scene = watch.opens_behind_the_curtain()
    watch.take(scene)
    play_until(app, scene, lambda: scene.session.game.state.turn.number >= 4)
    program.to_title()
    autosave = program.saves / "autosave.json"
    copy = program.saves / "copy.json"
    copy.write_bytes(autosave.read_bytes())
    # when it is continued from the title, then the table opens behind the curtain
    app.step()
    click(app, app.top.continue_.rect.center)
    scene = watch.opens_behind_the_curtain()
    assert scene.curtain == scene.session.game.prompt().seat
    watch.take(scene)
    # when the copy is loaded from the Load screen, the same
    program.to_title()
    app.step()
    assert program._load(copy) is None
    key(app, pygame.K_RETURN)                 # it would take the autosave: keep the game in progress
    watch.take(watch.opens_behind_the_curtain())


def test_undo_in_hot_seat_shows_only_the_undoing_players_table(app: App, monkeypatch: Any) -> None:
    # given a two-human game where the player at the table has just ended their Main Phase
    watch = Watch(app, monkeypatch)
    session = GameSession(make_setup(["human", "human"], "First Time Playing", 3), ["human", "human"], worker=None)
    app.push(TableScene(app, session, on_game_over=lambda s: None, on_leave=lambda: None, speed="instant"))
    scene = watch.opens_behind_the_curtain()
    seat = watch.take(scene)
    assert scene.issue(seat, ("end_main",)) is None
    app.step()
    # when they undo it
    scene.take_back()
    for _ in range(4):
        app.step()
    # then the table is still theirs, rebuilt from their own stream, and no curtain was needed
    assert scene.curtain is None and session.viewer == seat
    assert scene.table.view() == session.game.view(seat)


def test_play_again_after_a_hot_seat_game_opens_behind_the_curtain(app: App, monkeypatch: Any,
                                                                   tmp_path: Path) -> None:
    # given a hot-seat game played to its end, on the results screen
    watch = Watch(app, monkeypatch)
    program = program_for(app, tmp_path)
    program.start_game(make_setup(["human", "human"], "First Time Playing", 11), ["human", "human"])
    scene = watch.opens_behind_the_curtain()
    watch.take(scene)
    play_until(app, scene, lambda: type(app.top).__name__ == "ResultsScene")
    # when Play again is pressed, then the new deal waits behind the curtain
    click(app, app.top.again.rect.center)
    watch.take(watch.opens_behind_the_curtain())


def test_the_load_screen_names_hot_seat_players_as_saved(tmp_path: Path) -> None:
    # given a hot-seat save with named players and an AI
    from hoc_desktop.client.save_slots import read_entry, write_save
    from hoc_desktop.client.scenes.load import save_details
    from hoc_desktop.engine.hoc import GameSetup, new_game
    kinds = ["human", "human", "hard"]
    setup = make_setup(kinds, "First Time Playing", 2)
    setup["players"] = ["Alice", "Bob", "Rival"]
    path = tmp_path / "evening.json"
    write_save(new_game(GameSetup.from_dict(setup)), setup, kinds, path)
    # when the Load screen describes it, then it names the players as saved
    assert save_details(read_entry(path)).startswith("Alice, Bob, Rival (Hard AI) – ")


def test_a_hot_seat_log_export_names_the_seat_whose_cards_it_shows(app: App, monkeypatch: Any,
                                                                    tmp_path: Path) -> None:
    # given a two-human game, the first player at the table
    from hoc_desktop.client.kit.log_view import LogScene
    watch = Watch(app, monkeypatch)
    session = GameSession(make_setup(["human", "human"], "First Time Playing", 3), ["human", "human"], worker=None)
    app.push(TableScene(app, session, on_game_over=lambda s: None, on_leave=lambda: None, speed="instant"))
    scene = watch.opens_behind_the_curtain()
    seat = watch.take(scene)
    scene.log_folder = tmp_path
    name = session.setup["players"][seat]
    # when they open the log and export it
    scene.open_log()
    view = app.top
    assert isinstance(view, LogScene)
    click(app, view.export.rect.center)
    # then the file is named after their seat, starts with a header saying whose seat it is told from,
    # and the message says whose cards it shows
    [path] = list(tmp_path.glob("game-log-*.txt"))
    assert path.name.endswith(f"-{name.replace(' ', '-')}.txt")
    assert f"Told from {name}'s seat: {name}'s own cards are named" in path.read_text(encoding="utf-8")
    assert view.message == f"Saved {name}'s log, which shows {name}'s cards, to {path}"

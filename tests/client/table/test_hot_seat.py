"""Hot-seat: humans share one window. Before each human decides, a curtain hides the table until
they take it, and every screen shows only what the seat in front of it may know."""

from __future__ import annotations

from typing import Any

from hoc_desktop.ai.levels import make_policy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.game_config import make_setup
from hoc_desktop.client.table.board import Board
from hoc_desktop.client.table.scene import TableScene
from hoc_desktop.client.table.session import GameSession
from hoc_desktop.engine.hoc.seat_view import SeatView
from tests.client.helpers_client import click

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

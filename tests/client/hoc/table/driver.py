"""Driving the table scene in tests: a game without the AI process, mouse drags posted the way SDL
delivers them, and AI policies run in the test's own process to reach the positions a test needs.

Seat 0 is the human viewer; the other seats are AI seats without an AI process (worker None), so
the test submits their decisions to the engine directly and the table sees them through its event
stream like any other; the viewer's own decisions go through `TableScene.issue`, or through real
mouse input.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable

import pygame

from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.summary import GameSummary
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.engine import Prompt
from hoc_desktop.engine.hoc.seat_view import SeatView
from tests.client.helpers_client import post

MAX_DECISIONS = 4000


FAR_EAST_MARKET = ("money_loving_fairy", "taxation", "samurai", "kunoichi", "mining_town", "alliance", "trader",
                   "carrier_pigeon", "archer", "port_city")
"""A Random market of ten Far East cards: counters, Taxation, set-aside cards, Kunoichi, Alliance."""


def open_table(app: App, seats: int = 2, seed: int = 3, market: str = "First Time Playing",
               speed: str = "instant", far_east: bool = False) -> TableScene:
    """A table for you in seat 0 against `seats - 1` AI seats played by the test, already laid out;
    `far_east`: base and Far East in play, with FAR_EAST_MARKET."""
    kinds = ["human"] + ["normal"] * (seats - 1)
    setup = make_setup(kinds, market, seed)
    if far_east:
        setup.update(market=list(FAR_EAST_MARKET), card_sets=["base", "far_east"])
    session = GameSession(setup, kinds, worker=None)
    finished: list[GameSummary] = []
    scene = TableScene(app, session, on_game_over=finished.append, on_leave=lambda: None, speed=speed)
    scene.finished_summaries = finished          # type: ignore[attr-defined]
    app.push(scene)
    app.step()
    return scene


def far_east_first(game: Any, prompt: Prompt, policy: Any) -> Any:
    """A decision that reaches Far East positions fast: back Ouka, play and buy Far East cards
    (dearest first), take Coin counters and keep them (a test cashes them), tax the first pile;
    otherwise what `policy` decides."""
    cards = game.state.cards
    if ("cash_coin",) in prompt.options:
        prompt = dataclasses.replace(prompt, options=tuple(o for o in prompt.options if o != ("cash_coin",)))
    if prompt.offers_commands:
        ouka = [o for o in prompt.options if o[0] == "back" and cards[o[1]].key == "ouka"]
        eastern = [o for o in prompt.options if o[0] in ("play", "buy") and cards[o[1]].set == "far_east"]
        if ouka or eastern:
            return (ouka or [max(eastern, key=lambda o: (o[0] == "play", cards[o[1]].cost))])[0]
    elif prompt.kind == "mode" and "coin_counter" in prompt.mode_keys:
        return ("pick", (prompt.options[prompt.mode_keys.index("coin_counter")],))
    elif prompt.kind == "tax":
        return ("pick", (prompt.options[0],))
    command, _ = split_decision(policy.decide(prompt, SeatView(game.state, prompt.seat)))
    return command


FAR_EAST_LEVEL = "easy"
"""The policy behind `far_east_first`: `normal` now plays the Far East cards well enough to win
before every Far East piece has come to the viewer; `easy` leaves the games long enough."""


def advance(app: App, scene: TableScene, until: Callable[[Prompt], bool], level: str | None = None,
            seed: int = 1, far_east: bool = False) -> Prompt:
    """Let AI policies play every seat (the viewer's through `scene.issue`) until the viewer's
    prompt satisfies `until`; returns that prompt. `far_east`: every seat decides `far_east_first`
    (behind it FAR_EAST_LEVEL unless `level` is given; otherwise `normal`)."""
    level = level or (FAR_EAST_LEVEL if far_east else "normal")
    game = scene.session.game
    policies = {s: make_policy(level, seed + s) for s in range(len(game.state.players))}
    for _ in range(MAX_DECISIONS):
        prompt = game.prompt()
        assert prompt is not None, "the game ended before the position was reached"
        if prompt.seat == scene.session.viewer and until(prompt):
            app.step()
            scene.finish_animations()
            app.step()
            return prompt
        if far_east:
            command = far_east_first(game, prompt, policies[prompt.seat])
        else:
            command, _ = split_decision(policies[prompt.seat].decide(prompt, SeatView(game.state, prompt.seat)))
        if prompt.seat == scene.session.viewer:
            assert scene.issue(prompt.seat, command) is None
        else:
            game.submit(prompt.seat, command)
    raise AssertionError("position not reached")


def has_option(verb: str) -> Callable[[Prompt], bool]:
    return lambda p: p.offers_commands and any(o[0] == verb for o in p.options)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 4) -> None:
    """Press at `start`, move in `steps` to `end`, release there; a frame after each."""
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step()
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        app.step()
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.step()


def card_center(scene: TableScene, card: int) -> tuple[int, int]:
    """Where a card is drawn now (the board's sprite for it)."""
    return scene.board.sprites[card].rect.center


def option_cards(prompt: Prompt, verb: str) -> list[Any]:
    return [o for o in prompt.options if o[0] == verb]

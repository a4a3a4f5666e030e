"""The program's main job until the desktop window exists: one whole game between built-in bots,
printed turn by turn in words, with each bot's reason for its decisions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hoc_desktop.ai.match import play_match, random_market
from hoc_desktop.ai.policy import make_policy
from hoc_desktop.cards.sets import find_set
from hoc_desktop.engine.hoc.describe import describe, describe_events
from hoc_desktop.engine.hoc.game import Game
from hoc_desktop.engine.hoc.setup import GameSetup, default_catalog
from hoc_desktop.saves import load_game, save_game


def resolve_market(text: str, seed: int) -> tuple[str, ...]:
    catalog = default_catalog()
    if text.lower() == "random":
        return random_market(seed)
    found = find_set(catalog, text)
    if found:
        return found.cards
    keys = tuple(k.strip() for k in text.split(",") if k.strip())
    if len(keys) > 1:
        return keys
    raise ValueError(f"unknown market '{text}': give a recommended set's name, 'random' or 10 card ids")


def _print_events(game: Game, events: list[Any]) -> None:
    for line in describe_events(game.state, events):
        print(("" if line.startswith(("---", "===")) else "  ") + line)


def run_play(seats: list[str], seed: int, market: str, save: Path | None, load: Path | None) -> int:
    if load is not None:
        game, setup = load_game(load)
        print(f"Loaded {load}: {', '.join(setup.players)}; market: {', '.join(setup.market)}")
        replay = Game(game.state, record=True)
        print(f"Replayed {len(game.commands)} commands; phase {replay.state.phase}, turn {replay.state.turn.number}.")
        if game.state.result:
            print(describe(game.state, ("game_over", tuple(game.state.result["winners"]), game.state.result["reason"],
                                        game.state.result["scores"])))
        return 0
    policies = [make_policy(spec, seed * 10 + i) for i, spec in enumerate(seats)]
    names = tuple(f"{spec.capitalize()} {i + 1}" for i, spec in enumerate(seats))
    setup = GameSetup(names, resolve_market(market, seed), seed)
    catalog = default_catalog()
    print(f"Heart of Crown: {' vs '.join(names)} (seed {seed})")
    print(f"Market: {', '.join(catalog[k].name for k in setup.market)}")

    started = False

    def on_step(game: Game, seat: int, command: Any, reason: str, events: list[Any]) -> None:
        nonlocal started
        if not started:
            started = True
            print(f"--- Turn 1: {game.state.players[seat].name} ---")
        if reason and command[0] in ("buy", "back", "set", "declare", "activate", "hand_activate"):
            print(f"  [{game.state.players[seat].name} {reason}]")
        _print_events(game, events)

    result = play_match(setup, policies, on_step=on_step)
    if result.reason == "turn_limit":
        print(f"=== No winner after {result.turns} turns (turn limit). ===")
    if save is not None and result.game is not None:
        save_game(result.game, setup, save)
        print(f"Saved to {save}")
    return 0

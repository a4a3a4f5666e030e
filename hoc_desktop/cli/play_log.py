"""The program's main job until the desktop window exists: one whole game between built-in bots,
printed turn by turn in words, with each bot's reason for its decisions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hoc_desktop.ai.hoc.levels import builtin_names, make_policy
from hoc_desktop.ai.match import play_match, random_market
from hoc_desktop.cards.loader import bundled_set_names, load_sets
from hoc_desktop.cards.pack_library import loaded_sets
from hoc_desktop.cards.sets import BASE_SETS, MARKET_SIZE, find_set
from hoc_desktop.cli.card_checks import require_elrune
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.describe import describe_events
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.setup import GameSetup, with_profile
from hoc_desktop.errors import UsageError
from hoc_desktop.safe_io import display
from hoc_desktop.safe_text import clip
from hoc_desktop.saves import check_save_target, save_game


def resolve_market(text: str, seed: int, card_sets: tuple[str, ...] = BASE_SETS,
                   packs: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The market `--market` names, among the Commons of the `card_sets` in play (pack sets' cards
    come from the `packs`)."""
    catalog = load_sets(tuple(bundled_set_names()), packs)
    if text.lower() == "random":
        return random_market(seed, card_sets=card_sets, packs=packs)
    found = find_set(catalog, text, card_sets)
    if found:
        return found.cards
    keys = tuple(k.strip() for k in text.split(",") if k.strip())
    if len(keys) <= 1:
        raise UsageError(f"unknown market '{clip(text)}': give a recommended set's name, 'random' or "
                         f"{MARKET_SIZE} card ids")
    if len(keys) != MARKET_SIZE or len(set(keys)) != len(keys):
        raise UsageError(f"--market: give {MARKET_SIZE} different Common card ids, not {len(keys)}")
    for key in keys:
        if key not in catalog or catalog[key].category != "common" or catalog[key].set not in card_sets:
            raise UsageError(f"--market: '{clip(key)}' is not a Common card of the sets in play "
                             f"({', '.join(card_sets)})")
    return keys


def seat_name(spec: str, seat: int) -> str:
    """How the log names a seat: `Normal 1`, or a user policy's class name (`DukeLover 2`)."""
    name = spec.capitalize() if spec.partition("@")[0] in builtin_names() else spec.rpartition(":")[2]
    return f"{clip(name, 30)} {seat + 1}"


def _print_events(game: Game, events: list[Any]) -> None:
    for line in describe_events(game.state, events):
        print(("" if line.startswith(("---", "===")) else "  ") + line)


def run_play(seats: list[str], seed: int, market: str, save: Path | None,
             card_sets: tuple[str, ...] = BASE_SETS, packs: tuple[str, ...] = (), options: Options = Options()) -> int:
    """One whole game between built-in bots, printed in words (a save is printed by its game's kit:
    `play --load`)."""
    if save is not None:
        check_save_target(save)          # before the game, not after it
    policies = [make_policy(spec, seed * 10 + i) for i, spec in enumerate(seats)]
    names = tuple(seat_name(spec, i) for i, spec in enumerate(seats))
    cards = resolve_market(market, seed, card_sets, packs)
    bundled = loaded_sets(card_sets)
    catalog = load_sets(bundled, packs)
    options = with_profile(options, cards, catalog)
    require_elrune(catalog, options, options.profile != "base", "--sets" if market.lower() == "random" else "--market")
    setup = GameSetup(names, cards, seed, options, bundled, packs)
    in_play = "" if card_sets == BASE_SETS else f", sets {', '.join(card_sets)}"
    print(f"Heart of Crown: {' vs '.join(names)} (seed {seed}{in_play})")
    print(f"Market: {', '.join(catalog[k].name for k in setup.market)}")

    started = False

    def on_step(game: Game, seat: int, command: Any, reason: str, events: list[Any]) -> None:
        nonlocal started
        if not started:
            started = True
            print(f"--- Turn 1: {game.state.players[seat].name} ---")
        if reason and command[0] in ("buy", "back", "set", "declare", "activate", "hand_activate"):
            print(f"  [{game.state.players[seat].name} {clip(reason, 120)}]")
        _print_events(game, events)

    result = play_match(setup, policies, on_step=on_step, labels=seats)
    if result.reason == "turn_limit":
        print(f"=== No winner after {result.turns} turns (turn limit). ===")
    if save is not None and result.game is not None:
        save_game(result.game, setup, save)
        print(f"Saved to {display(save)}")
    return 0

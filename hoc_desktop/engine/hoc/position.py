"""Exact positions for scenarios and tests, and commands written with card names.

A position spec (YAML or dict) lists every zone by card id (e.g. `city`), top of a pile first:

    seed: 1
    options: {judgment: rulebook}
    turn: {seat: 0, phase: main, coins: 0, plays: 1, flags: [], second_action: null, extra: false}
    order: [0, 1]
    players:
      - name: Alice
        hand: [farming_village, city_development]
        draw: [{card: duke, revealed: true}, city]      # top first
        discard: [alchemist]
        field: [city]                                    # played this turn, in order
        princess: klam_klam
        princess_counters: {twin: 1}
        domain: [{card: large_city, kept: infantry_battalion}, duke, {card: imperial_estate, counters: {succession: 2}}]
        areas: {debt: 4}
        declared: false
    market:
      basic: {city: 30, large_city: 20, royal_maid: 12, senator: 12, duke: 12}   # counts; default full
      stacks: {scout: 5, alchemist: 2}                   # Random Market, in display order
      supply: [library, bank]                            # top first
      curses: 8
      princesses: [laolily, bergamotte]                  # default: every base princess not backed
      outskirts: []

Anything left out takes the value of a fresh game (full Basic Market, 4 Curses per player,
empty zones). Cards are created as the spec names them, so a position need not hold a whole game.
"""

from __future__ import annotations

import random
from typing import Any

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.engine.core.prompts import normalize_command
from hoc_desktop.engine.hoc.game import Game
from hoc_desktop.engine.hoc.ruleset import Options, Ruleset, load_rules
from hoc_desktop.engine.hoc.setup import default_catalog
from hoc_desktop.engine.hoc.state import PHASE_MAIN, PHASE_SECOND, GameState, Player, Turn
from hoc_desktop.errors import IllegalCommand, ScenarioError

_PLAYER_KEYS = {"name", "hand", "draw", "discard", "field", "princess", "princess_counters", "domain", "areas",
                "declared", "eliminated"}
_TOP_KEYS = {"seed", "options", "turn", "order", "players", "market", "coronation"}
_TURN_KEYS = {"seat", "phase", "coins", "plays", "flags", "second_action", "extra", "delayed", "played", "used",
              "number", "extra_turn_next"}


class _Builder:
    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.table: list[Any] = []

    def make(self, key: Any, where: str) -> int:
        if not isinstance(key, str) or key not in self.catalog:
            raise ScenarioError(f"{where}: unknown card {key!r}")
        self.table.append(self.catalog[key])
        return len(self.table) - 1


def _entry(raw: Any, where: str) -> tuple[str, dict[str, Any]]:
    if isinstance(raw, str):
        return raw, {}
    if isinstance(raw, dict) and "card" in raw:
        extra = {k: v for k, v in raw.items() if k != "card"}
        return raw["card"], extra
    raise ScenarioError(f"{where}: expected a card id or {{card: ..., ...}}, got {raw!r}")


def _check_keys(raw: Any, allowed: set[str], where: str) -> dict[str, Any]:
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise ScenarioError(f"{where}: expected a mapping, got {raw!r}")
    unknown = set(raw) - allowed
    if unknown:
        raise ScenarioError(f"{where}: unknown key(s) {', '.join(sorted(unknown))} (known: {', '.join(sorted(allowed))})")
    return raw


def build_state(spec: dict[str, Any], catalog: Catalog | None = None) -> GameState:
    catalog = catalog or default_catalog()
    spec = _check_keys(spec, _TOP_KEYS, "position")
    rules = load_rules()
    b = _Builder(catalog)
    raw_players = spec.get("players") or []
    if not isinstance(raw_players, list) or not 2 <= len(raw_players) <= 4:
        raise ScenarioError("position: 'players' must list 2 to 4 players")
    revealed: set[int] = set()
    counters: dict[int, dict[str, int]] = {}
    players: list[Player] = []
    backed: set[str] = set()
    for seat, raw in enumerate(raw_players):
        where = f"players[{seat}]"
        raw = _check_keys(raw, _PLAYER_KEYS, where)
        p = Player(seat=seat, name=str(raw.get("name", f"Player {seat + 1}")))
        for zone in ("hand", "discard", "field"):
            for i, item in enumerate(raw.get(zone) or []):
                key, _ = _entry(item, f"{where}.{zone}[{i}]")
                getattr(p, zone).append(b.make(key, f"{where}.{zone}[{i}]"))
        for i, item in enumerate(raw.get("draw") or []):
            key, extra = _entry(item, f"{where}.draw[{i}]")
            cid = b.make(key, f"{where}.draw[{i}]")
            p.draw.insert(0, cid)
            if extra.get("revealed"):
                revealed.add(cid)
        if raw.get("princess"):
            key = raw["princess"]
            cid = b.make(key, f"{where}.princess")
            if not b.table[cid].is_princess:
                raise ScenarioError(f"{where}.princess: {key!r} is not a Princess")
            p.princess = cid
            p.domain.append(cid)
            backed.add(key)
            if raw.get("princess_counters"):
                counters[cid] = dict(raw["princess_counters"])
        elif raw.get("domain"):
            raise ScenarioError(f"{where}.domain: a Domain needs a backed princess")
        for i, item in enumerate(raw.get("domain") or []):
            key, extra = _entry(item, f"{where}.domain[{i}]")
            cid = b.make(key, f"{where}.domain[{i}]")
            p.domain.append(cid)
            if extra.get("kept"):
                kept = b.make(extra["kept"], f"{where}.domain[{i}].kept")
                p.kept[cid] = kept
            if extra.get("counters"):
                counters[cid] = dict(extra["counters"])
        p.areas = dict(raw.get("areas") or {})
        p.declared = bool(raw.get("declared", False))
        p.eliminated = bool(raw.get("eliminated", False))
        players.append(p)
    n = len(players)
    market = spec.get("market") or {}
    basic_counts = dict(rules.basic_market)
    basic_counts.update(market.get("basic") or {})
    basic = {key: [b.make(key, f"market.basic.{key}") for _ in range(count)] for key, count in basic_counts.items()}
    stacks: dict[str, list[int]] = {}
    raw_stacks = market.get("stacks") or {}
    for key, count in raw_stacks.items():
        stacks[key] = [b.make(key, f"market.stacks.{key}") for _ in range(count)]
    supply = [b.make(k, f"market.supply[{i}]") for i, k in enumerate(market.get("supply") or [])][::-1]
    curses = [b.make("curse", "market.curses") for _ in range(market.get("curses", rules.curses_per_player * n))]
    princess_keys = market.get("princesses")
    if princess_keys is None:
        princess_keys = [c.key for c in catalog.by_category("princess") if c.set == "base" and c.key not in backed]
    princesses = [b.make(k, "market.princesses") for k in princess_keys]
    outskirts = [b.make(k, "market.outskirts") for k in market.get("outskirts") or []]
    t = _check_keys(spec.get("turn"), _TURN_KEYS, "turn")
    seat = int(t.get("seat", 0))
    if not 0 <= seat < n:
        raise ScenarioError(f"turn.seat: no seat {seat}")
    phase = t.get("phase", PHASE_MAIN)
    if phase not in (PHASE_MAIN, PHASE_SECOND):
        raise ScenarioError("turn.phase: must be main or second")
    active = players[seat]
    turn = Turn(seat=seat, number=int(t.get("number", 1)), extra=bool(t.get("extra", False)),
                coins=int(t.get("coins", 0)), plays=int(t.get("plays", 1)),
                played=list(active.field), second_action=t.get("second_action"),
                flags=set(t.get("flags") or []), delayed=dict(t.get("delayed") or {}),
                extra_turn_next=bool(t.get("extra_turn_next", False)))
    try:
        options = Options.from_dict(spec.get("options"))
    except ValueError as exc:
        raise ScenarioError(f"options: {exc}") from None
    state = GameState(cards=b.table, ruleset=Ruleset(rules, options), players=players,
                      order=list(spec.get("order") or range(n)), turn=turn, phase=phase, basic=basic,
                      stacks=stacks, supply=supply, curses=curses, princesses=princesses, outskirts=outskirts,
                      revealed=revealed, counters=counters, rng=random.Random(spec.get("seed", 0)))
    for declarer, seen in (spec.get("coronation") or {}).items():
        state.coronation[int(declarer)] = set(seen)
    for p in players:
        if p.declared and p.seat not in state.coronation:
            state.coronation[p.seat] = set()
    return state


def build_position(spec: dict[str, Any], catalog: Catalog | None = None) -> Game:
    """A Game at exactly the position `spec` describes, ready for its next decision."""
    game = Game(build_state(spec, catalog))
    game.start()
    return game


def resolve(game: Game, raw: Any) -> Any:
    """Turn a command written with card ids by name (["play", "city"], ["pick", ["duke"]]) into the
    engine's form, matching names against the current prompt's options. Ints pass through."""
    prompt = game.prompt()
    if prompt is None:
        raise IllegalCommand("the game is over")
    cmd = normalize_command(raw)
    if isinstance(cmd, str):
        cmd = (cmd,)
    cards = game.state.cards
    if prompt.is_action:
        for option in prompt.options:
            if option[0] != cmd[0] or len(option) != len(cmd):
                continue
            if all(want == have or (isinstance(want, str) and isinstance(have, int) and cards[have].key == want)
                   for want, have in zip(cmd[1:], option[1:])):
                return option
        raise IllegalCommand(f"{' '.join(map(str, cmd))} is not a legal action now")
    if not (len(cmd) == 2 and cmd[0] == "pick"):
        raise IllegalCommand(f"expected ['pick', [...]] to answer '{prompt.text}', got {raw!r}")
    values = cmd[1] if isinstance(cmd[1], tuple) else (cmd[1],)
    picks: list[Any] = []
    for want in values:
        if isinstance(want, str):
            match = next((o for o in prompt.options if isinstance(o, int) and o not in picks
                          and cards[o].key == want), None)
            if match is None:
                raise IllegalCommand(f"'{want}' is not among the options of '{prompt.text}'")
            picks.append(match)
        else:
            picks.append(want)
    return ("pick", tuple(picks))


def act(game: Game, raw: Any, seat: int | None = None) -> list[Any]:
    """Resolve and submit a command for the seat the prompt waits for (or `seat`)."""
    prompt = game.prompt()
    if prompt is None:
        raise IllegalCommand("the game is over")
    return game.submit(prompt.seat if seat is None else seat, resolve(game, raw))

"""Scenario files: an exact position, a list of commands, and optional expectations.

    # tests/scenarios/city_development.yaml
    description: City Development turns a Farming Village into a City in hand (FV-5)
    position: {players: [{hand: [farming_village, farming_village, city_development]}, {}]}
    commands:
      - [play, farming_village]
      - [play, city_development]
      - [pick, [0]]                 # the first mode
    expect:
      players.0.hand: [city]
      turn.coins: 0

`position` is described in position.py. `packs:` lists card pack files (relative to the scenario
file) whose cards the position may name, beside the packs folder's and `--pack` files. Commands name cards by id; a pick
answer lists card ids or plain values (mode numbers, counts). `expect` maps dotted paths into the printed state (the
omniscient view) to the values they must have; `prompt.kind` and friends reach the waiting prompt.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.engine.hoc.describe import describe
from hoc_desktop.engine.hoc.position import act, build_position
from hoc_desktop.engine.hoc.table_view import view
from hoc_desktop.errors import IllegalCommand, ScenarioError, ShapeError, dotted
from hoc_desktop.i18n import N_
from hoc_desktop.safe_io import Lines, load_yaml
from hoc_desktop.safe_text import clip, shown
from hoc_desktop.validate import MAX_SCENARIO_BYTES, Where, mapping, optional, sequence, table, text

MAX_COMMANDS = 500
MAX_EXPECT = 200
MAX_PACKS = 20
_COMMAND_EXAMPLE = "expected a command such as [play, city] or [pick, [duke]]"


class ScenarioDoc(dict[str, Any]):
    """A scenario's mapping plus `lines`, the line of every value in its file, so a problem found
    while the scenario runs (an unknown card, an illegal command) names its line too."""

    lines: Lines | None = None


def load_scenario(path: Path) -> dict[str, Any]:
    """Read a scenario file and check its shape; the position is checked when it is built."""
    doc, lines = load_yaml(Path(path), MAX_SCENARIO_BYTES, ScenarioError, N_("scenario"))
    try:
        _check(doc)
    except ShapeError as exc:
        raise ScenarioError(f"{lines.at(exc.at)}: {_words(exc, doc)}") from None
    out = ScenarioDoc(doc)
    out.lines = lines
    return out


def _check(doc: Any) -> None:
    doc = mapping(doc, (), ("position",), ("description", "commands", "expect", "rulings", "packs"))
    text(doc.get("description", ""), ("description",), 5000, allow_empty=True, one_line=False)
    for i, pack in enumerate(sequence(optional(doc.get("packs"), []), ("packs",), MAX_PACKS)):
        text(pack, ("packs", i), 500)
    for i, ruling in enumerate(sequence(optional(doc.get("rulings"), []), ("rulings",), 100)):
        text(ruling, ("rulings", i), 20)
    for i, raw in enumerate(sequence(optional(doc.get("commands"), []), ("commands",), MAX_COMMANDS)):
        _check_command(raw, ("commands", i))
    for path in table(optional(doc.get("expect"), {}), ("expect",), MAX_EXPECT):
        text(path, ("expect",), 100)


def _spelled_out(raw: Any) -> Any:
    """`{pick: [duke]}` as `[pick, [duke]]` and `{end_turn: null}` as `[end_turn]`, the form the
    check and the engine take; anything else as it is."""
    if isinstance(raw, dict) and len(raw) == 1:
        (name, arg), = raw.items()
        return [name] if arg is None else [name, arg]
    return raw


def _check_command(raw: Any, where: Where) -> None:
    """`end_turn`, `{pick: [duke]}` or `[play, city]`: a name, then values or lists of values."""
    raw = _spelled_out(raw)
    items = [raw] if isinstance(raw, str) else raw
    if not isinstance(items, (list, tuple)) or not 1 <= len(items) <= 4 or not isinstance(items[0], str):
        raise ShapeError(where, _COMMAND_EXAMPLE)
    text(items[0], where, 30)
    for item in items[1:]:
        for value in sequence(item, where, 60) if isinstance(item, (list, tuple)) else [item]:
            if not (isinstance(value, str) and len(value) <= 40) and not (type(value) is int and 0 <= value <= 1000):
                raise ShapeError(where, f"{_COMMAND_EXAMPLE}; {shown(value)} is neither a card id nor a number")


def _words(exc: ShapeError, doc: Any) -> str:
    """A shape problem in words; a command is named by its number and text, as when it runs."""
    if exc.where[:1] == ("commands",) and len(exc.where) == 2 and isinstance(exc.where[1], int):
        return f"command {exc.where[1] + 1} {shown(doc['commands'][exc.where[1]])}: {exc.problem}"
    return str(exc)


def scenario_packs(doc: dict[str, Any], path: Path) -> list[Path]:
    """The card pack files a scenario names (`packs:`), relative to the scenario file's folder."""
    return [Path(path).parent / pack for pack in optional(doc.get("packs"), [])]


def run_scenario(doc: dict[str, Any], source: str = "scenario", catalog: Catalog | None = None) -> dict[str, Any]:
    """Build the position, apply the commands, return {"state", "prompt", "log"}. `doc` is checked
    again, so a mapping made in code gets the checks a file gets; problems name `source` and, for
    a document from load_scenario, the line. `catalog`: the cards the position may name (default
    the bundled ones; with card packs, theirs too)."""
    lines = getattr(doc, "lines", None)
    source = clip(source, 200)

    def at(where: Where) -> str:
        return f"{source}:{lines.of(where)}" if lines is not None else source

    try:
        _check(doc)
    except ShapeError as exc:
        raise ScenarioError(f"{at(exc.at)}: {_words(exc, doc)}") from None
    try:
        game = build_position(doc["position"], catalog)
    except ShapeError as exc:
        raise ScenarioError(f"{at(('position', *exc.at))}: {dotted(('position', *exc.where))}: {exc.problem}") from None
    log: list[str] = []
    for index, raw in enumerate(optional(doc.get("commands"), [])):
        raw = _spelled_out(raw)
        try:
            events = act(game, raw)
        except IllegalCommand as exc:
            raise ScenarioError(f"{at(('commands', index))}: command {index + 1} {shown(raw)}: {exc}") from None
        for ev in events:
            line = describe(game.state, ev)
            if line:
                log.append(line)
    prompt = game.prompt()
    return {"state": view(game.state, None), "prompt": prompt.to_dict() if prompt else None, "log": log}


def lookup(result: dict[str, Any], path: str) -> Any:
    """Follow a dotted path (`players.0.hand`, `prompt.kind`) into a scenario result."""
    node: Any = result if path.split(".")[0] == "prompt" else result["state"]
    for part in path.split("."):
        if isinstance(node, list):
            node = node[int(part)]
        elif isinstance(node, dict):
            node = node[part]
        else:
            raise KeyError(path)
    return node


def check_expectations(doc: dict[str, Any], result: dict[str, Any]) -> list[str]:
    """Every expectation that does not hold, in words (an empty list means the scenario passes)."""
    problems = []
    for path, want in optional(doc.get("expect"), {}).items():
        try:
            have = lookup(result, str(path))
        except (KeyError, IndexError, ValueError):
            problems.append(f"{clip(str(path), 100)}: no such value in the result")
            continue
        if have != want:
            problems.append(f"{clip(str(path), 100)}: expected {shown(want)}, got {shown(have)}")
    return problems

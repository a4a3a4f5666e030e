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

`position` is described in position.py. Commands name cards by id; a pick answer lists card ids or
plain values (mode numbers, counts). `expect` maps dotted paths into the printed state (the
omniscient view) to the values they must have; `prompt.kind` and friends reach the waiting prompt.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from hoc_desktop.engine.hoc.describe import describe
from hoc_desktop.engine.hoc.position import act, build_position
from hoc_desktop.engine.hoc.view import view
from hoc_desktop.errors import HocError, IllegalCommand, ScenarioError

_KEYS = {"description", "position", "commands", "expect", "rulings"}


def load_scenario(path: Path) -> dict[str, Any]:
    try:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ScenarioError(f"{path}: cannot read: {exc.strerror}") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise ScenarioError(f"{path}:{mark.line + 1 if mark else 1}: invalid YAML: "
                            f"{getattr(exc, 'problem', None) or exc}") from None
    if not isinstance(doc, dict) or "position" not in doc:
        raise ScenarioError(f"{path}: a scenario is a mapping with 'position' (and 'commands', 'expect')")
    unknown = set(doc) - _KEYS
    if unknown:
        raise ScenarioError(f"{path}: unknown key(s) {', '.join(sorted(unknown))} (known: {', '.join(sorted(_KEYS))})")
    if not isinstance(doc.get("commands") or [], list):
        raise ScenarioError(f"{path}: 'commands' must be a list of commands such as [play, city]")
    if not isinstance(doc.get("expect") or {}, dict):
        raise ScenarioError(f"{path}: 'expect' must map dotted paths to values, e.g. turn.coins: 2")
    return doc


def run_scenario(doc: dict[str, Any], source: str = "scenario") -> dict[str, Any]:
    """Build the position, apply the commands, return {"state", "prompt", "log"}."""
    try:
        game = build_position(doc["position"])
    except HocError as exc:
        raise ScenarioError(f"{source}: position: {exc}") from None
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        raise ScenarioError(f"{source}: position: malformed ({type(exc).__name__}: {exc})") from None
    log: list[str] = []
    for index, raw in enumerate(doc.get("commands") or []):
        if isinstance(raw, dict) and len(raw) == 1:
            (name, arg), = raw.items()
            raw = [name, arg] if arg is not None else [name]
        if not (isinstance(raw, str) or (isinstance(raw, list) and raw and isinstance(raw[0], str))):
            raise ScenarioError(f"{source}: command {index + 1} {raw!r}: expected a command such as "
                                f"[play, city] or [pick, [duke]]")
        try:
            events = act(game, raw)
        except IllegalCommand as exc:
            raise ScenarioError(f"{source}: command {index + 1} {raw!r}: {exc}") from None
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
    for path, want in (doc.get("expect") or {}).items():
        try:
            have = lookup(result, str(path))
        except (KeyError, IndexError, ValueError):
            problems.append(f"{path}: no such value in the result")
            continue
        if have != want:
            problems.append(f"{path}: expected {want!r}, got {have!r}")
    return problems

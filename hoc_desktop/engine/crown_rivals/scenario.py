"""Crown Rivals scenario files: a position, commands, and expectations, named by `game:` at the top.

    # tests/scenarios/crown_rivals/clubs_through_a_spade.yaml
    game: crown-rivals
    description: Two clubs pool their damage to clear a spade; the rest reaches Influence (CR-CLUB-3)
    rulings: [CR-CLUB-3]
    position: {influence: [50, 40], hand: [[4C, 5C], []], supporters: [[], [[6S, null]]]}
    commands:
      - [play, 4C]
      - [play, 5C]
    expect:
      players.1.influence: 37
      players.1.discard: [6S]
      prompt.kind: main

`position` is described in position.py. Commands are taken by the seat the game waits for.
`expect` maps dotted paths into the omniscient view (view.py) or the waiting prompt (`prompt.`)
to the values they must have.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hoc_desktop.engine.core.prompts import normalize_command
from hoc_desktop.engine.crown_rivals.position import build
from hoc_desktop.engine.crown_rivals.ruleset import CROWN_RIVALS
from hoc_desktop.engine.crown_rivals.setup import GAME_NAME
from hoc_desktop.errors import IllegalCommand, ScenarioError, ShapeError
from hoc_desktop.i18n import N_
from hoc_desktop.safe_io import Lines, load_yaml
from hoc_desktop.safe_text import shown
from hoc_desktop.validate import choice, mapping, optional, sequence, table, text

MAX_SCENARIO_BYTES = 100_000
MAX_COMMANDS = 500


def load_scenario(path: Path) -> tuple[dict[str, Any], Lines]:
    """Read a scenario file and check its shape (the position is checked when it is built)."""
    doc, lines = load_yaml(Path(path), MAX_SCENARIO_BYTES, ScenarioError, N_("scenario"))
    try:
        doc = mapping(doc, (), ("game", "position"), ("description", "rulings", "commands", "expect"))
        choice(doc["game"], ("game",), (GAME_NAME,))
        text(doc.get("description", ""), ("description",), 5000, allow_empty=True, one_line=False)
        for i, ruling in enumerate(sequence(optional(doc.get("rulings"), []), ("rulings",), 100)):
            text(ruling, ("rulings", i), 20)
        for i, raw in enumerate(sequence(optional(doc.get("commands"), []), ("commands",), MAX_COMMANDS)):
            if not (isinstance(raw, list) and raw and all(isinstance(x, (str, list)) for x in raw)):
                raise ShapeError(("commands", i), "expected a command such as [play, 7C] or [pick, [9H]]")
        table(optional(doc.get("expect"), {}), ("expect",), 200)
    except ShapeError as exc:
        raise ScenarioError(f"{lines.at(exc.at)}: {exc}") from None
    return doc, lines


def run_scenario(doc: dict[str, Any], lines: Lines) -> dict[str, Any]:
    """Build the position and take the commands; the result is {"state": view, "prompt": ...}."""
    try:
        game = build(doc["position"])
    except ShapeError as exc:
        raise ScenarioError(f"{lines.at(('position', *exc.at))}: position.{exc}") from None
    for index, raw in enumerate(optional(doc.get("commands"), [])):
        prompt = game.prompt()
        try:
            if prompt is None:
                raise IllegalCommand("the game is over")
            game.submit(prompt.seat, normalize_command(raw))
        except IllegalCommand as exc:
            raise ScenarioError(f"{lines.at(('commands', index))}: command {index + 1} {shown(raw)}: {exc}") from None
    prompt = game.prompt()
    return {"state": CROWN_RIVALS.view(game.state, None), "prompt": prompt.to_dict() if prompt else None}


def unmet(doc: dict[str, Any], result: dict[str, Any]) -> list[str]:
    """Every expectation that does not hold, in words (none: the scenario passes)."""
    problems = []
    for path, want in optional(doc.get("expect"), {}).items():
        parts = str(path).split(".")
        node: Any = result if parts[0] == "prompt" else result["state"]     # `prompt: null`: no prompt
        try:
            for part in parts:
                node = node[int(part)] if isinstance(node, (list, tuple)) else node[part]
        except (KeyError, IndexError, ValueError, TypeError):
            problems.append(f"{path}: no such value")
            continue
        have = _as_written(node)
        if have != want:
            problems.append(f"{path}: expected {shown(want)}, got {shown(have)}")
    return problems


def _as_written(value: Any) -> Any:
    """A value of the view as a scenario file writes it: YAML has lists, never tuples, at any depth
    (a spade in play is `[8S, null, 8]`)."""
    if isinstance(value, (list, tuple)):
        return [_as_written(item) for item in value]
    if isinstance(value, dict):
        return {key: _as_written(item) for key, item in value.items()}
    return value

"""`hoc-desktop events SAVE.json [--seat N]`: a save's event stream as JSON lines.

Without --seat the omniscient stream (every card named); with --seat N the stream as seat N saw
it, where another seat's hidden cards are null. Each event is written as the save's game's kit
writes it (its `event_json`); the formats are documented in the README ("Event streams") and
beside each game's `event_json`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from hoc_desktop.errors import UsageError
from hoc_desktop.games import kit_named
from hoc_desktop.saves import load_game


def add_parser(sub: argparse._SubParsersAction) -> None:
    cmd = sub.add_parser("events", help="print a save's event stream as JSON lines (all, or one seat's)")
    cmd.add_argument("save", type=Path, help="a save file (hoc-desktop play --save, or the window's saves)")
    cmd.add_argument("--seat", type=int, default=None, help="show the stream as this seat (0-based) saw it")


def run_events(save: Path, seat: int | None) -> int:
    game, _ = load_game(save)
    players = len(game.state.players)
    if seat is not None and not 0 <= seat < players:
        raise UsageError(f"--seat must be from 0 to {players - 1} for this save, got {seat}")
    events = game.events if seat is None else game.events_for(seat)
    as_json = kit_named(game.ruleset.name).as_json
    out = sys.stdout
    for ev in events:
        out.write(json.dumps(as_json(game.state, ev, seat), ensure_ascii=False))
        out.write("\n")
    return 0

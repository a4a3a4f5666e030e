"""`hoc-desktop events SAVE.json [--seat N]`: a save's event stream as JSON lines.

Without --seat the omniscient stream (every card named); with --seat N the stream as seat N saw
it, where another seat's hidden cards are null. A Crown Rivals save's events are written field by
field, a card being its id ("7C", null where hidden). The format is documented in the README ("Event
streams") and in hoc_desktop/engine/json_events.py.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from hoc_desktop import engine
from hoc_desktop.engine.crown_rivals.setup import GAME_NAME as CROWN_RIVALS
from hoc_desktop.errors import UsageError
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
    out = sys.stdout
    if game.ruleset.name == CROWN_RIVALS:
        for ev in events:
            out.write(json.dumps({"type": ev.type, **ev._asdict()}, ensure_ascii=False))
            out.write("\n")
        return 0
    table = game.state.cards if seat is None else None
    for ev in events:
        out.write(json.dumps(engine.event_to_json(ev, table), ensure_ascii=False))
        out.write("\n")
    return 0

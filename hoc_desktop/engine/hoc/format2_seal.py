"""The seal of format 2 saves (written before saves named their game and cards, so only Heart of
Crown's), kept so that those saves still load: the game's kit gives it to saves/savefile.py.
Frozen on purpose: it lists the state's fields as they were when format 2 was current, and never
changes again (format 3 seals every declared field, savefile.py)."""

from __future__ import annotations

import hashlib
import json

from hoc_desktop.engine.hoc.state import GameState


def format2_state_digest(state: GameState) -> str:
    """The state as a format 2 seal covers it."""
    players = [(p.hand, p.draw, p.discard, p.field, p.domain, sorted(p.kept.items()), p.princess,
                sorted(p.areas.items()), p.declared, p.eliminated) for p in state.players]
    t = state.turn
    turn = (t.seat, t.number, t.extra, t.coins, t.plays, t.played, t.second_action, sorted(t.flags),
            sorted(t.delayed.items()), sorted(t.used),
            sorted((k, sorted(v[0]), v[1]) for k, v in t.gained_types.items()), t.extra_turn_next)
    blob = repr((players, state.order, turn, state.phase, sorted(state.basic.items()), list(state.stacks.items()),
                 state.supply, state.curses, state.princesses, state.outskirts, sorted(state.revealed),
                 sorted((k, sorted(v.items())) for k, v in state.counters.items()),
                 sorted((k, sorted(v)) for k, v in state.coronation.items()), state.overtime,
                 json.dumps(state.result, sort_keys=True), state.rng.getstate(), [c.key for c in state.cards]))
    return hashlib.sha256(blob.encode()).hexdigest()

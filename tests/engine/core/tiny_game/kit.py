"""Tiny as the program around the engine sees it: its kit (game_kit.py: its setup reader and save
terms, its AI level, its log, its contest: how matches and tournaments deal and count it and the command
line's defaults) and the table a seat rebuilds from its own stream. `register()` adds the game to the
program's one registry (games.py) through its public function only, and returns the function that
takes it out again."""

from __future__ import annotations

import hashlib
from typing import Any, Callable, Sequence

from hoc_desktop.ai.random_answer import RandomPolicy
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.core.json_read import event_kind
from hoc_desktop.engine.core.told import Told
from hoc_desktop.errors import UsageError
from hoc_desktop.game_kit import Contest, GameKit, SetupDict
from hoc_desktop.games import register_kit
from hoc_desktop.validate import Where, choice, mapping, seed, sequence, text
from tests.engine.core.tiny_game.rules import (APPLY, CARDS, NAME, TINY, Drew, Ended, Played, Scored, Setup, Shuffled,
                                               State, Turned, view)

DECK = ("tiny-deck",)
CARD_DIGEST = hashlib.sha256(repr(CARDS).encode()).hexdigest()


class TinyTable:
    """The table as one seat knows it, built from that seat's stream alone."""

    def __init__(self, seat: int, names: tuple[str, ...]) -> None:
        self.seat = seat
        self.names = names
        self.hands: list[list[Any]] = [[] for _ in names]
        self.scores = [0] * len(names)
        self.draw_size = 0
        self.table: list[Any] = []
        self.turn = 0
        self.result: dict[str, Any] | None = None

    def apply(self, ev: Any) -> None:
        kind = type(ev)
        if kind is Shuffled:
            self.draw_size = len(ev.order)
        elif kind is Drew:
            self.draw_size -= 1
            self.hands[ev.seat].append(ev.card)
        elif kind is Played:
            hand = self.hands[ev.seat]
            hand.remove(ev.card if ev.seat == self.seat else None)
            self.table.append(ev.card)
        elif kind is Scored:
            self.scores[ev.seat] += ev.points
        elif kind is Turned:
            self.turn = ev.seat
        elif kind is Ended:
            self.result = {"winners": list(ev.winners), "scores": list(ev.scores)}

    def view(self) -> dict[str, Any]:
        return {"players": [{"name": name, "score": self.scores[i], "hand_size": len(self.hands[i]),
                             "hand": sorted(self.hands[i]) if i == self.seat else None}
                            for i, name in enumerate(self.names)],
                "draw_size": self.draw_size, "draw": None, "table": self.table[:], "turn": self.turn,
                "result": self.result}


def check_setup(value: Any, where: Where) -> Setup:
    """A Tiny setup from its dict form: the game's name, two player names and a seed."""
    raw = mapping(value, where, ("game", "players", "seed"))
    choice(raw["game"], (*where, "game"), (NAME,))
    players = sequence(raw["players"], (*where, "players"), 2, min_len=2)
    for i, name in enumerate(players):
        text(name, (*where, "players", i), 40)
    return Setup(tuple(players), seed(raw["seed"], (*where, "seed")))


def make_policy(level: str, seed: int) -> RandomPolicy:
    if level != "random":
        raise UsageError(f"unknown Tiny level '{level}' (known: random)")
    return RandomPolicy(seed)


def tell(state: State, events: list[Any], seat: int | None) -> list[Told]:
    return [Told(f"{state.players[ev.seat].name} plays {ev.card}", ()) for ev in events if type(ev) is Played]


def event_json(state: State, ev: Any, seat: int | None) -> dict[str, Any]:
    return {"type": type(ev).__name__, **ev._asdict()}


_EVENTS = {cls.__name__: cls for cls in APPLY}


def event_from_json(data: Any, seat: int | None) -> Any:
    """An event `event_json` wrote: its fields are numbers, None and lists (tuples when read)."""
    cls, raw, where = event_kind(data, _EVENTS)
    mapping(raw, where, ("type", *cls._fields))   # type: ignore[attr-defined]
    return cls(*(tuple(v) if isinstance(v, list) else v for v in (raw[n] for n in cls._fields)))  # type: ignore[attr-defined]


def _table(game: Game, seat: int) -> TinyTable:
    return TinyTable(seat, tuple(p.name for p in game.state.players))


def _deal(seed: int, names: Sequence[str], table: Any, tournament: bool) -> SetupDict:
    return Setup(tuple(names), seed).to_dict()


def _two(seats: Sequence[str]) -> None:
    if len(seats) != 2:
        raise UsageError(f"Tiny is for two: give two seats (got {len(seats)})")


TINY_CONTEST = Contest(
    deal=_deal,
    turn=lambda game: len(game.commands) + 1,            # every command is a turn of its own
    winners=lambda result: list(result["winners"]),
    scores=lambda game: {seat: p.score for seat, p in enumerate(game.state.players)},
    max_turns=100,
    seats={"play": ("random", "random"), "simulate": ("random", "random"), "tournament": ("random", "random")},
    check_seats=_two,
)
TINY_KIT = GameKit(TINY, "Tiny", check_setup, card_sets=lambda setup: DECK, card_digest=lambda state: CARD_DIGEST,
                   levels=("random",), make_policy=make_policy, seat_view=view, tell=tell,
                   event_json=event_json, event_from_json=event_from_json, contest=TINY_CONTEST, seat_table=_table,
                   turn_started=lambda ev: isinstance(ev, Turned))


def register() -> list[Callable[[], None]]:
    """Tiny in the program's registry of games (KITS), with the home a tournament's worker process
    imports it from; the function that takes it out again."""
    return [register_kit(TINY_KIT, home=f"{__name__}:TINY_KIT")]

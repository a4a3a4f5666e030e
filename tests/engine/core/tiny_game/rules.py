"""Tiny's rules: eight cards valued 1 to 8, two players, hidden hands, a shuffled draw pile.

The deal shuffles the pile and gives each player two cards. On a turn the player plays a card
from hand face up onto the table (or, with an empty hand, draws one), then chooses: score the
card's value, or draw a card. Every play and draw uses up a card, so the game ends; it ends when
nobody has a card in hand and the pile is empty. The higher score wins (a tie: both win).

Everything a game needs of the core's contract is here, written against the core only.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, NamedTuple

from hoc_desktop.engine.core.effects import Effect, choose
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.core.hooks import RulesetHooks
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.core.ruleset import Ruleset
from hoc_desktop.engine.core.state_fields import state_copier, state_field
from hoc_desktop.engine.core.zones import Visibility, ZoneRegistry, ZoneSpec

NAME = "tiny"
CARDS = tuple(range(1, 9))
HAND = 2
SCORE, DRAW = 0, 1

ZONES = ZoneRegistry(
    ZoneSpec("hand", per_seat=True, visibility=Visibility.OWNER, ordered=False),
    ZoneSpec("draw", per_seat=False, visibility=Visibility.NOBODY, ordered=True),
    ZoneSpec("table", per_seat=False, visibility=Visibility.PUBLIC, ordered=True),
)


@dataclass(frozen=True)
class Setup:
    players: tuple[str, ...] = ("A", "B")
    seed: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"game": NAME, "players": list(self.players), "seed": self.seed}


@dataclass(slots=True)
class Player:
    name: str = state_field("value")
    hand: list[int] = state_field("list", seen="owner")
    score: int = state_field("value", default=0)

    def copy(self) -> "Player":
        return _copy_player(self)


_copy_player = state_copier(Player)


@dataclass(slots=True)
class State:
    rng: random.Random = state_field("rng")
    players: list[Player] = state_field("copies")
    draw: list[int] = state_field("list", seen="nobody")
    table: list[int] = state_field("list")
    turn: int = state_field("value", default=0)
    result: dict[str, Any] | None = state_field("optional_dict", default=None)

    def copy(self) -> "State":
        return _copy_state(self)


_copy_state = state_copier(State)


class Shuffled(NamedTuple):
    order: tuple[Any, ...]          # card values; None where a seat may not know them


class Drew(NamedTuple):
    seat: int
    card: int | None


class Played(NamedTuple):
    seat: int
    card: int


class Scored(NamedTuple):
    seat: int
    points: int


class Turned(NamedTuple):
    seat: int


class Ended(NamedTuple):
    winners: tuple[int, ...]
    scores: tuple[int, ...]


def _shuffled(s: State, ev: Shuffled) -> None:
    s.draw[:] = ev.order


def _drew(s: State, ev: Drew) -> None:
    s.players[ev.seat].hand.append(s.draw.pop())


def _played(s: State, ev: Played) -> None:
    s.players[ev.seat].hand.remove(ev.card)
    s.table.append(ev.card)


def _scored(s: State, ev: Scored) -> None:
    s.players[ev.seat].score += ev.points


def _turned(s: State, ev: Turned) -> None:
    s.turn = ev.seat


def _ended(s: State, ev: Ended) -> None:
    s.result = {"winners": list(ev.winners), "scores": list(ev.scores)}


APPLY: dict[type, Callable[[State, Any], None]] = {
    Shuffled: _shuffled, Drew: _drew, Played: _played, Scored: _scored, Turned: _turned, Ended: _ended}


def new_state(setup: Setup) -> State:
    """The table before the deal: the pile in card order (the deal's shuffle is an event)."""
    return State(random.Random(setup.seed), [Player(name, []) for name in setup.players], list(CARDS), [])


def deal(g: Game, setup: Setup) -> None:
    s: State = g.state
    order = s.draw[:]
    s.rng.shuffle(order)
    g.emit(Shuffled(tuple(order)))
    for _ in range(HAND):
        for seat in range(len(s.players)):
            g.emit(Drew(seat, s.draw[-1]))


def top_prompt(g: Game) -> Prompt:
    s: State = g.state
    hand = s.players[s.turn].hand
    options = tuple(("play", card) for card in sorted(hand)) or (("draw",),)
    return Prompt(seat=s.turn, kind="main", text="Play a card", options=options, offers_commands=True)


def handle(g: Game, command: Any) -> Effect | None:
    s: State = g.state
    seat = s.turn
    if command[0] == "draw":
        g.emit(Drew(seat, s.draw[-1]))
        return None
    g.emit(Played(seat, command[1]))
    return _score_or_draw(g, seat, command[1])


def _score_or_draw(g: Game, seat: int, card: int) -> Effect:
    s: State = g.state
    modes = (SCORE, DRAW) if s.draw else (SCORE,)
    picked = yield from choose(seat, "mode", "score_or_draw", "Score the card or draw one?", modes,
                               labels=("score", "draw")[:len(modes)])
    if picked == [DRAW]:
        g.emit(Drew(seat, s.draw[-1]))
    else:
        g.emit(Scored(seat, card))
    return True


def _can_move(s: State, seat: int) -> bool:
    return bool(s.players[seat].hand or s.draw)


def after_change(g: Game) -> None:
    """Between commands: the turn passes to the next seat that can move; with none, the game ends."""
    s: State = g.state
    if s.result is not None or not g.quiescent:
        return
    n = len(s.players)
    for step in range(1, n + 1):
        seat = (s.turn + step) % n
        if _can_move(s, seat):
            g.emit(Turned(seat))
            return
    scores = tuple(p.score for p in s.players)
    g.emit(Ended(tuple(i for i, x in enumerate(scores) if x == max(scores)), scores))


def why_refused(g: Game, seat: int, command: Any) -> str:
    return f"{command!r} is not a move now"


def _drew_as_seen(ev: Drew, s: State, seat: int) -> Drew:
    return ev if ev.seat == seat else ev._replace(card=None)


def _order_hidden(ev: Shuffled, s: State, seat: int) -> Shuffled:
    return Shuffled((None,) * len(ev.order))


def teaches(ev: Any, seat: int) -> bool:
    """A card drawn into the seat's own hand, or another seat's card coming face up, is news."""
    return (type(ev) is Drew and ev.card is not None) or (type(ev) is Played and ev.seat != seat)


def view(s: State, seat: int | None) -> dict[str, Any]:
    return {"players": [{"name": p.name, "score": p.score, "hand_size": len(p.hand),
                         "hand": sorted(p.hand) if seat is None or seat == i else None}
                        for i, p in enumerate(s.players)],
            "draw_size": len(s.draw), "draw": s.draw[:] if seat is None else None,
            "table": s.table[:], "turn": s.turn, "result": s.result}


def redeal(g: Game, seat: int, rng: random.Random) -> State:
    """A take-over's deal: the other hands and the pile pooled (sorted, then shuffled) and dealt
    back into the same places, and the generator reseeded."""
    world: State = g.state.copy()
    others = [p.hand for i, p in enumerate(world.players) if i != seat]
    pool = sorted(card for pile in (*others, world.draw) for card in pile)
    rng.shuffle(pool)
    for pile in (*others, world.draw):
        pile[:] = [pool.pop() for _ in pile]
    world.rng = random.Random(rng.getrandbits(64))
    return world


class TinyHooks(RulesetHooks):
    """The rules of every step, in plain Python: a ruleset that is not compiled subclasses the core's
    compiled hooks class as the compiled games do."""

    def top_prompt(self, g: Game) -> Prompt:
        return top_prompt(g)

    def handle(self, g: Game, command: Any) -> Effect | None:
        return handle(g, command)

    def after_change(self, g: Game) -> None:
        after_change(g)


TINY: Ruleset[Game, State, Setup] = Ruleset(
    name=NAME, zones=ZONES, new_state=new_state, deal=deal, hooks=TinyHooks(),
    apply=APPLY, auto_options=(), why_refused=why_refused,
    redact={Drew: _drew_as_seen, Shuffled: _order_hidden}, teaches=teaches, view=view, redeal=redeal,
)

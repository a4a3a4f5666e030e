"""Crown Rivals as the core's game contract (core/ruleset.py): the one object a driver needs to run
it. The rules live in the modules this names; here they are only put together, with the few
contract functions that have no other home: what a seat may see of an event, what teaches it
something (undo stops there), and the view as plain data."""

from __future__ import annotations

import random
from dataclasses import asdict
from typing import Any

from hoc_desktop.engine.core.ruleset import Driver, Ruleset
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.crown_rivals import turn
from hoc_desktop.engine.crown_rivals.determinize import known_groups, sample_world
from hoc_desktop.engine.crown_rivals.events import APPLY, MarketReset, Moved, Reshuffled, Shuffled
from hoc_desktop.engine.crown_rivals.refusal_words import refusal_words
from hoc_desktop.engine.crown_rivals.refusals import refusal
from hoc_desktop.engine.crown_rivals.setup import GAME_NAME, deal, new_state
from hoc_desktop.engine.crown_rivals.state import GameState
from hoc_desktop.engine.crown_rivals.view import SeatView
from hoc_desktop.engine.crown_rivals.zones import ZONES


def _moved_as_seen(ev: Moved, state: GameState, seat: int) -> Moved:
    """A card moving between zones `seat` cannot see into (the other player's draw) is unknown."""
    if ZONES.sees(ev.src, seat) or ZONES.sees(ev.dst, seat):
        return ev
    return ev._replace(card=None)


def _order_hidden(ev: Shuffled | Reshuffled | MarketReset, state: GameState, seat: int) -> Any:
    """Every shuffled pile is face down: a seat may know which cards are in it, never their order."""
    return ev._replace(order=(None,) * len(ev.order))


def teaches(ev: Any, seat: int) -> bool:
    """A card that came out of a zone hidden from `seat` (a draw, a market refill) is news."""
    return type(ev) is Moved and ev.card is not None and ZONES.hidden_from(ev.src, seat)


def _view(state: GameState, seat: int | None) -> dict[str, Any]:
    return asdict(SeatView.of(state, seat))


def _why_refused(g: Driver, seat: int, command: Any) -> str:
    """The reason a command is refused (refusals.py), in the player's words (refusal_words.py)."""
    return refusal_words(refusal(g.state, command))


def _redeal(g: Game, seat: int, rng: random.Random) -> GameState:
    """A take-over's deal (core/take_over.py): the determinization the review's rollouts use, from
    what `seat` has seen."""
    return sample_world(g.state, seat, known_groups(g, seat), rng)


CROWN_RIVALS = Ruleset(
    name=GAME_NAME, zones=ZONES, new_state=new_state, deal=deal, hooks=turn.CrownRivalsHooks(),
    apply=APPLY, auto_options=(), why_refused=_why_refused,
    redact={Moved: _moved_as_seen, Shuffled: _order_hidden, Reshuffled: _order_hidden, MarketReset: _order_hidden},
    teaches=teaches, view=_view, redeal=_redeal,
)

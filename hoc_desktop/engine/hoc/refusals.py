"""Why an action the prompt does not offer is refused, as a value a player's window words.

The prompt's options decide what is legal; this module only explains a refusal after the fact,
so a window can spring a dropped card back with "City costs 3; you have 2 coins" instead of "buy
40 is not a legal action now". Each reason names the rule that stands in the way, checked in the
order a player would think of them (the phase, then the card, then the cost), as a `Refusal`: a
code and named fields (card keys, numbers from the card data and data/rules.yaml), worded by
refusal_words.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from hoc_desktop.engine.core.refusal import NOT_LEGAL, Refusal
from hoc_desktop.engine.hoc import scoring
from hoc_desktop.engine.hoc.refusal_words import refusal
from hoc_desktop.engine.hoc.state import PHASE_MAIN, PHASE_SECOND

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game

Command = tuple[Any, ...]


def why_refused(g: "Game", seat: int, cmd: Command) -> Refusal:
    """The reason `cmd` is not a legal action for `seat` now (the caller knows it is not). A command
    of the wrong shape (unknown verb, missing or non-card arguments) gets the generic reason."""
    reason = None
    if isinstance(cmd, tuple) and cmd and isinstance(cmd[0], str) and cmd[0] in _EXPLAIN:
        explain, cards = _EXPLAIN[cmd[0]]
        args = cmd[1:]
        if len(args) == cards and all(type(a) is int for a in args):
            reason = explain(g, seat, cmd)
    return reason or _no(g, NOT_LEGAL,
                         command=" ".join(str(x) for x in cmd) if isinstance(cmd, tuple) else repr(cmd))


def _no(g: "Game", code: str, **fields: Any) -> Refusal:
    return refusal(g.state.catalog, code, **fields)


def _key(g: "Game", cid: Any) -> str:
    """The card key of `cid`, "" for a number that is no card (worded "that card")."""
    cards = g.state.cards
    return cards[cid].key if isinstance(cid, int) and 0 <= cid < len(cards) else ""


def _in_phase(g: "Game", phase: str, verb: str) -> Refusal | None:
    if g.state.phase == phase:
        return None
    return _no(g, "phase", verb=verb)


def _own(g: "Game", seat: int, cid: Any, zone: str) -> bool:
    return isinstance(cid, int) and cid in getattr(g.state.players[seat], zone)


def _play(g: "Game", seat: int, cmd: Command) -> Refusal | None:
    cid = cmd[1]
    if not _own(g, seat, cid, "hand"):
        return _no(g, "not_in_hand", card=_key(g, cid))
    card = g.state.cards[cid]
    if not card.playable:
        return _no(g, "not_playable", card=card.key)
    phase = _in_phase(g, PHASE_MAIN, "play")
    if phase:
        return phase
    if g.state.turn.plays <= 0:
        return _no(g, "no_plays")
    return None


def _second_action(g: "Game", verb: str) -> Refusal | None:
    done = g.state.turn.second_action
    if done is not None and done != verb:
        return _no(g, "second_action", done=done, verb=verb)
    return None


def _coins(g: "Game", cid: Any, cost: int) -> Refusal | None:
    coins = g.state.turn.coins
    if cost > coins:
        return _no(g, "coins", card=_key(g, cid), cost=cost, coins=coins)
    return None


def _buy(g: "Game", seat: int, cmd: Command) -> Refusal | None:
    from hoc_desktop.engine.hoc.flow import buy_condition_met, buyable
    cid = cmd[1]
    phase = _in_phase(g, PHASE_SECOND, "buy")
    if phase:
        return phase
    other = _second_action(g, "buy")
    if other:
        return other
    if isinstance(cid, int) and 0 <= cid < len(g.state.cards) and not buy_condition_met(g.state, cid):
        return _no(g, "buy_condition", card=_key(g, cid))
    offer = buyable(g.state, seat)
    if cid not in offer:
        return _no(g, "not_market_top", card=_key(g, cid))
    return _coins(g, cid, offer[cid][1])


def _back(g: "Game", seat: int, cmd: Command) -> Refusal | None:
    cid = cmd[1]
    phase = _in_phase(g, PHASE_SECOND, "back")
    if phase:
        return phase
    if g.state.players[seat].princess is not None:
        return _no(g, "backed_already")
    if cid not in g.state.princesses:
        return _no(g, "not_princess_row", card=_key(g, cid))
    other = _second_action(g, "back")
    if other:
        return other
    if g.state.turn.second_action == "back":
        return _no(g, "backed_this_turn")
    return _coins(g, cid, g.state.cards[cid].cost)


def _set(g: "Game", seat: int, cmd: Command) -> Refusal | None:
    cid = cmd[1]
    if not _own(g, seat, cid, "hand"):
        return _no(g, "not_in_hand", card=_key(g, cid))
    if not g.state.cards[cid].is_succession:
        return _no(g, "not_succession", card=_key(g, cid))
    phase = _in_phase(g, PHASE_SECOND, "set")
    if phase:
        return phase
    if g.state.players[seat].princess is None:
        return _no(g, "set_needs_princess")
    return _second_action(g, "set")


def _keep(g: "Game", seat: int, cmd: Command) -> Refusal | None:
    cid = cmd[1]
    territory = cmd[2] if len(cmd) > 2 else None
    cards = g.state.cards
    p = g.state.players[seat]
    if not _own(g, seat, cid, "hand"):
        return _no(g, "not_in_hand", card=_key(g, cid))
    phase = _in_phase(g, PHASE_MAIN, "keep")
    if phase:
        return phase
    if p.princess is None:
        return _no(g, "keep_needs_princess")
    card = cards[cid]
    if not card.is_action or card.cannot_keep:
        return _no(g, "cannot_keep", card=card.key)
    if territory not in p.domain or not cards[territory].is_territory:
        return _no(g, "keep_on_territory")
    if territory in p.kept:
        return _no(g, "territory_taken", territory=cards[territory].key)
    if card.cost > cards[territory].cost:
        return _no(g, "keep_too_costly", card=card.key, cost=card.cost, territory=cards[territory].key,
                   territory_cost=cards[territory].cost)
    return None


def _recall(g: "Game", seat: int, cmd: Command) -> Refusal | None:
    if cmd[1] not in g.state.players[seat].kept.values():
        return _no(g, "not_kept", card=_key(g, cmd[1]))
    return _in_phase(g, PHASE_MAIN, "recall")


def _declare(g: "Game", seat: int, cmd: Command) -> Refusal | None:
    p = g.state.players[seat]
    if p.princess is None:
        return _no(g, "declare_needs_princess")
    if p.declared:
        return _no(g, "declared_already")
    if g.state.overtime:
        return _no(g, "overtime_no_declare")
    need = g.state.rulebook.rules.coronation_points
    have = scoring.succession_points(g.state, seat)
    if have < need:
        return _no(g, "coronation_points", need=need, have=have)
    return None


def _cash_coin(g: "Game", seat: int, cmd: Command) -> Refusal | None:
    phase = _in_phase(g, PHASE_MAIN, "cash_coin")
    if phase:
        return phase
    if not g.state.players[seat].areas.get("coin"):
        return _no(g, "no_coin_counter")
    return None


def _end_main(g: "Game", seat: int, cmd: Command) -> Refusal | None:
    return _in_phase(g, PHASE_MAIN, "end_main")


def _end_turn(g: "Game", seat: int, cmd: Command) -> Refusal | None:
    return _in_phase(g, PHASE_SECOND, "end_turn")


# verb -> (its explanation, how many card ids follow the verb)
_EXPLAIN: dict[str, tuple[Callable[["Game", int, Command], Refusal | None], int]] = {
    "play": (_play, 1), "buy": (_buy, 1), "back": (_back, 1), "set": (_set, 1), "keep": (_keep, 2),
    "recall": (_recall, 1), "declare": (_declare, 0), "end_main": (_end_main, 0), "end_turn": (_end_turn, 0),
    "cash_coin": (_cash_coin, 0),
}

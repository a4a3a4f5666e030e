"""Why an action the prompt does not offer is refused, in words a player understands.

The prompt's options decide what is legal; this module only explains a refusal after the fact,
so a window can spring a dropped card back with "City costs 3; you have 2 coins" instead of "buy
40 is not a legal action now". Each reason names the rule that stands in the way, checked in the
order a player would think of them (the phase, then the card, then the cost). Numbers come from
the card data and data/rules.yaml.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from hoc_desktop.engine.hoc import scoring
from hoc_desktop.engine.hoc.state import PHASE_MAIN, PHASE_SECOND

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game

Command = tuple[Any, ...]
_ACTION_WORDS = {"buy": "buying cards", "back": "backing a princess", "set": "setting Succession cards"}


def why_refused(g: "Game", seat: int, cmd: Command) -> str:
    """The reason `cmd` is not a legal action for `seat` now (the caller knows it is not). A command
    of the wrong shape (unknown verb, missing or non-card arguments) gets the generic reason."""
    reason = None
    if isinstance(cmd, tuple) and cmd and isinstance(cmd[0], str) and cmd[0] in _EXPLAIN:
        explain, cards = _EXPLAIN[cmd[0]]
        args = cmd[1:]
        if len(args) == cards and all(type(a) is int for a in args):
            reason = explain(g, seat, cmd)
    return reason or f"{' '.join(str(x) for x in cmd) if isinstance(cmd, tuple) else cmd!r} is not a legal action now"


def _name(g: "Game", cid: Any) -> str:
    cards = g.state.cards
    return cards[cid].name if isinstance(cid, int) and 0 <= cid < len(cards) else "that card"


def _in_phase(g: "Game", phase: str, what: str) -> str | None:
    if g.state.phase == phase:
        return None
    if phase == PHASE_MAIN:
        return f"{what} only in the Main Phase, which has ended this turn"
    return f"{what} only in the Second Phase: end the Main Phase first"


def _own(g: "Game", seat: int, cid: Any, zone: str) -> bool:
    return isinstance(cid, int) and cid in getattr(g.state.players[seat], zone)


def _play(g: "Game", seat: int, cmd: Command) -> str | None:
    cid = cmd[1]
    if not _own(g, seat, cid, "hand"):
        return f"{_name(g, cid)} is not in your hand"
    card = g.state.cards[cid]
    if not card.playable:
        return f"{card.name} cannot be played: it is not an Action or Territory card"
    phase = _in_phase(g, PHASE_MAIN, "Cards are played")
    if phase:
        return phase
    if g.state.turn.plays <= 0:
        return "You have no plays left: each card you play uses one; the link number on a card gives more"
    return None


def _second_action(g: "Game", verb: str) -> str | None:
    done = g.state.turn.second_action
    if done is not None and done != verb:
        return (f"The Second Phase allows one kind of action and you chose {_ACTION_WORDS.get(done, done)} "
                f"this turn, so no {_ACTION_WORDS[verb]}")
    return None


def _coins(g: "Game", what: str, cost: int) -> str | None:
    coins = g.state.turn.coins
    if cost > coins:
        return f"{what} costs {cost}; you have {coins} coin{'s' if coins != 1 else ''}"
    return None


def _buy(g: "Game", seat: int, cmd: Command) -> str | None:
    from hoc_desktop.engine.hoc.flow import buy_condition_met, buyable
    cid = cmd[1]
    phase = _in_phase(g, PHASE_SECOND, "Cards are bought")
    if phase:
        return phase
    other = _second_action(g, "buy")
    if other:
        return other
    if isinstance(cid, int) and 0 <= cid < len(g.state.cards) and not buy_condition_met(g.state, cid):
        return f"{_name(g, cid)} may be bought only after you played a card its buy condition names this turn"
    offer = buyable(g.state, seat)
    if cid not in offer:
        return f"Only the top card of a Market pile can be bought, and {_name(g, cid)} is not one"
    return _coins(g, _name(g, cid), offer[cid][1])


def _back(g: "Game", seat: int, cmd: Command) -> str | None:
    cid = cmd[1]
    phase = _in_phase(g, PHASE_SECOND, "A princess is backed")
    if phase:
        return phase
    if g.state.players[seat].princess is not None:
        return "You have backed a princess already: each player backs one"
    if cid not in g.state.princesses:
        return f"{_name(g, cid)} is not in the princess row"
    other = _second_action(g, "back")
    if other:
        return other
    if g.state.turn.second_action == "back":
        return "You have backed a princess this turn already"
    return _coins(g, _name(g, cid), g.state.cards[cid].cost)


def _set(g: "Game", seat: int, cmd: Command) -> str | None:
    cid = cmd[1]
    if not _own(g, seat, cid, "hand"):
        return f"{_name(g, cid)} is not in your hand"
    if not g.state.cards[cid].is_succession:
        return f"{_name(g, cid)} is not a Succession card: only those are set in your Domain"
    phase = _in_phase(g, PHASE_SECOND, "Succession cards are set")
    if phase:
        return phase
    if g.state.players[seat].princess is None:
        return "Back a princess first: Succession cards are set in her Domain"
    return _second_action(g, "set")


def _keep(g: "Game", seat: int, cmd: Command) -> str | None:
    cid = cmd[1]
    territory = cmd[2] if len(cmd) > 2 else None
    cards = g.state.cards
    p = g.state.players[seat]
    if not _own(g, seat, cid, "hand"):
        return f"{_name(g, cid)} is not in your hand"
    phase = _in_phase(g, PHASE_MAIN, "Cards are kept")
    if phase:
        return phase
    if p.princess is None:
        return "Back a princess first: cards are kept on the territories of her Domain"
    card = cards[cid]
    if not card.is_action or card.cannot_keep:
        return f"{card.name} cannot be kept: only Action cards are kept on territories"
    if territory not in p.domain or not cards[territory].is_territory:
        return "Keep it on a Territory card of your Domain"
    if territory in p.kept:
        return f"{cards[territory].name} holds a kept card already"
    if card.cost > cards[territory].cost:
        return (f"{card.name} costs {card.cost}, more than {cards[territory].name} ({cards[territory].cost}): "
                "a kept card may cost no more than its territory")
    return None


def _recall(g: "Game", seat: int, cmd: Command) -> str | None:
    if cmd[1] not in g.state.players[seat].kept.values():
        return f"{_name(g, cmd[1])} is not kept on your Domain"
    return _in_phase(g, PHASE_MAIN, "Kept cards are recalled")


def _declare(g: "Game", seat: int, cmd: Command) -> str | None:
    p = g.state.players[seat]
    if p.princess is None:
        return "Back a princess first: only a Domain's points count"
    if p.declared:
        return "You have declared a Coronation Ceremony already"
    if g.state.overtime:
        return "In overtime nobody declares: the first to reach the overtime points wins"
    need = g.state.rulebook.rules.coronation_points
    have = scoring.succession_points(g.state, seat)
    if have < need:
        return f"A Coronation Ceremony needs {need} succession points; you have {have}"
    return None


def _cash_coin(g: "Game", seat: int, cmd: Command) -> str | None:
    phase = _in_phase(g, PHASE_MAIN, "Coin counters are cashed in")
    if phase:
        return phase
    if not g.state.players[seat].areas.get("coin"):
        return "You have no Coin counter"
    return None


def _end_main(g: "Game", seat: int, cmd: Command) -> str | None:
    return _in_phase(g, PHASE_MAIN, "The Main Phase is ended")


def _end_turn(g: "Game", seat: int, cmd: Command) -> str | None:
    return _in_phase(g, PHASE_SECOND, "The turn is ended")


# verb -> (its explanation, how many card ids follow the verb)
_EXPLAIN: dict[str, tuple[Callable[["Game", int, Command], str | None], int]] = {
    "play": (_play, 1), "buy": (_buy, 1), "back": (_back, 1), "set": (_set, 1), "keep": (_keep, 2),
    "recall": (_recall, 1), "declare": (_declare, 0), "end_main": (_end_main, 0), "end_turn": (_end_turn, 0),
    "cash_coin": (_cash_coin, 0),
}

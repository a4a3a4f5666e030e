"""Steps on the affected player's hand and draw pile (you, or inside an `attack` the opponent it
resolves against): putting a card from hand on the draw pile, revealing a hand, and looking at the
top of a draw pile, then discarding some of the cards looked at (Fairy Garden's Surveyor and Demon
Tribe Warrior, spec 8.4).

A look is private: the `Looked` event names the cards to the looking player alone (redaction.py),
and the cards stay face down where they lie unless a later step moves them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hoc_desktop.cards.model import CardFilter
from hoc_desktop.cards.vocabulary import LOOKED
from hoc_desktop.engine.hoc import verbs
from hoc_desktop.engine.hoc.effects.runtime import Ctx, Effect, affected, choose, op, sync_op, value
from hoc_desktop.engine.hoc.events import HandRevealed, Looked, Shown

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game


@op("hand_to_draw_top")
def hand_to_draw_top(g: "Game", ctx: Ctx, flt: CardFilter) -> Effect:
    """The affected player shows a card the filter allows from their hand (so everyone can check
    it is one) and puts it face down on top of their draw pile; with none in hand it cannot be
    done and changes nothing (Surveyor's first choice, FG-SUR-1)."""
    s = g.state
    seat = affected(ctx)
    eligible = [c for c in s.players[seat].hand if flt.matches(s.cards[c])]
    if not eligible:
        return False
    pick = yield from choose(g, seat, "to_draw", "hand_to_draw_top", eligible, source=ctx.card)
    g.emit(Shown(seat, pick[0]))
    verbs.move(g, pick[0], ("hand", seat), ("draw", seat))
    return True


@sync_op("reveal_hand")
def reveal_hand(g: "Game", ctx: Ctx, args: None) -> bool:
    """The affected player shows their whole hand to everyone (FG-SUR-2)."""
    seat = affected(ctx)
    g.emit(HandRevealed(seat, tuple(g.state.players[seat].hand)))
    return True


@sync_op("look_at_top")
def look_at_top(g: "Game", ctx: Ctx, args: int | str) -> bool:
    """The player resolving the card looks at the top N cards of the affected player's draw pile,
    which first takes the shuffled discard pile under it when it holds fewer (FG-SHF-1). A card
    already face up there is looked at like the others (FG-REV-1). Fewer than N to look at: those,
    then the step list ends (R-FG-11.3)."""
    n = value(ctx, args)
    seen = verbs.top_cards(g, affected(ctx), n)
    g.emit(Looked(ctx.seat, tuple(seen)))
    ctx.vars[LOOKED] = tuple(seen)
    return len(seen) == n


@op("discard_looked")
def discard_looked(g: "Game", ctx: Ctx, args: dict[str, Any]) -> Effect:
    """The player who looked discards up to `count` of the cards looked at (`exactly`: that many as
    far as there are) into their owner's discard pile; the others stay where they lie, face down
    and unseen by anyone else."""
    seat = affected(ctx)
    seen = ctx.vars.get(LOOKED, ())
    n = value(ctx, args["count"])
    picks = yield from choose(g, ctx.seat, "discard_looked", "discard_looked", seen,
                              n if args["exactly"] else 0, n, source=ctx.card)
    for cid in picks:
        verbs.discard(g, seat, cid, ("draw", seat))
    return True

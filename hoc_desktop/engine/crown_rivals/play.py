"""One play action (section 2, step P3): a card, alone or with one diamond boosting it, goes into
the play area; its suit ability resolves; each jack among the cards may trash a market card; then
the odd/even bonuses the action newly earns are awarded. A win ends everything at once."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from hoc_desktop.engine.core.effects import Effect, choose
from hoc_desktop.engine.core.ruleset import Driver
from hoc_desktop.engine.crown_rivals import influence, market
from hoc_desktop.engine.crown_rivals.amounts import boosted, bonuses_of
from hoc_desktop.engine.crown_rivals.bonuses import BONUS_EFFECTS, BONUS_WORDS
from hoc_desktop.engine.crown_rivals.cards import SUIT_WORDS, card_name, is_jack, suit_of, values
from hoc_desktop.engine.crown_rivals.events import (BonusEarned, CardPlayed, DamagePooled, Declined, Moved,
                                                     SupporterPlaced)
from hoc_desktop.engine.crown_rivals.rules import SUITS


def play_action(g: Driver, card: str, diamond: str | None) -> Effect:
    """Play `card` from the active hand, boosted by `diamond` (or None), and resolve it (P3 a-d)."""
    s = g.state
    rules = s.rules
    seat = s.turn.seat
    table = values(rules)
    value = table[card] if diamond is None else boosted(rules, table[card], table[diamond])
    g.emit(CardPlayed(seat, card, diamond, value, 0 if diamond is None else table[diamond]))
    ability = rules.abilities[suit_of(card)]
    if ability == "damage":
        g.emit(DamagePooled(value))
        influence.strike(g)
    elif ability == "heal":
        influence.change(g, seat, value)
    elif ability == "supporters":
        g.emit(SupporterPlaced(seat, card, diamond, value))
    if s.over:
        return
    for jack in (c for c in (card, diamond) if c is not None and is_jack(c)):
        yield from jack_trash(g, jack)
    yield from award_bonuses(g)


def jack_trash(g: Driver, jack: str) -> Effect:
    """You may trash a face-up market card; its slot is refilled at once (CR:L40, OQ-6)."""
    s = g.state
    shown = tuple(c for c in s.market if c is not None)
    if not shown:
        return
    picked = yield from choose(s.turn.seat, "pick", "jack_trash", f"{card_name(jack)}: trash a card from the market?",
                               shown, lo=0)
    if picked:
        slot = s.market.index(picked[0])
        g.emit(Moved(picked[0], ("market", slot), ("trash", None)))
        market.refill(g, slot)
    else:
        g.emit(Declined(s.turn.seat, "jack_trash"))


def award_bonuses(g: Driver) -> Effect:
    """Award every odd/even bonus the cards played this turn now earn and have not yet earned. A
    play action adds at most one card per suit, so at most two bonuses (the card's suit and its
    diamond's) come at once; the player orders them (step P3d)."""
    s = g.state
    turn = s.turn
    due = [suit for suit in SUITS if bonuses_of(turn.played, suit) > turn.bonuses.get(suit, 0)]
    for suit in due:
        g.emit(BonusEarned(turn.seat, suit))
    if len(due) > 1:
        names = tuple(bonus_label(s.rules.bonuses[suit], suit) for suit in due)
        first = yield from choose(turn.seat, "pick", "bonus_order", "Which bonus first?", due, labels=names)
        due.sort(key=lambda suit: suit != first[0])
    for suit in due:
        yield from BONUS_EFFECTS[s.rules.bonuses[suit]](g)
        if s.over:
            return


def bonus_label(bonus: str, suit: str) -> str:
    """A bonus on the button that puts it first: "Clubs: the opponent discards"."""
    return f"{SUIT_WORDS[suit].capitalize()}s: {BONUS_WORDS[bonus]}"

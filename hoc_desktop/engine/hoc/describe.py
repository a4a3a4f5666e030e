"""The game log in words: one line per event worth telling (None for bookkeeping events).

`seat` is the reader: cards another seat draws or looks at privately are not named to them. Given
a seat's own stream (`Game.events_for(seat)`), a card hidden from that seat is None and reads "a
card", so nothing the seat may not know can reach its log.

The words are the log's only part that depends on the language: each line is one whole message
(`hoc_desktop.i18n`), with a form for the seat named "You" (second person) and one for any other
seat, so a translation orders the fields as its grammar wants. Card names come from the card data
(`cards.names.card_name`), a mode's label from its card's data (`cards.names.mode_label`). A card
moving between two named zones reads as one message whose places are phrases of their own ("your
discard pile", "the top of Normal's draw pile"), each a message too.
"""

from __future__ import annotations

from typing import Any

from hoc_desktop.cards.model import SUBTYPES
from hoc_desktop.cards.names import card_name, mode_label
from hoc_desktop.cards.vocabulary import ALLIANCE_FLAGS, ALLIANCE_PREFIX
from hoc_desktop.engine.core.told import DRAW, HEADING, LINE, Told
from hoc_desktop.i18n.player_names import YOU, shown_name
from hoc_desktop.engine.hoc.events import (Acquire, Activated, Area, Backed, Bought, CardRef, Cleanup, Coins, Counter,
                                           Declared, Defended, Eliminated, Event, ExtraTurnNext, Flag, GameOver,
                                           HandRevealed, Keep, Looked, Misfired, ModeChosen, Move, Overtime, Play,
                                           Reshuffle, Reveal, SeatOrder, Shown, SupplyBottomRevealed, Taxed,
                                           TurnStarted)
from hoc_desktop.engine.hoc.misfire_words import why_stopped
from hoc_desktop.engine.hoc.question_words import counter_word, subtype_word
from hoc_desktop.engine.hoc.state import GameState
from hoc_desktop.i18n import N_, _, ngettext

_ZONE_WORDS = {"hand": N_("hand"), "draw": N_("draw pile"), "discard": N_("discard pile"), "field": N_("field"),
               "domain": N_("Domain"), "kept": N_("kept cards"), "basic": N_("Market"), "stack": N_("Market"),
               "supply": N_("Supply pile"), "curses": N_("Curse pile"), "princesses": N_("princess row"),
               "outskirts": N_("Outskirts"), "set_aside": N_("set-aside cards"), "guardian": N_("guardian")}

# how a game ended (scoring.py `end_game`), as the game-over line says it
_END_WORDS = {"coronation": N_("coronation"), "thirty_points": N_("thirty points"), "overtime": N_("overtime"),
              "judgment": N_("judgment")}


def _who(state: GameState, seat: int) -> str:
    """A seat's name as a line shows it: a default name ("You", "Normal") in the current language
(i18n/player_names.py), as the window's panels show it."""
    return shown_name(state.players[seat].name)


# A seat the front end names "You" (the one human at the table) reads in the second person:
# "You draw a card", "your Domain", not "You draws", "their".
_YOU = YOU


def _counters(count: int, kind: str) -> str:
    """"1 Coin counter", "2 Ore counters", "1 succession counter" (area counters by their area's name)."""
    return ngettext("{n} {kind} counter", "{n} {kind} counters", count).format(n=count, kind=counter_word(kind))


def _says(state: GameState, seat: int, you: str, other: str, **fields: Any) -> str:
    """The line `you` (second person, for the seat named "You") or `other` (any other seat, its
    name in `{name}`), translated, its fields filled."""
    if state.players[seat].name == _YOU:
        return _(you).format(**fields)
    return _(other).format(name=_who(state, seat), **fields)


def _whose(state: GameState, seat: int | None, zone: str, same: bool = False) -> str:
    """A seat's zone inside a sentence: "your hand", "Normal's hand", "their discard pile" (`same`:
    the seat named just before in the sentence); a zone of nobody's is its word alone ("Market")."""
    word = _(_ZONE_WORDS[zone])
    if seat is None:
        return word
    if state.players[seat].name == _YOU:
        return _("your {zone}").format(zone=word)
    if same:
        return _("their {zone}").format(zone=word)
    return _("{name}'s {zone}").format(name=_who(state, seat), zone=word)


def _def(state: GameState, card: Any) -> Any:
    """The card definition of an instance id, or of a seat stream's `CardRef` by the card key it
    carries: a remote seat's log is told from its stream and the game's cards alone, with no
    instance table (client/kit/remote_session.py)."""
    return state.catalog.cards[card.key] if isinstance(card, CardRef) else state.cards[card]


def _name(state: GameState, card: Any) -> str:
    """A card's name; "a card" for one the reader may not know (None in a seat's stream)."""
    return _("a card") if card is None else card_name(_def(state, card))


def _names(state: GameState, cards: Any) -> str:
    """Cards' names in a list: "Farming Village, City"."""
    return _(", ").join(_name(state, c) for c in cards)


def describe_events(state: GameState, events: list[Event], seat: int | None = None) -> list[str]:
    """Lines for a batch of events (see `tell`)."""
    return [told.text for told in tell(state, events, seat)]


def tell(state: GameState, events: list[Event], seat: int | None = None) -> list[Told]:
    """Lines for a batch of events with the cards each names, folding consecutive draws and a
    play's coins into one line so a turn reads like a turn, not like bookkeeping. `seat` hides
    other seats' private cards (a draw of theirs names no card)."""
    events = deal_order(events, 0, len(events))
    lines: list[Told] = []
    drawn: list[Any] = []
    drawer = -1
    previous: Event | None = None     # the last event that produced a line
    previous_gain = 0
    coin_base = ""                    # the last line as told, before the coins folded into it

    def flush() -> None:
        nonlocal drawn, coin_base
        if drawn:
            if seat is None or seat == drawer:
                text = _says(state, drawer, N_("You draw {cards}."), N_("{name} draws {cards}."),
                             cards=_names(state, drawn))
                lines.append(Told(text, tuple(drawn), DRAW, drawer))
                coin_base = text
            else:
                count = len(drawn)
                text = (ngettext("You draw {n} card.", "You draw {n} cards.", count)
                        if state.players[drawer].name == _YOU else
                        ngettext("{name} draws {n} card.", "{name} draws {n} cards.", count)).format(
                            name=_who(state, drawer), n=count)
                lines.append(Told(text, (), DRAW, drawer))
            coin_base = text
            drawn = []

    for index, ev in enumerate(events):
        kind = type(ev)
        if _is_draw(ev):
            if drawn and drawer != ev.src[1]:
                flush()
            drawer = ev.src[1]
            drawn.append(ev.card)
            continue
        flush()
        if kind is Acquire and type(previous) is Bought and previous.card == ev.card:
            continue   # "buys X" already says it
        if kind is Misfired and type(previous) is Misfired and previous.card == ev.card:
            continue   # a mode that stops also stops the card that chose it: one line says it
        if kind is Coins and ev.delta > 0 and type(previous) in (Play, Coins) and lines:
            total = ev.delta + (previous_gain if type(previous) is Coins else 0)
            folded = ngettext("{line} (+{n} coin).", "{line} (+{n} coins).", total)
            lines[-1] = lines[-1]._replace(text=folded.format(line=coin_base.rstrip(".。"), n=total))
            previous_gain = total
            previous = ev
            continue
        line = (alliance_declared(state, ev.name, _turn_seat(state, events, index)) if kind is Flag
                else describe(state, ev, seat))
        if line:
            lines.append(Told(line, _named(ev, seat), HEADING if kind in (TurnStarted, GameOver) else LINE))
            previous, previous_gain, coin_base = ev, 0, line
    flush()
    return lines


def _turn_seat(state: GameState, events: list[Event], index: int) -> int:
    """Whose turn event `index` of a batch falls in: the last turn start or play before it, else
    the first cleanup after it (a batch may end a turn and begin the next), else the current turn."""
    for ev in reversed(events[:index]):
        if type(ev) in (TurnStarted, Play):
            return int(ev.seat)
    return next((int(ev.seat) for ev in events[index:] if type(ev) is Cleanup), state.turn.seat)


def _is_draw(ev: Event) -> bool:
    return type(ev) is Move and ev.src[0] == "draw" and ev.dst[0] == "hand"


def deal_order(stream: list[Event], start: int, end: int) -> list[Event]:
    """Events `start` to `end` of a stream, with the deal's seating told before the first hands
    drawn: the deal draws every hand, then gives the turn order (the stream keeps that order), but
    a reader wants to know who sits where first. A table telling the deal a few events at a time
    gets the seating with the first draw and not again after the last. A seating decided by the
    hands (Hand Elimination) follows other events and stays where it is."""
    found = _deal_seating(stream)
    if found is None:
        return stream[start:end]
    first, at = found
    batch = [ev for k, ev in enumerate(stream[start:end], start) if k != at]
    if start <= first < end:
        batch.insert(first - start, stream[at])
    return batch


def _deal_seating(stream: list[Event]) -> tuple[int, int] | None:
    """(where the run of draws just before the deal's seating begins, where the seating is), or
    None when no draw comes right before it (or no seating comes before the first turn)."""
    for at, ev in enumerate(stream):
        kind = type(ev)
        if kind is TurnStarted:
            return None
        if kind is SeatOrder:
            first = at
            while first > 0 and _is_draw(stream[first - 1]):
                first -= 1
            return (first, at) if first < at else None
    return None


def _named(ev: Event, seat: int | None) -> tuple[Any, ...]:
    """The cards an event's line names: its card, the attack it answers, the cards it lists (what
    `seat` may not see is None in its own stream and is left out)."""
    fields = getattr(ev, "_fields", ())
    if type(ev) is Looked and seat is not None and seat != ev.seat:
        return ()
    found: list[Any] = []
    for name in ("card", "attack", "cards"):
        if name in fields:
            value = getattr(ev, name)
            found += list(value) if isinstance(value, (list, tuple)) and not isinstance(value, CardRef) else [value]
    return tuple(c for c in found if c is not None and not isinstance(c, (str, bool)))


def describe(state: GameState, ev: Event, seat: int | None = None) -> str | None:
    """One event in words (None for bookkeeping). `seat` hides other seats' private cards."""
    kind = type(ev)
    if kind is TurnStarted:
        if ev.extra:
            return _("--- Turn {turn}: {name} (extra turn) ---").format(turn=ev.number, name=_who(state, ev.seat))
        return _("--- Turn {turn}: {name} ---").format(turn=ev.number, name=_who(state, ev.seat))
    if kind is Play:
        return _says(state, ev.seat, N_("You play {card}."), N_("{name} plays {card}."), card=_name(state, ev.card))
    if kind is Cleanup:
        return _says(state, ev.seat, N_("You discard hand and field."), N_("{name} discards hand and field."))
    if kind is Bought:
        return _says(state, ev.seat, N_("You buy {card} for {cost}."), N_("{name} buys {card} for {cost}."),
                     card=_name(state, ev.card), cost=ev.cost)
    if kind is Acquire:
        return _says(state, ev.seat, N_("You acquire {card}."), N_("{name} acquires {card}."),
                     card=_name(state, ev.card))
    if kind is Backed:
        return _says(state, ev.seat, N_("You back {card}."), N_("{name} backs {card}."), card=_name(state, ev.card))
    if kind is Keep:
        return _says(state, ev.seat, N_("You keep {card} on {territory}."), N_("{name} keeps {card} on {territory}."),
                     card=_name(state, ev.card), territory=_name(state, ev.territory))
    if kind is Coins:
        if ev.delta > 0:
            if state.players[ev.seat].name == _YOU:
                return ngettext("You gain {n} coin.", "You gain {n} coins.", ev.delta).format(n=ev.delta)
            return ngettext("{name} gains {n} coin.", "{name} gains {n} coins.", ev.delta).format(
                name=_who(state, ev.seat), n=ev.delta)
        return None
    if kind is Area:
        if ev.delta > 0:
            return _says(state, ev.seat, N_("You take {counters}."), N_("{name} takes {counters}."),
                         counters=_counters(ev.delta, ev.kind))
        if ev.kind == "debt":
            return _says(state, ev.seat, N_("You pay off {counters}."), N_("{name} pays off {counters}."),
                         counters=_counters(-ev.delta, ev.kind))
        return _says(state, ev.seat, N_("You remove {counters}."), N_("{name} removes {counters}."),
                     counters=_counters(-ev.delta, ev.kind))
    if kind is Taxed:
        return _("A Taxation token is put on the {pile} pile.").format(pile=_pile_name(state, ev.pile))
    if kind is Shown:
        return _says(state, ev.seat, N_("You reveal {card}."), N_("{name} reveals {card}."), card=_name(state, ev.card))
    if kind is Counter:
        words = _("{card} gains {counters}.") if ev.delta > 0 else _("{card} loses {counters}.")
        return words.format(card=_name(state, ev.card), counters=_counters(abs(ev.delta), ev.kind))
    if kind is Move:
        return _describe_move(state, ev, seat)
    if kind is Reshuffle:
        return _says(state, ev.seat, N_("You shuffle your discard pile into a new draw pile."),
                     N_("{name} shuffles their discard pile into a new draw pile."))
    if kind is Reveal and ev.revealed:
        return _("{card} is revealed.").format(card=_name(state, ev.card))
    if kind is HandRevealed:
        cards = _names(state, ev.cards) or _("nothing")
        return _says(state, ev.seat, N_("You reveal your hand: {cards}."), N_("{name} reveals their hand: {cards}."),
                     cards=cards)
    if kind is Looked and (seat is None or seat == ev.seat):
        return _says(state, ev.seat, N_("You look at {cards}."), N_("{name} looks at {cards}."),
                     cards=_names(state, ev.cards))
    if kind is Defended:
        return _says(state, ev.seat, N_("You reveal {card} against {attack}."),
                     N_("{name} reveals {card} against {attack}."),
                     card=_name(state, ev.card), attack=_name(state, ev.attack))
    if kind is Activated:
        return _says(state, ev.seat, N_("You use the ability of {card}."), N_("{name} uses the ability of {card}."),
                     card=_name(state, ev.card))
    if kind is ModeChosen:
        return _says(state, ev.seat, N_("You choose: {mode}."), N_("{name} chooses: {mode}."),
                     mode=_chosen(state, ev.card, ev.mode))
    if kind is Misfired:
        return _("{card} stops: {why}.").format(card=_name(state, ev.card), why=why_stopped(ev.step))
    if kind is Declared:
        if ev.on:
            return _says(state, ev.seat, N_("You declare a coronation ceremony!"),
                         N_("{name} declares a coronation ceremony!"))
        points = state.rulebook.rules.coronation_points
        return _says(state, ev.seat, N_("Your coronation ceremony is cancelled (below {points} points)."),
                     N_("{name}'s coronation ceremony is cancelled (below {points} points)."), points=points)
    if kind is Eliminated:
        return _says(state, ev.seat, N_("You are out of the game (overtime)."),
                     N_("{name} is out of the game (overtime)."))
    if kind is Overtime:
        return _("Overtime! The first to 30 succession points wins.")
    if kind is ExtraTurnNext:
        return _("An extra turn will follow this one.")
    if kind is SupplyBottomRevealed:
        return _("The bottom card of the Supply pile is {card}.").format(card=_name(state, ev.card))
    if kind is Flag:
        return alliance_declared(state, ev.name, state.turn.seat)
    if kind is SeatOrder:
        return _("Seating: {names}.").format(names=_(", ").join(_who(state, s) for s in ev.seats))
    if kind is GameOver:
        names = _(" and ").join(_who(state, w) for w in ev.winners)
        table = _(", ").join(_("{name} {points}").format(name=_who(state, s), points=p) for s, p in ev.scores.items())
        words = (_("=== Game over ({how}): {names} tie. Points: {table} ===") if len(ev.winners) > 1 else
                 _("=== Game over ({how}): {names} wins. Points: {table} ==="))
        how = _(_END_WORDS[ev.reason]) if ev.reason in _END_WORDS else ev.reason.replace("_", " ")
        return words.format(how=how, names=names, table=table)
    return None


def alliance_declared(state: GameState, flag: str, turn_seat: int) -> str | None:
    """The public declaration behind Alliance's turn flag, so the succession counters that follow
    have a visible reason (None for the other turn flags, which their card's own line explains)."""
    if flag not in ALLIANCE_FLAGS:
        return None
    subtype = declared_subtype(flag)
    return _says(state, turn_seat,
                 N_("You declare {subtype} for Alliance: this turn each {subtype} card played or set gives your "
                    "princess a succession counter."),
                 N_("{name} declares {subtype} for Alliance: this turn each {subtype} card played or set gives "
                    "{name}'s princess a succession counter."), subtype=subtype)


def declared_subtype(flag: str) -> str:
    """The subtype an Alliance flag declares, as printed ("alliance_military": "Military"), in the
    current language."""
    return subtype_word(flag[len(ALLIANCE_PREFIX):])


def _pile_name(state: GameState, key: str) -> str:
    """A Market pile by its card's name (the pile's key is the card id)."""
    card = state.catalog.cards.get(key)
    return card_name(card) if card is not None else key


def _chosen(state: GameState, cid: Any, key: str) -> str:
    """What a choice chose, in words: a mode of the card's "choose one" step by its label, a
    declared subtype or card name (Jester, Nightmare Fairy) by its name."""
    label = mode_label(_def(state, cid), key)
    if label is not None:
        return label
    if key in SUBTYPES:
        return subtype_word(key)
    declared = state.catalog.cards.get(key)
    return card_name(declared) if declared is not None else key


def _describe_move(state: GameState, ev: Move, seat: int | None) -> str | None:
    src, dst = ev.src, ev.dst
    owner = src[1] if isinstance(src[1], int) else None
    if src[0] == "draw" and dst[0] == "hand":      # a seat's own zones: src[1] is the seat
        if seat is not None and src[1] != seat:
            return _says(state, src[1], N_("You draw a card."), N_("{name} draws a card."))
        return _says(state, src[1], N_("You draw {cards}."), N_("{name} draws {cards}."), cards=_name(state, ev.card))
    if src[0] == "supply" and dst[0] == "stack":
        return _("{card} comes into the Random Market.").format(card=_name(state, ev.card))
    if dst[0] == "outskirts":
        return _("{card} is banished from {zone}.").format(card=_name(state, ev.card), zone=_(_ZONE_WORDS[src[0]]))
    if dst[0] == "guardian":
        return _says(state, dst[1], N_("You take {card} face down as a guardian."),
                     N_("{name} takes {card} face down as a guardian."), card=_name(state, ev.card))
    if src[0] in ("basic", "stack", "curses", "supply", "princesses"):
        return None   # told by buy / acquire / princess events
    if src[0] == "hand" and dst[0] == "domain":      # a seat's own zones: src[1] is the seat
        return _says(state, src[1], N_("You set {card} in your Domain."), N_("{name} sets {card} in their Domain."),
                     card=_name(state, ev.card))
    dst_owner = dst[1] if isinstance(dst[1], int) else None
    origin = _whose(state, owner, src[0])
    where = _whose(state, dst_owner, dst[0], same=dst_owner == owner)
    if dst[0] == "draw":
        pile = where if dst_owner is not None else _("the draw pile")
        if ev.pos == "top":
            where = (_("the top of {pile} face up") if ev.revealed else _("the top of {pile}")).format(pile=pile)
        else:
            where = (_("the bottom of {pile} face up") if ev.revealed else _("the bottom of {pile}")).format(pile=pile)
    return _("{card} goes from {origin} to {destination}.").format(card=_name(state, ev.card), origin=origin,
                                                                   destination=where)

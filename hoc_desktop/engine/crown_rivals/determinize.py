"""Determinization: one plausible complete Crown Rivals game as one seat knows it, for look-ahead
(the game review's rollouts).

A seat sees its own hand and every face-up pile; hidden from it are the other player's hand, both
draw piles and the market deck. The hidden cards fall into three *groups* a card cannot leave
unseen: the other player's hand and draw pile together ("theirs": a draw takes a card from one to
the other), the seat's own draw pile ("mine") and the market deck ("deck"). What the seat knows of
each hidden card is the group it lies in:

* the deal puts the starting ranks (rules data) into the two draw piles and leaves every other card
  in the market deck, so an unseen starting card is in "mine" or "theirs", any other in "deck";
* a card the seat saw go into a hidden zone (a market card reshuffled into the deck by a crowded
  house, a discard pile reshuffled into a draw pile, a card it saw moved) is in that zone's group.

`known_groups` reads them and `sample_world` deals the hidden cards back at random within those
groups (sizes kept) and reseeds the generator, so the sample depends only on the seat's
information and `rng`: the groups are read from the seat's own stream and the public piles,
never from where a hidden card truly lies, and the hidden pool is collected in a canonical
(sorted) order before it is shuffled.
"""

from __future__ import annotations

import random
from typing import Any

from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.core.shuffle import shuffle
from hoc_desktop.engine.core.take_over import TakenOver
from hoc_desktop.engine.crown_rivals.cards import rank_of, values
from hoc_desktop.engine.crown_rivals.events import APPLY, MarketReset, Moved, Reshuffled
from hoc_desktop.engine.crown_rivals.state import GameState

MINE, THEIRS, DECK = "mine", "theirs", "deck"


def _group(zone: tuple[str, Any], seat: int) -> str | None:
    """The group of a hidden zone as `seat` sees the table; None for a zone it sees."""
    kind, key = zone
    if kind == "market_deck":
        return DECK
    if kind == "draw":
        return MINE if key == seat else THEIRS
    if kind == "hand" and key != seat:
        return THEIRS
    return None


def known_groups(game: Game, seat: int) -> dict[str, frozenset[str]]:
    """Card -> the groups `seat` knows it may lie in, read from its stream and the public piles.
    The omniscient events only rebuild the table the stream describes: at a reshuffle the discard
    pile being reshuffled and at a crowded house the market are face up, so they are read there."""
    s = game.state
    starting = set(s.rules.starting_ranks)
    groups = {card: frozenset({MINE, THEIRS}) if rank_of(card) in starting else frozenset({DECK})
              for card in values(s.rules)}
    table = game.ruleset.new_state(game.setup)
    for ev, seen in zip(game.events, game.events_for(seat)):
        kind = type(ev)
        if kind is TakenOver:            # cards dealt again within their groups: the groups hold
            table = ev.world.copy()
            continue
        if kind is Reshuffled:
            pile = MINE if ev.seat == seat else THEIRS
            for card in table.players[ev.seat].discard:
                groups[card] = frozenset({pile})
        elif kind is MarketReset:
            for slot in table.market:
                if slot is not None:
                    groups[slot] = frozenset({DECK})
        elif kind is Moved and seen.card is not None:
            into = _group(ev.dst, seat)
            if into is not None:
                groups[seen.card] = frozenset({into})
        APPLY[kind](table, ev)
    return groups


def sample_world(state: GameState, seat: int, groups: dict[str, frozenset[str]], rng: random.Random) -> GameState:
    """A copy of `state` with every card `seat` cannot see dealt again within its group, `groups`
    being what `known_groups` read for that seat at this point (see the module doc). Only
    meaningful at a top-level prompt (no effect suspended)."""
    world = state.copy()
    me, them = world.players[seat], world.players[1 - seat]
    places = {MINE: [me.draw], THEIRS: [them.hand, them.draw], DECK: [world.market_deck]}
    room = {group: sum(len(pile) for pile in piles) for group, piles in places.items()}
    pool = sorted(card for piles in places.values() for pile in piles for card in pile)
    shuffle(rng, pool)
    dealt: dict[str, list[str]] = {group: [] for group in places}
    for card in sorted(pool, key=lambda c: len(groups[c])):    # the surest first; stable: random within
        fits = [g for g in (MINE, THEIRS, DECK) if g in groups[card] and room[g]]
        fits = fits or [g for g in (MINE, THEIRS, DECK) if room[g]]    # never: the groups always add up
        group = fits[0] if len(fits) == 1 else _weighted(rng, fits, room)
        dealt[group].append(card)
        room[group] -= 1
    for group, piles in places.items():
        cards = iter(dealt[group])
        for pile in piles:
            pile[:] = [next(cards) for _ in pile]
    world.rng = random.Random(rng.getrandbits(64))
    return world


def _weighted(rng: random.Random, groups: list[str], room: dict[str, int]) -> str:
    """One of `groups`, each as likely as the room it has left."""
    pick = rng.randrange(sum(room[g] for g in groups))
    for group in groups:
        pick -= room[group]
        if pick < 0:
            return group
    return groups[-1]

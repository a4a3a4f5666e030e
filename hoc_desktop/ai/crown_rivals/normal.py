"""`normal`: plans the whole turn (crown-rivals.md 7.4 without search). At every decision of its
play step it scores each way to split the hand into cards to play (with the diamond that boosts
each best) and cards to discard for currency: damage that reaches Influence, healing, new spades,
odd/even bonuses and what the currency buys, weighted by how far the game has gone. It then
takes the first step of the best plan; a card drawn by a bonus makes it plan again.

Buying is what wins early (starting cards are worth 1 to 3), so a purchase is scored by how much it
raises the deck's average card, and counts for more while the game is young."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from itertools import combinations
from typing import Any

from hoc_desktop.ai.crown_rivals.decision import Decision
from hoc_desktop.ai.reason import Reason
from hoc_desktop.ai.crown_rivals.easy import spend
from hoc_desktop.ai.crown_rivals.picks import answer_pick
from hoc_desktop.ai.crown_rivals.tactics import ability, best_diamond, by_verb, largest_spade, rules, value
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.crown_rivals.amounts import currency
from hoc_desktop.engine.crown_rivals.cards import is_face, is_jack, suit_of
from hoc_desktop.engine.crown_rivals.view import SeatView

WIN = 10_000.0
BONUS_WORTH = {"opponent_discards": 4.0, "draw": 5.0, "trash": 2.0}
SPADE_GUARD = 0.4          # a spade in play is worth this much of its value as a shield
SPADES_HELD_BACK = 0.5     # damage that removes opponent spades but does not reach Influence
ORDER = {"heal": 0, "supporters": 1, "boost": 2, "damage": 3}   # hearts first: their bonus draws
_WINS = Reason("cr_play_wins")
_NO_PLAYS = Reason("cr_play_plan")                 # never shown: a plan without plays plays nothing


class NormalPolicy:
    name = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, prompt: Prompt, view: SeatView) -> Any:
        if not prompt.offers_commands:
            return answer_pick(prompt, view, trash_up_to=3)
        if prompt.kind == "main":
            plays, why = plan(view)
            if plays:
                first = min(plays, key=lambda p: (is_jack(p[1]), ORDER[ability(p[1])], -value(p[1])))
                return Decision(first, Reason(why.code, card=first[1], **why.fields))
            removes = [o[1] for o in by_verb(prompt, "remove")]
            if removes:
                spade = largest_spade(removes, view)
                return Decision(("remove", spade), Reason("cr_spend_damage", card=spade))
        buys = by_verb(prompt, "buy")
        if buys and not by_verb(prompt, "currency"):
            wanted = shopping(view, view.turn.currency)
            if wanted:
                card = max(wanted, key=value)
                return Decision(("buy", card),
                                Reason("cr_buy_of", card=card, value=value(card), currency=view.turn.currency))
            return Decision(("end_turn",), Reason("cr_nothing_to_buy"))
        return spend(prompt, view)


def plan(view: SeatView) -> tuple[list[tuple[str, ...]], Reason]:
    """The play commands of the best split of the hand, and why (a reason but the card played)."""
    hand = list(view.me.hand or ())
    shop, plays = Shop(view), Plays(view)       # every split of the hand is weighed against the same view
    best: tuple[float, list[tuple[str, ...]], Reason] = (shop.score(hand), [], _NO_PLAYS)
    for n in range(1, len(hand) + 1):
        for chosen in combinations(hand, n):
            rest = [c for c in hand if c not in chosen]
            commands = boost(list(chosen))
            points, why = plays.score(commands)
            total = points + shop.score(rest)
            if total > best[0]:
                best = (total, commands, why)
    return best[1], best[2]


def boost(chosen: list[str]) -> list[tuple[str, ...]]:
    """Play commands for `chosen`: each diamond boosts the card it raises most, or plays alone."""
    diamonds = [c for c in chosen if ability(c) == "boost"]
    targets = sorted((c for c in chosen if ability(c) != "boost"), key=value)
    commands: list[tuple[str, ...]] = []
    for card in targets:
        diamond, _ = best_diamond(card, diamonds)
        if diamond is None:
            commands.append(("play", card))
        else:
            diamonds.remove(diamond)
            commands.append(("play", card, diamond))
    return commands + [("play", d) for d in diamonds]


class Plays:
    """Scores ways to play part of one view's hand. What the view alone decides (the odd and even
    cards already played of each suit, the opponent's spades, what damage and healing are worth) is
    worked out once: a plan scores every split of the hand against the same view."""

    def __init__(self, view: SeatView) -> None:
        self.view = view
        self.rules = rules()
        self.parities = {suit: [0, 0] for suit in "CHSD"}         # suit -> [even, odd] cards played
        for p in view.turn.played:
            self._count(p.card, p.value)
        self.spades = sorted((sup.value for sup in view.them.supporters), reverse=True)
        self.worth = {kind: race(view, kind) for kind in ("damage", "heal")}

    def _count(self, card: str, effective: int, parities: dict[str, list[int]] | None = None) -> None:
        counts = (self.parities if parities is None else parities).get(suit_of(card))
        if counts is not None:
            counts[effective % 2] += 1

    def score(self, commands: list[tuple[str, ...]]) -> tuple[float, Reason]:
        """The plays' worth: damage that gets through, healing, spades, the odd/even bonuses earned."""
        view, r = self.view, self.rules
        parities = {suit: list(counts) for suit, counts in self.parities.items()}
        damage = heal = guard = 0
        for command in commands:
            card = command[1]
            effective = value(card) if len(command) == 2 else best_diamond(card, command[2:])[1]
            self._count(card, effective, parities)
            if len(command) == 3:
                self._count(command[2], value(command[2]), parities)
            kind = ability(card)
            damage += effective if kind == "damage" else 0
            heal += effective if kind == "heal" else 0
            guard += effective if kind == "supporters" else 0
        # bonuses_of's count (engine/crown_rivals/amounts.py): a pair of odd or a pair of even values each
        bonuses = {suit: even // 2 + odd // 2 - view.turn.bonuses.get(suit, 0)
                   for suit, (even, odd) in parities.items()}
        spades = self.spades[bonuses["S"]:]                  # each spades bonus removes their largest
        pool = view.turn.pool + damage
        through = pool - sum(spades) if pool >= sum(spades) else 0
        if view.them.influence - through <= r.lose_influence or view.me.influence + heal >= r.win_influence:
            return WIN, _WINS
        points = through * self.worth["damage"] + heal * self.worth["heal"] + guard * SPADE_GUARD
        if not through:
            points += SPADES_HELD_BACK * min(pool, sum(spades))
        for suit, count in bonuses.items():        # a spades bonus is already in `spades` above
            points += count * BONUS_WORTH.get(r.bonuses[suit], 0.0)
        return points, Reason("cr_play_plan", damage=through, heal=heal, guard=guard)


def race(view: SeatView, kind: str) -> float:
    """How much a point of damage or healing is worth: more for the shorter road to a win."""
    r = rules()
    to_zero = view.them.influence - r.lose_influence
    to_hundred = r.win_influence - view.me.influence
    shorter = "damage" if to_zero <= to_hundred else "heal"
    return 1.2 if kind == shorter else 0.9


def deck_average(view: SeatView) -> float:
    """The average value of the cards this seat can see it owns."""
    mine = list(view.me.hand or ()) + list(view.me.discard) + list(view.me.play)
    mine += [sup.spade for sup in view.me.supporters]
    return sum(map(value, mine)) / len(mine) if mine else 2.0


def buy_weight(view: SeatView) -> float:
    """Purchases matter most early; once either player nears a win they matter little."""
    r = rules()
    closest = min(view.them.influence - r.lose_influence, r.win_influence - view.me.influence,
                  view.me.influence - r.lose_influence, r.win_influence - view.them.influence)
    if closest <= 20:
        return 0.3
    return 2.0 if view.turn.number <= 12 else 1.2


class Shop:
    """What one view's currency buys: the market's sets, each with its cost and what it adds to the
    deck, worked out once, and the score of each amount of currency once. A plan weighs every split
    of the hand, so it asks for the same market and the same few amounts hundreds of times (this
    was most of `normal`'s time, and so of the game review's rollouts)."""

    def __init__(self, view: SeatView) -> None:
        self.view = view
        self.average = deck_average(view)
        shown = [c for c in view.market if c is not None]
        gains = {c: gain(view, c, self.average) for c in shown}     # once per card, not once per set tried
        # every set of cards on show, by size then in market order: the order `best` breaks ties in
        self.sets = [(sum(map(value, chosen)), sum(gains[c] for c in chosen), list(chosen))
                     for n in range(1, len(shown) + 1) for chosen in combinations(shown, n)]
        self.weight = buy_weight(view)
        self._scores: dict[int, float] = {}

    def best(self, money: int) -> list[str]:
        """The set of market cards within `money` that adds most to the deck: the first of the
        largest gain, as a search of the cards within `money` alone finds it (those sets are the
        sets within `money`, in the same order)."""
        best: tuple[float, list[str]] = (0.0, [])
        for cost, worth, chosen in self.sets:
            if cost <= money and worth > best[0]:
                best = (worth, chosen)
        return list(best[1])

    def score(self, cards: list[str]) -> float:
        """What discarding `cards` for currency buys, scored."""
        money = currency(rules(), list(cards)) + self.view.turn.currency
        if money not in self._scores:
            self._scores[money] = sum(gain(self.view, c, self.average) for c in self.best(money)) * self.weight
        return self._scores[money]


def gain(view: SeatView, card: str, average: float | None = None) -> float:
    """How much a card adds to the deck: its value above the deck's average, kings and queens more.
    `average`: deck_average(view), when the caller weighs many cards against the same deck (it is
    the costliest part of a plan: computed once, `normal` plays twice as fast)."""
    extra = 8.0 if is_face(card) else 2.0 if is_jack(card) else 0.0
    return max(0.0, value(card) - (deck_average(view) if average is None else average)) + extra


def shopping(view: SeatView, money: int) -> list[str]:
    """The set of market cards within `money` that adds most to the deck (at most 5 cards on show)."""
    return Shop(view).best(money)

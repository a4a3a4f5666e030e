"""Card facts the `normal` AI needs, read from the card data (data/cards/*.yaml) so that no
cost, coin, point, draw or payment is restated in the AI: a changed card changes the AI with it.

Cards the AI holds are read through `view.card(cid)`; cards it only names (the Duke it may buy, the
mode card a prompt belongs to) by key in the bundled cards, whose definitions every game shares;
what depends on the cards a game has in play (which attacks exist) reads the game's catalog. Effect
amounts are looked up in the card's steps once and cached, because `normal` is also the rollout
policy of `hard`.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from dataclasses import dataclass
from functools import cache
from typing import Any, Iterable

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.cards.model import CardDef, CardFilter, Mode, Step
from hoc_desktop.engine.hoc.setup import default_catalog


@cache
def bundled_cards() -> dict[str, CardDef]:
    """The bundled cards by id (a card pack's cards are not among them), loaded once per process:
    `normal` asks `key in bundled_cards()` at every card it counts, and `hard` runs `normal` in
    every rollout."""
    return default_catalog().cards


def card(key: str) -> CardDef:
    """The definition of card `key`, for cards the AI names rather than holds."""
    return bundled_cards()[key]


def cost(key: str) -> int:
    """The printed cost of card `key` (what it takes to buy one without a discount)."""
    return bundled_cards()[key].cost


def succession_points(d: CardDef) -> int:
    """Points a card is worth once set: its printed points if it is a Succession card, else 0."""
    return d.points if d.is_succession else 0


# ---- effect steps

def step_args(steps: Iterable[Step], op: str) -> Any:
    """The arguments of the first step `op` in `steps`, or None."""
    return next((s.args for s in steps if s.op == op), None)


def draws(steps: Iterable[Step]) -> int:
    """Cards the steps draw (a variable count, like Wishing Well's X, counts 0)."""
    return sum(s.args for s in steps if s.op == "draw" and isinstance(s.args, int))


def gained_coins(steps: Iterable[Step]) -> int:
    """Coins the steps gain (a variable amount counts 0)."""
    return sum(s.args["amount"] for s in steps if s.op == "gain_coins" and isinstance(s.args["amount"], int))


@cache
def price(key: str) -> int:
    """Coins card `key`'s effect pays before it does anything (Contribution, Adventurer)."""
    return step_args(card(key).effect, "pay_coins") or 0


def modes(d: CardDef) -> tuple[Mode, ...]:
    """The options of a "choose one" card (Trading Ship, Library, City Development, Charm of Two,
    Carrier Pigeon, Money-Loving Fairy), else ()."""
    return step_args(d.effect, "choose_mode") or ()


@cache
def _mode_cards() -> dict[tuple[str, ...], str]:
    return {tuple(m.key for m in modes(d)): d.key for d in default_catalog().cards.values() if modes(d)}


def mode_card(mode_keys: Iterable[str]) -> str | None:
    """The card whose "choose one" offers exactly these mode keys. A mode prompt's source may be
    a Shinobi copying the card, so the modes, not the source, say which card it is."""
    return _mode_cards().get(tuple(mode_keys))


@cache
def mode(card_key: str, mode_key: str) -> Mode:
    """Mode `mode_key` of card `card_key`, with the steps it runs."""
    return next(m for m in modes(card(card_key)) if m.key == mode_key)


@dataclass(frozen=True, slots=True)
class Upgrade:
    """A mode that pays coins to swap a card in hand for a better one (City Development)."""

    price: int
    gives: str          # the card banished from hand
    gets: str           # the card taken from the Market


@cache
def upgrade(card_key: str, mode_key: str) -> Upgrade:
    steps = mode(card_key, mode_key).steps
    return Upgrade(step_args(steps, "pay_coins") or 0, step_args(steps, "banish_from_hand")["filter"].name,
                   step_args(steps, "take_from_market")["card"])


@cache
def banish_filter(key: str) -> CardFilter:
    """Which cards in hand card `key`'s effect may banish (Curse Witch: costing 2 or more)."""
    return step_args(card(key).effect, "banish_from_hand")["filter"]


@cache
def acquire_bonus(key: str) -> int:
    """How much dearer than the banished card the card acquired may be (Adventurer)."""
    return step_args(card(key).effect, "acquire_from_market")["plus"]


@cache
def bank_coins(key: str) -> tuple[int, frozenset[str]]:
    """(base coins, the names each played copy of which adds a coin) of a Bank-like card."""
    args = step_args(card(key).effect, "gain_coins")
    return args["amount"], args["plus_played_named"]


@cache
def hand_attack_min(key: str) -> int | None:
    """The smallest hand card `key`'s attack makes discard (Infantry Battalion: 5), or None if it
    makes no hand discard."""
    return _hand_attack_of(card(key))


def _hand_attack_of(d: CardDef) -> int | None:
    attack = step_args(d.effect, "attack") or ()
    hand = step_args(attack, "discard_or_reveal_hand")
    return hand["min_hand"] if hand else None


def smallest_hand_attacked(catalog: Catalog) -> int:
    """The smallest hand any attack among this game's cards makes discard: a hand below it is safe
    (a game without such an attack: no hand is safe by its size alone, so 0). Not cached: a
    Catalog holds a dict and cannot be hashed, and only a revealed Refuge asks."""
    sizes = [m for d in catalog.cards.values() if (m := _hand_attack_of(d)) is not None]
    return min(sizes, default=0)


def rampart_lowers(d: CardDef) -> bool:
    """Whether Rampart lowers the effects of card `d` (its `lowers_subtype`: Military cards)."""
    return d.subtype == card("rampart").params["lowers_subtype"]


def buy_tiers(rules: Any) -> tuple[int, ...]:
    """The distinct costs of the basic Market cards and the rares, cheapest first: the amounts of
    coins at which a Second Phase buys something better."""
    return _tiers(tuple(rules.basic_market), tuple(rules.rares))


@cache
def _tiers(basic: tuple[str, ...], rares: tuple[str, ...]) -> tuple[int, ...]:
    return tuple(sorted({cost(k) for k in basic + rares}))


# ---- Far East

@cache
def ore_filter(key: str) -> CardFilter:
    """Which Market cards spending an Ore counter while card `key` resolves acquires (Mining Town:
    non-Succession, printed cost 5 or less)."""
    return step_args(card(key).effect, "acquire")


@cache
def area_counter(card_key: str, mode_key: str) -> str:
    """The kind of counter mode `mode_key` of card `card_key` puts into a play area (Money-Loving
    Fairy: a Coin counter)."""
    return step_args(mode(card_key, mode_key).steps, "put_area_counter")["kind"]


def ouka_banishable(d: CardDef) -> bool:
    """Whether Ouka's ability may banish card `d` (its params: printed cost up to max_cost, neither
    Territory nor Calamity)."""
    return d.cost <= card("ouka").params["max_cost"] and not d.is_territory and "calamity" not in d.types


def ouka_target_cost(pair_costs: int) -> int:
    """The printed cost of the Market card Ouka's ability gives for two cards costing `pair_costs`."""
    return pair_costs + card("ouka").params["offset"]

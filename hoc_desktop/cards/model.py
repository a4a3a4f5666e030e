"""Immutable card definitions. A game refers to cards by small integer instance ids that index a
table of these definitions, so the hot paths of the engine compare ints and read attributes."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from dataclasses import dataclass, field
from typing import Any, Final

MAIN_TYPES: Final = ("princess", "territory", "action", "attack", "defense", "succession", "calamity")
SUBTYPES: Final = ("military", "magic", "merchant", "maid", "strategy")
CATEGORIES: Final = ("basic", "princess", "rare", "common")
LATER_FIELD = {"digest_when_used": True}     # see CardDef.on_acquire
NOT_DIGESTED = {"digested": False}           # see CardDef.params


@dataclass(frozen=True, slots=True)
class Step:
    """One effect step: an operation name from the vocabulary and its validated arguments."""

    op: str
    args: Any


@dataclass(frozen=True, slots=True)
class Mode:
    """One option of a "choose one" step: a stable key for machines, a label for people, its steps,
    and the label in Japanese (optional, like a card's `japanese`; words, not rules, so a save's
    digest of the card data does not change with it)."""

    key: str
    label: str
    steps: tuple[Step, ...]
    japanese: str = field(default="", metadata=NOT_DIGESTED)


@dataclass(frozen=True, slots=True)
class CardFilter:
    """Which cards a step may pick. Every field that is set must hold; unset fields allow anything."""

    name: str | None = None
    not_curse: bool = False
    min_cost: int | None = None
    max_cost: int | None = None
    has_type: str | None = None
    lacks_type: str | None = None

    def matches(self, card: "CardDef") -> bool:
        if self.name is not None and card.key != self.name:
            return False
        if self.not_curse and card.is_curse:
            return False
        if self.min_cost is not None and card.cost < self.min_cost:
            return False
        if self.max_cost is not None and card.cost > self.max_cost:
            return False
        if self.has_type is not None and self.has_type not in card.types:
            return False
        if self.lacks_type is not None and self.lacks_type in card.types:
            return False
        return True


ANY_CARD: Final = CardFilter()


@dataclass(frozen=True, slots=True)
class CardDef:
    """Everything printed on a card plus its mechanics. Derived flags are computed once at load."""

    key: str
    name: str
    japanese: str
    set: str
    category: str
    cost: int
    types: frozenset[str]
    subtype: str | None
    links: int
    coins: int | None
    points: int
    text: str
    effect: tuple[Step, ...] = ()
    defense: tuple[Step, ...] = ()
    activation: tuple[Step, ...] = ()
    hand_activation: tuple[Step, ...] = ()
    on_back: tuple[Step, ...] = ()
    on_set: tuple[Step, ...] = ()
    # added with Far East: part of the card digest only when a card uses them, so the base set's
    # digest (and every save that records it) is what it was
    on_acquire: tuple[Step, ...] = field(default=(), metadata=LATER_FIELD)
    second_phase_end: tuple[Step, ...] = field(default=(), metadata=LATER_FIELD)
    # added with Fairy Garden's buying rules (R-FG-07): steps only when the card is bought (an
    # acquisition by an effect skips them), and what must hold for it to be bought at all
    on_buy: tuple[Step, ...] = field(default=(), metadata=LATER_FIELD)
    buy_condition: CardFilter | None = field(default=None, metadata=LATER_FIELD)
    static: frozenset[str] = frozenset()
    cannot_keep: bool = False
    counts_as_curse: bool = False
    # the values its behaviour reads from the card (cards/card_params.py). They were rule values of
    # data/rules.yaml before, and rule values never entered the card digest: left out of it, every
    # save keeps its digest; a changed value still changes the game its log replays into (its seal)
    params: dict[str, Any] = field(default_factory=dict, hash=False, metadata=NOT_DIGESTED)
    # the rules text in Japanese (`text_ja`): words for people, never read by the rules, so no part
    # of the digest: a translation that improves never turns a save away
    text_ja: str = field(default="", metadata=NOT_DIGESTED)
    # derived
    is_action: bool = field(init=False)
    is_territory: bool = field(init=False)
    is_succession: bool = field(init=False)
    is_attack: bool = field(init=False)
    is_defense: bool = field(init=False)
    is_princess: bool = field(init=False)
    is_curse: bool = field(init=False)
    playable: bool = field(init=False)

    def __post_init__(self) -> None:
        t = self.types
        setattr_ = object.__setattr__
        setattr_(self, "is_action", "action" in t)
        setattr_(self, "is_territory", "territory" in t)
        setattr_(self, "is_succession", "succession" in t)
        setattr_(self, "is_attack", "attack" in t)
        setattr_(self, "is_defense", "defense" in t)
        setattr_(self, "is_princess", "princess" in t)
        setattr_(self, "is_curse", self.counts_as_curse)
        setattr_(self, "playable", "action" in t or "territory" in t)

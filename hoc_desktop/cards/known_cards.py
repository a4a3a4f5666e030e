"""What the Fairy Garden rulebook states about its cards (`data/fairy_garden/known_cards.yaml`),
checked against the cards a player types into a pack.

The project ships no Fairy Garden card text, so players add the cards themselves; a card that
contradicts the rulebook (a Templar with a link, a Pilgrim that does something when played) would
make the rulings wrong, so it is refused with the reason and the rulebook lines. A fact the rulebook
only implies (Merchant Fleet's coins, worked out from an example's sum: OQ-FG-14) is a warning
instead: the printed card the player copies is the better authority there.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterator

from hoc_desktop.cards.model import CATEGORIES, MAIN_TYPES, CardDef, Mode, Step
from hoc_desktop.i18n import N_, _, ngettext
from hoc_desktop.errors import DataError, ShapeError
from hoc_desktop.paths import data_dir
from hoc_desktop.safe_io import load_yaml
from hoc_desktop.validate import choice, flag, identifier, mapping, sequence, text, whole

MAX_FILE_BYTES = 50_000
NEEDED_FIELDS = ("effect", "hand_activation", "buy_condition", "on_buy", "on_acquire")
_FACTS = ("cost", "max_cost", "links", "types", "not_types", "coins", "needs", "no_effect", "uses_steps")


@dataclass(frozen=True)
class KnownCard:
    """One card the rulebook names, with the facts it states (absent facts: not stated)."""

    name: str
    category: str
    lines: str
    facts: dict[str, Any]
    implied: dict[str, Any]


@dataclass(frozen=True)
class KnownCards:
    set: str                              # the set code a pack gives these cards
    cards: dict[str, KnownCard]           # by normalised name
    sections: tuple[tuple[int, str], ...] = ()    # (first line, heading words), in line order

    def where(self, known: KnownCard) -> str:
        """Where the rulebook speaks of `known`, in its headings' words: "Recommended Card Sets
        (The Carnival, Fairies and Knights)"; its lines when no heading is known before them."""
        parts: dict[str, list[str]] = {}
        for first in _first_lines(known.lines):
            heading = next((words for line, words in reversed(self.sections) if line <= first), None)
            if heading is None:
                return _("lines {lines}").format(lines=known.lines)
            part, _colon, sub = heading.partition(": ")
            subs = parts.setdefault(part, [])
            if sub and sub not in subs:
                subs.append(sub)
        return "; ".join(f"{part} ({', '.join(subs)})" if subs else part for part, subs in parts.items())

    def problem(self, card: CardDef) -> str | None:
        """Why `card` contradicts what the rulebook states about the card of its name, or None."""
        known = self.cards.get(normal(card.name))
        if known is None or card.set != self.set:
            return None
        for what, ok in _checks(card, known):
            if not ok:
                return _("contradicts the Fairy Garden rulebook (lines {lines}): {fact}").format(
                    lines=known.lines, fact=what)
        return None

    def doubt(self, card: CardDef) -> str | None:
        """Where `card` differs from what the rulebook implies about it (a warning), or None."""
        known = self.cards.get(normal(card.name))
        if known is None or card.set != self.set or not known.implied:
            return None
        for what, ok in _checks(card, KnownCard(known.name, known.category, known.lines, known.implied, {})):
            if not ok:
                return _("differs from what the Fairy Garden rulebook implies (lines {lines}): {fact}").format(
                    lines=known.lines, fact=what)
        return None


def _first_lines(lines: str) -> list[int]:
    """The first line of each part of a "227, 542-545" citation."""
    return [int(part.split("-")[0]) for part in lines.split(",") if part.split("-")[0].strip().isdigit()]


def _checks(card: CardDef, known: KnownCard) -> Iterator[tuple[str, bool]]:
    """(what the rulebook says, in the current language, whether the card agrees) for each stated
    fact; categories, types and fields by the words a card file uses for them ("common")."""
    facts = known.facts
    yield (_("{name} is a {category} card").format(name=known.name, category=known.category),
           card.category == known.category)
    if "cost" in facts:
        yield _("it costs {n}").format(n=facts["cost"]), card.cost == facts["cost"]
    if "max_cost" in facts:
        yield _("it costs {n} or less").format(n=facts["max_cost"]), card.cost <= facts["max_cost"]
    if "links" in facts:
        links = facts["links"]
        yield ngettext("it has {n} link", "it has {n} links", links).format(n=links), card.links == links
    for t in facts.get("types", ()):
        yield _("it is a {type} card").format(type=t), t in card.types
    for t in facts.get("not_types", ()):
        yield _("it is not a {type} card").format(type=t), t not in card.types
    if "coins" in facts:
        coins = facts["coins"]
        yield (ngettext("playing it gives {n} coin", "playing it gives {n} coins", coins).format(n=coins),
               card.coins == coins)
    for name in facts.get("needs", ()):
        yield _("it has '{field}'").format(field=name), bool(getattr(card, name))
    if facts.get("no_effect"):
        yield _("playing it has no effect"), not card.effect
    used = set(step_names(card))
    for name in facts.get("uses_steps", ()):
        yield _("its text uses the step '{step}'").format(step=name), name in used


def step_names(card: CardDef) -> Iterator[str]:
    """Every step name in any of the card's step lists, nested modes and attacks included."""
    for name in ("effect", "defense", "activation", "hand_activation", "on_back", "on_set", "on_acquire", "on_buy",
                 "second_phase_end"):
        yield from _names(getattr(card, name))


def _names(steps: Any) -> Iterator[str]:
    for step in steps:
        if isinstance(step, Step):
            yield step.op
            yield from _names(step.args if isinstance(step.args, tuple) else ())
        elif isinstance(step, Mode):
            yield from _names(step.steps)


def normal(name: str) -> str:
    """Names compared ignoring case, spaces and punctuation (as Catalog.find does)."""
    return "".join(ch for ch in name.casefold() if ch.isalnum())


@lru_cache(maxsize=1)
def known_cards() -> KnownCards:
    """The bundled facts, loaded once; a bad file raises DataError naming the line."""
    path = data_dir() / "fairy_garden" / "known_cards.yaml"
    doc, lines = load_yaml(path, MAX_FILE_BYTES, DataError, N_("known cards file"))
    try:
        doc = mapping(doc, (), ("format_version", "set", "cards"), ("sections",))
        whole(doc["format_version"], ("format_version",), 1, 1)
        cards = {}
        for i, raw in enumerate(sequence(doc["cards"], ("cards",), 100)):
            card = _known(raw, ("cards", i))
            cards[normal(card.name)] = card
        return KnownCards(identifier(doc["set"], ("set",)), cards, _sections(doc.get("sections", [])))
    except ShapeError as exc:
        raise DataError(f"{lines.at(exc.at)}: {exc}") from None


def _sections(raw: Any) -> tuple[tuple[int, str], ...]:
    """The rulebook's headings by the line they start on, checked to be in line order."""
    found: list[tuple[int, str]] = []
    for i, pair in enumerate(sequence(raw, ("sections",), 200)):
        pair = sequence(pair, ("sections", i), 2, 2)
        line = whole(pair[0], ("sections", i, 0), 1, 100_000)
        if found and line <= found[-1][0]:
            raise ShapeError(("sections", i, 0), "sections must be in line order")
        found.append((line, text(pair[1], ("sections", i, 1), 80)))
    return tuple(found)


def _known(raw: Any, where: tuple[Any, ...]) -> KnownCard:
    raw = mapping(raw, where, ("name", "lines"), ("category", "facts", "implied"))
    return KnownCard(text(raw["name"], (*where, "name"), 60),
                     choice(raw.get("category", "common"), (*where, "category"), CATEGORIES),
                     text(raw["lines"], (*where, "lines"), 60), _facts(raw.get("facts", {}), (*where, "facts")),
                     _facts(raw.get("implied", {}), (*where, "implied")))


def _facts(raw: Any, where: tuple[Any, ...]) -> dict[str, Any]:
    facts = mapping(raw, where, optional=_FACTS)
    for key in ("cost", "max_cost", "links", "coins"):
        if key in facts:
            whole(facts[key], (*where, key), 0, 99)
    for key in ("types", "not_types"):
        for i, t in enumerate(sequence(facts.get(key, []), (*where, key), len(MAIN_TYPES))):
            choice(t, (*where, key, i), MAIN_TYPES)
    for i, name in enumerate(sequence(facts.get("needs", []), (*where, "needs"), len(NEEDED_FIELDS))):
        choice(name, (*where, "needs", i), NEEDED_FIELDS)
    for i, name in enumerate(sequence(facts.get("uses_steps", []), (*where, "uses_steps"), 10)):
        identifier(name, (*where, "uses_steps", i))
    flag(facts.get("no_effect", False), (*where, "no_effect"))
    return facts

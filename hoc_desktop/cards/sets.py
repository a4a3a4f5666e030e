"""Market choice: the recommended sets of `data/sets/recommended.yaml` and a seedable randomizer."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from hoc_desktop.cards.fairy_garden import fairy_garden
from hoc_desktop.cards.known_cards import known_cards, normal
from hoc_desktop.cards.loader import Catalog, bundled_set_names, load_catalog, load_sets
from hoc_desktop.errors import DataError, ShapeError
from hoc_desktop.i18n import N_, in_language
from hoc_desktop.paths import data_dir
from hoc_desktop.safe_io import load_yaml
from hoc_desktop.safe_text import clip
from hoc_desktop.validate import identifier, mapping, sequence, text, unique, whole

MARKET_SIZE = 10               # Common cards in a game's market (rulebook: ten)
BASE_SETS = ("base",)          # the card sets of a game that names none
MAX_FILE_BYTES = 200_000
MAX_SETS = 200
NAME_CHARS, NOTE_CHARS = 60, 300
SET_WORDS = ("note", "name_ja", "note_ja")
"""A set entry's optional fields: its note, and its name and note in Japanese."""


@dataclass(frozen=True)
class CardSet:
    """A recommended market. `name` is its key (setups, setup codes and `find_set` use it) and its
    English; `name_ja` and `note_ja` are the Japanese the window shows (`shown_name`, `shown_note`)."""
    name: str
    note: str
    cards: tuple[str, ...]
    name_ja: str = ""
    note_ja: str = ""

    def shown_name(self) -> str:
        """The set's name in the window's language."""
        return in_language(self.name, self.name_ja)

    def shown_note(self) -> str:
        """The set's note in the window's language."""
        return in_language(self.note, self.note_ja)


def load_recommended(catalog: Catalog, path: Path | None = None,
                     card_sets: tuple[str, ...] | None = BASE_SETS) -> list[CardSet]:
    """The sets of a set file, each of MARKET_SIZE different Common cards with a name no other set
    has (ignoring case, as `find_set` does), keeping those whose cards all belong to `card_sets`
    (None: every set of the file). Bad files raise DataError naming the line."""
    path = path or data_dir() / "sets" / "recommended.yaml"
    doc, lines = load_yaml(path, MAX_FILE_BYTES, DataError, N_("set file"))
    try:
        doc = mapping(doc, (), ("format_version", "sets"))
        whole(doc["format_version"], ("format_version",), 1, 1)
        raws = sequence(doc["sets"], ("sets",), MAX_SETS)
    except ShapeError as exc:
        raise DataError(f"{lines.at(exc.at)}: a set file is a mapping with format_version: 1 "
                        f"and a list 'sets' of {{name, note, name_ja, note_ja, cards: [...]}}: {exc}") from None
    out: dict[str, CardSet] = {}
    for i, raw in enumerate(raws):
        try:
            card_set = _card_set(raw, ("sets", i), catalog)
            if card_set.name.casefold() in out:
                raise ShapeError(("sets", i, "name"), "another set has this name")
        except ShapeError as exc:
            label = clip(raw["name"], 40) if isinstance(raw, dict) and isinstance(raw.get("name"), str) else f"#{i + 1}"
            raise DataError(f"{lines.at(exc.at)}: set '{label}': {exc.below(2)}") from None
        out[card_set.name.casefold()] = card_set
    return [s for s in out.values() if card_sets is None or all(catalog[k].set in card_sets for k in s.cards)]


def _card_set(raw: Any, where: tuple[Any, ...], catalog: Catalog) -> CardSet:
    raw = mapping(raw, where, ("name", "cards"), SET_WORDS)
    cards = sequence(raw["cards"], (*where, "cards"), MARKET_SIZE)
    for i, key in enumerate(cards):
        identifier(key, (*where, "cards", i))
        if key not in catalog or catalog[key].category != "common":
            raise ShapeError((*where, "cards", i), f"'{key}' is not a Common card")
    unique(cards, (*where, "cards"), N_("the card {value} appears twice"))
    sequence(cards, (*where, "cards"), MARKET_SIZE, min_len=MARKET_SIZE)     # the count last: what is wrong first
    return _words(raw, where, tuple(cards))


def _words(raw: dict[str, Any], where: tuple[Any, ...], cards: tuple[str, ...]) -> CardSet:
    """A set entry's name and note, each in English and (optionally) Japanese, with its `cards`."""
    def optional(field: str, limit: int) -> str:
        return text(raw.get(field, ""), (*where, field), limit, allow_empty=True)

    return CardSet(text(raw["name"], (*where, "name"), NAME_CHARS), optional("note", NOTE_CHARS), cards,
                   optional("name_ja", NAME_CHARS), optional("note_ja", NOTE_CHARS))


def fairy_garden_sets(catalog: Catalog, path: Path | None = None) -> list[CardSet]:
    """The Fairy Garden rulebook's recommended sets (`data/fairy_garden/recommended.yaml`) whose
    ten cards the catalog's packs all hold, with their ids."""
    fg = fairy_garden()
    out = []
    for card_set in fairy_garden_named(path):
        found = [catalog.find(name) for name in card_set.cards]
        if all(c is not None and c.category == "common" and c.set in fg.sets for c in found):
            out.append(replace(card_set, cards=tuple(c.key for c in found if c is not None)))
    return out


def fairy_garden_named(path: Path | None = None) -> list[CardSet]:
    """Every set of the Fairy Garden set file, its cards by name (each a Fairy Garden card the
    rulebook names: the project ships none of their texts, packs do)."""
    path = path or data_dir() / "fairy_garden" / "recommended.yaml"
    doc, lines = load_yaml(path, MAX_FILE_BYTES, DataError, N_("set file"))
    known = known_cards()
    try:
        doc = mapping(doc, (), ("format_version", "sets"))
        whole(doc["format_version"], ("format_version",), 1, 1)
        named = []
        for i, raw in enumerate(sequence(doc["sets"], ("sets",), MAX_SETS)):
            raw = mapping(raw, ("sets", i), ("name", "cards"), SET_WORDS)
            cards = sequence(raw["cards"], ("sets", i, "cards"), MARKET_SIZE, min_len=MARKET_SIZE)
            for j, name in enumerate(cards):
                if normal(text(name, ("sets", i, "cards", j), 60)) not in known.cards:
                    raise ShapeError(("sets", i, "cards", j), f"'{name}' is not a Fairy Garden card")
            unique(cards, ("sets", i, "cards"), N_("the card {value} appears twice"))
            named.append(_words(raw, ("sets", i), tuple(cards)))
    except ShapeError as exc:
        raise DataError(f"{lines.at(exc.at)}: {exc}") from None
    return named


def recommended_for(catalog: Catalog, card_sets: tuple[str, ...] = BASE_SETS) -> list[CardSet]:
    """The recommended sets a game whose market draws from `card_sets` can use: the bundled ones
    whose cards all belong to those sets, then, with Fairy Garden among them, the Fairy Garden
    rulebook's sets whose cards the catalog's packs hold."""
    found = load_recommended(catalog, card_sets=card_sets)
    if set(card_sets) & set(fairy_garden().sets):
        found += fairy_garden_sets(catalog)
    return found


def find_set(catalog: Catalog, name: str, card_sets: tuple[str, ...] = BASE_SETS) -> CardSet | None:
    want = name.strip().casefold()
    for s in recommended_for(catalog, card_sets):
        if s.name.casefold() == want:
            return s
    return None


def drawable_commons(catalog: Catalog, card_sets: tuple[str, ...] = BASE_SETS) -> list[str]:
    """The Commons of the `card_sets` a random market draws from: with Fairy Garden and another
    set, none the Fairy Garden rulebook leaves out of a mixed game (FG-MIX-2). Worked out once
    per catalog and card sets (`Catalog.derived`): every random market of a simulation asks."""
    key = ("drawable_commons", tuple(card_sets))
    found = catalog.derived.get(key)
    if found is None:
        drawable = [c for c in catalog.by_category("common") if c.set in card_sets]
        fg = fairy_garden()
        if fg.profile(drawable) == "mixed":
            drawable = [c for c in drawable if not fg.excluded(c)]
        found = catalog.derived[key] = tuple(c.key for c in drawable)
    return list(found)


def randomize(catalog: Catalog, rng: random.Random, count: int = MARKET_SIZE, banned: tuple[str, ...] = (),
              required: tuple[str, ...] = (), card_sets: tuple[str, ...] = BASE_SETS) -> tuple[str, ...]:
    """`count` random Commons of the `card_sets` in play (42 with base and Far East): every
    `required` card, none of the `banned`, the rest drawn from `rng`. Drawn with Fairy Garden and
    another set, never a Commons the Fairy Garden rulebook leaves out of a mixed game (FG-MIX-2)."""
    commons = drawable_commons(catalog, card_sets)
    for key in (*banned, *required):
        if key not in commons:
            raise ValueError(f"'{key}' is not a Common card")
    if set(banned) & set(required):
        raise ValueError("a card cannot be both banned and required")
    if len(set(required)) > count:
        raise ValueError(f"more than {count} required cards")
    # a simulation's market bans and requires nothing: its pool is the Commons as they are
    pool = [k for k in commons if k not in banned and k not in required] if banned or required else commons
    need = count - len(set(required))
    if need > len(pool):
        raise ValueError(f"only {len(pool)} Commons are left after banning; {need} are needed")
    return tuple(dict.fromkeys(required)) + tuple(rng.sample(pool, need))


def random_market(seed: int, recommended_share: float = 0.0, card_sets: tuple[str, ...] = BASE_SETS,
                  packs: tuple[str, ...] = ()) -> tuple[str, ...]:
    """A market for game `seed` with the `card_sets` in play (and the `packs` that hold the cards
    of pack sets): one of their recommended sets with probability `recommended_share`, else the
    randomizer."""
    catalog = load_sets(tuple(bundled_set_names()), packs) if packs else load_catalog()
    rng = random.Random(f"market-{seed}")
    if recommended_share and rng.random() < recommended_share:
        sets = recommended_for(catalog, card_sets)
        if sets:
            return sets[rng.randrange(len(sets))].cards
    return randomize(catalog, rng, card_sets=card_sets)

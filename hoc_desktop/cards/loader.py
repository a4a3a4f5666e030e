"""Load `data/cards/*.yaml` into a Catalog of CardDefs, validating every field.

Bad data is reported as one line, `FILE:LINE: card 'NAME': what is wrong`, through DataError.
The file is read by hoc_desktop.safe_io (size cap, no aliases, plain values only), which also
gives the line of every value, so the error points at the offending field or step. Every field is
checked for type and range before a CardDef is built; ids are lower case, so two ids can never
differ only by case, and no two cards may share an id or a name ignoring case and punctuation
(`Catalog.find` would not know which one was meant).
"""

from __future__ import annotations

import dataclasses
import hashlib
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

from hoc_desktop.cards.model import CATEGORIES, MAIN_TYPES, SUBTYPES, CardDef
from hoc_desktop.cards.vocabulary import ON_ACQUIRE_STEPS, STATIC_ABILITIES, VocabularyError, parse_steps
from hoc_desktop.errors import DataError, ShapeError
from hoc_desktop.paths import data_dir
from hoc_desktop.safe_io import Lines, display, load_yaml
from hoc_desktop.safe_text import clip
from hoc_desktop.validate import choice, flag, identifier, mapping, optional, sequence, text, unique, whole

SUPPORTED_FORMAT = 1
MAX_FILE_BYTES = 1_000_000      # the whole base set is 16 kB
MAX_CARDS = 500
MAX_NUMBER = 99                 # no printed cost, coin or point value comes near
_REQUIRED = ("id", "name", "category", "cost", "types")
_STEP_FIELDS = ("effect", "defense", "activation", "hand_activation", "on_back", "on_set", "on_acquire",
                "second_phase_end")
_OPTIONAL = ("japanese", "subtype", "links", "coins", "points", "text", *_STEP_FIELDS, "static", "cannot_keep",
             "counts_as_curse")


@dataclass(frozen=True)
class Catalog:
    """All card definitions of the loaded sets, by id, in file order. A game carries its own
    catalog (the sets and packs its setup names), so two games in one process may differ."""

    cards: dict[str, CardDef]

    @cached_property
    def digest(self) -> str:
        """A SHA-256 of every definition (ids, numbers, types, text and effect steps), independent
        of Python's hash seed: a save records it to notice card data that changed since."""
        blob = repr([_canonical(card) for card in self.cards.values()])
        return hashlib.sha256(blob.encode()).hexdigest()

    def __getitem__(self, key: str) -> CardDef:
        return self.cards[key]

    def __contains__(self, key: object) -> bool:
        return key in self.cards

    def by_category(self, category: str) -> list[CardDef]:
        return [c for c in self.cards.values() if c.category == category]

    def find(self, text: str) -> CardDef | None:
        """Look a card up by id or by its English name, ignoring case, spaces and punctuation."""
        want = _normal(text)
        for card in self.cards.values():
            if _normal(card.key) == want or _normal(card.name) == want:
                return card
        return None


def _canonical(value: Any) -> Any:
    """Card data as nested tuples with sets sorted (frozensets print in hash-seed order)."""
    if dataclasses.is_dataclass(value):
        return (type(value).__name__,) + tuple((f.name, _canonical(getattr(value, f.name)))
                                               for f in dataclasses.fields(value)
                                               if getattr(value, f.name) or not f.metadata.get("digest_when_used"))
    if isinstance(value, (list, tuple)):
        return tuple(_canonical(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((repr(k), _canonical(v)) for k, v in value.items()))
    if isinstance(value, (set, frozenset)):
        return tuple(sorted(repr(v) for v in value))
    return value


def _normal(text: str) -> str:
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def _card(raw: Any, where: tuple[Any, ...], set_name: str, ids: set[str]) -> CardDef:
    """One CardDef from its mapping; raises ShapeError (or VocabularyError for a step)."""
    raw = mapping(raw, where, _REQUIRED, _OPTIONAL)
    types = sequence(raw["types"], (*where, "types"), len(MAIN_TYPES), min_len=1)
    for i, t in enumerate(types):
        choice(t, (*where, "types", i), MAIN_TYPES)
    unique(types, (*where, "types"), "the type")
    subtype = raw.get("subtype")
    if subtype is not None:
        choice(subtype, (*where, "subtype"), SUBTYPES)
    coins = raw.get("coins")
    if coins is not None:
        whole(coins, (*where, "coins"), 0, MAX_NUMBER)
    static = sequence(optional(raw.get("static"), []), (*where, "static"), len(STATIC_ABILITIES))
    for i, ability in enumerate(static):
        choice(ability, (*where, "static", i), STATIC_ABILITIES)
    steps = {key: parse_steps(raw.get(key), ids) for key in _STEP_FIELDS}
    for i, step in enumerate(steps["on_acquire"]):
        if step.op not in ON_ACQUIRE_STEPS:
            raise ShapeError((*where, "on_acquire", i), f"an acquire trigger may only use {', '.join(ON_ACQUIRE_STEPS)}")
    return CardDef(
        key=identifier(raw["id"], (*where, "id")), name=text(raw["name"], (*where, "name"), 60), set=set_name,
        japanese=text(raw.get("japanese", ""), (*where, "japanese"), 60, allow_empty=True),
        category=choice(raw["category"], (*where, "category"), CATEGORIES),
        cost=whole(raw["cost"], (*where, "cost"), 0, MAX_NUMBER), types=frozenset(types), subtype=subtype,
        links=whole(raw.get("links", 0), (*where, "links"), 0, 2), coins=coins,
        points=whole(raw.get("points", 0), (*where, "points"), -MAX_NUMBER, MAX_NUMBER),
        text=text(raw.get("text", ""), (*where, "text"), 1000, allow_empty=True, one_line=False),
        static=frozenset(static), cannot_keep=flag(raw.get("cannot_keep", False), (*where, "cannot_keep")),
        counts_as_curse=flag(raw.get("counts_as_curse", False), (*where, "counts_as_curse")), **steps,
    )


def _failing_step(raw: dict[str, Any], ids: set[str]) -> tuple[Any, ...]:
    """(`effect`, 2) for the first step that does not parse, so the error names its line."""
    for key in _STEP_FIELDS:
        try:
            parse_steps(raw.get(key), ids)
            continue
        except VocabularyError:
            pass
        for i, item in enumerate(raw[key] if isinstance(raw[key], list) else ()):
            try:
                parse_steps([item], ids)
            except VocabularyError:
                return key, i
        return (key,)
    return ()


def _display_name(raw: Any, index: int) -> str:
    if isinstance(raw, dict):
        for key in ("name", "id"):
            if isinstance(raw.get(key), str) and raw[key].strip():
                return clip(raw[key], 40)
    return f"#{index + 1}"


def load_card_file(path: Path, known_ids: set[str] | None = None) -> list[CardDef]:
    """Load one card file. `known_ids` are ids from files loaded before (for cross references)."""
    doc, lines = load_yaml(path, MAX_FILE_BYTES, DataError, "card file")
    if not isinstance(doc, dict) or not isinstance(doc.get("cards"), list):
        where = ("cards",) if isinstance(doc, dict) and "cards" in doc else ()
        raise DataError(f"{lines.at(where)}: a card file is a mapping with 'format_version', 'set' "
                        "and a list 'cards'")
    version = doc.get("format_version")
    if type(version) is not int or version != SUPPORTED_FORMAT:
        raise DataError(f"{lines.at(('format_version',))}: format_version {clip(repr(version), 30)} "
                        f"is not supported (expected {SUPPORTED_FORMAT})")
    try:
        mapping(doc, (), ("format_version", "cards"), ("set",))
        set_name = identifier(doc["set"], ("set",)) if "set" in doc else path.stem
        sequence(doc["cards"], ("cards",), MAX_CARDS)
    except ShapeError as exc:
        raise DataError(f"{lines.at(exc.at)}: {exc}") from None
    return _cards(doc["cards"], lines, set_name, set(known_ids or ()))


def _cards(raws: list[Any], lines: Lines, set_name: str, known: set[str]) -> list[CardDef]:
    ids = known | {c["id"] for c in raws if isinstance(c, dict) and isinstance(c.get("id"), str)}
    taken = {_normal(key): key for key in known}        # what find() compares, for every card so far
    out: list[CardDef] = []
    for index, raw in enumerate(raws):
        where = ("cards", index)
        label = _display_name(raw, index)
        try:
            card = _card(raw, where, set_name, ids)
        except ShapeError as exc:
            raise DataError(f"{lines.at(exc.at)}: card '{label}': {exc.below(2)}") from None
        except VocabularyError as exc:
            raise DataError(f"{lines.at((*where, *_failing_step(raw, ids)))}: card '{label}': {exc}") from None
        for key in dict.fromkeys((_normal(card.key), _normal(card.name))):
            if key in taken:
                what = "duplicate id" if card.key == taken[key] else "id or name also used by card"
                raise DataError(f"{lines.at(where)}: card '{label}': {what} '{taken[key]}'")
            taken[key] = card.key
        out.append(card)
    return out


def load_catalog(folder: Path | None = None) -> Catalog:
    """Load every `*.yaml` in `folder` (sorted by name, `base.yaml` first). The bundled
    `data/cards` is loaded once per process: the rules check their card ids against it, the card
    gallery lists it and the AI knows its cards. A game plays with the sets it names (`load_sets`)."""
    return _bundled_catalog() if folder is None else _load_files(_card_files(folder), display(folder))


@lru_cache(maxsize=1)
def _bundled_catalog() -> Catalog:
    return load_catalog(data_dir() / "cards")


@lru_cache(maxsize=16)
def load_sets(sets: tuple[str, ...], packs: tuple[str, ...] = ()) -> Catalog:
    """The catalog of a game: the bundled card sets named (`data/cards/<set>.yaml`) and then the
    card packs (YAML files written in the same vocabulary), each card id at most once. Loaded once
    per combination, so the games of a simulation share one catalog."""
    folder = data_dir() / "cards"
    files = []
    for name in sets:
        path = folder / f"{identifier(name, ('card_sets',))}.yaml"
        if not path.is_file():
            known = ", ".join(sorted(p.stem for p in _card_files(folder)))
            raise DataError(f"unknown card set '{clip(name)}' (bundled sets: {known})")
        files.append(path)
    return _load_files(files + [Path(pack) for pack in packs], display(folder))


def bundled_set_names() -> list[str]:
    """The card sets bundled in data/cards (file stems), base first."""
    return [path.stem for path in _card_files(data_dir() / "cards")]


def _card_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.yaml"), key=lambda p: (p.name != "base.yaml", p.name))


def _load_files(files: list[Path], where: str) -> Catalog:
    if not files:
        raise DataError(f"{where}: no card files (*.yaml) found")
    cards: dict[str, CardDef] = {}
    for path in files:
        for card in load_card_file(path, set(cards)):
            cards[card.key] = card
    return Catalog(cards)

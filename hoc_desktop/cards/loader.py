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
from typing import Any, Sequence

from hoc_desktop.cards.card_params import check_params, features
from hoc_desktop.cards.known_cards import known_cards
from hoc_desktop.cards.model import CATEGORIES, MAIN_TYPES, SUBTYPES, CardDef
from hoc_desktop.cards.vocabulary import (ON_ACQUIRE_STEPS, STATIC_ABILITIES, VocabularyError, parse_condition,
                                         parse_steps)
from hoc_desktop.errors import DataError, ShapeError
from hoc_desktop.i18n import N_, _
from hoc_desktop.paths import data_dir
from hoc_desktop.safe_io import Lines, display, load_yaml
from hoc_desktop.safe_text import clip
from hoc_desktop.validate import choice, flag, identifier, mapping, optional, sequence, text, unique, whole

SUPPORTED_FORMAT = 1
MAX_FILE_BYTES = 1_000_000      # the whole base set is 16 kB
MAX_CARDS = 500
MAX_NUMBER = 99                 # no printed cost, coin or point value comes near
_REQUIRED = ("id", "name", "category", "cost", "types")
STEP_FIELDS = ("effect", "defense", "activation", "hand_activation", "on_back", "on_set", "on_acquire",
                "second_phase_end", "on_buy")
_OPTIONAL = ("japanese", "name_ja", "subtype", "links", "coins", "points", "text", "text_ja", *STEP_FIELDS, "static",
             "cannot_keep", "counts_as_curse", "buy_condition", "params")
MAX_TEXT = 1000                 # characters of a rules text, in either language
# a card pack names itself, its set and who typed it (docs/card-packs.md); bundled files may too
PACK_FIELDS = ("pack_id", "name", "language", "source_note")
# The Basic cards the program names by id besides the rules file (which checks its own): the Curse
# pile every game deals, and the Basic Market cards the AI levels price and buy by id. A bundled
# base set without one of them loads no game, so it is refused when read, in one line.
NAMED_BASIC_CARDS = ("curse", "farming_village", "apprentice_maid", "city", "large_city", "royal_maid", "senator",
                     "duke")
NO_DEFENSE_SETS = ("fairy_garden",)     # sets without Defense cards (R-FG-02): a pack of one may not add any


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
        return list(self._categories.get(category, ()))

    @cached_property
    def _categories(self) -> dict[str, tuple[CardDef, ...]]:
        """The cards of each category in file order, sorted once: a catalog never changes after
        loading, and the randomizer asks for the Commons at every simulated game's setup."""
        out: dict[str, list[CardDef]] = {}
        for card in self.cards.values():
            out.setdefault(card.category, []).append(card)
        return {category: tuple(cards) for category, cards in out.items()}

    @cached_property
    def derived(self) -> dict[Any, Any]:
        """What other modules work out from these cards alone, kept with them under a key of the
        asker's choosing (the Commons a random market draws from, `sets.drawable_commons`): a
        catalog never changes after loading, and a simulation deals thousands of games from one."""
        return {}

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
                                               if f.metadata.get("digested", True)
                                               and (getattr(value, f.name) or not f.metadata.get("digest_when_used")))
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
    unique(types, (*where, "types"), N_("the type {value} appears twice"))
    subtype = raw.get("subtype")
    if subtype is not None:
        choice(subtype, (*where, "subtype"), SUBTYPES)
    coins = raw.get("coins")
    if coins is not None:
        whole(coins, (*where, "coins"), 0, MAX_NUMBER)
    static = sequence(optional(raw.get("static"), []), (*where, "static"), len(STATIC_ABILITIES))
    for i, ability in enumerate(static):
        choice(ability, (*where, "static", i), STATIC_ABILITIES)
    steps = {key: parse_steps(raw.get(key), ids) for key in STEP_FIELDS}
    for i, step in enumerate(steps["on_acquire"]):
        if step.op not in ON_ACQUIRE_STEPS:
            raise ShapeError((*where, "on_acquire", i), _("an acquire trigger may only use {steps}").format(
                steps=", ".join(ON_ACQUIRE_STEPS)))
        if step.op == "take_from_market" and step.args["card"] == raw["id"]:
            raise ShapeError((*where, "on_acquire", i), _("an acquire trigger may not acquire the card itself"))
    _check_types(types, raw, where, set_name)
    params = check_params(raw.get("params"), features(str(raw["id"]), [s for v in steps.values() for s in v], static),
                          (*where, "params"))
    condition = raw.get("buy_condition")
    return CardDef(
        key=identifier(raw["id"], (*where, "id")), name=text(raw["name"], (*where, "name"), 60), set=set_name,
        japanese=_japanese_name(raw, where),
        category=choice(raw["category"], (*where, "category"), CATEGORIES),
        cost=whole(raw["cost"], (*where, "cost"), 0, MAX_NUMBER), types=frozenset(types), subtype=subtype,
        links=whole(raw.get("links", 0), (*where, "links"), 0, 2), coins=coins,
        points=whole(raw.get("points", 0), (*where, "points"), -MAX_NUMBER, MAX_NUMBER),
        text=text(raw.get("text", ""), (*where, "text"), MAX_TEXT, allow_empty=True, one_line=False),
        text_ja=text(raw.get("text_ja", ""), (*where, "text_ja"), MAX_TEXT, allow_empty=True, one_line=False),
        static=frozenset(static), cannot_keep=flag(raw.get("cannot_keep", False), (*where, "cannot_keep")),
        counts_as_curse=flag(raw.get("counts_as_curse", False), (*where, "counts_as_curse")),
        buy_condition=None if condition is None else parse_condition(condition, ids), params=params, **steps,
    )


def _japanese_name(raw: dict[str, Any], where: tuple[Any, ...]) -> str:
    """The card's Japanese name: `name_ja` (the spelling beside `text_ja` that packs use) or
    `japanese` (the bundled files' older one), not both, so a card never holds two that differ."""
    if "name_ja" in raw and "japanese" in raw:
        raise ShapeError((*where, "name_ja"), "give the Japanese name once, as 'name_ja' or as 'japanese'")
    key = "name_ja" if "name_ja" in raw else "japanese"
    return text(raw.get(key, ""), (*where, key), 60, allow_empty=True)


def _check_types(types: list[str], raw: dict[str, Any], where: tuple[Any, ...], set_name: str) -> None:
    """The type rules every card keeps (fairy-garden.md 8.5 items 2-4): an Attack is an Action, a
    Princess is nothing else, only playable cards have links or an effect, no Defense in a set
    that has none."""
    if "attack" in types and "action" not in types:
        raise ShapeError((*where, "types"), _("an Attack card is also an Action card"))
    if "princess" in types and len(types) > 1:
        raise ShapeError((*where, "types"), _("a Princess card has no other main type"))
    if "defense" in types and set_name in NO_DEFENSE_SETS:
        raise ShapeError((*where, "types"), _("the set '{set}' has no Defense cards").format(set=set_name))
    if not {"action", "territory"} & set(types):
        for key in ("links", "effect"):
            if raw.get(key):
                raise ShapeError((*where, key), _("only an Action or Territory card has '{key}' (it is never played)"
                                                  ).format(key=key))


def _failing_step(raw: dict[str, Any], ids: set[str]) -> tuple[Any, ...]:
    """(`effect`, 2) for the first step that does not parse, so the error names its line (else the
    buy condition's, the only other part the vocabulary parses)."""
    for key in STEP_FIELDS:
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
    return ("buy_condition",) if "buy_condition" in raw else ()


def _display_name(raw: Any, index: int) -> str:
    if isinstance(raw, dict):
        for key in ("name", "id"):
            if isinstance(raw.get(key), str) and raw[key].strip():
                return clip(raw[key], 40)
    return f"#{index + 1}"


def load_card_file(path: Path, known_ids: set[str] | None = None, pack: bool = False) -> list[CardDef]:
    """Load one card file. `known_ids` are ids from files loaded before (for cross references).
    A card `pack` (a player's file, docs/card-packs.md) is the same format and must also name
    names its own set (and may name itself and its source), and may not add cards to a bundled set."""
    doc, lines = load_yaml(path, MAX_FILE_BYTES, DataError, N_("card pack") if pack else N_("card file"))
    if not isinstance(doc, dict) or not isinstance(doc.get("cards"), list):
        where = ("cards",) if isinstance(doc, dict) and "cards" in doc else ()
        raise DataError(_("{at}: a card file is a mapping with 'format_version', 'set' and a list 'cards'").format(
            at=lines.at(where)))
    version = doc.get("format_version")
    if type(version) is not int or version != SUPPORTED_FORMAT:
        raise DataError(_("{at}: format_version {version} is not supported (expected {supported})").format(
            at=lines.at(("format_version",)), version=clip(repr(version), 30), supported=SUPPORTED_FORMAT))
    try:
        mapping(doc, (), ("format_version", "cards", *(("set",) if pack else ())), ("set", *PACK_FIELDS))
        set_name = identifier(doc["set"], ("set",)) if "set" in doc else path.stem
        if pack:
            _pack_header(doc)
        sequence(doc["cards"], ("cards",), MAX_CARDS)
    except ShapeError as exc:
        raise DataError(f"{lines.at(exc.at)}: {exc}") from None
    return _cards(doc["cards"], lines, set_name, set(known_ids or ()))


def _pack_header(doc: dict[str, Any]) -> None:
    """The fields a pack names itself with, each optional: an id of lower-case letters, digits and
    dashes, a name, a language (en or ja), its source; its set may not be a bundled one."""
    pack_id = text(doc.get("pack_id", "pack"), ("pack_id",), 60)
    if not all(ch.islower() or ch.isdigit() or ch == "-" for ch in pack_id):
        raise ShapeError(("pack_id",), _("a pack id is lower-case letters, digits and dashes"))
    text(doc.get("name", "pack"), ("name",), 80)
    choice(doc.get("language", "en"), ("language",), ("en", "ja"))
    text(doc.get("source_note", "-"), ("source_note",), 300)
    if doc["set"] in bundled_set_names():
        raise ShapeError(("set",), _("a pack may not add cards to the bundled set '{set}'").format(set=doc["set"]))


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
            raise DataError(card_problem(lines.at(exc.at), label, exc.below(2))) from None
        except VocabularyError as exc:
            raise DataError(card_problem(lines.at((*where, *_failing_step(raw, ids))), label, str(exc))) from None
        contradiction = known_cards().problem(card)
        if contradiction:
            raise DataError(card_problem(lines.at(where), label, contradiction))
        for key in dict.fromkeys((_normal(card.key), _normal(card.name))):
            if key in taken:
                problem = (_("duplicate id '{id}'") if card.key == taken[key] else
                           _("id or name also used by card '{id}'")).format(id=taken[key])
                raise DataError(card_problem(lines.at(where), label, problem))
            taken[key] = card.key
        out.append(card)
    return out


def card_problem(at: str, card: str, problem: str) -> str:
    """The one line that refuses a card file for one of its cards: where, which card, what."""
    return _("{at}: card '{card}': {problem}").format(at=at, card=card, problem=problem)


def load_catalog(folder: Path | None = None) -> Catalog:
    """Load every `*.yaml` in `folder` (sorted by name, `base.yaml` first). The bundled
    `data/cards` is loaded once per process: the rules check their card ids against it, the card
    gallery lists it and the AI knows its cards. A game plays with the sets it names (`load_sets`)."""
    return _bundled_catalog() if folder is None else _load_files(_card_files(folder), display(folder))


@lru_cache(maxsize=1)
def _bundled_catalog() -> Catalog:
    return _check_named_basics(load_catalog(data_dir() / "cards"))


def load_sets(sets: tuple[str, ...], packs: tuple[str, ...] = ()) -> Catalog:
    """The catalog of a game: the bundled card sets named (`data/cards/<set>.yaml`) and then the
    card packs (YAML files written in the same vocabulary), each card id at most once. Loaded once
    per combination, so the games of a simulation share one catalog; a pack file that changed on
    disk since is read again."""
    return _load_sets(sets, packs, tuple(_stamp(Path(pack)) for pack in packs))


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size


def pack_digests(sets: tuple[str, ...], packs: tuple[str, ...]) -> tuple[str, ...]:
    """A digest of each pack's cards as a game with these sets and packs loads them: what a save or
    a setup code records to notice a pack that changed since."""
    out = []
    before = load_sets(sets)
    for i in range(len(packs)):
        now = load_sets(sets, packs[:i + 1])
        out.append(Catalog({k: c for k, c in now.cards.items() if k not in before.cards}).digest)
        before = now
    return tuple(out)


def pack_problem(sets: tuple[str, ...], packs: tuple[str, ...], recorded: tuple[str, ...]) -> str | None:
    """Why a game that recorded these pack digests cannot be played again with the packs on disk
    (missing, unreadable or changed), in words; None when each pack is as it was."""
    for path in packs:
        if _stamp(Path(path)) is None:
            return _("the card pack {path} this game was played with is missing").format(path=display(path))
    try:
        now = pack_digests(sets, packs)
    except DataError as exc:
        return _("a card pack this game was played with no longer loads: {problem}").format(problem=exc)
    for path, old, new in zip(packs, recorded, now):
        if old != new:
            return _("the card pack {path} changed since this game was recorded (its cards differ)").format(
                path=display(path))
    if len(recorded) != len(packs):
        return _("the pack digests do not match the packs")
    return None


@lru_cache(maxsize=16)
def _load_sets(sets: tuple[str, ...], packs: tuple[str, ...], stamps: tuple[Any, ...]) -> Catalog:
    folder = data_dir() / "cards"
    files = []
    for name in sets:
        path = folder / f"{identifier(name, ('card_sets',))}.yaml"
        if not path.is_file():
            known = ", ".join(sorted(p.stem for p in _card_files(folder)))
            raise DataError(_("unknown card set '{set}' (bundled sets: {known})").format(set=clip(name), known=known))
        files.append(path)
    return _check_named_basics(_load_files(files, display(folder), [Path(pack) for pack in packs]))


def bundled_set_names() -> list[str]:
    """The card sets bundled in data/cards (file stems), base first."""
    return [path.stem for path in _card_files(data_dir() / "cards")]


def _card_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.yaml"), key=lambda p: (p.name != "base.yaml", p.name))


def _load_files(files: list[Path], where: str, packs: Sequence[Path] = ()) -> Catalog:
    if not files:
        raise DataError(_("{folder}: no card files (*.yaml) found").format(folder=where))
    cards: dict[str, CardDef] = {}
    for path, pack in [(f, False) for f in files] + [(p, True) for p in packs]:
        add_cards(cards, load_card_file(path, set(cards), pack), path)
    return Catalog(cards)


def _check_named_basics(catalog: Catalog) -> Catalog:
    """A catalog of the bundled cards, once its base set defines each Basic card the program names
    (NAMED_BASIC_CARDS) as a Basic card."""
    for key in NAMED_BASIC_CARDS:
        if key not in catalog or catalog[key].category != "basic":
            raise DataError(f"{display(data_dir() / 'cards' / 'base.yaml')}: no Basic card '{key}': every game "
                            "needs it (restore it from the program's own data)")
    return catalog


def add_cards(cards: dict[str, CardDef], loaded: list[CardDef], path: Path) -> None:
    """Add one file's cards, none sharing an id or a name with a card of an earlier file."""
    taken = {_normal(c.key) for c in cards.values()} | {_normal(c.name) for c in cards.values()}
    for card in loaded:
        if _normal(card.key) in taken or _normal(card.name) in taken:
            raise DataError(card_problem(display(path), clip(card.name, 40),
                                         _("id or name already used by another card")))
    cards.update((c.key, c) for c in loaded)

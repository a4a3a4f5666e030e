"""Load `data/cards/*.yaml` into a Catalog of CardDefs, validating every field.

Bad data is reported as one line, `FILE:LINE: card 'NAME': what is wrong`, through DataError.
YAML is read with the safe loader only. Line numbers come from a second, node-level parse of the
same text, so the error points at the offending field, not just the file.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from hoc_desktop.cards.model import CATEGORIES, MAIN_TYPES, SUBTYPES, CardDef
from hoc_desktop.cards.vocabulary import STATIC_ABILITIES, VocabularyError, parse_steps
from hoc_desktop.errors import DataError
from hoc_desktop.paths import data_dir

SUPPORTED_FORMAT = 1
_FIELDS = {
    "id": True, "name": True, "japanese": False, "category": True, "cost": True, "types": True,
    "subtype": False, "links": False, "coins": False, "points": False, "text": False,
    "effect": False, "defense": False, "activation": False, "hand_activation": False,
    "on_back": False, "on_set": False, "static": False, "cannot_keep": False, "counts_as_curse": False,
}
_STEP_FIELDS = ("effect", "defense", "activation", "hand_activation", "on_back", "on_set")


@dataclass(frozen=True)
class Catalog:
    """All card definitions of the loaded sets, by id, in file order."""

    cards: dict[str, CardDef]

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


def _normal(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


def _line_map(text: str) -> tuple[int, list[tuple[int, dict[str, int]]]]:
    """(line of `cards:`, [(card line, {field: line})]) with 1-based lines; best effort."""
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return 1, []
    cards_line, out = 1, []
    if isinstance(root, yaml.MappingNode):
        for key, value in root.value:
            if key.value == "cards":
                cards_line = key.start_mark.line + 1
                if isinstance(value, yaml.SequenceNode):
                    for item in value.value:
                        fields = {}
                        if isinstance(item, yaml.MappingNode):
                            fields = {k.value: k.start_mark.line + 1 for k, _ in item.value}
                            for k, v in item.value:          # each effect step's own line
                                if k.value in _STEP_FIELDS and isinstance(v, yaml.SequenceNode):
                                    fields.update({f"{k.value}.{i}": s.start_mark.line + 1
                                                   for i, s in enumerate(v.value)})
                        out.append((item.start_mark.line + 1, fields))
    return cards_line, out


def _int(raw: dict[str, Any], key: str, default: int | None, problems: list[tuple[str, str]]) -> int | None:
    value = raw.get(key, default)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        problems.append((key, f"'{key}' must be a whole number, got {value!r}"))
        return default
    return value


def _card(raw: Any, set_name: str, ids: set[str]) -> tuple[CardDef | None, list[tuple[str, str]]]:
    """Build one CardDef; returns (card or None, [(field, problem)])."""
    if not isinstance(raw, dict):
        return None, [("", f"each card must be a mapping, got {type(raw).__name__}")]
    problems: list[tuple[str, str]] = []
    for key in raw:
        if key not in _FIELDS:
            problems.append((key, f"unknown field '{key}'"))
    for key, required in _FIELDS.items():
        if required and key not in raw:
            problems.append(("", f"missing field '{key}'"))
    if problems:
        return None, problems
    types = raw["types"]
    if not isinstance(types, list) or not types or any(t not in MAIN_TYPES for t in types):
        problems.append(("types", f"'types' must be a non-empty list of {', '.join(MAIN_TYPES)}; got {types!r}"))
    subtype = raw.get("subtype")
    if subtype is not None and subtype not in SUBTYPES:
        problems.append(("subtype", f"unknown subtype {subtype!r} (known: {', '.join(SUBTYPES)})"))
    if raw["category"] not in CATEGORIES:
        problems.append(("category", f"unknown category {raw['category']!r} (known: {', '.join(CATEGORIES)})"))
    cost = _int(raw, "cost", 0, problems)
    links = _int(raw, "links", 0, problems)
    coins = _int(raw, "coins", None, problems)
    points = _int(raw, "points", 0, problems)
    if links is not None and not 0 <= links <= 2:
        problems.append(("links", f"'links' must be 0, 1 or 2, got {links}"))
    if cost is not None and cost < 0:
        problems.append(("cost", f"'cost' must not be negative, got {cost}"))
    static = raw.get("static") or []
    if not isinstance(static, list) or any(s not in STATIC_ABILITIES for s in static):
        problems.append(("static", f"'static' must list known abilities ({', '.join(STATIC_ABILITIES)}), got {static!r}"))
    steps: dict[str, Any] = {}
    for key in _STEP_FIELDS:
        try:
            steps[key] = parse_steps(raw.get(key), ids)
        except VocabularyError as exc:
            problems.append((_failing_step(key, raw.get(key), ids), str(exc)))
    if problems:
        return None, problems
    card = CardDef(
        key=str(raw["id"]), name=str(raw["name"]), japanese=str(raw.get("japanese", "")), set=set_name,
        category=raw["category"], cost=cost or 0, types=frozenset(types), subtype=subtype,
        links=links or 0, coins=coins, points=points or 0, text=str(raw.get("text", "")),
        static=frozenset(static), cannot_keep=bool(raw.get("cannot_keep", False)),
        counts_as_curse=bool(raw.get("counts_as_curse", False)), **steps,
    )
    return card, []


def _failing_step(key: str, raw: Any, ids: set[str]) -> str:
    """`effect.2` for the first step of `raw` that does not parse, so the error names its line."""
    if isinstance(raw, list):
        for i, item in enumerate(raw):
            try:
                parse_steps([item], ids)
            except VocabularyError:
                return f"{key}.{i}"
    return key


def load_card_file(path: Path, known_ids: set[str] | None = None) -> list[CardDef]:
    """Load one card file. `known_ids` are ids from files loaded before (for cross references)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(f"{path}: cannot read card file: {exc.strerror}") from None
    try:
        doc = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark else 1
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise DataError(f"{path}:{line}: invalid YAML: {problem}") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("cards"), list):
        raise DataError(f"{path}:1: a card file is a mapping with 'format_version', 'set' and a list 'cards'")
    version = doc.get("format_version")
    if version != SUPPORTED_FORMAT:
        raise DataError(f"{path}:1: format_version {version!r} is not supported (expected {SUPPORTED_FORMAT})")
    cards_line, lines = _line_map(text)
    set_name = str(doc.get("set", path.stem))
    ids = set(known_ids or ()) | {c.get("id") for c in doc["cards"] if isinstance(c, dict)}
    out: list[CardDef] = []
    seen: set[str] = set(known_ids or ())
    for index, raw in enumerate(doc["cards"]):
        card_line, field_lines = lines[index] if index < len(lines) else (cards_line, {})
        name = raw.get("name", raw.get("id", f"#{index + 1}")) if isinstance(raw, dict) else f"#{index + 1}"
        card, problems = _card(raw, set_name, ids)
        if problems:
            fld, problem = problems[0]
            line = field_lines.get(fld) or field_lines.get(fld.split(".")[0], card_line)
            raise DataError(f"{path}:{line}: card '{name}': {problem}")
        assert card is not None
        if card.key in seen:
            raise DataError(f"{path}:{card_line}: card '{name}': duplicate id '{card.key}'")
        seen.add(card.key)
        out.append(card)
    return out


def load_catalog(folder: Path | None = None) -> Catalog:
    """Load every `*.yaml` in `data/cards` (sorted by name, `base.yaml` first)."""
    folder = folder or data_dir() / "cards"
    files = sorted(folder.glob("*.yaml"), key=lambda p: (p.name != "base.yaml", p.name))
    if not files:
        raise DataError(f"{folder}: no card files (*.yaml) found")
    cards: dict[str, CardDef] = {}
    for path in files:
        for card in load_card_file(path, set(cards)):
            cards[card.key] = card
    return Catalog(cards)

"""Market choice: the recommended sets of `data/sets/recommended.yaml` and a seedable randomizer."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

import yaml

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.errors import DataError
from hoc_desktop.paths import data_dir


@dataclass(frozen=True)
class CardSet:
    name: str
    note: str
    cards: tuple[str, ...]


def load_recommended(catalog: Catalog, path: Path | None = None) -> list[CardSet]:
    path = path or data_dir() / "sets" / "recommended.yaml"
    try:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise DataError(f"{path}:1: cannot read card sets: {exc}") from None
    if (not isinstance(doc, dict) or not isinstance(doc.get("sets"), list)
            or not all(isinstance(r, dict) and isinstance(r.get("cards", []), list) for r in doc["sets"])):
        raise DataError(f"{path}:1: a set file is a mapping with a list 'sets' of {{name, note, cards: [...]}}")
    out = []
    for i, raw in enumerate(doc["sets"]):
        name = raw.get("name", f"#{i + 1}")
        cards = raw.get("cards", [])
        for key in cards:
            if key not in catalog or catalog[key].category != "common":
                raise DataError(f"{path}:1: set '{name}': '{key}' is not a Common card")
        if len(cards) != len(set(cards)):
            raise DataError(f"{path}:1: set '{name}': a card is listed twice")
        out.append(CardSet(name, raw.get("note", ""), tuple(cards)))
    return out


def find_set(catalog: Catalog, name: str) -> CardSet | None:
    want = name.strip().lower()
    for s in load_recommended(catalog):
        if s.name.lower() == want:
            return s
    return None


def randomize(catalog: Catalog, rng: random.Random, count: int = 10, banned: tuple[str, ...] = (),
              required: tuple[str, ...] = ()) -> tuple[str, ...]:
    """`count` random Commons: every `required` card, none of the `banned`, the rest drawn from `rng`."""
    commons = [c.key for c in catalog.by_category("common")]
    for key in (*banned, *required):
        if key not in commons:
            raise ValueError(f"'{key}' is not a Common card")
    if set(banned) & set(required):
        raise ValueError("a card cannot be both banned and required")
    if len(set(required)) > count:
        raise ValueError(f"more than {count} required cards")
    pool = [k for k in commons if k not in banned and k not in required]
    need = count - len(set(required))
    if need > len(pool):
        raise ValueError(f"only {len(pool)} Commons are left after banning; {need} are needed")
    return tuple(dict.fromkeys(required)) + tuple(rng.sample(pool, need))

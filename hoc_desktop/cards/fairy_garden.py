"""What a Fairy Garden game changes about the cards it uses (`data/fairy_garden/rules.yaml`): which
sets make a game Fairy Garden, the Basic Market's Farming Village pile, Elrune instead of Imperial
Capital, the Judgment default, and the Commons left out of a mixed game.

A game's profile follows from its Commons (R-FG-01): "fg" when all come from a Fairy Garden set,
"mixed" when some do, else "base" (Far East is a base game).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Iterable

from hoc_desktop.errors import DataError, ShapeError
from hoc_desktop.i18n import N_
from hoc_desktop.paths import data_dir
from hoc_desktop.safe_io import load_yaml
from hoc_desktop.validate import identifier, mapping, sequence, table, text, whole

if TYPE_CHECKING:
    from hoc_desktop.cards.loader import Catalog
    from hoc_desktop.cards.model import CardDef

PROFILES = ("base", "fg", "mixed")
MAX_FILE_BYTES = 20_000


@dataclass(frozen=True)
class FairyGarden:
    sets: tuple[str, ...]
    basic_market_added: dict[str, int]
    rare_name: str
    rare_japanese: str
    replaces_rare: str
    judgment: str
    excluded_in_mix: tuple[str, ...]
    guardians_min_princesses: int

    def profile(self, commons: Iterable["CardDef"]) -> str:
        """"fg", "mixed" or "base" for a game with these Commons."""
        ours = [card.set in self.sets for card in commons]
        if ours and all(ours):
            return "fg"
        return "mixed" if any(ours) else "base"

    def excluded(self, card: "CardDef") -> bool:
        """Left out of a mixed game: a Defense card or one the rulebook names (FG-MIX-2)."""
        return card.is_defense or card.key in self.excluded_in_mix

    def elrune(self, catalog: "Catalog") -> str | None:
        """The id of the Rare a card pack gives Elrune's name, if one does."""
        card = catalog.find(self.rare_name)
        return card.key if card is not None and card.category == "rare" else None


@lru_cache(maxsize=1)
def fairy_garden() -> FairyGarden:
    """The bundled Fairy Garden rules, checked once; a bad file raises DataError naming the line."""
    path = data_dir() / "fairy_garden" / "rules.yaml"
    raw, lines = load_yaml(path, MAX_FILE_BYTES, DataError, N_("Fairy Garden rules file"))
    try:
        raw = mapping(raw, (), ("format_version", "sets", "basic_market_added", "rare_name", "rare_japanese",
                                "replaces_rare", "judgment", "excluded_in_mix", "guardians_min_princesses"))
        whole(raw["format_version"], ("format_version",), 1, 1)
        added = {identifier(k, ("basic_market_added", k)): whole(v, ("basic_market_added", k), 0, 60)
                 for k, v in table(raw["basic_market_added"], ("basic_market_added",), 10).items()}
        return FairyGarden(
            tuple(identifier(s, ("sets", i)) for i, s in enumerate(sequence(raw["sets"], ("sets",), 10, 1))),
            added, text(raw["rare_name"], ("rare_name",), 60), text(raw["rare_japanese"], ("rare_japanese",), 60),
            identifier(raw["replaces_rare"], ("replaces_rare",)),
            identifier(raw["judgment"], ("judgment",)),
            tuple(identifier(k, ("excluded_in_mix", i))
                  for i, k in enumerate(sequence(raw["excluded_in_mix"], ("excluded_in_mix",), 50))),
            whole(raw["guardians_min_princesses"], ("guardians_min_princesses",), 1, 99))
    except ShapeError as exc:
        raise DataError(f"{lines.at(exc.at)}: {exc}") from None

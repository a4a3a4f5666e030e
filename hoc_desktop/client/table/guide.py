"""The first-game tour: short tips at the table, each shown once, when its situation first arises
(your first Main Phase, the first time you can back a princess, keep a card, set a Succession
card, declare). The words live in data/guide.yaml with their numbers filled from rules.yaml and
the card data; this module only knows the situations.

The tour never blocks the game: a tip is a bubble over the opponents' area; *Got it* moves on,
*End tour* ends it. The first game against `easy` starts with it; the title's *Tour* replays it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from hoc_desktop.client.rule_values import rule_values
from hoc_desktop.errors import DataError, ShapeError
from hoc_desktop.paths import data_dir
from hoc_desktop.safe_io import load_yaml
from hoc_desktop.validate import choice, identifier, mapping, sequence, text

MAX_GUIDE_BYTES = 50_000


def _has(verb: str) -> Callable[[str, Sequence[Any]], bool]:
    return lambda kind, options: any(len(o) and o[0] == verb for o in options)


# situation -> whether it holds for the viewer's prompt (kind, action options)
SITUATIONS: dict[str, Callable[[str, Sequence[Any]], bool]] = {
    "start": lambda kind, options: True,
    "can_play": _has("play"),
    "second_phase": lambda kind, options: kind == "second",
    "can_back": _has("back"),
    "can_keep": _has("keep"),
    "can_set": _has("set"),
    "can_declare": _has("declare"),
}


@dataclass(frozen=True)
class Tip:
    id: str
    when: str
    title: str
    text: str


def load_tips(path: Path | None = None, values: dict[str, Any] | None = None) -> list[Tip]:
    """The tips of data/guide.yaml, placeholders filled (DataError naming file and line if wrong)."""
    path = path or data_dir() / "guide.yaml"
    doc, lines = load_yaml(path, MAX_GUIDE_BYTES, DataError, "guide")
    values = rule_values() if values is None else values
    tips = []
    try:
        doc = mapping(doc, (), ("format_version", "tips"))
        for i, raw in enumerate(sequence(doc["tips"], ("tips",), 50)):
            raw = mapping(raw, ("tips", i), ("id", "when", "title", "text"))
            words = text(raw["text"], ("tips", i, "text"), 1000, one_line=False)
            try:
                filled = words.format(**values)
            except (KeyError, IndexError, ValueError) as exc:
                raise ShapeError(("tips", i, "text"), f"unknown placeholder {exc}") from None
            tips.append(Tip(identifier(raw["id"], ("tips", i, "id")), choice(raw["when"], ("tips", i, "when"), SITUATIONS),
                            text(raw["title"], ("tips", i, "title"), 80), filled))
    except ShapeError as exc:
        raise DataError(f"{lines.at(exc.at)}: {exc}") from None
    return tips


class Guide:
    """Which tip is up, and which have been seen."""

    def __init__(self, tips: Sequence[Tip]) -> None:
        self.tips = list(tips)
        self.seen: set[str] = set()
        self.current: Tip | None = None
        self.active = True

    def update(self, kind: str, options: Sequence[Any]) -> bool:
        """Bring up the first unseen tip whose situation holds now; True when the tip changed."""
        if not self.active or self.current is not None:
            return False
        for tip in self.tips:
            if tip.id not in self.seen and SITUATIONS[tip.when](kind, options):
                self.current = tip
                return True
        return False

    def dismiss(self) -> None:
        """*Got it*: this tip is done; the next comes when its situation arises."""
        if self.current is not None:
            self.seen.add(self.current.id)
            self.current = None

    def end(self) -> None:
        """*End tour*."""
        self.current = None
        self.active = False

    @property
    def finished(self) -> bool:
        return not self.active or len(self.seen) == len(self.tips)

"""Crown Rivals' first-game tour: its situations (your first play step, the first time a diamond can
boost, a rival spade can be cleared, you buy) and its words, data/crown_rivals_guide.yaml (in
Japanese data/ja/crown_rivals_guide.yaml) with their numbers filled from data/crown_rivals.yaml.
The tour itself is the shared kit's (client/kit/guide.py). The first Crown Rivals game starts with
it; its setup screen's *Tour* replays it."""

from __future__ import annotations

from typing import Any, Sequence

from hoc_desktop.client.kit.guide import Situation, Tip, always, load_tips, offers
from hoc_desktop.client.crown_rivals.rules_sections import crown_rivals_values
from hoc_desktop.paths import data_dir

GUIDE_FILE = "crown_rivals_guide.yaml"


def _can_boost(kind: str, options: Sequence[Any]) -> bool:
    """A play of a card with a diamond is offered (a play command naming two cards)."""
    return any(len(o) == 3 and o[0] == "play" for o in options)


SITUATIONS: dict[str, Situation] = {
    "start": always,
    "can_play": offers("play"),
    "can_boost": _can_boost,
    "can_remove": offers("remove"),
    "buying": lambda kind, options: kind == "second",
}


def crown_rivals_tips() -> list[Tip]:
    """The tour's tips, numbers from Crown Rivals' rules (DataError, one line, if the file is wrong)."""
    return load_tips(data_dir() / GUIDE_FILE, SITUATIONS, crown_rivals_values())

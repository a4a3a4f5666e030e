"""Heart of Crown's first-game tour: its situations (your first Main Phase, the first time you can
back a princess, keep a card, set a Succession card, declare) and its words, data/guide.yaml (in
Japanese data/ja/guide.yaml) with their numbers filled from rules.yaml and the card data. The tour
itself is the shared kit's (client/kit/guide.py). The first game against `easy` starts with it; the
title's *Tour* replays it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hoc_desktop.client.kit.guide import Situation, Tip, always, load_tips as load_guide, offers
from hoc_desktop.client.hoc.rule_values import rule_values
from hoc_desktop.paths import data_dir

SITUATIONS: dict[str, Situation] = {
    "start": always,
    "can_play": offers("play"),
    "second_phase": lambda kind, options: kind == "second",
    "can_back": offers("back"),
    "can_keep": offers("keep"),
    "can_set": offers("set"),
    "can_declare": offers("declare"),
}


def load_tips(path: Path | None = None, values: dict[str, Any] | None = None) -> list[Tip]:
    """Heart of Crown's tips (data/guide.yaml unless `path`), numbers from the rules unless `values`."""
    return load_guide(path or data_dir() / "guide.yaml", SITUATIONS, rule_values() if values is None else values)

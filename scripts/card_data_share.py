#!/usr/bin/env python3
"""How much of the base set and Far East is pure data (issue 38, deliverable 7).

    python3 scripts/card_data_share.py

A card is pure data when all its behaviour is written in its YAML: every step (modes, fallback
branches and attack steps included) is a generic step of the vocabulary with its arguments from
the file, no step is a named handler (`vocabulary.NAMED_HANDLERS`, or a `turn_flag`/`delayed` whose
effect is code written for one card, effects/turn_rules.py), and no field of `Rules` holds one of
its numbers (a Rules field whose name starts with the card's id). Static
abilities (`static:`) are features the engine offers every card, so they do not count against it;
their numbers do (Klam-Klam's discount was a Rules field). Cards without any mechanics (Basic
cards) are pure data trivially: both shares are printed, with and without them.

Also prints the generic steps that serve one card only (of these two sets) and the Rules fields of one card.

Before the cards carried their params (commit be33ea5 on the branch wt-cards, where this
script also named the four Rules fields read for one card without its id in their name:
twin_counters, twin_allowed_in_extra_turn, coin_counter_cap, played_before_counts_itself): 27 of
59 cards pure data (46%), 20 of the 52 with mechanics (38%); 21 Rules fields of one card.
"""

from __future__ import annotations

import os
import sys
from collections import Counter
from dataclasses import fields
from typing import Iterator

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from hoc_desktop.cards.card_params import every_step
from hoc_desktop.cards.loader import STEP_FIELDS, load_sets
from hoc_desktop.cards.model import CardDef, Step
from hoc_desktop.cards.vocabulary import GENERIC_STEPS, NAMED_HANDLERS
from hoc_desktop.engine.hoc.rulebook import Rules

SETS = ("base", "far_east")


def steps_of(card: CardDef) -> Iterator[Step]:
    """Every step of a card, nested ones included."""
    return every_step(step for key in STEP_FIELDS for step in getattr(card, key))


def rule_fields_of(card: CardDef) -> list[str]:
    names = [f.name for f in fields(Rules)]
    return [n for n in names if n == card.key or n.startswith(card.key + "_")]


def why_not_data(card: CardDef) -> list[str]:
    """What keeps a card from being pure data (empty when it is)."""
    out = [f"handler {s.op}" for s in steps_of(card) if s.op in NAMED_HANDLERS]
    out += [f"{s.op} {s.args}" for s in steps_of(card) if s.op in ("turn_flag", "delayed")
            and not str(s.args).startswith("alliance_")]
    unknown = [s.op for s in steps_of(card) if s.op not in GENERIC_STEPS and s.op not in NAMED_HANDLERS]
    out += [f"unclassified step {op}" for op in unknown]
    out += [f"Rules.{name}" for name in rule_fields_of(card)]
    return out


def main() -> None:
    catalog = load_sets(SETS)
    cards = [c for c in catalog.cards.values() if c.set in SETS]
    with_mechanics = [c for c in cards if any(True for _ in steps_of(c)) or c.static]
    for name, group in (("all cards", cards), ("cards with mechanics", with_mechanics)):
        data = [c for c in group if not why_not_data(c)]
        print(f"{name}: {len(data)} of {len(group)} pure data ({100 * len(data) / len(group):.0f}%)")
    print("not pure data:")
    for card in with_mechanics:
        reasons = why_not_data(card)
        if reasons:
            print(f"  {card.key}: {', '.join(reasons)}")
    users = Counter(op for card in cards for op in {s.op for s in steps_of(card)})
    single = sorted(op for op in GENERIC_STEPS if users[op] == 1)
    print(f"generic steps: {len(GENERIC_STEPS)}; used by one card of these sets today (each takes its meaning "
          f"from its arguments): {len(single)} ({', '.join(single)})")
    print(f"named handlers: {len(NAMED_HANDLERS)}")
    card_fields = sorted({f for c in cards for f in rule_fields_of(c)})
    print(f"Rules fields of one card: {len(card_fields)} ({', '.join(card_fields)})")


if __name__ == "__main__":
    main()

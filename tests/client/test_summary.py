"""The results' Domain entries: each card by name with the succession counters on it, so the
entries add up to the score (Ouka's counters, Imperial Estate's)."""

from __future__ import annotations

from types import SimpleNamespace

from hoc_desktop.cards.loader import load_sets
from hoc_desktop.client.summary import domain_entries
from hoc_desktop.engine.hoc import CardRef


def test_a_princess_with_succession_counters_shows_them_and_the_entries_add_up() -> None:
    # given a Domain of Ouka with 3 succession counters, a Duke and an Imperial Estate with 1
    catalog = load_sets(("base", "far_east"))
    ouka, duke, estate = CardRef(1, "ouka"), CardRef(2, "duke"), CardRef(3, "imperial_estate")
    table = SimpleNamespace(catalog=catalog, counters={1: {"succession": 3}, 3: {"succession": 1, "twin": 1}})
    # when the results name it
    entries = domain_entries(table, [ouka, duke, estate])
    # then the counters are shown with their card, most valuable first (Duke 6, Ouka 0 + 3, Estate 0 + 1)
    assert entries == ["Duke", "Far East Mathematician Princess Ouka +3", "Imperial Estate +1"]
    # and the entries add up to the Domain's points: printed points plus counters
    shown = sum(int(e.rsplit("+", 1)[1]) for e in entries if "+" in e)
    assert sum(catalog[c.key].points or 0 for c in (ouka, duke, estate)) + shown == 6 + 3 + 1

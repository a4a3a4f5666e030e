"""A Fairy Garden card not typed into a pack is shown as a stand-in whose facts say where the
rulebook speaks of it in the rulebook's words."""

from __future__ import annotations

from hoc_desktop.cards.known_cards import known_cards, normal
from hoc_desktop.client.scenes.unentered_cards import facts_lines


def test_a_stand_in_cites_the_rulebook_by_its_headings_not_its_lines() -> None:
    # given Blessing, which the rulebook names in two recommended sets
    blessing = known_cards().cards[normal("Blessing")]
    # when its stand-in's facts are written
    lines = facts_lines(blessing)
    # then the last says where, in words
    assert lines[-1] == "Rulebook: Recommended Card Sets (The Carnival, Fairies and Knights)."
    assert not any("865" in line for line in lines)

"""Where the Fairy Garden rulebook speaks of a card, in its headings' words (the bundled sections
of data/fairy_garden/known_cards.yaml), and a sections list out of order is refused."""

from __future__ import annotations

import pytest

from hoc_desktop.cards.known_cards import _sections, known_cards, normal
from hoc_desktop.errors import ShapeError


def test_a_card_named_only_in_recommended_sets_cites_those_sets() -> None:
    # given Blessing, cited by the rulebook only at lines 865 and 878 (two recommended sets)
    known = known_cards()
    blessing = known.cards[normal("Blessing")]
    # when its place in the rulebook is said, then it is the sets' heading and names, not line numbers
    assert known.where(blessing) == "Recommended Card Sets (The Carnival, Fairies and Knights)"
    assert known.where(known.cards[normal("Surveyor")]) == "FAQ (Surveyor)"


def test_every_known_card_is_placed_under_a_heading() -> None:
    known = known_cards()
    assert all(not known.where(card).startswith("lines ") for card in known.cards.values())


def test_sections_must_be_in_line_order() -> None:
    with pytest.raises(ShapeError, match="line order"):
        _sections([[10, "B"], [5, "A"]])

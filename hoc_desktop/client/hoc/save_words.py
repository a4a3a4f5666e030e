"""How the Load list names what a Heart of Crown game was played with: its market (the
recommended set it is, else "Random market" and the expansions in play) and its card packs by
their own names."""

from __future__ import annotations

from typing import Any, Sequence

from hoc_desktop.cards.sets import BASE_SETS, load_recommended
from hoc_desktop.client.hoc.setup import set_title
from hoc_desktop.client.pack_info import pack_info
from hoc_desktop.engine.hoc.setup import default_catalog
from hoc_desktop.i18n import _


def market_name(market: Sequence[str], card_sets: Sequence[str] = BASE_SETS) -> str:
    """The recommended set of the `card_sets` in play with exactly these cards, else "Random
    market", in the window's language; an expansion in play is named after a random market
    ("Random market, Far East Territory"), a recommended set of its own says it already."""
    cards = set(market)
    for found in load_recommended(default_catalog(), card_sets=tuple(card_sets)):
        if set(found.cards) == cards:
            return found.shown_name()
    added = [set_title(name) for name in card_sets if name not in BASE_SETS]
    return _(", ").join([_("Random market"), *added])


def played_with(setup: Any) -> str:
    """The market and the card packs of a game dealt from `setup` (a GameSetup)."""
    packs = [pack_info(path).name for path in setup.packs]
    return _(", ").join([market_name(setup.market, setup.card_sets), *packs])

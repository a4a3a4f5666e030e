"""Heart of Crown's own lines in an exported log's header (client/kit/log_header.py): the card
sets, the market (with its recommended set's name) and the setup code that deals the same game
again, so a reader can set the game up on the table or in the window."""

from __future__ import annotations

from typing import Any, Sequence

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.cards.sets import BASE_SETS
from hoc_desktop.client.hoc.setup import recommended_sets, set_title
from hoc_desktop.client.hoc.setup_code import encode
from hoc_desktop.cards.names import card_name
from hoc_desktop.errors import HocError
from hoc_desktop.i18n import _

SetupDict = dict[str, Any]


def log_lines(setup: SetupDict, kinds: Sequence[str], catalog: Catalog | None) -> list[str]:
    """Sets, Market and Setup code (the sets and market only with the game's cards at hand)."""
    lines = []
    if catalog is not None:
        card_sets = tuple(setup.get("card_sets", BASE_SETS))
        lines.append(_("Sets: {sets}").format(sets=_(", ").join(set_title(name) for name in card_sets)))
        lines.append(_market(setup["market"], card_sets, tuple(setup.get("packs", ())), catalog))
    return [*lines, _code(setup, kinds)]


def _market(market: Sequence[str], card_sets: tuple[str, ...], packs: tuple[str, ...], catalog: Catalog) -> str:
    """The market's line: the recommended set its cards make, if any ("Random" if none), then the
    cards by name, in the window's language."""
    names = _(", ").join(card_name(catalog.cards[key]) if key in catalog.cards else key for key in market)
    try:
        found = next((s.shown_name() for s in recommended_sets(card_sets, packs) if set(s.cards) == set(market)),
                     None)
    except (OSError, ValueError, HocError):      # sets or packs that do not read: the cards still say it
        found = None
    if found is None:
        return _("Market: Random ({cards})").format(cards=names)
    return _("Market: {name} ({cards})").format(name=found, cards=names)


def _code(setup: SetupDict, kinds: Sequence[str]) -> str:
    try:
        return _("Setup code: {code}").format(code=encode(setup, kinds))
    except (ValueError, KeyError):
        return _("Setup code: none (this game cannot be written as a code)")

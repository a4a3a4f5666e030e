"""A card's name in the player's language: the Japanese name the card data gives (`japanese:` in
data/cards, optional in a card pack) while the window speaks Japanese, else the English name; and
the same for the labels of a "choose one" card's modes (`japanese:` beside a mode's `label:`).

Card names are data, not messages: they come from the card files, never from the catalogs, so a
card added to the data (or a player's pack) is named in both languages without a catalog entry.
"""

from __future__ import annotations

from hoc_desktop import i18n
from hoc_desktop.cards.model import CardDef, Mode, Step


def card_name(card: CardDef) -> str:
    """`card`'s name as the window shows it now."""
    return card.japanese if card.japanese and i18n.language() == "ja" else card.name


def mode_label(card: CardDef, key: str) -> str | None:
    """The label of `card`'s mode `key` as the window shows it now (None: the card has no such
    mode)."""
    mode = _mode(card.effect, key)
    if mode is None:
        return None
    return mode.japanese if mode.japanese and i18n.language() == "ja" else mode.label


def _mode(steps: tuple[Step, ...], key: str) -> Mode | None:
    """The mode `key` of the "choose one" step among `steps` (none nests deeper: a mode's own steps
    are searched too)."""
    for step in steps:
        if step.op == "choose_mode":
            for mode in step.args:
                if mode.key == key:
                    return mode
                found = _mode(mode.steps, key)
                if found is not None:
                    return found
    return None

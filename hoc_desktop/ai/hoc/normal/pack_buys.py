"""How `normal` buys the Commons of a card pack, which card_values.py cannot name: by what their
data says (docs/card-packs.md), so a player's own cards are bought on their merits with no code
of their own (issue: every level plays pack cards from their steps).

A pack card is weighed like the basic money cards it competes with: its coins and draws when
played (`play_money`), a link kept (a card without one ends the turn's plays, so at most
PACK_TERMINALS_CAP of those), and a counter it brings when acquired or bought (a coin later). A
Succession card is weighed by its points, like the Senator and Duke it stands beside.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from hoc_desktop.ai.hoc import card_values as cv
from hoc_desktop.ai.hoc.normal import facts
from hoc_desktop.ai.hoc.normal.card_money import play_money
from hoc_desktop.cards.model import CardDef


def is_pack_card(d: CardDef) -> bool:
    """A card the bundled data (and so card_values.py) does not know."""
    return d.key not in facts.bundled_cards()


def economy_worth(d: CardDef) -> float:
    """Coins-this-turn a pack Common is worth in a deck: its play money, a counter it brings when
    acquired or bought, a second link."""
    worth = play_money(d) if d.effect else 0.0
    for step in (*d.on_acquire, *d.on_buy):
        if step.op == "put_area_counter":
            worth += cv.PACK_COUNTER_WORTH * step.args.get("count", 1)
    if d.links >= 2:
        worth += cv.PACK_SECOND_LINK_WORTH
    return worth


def economy_buy(counts: dict[str, int], affordable: dict[str, CardDef], coins: int) -> CardDef | None:
    """The pack Common that beats the basic money card these coins buy (City, Large City), or
    None: worth more coins than it, or as much for less; terminal ones only up to a cap (`counts`:
    the cards the player owns by id, Context.counts)."""
    money = [facts.card(key) for key in ("large_city", "city")]
    rival = next((d for d in money if coins >= d.cost), None)
    rival_worth = (rival.coins or 0) if rival is not None else 0.0
    best: tuple[float, CardDef] | None = None
    for d in affordable.values():
        if not is_pack_card(d) or d.is_succession or d.is_curse or d.cost > coins:
            continue
        if d.links == 0 and sum(n for k, n in counts.items() if k == d.key) >= cv.PACK_TERMINALS_CAP:
            continue
        worth = economy_worth(d) - (cv.PACK_TERMINAL_PENALTY if d.links == 0 else 0.0)
        if worth > rival_worth + cv.PACK_BEATS_BY and (best is None or worth > best[0]):
            best = (worth, d)
    return best[1] if best else None


def points_buy(affordable: dict[str, CardDef], coins: int, at_least: int) -> CardDef | None:
    """The pack Succession card with the most points (at least `at_least`) that the coins pay for."""
    found = [d for d in affordable.values()
             if is_pack_card(d) and d.is_succession and not d.is_territory and d.points >= at_least and d.cost <= coins]
    return max(found, key=lambda d: (d.points, -d.cost), default=None)

"""The values the rules summary and the tour's tips may name in their text ({coronation_points},
{curses_for[3]}, {cost[duke]}, {params[ouka][max_cost]}, ...), from data/rules.yaml and the card data
(a card's own numbers are its params): one source for the
rules screen and the table's guide, so neither restates a number.

The values that are words (card names, lists of them, "1 play") are in the current language, so
the Japanese summary (data/ja/rules_summary.yaml) names the cards as the table does."""

from __future__ import annotations

from typing import Any

from hoc_desktop import i18n
from hoc_desktop.cards.fairy_garden import fairy_garden
from hoc_desktop.cards.loader import Catalog
from hoc_desktop.cards.names import card_name
from hoc_desktop.engine.hoc.rulebook import Rules, load_rules
from hoc_desktop.engine.hoc.setup import default_catalog
from hoc_desktop.i18n import N_, _, ngettext
from hoc_desktop.i18n.lists import spoken_list

SUBTYPE_WORDS = {"military": N_("Military"), "magic": N_("Magic"), "merchant": N_("Merchant"), "maid": N_("Maid"),
                 "strategy": N_("Strategy")}
"""The cards' subtypes as the rules name them (Rampart's {rampart_subtype})."""


def rule_values(rules: Rules | None = None, catalog: Catalog | None = None) -> dict[str, Any]:
    """Everything a placeholder of the summary may name.

    Every scalar of rules.yaml by its own name ({coronation_points}), its mappings for indexing
    ({players[min]}, {starting_deck[farming_village]}, {basic_market[duke]}), and derived values:
    {plays} ("1 play"), {starting_deck_size}, {starting_deck_list}, {basic_market_list},
    {curses_for[N]} (the Curse pile for N players), {rare_names}, {rare_count}, {supply_size},
    {judgment_rulebook} and {judgment_dukes_only} (pile names), {princess_cost}; from the card data
    {cost[key]}, {points[key]}, {coins[key]}, {params[key][name]} (a card's params) and
    {rampart_subtype} (the subtype Rampart lowers, in words); and from
    data/fairy_garden/rules.yaml {fg_basic_market_list} (the piles Fairy Garden adds), {fg_rare},
    {fg_replaced} (the Rare it replaces), {fg_judgment} (the pile it watches), {fg_excluded} and
    {guardians_min_princesses}.
    """
    rules = rules or load_rules()
    catalog = catalog or default_catalog()
    raw = rules.raw
    cards = catalog.cards

    def name(key: str) -> str:
        return card_name(cards[key]) if key in cards else key.replace("_", " ").title()

    def counted(counts: dict[str, int]) -> list[str]:
        return [_("{card} ×{count}").format(card=name(key), count=count) for key, count in counts.items()]

    values: dict[str, Any] = {key: value for key, value in raw.items()
                              if isinstance(value, (int, str, dict)) and not isinstance(value, bool)}
    plays = raw["plays_per_turn"]
    values["plays"] = ngettext("{n} play", "{n} plays", plays).format(n=plays)
    values["starting_deck_size"] = sum(raw["starting_deck"].values())
    values["starting_deck_list"] = spoken_list(counted(raw["starting_deck"]))
    values["basic_market_list"] = _(", ").join(counted(raw["basic_market"]))
    values["curses_for"] = {players: raw["curses_per_player"] * players for players in range(1, 9)}
    values["rare_names"] = spoken_list([name(key) for key in raw["rares"]])
    values["rare_count"] = len(raw["rares"])
    values["supply_size"] = raw["commons_per_game"] * raw["common_copies"] + len(raw["rares"])
    for mode, keys in raw["judgment_piles"].items():
        values[f"judgment_{mode}"] = spoken_list([name(key) for key in keys])
    costs = sorted({card.cost for card in catalog.by_category("princess")})
    spread = _("{low} to {high}").format(low=costs[0], high=costs[-1]) if costs else "?"
    values["princess_cost"] = str(costs[0]) if len(set(costs)) == 1 else spread
    values["cost"] = {key: card.cost for key, card in cards.items()}
    values["points"] = {key: card.points for key, card in cards.items()}
    values["coins"] = {key: card.coins if card.coins is not None else 0 for key, card in cards.items()}
    values["params"] = {key: card.params for key, card in cards.items()}
    values["rampart_subtype"] = _(SUBTYPE_WORDS[str(cards["rampart"].params["lowers_subtype"])])
    fg = fairy_garden()
    values["fg_basic_market_list"] = spoken_list(counted(fg.basic_market_added))
    values["fg_rare"] = fg.rare_japanese if i18n.language() == "ja" else fg.rare_name
    values["fg_replaced"] = name(fg.replaces_rare)
    values["fg_judgment"] = spoken_list([name(key) for key in raw["judgment_piles"][fg.judgment]])
    values["fg_excluded"] = spoken_list([name(key) for key in fg.excluded_in_mix])
    values["guardians_min_princesses"] = fg.guardians_min_princesses
    return values

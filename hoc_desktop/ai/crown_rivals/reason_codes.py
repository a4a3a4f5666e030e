"""The reasons Crown Rivals' AI levels give, by code: each one's line and its explanation
(ai/reason_words.py words them). Cards (`card`, `spade`, `diamond`) are card ids; `value` a card's
value, `currency` the currency the turn has."""

from __future__ import annotations

from typing import Mapping

from hoc_desktop.i18n import N_

CROWN_RIVALS_REASONS: Mapping[str, tuple[str, str | None]] = {
    "cr_discard_lowest": (N_("discards {card}, its lowest card"), None),
    "cr_remove_spade": (N_("removes {card}, the largest spade"), None),
    "cr_bonuses_in_order": (N_("takes the bonuses in order"), None),
    "cr_keep_all": (N_("keeps every card"), None),
    "cr_trash_thin": (N_("trashes {card} to thin the deck"), None),
    "cr_leave_market": (N_("leaves the market as it is"), None),
    "cr_trash_market": (N_("trashes {card} from the market before the opponent can buy it"), None),
    "cr_play_wins": (N_("plays {card}: wins the game"), N_("wins the game")),
    "cr_play_plan": (N_("plays {card}: {damage} damage, {heal} healing, {guard} in spades"),
                     N_("{damage} damage, {heal} healing, {guard} in spades")),
    "cr_play_to_win": (N_("plays {card} to win"), None),
    "cr_play_pair": (N_("plays {card}: completes a diamonds pair"), N_("completes a diamonds pair")),
    "cr_play_worth": (N_("plays {card}: worth {value}"), N_("worth {value}")),
    "cr_play_boosted": (N_("plays {card}: boosted by {diamond} to {value}"), N_("boosted by {diamond} to {value}")),
    "cr_spend_damage": (N_("spends damage on {card}"), None),
    "cr_buy_of": (N_("buys {card} ({value} of {currency})"), None),
    "cr_buy_for": (N_("buys {card} for {value} of {currency}"), None),
    "cr_nothing_to_buy": (N_("nothing worth buying"), None),
    "cr_discard_currency": (N_("discards {card} for {value} currency"), None),
}

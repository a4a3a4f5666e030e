"""A question inside an effect, and its options' labels, in words: one whole message per step.

The engine asks each decision as data (prompts.py): `step` names the rule or effect step that
asks, `fields` the named values its words are made of (a cost limit, a card's key, a count) and
`mode_keys` the options of a choice. This module is the one place those become words, in the
current language (`hoc_desktop.i18n`): the engine fills `Prompt.text` and `labels` through it when
it asks, and a window words the prompt again when it shows it (`worded`), so a question reads in
the language chosen since, and a prompt sent by another machine reads in this one's. Card fields
hold card keys, named through the catalog (`cards.names.card_name`); a mode's label comes from the
card data (`cards.names.mode_label`). A step without words here (a prompt of an older program)
keeps the text it came with.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable, Mapping

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.cards.names import card_name, mode_label
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.i18n import N_, _, ngettext

Fields = Mapping[str, Any]
Name = Callable[[str], str]          # a card key -> its name as shown

# step -> its question, for the steps whose words have no counted field
PLAIN: dict[str, str] = {
    "supply_unit_to_draw": N_("Supply Unit: put an Action card from your field on top of your draw pile?"),
    "copy_counters_copy": N_("Copy one of your counters"),
    "pay_any": N_("How many coins do you pay?"),
    "discard_any": N_("Discard any number of cards from your hand"),
    "banish_from_hand": N_("Choose a card in your hand to banish"),
    "choose_mode": N_("Choose one"),
    "acquire": N_("Choose a Market card to acquire"),
    "discard_to_hand": N_("Put a card from your discard pile into your hand"),
    "look_keep_one": N_("Put one of these cards into your hand"),
    "attack_set_aside": N_("Choose a card to set aside"),
    "attack_discard": N_("Choose a card to discard"),
    "scout_discard": N_("Choose revealed cards to discard"),
    "royal_guard_keep": N_("Choose the card that stays on top of their draw pile"),
    "glamour_witch_acquire": N_("Acquire a copy of one discarded card?"),
    "refuge_to_draw": N_("Choose Action and Succession cards to put revealed on top of your draw pile "
                         "(first = top)"),
    "battering_ram": N_("Choose a kept card to send to its owner's discard pile"),
    "shinobi_copy": N_("Choose an Action card in your discard pile to copy"),
    "kunoichi_copy": N_("Choose a kept Action card to copy"),
    "stargaze_discard": N_("Discard any of the cards you look at"),
    "stargaze_order": N_("Put the rest back on top in this order (first = top)"),
    "gossip": N_("Choose a Royal Maid, Senator or Duke to discard"),
    "laolily_royal_maids": N_("How many Royal Maids do you acquire?"),
    "bergamotte_discard": N_("Discard a non-Curse card from your hand"),
    "bergamotte_fetch": N_("Put an Action card from your discard pile into your hand"),
    "declare_subtype": N_("Declare a sub-type"),
    "declare_card_name": N_("Declare a card name"),
    "tax_pile": N_("Put a Taxation token on a Market pile?"),
    "alliance": N_("Declare a subtype"),
    "ouka_first": N_("Ouka: banish two differently named cards? Choose the first"),
    "hand_to_draw_top": N_("Choose a card to put on top of your draw pile"),
    "discard_looked": N_("Discard cards you looked at"),
    "guardian": N_("Take one more princess face down as your guardian?"),
    "backing_tied_territories": N_("Choose which tied Territory cards move to your Domain"),
}

# step -> its question with named fields (a card field is named in the current language)
NAMED: dict[str, str] = {
    "government_contractor_bottom": N_("Put {card} revealed on the bottom of your draw pile?"),
    "spend_area_counter": N_("Remove one {counter} counter?"),
    "copy_counters_remove": N_("Remove a counter ({n} of {count})"),
    "acquire_from_market": N_("Acquire a card costing {limit} or less"),
    "acquire_up_to": N_("Acquire a card costing {limit} or less ({n} of up to {count})"),
    "banish_different_names": N_("Choose a card in your hand to banish ({n} of {count}, different names)"),
    "defense_window": N_("{card} attacks you: reveal a Defense card?"),
    "curse_unless_revealed": N_("{card}: reveal a Curse card to take no Curse?"),
    "buried_treasure": N_("Acquire the revealed {card}?"),
    "ouka_second": N_("Ouka: banish {card} and which other card? (Back: choose again)"),
    "ouka_take": N_("Ouka: put a Market card costing {cost} revealed on top of your draw pile"),
    "starting_hand": N_("{name}: choose your starting hand of {n}"),
}

SUBTYPE_WORDS = {"military": N_("Military"), "magic": N_("Magic"), "merchant": N_("Merchant"), "maid": N_("Maid"),
                 "strategy": N_("Strategy")}
COUNTER_WORDS = {"coin": N_("Coin"), "ore": N_("Ore"), "debt": N_("Debt"), "succession": N_("succession"),
                 "twin": N_("twin")}
AREA_WORDS = {"coin": N_("Coin area"), "ore": N_("Mine area"), "debt": N_("Moneylender area")}
CARD_FIELDS = ("card",)              # fields that hold a card key


def steps() -> frozenset[str]:
    """Every step this module words (a test checks that the engine asks no other)."""
    return frozenset((*PLAIN, *NAMED, "pay_coins", "discard_to_draw"))


def question(step: str, fields: Fields, name: Name) -> str | None:
    """The question `step` asks with `fields`, in the current language (None: a step without
    words here)."""
    if step in PLAIN:
        return _(PLAIN[step])
    shown = {key: name(value) if key in CARD_FIELDS else value for key, value in fields.items()}
    if step in NAMED:
        if step == "spend_area_counter":
            shown["counter"] = counter_word(str(fields["counter"]))
        return _(NAMED[step]).format(**shown)
    if step == "pay_coins":
        return ngettext("Pay {n} coin?", "Pay {n} coins?", int(fields["n"])).format(**shown)
    if step == "discard_to_draw":
        words = (_("Choose cards from your discard pile for the top of your draw pile (first = highest)")
                 if fields["where"] == "top" else
                 _("Choose cards from your discard pile for the bottom of your draw pile (first = highest)"))
        return words
    return None


def labels(step: str, fields: Fields, mode_keys: tuple[str, ...], options: tuple[Any, ...], catalog: Catalog,
           name: Name) -> tuple[str, ...]:
    """The words on the options of a value prompt (modes, counts, a payment), in the current
    language; () for a prompt whose options are cards."""
    if step == "pay_coins":
        return (_("Pay {n}").format(n=fields["n"]),)
    if step == "spend_area_counter":
        return (_("Remove one {counter} counter").format(counter=counter_word(str(fields["counter"]))),)
    if step in ("copy_counters_remove", "copy_counters_copy"):
        return tuple(_pool_words(kind, place, count, name) for kind, place, count in fields["pools"])
    if step in ("pay_any", "laolily_royal_maids"):
        return tuple(str(option) for option in options)
    if step in ("declare_subtype", "alliance"):
        return tuple(subtype_word(key) for key in mode_keys)
    if step == "declare_card_name":
        return tuple(name(key) for key in mode_keys)
    if step == "tax_pile":
        return tuple(name(key) for key in fields["cards"])
    if step == "choose_mode":
        card = catalog.cards[str(fields["card"])]
        return tuple(with_outcome(mode_label(card, key) or key, stop) for key, stop in zip(mode_keys, fields["stops"]))
    return ()


def worded(prompt: Prompt, catalog: Catalog) -> Prompt:
    """`prompt` with its question and labels in the current language (itself when its step has no
    words here, or its fields are not the ones its step's words name: a prompt of another version)."""
    name = namer(catalog)
    try:
        text = question(prompt.step, prompt.fields, name)
        if text is None:
            return prompt
        shown = labels(prompt.step, prompt.fields, prompt.mode_keys, prompt.options, catalog, name)
    except (KeyError, IndexError, TypeError, ValueError):
        return prompt
    return dataclasses.replace(prompt, text=text, labels=shown or prompt.labels)


def namer(catalog: Catalog) -> Name:
    """Card keys named through `catalog` in the current language (a key it lacks reads as itself)."""
    def name(key: str) -> str:
        card = catalog.cards.get(key)
        return card_name(card) if card is not None else key
    return name


def subtype_word(key: str) -> str:
    """A subtype's name as printed, in the current language ("military": "Military")."""
    return _(SUBTYPE_WORDS[key]) if key in SUBTYPE_WORDS else key.capitalize()


def counter_word(kind: str) -> str:
    """A counter kind's word, in the current language ("coin": "Coin")."""
    return _(COUNTER_WORDS[kind]) if kind in COUNTER_WORDS else kind


def _pool_words(kind: str, place: str, count: int, name: Name) -> str:
    """One place holding counters: "Coin counter, Coin area (3)", "Twin counter, Twins (1)"."""
    where = _(AREA_WORDS[kind]) if not place and kind in AREA_WORDS else name(place) if place else kind
    return _("{kind} counter, {place} ({n})").format(kind=counter_word(kind), place=where, n=count)


def with_outcome(label: str, stop: tuple[Any, ...]) -> str:
    """A mode's label, followed by what happens instead when it cannot start (cards/mode_costs.py
    `why_it_stops`; () when it can)."""
    if not stop:
        return label
    return _("{label} ({outcome})").format(label=label, outcome=stop_words(str(stop[0]), int(stop[1])))


def stop_words(code: str, n: int) -> str:
    """What a mode that cannot start comes to, by `why_it_stops`'s code and number."""
    if code == "coins":
        return ngettext("nothing happens: you have {n} coin", "nothing happens: you have {n} coins", n).format(n=n)
    if code == "banish":
        return (_("you pay {n} for nothing: the card it banishes is not in your hand").format(n=n) if n else
                _("nothing happens: the card it banishes is not in your hand"))
    if code == "no_counters":
        return _("nothing happens: you have no counters")
    if code == "few_counters":
        return (_("you remove your only counter for nothing") if n == 1 else
                _("you remove {n} counters for nothing").format(n=n))
    return _("you remove your {n} counters and none is left to copy").format(n=n)

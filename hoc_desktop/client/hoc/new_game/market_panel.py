"""The market panel of Heart of Crown's new-game screen: the card sets in play (the base set, or
base and Far East, and what the player's card packs make possible), the market (a recommended set
of those sets, its ten cards shown as faces, or Random over their Commons from an editable seed
with banned and required cards).

Random market: the Common cards are listed; a click cycles a card through banned (struck out) ->
required (gold) -> free; the cards the randomizer draws for the seed are outlined in gold, so a new
seed or a new ban shows the new market at once."""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.cards.pack_library import PackLibrary
from hoc_desktop.cards.sets import MARKET_SIZE
from hoc_desktop.client.art.card_faces import CardFaces
from hoc_desktop.client.game_config import new_seed
from hoc_desktop.client.hoc.setup import (GUARDIANS_MIN, QUICK_MARKET, RANDOM_MARKET, GameChoice, card_set_choices,
                                          cards_of, common_cards, market_choices, market_title, princess_count,
                                          recommended_sets)
from hoc_desktop.client.hoc.new_game.card_cells import MarketFaces, OnHover
from hoc_desktop.client.hoc.new_game.card_picker import BANNED, REQUIRED, CardPicker
from hoc_desktop.client.hoc.new_game.layout import Rows, button_width
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets import Button, Choice, Label, Panel
from hoc_desktop.client.ui.widgets.text_field import TextField
from hoc_desktop.i18n import N_, _

RANDOM_NOTE = N_("Click a card to ban it, again to require it, again to free it. Gold outline: drawn for this game.")
SEED_DIGITS = 18
MAX_REQUIRED = MARKET_SIZE


class MarketPanel(Panel):
    """The card sets and the market. It holds the card-set choices of `library`, the markets they
    offer, the seed and the banned and required cards (in the order required: the market keeps
    it). A change calls `on_change`, a change of card sets `on_sets` (which may change the variants
    offered), a click on a Common card `on_pick(key)`; `on_hover` follows the pointed-at card."""

    def __init__(self, library: PackLibrary, faces: CardFaces, seed: int, on_change: Callable[[], None],
                 on_sets: Callable[[], None], on_pick: Callable[[str], None], on_hover: OnHover,
                 leave_field: Callable[[], None]) -> None:
        super().__init__(_("Market"))
        self.library = library
        self.set_choices = card_set_choices(library)
        self.on_change = on_change
        self.seed = seed
        self.banned: list[str] = []
        self.required: list[str] = []
        self.card_sets = Choice(list(self.set_choices), 0, on_change=lambda _value: on_sets())
        self.markets = market_choices()
        self.offered = list({s.name: s for sets in self.set_choices.values()
                             for s in recommended_sets(sets, self.packs_for(sets))}.values())
        """Every recommended set some card-set choice offers (the selector is sized for the longest)."""
        self.market = Choice(self.markets, self.markets.index(QUICK_MARKET), on_change=lambda _value: on_change(),
                             shown=lambda name: market_title(name, self.offered))
        self.market_note = Label("", "small", wrap=True)
        self.cards = MarketFaces(faces, on_hover)
        self.picker = CardPicker(common_cards(), on_pick, on_hover)
        self.seed_label = Label(_("Seed"), "body")
        self.seed_field = TextField(str(self.seed), max_len=SEED_DIGITS + 1, allowed=lambda ch: ch in "0123456789-",
                                    on_change=self._seed_typed, on_submit=lambda _value: leave_field())
        self.reroll = Button(_("New seed"), self._reroll, hotkey=pygame.K_r, role="body")
        self.widgets = [self.card_sets, self.market, self.market_note, self.cards, self.picker, self.seed_label,
                        self.seed_field, self.reroll]

    # ---- what is chosen
    @property
    def sets(self) -> tuple[str, ...]:
        """The card sets in play."""
        return self.set_choices[self.card_sets.value]

    @property
    def packs(self) -> tuple[str, ...]:
        """The card packs holding the cards of the pack sets in play."""
        return self.packs_for(self.sets)

    def packs_for(self, sets: tuple[str, ...]) -> tuple[str, ...]:
        return self.library.packs_for(sets)

    @property
    def catalog(self) -> Catalog:
        """The cards the market is chosen among."""
        return cards_of(self.sets, self.packs)

    @property
    def guardians_offered(self) -> bool:
        """Whether the card sets in play line up enough princesses for the Guardians variant."""
        return princess_count(self.sets, self.packs) >= GUARDIANS_MIN

    @property
    def is_random(self) -> bool:
        return self.market.value == RANDOM_MARKET

    def chosen(self) -> dict[str, Any]:
        """The market's part of the `GameChoice` the controls show (bans and pins only on Random)."""
        return {"market": self.market.value, "seed": self.seed,
                "banned": tuple(self.banned) if self.is_random else (),
                "required": tuple(self.required) if self.is_random else (),
                "card_sets": self.sets, "packs": self.packs}

    def set_from(self, choice: GameChoice) -> None:
        """Show the card sets, market, seed, bans and pins of `choice`."""
        self.card_sets.index = list(self.set_choices.values()).index(choice.card_sets)
        self.card_sets.dirty = True
        self.offer_sets()
        self.market.index = self.markets.index(choice.market)
        self.market.dirty = True
        self.seed = choice.seed
        self.seed_field.set_text(str(self.seed))
        self.banned, self.required = list(choice.banned), list(choice.required)

    def offer_sets(self, follow_added: bool = False) -> None:
        """Offer the recommended sets and Commons of the card sets in play, dropping bans and pins
        of cards left out. The market stays when still offered, else it becomes the quick game's
        set; `follow_added`: a recommended market moves to the first set that uses a card set just
        added (an expansion chosen is an expansion played). Random stays Random."""
        before = set(self.market.options)
        current = self.market.value
        self.markets = market_choices(self.sets, self.packs)
        self.market.options = list(self.markets)
        fallback = QUICK_MARKET if QUICK_MARKET in self.markets else self.markets[0]
        self.market.index = self.markets.index(current if current in self.markets else fallback)
        self.market.dirty = True
        commons = common_cards(self.sets, self.packs)
        keys = {c.key for c in commons}
        self.banned = [k for k in self.banned if k in keys]
        self.required = [k for k in self.required if k in keys]
        self.picker.set_cards(commons)
        added = [name for name in self.markets if name not in before]
        if follow_added and not self.is_random and added:
            self.market.index = self.markets.index(added[0])

    def cycle(self, key: str) -> bool:
        """A click on a Common card: free -> banned -> required -> free, skipping a step the
        randomizer could not honour (too many required, too few cards left). False when a card
        could not be required (MAX_REQUIRED already are)."""
        if key in self.required:
            self.required.remove(key)
        elif key in self.banned:
            self.banned.remove(key)
            if len(self.required) >= MAX_REQUIRED:
                return False
            self.required.append(key)
        elif len(self.picker.cards) - len(self.banned) - 1 >= MARKET_SIZE:
            self.banned.append(key)
        elif len(self.required) < MAX_REQUIRED:
            self.required.append(key)
        else:
            return False
        return True

    def _seed_typed(self, text: str) -> None:
        try:
            seed = int(text)
        except ValueError:          # empty, or a lone "-": keep the last seed until a number is typed
            return
        self.seed = seed
        self.on_change()

    def _reroll(self) -> None:
        self.seed = new_seed()
        self.seed_field.set_text(str(self.seed))
        self.on_change()

    # ---- what is shown
    def show_market(self, keys: Sequence[str]) -> None:
        """The chosen market `keys`: as faces with the recommended set's note, or on Random as the
        picker (bans, pins, and the cards drawn outlined) with the seed row."""
        random_market = self.is_random
        note = next((s.shown_note() for s in self.offered if s.name == self.market.value), "")
        self.market_note.set_text(_(RANDOM_NOTE) if random_market else note)
        for widget in (self.picker, self.seed_label, self.seed_field, self.reroll):
            widget.visible = random_market
        self.cards.visible = not random_market
        states = dict.fromkeys(self.banned, BANNED) | dict.fromkeys(self.required, REQUIRED)
        self.picker.set_state(states, keys)
        catalog = self.catalog
        cards = sorted((catalog[key] for key in keys), key=lambda c: (c.cost, c.name))
        self.cards.set_cards(cards)

    # ---- layout
    def arrange(self, left: int, top: int, right: int, height: int, rows: Rows, titles: bool,
                theme: Theme) -> bool:
        """The panel from `left` to `right`: the card sets and the market selectors, the note,
        then the faces, or the seed and the card picker. False when they do not fit."""
        role, row_h, row_gap = rows.role, rows.height, rows.gap
        self.title = _("Market") if titles else ""
        for widget in (self.card_sets, self.market, self.seed_field, self.seed_label, self.reroll):
            widget.role = role
        gap = theme.gap
        self.layout((left, top, right - left, height), theme)
        inner = self.content_rect
        # the card sets left of the market selector, or above it when both do not fit in one row
        bold = theme.font(role, True)
        arrows = 2 * min(row_h, inner.width // 4) + theme.px(20)
        sets_w = max(bold.size(o)[0] for o in self.set_choices) + arrows
        market_w = max(bold.size(s.shown_name())[0] for s in self.offered) + arrows
        y = inner.y
        if sets_w + gap + market_w <= inner.width:
            self.card_sets.layout((inner.x, y, sets_w, row_h), theme)
            self.market.layout((inner.x + sets_w + gap, y, inner.width - sets_w - gap, row_h), theme)
        else:
            self.card_sets.layout((inner.x, y, inner.width, row_h), theme)
            y += row_h + row_gap
            self.market.layout((inner.x, y, inner.width, row_h), theme)
        y += row_h + row_gap
        self.market_note.visible = rows.notes
        if rows.notes:
            note_h = max(theme.text(note, "small", wraplength=inner.width).get_height()
                         for note in (_(RANDOM_NOTE), *(s.shown_note() for s in self.offered)))
            self.market_note.layout((inner.x, y, inner.width, note_h), theme)
            self.market_note.color = theme.palette.text_dim
            y += note_h + row_gap
        self.cards.layout((inner.x, y, inner.width, inner.bottom - y), theme)
        # Random: the seed row, then the picker
        seed_w = theme.font(role).size("0" * 9)[0] + theme.px(24)
        reroll_w = button_width(theme, self.reroll, roomy=False)
        label_w = theme.font(role).size(_("Seed"))[0] + gap
        self.seed_label.layout((inner.x, y, label_w, row_h), theme)
        self.seed_field.layout((inner.x + label_w, y, min(seed_w, inner.width - label_w - reroll_w - gap), row_h),
                               theme)
        self.reroll.layout((self.seed_field.rect.right + gap, y, reroll_w, row_h), theme)
        picker_y = y + row_h + row_gap
        self.picker.layout((inner.x, picker_y, inner.width, inner.bottom - picker_y), theme)
        faces_ok = self.cards.card_width >= theme.px(56)
        picker_ok = self.picker.px >= min(theme.text_px("tiny"), 12)
        seed_ok = label_w + theme.px(60) + gap + reroll_w <= inner.width
        return faces_ok and picker_ok and seed_ok

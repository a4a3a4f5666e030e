"""The new-game screen: 2-4 seats (you, another human or an AI level, each with a name), the card
sets in play (the base set, or base and Far East, and what the player's card packs make possible:
Fairy Garden alone or mixed, "Base + a pack's set"), the market (a recommended set of those sets,
its ten cards shown as faces, or Random over their Commons from an editable seed with banned and
required cards), the rulebook's variants, and the setup code that names all of it. The Guardians
variant is offered only while the chosen card sets line up GUARDIANS_MIN princesses (a card pack
must add some), so a game without it shows the same three variant rows as before.

*Start* (Enter) calls the `start_game` callback with a `GameSetup`-compatible dict and the seat
kinds, exactly as the title's *Play* does, so whatever plugs the table in handles both the same
way. *Back* (Esc) calls `on_back`.

Random market: the Common cards are listed; a click cycles a card through banned (struck out) ->
required (gold) -> free; the cards the randomizer draws for the seed are outlined in gold, so a new
seed or a new ban shows the new market at once. Pointing at a card shows it large.

Setup code (setup_code.py): the field under the panels always shows the code of what is chosen;
*Copy* puts it on the clipboard (when pygame can reach one; the field's text is selected either
way). Typing or pasting a code into the field and pressing Enter, *Paste*, or Ctrl+V anywhere
outside a text field applies a code: every control then shows what the code names. A code that
does not read is refused in one line and nothing changes.

The layout fits 1280x720 at 200% text: it drops the heading and the panel titles, then tightens the
rows and the buttons, then moves the code onto its own row, while things do not fit.

The parts: players_panel.py (seats, names, variants), market_panel.py (card sets, market, seed,
bans and pins, with card_cells.py's faces and card_picker.py's chips), code_row.py (the bottom row
with the setup code), layout.py (the densities); the kit's SetupScreen gives Back, Start, the name
fields and typing. This module puts them together and turns what they show into a GameChoice.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable

import pygame

from hoc_desktop.cards.model import CardDef
from hoc_desktop.cards.sets import BASE_SETS
from hoc_desktop.cards.pack_library import PackLibrary
from hoc_desktop.client.art.card_faces import CardFaces
from hoc_desktop.client.game_config import SetupDict, StartGame, new_seed
from hoc_desktop.client.hoc.setup import QUICK_MARKET, GameChoice, cards_of, market_choices
from hoc_desktop.client.hoc.new_game.code_row import CodeRow
from hoc_desktop.client.hoc.new_game.layout import DENSITIES, Rows
from hoc_desktop.client.hoc.new_game.market_panel import MAX_REQUIRED, MarketPanel
from hoc_desktop.client.hoc.new_game.message_line import MessageLine
from hoc_desktop.client.hoc.new_game.players_panel import PlayersPanel
from hoc_desktop.client.hoc.new_game.pointed_card import PointedCard
from hoc_desktop.client.kit.setup_screen import SetupScreen
from hoc_desktop.client.hoc.setup_code import decode_choice, encode_choice
from hoc_desktop.client.pack_info import pack_problems_line
from hoc_desktop.client.ui.widgets import Label
from hoc_desktop.client.ui.widgets.text_field import TextField, clipboard_text, copy_to_clipboard
from hoc_desktop.i18n import _

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

_shared_faces: CardFaces | None = None


def shared_faces() -> CardFaces:
    """A CardFaces for scenes not given the program's (tests, tools)."""
    global _shared_faces
    if _shared_faces is None:
        _shared_faces = CardFaces()
    return _shared_faces


class NewGameScene(SetupScreen[GameChoice]):
    """Choose seats, names, market and variants, then Start (calls `start_game(setup, kinds)`) or
    Back. `faces`: the program's CardFaces (a shared one when not given); `library`: the player's
    card packs (None: the bundled cards only), whose problems the message line tells at first."""

    def __init__(self, app: "App", start_game: StartGame, on_back: Callable[[], object],
                 seed: int | None = None, faces: CardFaces | None = None, choice: GameChoice | None = None,
                 remember: Callable[[GameChoice], None] | None = None, library: PackLibrary | None = None) -> None:
        super().__init__(app, start_game, on_back, remember)
        self.library = library if library is not None else PackLibrary(cards_of(), ())
        self.faces = faces or shared_faces()
        self.code = ""
        self.pointed = PointedCard()
        self.density = 0
        self.players = PlayersPanel(lambda on_typed: self.name_field(on_change=on_typed), self._changed)
        self.market_panel = MarketPanel(self.library, self.faces, new_seed() if seed is None else seed, self._changed,
                                        self._sets_changed, self.cycle_card, self._hover, lambda: self.set_focus(None))
        self.code_row = CodeRow(self.submit_code, self._restore_code, self.copy_code, self.paste_code)
        self.message = MessageLine()
        self.heading = Label(_("New game"), "title", bold=True, align="center")
        # the controls by name, as the program and the tests reach them
        players, market, row = self.players, self.market_panel, self.code_row
        self.count, self.seat_choices, self.name_fields = players.count, players.seat_choices, players.name_fields
        self.variants_label, self.variants = players.variants_label, players.variants
        self.rares, self.seating, self.judgment, self.guardians = players.variants
        self.card_sets, self.market, self.market_note = market.card_sets, market.market, market.market_note
        self.cards, self.picker = market.cards, market.picker
        self.seed_label, self.seed_field, self.reroll = market.seed_label, market.seed_field, market.reroll
        self.code_label, self.code_field, self.copy, self.paste = row.label, row.field, row.copy, row.paste
        self.widgets = [self.heading, self.players, self.market_panel, self.message, self.code_label,
                        self.code_field, self.copy, self.paste, self.back, self.start]
        self.players.show_seat_rows()
        self._changed()
        if choice is not None:                        # the last game's seats, names, market and variants
            self.apply_choice(self._offered(replace(choice, seed=self.seed)))
            self.message.status = None
        if self.library.problems:
            self.message.status = (pack_problems_line(self.library.problems), "warn")
        self.message.refresh(self.theme)

    # ---- state
    @property
    def hover_card(self) -> CardDef | None:
        """The card pointed at, shown large."""
        return self.pointed.card

    @property
    def seat_count(self) -> int:
        return self.players.seat_count

    def seat_kinds(self) -> list[str]:
        return self.players.seat_kinds()

    @property
    def seed(self) -> int:
        return self.market_panel.seed

    @seed.setter
    def seed(self, seed: int) -> None:
        self.market_panel.seed = seed

    @property
    def banned(self) -> list[str]:
        return self.market_panel.banned

    @property
    def required(self) -> list[str]:
        """The required cards in the order required (the market keeps it)."""
        return self.market_panel.required

    @property
    def markets(self) -> list[str]:
        """The markets the card sets in play offer."""
        return self.market_panel.markets

    @property
    def packs(self) -> tuple[str, ...]:
        """The card packs holding the cards of the pack sets in play."""
        return self.market_panel.packs

    @property
    def guardians_offered(self) -> bool:
        """Whether the card sets in play line up enough princesses for the Guardians variant."""
        return self.market_panel.guardians_offered

    @property
    def is_random(self) -> bool:
        return self.market_panel.is_random

    def _offered(self, choice: GameChoice) -> GameChoice:
        """`choice` with card sets this screen offers: a remembered game whose packs are gone (or
        differ) becomes a base game (without Guardians, which its six princesses cannot play), its
        recommended set kept when the base set has it."""
        set_choices = self.market_panel.set_choices
        if choice.card_sets in set_choices.values() and choice.packs == self.market_panel.packs_for(choice.card_sets):
            return choice
        market = choice.market if choice.market in market_choices() else QUICK_MARKET
        return replace(choice, card_sets=BASE_SETS, packs=(), market=market, banned=(),
                       required=(), guardians=False)

    def choice(self) -> GameChoice:
        """What the controls show, as one value (setup_code encodes it)."""
        return GameChoice(**self.players.chosen(self.guardians_offered), **self.market_panel.chosen())

    def setup(self) -> SetupDict:
        """The setup dict Start would send now (ValueError, one line, when it cannot start)."""
        return self.choice().setup()

    def market_keys(self) -> tuple[str, ...]:
        """The ten card ids of the chosen market (empty when the bans cannot be honoured)."""
        try:
            return self.choice().market_cards()
        except ValueError:
            return ()

    def _sets_changed(self) -> None:
        """Other card sets: their recommended sets and Commons are offered (market_panel.py says
        which market follows), and the Guardians row comes or goes with their princesses."""
        self.market_panel.offer_sets(follow_added=True)
        if self.guardians.visible != self.guardians_offered:
            self.resize(self.theme.size)
        self._changed()

    def cycle_card(self, key: str) -> None:
        """A click on a Common card: free -> banned -> required -> free (market_panel.py); a card
        that cannot be required is refused in the message line."""
        before = (list(self.banned), list(self.required))
        honoured = self.market_panel.cycle(key)
        if (self.banned, self.required) != before:
            self._changed()
        if not honoured:
            self._say(_("At most {n} cards can be required.").format(n=MAX_REQUIRED), "warn")

    def _changed(self) -> None:
        """After any change: kind labels, name placeholders, variant switches, market view, the code."""
        self.players.show_kind_names()
        self.message.status = None
        try:
            self.code = encode_choice(self.choice())
            self.message.problem = None
        except ValueError as exc:
            self.code = ""
            self.message.problem = _sentence(str(exc))
        self.code_row.show(self.code)
        self.market_panel.show_market(self.market_keys())
        if self.hover_card is not None and not (self.cards.visible or self.picker.visible):
            self._hover(None, None)
        self.message.refresh(self.theme)

    def _say(self, text: str, kind: str) -> None:
        self.message.say(text, kind, self.theme)

    def _hover(self, card: CardDef | None, rect: pygame.Rect | None) -> None:
        if self.pointed.follow(card, rect):
            self.dirty = True

    # ---- the setup code
    def apply_code(self, text: str) -> bool:
        """Set every control from a setup code; on a bad code say why in the message line,
        change nothing and return False."""
        try:
            choice = decode_choice(text, self.library)
        except ValueError as exc:
            self._say(_("Setup code refused: {reason}").format(reason=" ".join(str(exc).split())), "warn")
            return False
        self.apply_choice(choice)
        self._say(_("Setup code applied: this is the game it names."), "ok")
        return True

    def apply_choice(self, choice: GameChoice) -> None:
        """Set every control from `choice`."""
        self.players.set_from(choice)
        self.market_panel.set_from(choice)
        self.set_focus(None)
        if self.guardians.visible != self.guardians_offered:
            self.resize(self.theme.size)
        self.players.show_seat_rows()
        self._changed()
        self.code_field.set_text(self.code)

    def submit_code(self, text: str) -> None:
        """Enter in the code field: apply what is typed there (nothing to do if it is this game's)."""
        if text.strip() == self.code:
            self.set_focus(None)
            return
        self.apply_code(text)

    def _restore_code(self) -> None:
        self.code_field.set_text(self.code)

    def copy_code(self) -> None:
        """Put the code on the clipboard; select it in the field either way."""
        if not self.code:
            return
        self.code_field.set_text(self.code)
        self.set_focus(self.code_field)
        self.code_field.selected = True
        self.code_field.dirty = True
        if copy_to_clipboard(self.code):
            self._say(_("Setup code copied."), "ok")
        else:
            self._say(_("Copy the selected setup code with your system's copy."), "ok")

    def paste_code(self) -> None:
        """Apply the code on the clipboard."""
        text = clipboard_text().strip()
        if not text:
            self._say(_("The clipboard holds no text: type the code in the field and press Enter."), "warn")
            return
        self.apply_code(text)

    def begin(self) -> None:
        try:
            setup = self.setup()
        except ValueError as exc:
            self._say(_sentence(str(exc)), "warn")
            return
        self.launch(self.start_game, self.choice(), setup, self.seat_kinds())

    # ---- input
    def text_fields(self) -> list[TextField]:
        return [*self.name_fields, self.seed_field, self.code_field]

    def focused_field(self) -> TextField | None:
        return next((f for f in self.text_fields() if f.focused and f.visible), None)

    def shortcut(self, event: pygame.event.Event) -> bool:
        """Ctrl+V outside a text field applies the clipboard's code; the pointer leaving the
        pointed-at card puts its large view away (and goes on to the widgets)."""
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_v
                and getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META)):
            self.paste_code()
            return True
        if event.type == pygame.MOUSEMOTION and self.hover_card is not None \
                and not self.pointed.rect.collidepoint(event.pos):
            self._hover(None, None)
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.code_field.focused and self.code_field.text != self.code:
            self.code_field.set_text(self.code)
        if not self.seed_field.focused and self.seed_field.text != str(self.seed):
            self.seed_field.set_text(str(self.seed))

    # ---- layout
    def resize(self, size: tuple[int, int]) -> None:
        """Lay out at the first density (see layout.py) at which everything fits."""
        for density in range(len(DENSITIES)):
            if self._layout(size, density):
                break
        self.density = density
        self.players.show_seat_rows()
        self.message.refresh(self.theme)
        super().resize(size)

    def _layout(self, size: tuple[int, int], density: int) -> bool:
        """Place every widget; False when something does not fit."""
        theme = self.theme
        shape = DENSITIES[density]
        rows = Rows.at(shape, theme)
        w, h = size
        margin = theme.margin
        self.heading.visible = shape.heading
        full_w = min(w - 2 * margin, theme.px(1240))
        x0 = (w - full_w) // 2
        panels_bottom = self.code_row.arrange(x0, full_w, h, shape, rows, self.code, self.back, self.start,
                                              self.message, theme)
        heading_h = theme.line_height("title")
        self.heading.layout((0, margin, w, heading_h), theme)
        self.heading.color = theme.palette.accent
        top = margin + heading_h + theme.px(10) if shape.heading else margin
        panels_h = panels_bottom - top
        fits_seats = self.players.arrange(x0, top, full_w, panels_h, rows, shape.titles, theme,
                                          self.guardians_offered)
        fits_market = self.market_panel.arrange(self.players.rect.right + theme.px(20), top, self.start.rect.right,
                                                panels_h, rows, shape.titles, theme)
        return fits_seats and fits_market

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.pointed.draw(surface, self.faces, self.market_panel.rect.x, self.theme)


def _sentence(text: str) -> str:
    """One line starting with a capital."""
    text = " ".join(text.split())
    return text[:1].upper() + text[1:] if text else text

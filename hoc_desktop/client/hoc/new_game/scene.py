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
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.cards.model import CardDef
from hoc_desktop.cards.sets import MARKET_SIZE
from hoc_desktop.client.ui import fonts
from hoc_desktop.client.art.card_faces import CardFaces, face_height
from hoc_desktop.client.ui.drawing import draw_shadow, fit_text
from hoc_desktop.client.art.emblems import backdrop
from hoc_desktop.client.game_config import (AI_LEVELS, GUARDIANS_MIN, HUMAN, JUDGMENTS, MAX_SEATS, MIN_SEATS,
                                            NAME_MAX, NO_RARES_SEATS, QUICK_MARKET, QUICK_OPPONENT, RANDOM_MARKET,
                                            SEAT_KINDS, GameChoice, SetupDict, StartGame, card_set_choices, cards_of,
                                            common_cards, market_choices, new_seed, player_names, princess_count,
                                            recommended_sets, seat_label)
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.setup_code import decode_choice, encode_choice
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets import Button, Choice, Label, Panel
from hoc_desktop.client.ui.widgets.base import Widget
from hoc_desktop.client.ui.widgets.text_field import TextField, clipboard_text, copy_to_clipboard
from hoc_desktop.cards.pack_library import PackLibrary

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

RANDOM_NOTE = "Click a card to ban it, again to require it, again to free it. Gold outline: drawn for this game."
HINT = "The setup code sets up this same game on another computer. Ctrl+V pastes a code."
SEED_DIGITS = 18
CODE_SAMPLE = "HC1-XXXXX-XXXXX-XXXXX-XX"
BANNED, REQUIRED = "banned", "required"
MAX_REQUIRED = MARKET_SIZE

# (heading, panel titles, control text role, tight rows, notes), roomiest first
DENSITIES: tuple[tuple[bool, bool, str, bool, bool], ...] = (
    (True, True, "body", False, True), (True, False, "body", False, True), (False, False, "body", False, True),
    (False, False, "body", True, True), (False, False, "small", True, False), (False, False, "tiny", True, False))

# variant selectors: (labelled options, self-describing options when the labels do not fit)
RARES = ("Rares", ("In the game", "Left out"), ("With Rares", "Without Rares"))
SEATING = ("Seating", ("First at random", "Hand Elimination"), ("Random first player", "Hand Elimination"))
JUDGMENT = ("Judgment", ("Three piles", "Dukes only"), ("Judgment: 3 piles", "Judgment: Dukes"))
GUARDIANS = ("Guardians", ("Off", "On"), ("No Guardians", "Guardians"))
VARIANTS = (RARES, SEATING, JUDGMENT, GUARDIANS)

_shared_faces: CardFaces | None = None


def shared_faces() -> CardFaces:
    """A CardFaces for scenes not given the program's (tests, tools)."""
    global _shared_faces
    if _shared_faces is None:
        _shared_faces = CardFaces()
    return _shared_faces


def button_width(theme: Theme, button: Button, roomy: bool = True) -> int:
    """`button`'s width in its current role: `roomy` keeps its label centred between room for a
    key cap on either side, else the label only has to fit beside the cap (tight layouts)."""
    return button.min_width(theme) if roomy else button.min_width(theme, padding=40, centred=False)


# ----------------------------------------------------------------------------- widgets


OnHover = Callable[[CardDef | None, pygame.Rect | None], None]


class CardCells(Widget):
    """Cards drawn in `cells` (placed by the subclass). Pointing at one calls `on_hover(card, cell)`,
    and `on_hover(None, None)` when the pointer leaves them, so the scene can show that card large."""

    def __init__(self, cards: Sequence[CardDef], on_hover: OnHover) -> None:
        super().__init__()
        self.cards = list(cards)
        self.on_hover = on_hover
        self.cells: list[pygame.Rect] = []
        self.hovered: int | None = None

    def index_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, cell in enumerate(self.cells) if cell.collidepoint(pos)), None)

    def track_hover(self, pos: tuple[int, int]) -> None:
        """Follow the pointer at `pos`: a change of card redraws and is reported to `on_hover`."""
        index = self.index_at(pos)
        if index != self.hovered:
            self.hovered = index
            self.dirty = True
            if index is None:
                self.on_hover(None, None)
            else:
                self.on_hover(self.cards[index], self.cells[index])


class MarketFaces(CardCells):
    """The ten cards of a market as small faces, in as many rows as makes them largest."""

    def __init__(self, faces: CardFaces, on_hover: OnHover) -> None:
        super().__init__((), on_hover)
        self.faces = faces

    def set_cards(self, cards: Sequence[CardDef]) -> None:
        if list(cards) != self.cards:
            self.cards = list(cards)
            self.hovered = None
            self._place()
            self.dirty = True

    def layout(self, rect: pygame.Rect | tuple[int, int, int, int], theme: Theme) -> None:
        super().layout(rect, theme)
        self._place()

    @property
    def card_width(self) -> int:
        return self.cells[0].width if self.cells else 0

    def _place(self) -> None:
        if self._theme is None or not self.cards:
            self.cells = []
            return
        gap = self.theme.px(8)
        n = len(self.cards)
        best = (0, 1, n)
        for rows in range(1, n + 1):
            cols = -(-n // rows)
            width = min((self.rect.width - (cols - 1) * gap) // cols,
                        int((self.rect.height - (rows - 1) * gap) / rows / 1.4))
            while width > 1 and rows * face_height(width) + (rows - 1) * gap > self.rect.height:
                width -= 1
            if width > best[0]:
                best = (width, rows, cols)
        width, rows, cols = best
        width = max(1, width)
        height = face_height(width)
        block_w = cols * width + (cols - 1) * gap
        block_h = rows * height + (rows - 1) * gap
        x0 = self.rect.x + (self.rect.width - block_w) // 2
        y0 = self.rect.y + max(0, (self.rect.height - block_h) // 2)
        self.cells = []
        for i in range(n):
            row, col = divmod(i, cols)
            in_row = min(cols, n - row * cols)
            shift = (cols - in_row) * (width + gap) // 2          # a short last row is centred
            self.cells.append(pygame.Rect(x0 + shift + col * (width + gap), y0 + row * (height + gap), width, height))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.track_hover(event.pos)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        for i, (card, cell) in enumerate(zip(self.cards, self.cells)):
            if cell.width < 8:
                continue
            surface.blit(self.faces.face(card, cell.width, theme.palette.name), cell)
            if i == self.hovered:
                pygame.draw.rect(surface, theme.palette.accent, cell.inflate(theme.px(6), theme.px(6)),
                                 width=max(2, theme.border), border_radius=theme.radius)


class CardPicker(CardCells):
    """Every Common card as a chip; a click calls `on_click(key)`. `states[key]` is BANNED or
    REQUIRED; `drawn` are the cards of the current market (outlined in gold). The chips flow in the
    largest text that fits; when even tiny text does not, they stand in a grid with shortened names
    (pointing at one shows the whole card)."""

    def __init__(self, cards: Sequence[CardDef], on_click: Callable[[str], None], on_hover: OnHover) -> None:
        super().__init__(cards, on_hover)
        self.on_click = on_click
        self.states: dict[str, str] = {}
        self.drawn: set[str] = set()
        self.labels: list[str] = []
        self.px = 12

    def set_cards(self, cards: Sequence[CardDef]) -> None:
        """Offer `cards` (the Commons of other card sets), placed anew once laid out."""
        if list(cards) != self.cards:
            self.cards = list(cards)
            self.hovered = None
            if self._theme is not None:
                self._place()
            self.dirty = True

    def set_state(self, states: dict[str, str], drawn: Sequence[str]) -> None:
        if states != self.states or set(drawn) != self.drawn:
            self.states = dict(states)
            self.drawn = set(drawn)
            self.dirty = True

    def layout(self, rect: pygame.Rect | tuple[int, int, int, int], theme: Theme) -> None:
        super().layout(rect, theme)
        self._place()

    def _chip(self, px: int, text: str) -> tuple[int, int]:
        theme = self.theme
        w, h = fonts.font(px).size(text)
        h += 2 * theme.px(3)
        return w + 2 * theme.px(9) + h, h                    # text, padding and the cost coin

    def _place(self) -> None:
        theme = self.theme
        gap = theme.px(6)
        for role in ("body", "small", "tiny"):
            px = theme.text_px(role)
            cells = self._flow(px, gap)
            if cells is not None:
                self.px, self.cells, self.labels = px, cells, [c.name for c in self.cards]
                return
        self._grid(gap)

    def _flow(self, px: int, gap: int) -> list[pygame.Rect] | None:
        x, y = self.rect.x, self.rect.y
        cells = []
        for card in self.cards:
            w, h = self._chip(px, card.name)
            if w > self.rect.width:
                return None
            if x > self.rect.x and x + w > self.rect.right:
                x, y = self.rect.x, y + h + gap
            if y + h > self.rect.bottom:
                return None
            cells.append(pygame.Rect(x, y, w, h))
            x += w + gap
        return cells

    def _grid(self, gap: int) -> None:
        """Columns of equal cells, the font as large as the rows allow (names cut to fit)."""
        theme = self.theme
        n = len(self.cards)
        best: tuple[float, int] | None = None
        for cols in range(2, 8):
            rows = -(-n // cols)
            cell_h = (self.rect.height - (rows - 1) * gap) // rows
            cell_w = (self.rect.width - (cols - 1) * gap) // cols
            px = min(theme.text_px("tiny"), int(cell_h / 1.45))
            if px < 8 or cell_w < 4 * px:
                continue
            shown = sum(min(1.0, (cell_w - 2 * theme.px(9) - cell_h) / max(1, fonts.font(px).size(c.name)[0]))
                        for c in self.cards)
            score = shown * px
            if best is None or score > best[0]:
                best = (score, cols)
        cols = best[1] if best is not None else 3
        rows = -(-n // cols)
        cell_h = max(1, (self.rect.height - (rows - 1) * gap) // rows)
        cell_w = max(1, (self.rect.width - (cols - 1) * gap) // cols)
        self.px = max(8, min(theme.text_px("tiny"), int(cell_h / 1.45)))
        font = fonts.font(self.px)
        self.cells, self.labels = [], []
        for i, card in enumerate(self.cards):
            row, col = divmod(i, cols)
            cell = pygame.Rect(self.rect.x + col * (cell_w + gap), self.rect.y + row * (cell_h + gap), cell_w, cell_h)
            self.cells.append(cell)
            self.labels.append(fit_text(card.name, font, cell_w - 2 * theme.px(9) - cell_h))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.track_hover(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.index_at(event.pos)
            if index is None:
                return False
            if self.enabled:
                self.on_click(self.cards[index].key)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        thin = max(1, theme.border // 2)
        for i, (card, cell, label) in enumerate(zip(self.cards, self.cells, self.labels)):
            state = self.states.get(card.key)
            radius = cell.height // 2
            if state == REQUIRED:
                fill, text_color, border, width = p.accent, p.text_dark, p.accent_pressed, thin
            elif state == BANNED:
                fill, text_color, border, width = p.button_disabled, p.text_disabled, p.bad, thin
            else:
                fill, text_color = p.chip, p.text
                drawn = card.key in self.drawn
                border, width = (p.accent, thin + max(1, theme.border // 2)) if drawn else (p.grid, thin)
            if i == self.hovered:
                fill = tuple(min(255, c + 18) for c in fill)
            pygame.draw.rect(surface, fill, cell, border_radius=radius)
            pygame.draw.rect(surface, border, cell, width=width, border_radius=radius)
            # the cost coin
            coin_r = max(3, (cell.height - theme.px(6)) // 2)
            center = (cell.x + theme.px(3) + coin_r, cell.centery)
            pygame.draw.circle(surface, p.text_dark if state == REQUIRED else p.accent, center, coin_r)
            cost = fonts.text_surface(str(card.cost), max(8, min(self.px, int(coin_r * 1.5))),
                                      p.accent if state == REQUIRED else p.text_dark, True)
            surface.blit(cost, cost.get_rect(center=center))
            text = fonts.text_surface(label, self.px, text_color, state == REQUIRED)
            left = center[0] + coin_r + theme.px(5)
            room = cell.right - theme.px(8) - left
            if text.get_width() > room:
                text = text.subsurface((0, 0, max(1, room), text.get_height()))
            box = text.get_rect(midleft=(left, cell.centery))
            surface.blit(text, box)
            if state == BANNED:                                 # struck out: not only a colour
                pygame.draw.line(surface, p.bad, (box.x - theme.px(2), cell.centery),
                                 (box.right + theme.px(2), cell.centery), max(2, theme.border))


# ----------------------------------------------------------------------------- the scene


class NewGameScene(Scene):
    """Choose seats, names, market and variants, then Start (calls `start_game(setup, kinds)`) or
    Back. `faces`: the program's CardFaces (a shared one when not given); `library`: the player's
    card packs (None: the bundled cards only), whose problems the message line tells at first."""

    def __init__(self, app: "App", start_game: StartGame, on_back: Callable[[], None],
                 seed: int | None = None, faces: CardFaces | None = None, choice: GameChoice | None = None,
                 remember: Callable[[GameChoice], None] | None = None, library: PackLibrary | None = None) -> None:
        super().__init__(app)
        self.library = library if library is not None else PackLibrary(cards_of(), ())
        self.set_choices = card_set_choices(self.library)
        self.start_game = start_game
        self.remember = remember                      # told the choice a game starts with
        self.faces = faces or shared_faces()
        self.seed = new_seed() if seed is None else seed
        self.kinds = [HUMAN] + [QUICK_OPPONENT] * (MAX_SEATS - 1)
        self.names = [""] * MAX_SEATS                 # typed names ("": the default)
        self.banned: list[str] = []
        self.required: list[str] = []                 # in the order required (the market keeps it)
        self.card_sets = Choice(list(self.set_choices), 0, on_change=lambda _: self._sets_changed())
        self.markets = market_choices()
        self.notes = {s.name: s.note for sets in self.set_choices.values()
                      for s in recommended_sets(sets, self._packs_for(sets))}
        self.code = ""
        self.problem: str | None = None               # why the current choice cannot start
        self._status: tuple[str, str] | None = None   # (text, "ok" or "warn") of the last action
        self.hover_card: CardDef | None = None
        self._hover_rect = pygame.Rect(0, 0, 0, 0)
        self.density = 0
        self.stacked = False                          # the code on its own row
        self._code_role = "small"                     # the code field's text as laid out (smaller for a long code)
        self.labelled = True                          # "Seat 1", "Rares"... labels shown
        # players
        self.count = Choice([f"{n} players" for n in range(MIN_SEATS, MAX_SEATS + 1)], 0,
                            on_change=lambda _: self._seats_changed())
        self.seat_labels = [Label(f"Seat {i + 1}", "body") for i in range(MAX_SEATS)]
        self.seat_choices = [Choice([seat_label(k) for k in SEAT_KINDS], SEAT_KINDS.index(self.kinds[i]),
                                    on_change=self._kind_setter(i)) for i in range(MAX_SEATS)]
        self.name_fields = [TextField("", max_len=NAME_MAX, on_change=self._name_setter(i),
                                      on_submit=lambda _: self.set_focus(None)) for i in range(MAX_SEATS)]
        self.variants_label = Label("Variants", "small", bold=True)
        self.variant_labels = [Label(spec[0], "body") for spec in VARIANTS]
        self.rares = Choice(RARES[1], 0, on_change=lambda _: self._changed())
        self.seating = Choice(SEATING[1], 0, on_change=lambda _: self._changed())
        self.judgment = Choice(JUDGMENT[1], 0, on_change=lambda _: self._changed())
        self.guardians = Choice(GUARDIANS[1], 0, on_change=lambda _: self._changed())
        self.variants = (self.rares, self.seating, self.judgment, self.guardians)
        seat_rows = [w for row in zip(self.seat_labels, self.seat_choices, self.name_fields) for w in row]
        variant_rows = [w for row in zip(self.variant_labels, self.variants) for w in row]
        self.players = Panel("Players", [self.count, *seat_rows, self.variants_label, *variant_rows])
        # market
        self.market = Choice(self.markets, self.markets.index(QUICK_MARKET), on_change=lambda _: self._changed())
        self.market_note = Label("", "small", wrap=True)
        self.cards = MarketFaces(self.faces, self._hover)
        self.picker = CardPicker(common_cards(), self.cycle_card, self._hover)
        self.seed_label = Label("Seed", "body")
        self.seed_field = TextField(str(self.seed), max_len=SEED_DIGITS + 1, allowed=lambda ch: ch in "0123456789-",
                                    on_change=self._seed_typed, on_submit=lambda _: self.set_focus(None))
        self.reroll = Button("New seed", self._reroll, hotkey=pygame.K_r, role="body")
        self.market_panel = Panel("Market", [self.card_sets, self.market, self.market_note, self.cards, self.picker,
                                             self.seed_label, self.seed_field, self.reroll])
        # the setup code, the message line and the buttons
        self.code_label = Label("Setup code", "body")
        self.code_field = TextField("", placeholder="Setup code", max_len=200, role="small",
                                    select_on_focus=True, on_submit=self.submit_code, on_cancel=self._restore_code)
        self.copy = Button("Copy", self.copy_code, role="body")
        self.paste = Button("Paste", self.paste_code, role="body")
        self.message = Label(HINT, "small")
        self.back = Button("Back", on_back, hotkey=pygame.K_ESCAPE, hotkey_label="Esc")
        self.start = Button("Start", self._start, hotkey=pygame.K_RETURN, hotkey_label="Enter", style="primary")
        self.heading = Label("New game", "title", bold=True, align="center")
        self.widgets = [self.heading, self.players, self.market_panel, self.message, self.code_label,
                        self.code_field, self.copy, self.paste, self.back, self.start]
        self._show_seat_rows()
        self._changed()
        if choice is not None:                        # the last game's seats, names, market and variants
            self.apply_choice(self._offered(replace(choice, seed=self.seed)))
            self._status = None
        if self.library.problems:
            self._status = (pack_problems_line(self.library.problems), "warn")
        self._show_message()

    # ---- state
    @property
    def seat_count(self) -> int:
        return MIN_SEATS + self.count.index

    def seat_kinds(self) -> list[str]:
        return self.kinds[:self.seat_count]

    @property
    def sets(self) -> tuple[str, ...]:
        """The card sets in play."""
        return self.set_choices[self.card_sets.value]

    @property
    def packs(self) -> tuple[str, ...]:
        """The card packs holding the cards of the pack sets in play."""
        return self._packs_for(self.sets)

    @property
    def catalog(self) -> Catalog:
        """The cards the market is chosen among."""
        return cards_of(self.sets, self.packs)

    @property
    def guardians_offered(self) -> bool:
        """Whether the card sets in play line up enough princesses for the Guardians variant."""
        return princess_count(self.sets, self.packs) >= GUARDIANS_MIN

    def _packs_for(self, sets: tuple[str, ...]) -> tuple[str, ...]:
        return self.library.packs_for(sets)

    def _offered(self, choice: GameChoice) -> GameChoice:
        """`choice` with card sets this screen offers: a remembered game whose packs are gone (or
        differ) becomes a base game (without Guardians, which its six princesses cannot play), its
        recommended set kept when the base set has it."""
        if choice.card_sets in self.set_choices.values() and choice.packs == self._packs_for(choice.card_sets):
            return choice
        market = choice.market if choice.market in market_choices() else QUICK_MARKET
        return replace(choice, card_sets=self.set_choices["Base set"], packs=(), market=market, banned=(),
                       required=(), guardians=False)

    @property
    def is_random(self) -> bool:
        return self.market.value == RANDOM_MARKET

    def choice(self) -> GameChoice:
        """What the controls show, as one value (setup_code encodes it)."""
        n = self.seat_count
        return GameChoice(kinds=tuple(self.kinds[:n]), market=self.market.value, seed=self.seed,
                          names=tuple(self.names[:n]),
                          banned=tuple(self.banned) if self.is_random else (),
                          required=tuple(self.required) if self.is_random else (),
                          no_rares=n == NO_RARES_SEATS and self.rares.index == 1,
                          hand_elimination=self.seating.index == 1, judgment=JUDGMENTS[self.judgment.index],
                          card_sets=self.sets, packs=self.packs,
                          guardians=self.guardians_offered and self.guardians.index == 1)

    def setup(self) -> SetupDict:
        """The setup dict Start would send now (ValueError, one line, when it cannot start)."""
        return self.choice().setup()

    def market_keys(self) -> tuple[str, ...]:
        """The ten card ids of the chosen market (empty when the bans cannot be honoured)."""
        try:
            return self.choice().market_cards()
        except ValueError:
            return ()

    def _kind_setter(self, seat: int) -> Callable[[int], None]:
        def set_kind(index: int) -> None:
            self.kinds[seat] = SEAT_KINDS[index]
            self._changed()
        return set_kind

    def _name_setter(self, seat: int) -> Callable[[str], None]:
        def set_name(text: str) -> None:
            self.names[seat] = text
            self._changed()
        return set_name

    def _seed_typed(self, text: str) -> None:
        try:
            seed = int(text)
        except ValueError:          # empty, or a lone "-": keep the last seed until a number is typed
            return
        self.seed = seed
        self._changed()

    def _show_seat_rows(self) -> None:
        for i in range(MAX_SEATS):
            shown = i < self.seat_count
            self.seat_labels[i].visible = shown and self.labelled
            self.seat_choices[i].visible = self.name_fields[i].visible = shown
        self.rares.enabled = self.seat_count == NO_RARES_SEATS
        if not self.rares.enabled and self.rares.index:
            self.rares.index = 0
            self.rares.dirty = True

    def _seats_changed(self) -> None:
        self._show_seat_rows()
        self._changed()

    def _sets_changed(self) -> None:
        """Other card sets: their recommended sets and Commons are offered, and bans and pins of
        cards left out are dropped. A recommended market moves to the first set that uses a card
        set just added (an expansion chosen is an expansion played), or to the quick game's set
        when it is no longer offered; Random stays Random."""
        before = set(self.market.options)
        self._offer_sets()
        added = [name for name in self.markets if name not in before]
        if not self.is_random and added:
            self.market.index = self.markets.index(added[0])
        if self.guardians.visible != self.guardians_offered:     # the Guardians row comes or goes
            self.resize(self.theme.size)
        self._changed()

    def _offer_sets(self) -> None:
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

    def _reroll(self) -> None:
        self.seed = new_seed()
        self.seed_field.set_text(str(self.seed))
        self._changed()

    def cycle_card(self, key: str) -> None:
        """A click on a Common card: free -> banned -> required -> free (skipping a step the
        randomizer could not honour: too many required, too few cards left)."""
        if key in self.required:
            self.required.remove(key)
        elif key in self.banned:
            self.banned.remove(key)
            if len(self.required) < MAX_REQUIRED:
                self.required.append(key)
            else:
                self._changed()
                self._status = (f"At most {MAX_REQUIRED} cards can be required.", "warn")
                self._show_message()
                return
        else:
            left = len(self.picker.cards) - len(self.banned) - 1
            if left >= MARKET_SIZE:
                self.banned.append(key)
            elif len(self.required) < MAX_REQUIRED:
                self.required.append(key)
            else:
                self._status = (f"At most {MAX_REQUIRED} cards can be required.", "warn")
                self._show_message()
                return
        self._changed()

    def _changed(self) -> None:
        """After any change: kind labels, name placeholders, variant switches, market view, the code."""
        humans = sum(1 for k in self.seat_kinds() if k == HUMAN)
        for choice in self.seat_choices:
            first = "You" if humans <= 1 else "Human"
            if choice.options[0] != first:
                choice.options[0] = first
                choice.dirty = True
        defaults = player_names(self.seat_kinds())
        for i, field in enumerate(self.name_fields):
            field.set_placeholder(defaults[i] if i < len(defaults) else "")
        self._status = None
        try:
            choice = self.choice()
            self.code = encode_choice(choice)
            self.problem = None
        except ValueError as exc:
            self.code = ""
            self.problem = _sentence(str(exc))
        if not (self.code_field.focused and self.code_field.text != self.code):
            self.code_field.set_text(self.code)
        if self.code_field.rect.width:
            self._fit_code_text()
        self.copy.enabled = bool(self.code)
        self._refresh_market()
        self._show_message()

    def _refresh_market(self) -> None:
        random_market = self.is_random
        self.market_note.set_text(RANDOM_NOTE if random_market else self.notes.get(self.market.value, ""))
        keys = self.market_keys()
        for widget in (self.picker, self.seed_label, self.seed_field, self.reroll):
            widget.visible = random_market
        self.cards.visible = not random_market
        states = {key: BANNED for key in self.banned} | {key: REQUIRED for key in self.required}
        self.picker.set_state(states, keys)
        catalog = self.catalog
        cards = sorted((catalog[key] for key in keys), key=lambda c: (c.cost, c.name))
        self.cards.set_cards(cards)
        if self.hover_card is not None and not (self.cards.visible or self.picker.visible):
            self._hover(None, None)

    def _show_message(self) -> None:
        p = self.theme.palette
        if self._status is not None:
            text, kind = self._status
            color = p.warn if kind == "warn" else p.good
        elif self.problem:
            text, color = self.problem, p.warn
        else:
            text, color = HINT, p.text_dim
        self.message.show(text, color)
        self._fit_message()

    def _fit_message(self) -> None:
        """Small text, else tiny; cut with an ellipsis if even that is too long."""
        width = self.message.rect.width
        if width <= 0:
            return
        for role in ("small", "tiny"):
            self.message.role = role
            if self.theme.font(role).size(self.message.text)[0] <= width:
                return
        self.message.set_text(fit_text(self.message.text, self.theme.font("tiny"), width))

    def _hover(self, card: CardDef | None, rect: pygame.Rect | None) -> None:
        if card is not self.hover_card:
            self.hover_card = card
            self._hover_rect = pygame.Rect(rect) if rect is not None else pygame.Rect(0, 0, 0, 0)
            self.dirty = True

    # ---- the setup code
    def apply_code(self, text: str) -> bool:
        """Set every control from a setup code; on a bad code say why in the message line,
        change nothing and return False."""
        try:
            choice = decode_choice(text, self.library)
        except ValueError as exc:
            self._status = (f"Setup code refused: {' '.join(str(exc).split())}", "warn")
            self._show_message()
            return False
        self.apply_choice(choice)
        self._status = ("Setup code applied: this is the game it names.", "ok")
        self._show_message()
        return True

    def apply_choice(self, choice: GameChoice) -> None:
        """Set every control from `choice`."""
        n = len(choice.kinds)
        self.count.index = n - MIN_SEATS
        self.count.dirty = True
        for seat in range(MAX_SEATS):
            kind = choice.kinds[seat] if seat < n else self.kinds[seat]
            self.kinds[seat] = kind
            self.seat_choices[seat].index = SEAT_KINDS.index(kind)
            self.seat_choices[seat].dirty = True
            name = choice.names[seat] if seat < len(choice.names) else ""
            self.names[seat] = name if seat < n else ""
            self.name_fields[seat].set_text(self.names[seat])
        self.card_sets.index = list(self.set_choices.values()).index(choice.card_sets)
        self.card_sets.dirty = True
        self._offer_sets()
        self.market.index = self.markets.index(choice.market)
        self.market.dirty = True
        self.seed = choice.seed
        self.seed_field.set_text(str(self.seed))
        self.banned, self.required = list(choice.banned), list(choice.required)
        self.rares.index = int(choice.no_rares)
        self.seating.index = int(choice.hand_elimination)
        self.judgment.index = JUDGMENTS.index(choice.judgment)
        self.guardians.index = int(choice.guardians)
        for widget in self.variants:
            widget.dirty = True
        self.set_focus(None)
        if self.guardians.visible != self.guardians_offered:
            self.resize(self.theme.size)
        self._show_seat_rows()
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
            self._status = ("Setup code copied.", "ok")
        else:
            self._status = ("Copy the selected setup code with your system's copy.", "ok")
        self._show_message()

    def paste_code(self) -> None:
        """Apply the code on the clipboard."""
        text = clipboard_text().strip()
        if not text:
            self._status = ("The clipboard holds no text: type the code in the field and press Enter.", "warn")
            self._show_message()
            return
        self.apply_code(text)

    def _start(self) -> None:
        try:
            setup = self.setup()
        except ValueError as exc:
            self._status = (_sentence(str(exc)), "warn")
            self._show_message()
            return
        if self.remember is not None:
            self.remember(self.choice())
        self.start_game(setup, self.seat_kinds())

    # ---- input
    def on_enter(self) -> None:
        try:
            pygame.key.start_text_input()
        except pygame.error:
            pass

    def text_fields(self) -> list[TextField]:
        return [*self.name_fields, self.seed_field, self.code_field]

    def focused_field(self) -> TextField | None:
        return next((f for f in self.text_fields() if f.focused and f.visible), None)

    def handle(self, event: pygame.event.Event) -> bool:
        field = self.focused_field()
        if field is not None and field.wants_key(event):
            field.handle(event)
            return True
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            return True
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_v
                and getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META)):
            self.paste_code()
            return True
        if event.type == pygame.MOUSEMOTION and self.hover_card is not None \
                and not self._hover_rect.collidepoint(event.pos):
            self._hover(None, None)
        return super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.code_field.focused and self.code_field.text != self.code:
            self.code_field.set_text(self.code)
        if not self.seed_field.focused and self.seed_field.text != str(self.seed):
            self.seed_field.set_text(str(self.seed))

    # ---- layout
    def resize(self, size: tuple[int, int]) -> None:
        """Lay out at the first density (see DENSITIES) at which everything fits."""
        for density in range(len(DENSITIES)):
            if self._layout(size, density):
                break
        self.density = density
        self._show_seat_rows()
        self._show_message()
        super().resize(size)

    def _layout(self, size: tuple[int, int], density: int) -> bool:
        """Place every widget; False when something does not fit."""
        theme = self.theme
        p = theme.palette
        heading, titles, role, tight, notes = DENSITIES[density]
        w, h = size
        margin, gap = theme.margin, theme.gap
        row_h = theme.control_height(role) if not tight else theme.line_height(role) + 2 * theme.px(5)
        row_gap = gap if titles else theme.px(8) if not tight else theme.px(5)
        self.heading.visible = heading
        self.players.title = "Players" if titles else ""
        self.market_panel.title = "Market" if titles else ""
        for widget in (*self.seat_choices, *self.name_fields, self.count, *self.variants, self.card_sets, self.market,
                       self.seed_field, self.seed_label, self.reroll, self.copy, self.paste, self.code_label,
                       *self.seat_labels, *self.variant_labels):
            widget.role = role
        full_w = min(w - 2 * margin, theme.px(1240))
        x0 = (w - full_w) // 2
        # ---- bottom row: Back, the code (label, field, Copy, Paste), Start; the code gets a row
        # of its own when it does not fit between the buttons, and the message line moves there
        button_role = "large" if not tight else role
        for button in (self.back, self.start):
            button.role = button_role
        button_h = theme.control_height(button_role) if not tight else row_h
        back_w = button_width(theme, self.back, roomy=not tight)
        start_w = button_width(theme, self.start, roomy=not tight)
        small_w = [theme.font(role, True).size(b.text)[0] + theme.px(44) for b in (self.copy, self.paste)]
        self.code_field.role = "body" if role == "body" and not tight else "small" if role != "tiny" else "tiny"
        self._code_role = self.code_field.role
        code_min = theme.font(self.code_field.role).size(CODE_SAMPLE)[0] + theme.px(28)
        label_w = theme.font(role).size(self.code_label.text)[0] + gap
        inline = full_w - back_w - start_w - sum(small_w) - 4 * gap
        self.stacked = inline < code_min
        bottom = h - margin - button_h
        self.back.layout((x0, bottom, back_w, button_h), theme)
        self.start.layout((x0 + full_w - start_w, bottom, start_w, button_h), theme)
        message_h = theme.line_height("small")
        if self.stacked:
            code_y, code_x, code_right = bottom - row_gap - row_h, x0, x0 + full_w
            room = full_w
            message_x = x0 + back_w + gap
            self.message.layout((message_x, bottom + (button_h - message_h) // 2,
                                 self.start.rect.x - gap - message_x, message_h), theme)
            panels_bottom = code_y - theme.px(8)
        else:
            code_y = bottom + (button_h - row_h) // 2
            code_x, code_right = x0 + back_w + gap, x0 + full_w - start_w - gap
            room = inline
            message_y = bottom - theme.px(6) - message_h
            self.message.layout((x0, message_y, full_w, message_h), theme)
            panels_bottom = message_y - theme.px(6)
        self.code_label.visible = room - label_w >= code_min + theme.px(60)
        x = code_x
        if self.code_label.visible:
            self.code_label.layout((x, code_y, label_w, row_h), theme)
            self.code_label.color = p.text_dim
            x += label_w
        right = code_right
        for button, bw in zip((self.paste, self.copy), reversed(small_w)):
            button.layout((right - bw, code_y, bw, row_h), theme)
            right -= bw + gap
        self.code_field.layout((x, code_y, right - x, row_h), theme)
        self._fit_code_text()
        # ---- the panels
        heading_h = theme.line_height("title")
        self.heading.layout((0, margin, w, heading_h), theme)
        self.heading.color = p.accent
        top = margin + heading_h + theme.px(10) if heading else margin
        panels_h = panels_bottom - top
        fits_seats = self._layout_players(x0, top, full_w, panels_h, row_h, row_gap, role, notes)
        fits_market = self._layout_market(top, panels_h, row_h, row_gap, role, notes)
        return fits_seats and fits_market

    def _fit_code_text(self) -> None:
        """The code field's text smaller than laid out, down to tiny, while the code does not fit
        (a pack game's code names its packs and is longer)."""
        roles = ("body", "small", "tiny")
        field = self.code_field
        for role in roles[roles.index(self._code_role):]:
            if field.role != role:
                field.role = role
                field.dirty = True
            if self.theme.font(role).size(self.code or CODE_SAMPLE)[0] + self.theme.px(28) <= field.rect.width:
                return

    def _layout_players(self, x0: int, top: int, full_w: int, height: int, row_h: int, row_gap: int,
                        role: str, notes: bool) -> bool:
        """The players panel (count, seats, variants) at the left, as wide as its rows need."""
        theme = self.theme
        gap, pad = theme.gap, theme.pad
        bold = theme.font(role, True)
        arrows = 2 * row_h + theme.px(20)
        kind_w = max(bold.size(o)[0] for o in ("You", "Human", *(seat_label(k) for k in AI_LEVELS))) + arrows
        name_w = theme.font(role).size("Normal 4")[0] + theme.px(40)
        shown = [spec for spec in VARIANTS if spec is not GUARDIANS or self.guardians_offered]
        label_w = max(theme.font(role).size(t)[0] for t in ("Seat 4", *(spec[0] for spec in shown))) + gap
        labelled_var = max(bold.size(o)[0] for spec in shown for o in spec[1]) + arrows
        plain_var = max(bold.size(o)[0] for spec in shown for o in spec[2]) + arrows
        want = max(label_w + kind_w + gap + name_w, label_w + labelled_var) + 2 * pad
        left_w = max(round(full_w * 0.4), min(want, round(full_w * 0.5)))
        inner_w = left_w - 2 * pad
        self.labelled = label_w + kind_w + gap + name_w <= inner_w and label_w + labelled_var <= inner_w
        self.players.layout((x0, top, left_w, height), theme)
        inner = self.players.content_rect
        self.count.layout((inner.x, inner.y, inner.width, row_h), theme)
        y = inner.y + row_h + row_gap + theme.px(6)
        lw = label_w if self.labelled else 0
        kind_w = min(kind_w, (inner.width - lw - gap) * 3 // 5)
        for label, choice, field in zip(self.seat_labels, self.seat_choices, self.name_fields):
            label.layout((inner.x, y, lw, row_h), theme)
            choice.layout((inner.x + lw, y, kind_w, row_h), theme)
            field.layout((inner.x + lw + kind_w + gap, y, inner.width - lw - kind_w - gap, row_h), theme)
            y += row_h + row_gap
        self.variants_label.visible = notes
        if notes:
            small_h = theme.line_height("small")
            self.variants_label.layout((inner.x, y, inner.width, small_h), theme)
            self.variants_label.color = theme.palette.text_dim
            y += small_h + theme.px(4)
        else:
            y += theme.px(6)
        for spec, label, choice in zip(VARIANTS, self.variant_labels, self.variants):
            choice.visible = spec in shown
            label.visible = choice.visible and self.labelled
            if not choice.visible:
                continue
            label.layout((inner.x, y, lw, row_h), theme)
            choice.options = list(spec[1] if self.labelled else spec[2])
            choice.layout((inner.x + lw, y, inner.width - lw, row_h), theme)
            y += row_h + row_gap
        return y - row_gap <= inner.bottom and (self.labelled or plain_var <= inner.width)

    def _layout_market(self, top: int, height: int, row_h: int, row_gap: int, role: str, notes: bool) -> bool:
        """The market panel right of the players: the card sets and the market selectors, note, then
        the faces, or the seed and the card picker."""
        theme = self.theme
        gap = theme.gap
        left = self.players.rect.right + theme.px(20)
        right = self.start.rect.right
        self.market_panel.layout((left, top, right - left, height), theme)
        inner = self.market_panel.content_rect
        # the card sets left of the market selector, or above it when both do not fit in one row
        bold = theme.font(role, True)
        arrows = 2 * min(row_h, inner.width // 4) + theme.px(20)
        sets_w = max(bold.size(o)[0] for o in self.set_choices) + arrows
        market_w = max(bold.size(o)[0] for o in self.notes) + arrows
        y = inner.y
        if sets_w + gap + market_w <= inner.width:
            self.card_sets.layout((inner.x, y, sets_w, row_h), theme)
            self.market.layout((inner.x + sets_w + gap, y, inner.width - sets_w - gap, row_h), theme)
        else:
            self.card_sets.layout((inner.x, y, inner.width, row_h), theme)
            y += row_h + row_gap
            self.market.layout((inner.x, y, inner.width, row_h), theme)
        y += row_h + row_gap
        self.market_note.visible = notes
        if notes:
            note_h = max(theme.text(note, "small", wraplength=inner.width).get_height()
                         for note in (RANDOM_NOTE, *self.notes.values()))
            self.market_note.layout((inner.x, y, inner.width, note_h), theme)
            self.market_note.color = theme.palette.text_dim
            y += note_h + row_gap
        self.cards.layout((inner.x, y, inner.width, inner.bottom - y), theme)
        # Random: the seed row, then the picker
        seed_w = theme.font(role).size("0" * 9)[0] + theme.px(24)
        reroll_w = button_width(theme, self.reroll, roomy=False)
        label_w = theme.font(role).size("Seed")[0] + gap
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

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.theme), (0, 0))
        super().draw(surface)
        if self.hover_card is not None:
            self._draw_zoom(surface)

    def _draw_zoom(self, surface: pygame.Surface) -> None:
        """The pointed-at card, large, left of the market panel (over the players, never over the
        cards being pointed at), at the pointed card's height."""
        theme = self.theme
        w, h = surface.get_size()
        margin = theme.px(8)
        width = min(theme.px(300), int((h - 2 * margin) / 1.4), max(1, self.market_panel.rect.x - 2 * margin))
        image = self.faces.zoom(self.hover_card, width, theme.palette.name)
        box = image.get_rect()
        box.right = self.market_panel.rect.x - theme.px(12)
        box.x = max(margin, box.x)
        box.centery = self._hover_rect.centery
        box.y = max(margin, min(h - box.height - margin, box.y))
        draw_shadow(surface, box, theme, depth=14, alpha=190)
        surface.blit(image, box)


def pack_problems_line(problems: Sequence[str]) -> str:
    """The message line's word on packs that did not load: the first problem, and how many more
    (the Cards gallery lists them all)."""
    more = f" (and {len(problems) - 1} more: the Cards gallery lists them)" if len(problems) > 1 else ""
    return f"A card pack did not load, the rest play on: {problems[0]}{more}"


def _sentence(text: str) -> str:
    """One line starting with a capital."""
    text = " ".join(text.split())
    return text[:1].upper() + text[1:] if text else text

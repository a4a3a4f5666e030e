"""The Cards gallery: every card of the catalog as a grid of faces, a search box, filter chips by
kind and by card set, and the large zoom view of the card under the pointer (or the one last
clicked) beside it.

With the player's card packs (`library`) the packs' cards stand with the others, under a set chip
named as the pack names itself ("Meadow Folk (sample pack)"); the Fairy Garden cards no pack gives
yet are listed by name with what the rulebook states about them and "Text not entered yet: add it
in a card pack", the packs folder named below the zoom (unentered_cards.py). Packs that did not
load are named, one line each, in the hint line's place.

Typing anywhere searches (pygame TEXTINPUT events, so an input method can enter Japanese);
Backspace deletes a character, Ctrl+Backspace or Delete clears the query. A query matches a card
whose name, Japanese name, types, subtype, card set ("far east") or rules text holds every word of it; cards whose name
matches come first. The chips filter by the catalog's categories (Basic, Princess, Rare, Common).
Arrow keys move the pinned card, the wheel and Page Up/Page Down scroll, Esc goes back.

Faces come from `CardFaces` (cached per width), text from the fonts cache: nothing is scaled per
frame, and only the rows in view are drawn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable, Sequence

import pygame

from hoc_desktop.cards.card_words import kind_word
from hoc_desktop.cards.loader import Catalog
from hoc_desktop.cards.model import CardDef
from hoc_desktop.cards.pack_library import PackLibrary, packs_folder
from hoc_desktop.client.art.card_faces import TEXT_MIN_WIDTH, CardFaces, face_height
from hoc_desktop.client.ui.drawing import draw_box, draw_focus_ring, draw_shadow
from hoc_desktop.client.art.emblems import backdrop
from hoc_desktop.client.hoc.setup import SET_NAMES, set_title
from hoc_desktop.client.scenes.unentered_cards import UnenteredTiles, is_unentered, unentered_cards
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets import Button, Label, Scrolled, Widget
from hoc_desktop.engine.hoc.setup import default_catalog
from hoc_desktop.i18n import N_, _, ngettext
from hoc_desktop.safe_io import display

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

ALL = "all"
PLACEHOLDER = N_("Search: name, 日本語, type or text")
SEARCH = N_("Search")
"""The placeholder cut short, where the whole one does not fit the box."""
HINT = N_("Type to search, click a card to pin it, Page Up/Down to scroll")
CAPTIONS = {"basic": N_("Basic card, {set} set"), "princess": N_("Princess card, {set} set"),
            "rare": N_("Rare card, {set} set"), "common": N_("Common card, {set} set")}
"""The zoom view's caption of a card of each category."""
CARD_WIDTH = 165           # design pixels at 100% text scale; grows with the text scale
CHIP_ROLES = ("body", "small", "tiny")
WHEEL_PIXELS = 90


# ----------------------------------------------------------------------------- searching


def categories(cards: Iterable[CardDef]) -> list[str]:
    """The categories of `cards` in order of first appearance (catalog order: basic, princess, ...)."""
    seen: list[str] = []
    for card in cards:
        if card.category not in seen:
            seen.append(card.category)
    return seen


def _fields(card: CardDef) -> tuple[str, str, str]:
    """(names, kinds, text) of a card, folded for matching; its text in both languages, so a word
    of either finds it whichever language the window speaks."""
    names = " ".join((card.name, card.name.replace("-", " "), card.japanese, card.key.replace("_", " ")))
    kinds = " ".join((*sorted(card.types), card.subtype or "", card.category, set_name(card)))
    return names.casefold(), kinds.casefold(), " ".join((card.text, card.text_ja)).casefold()


def set_name(card: CardDef) -> str:
    """The name of `card`'s set as players know it, in English ("Far East Territory"): the search
    finds it typed in English whatever the window's language (the chips show `set_title`)."""
    return SET_NAMES.get(card.set, card.set.replace("_", " ").title())


def chip_label(word: str, count: int) -> str:
    """A filter chip's label: what it keeps and how many cards that is ("Common 34")."""
    return _("{kind} {count}").format(kind=word, count=count)


def match_rank(card: CardDef, query: str) -> int | None:
    """How well `card` matches `query` (lower is better), or None if some word of the query is in
    none of its name, Japanese name, types, subtype, category or rules text. An empty query
    matches everything equally."""
    words = query.casefold().split()
    if not words:
        return 0
    names, kinds, text = _fields(card)
    if not all(word in names or word in kinds or word in text for word in words):
        return None
    whole = " ".join(words)
    if whole in (card.name.casefold(), card.japanese.casefold()):
        return 0
    if card.name.casefold().startswith(whole) or card.japanese.startswith(whole):
        return 1
    if all(word in names for word in words):
        return 2
    if all(word in names or word in kinds for word in words):
        return 3
    return 4


def search_cards(cards: Sequence[CardDef], query: str = "", category: str = ALL,
                 card_set: str = ALL) -> list[CardDef]:
    """The cards of `category` and `card_set` (or all) matching `query`, best matches first, else in
    catalog order."""
    ranked = []
    for index, card in enumerate(cards):
        if (category != ALL and card.category != category) or (card_set != ALL and card.set != card_set):
            continue
        rank = match_rank(card, query)
        if rank is not None:
            ranked.append((rank, index, card))
    ranked.sort(key=lambda item: item[:2])
    return [card for _rank, _index, card in ranked]


def _light_chip(chips: "FilterChips", key: str) -> None:
    """Light the chip of `key` when the filter was set from outside the row (a test, a search)."""
    index = next((i for i, o in enumerate(chips.options) if o.key == key), None)
    if index is not None and index != chips.index:
        chips.index = index
        chips.dirty = True


def problems_text(problems: Sequence[str]) -> str:
    """The packs that did not load, a line each (the other cards are shown)."""
    if not problems:
        return ""
    return "\n".join([_("Card packs that did not load (the other cards are here):"), *problems])


# ----------------------------------------------------------------------------- widgets


class SearchBox(Widget):
    """The query with a caret, a placeholder while empty, and the number of cards shown.
    The scene feeds it text; it takes no input of its own."""

    def __init__(self) -> None:
        super().__init__()
        self.query = ""
        self.composing = ""            # input-method text not yet committed
        self.count = ""

    def set_query(self, query: str) -> None:
        if query != self.query:
            self.query = query
            self.dirty = True

    def set_composing(self, text: str) -> None:
        if text != self.composing:
            self.composing = text
            self.dirty = True

    def set_count(self, count: str) -> None:
        if count != self.count:
            self.count = count
            self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        draw_box(surface, self.rect, p.panel_raised, p.accent if self.query else p.grid, theme)
        pad = theme.px(12)
        # a magnifying glass: the shape says "search" in any language
        r = max(3, self.rect.height // 6)
        cx, cy = self.rect.x + pad + r, self.rect.centery - r // 3
        line = max(2, theme.border)
        pygame.draw.circle(surface, p.accent, (cx, cy), r, line)
        pygame.draw.line(surface, p.accent, (cx + r * 0.7, cy + r * 0.7), (cx + r * 1.6, cy + r * 1.6), line + 1)
        left = cx + 2 * r + pad
        count = theme.text(self.count, "small", p.text_dim) if self.count else None
        right = self.rect.right - pad - (count.get_width() + pad if count else 0)
        room = max(1, right - left)
        if self.query or self.composing:
            text = theme.text(self.query, "body", p.text) if self.query else None
            extra = theme.text(self.composing, "body", p.text_dim) if self.composing else None
            width = (text.get_width() if text else 0) + (extra.get_width() if extra else 0)
            shift = min(0, room - width - theme.px(4))        # keep the end of a long query in view
            clip = surface.get_clip()
            surface.set_clip(pygame.Rect(left, self.rect.y, room, self.rect.height).clip(clip))
            x = left + shift
            for image in (text, extra):
                if image is not None:
                    surface.blit(image, image.get_rect(midleft=(x, self.rect.centery)))
                    if image is extra:
                        y = self.rect.centery + image.get_height() // 2 - theme.px(4)
                        pygame.draw.line(surface, p.text_dim, (x, y), (x + image.get_width(), y), 1)
                    x += image.get_width()
            surface.set_clip(clip)
            caret_h = theme.line_height("body") * 3 // 4
            caret_x = min(x + theme.px(2), right)
            pygame.draw.line(surface, p.accent, (caret_x, self.rect.centery - caret_h // 2),
                             (caret_x, self.rect.centery + caret_h // 2), max(1, theme.border))
        else:
            hint = theme.text(_(PLACEHOLDER), "body", p.text_dim)
            if hint.get_width() > room:
                hint = theme.text(_(SEARCH), "body", p.text_dim)
            surface.blit(hint, hint.get_rect(midleft=(left, self.rect.centery)))
        if count is not None:
            surface.blit(count, count.get_rect(midright=(self.rect.right - pad, self.rect.centery)))


@dataclass(frozen=True)
class ChipOption:
    key: str
    label: str
    short: str


class FilterChips(Widget):
    """One row of toggle chips ("All 46", "Basic 8", ...); one is chosen at a time. A click (or
    Left/Right while focused) calls `on_change(key)`. Labels lose their counts, then shrink, when
    the row is too narrow."""

    focusable = True

    def __init__(self, options: Sequence[ChipOption], on_change: Callable[[str], None]) -> None:
        super().__init__()
        self.options = list(options)
        self.on_change = on_change
        self.index = 0
        self.hover: int | None = None
        self.role = CHIP_ROLES[0]
        self.short = False
        self.rects: list[pygame.Rect] = []

    @property
    def value(self) -> str:
        return self.options[self.index].key

    @staticmethod
    def height_for(theme: Theme, role: str) -> int:
        return theme.line_height(role) + 2 * theme.px(5)

    def _label(self, option: ChipOption) -> str:
        return option.short if self.short else option.label

    def _place(self, role: str, short: bool) -> list[pygame.Rect] | None:
        theme = self.theme
        face = theme.font(role, True)
        gap = theme.px(8)
        h = min(self.rect.height, self.height_for(theme, role))
        x, rects = self.rect.x, []
        for option in self.options:
            w = face.size(option.short if short else option.label)[0] + 2 * theme.px(14)
            if x + w > self.rect.right:
                return None
            rects.append(pygame.Rect(x, self.rect.centery - h // 2, w, h))
            x += w + gap
        return rects

    def layout(self, rect: pygame.Rect | tuple[int, int, int, int], theme: Theme) -> None:
        super().layout(rect, theme)
        for short in (False, True):
            for role in CHIP_ROLES:
                placed = self._place(role, short)
                if placed is not None:
                    self.role, self.short, self.rects = role, short, placed
                    return
        self.role, self.short = CHIP_ROLES[-1], True
        self.rects = self._place_squeezed()

    def _place_squeezed(self) -> list[pygame.Rect]:
        """Equal chips sharing the row when even the short labels do not fit (labels are clipped)."""
        gap = self.theme.px(4)
        w = max(1, (self.rect.width - gap * (len(self.options) - 1)) // len(self.options))
        h = min(self.rect.height, self.height_for(self.theme, self.role))
        return [pygame.Rect(self.rect.x + i * (w + gap), self.rect.centery - h // 2, w, h)
                for i in range(len(self.options))]

    def select(self, index: int) -> None:
        index %= len(self.options)
        if index != self.index:
            self.index = index
            self.dirty = True
            self.on_change(self.value)

    def activate(self) -> None:
        self.select(self.index + 1)

    def chip_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, rect in enumerate(self.rects) if rect.collidepoint(pos)), None)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            hover = self.chip_at(event.pos)
            if hover != self.hover:
                self.hover = hover
                self.dirty = True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.chip_at(event.pos)
            if index is None:
                return False
            self.select(index)
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.select(self.index + (1 if event.key == pygame.K_RIGHT else -1))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        for i, (option, rect) in enumerate(zip(self.options, self.rects)):
            chosen = i == self.index
            fill = p.accent if chosen else p.button_hover if i == self.hover else p.chip
            pygame.draw.rect(surface, fill, rect, border_radius=rect.height // 2)
            if not chosen:
                pygame.draw.rect(surface, p.grid, rect, width=max(1, theme.border // 2), border_radius=rect.height // 2)
            label = theme.text(self._label(option), self.role, p.text_dark if chosen else p.text, bold=True)
            room = rect.width - 2 * theme.px(6)
            if label.get_width() > room:
                label = label.subsurface((0, 0, max(1, room), label.get_height()))
            surface.blit(label, label.get_rect(center=rect.center))
        if self.focused and self.rects:
            draw_focus_ring(surface, self.rects[self.index], theme)


class CardGrid(Scrolled):
    """Card faces in rows, scrolled vertically. Moving over a card calls `on_hover(card or None)`,
    clicking one calls `on_pick(card)`; the pinned card (`selected`) is outlined in gold."""

    def __init__(self, faces: CardFaces, on_pick: Callable[[CardDef], None],
                 on_hover: Callable[[CardDef | None], None], tiles: UnenteredTiles | None = None) -> None:
        super().__init__()
        self.faces = faces
        self.tiles = tiles or UnenteredTiles()
        self.on_pick = on_pick
        self.on_hover = on_hover
        self.cards: list[CardDef] = []
        self.card_w = TEXT_MIN_WIDTH
        self.cols = 1
        self.gap = 0
        self.hover: int | None = None
        self.selected: CardDef | None = None
        self.empty_text = ""

    # ---- geometry
    def configure(self, card_w: int, cols: int, gap: int) -> None:
        self.card_w, self.cols, self.gap = card_w, max(1, cols), gap
        self.scroll = min(self.scroll, self.max_scroll)
        self.dirty = True

    @property
    def card_h(self) -> int:
        return face_height(self.card_w)

    @property
    def pitch(self) -> int:
        return self.card_h + self.gap

    @property
    def bar_width(self) -> int:
        return self.theme.px(6)

    @property
    def content_height(self) -> int:
        rows = -(-len(self.cards) // self.cols)
        return max(0, rows * self.pitch - self.gap) + 2 * self.inset

    @property
    def inset(self) -> int:
        """Room around the faces for the highlight outline."""
        return self.theme.px(5)

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_height - self.rect.height)

    def cell_rect(self, index: int) -> pygame.Rect:
        """Where card `index` is drawn (in window pixels, after scrolling)."""
        row, col = divmod(index, self.cols)
        block_w = self.cols * self.card_w + (self.cols - 1) * self.gap
        x0 = self.rect.x + max(0, (self.rect.width - self.bar_width - self.theme.px(6) - block_w) // 2)
        return pygame.Rect(x0 + col * (self.card_w + self.gap),
                           self.rect.y + self.inset + row * self.pitch - self.scroll, self.card_w, self.card_h)

    def index_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        row = (pos[1] - self.rect.y - self.inset + self.scroll) // self.pitch
        first = max(0, row * self.cols)
        for index in range(first, min(len(self.cards), first + self.cols)):
            if self.cell_rect(index).collidepoint(pos):
                return index
        return None

    # ---- content and scrolling
    def set_cards(self, cards: Sequence[CardDef]) -> None:
        self.cards = list(cards)
        self.scroll = 0
        self.hover = None
        self.dirty = True

    def page(self, direction: int) -> None:
        rows = max(1, (self.rect.height - self.inset) // self.pitch)
        self.scroll_by(direction * rows * self.pitch)

    def keep_in_view(self, index: int) -> None:
        self.scroll_into_view(self.cell_rect(index).inflate(2 * self.inset, 2 * self.inset))

    # ---- input
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            hover = self.index_at(event.pos)
            if hover != self.hover:
                self.hover = hover
                self.dirty = True
                self.on_hover(self.cards[hover] if hover is not None else None)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            index = self.index_at(event.pos)
            if index is not None:
                self.on_pick(self.cards[index])
            return True
        return False

    # ---- drawing
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        if not self.cards:
            if self.empty_text:
                note = theme.text(self.empty_text, "large", p.text_dim, wraplength=max(1, self.rect.width))
                surface.blit(note, note.get_rect(midtop=(self.rect.centerx, self.rect.y + theme.px(40))))
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        first_row = max(0, (self.scroll - self.inset) // self.pitch)
        last_row = (self.scroll + self.rect.height) // self.pitch
        radius = max(4, round(self.card_w * 0.06))
        ring = max(2, theme.border + 1)
        for index in range(first_row * self.cols, min(len(self.cards), (last_row + 1) * self.cols)):
            card = self.cards[index]
            cell = self.cell_rect(index)
            surface.blit(picture(self.faces, self.tiles, card, self.card_w, theme), cell)
            if card is self.selected:
                pygame.draw.rect(surface, p.accent, cell.inflate(2 * ring, 2 * ring), width=ring,
                                 border_radius=radius + ring)
            elif index == self.hover:
                pygame.draw.rect(surface, p.focus, cell.inflate(2 * ring, 2 * ring), width=max(1, ring - 1),
                                 border_radius=radius + ring)
        surface.set_clip(clip)
        if self.max_scroll:
            bar = pygame.Rect(self.rect.right - self.bar_width, self.rect.y, self.bar_width, self.rect.height)
            height = max(theme.px(24), round(bar.height * bar.height / self.content_height))
            top = bar.y + round((bar.height - height) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, p.panel_raised, bar, border_radius=bar.width // 2)
            pygame.draw.rect(surface, p.text_dim, (bar.x, top, bar.width, height), border_radius=bar.width // 2)


def picture(faces: CardFaces, tiles: UnenteredTiles, card: CardDef, width: int, theme: Theme,
            zoom: bool = False) -> pygame.Surface:
    """A card's face (its zoom view when `zoom`), or a stand-in's tile."""
    if is_unentered(card):
        return tiles.tile(card, width, theme)
    return faces.zoom(card, width, theme.palette.name) if zoom else faces.face(card, width, theme.palette.name)


class CardDetail(Widget):
    """The zoom view of one card, as large as the box allows, with its kind and set below (for a
    card no pack gives yet: where card packs go)."""

    def __init__(self, faces: CardFaces, tiles: UnenteredTiles | None = None,
                 set_titles: dict[str, str] | None = None) -> None:
        super().__init__()
        self.faces = faces
        self.tiles = tiles or UnenteredTiles()
        self.set_titles = dict(set_titles or {})
        self.card: CardDef | None = None
        self.zoom_rect = pygame.Rect(0, 0, 0, 0)

    def show(self, card: CardDef | None) -> None:
        if card is not self.card:
            self.card = card
            self.dirty = True

    def caption(self, card: CardDef) -> str:
        """The card's kind and set, or for a stand-in, where the pack that gives it would go."""
        if is_unentered(card):
            return _("Packs folder: {path}").format(path=display(packs_folder()))
        return _(CAPTIONS[card.category]).format(set=self.set_titles.get(card.set, set_name(card)))

    @staticmethod
    def caption_height(theme: Theme) -> int:
        return theme.line_height("small") + theme.gap

    def layout(self, rect: pygame.Rect | tuple[int, int, int, int], theme: Theme) -> None:
        """The zoom as large as fits above the caption, the pair centred in the box."""
        super().layout(rect, theme)
        inner = self.rect.inflate(-2 * theme.pad, -2 * theme.pad)
        caption_h = self.caption_height(theme)
        width = max(1, min(inner.width, int((inner.height - caption_h) / 1.4)))
        self.zoom_rect = pygame.Rect(0, 0, width, face_height(width))
        self.zoom_rect.midtop = (inner.centerx, inner.y + max(0, (inner.height - caption_h - face_height(width)) // 2))

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        draw_shadow(surface, self.rect, theme, depth=12, alpha=170)
        draw_box(surface, self.rect, p.panel, p.border, theme)
        if self.card is None:
            note = theme.text(_("No card to show"), "body", p.text_dim)
            surface.blit(note, note.get_rect(center=self.rect.center))
            return
        surface.blit(picture(self.faces, self.tiles, self.card, self.zoom_rect.width, theme, zoom=True), self.zoom_rect)
        width = self.rect.width - 2 * theme.pad
        caption = theme.text(self.caption(self.card), "small", p.text_dim, wraplength=max(1, width))
        top = self.zoom_rect.bottom + theme.gap
        if top + caption.get_height() <= self.rect.bottom - theme.px(6):
            surface.blit(caption, caption.get_rect(midtop=(self.rect.centerx, top)))


# ----------------------------------------------------------------------------- the scene


class CardsGalleryScene(Scene):
    """Every card, searchable and filterable, with a large zoom view. `on_back()`: Back (Esc).

    `faces` is the client's shared CardFaces (its caches are reused); `catalog` defaults to the
    bundled cards, or with `library` (the player's card packs, as the program opens the gallery) to
    theirs and the packs' cards, followed by stand-ins for the Fairy Garden cards no pack gives."""

    def __init__(self, app: "App", faces: CardFaces, on_back: Callable[[], object], *,
                 catalog: Catalog | None = None, library: PackLibrary | None = None) -> None:
        super().__init__(app)
        self.faces = faces
        self.catalog = catalog or (library.catalog if library is not None else default_catalog())
        self.all_cards = list(self.catalog.cards.values())
        if library is not None:                       # the player's own cards: show what is still to type
            self.all_cards += unentered_cards(self.all_cards)
        self.problems = library.problems if library is not None else ()
        self.category = ALL
        self.card_set = ALL
        self.query = ""
        self.results: list[CardDef] = list(self.all_cards)
        self.selected: CardDef | None = self.results[0] if self.results else None
        self.hovered: CardDef | None = None
        options = [ChipOption(ALL, chip_label(_("All"), len(self.all_cards)), _("All"))]
        for category in categories(self.all_cards):
            count = sum(card.category == category for card in self.all_cards)
            options.append(ChipOption(category, chip_label(kind_word(category), count), kind_word(category)))
        titles = {name: set_title(name, library) for name in dict.fromkeys(card.set for card in self.all_cards)}
        set_options = [ChipOption(ALL, _("All sets"), _("All"))]
        for name, title in titles.items():
            count = sum(card.set == name for card in self.all_cards)
            set_options.append(ChipOption(name, chip_label(title, count), title.split(" (")[0]))
        self.heading = Label(_("Cards"), "title", bold=True)
        self.search = SearchBox()
        self.chips = FilterChips(options, self.set_category)
        self.set_chips = FilterChips(set_options, self.set_card_set)
        tiles = UnenteredTiles()
        self.grid = CardGrid(faces, self.pick, self.hover, tiles)
        self.detail = CardDetail(faces, tiles, titles)
        self.back = Button(_("Back"), on_back, hotkey=pygame.K_ESCAPE, hotkey_label="Esc")
        self.hint = Label(_(HINT), "small")
        self.problems_note = Label(problems_text(self.problems), "small", wrap=True)
        self.compact = False
        self.widgets = [self.heading, self.search, self.chips, self.set_chips, self.grid, self.detail, self.hint,
                        self.problems_note, self.back]
        self._refresh()

    # ---- state
    @property
    def shown(self) -> CardDef | None:
        """The card in the zoom view: the one under the pointer, else the pinned one."""
        return self.hovered or self.selected

    def set_query(self, query: str) -> None:
        if query != self.query:
            self.query = query
            self._refresh()

    def type_text(self, text: str) -> None:
        """Add typed text to the query (what a TEXTINPUT event does)."""
        self.set_query(self.query + text)

    def set_category(self, category: str) -> None:
        """Show only cards of `category` (ALL: every card)."""
        if category != self.category:
            self.category = category
            _light_chip(self.chips, category)
            self._refresh()

    def set_card_set(self, card_set: str) -> None:
        """Show only cards of the set `card_set` (ALL: every set)."""
        if card_set != self.card_set:
            self.card_set = card_set
            _light_chip(self.set_chips, card_set)
            self._refresh()

    def pick(self, card: CardDef) -> None:
        """Pin `card` in the zoom view."""
        self.selected = card
        self.grid.selected = card
        self.grid.dirty = True
        self._show()

    def hover(self, card: CardDef | None) -> None:
        self.hovered = card
        self._show()

    def _show(self) -> None:
        self.detail.show(self.shown)

    def _refresh(self) -> None:
        """Filter again and keep the pinned card if it is still among the results."""
        self.results = search_cards(self.all_cards, self.query, self.category, self.card_set)
        self.grid.set_cards(self.results)
        self.hovered = None
        if self.selected not in self.results:
            self.selected = self.results[0] if self.results else None
        self.grid.selected = self.selected
        self.grid.empty_text = (_("No card matches “{query}”.").format(query=self.query) if self.query
                                else _("No cards."))
        total = sum(1 for card in self.all_cards if (self.category == ALL or card.category == self.category)
                    and (self.card_set == ALL or card.set == self.card_set))
        self.search.set_query(self.query)
        self.search.set_count(_("{shown} of {total}").format(shown=len(self.results), total=total) if self.query
                              else ngettext("{n} card", "{n} cards", total).format(n=total))
        self._show()
        self.dirty = True

    def move(self, delta: int) -> None:
        """Pin the card `delta` places away in the grid (arrow keys) and scroll it into view."""
        if not self.results:
            return
        index = self.results.index(self.selected) if self.selected in self.results else 0
        index = max(0, min(len(self.results) - 1, index + delta))
        self.pick(self.results[index])
        self.grid.keep_in_view(index)

    # ---- layout
    def on_enter(self) -> None:
        """Make sure text input is on (SDL's default), with an input method's candidates by the box."""
        try:
            pygame.key.start_text_input()
        except pygame.error:
            pass
        self._place_input_method()

    def _place_input_method(self) -> None:
        try:
            pygame.key.set_text_input_rect(self.search.rect)
        except pygame.error:
            pass

    def resize(self, size: tuple[int, int]) -> None:
        if not self._layout(size, compact=False):
            self._layout(size, compact=True)
        self._place_input_method()
        super().resize(size)

    def _card_width(self, grid_w: int, grid_h: int) -> tuple[int, int]:
        """(card width, columns): faces grow with the text scale, fill the row, and stay short
        enough that more than one row shows."""
        theme = self.theme
        gap = theme.px(14)
        room = grid_w - self.grid.bar_width - theme.px(6) - 2 * theme.px(5)
        wanted = theme.px(CARD_WIDTH * (1 + 0.3 * (theme.text_scale - 1)))
        tallest = int((grid_h - 2 * theme.px(5)) / (1.3 * 1.4))
        wanted = max(TEXT_MIN_WIDTH, min(wanted, tallest))
        cols = max(1, (room + gap) // (wanted + gap))
        width = min(round(wanted * 1.15), (room - (cols - 1) * gap) // cols)
        return max(1, width), cols

    def _layout(self, size: tuple[int, int], compact: bool) -> bool:
        """Place every widget; False when the grid would be shorter than two rows of cards at
        their base width (then the compact layout drops the heading and the hint and moves Back
        to the top row)."""
        theme = self.theme
        self.compact = compact
        w, h = size
        margin, gap = theme.margin, theme.gap
        space = theme.px(20)
        full_w = w - 2 * margin
        x0 = margin
        # the zoom view: as tall as the window allows, at most a third of the width
        caption_h = CardDetail.caption_height(theme)
        zoom_w = min(int((h - 2 * margin - 2 * theme.pad - caption_h) / 1.4), round(full_w * 0.34) - 2 * theme.pad)
        detail_w = zoom_w + 2 * theme.pad
        left_w = full_w - detail_w - space
        self.detail.layout((x0 + left_w + space, margin, detail_w, h - 2 * margin), theme)
        # top row: heading and search box (and Back, when compact)
        row_h = theme.control_height("body")
        y = margin
        self.heading.visible = not compact
        self.hint.visible = not compact
        search_x, search_right = x0, x0 + left_w
        if not compact:
            heading_w = theme.font("title", True).size(self.heading.text)[0] + theme.px(24)
            head_h = theme.line_height("title")
            row_h = max(row_h, head_h)
            self.heading.layout((x0, y, heading_w, row_h), theme)
            self.heading.color = theme.palette.accent
            search_x += heading_w
        else:
            self.back.role = "body"
            back_w = self.back.min_width(theme)
            self.back.layout((search_right - back_w, y, back_w, row_h), theme)
            search_right -= back_w + gap
        box_h = theme.control_height("body")
        self.search.layout((search_x, y + (row_h - box_h) // 2, search_right - search_x, box_h), theme)
        y += row_h + gap
        chips_h = FilterChips.height_for(theme, CHIP_ROLES[0])
        self.chips.layout((x0, y, left_w, chips_h), theme)
        y += chips_h + theme.px(6)
        self.set_chips.layout((x0, y, left_w, chips_h), theme)
        y += chips_h + gap
        self.problems_note.visible = bool(self.problems)
        if self.problems:
            note_h = theme.text(self.problems_note.text, "small", wraplength=left_w).get_height()
            self.problems_note.layout((x0, y, left_w, note_h), theme)
            self.problems_note.color = theme.palette.warn
            y += note_h + gap
        bottom = h - margin
        if not compact:
            self.back.role = "large"
            button_h = theme.control_height("large")
            button_w = self.back.min_width(theme)
            self.back.layout((x0, h - margin - button_h, button_w, button_h), theme)
            hint_x = x0 + button_w + space
            self.hint.layout((hint_x, self.back.rect.y, x0 + left_w - hint_x, button_h), theme)
            self.hint.color = theme.palette.text_dim
            self.hint.visible = theme.font("small").size(self.hint.text)[0] <= self.hint.rect.width
            bottom = self.back.rect.y - theme.px(14)
        grid_h = bottom - y
        self.grid.layout((x0, y, left_w, grid_h), theme)
        card_w, cols = self._card_width(left_w, grid_h)
        self.grid.configure(card_w, cols, theme.px(14))
        if self.selected in self.results:
            self.grid.keep_in_view(self.results.index(self.selected))
        return compact or grid_h >= 2 * face_height(max(TEXT_MIN_WIDTH, theme.px(CARD_WIDTH)))

    # ---- input
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            self.search.set_composing("")
            self.type_text(event.text)
            return True
        if event.type == pygame.TEXTEDITING:
            self.search.set_composing(event.text)
            return True
        if event.type == pygame.KEYDOWN and self._key(event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.grid.scroll_by(-event.y * self.theme.px(WHEEL_PIXELS))
            return True
        return super().handle(event)

    def _key(self, event: pygame.event.Event) -> bool:
        """Keys of the gallery itself; True when handled."""
        key = event.key
        if key == pygame.K_BACKSPACE:
            self.set_query("" if event.mod & pygame.KMOD_CTRL else self.query[:-1])
            return True
        if key == pygame.K_DELETE:
            self.set_query("")
            return True
        if key == pygame.K_SPACE:
            return True             # a space is text here (TEXTINPUT), never "press the focused widget"
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and self.chips.focused:
            return False
        moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -self.grid.cols, pygame.K_DOWN: self.grid.cols}
        if key in moves:
            self.move(moves[key])
            return True
        if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.grid.page(1 if key == pygame.K_PAGEDOWN else -1)
            return True
        if key in (pygame.K_HOME, pygame.K_END):
            self.grid.scroll_to(0 if key == pygame.K_HOME else self.grid.max_scroll)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.theme), (0, 0))
        super().draw(surface)

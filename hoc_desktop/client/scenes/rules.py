"""The Rules screen: a summary of every game's rulebook in sections, chosen from a list on the left
and read, wrapped and scrollable, on the right.

Each game's wording lives in a data file of its own (`data/rules_summary.yaml` for Heart of Crown);
every number in it is a placeholder filled from that game's rule numbers, so the screen always
states the rules the engine plays by. Each section has an id; a translation is a file of the same
name in `data/<language>/` giving the sections' words by id (`summary_entries` reads the current
language's, hoc_desktop/i18n/data_files.py says why a file). A game builds its sections with
`summary_entries` and `filled_sections` (client/<game>/rules_sections.py) and gives them through its
window kit; the screen lists the sections of the game it is opened from first.

Japanese has no spaces between words: the page breaks its lines where `line_break` allows (between
any two Japanese characters, with the rules of kinsoku), English between words, bold runs in both.

Keys: Up/Down choose a section, Page Up/Page Down/Home/End (or the wheel) scroll the text, Esc goes
back. The wheel over the section list scrolls the list when it is longer than the window.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, NamedTuple, Sequence

import pygame

from hoc_desktop.client.ui.drawing import draw_box
from hoc_desktop.client.art.emblems import backdrop
from hoc_desktop.client.ui.fonts import font
from hoc_desktop.client.ui.line_break import joined, units
from hoc_desktop.client.kit.window_kit import every_game_sections
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.theme import RGB, Theme
from hoc_desktop.client.ui.widgets import Button, Label, Panel, Scrolled
from hoc_desktop.errors import DataError, ShapeError
from hoc_desktop.games import DEFAULT_GAME
from hoc_desktop.i18n import N_, _
from hoc_desktop.i18n.data_files import translated_file
from hoc_desktop.safe_io import load_yaml
from hoc_desktop.validate import identifier, mapping, sequence, text, unique, whole

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

MAX_SUMMARY_BYTES = 200_000
LIST_ROLES = ("body", "small")
TITLE_ROLES = (*LIST_ROLES, "tiny")   # a title too wide for its row steps down these (a long Japanese title)
WHEEL_PIXELS = 60          # design pixels scrolled per wheel notch
BULLET = "•"


# ----------------------------------------------------------------------------- the text


@dataclass(frozen=True)
class Block:
    """One paragraph ("para"), subheading ("sub") or bullet ("bullet"); `text` may hold **bold**."""

    kind: str
    text: str

    @property
    def plain(self) -> str:
        return self.text.replace("**", "")


@dataclass(frozen=True)
class Section:
    """One section of the summary, its numbers filled in."""

    title: str
    blocks: tuple[Block, ...]

    @property
    def plain(self) -> str:
        """The section's text without markup, a block a line (for tests and search)."""
        return "\n".join(block.plain for block in self.blocks)


def parse_blocks(source: str) -> tuple[Block, ...]:
    """The markup of one section as blocks: blank lines end paragraphs, "### " starts a subheading,
    "- " a bullet; other lines continue the paragraph or bullet above them (`joined`)."""
    blocks: list[list[str]] = []
    current: list[str] | None = None
    for raw in source.splitlines():
        line = raw.strip()
        if not line:
            current = None
        elif line.startswith("### "):
            blocks.append(["sub", line[4:].strip()])
            current = None
        elif line.startswith("- "):
            current = ["bullet", line[2:].strip()]
            blocks.append(current)
        elif current is not None:
            current[1] = joined(current[1], line)
        else:
            current = ["para", line]
            blocks.append(current)
    return tuple(Block(kind, words) for kind, words in blocks)


class SummaryEntry(NamedTuple):
    """One section of a summary file as written: its id, title and markup (placeholders unfilled),
    and `where` (the file and line of its text, for errors)."""

    id: str
    title: str
    text: str
    where: str


def load_summary(path: Path) -> list[SummaryEntry]:
    """The sections of a summary file, placeholders unfilled; raises DataError naming the file and
    line of anything malformed (a section id twice included)."""
    raw, lines = load_yaml(path, MAX_SUMMARY_BYTES, DataError, N_("rules summary"))
    try:
        mapping(raw, (), ("format_version", "sections"))
        whole(raw["format_version"], ("format_version",), 1, 1)
        out = []
        for i, entry in enumerate(sequence(raw["sections"], ("sections",), 100, min_len=1)):
            where = ("sections", i)
            mapping(entry, where, ("id", "title", "text"))
            key = identifier(entry["id"], (*where, "id"))
            title = text(entry["title"], (*where, "title"), 60)
            body = text(entry["text"], (*where, "text"), 20_000, one_line=False)
            out.append(SummaryEntry(key, title, body, lines.at((*where, "text"))))
        unique([entry.id for entry in out], ("sections",), "section id")
    except ShapeError as exc:
        raise DataError(f"{lines.at(exc.at)}: {exc}") from None
    return out


def summary_entries(path: Path) -> list[SummaryEntry]:
    """The sections of the summary file `path` in the current language: the English file's order
    and ids, each section in the words of the language's file beside it (data/ja/<name>) when it
    has one, else in English; DataError naming the line of a translated section the English lacks."""
    english = load_summary(path)
    translation = translated_file(path.name, folder=path.parent)
    if translation is None:
        return english
    words = {entry.id: entry for entry in load_summary(translation)}
    ids = {entry.id for entry in english}
    for entry in words.values():
        if entry.id not in ids:
            raise DataError(f"{entry.where}: section '{entry.id}' is not a section of {path.name}")
    return [words.get(entry.id, entry) for entry in english]


def filled_sections(entries: Sequence[SummaryEntry], values: dict[str, Any]) -> list[Section]:
    """Sections from a summary's entries, each placeholder filled from the game's rule numbers
    `values` (DataError naming the file and line of a placeholder with no value)."""
    formatter = string.Formatter()
    sections = []
    for entry in entries:
        try:
            filled = formatter.vformat(entry.text, (), values)
        except (KeyError, IndexError, ValueError, AttributeError, TypeError) as exc:
            raise DataError(f"{entry.where}: section '{entry.title}': bad placeholder ({exc!r})") from None
        sections.append(Section(entry.title, parse_blocks(filled)))
    return sections


# ----------------------------------------------------------------------------- widgets


@dataclass(frozen=True)
class Run:
    """Text drawn in one piece: x offset in the page, the string, its weight."""

    x: int
    text: str
    bold: bool


@dataclass(frozen=True)
class PageLine:
    """One row of the laid-out page: where it is, its text role, colour and runs."""

    y: int
    height: int
    role: str
    color: RGB
    runs: tuple[Run, ...]

    @property
    def text(self) -> str:
        return "".join(run.text for run in self.runs)


Piece = tuple[str, bool]          # text drawn in one weight, and whether it is bold


def _units(markup: str) -> list[tuple[list[Piece], bool]]:
    """The markup cut where a line may break (`line_break.units`: between English words, between
    two Japanese characters unless kinsoku forbids it), each unit as its (text, bold) pieces with
    whether a space stood before it: "**Keep**:" is one unit of two pieces."""
    runs = markup.split("**")
    plain = "".join(runs)
    bold = [i % 2 == 1 for i, run in enumerate(runs) for char in run]
    out: list[tuple[list[Piece], bool]] = []
    at = 0
    for unit, spaced in units(plain):
        while plain[at] == " ":                 # the spaces between units are no unit's
            at += 1
        pieces: list[list[Any]] = []
        for i in range(at, at + len(unit)):
            if pieces and pieces[-1][1] == bold[i]:
                pieces[-1][0] += plain[i]
            else:
                pieces.append([plain[i], bold[i]])
        at += len(unit)
        out.append(([(piece, weight) for piece, weight in pieces], spaced))
    return out


@lru_cache(maxsize=8)
def fade(size: tuple[int, int], color: RGB, top: bool) -> pygame.Surface:
    """A band that fades the text into the panel's colour at the top or bottom edge of a scrolled
    page, so a row cut by the edge reads as "more below" rather than as broken text."""
    band = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    for y in range(h):
        k = (h - y) / h if top else (y + 1) / h
        pygame.draw.line(band, (*color, round(255 * k ** 1.4)), (0, y), (w, y))
    return band


class TextPage(Scrolled):
    """Blocks of text wrapped to the widget's width and scrolled vertically. Lines are laid out
    once per width and text size; drawing blits only the rows in view, from the text cache."""

    def __init__(self) -> None:
        super().__init__()
        self.blocks: tuple[Block, ...] = ()
        self.lines: list[PageLine] = []
        self.content_height = 0
        self.hovered = False
        self._widths: dict[tuple[int, bool], dict[str, int]] = {}

    # ---- content and geometry
    def set_blocks(self, blocks: Sequence[Block]) -> None:
        self.blocks = tuple(blocks)
        self.scroll = 0
        self._build()
        self.dirty = True

    def layout(self, rect: pygame.Rect | tuple[int, int, int, int], theme: Theme) -> None:
        super().layout(rect, theme)
        self._build()

    @property
    def bar_width(self) -> int:
        return self.theme.px(6)

    @property
    def text_width(self) -> int:
        return max(1, self.rect.width - self.bar_width - self.theme.px(14))

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_height - self.rect.height)

    @property
    def text(self) -> str:
        """Every laid-out row, one a line (what the page shows when scrolled through)."""
        return "\n".join(line.text for line in self.lines)

    def _measure(self, piece: str, px: int, bold: bool) -> int:
        cache = self._widths.setdefault((px, bold), {})
        width = cache.get(piece)
        if width is None:
            width = cache[piece] = font(px, bold).size(piece)[0]
        return width

    def _wrap(self, markup: str, role: str, bold_all: bool, limit: int) -> list[list[Piece]]:
        """Rows of (text, bold) pieces no wider than `limit`, broken where `_units` allows; a space
        kept inside a row is a piece of the row (dropped where the row breaks)."""
        px = self.theme.text_px(role)
        space = self._measure(" ", px, False)
        rows: list[list[Piece]] = []
        row: list[Piece] = []
        used = 0
        for unit, spaced in _units(markup):
            pieces = [(piece, bold or bold_all) for piece, bold in unit]
            width = sum(self._measure(piece, px, bold) for piece, bold in pieces)
            gap = space if spaced and row else 0
            if row and used + gap + width > limit:
                rows.append(row)
                row, used, gap = [], 0, 0
            if gap:
                row.append((" ", row[-1][1]))
            row.extend(pieces)
            used += gap + width
        if row:
            rows.append(row)
        return rows

    def _runs(self, row: list[Piece], x: int, px: int) -> tuple[Run, ...]:
        merged: list[list[Any]] = []
        for piece, bold in row:
            if merged and merged[-1][1] == bold:
                merged[-1][0] += piece
            else:
                merged.append([piece, bold])
        runs = []
        for piece, bold in merged:
            runs.append(Run(x, piece, bold))
            x += self._measure(piece, px, bold)
        return tuple(runs)

    def _build(self) -> None:
        """Lay the blocks out as rows for the current width and text size."""
        if self._theme is None:
            return
        theme = self.theme
        p = theme.palette
        self.lines = []
        y = 0
        body_h = theme.line_height("body")
        indent = theme.font("body", True).size(BULLET + "  ")[0]
        for i, block in enumerate(self.blocks):
            if block.kind == "sub":
                role, color, x, bold_all = "large", p.accent, 0, True
                y += round(body_h * 0.55) if i else 0
            else:
                role, color, bold_all = "body", p.text, False
                x = indent if block.kind == "bullet" else 0
            line_h = theme.line_height(role)
            px = theme.text_px(role)
            rows = self._wrap(block.text, role, bold_all, self.text_width - x)
            for r, row in enumerate(rows):
                runs = self._runs(row, x, px)
                if block.kind == "bullet" and r == 0:
                    runs = (Run(0, BULLET, True), *runs)
                self.lines.append(PageLine(y, line_h, role, color, runs))
                y += line_h
            following = self.blocks[i + 1].kind if i + 1 < len(self.blocks) else None
            if block.kind == "sub":
                y += theme.px(4)
            elif block.kind == "bullet" and following == "bullet":
                y += round(body_h * 0.2)
            else:
                y += round(body_h * 0.5)
        self.content_height = y
        self.scroll = min(self.scroll, self.max_scroll)

    # ---- scrolling
    def page(self, direction: int) -> None:
        """Scroll a page down (+1) or up (-1), keeping one line of overlap."""
        self.scroll_by(direction * max(1, self.rect.height - self.theme.line_height("body")))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        return False

    # ---- drawing
    def _thumb(self) -> pygame.Rect | None:
        if self.content_height <= self.rect.height:
            return None
        bar = pygame.Rect(self.rect.right - self.bar_width, self.rect.y, self.bar_width, self.rect.height)
        height = max(self.theme.px(24), round(bar.height * bar.height / self.content_height))
        top = bar.y + round((bar.height - height) * self.scroll / max(1, self.max_scroll))
        return pygame.Rect(bar.x, top, bar.width, height)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        top, bottom = self.scroll, self.scroll + self.rect.height
        for line in self.lines:
            if line.y + line.height < top:
                continue
            if line.y > bottom:
                break
            y = self.rect.y + line.y - self.scroll
            for run in line.runs:
                color = p.accent if run.text == BULLET else line.color
                image = theme.text(run.text, line.role, color, run.bold)
                surface.blit(image, (self.rect.x + run.x, y))
        surface.set_clip(clip)
        fade_h = min(self.rect.height // 4, theme.line_height("body"))
        width = self.rect.width - self.bar_width - theme.px(4)
        if self.scroll > 0:
            surface.blit(fade((width, fade_h), p.panel, True), self.rect.topleft)
        if self.scroll < self.max_scroll:
            surface.blit(fade((width, fade_h), p.panel, False), (self.rect.x, self.rect.bottom - fade_h))
        thumb = self._thumb()
        if thumb is not None:
            bar = pygame.Rect(thumb.x, self.rect.y, thumb.width, self.rect.height)
            pygame.draw.rect(surface, p.panel_raised, bar, border_radius=bar.width // 2)
            pygame.draw.rect(surface, p.text_dim, thumb, border_radius=bar.width // 2)


ROW_GAP = 2                # design pixels between section rows


def row_height(role: str, theme: Theme) -> int:
    """The height of one section row in the list."""
    return theme.line_height(role) + 2 * theme.px(4)


class SectionList(Scrolled):
    """The section titles as rows; the chosen one is highlighted. A click calls `on_select(index)`.

    The text size is the largest of `LIST_ROLES` in which every row fits; if none does, the list
    scrolls (the chosen row is always kept in view). A title wider than its row is drawn a size
    smaller (`title_role`) rather than cut."""

    def __init__(self, titles: Sequence[str], on_select: Callable[[int], None]) -> None:
        super().__init__()
        self.titles = list(titles)
        self.on_select = on_select
        self.selected = 0
        self.hover: int | None = None
        self.hovered = False
        self.role = LIST_ROLES[0]

    # ---- geometry
    @property
    def row_height(self) -> int:
        return row_height(self.role, self.theme)

    @property
    def pitch(self) -> int:
        return self.row_height + self.theme.px(ROW_GAP)

    @property
    def content_height(self) -> int:
        return len(self.titles) * self.pitch - self.theme.px(ROW_GAP)

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_height - self.rect.height)

    def fits(self, role: str, height: int, theme: Theme) -> bool:
        pitch = row_height(role, theme) + theme.px(ROW_GAP)
        return len(self.titles) * pitch - theme.px(ROW_GAP) <= height

    def widest(self, role: str, theme: Theme) -> int:
        """The width the list needs in `role` (bold titles plus padding)."""
        face = theme.font(role, True)
        return max(face.size(title)[0] for title in self.titles) + 2 * theme.px(14)

    def title_role(self, title: str, room: int, theme: Theme) -> str:
        """The text role a title is drawn in: the list's, else the first smaller one in which the
        (bold) title fits `room`; cut only when even the smallest is too wide."""
        smaller = TITLE_ROLES[TITLE_ROLES.index(self.role):]
        return next((role for role in smaller if theme.font(role, True).size(title)[0] <= room), smaller[-1])

    def layout(self, rect: pygame.Rect | tuple[int, int, int, int], theme: Theme) -> None:
        super().layout(rect, theme)
        self.role = next((role for role in LIST_ROLES if self.fits(role, self.rect.height, theme)), LIST_ROLES[-1])
        self.scroll = min(self.scroll, self.max_scroll)
        self.keep_in_view(self.selected)

    def row_rect(self, index: int) -> pygame.Rect:
        """Where row `index` is drawn (may lie outside the widget when scrolled away)."""
        return pygame.Rect(self.rect.x, self.rect.y + index * self.pitch - self.scroll, self.rect.width,
                           self.row_height)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        for i in range(len(self.titles)):
            if self.row_rect(i).collidepoint(pos):
                return i
        return None

    def keep_in_view(self, index: int) -> None:
        self.scroll_into_view(self.row_rect(index))

    def select(self, index: int) -> None:
        if index != self.selected:
            self.selected = index
            self.dirty = True
        self.keep_in_view(index)

    # ---- input
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            hover = self.row_at(event.pos)
            if hover != self.hover:
                self.hover = hover
                self.dirty = True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            index = self.row_at(event.pos)
            if index is not None:
                self.on_select(index)
            return True
        return False

    # ---- drawing
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        for i, title in enumerate(self.titles):
            row = self.row_rect(i)
            if row.bottom < self.rect.top or row.top > self.rect.bottom:
                continue
            chosen = i == self.selected
            if chosen:
                draw_box(surface, row, p.panel_raised, p.border, theme)
                bar = pygame.Rect(row.x + theme.px(5), row.y + theme.px(5), theme.px(4), row.height - theme.px(10))
                pygame.draw.rect(surface, p.accent, bar, border_radius=bar.width // 2)
            elif i == self.hover:
                draw_box(surface, row, p.chip, None, theme)
            room = row.width - 2 * theme.px(14)
            label = theme.text(title, self.title_role(title, room, theme), p.accent if chosen else p.text, bold=chosen)
            if label.get_width() > room:
                label = label.subsurface((0, 0, max(1, room), label.get_height()))
            surface.blit(label, label.get_rect(midleft=(row.x + theme.px(14), row.centery)))
        surface.set_clip(clip)
        if self.max_scroll:
            bar = pygame.Rect(self.rect.right + theme.px(4), self.rect.y, theme.px(4), self.rect.height)
            height = max(theme.px(24), round(bar.height * self.rect.height / self.content_height))
            top = bar.y + round((bar.height - height) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, p.panel_raised, bar, border_radius=bar.width // 2)
            pygame.draw.rect(surface, p.text_dim, (bar.x, top, bar.width, height), border_radius=bar.width // 2)


# ----------------------------------------------------------------------------- the scene


class RulesScene(Scene):
    """The rulebook summaries. `on_back()` is called by Back (Esc).

    By default every game's sections, those of the game `first` (the one the screen is opened
    from) first and open: a player reads their own game's rules first; `sections` replaces them
    (a variant's numbers, tests)."""

    def __init__(self, app: "App", on_back: Callable[[], object], *, sections: Sequence[Section] | None = None,
                 first: str = DEFAULT_GAME) -> None:
        super().__init__(app)
        if sections is None:
            sections = every_game_sections(first)
        self.sections = list(sections)
        if not self.sections:
            raise ValueError("the Rules scene needs at least one section")
        self.index = 0
        self.heading = Label(_("Rules"), "title", bold=True)
        self.contents = SectionList([s.title for s in self.sections], self.select)
        self.page = TextPage()
        self.panel = Panel(self.sections[0].title, [self.page])
        self.back = Button(_("Back"), on_back, hotkey=pygame.K_ESCAPE, hotkey_label="Esc")
        self.widgets = [self.heading, self.contents, self.panel, self.back]
        self.page.set_blocks(self.sections[0].blocks)

    @property
    def section(self) -> Section:
        return self.sections[self.index]

    def select(self, index: int) -> None:
        """Show section `index` (clamped), from its top."""
        index = max(0, min(len(self.sections) - 1, index))
        self.contents.select(index)
        if index == self.index:
            return
        self.index = index
        self.panel.title = self.section.title
        self.panel.dirty = True
        self.page.set_blocks(self.section.blocks)
        self.dirty = True

    # ---- layout
    def resize(self, size: tuple[int, int]) -> None:
        theme = self.theme
        w, h = size
        margin, gap = theme.margin, theme.gap
        full_w = min(w - 2 * margin, theme.px(1100 + 120 * (theme.text_scale - 1)))
        x0 = (w - full_w) // 2
        space = theme.px(20)
        button_h = theme.control_height("large")
        button_w = self.back.min_width(theme)
        heading_h = theme.line_height("title")
        list_top = margin + heading_h + gap
        list_h = h - margin - button_h - theme.px(18) - list_top
        role = next((r for r in LIST_ROLES if self.contents.fits(r, list_h, theme)), LIST_ROLES[-1])
        bar = theme.px(10)                      # room for the list's scroll bar
        left_w = min(round(full_w * 0.36), max(theme.px(230), self.contents.widest(role, theme) + bar))
        left_w = max(left_w, button_w)
        self.heading.layout((x0 + theme.px(4), margin - theme.px(6), left_w, heading_h), theme)
        self.heading.color = theme.palette.accent
        self.contents.layout((x0, list_top, left_w - bar, list_h), theme)
        self.back.layout((x0, h - margin - button_h, button_w, button_h), theme)
        panel_x = x0 + left_w + space
        self.panel.layout((panel_x, margin, x0 + full_w - panel_x, h - 2 * margin), theme)
        self.page.layout(self.panel.content_rect, theme)
        super().resize(size)

    # ---- input
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_UP: -1, pygame.K_DOWN: 1}
            if event.key in steps:
                self.select(self.index + steps[event.key])
                return True
            if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.page.page(1 if event.key == pygame.K_PAGEDOWN else -1)
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.page.scroll_to(0 if event.key == pygame.K_HOME else self.page.max_scroll)
                return True
        if event.type == pygame.MOUSEWHEEL:
            pixels = -event.y * self.theme.px(WHEEL_PIXELS)
            if self.contents.hovered and self.contents.max_scroll:
                self.contents.scroll_by(pixels)
            else:
                self.page.scroll_by(pixels)
            return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.theme), (0, 0))
        super().draw(surface)

"""The Load screen: every save in the saves folder, newest first, to load or delete.

Each save is one row: its name ("Autosave" for the game *Continue* resumes), the date it was
written, the players as named in the save ("Alice, Bob, Normal AI"), the market and the turn ("finished" once over). A
damaged save is a row in the warning colour with its one-line reason: it cannot be loaded, and
choosing it only shows the reason; the file is never touched unless the player deletes it (after a
confirmation).

Rows are chosen by click or Up/Down (Page Up/Down, Home/End); Enter, a double-click or *Load* calls
`on_load(path)`, which may return one line (the file no longer loads) for the screen to show.
*Replay* (R) watches a save again, *Review* (V) reviews a finished game (client/scenes/reviewing.py).
*Delete* (Del) asks first. The list scrolls with the wheel; Esc goes back. With large text on a
small window the heading is dropped to keep more rows in view.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from hoc_desktop.client.ui.drawing import draw_box, fit_text
from hoc_desktop.client.art.emblems import backdrop
from hoc_desktop.client.game_config import HUMAN, seat_label
from hoc_desktop.client.save_slots import AUTOSAVE, SaveEntry, list_saves, when
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets.base import DOUBLE_CLICK_SECONDS
from hoc_desktop.client.ui.widgets import Button, Label, Scrolled
from hoc_desktop.i18n import N_, _

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

OnLoad = Callable[[Path], "str | None"]

EMPTY = N_("No saved games yet")
HINT = N_("Up/Down choose a save, Enter or a double-click loads it, R replays it, V reviews a finished one, "
          "Del deletes it.")
WHEEL_ROWS = 1


def save_title(entry: SaveEntry) -> str:
    """The name a row shows: the file's stem, or "Autosave" for the game in progress."""
    return _("Autosave") if entry.path.name == AUTOSAVE else entry.name


def save_problem(entry: SaveEntry) -> str | None:
    """Why a damaged save is refused, naming the file without its folder (the list is one folder)."""
    if entry.problem is None:
        return None
    folder = str(entry.path.parent)
    if entry.problem.startswith(folder + os.sep):
        return entry.problem[len(folder) + 1:]
    return entry.problem


def save_details(entry: SaveEntry) -> str:
    """The second line of a row: seats, market and turn, or the reason a damaged save is refused."""
    problem = save_problem(entry)
    if problem is not None:
        return problem
    seats = ", ".join(seat_names(entry))
    turn = (_("Turn {turn}, finished") if entry.over else _("Turn {turn}")).format(turn=entry.turn)
    changed = _("card data changed since it was saved") if entry.cards_changed else ""
    return " – ".join(part for part in (seats, entry.market, turn, changed) if part)


def seat_names(entry: SaveEntry) -> list[str]:
    """The players as the save names them, an AI seat marked as one: "Alice", "Bob", "Normal AI"
    (a default name, which is the level), "Rival (Hard AI)"."""
    names = []
    for seat, name in enumerate(entry.players):
        kind = entry.kinds[seat] if seat < len(entry.kinds) else HUMAN
        if kind == HUMAN:
            names.append(name)
        elif name.lower().startswith(kind.lower()):
            names.append(_("{level} AI").format(level=name))
        else:
            names.append(f"{name} ({seat_label(kind)})")
    return names


class SaveList(Scrolled):
    """The rows of saves, one selected, scrolled by whole pixels; drawn only where in view."""

    def __init__(self, on_pick: Callable[[int], None], on_open: Callable[[int], None]) -> None:
        super().__init__()
        self.entries: list[SaveEntry] = []
        self.selected: int | None = None
        self.on_pick = on_pick
        self.on_open = on_open
        self.hovered: int | None = None
        self._last_click: tuple[int, float] | None = None      # (row, time) for double-clicks

    # ---- geometry
    @property
    def laid_out(self) -> bool:
        return self._theme is not None

    def row_height(self, theme: Theme | None = None) -> int:
        theme = theme or self.theme
        return theme.line_height("large") + theme.line_height("body") + 2 * theme.px(8)

    @property
    def row_gap(self) -> int:
        return self.theme.px(6)

    @property
    def content(self) -> pygame.Rect:
        pad = self.theme.px(10)
        return self.rect.inflate(-2 * pad, -2 * pad)

    @property
    def bar_width(self) -> int:
        return self.theme.px(6)

    @property
    def max_scroll(self) -> int:
        step = self.row_height() + self.row_gap
        total = len(self.entries) * step - self.row_gap
        return max(0, total - self.content.height)

    def rows_in_view(self) -> int:
        return max(1, (self.content.height + self.row_gap) // (self.row_height() + self.row_gap))

    def row_rect(self, index: int) -> pygame.Rect:
        """Where row `index` is drawn (it may lie outside the view)."""
        content = self.content
        width = content.width - (self.bar_width + self.theme.px(8) if self.max_scroll else 0)
        y = content.y + index * (self.row_height() + self.row_gap) - self.scroll
        return pygame.Rect(content.x, y, width, self.row_height())

    def row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.content.collidepoint(pos):
            return None
        for index in self.visible_rows():
            if self.row_rect(index).collidepoint(pos):
                return index
        return None

    def visible_rows(self) -> range:
        if not self.entries:
            return range(0)
        step = self.row_height() + self.row_gap
        first = max(0, self.scroll // step)
        return range(first, min(len(self.entries), first + self.content.height // step + 2))

    # ---- state
    def set_entries(self, entries: Sequence[SaveEntry], selected: int | None) -> None:
        self.entries = list(entries)
        self.selected = None if not self.entries or selected is None else max(0, min(len(self.entries) - 1, selected))
        self.scroll = min(self.scroll, self.max_scroll) if self.laid_out else 0
        self._last_click = None
        self.dirty = True

    def keep_in_view(self, index: int) -> None:
        self.scroll_into_view(self.row_rect(index), self.content)

    def layout(self, rect: pygame.Rect | tuple[int, int, int, int], theme: Theme) -> None:
        super().layout(rect, theme)
        self.scroll = min(self.scroll, self.max_scroll)
        if self.selected is not None:
            self.keep_in_view(self.selected)

    # ---- input
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            row = self.row_at(event.pos)
            if row != self.hovered:
                self.hovered = row
                self.dirty = True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            row = self.row_at(event.pos)
            if row is None:
                return True
            now = time.monotonic()
            last = self._last_click
            double = last is not None and last[0] == row and now - last[1] <= DOUBLE_CLICK_SECONDS
            self._last_click = None if double else (row, now)
            self.on_pick(row)
            if double:
                self.on_open(row)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            return True
        return False

    # ---- drawing
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        draw_box(surface, self.rect, p.panel, p.grid, theme)
        content = self.content
        if not self.entries:
            empty = theme.text(_(EMPTY), "large", p.text_dim)
            surface.blit(empty, empty.get_rect(center=content.center))
            return
        clip = surface.get_clip()
        surface.set_clip(content.clip(clip))
        for index in self.visible_rows():
            self._draw_row(surface, index)
        surface.set_clip(clip)
        if self.max_scroll:
            bar = pygame.Rect(content.right - self.bar_width, content.y, self.bar_width, content.height)
            total = content.height + self.max_scroll
            height = max(theme.px(24), round(bar.height * content.height / total))
            top = bar.y + round((bar.height - height) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, p.panel_raised, bar, border_radius=bar.width // 2)
            pygame.draw.rect(surface, p.text_dim, (bar.x, top, bar.width, height), border_radius=bar.width // 2)

    def _draw_row(self, surface: pygame.Surface, index: int) -> None:
        theme = self.theme
        p = theme.palette
        entry = self.entries[index]
        rect = self.row_rect(index)
        damaged = entry.problem is not None
        selected = index == self.selected
        if selected:
            draw_box(surface, rect, p.panel_raised, p.warn if damaged else p.accent, theme)
        elif index == self.hovered:
            draw_box(surface, rect, p.panel_raised, None, theme)
        inner = rect.inflate(-2 * theme.px(14), -2 * theme.px(8))
        # line 1: the name, and the date (or "Damaged") at the right
        right_text = _("Damaged") if damaged else when(entry)
        right = theme.text(right_text, "body", p.warn if damaged else p.text_dim, bold=damaged)
        top_h = theme.line_height("large")
        surface.blit(right, right.get_rect(midright=(inner.right, inner.y + top_h // 2)))
        name_w = inner.width - right.get_width() - theme.gap
        name = fit_text(save_title(entry), theme.font("large", True), name_w)
        color = p.warn if damaged else p.accent if selected else p.text
        surface.blit(theme.text(name, "large", color, bold=True), (inner.x, inner.y))
        # line 2: seats, market, turn; or the reason the save is damaged
        details = fit_text(save_details(entry), theme.font("body"), inner.width)
        surface.blit(theme.text(details, "body", p.warn if damaged else p.text_dim), (inner.x, inner.y + top_h))


def replayable(entry: SaveEntry) -> bool:
    """Whether a save may be watched as a replay: a finished game, or one with a single person at
    the screen (a hot-seat game in progress would show one player another's cards)."""
    return entry.problem is None and (entry.over or sum(1 for kind in entry.kinds if kind == HUMAN) <= 1)


def reviewable(entry: SaveEntry) -> bool:
    """Whether a save may be reviewed: a finished game (every seat's view may be shown by then)."""
    return entry.problem is None and entry.over


class LoadScene(Scene):
    """The saves in `folder`. `on_load(path)` loads one (it may return a one-line failure to show);
    `on_replay(path)` watches one again (client/kit/replay.py; None: no Replay button);
    `on_review(path)` reviews a finished one (None: no Review button); `on_back` leaves (Esc)."""

    def __init__(self, app: "App", folder: Path, on_load: OnLoad, on_back: Callable[[], object],
                 on_replay: OnLoad | None = None, on_review: OnLoad | None = None) -> None:
        super().__init__(app)
        self.folder = Path(folder)
        self.on_load = on_load
        self.heading = Label(_("Load a game"), "title", bold=True, align="center")
        self.list = SaveList(self.select, self._open_row)
        self.note = Label(_(HINT), "small", wrap=True, clip=True)
        self.back = Button(_("Back"), on_back, hotkey=pygame.K_ESCAPE, hotkey_label="Esc")
        self.delete = Button(_("Delete"), self.ask_delete, hotkey=pygame.K_DELETE, hotkey_label="Del")
        self.load = Button(_("Load"), self.load_selected, hotkey_label="Enter", style="primary")
        self.on_replay = on_replay
        self.replay = Button(_("Replay"), self.replay_selected, hotkey=pygame.K_r, hotkey_label="R")
        self.replay.visible = on_replay is not None
        self.on_review = on_review
        self.review = Button(_("Review"), self.review_selected, hotkey=pygame.K_v, hotkey_label="V")
        self.review.visible = on_review is not None
        self.widgets = [self.heading, self.list, self.note, self.back, self.delete, self.review, self.replay,
                        self.load]
        self.message: str | None = None         # a failed load or delete, until the selection moves
        self.compact = False
        self._note_box = pygame.Rect(0, 0, 0, 0)
        self.refresh()

    # ---- content
    @property
    def entries(self) -> list[SaveEntry]:
        return self.list.entries

    @property
    def selected(self) -> SaveEntry | None:
        index = self.list.selected
        return self.list.entries[index] if index is not None else None

    def refresh(self, selected: int | None = 0) -> None:
        """Read the folder again (newest first) and select row `selected` (kept within the list)."""
        self.list.set_entries(list_saves(self.folder), selected)
        if self.list.laid_out and self.list.selected is not None:
            self.list.keep_in_view(self.list.selected)
        self._refresh_controls()

    def select(self, index: int) -> None:
        """Choose row `index` (a damaged save shows its reason below the list)."""
        if not self.entries:
            return
        index = max(0, min(len(self.entries) - 1, index))
        if index != self.list.selected:
            self.message = None
        self.list.selected = index
        self.list.dirty = True
        if self.list.laid_out:
            self.list.keep_in_view(index)
        self._refresh_controls()

    def move(self, delta: int) -> None:
        if self.entries:
            self.select(0 if self.list.selected is None else self.list.selected + delta)

    def _open_row(self, index: int) -> None:
        self.select(index)
        self.load_selected()

    def load_selected(self) -> None:
        """Load the selected save, unless it is damaged (then its reason stays in view)."""
        entry = self.selected
        if entry is None or entry.problem is not None:
            self._refresh_controls()
            return
        problem = self.on_load(entry.path)
        if isinstance(problem, str) and problem:
            self.message = problem
            self._refresh_controls()

    def replay_selected(self) -> None:
        """Watch the selected save again (a game that may be: `replayable`)."""
        entry = self.selected
        if entry is None or self.on_replay is None or not replayable(entry):
            self._refresh_controls()
            return
        problem = self.on_replay(entry.path)
        if isinstance(problem, str) and problem:
            self.message = problem
            self._refresh_controls()

    def review_selected(self) -> None:
        """Review the selected save, a finished game (client/scenes/reviewing.py)."""
        entry = self.selected
        if entry is None or self.on_review is None or not reviewable(entry):
            self._refresh_controls()
            return
        problem = self.on_review(entry.path)
        if isinstance(problem, str) and problem:
            self.message = problem
            self._refresh_controls()

    def ask_delete(self) -> None:
        entry = self.selected
        if entry is None:
            return
        question = (_("Delete the damaged file “{name}”?") if entry.problem is not None
                    else _("Delete the saved game “{name}”?")).format(name=save_title(entry))
        self.app.push(ConfirmScene(self.app, question, _("Delete"), _("Keep"), lambda: self.delete_save(entry),
                                   detail=_("{path} is removed from disk.").format(path=entry.path)))

    def delete_save(self, entry: SaveEntry) -> None:
        """Remove `entry`'s file and list the folder again, keeping the selection in place."""
        index = self.list.selected or 0
        try:
            os.unlink(entry.path)
        except FileNotFoundError:
            pass
        except OSError as exc:
            self.message = _("{path}: cannot delete: {reason}").format(path=entry.path, reason=exc.strerror or exc)
            self._refresh_controls()
            return
        self.message = None
        self.refresh(index)

    def _refresh_controls(self) -> None:
        entry = self.selected
        self.load.enabled = entry is not None and entry.problem is None
        self.replay.enabled = entry is not None and replayable(entry)
        self.review.enabled = entry is not None and reviewable(entry)
        self.delete.enabled = entry is not None
        p = self.theme.palette
        if self.message:
            text, color = self.message, p.warn
        elif entry is not None and entry.problem is not None:
            text, color = _("This save cannot be loaded: {problem}").format(problem=save_problem(entry)), p.warn
        elif not self.entries:
            text = _("Games you save appear here (they are kept in {folder}).").format(folder=self.folder)
            color = p.text_dim
        else:
            text, color = _(HINT), p.text_dim
        self.note.show(text, color)
        self._fit_note()
        self.dirty = True

    # ---- input
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                focused = self.focused_widget()
                if focused is not None:
                    focused.activate()
                else:
                    self.load_selected()
                return True
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1,
                     pygame.K_PAGEUP: -self.list.rows_in_view(), pygame.K_PAGEDOWN: self.list.rows_in_view()}
            if event.key in moves:
                self.move(moves[event.key])
                return True
            if event.key in (pygame.K_HOME, pygame.K_END) and self.entries:
                self.select(0 if event.key == pygame.K_HOME else len(self.entries) - 1)
                return True
        if event.type == pygame.MOUSEWHEEL:
            step = WHEEL_ROWS * (self.list.row_height() + self.list.row_gap)
            self.list.scroll_by(-round(event.y * step))
            return True
        return super().handle(event)

    # ---- layout
    def resize(self, size: tuple[int, int]) -> None:
        """With the heading while at least three rows fit, else without it."""
        self.compact = False
        if self._layout(size) < 3:
            self.compact = True
            self._layout(size)
        if self.list.selected is not None:
            self.list.keep_in_view(self.list.selected)
        self._refresh_controls()
        super().resize(size)

    def _layout(self, size: tuple[int, int]) -> int:
        """Place everything; returns how many whole rows the list shows."""
        theme = self.theme
        w, h = size
        margin = theme.margin
        full_w = min(w - 2 * margin, theme.px(1100))
        x0 = (w - full_w) // 2
        top = margin
        self.heading.visible = not self.compact
        if not self.compact:
            head_h = theme.line_height("title")
            self.heading.layout((0, top - theme.px(8), w, head_h), theme)
            self.heading.color = theme.palette.accent
            top += head_h + theme.px(8)
        button_h = theme.control_height("large")
        bottom = h - margin - button_h
        buttons = [b for b in (self.back, self.delete, self.review, self.replay, self.load) if b.visible]
        width = {b: max(theme.px(170), b.min_width(theme, padding=24)) for b in buttons}
        need = sum(width.values()) + (len(buttons) - 1) * theme.gap
        row_x, row_w = x0, full_w
        if need > full_w:                                 # large text: the buttons take the window's width
            row_x, row_w = margin, w - 2 * margin
        upper = bottom if need <= row_w else bottom - theme.gap - button_h    # else Back and Load below the others
        self.back.layout((row_x, bottom, width[self.back], button_h), theme)
        self.load.layout((row_x + row_w - width[self.load], bottom, width[self.load], button_h), theme)
        right = self.load.rect.x - theme.gap if upper == bottom else row_x + row_w
        for button in reversed([b for b in buttons if b not in (self.back, self.load)]):
            button.layout((right - width[button], upper, width[button], button_h), theme)
            right = button.rect.x - theme.gap
        note_h = 2 * theme.line_height("small")
        note_y = upper - theme.px(12) - note_h
        self._note_box = pygame.Rect(x0, note_y, full_w, note_h)
        self.note.layout(self._note_box, theme)
        list_bottom = note_y - theme.px(12)
        self.list.layout((x0, top, full_w, max(theme.px(40), list_bottom - top)), theme)
        return (self.list.content.height + self.list.row_gap) // (self.list.row_height(theme) + self.list.row_gap)

    def _fit_note(self) -> None:
        """Small text, or tiny when it needs more than the note's two lines."""
        box = self._note_box
        if box.width <= 0:
            return
        for role in ("small", "tiny"):
            self.note.role = role
            if self.theme.text(self.note.text, role, wraplength=box.width).get_height() <= box.height:
                break
        self.note.rect = pygame.Rect(box)
        self.note.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.theme), (0, 0))
        super().draw(surface)

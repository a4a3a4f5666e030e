"""The game log at full size (L at the table, or a click on the log's title): every line the
viewer has been told, filtered by player, the cards it names shown large on hover, and exported to
a text file.

The lines are the table's own (what the seat in front was told), so exporting or filtering can
never reveal more than the table showed.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING, Mapping, Sequence

import pygame

from hoc_desktop.cards.model import CardDef
from hoc_desktop.i18n.player_names import shown_name
from hoc_desktop.client.art.card_faces import CardFaces
from hoc_desktop.client.ui.drawing import draw_modal_box, draw_shadow
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.widgets import Button, Choice, ScrollLog
from hoc_desktop.client.ui.widgets.scroll_log import LogLine
from hoc_desktop.i18n import N_, _

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

ALL = N_("All players")


def export_log(lines: Sequence[LogLine], folder: Path, now: float | None = None, header: Sequence[str] = (),
               seat: str | None = None) -> Path:
    """Write `header`, a blank line, then the lines to `folder/game-log-YYYYMMDD-HHMMSS.txt`
    (folder made if needed; `seat`: the hot-seat player whose log it is, named at the end of the
    file name, since each seat's log shows that seat's own cards); the path."""
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now if now is not None else time.time()))
    whose = f"-{_file_word(seat)}" if seat else ""
    path = folder / f"game-log-{stamp}{whose}.txt"
    head = "".join(f"{line}\n" for line in header) + ("\n" if header else "")
    path.write_text(head + "".join(f"{line.text}\n" for line in lines), encoding="utf-8")
    return path


def _file_word(name: str) -> str:
    """A player's name as part of a file name: letters and digits kept, anything else a hyphen."""
    return "-".join("".join(ch if ch.isalnum() else " " for ch in name).split()) or "seat"


def lines_about(lines: Sequence[LogLine], name: str | None) -> list[LogLine]:
    """The lines that name player `name` (every line for None), turn headings included; the one
    person at the table by their saved name or as the current language shows it ("You", あなた)."""
    if name is None:
        return list(lines)
    shown = shown_name(name)
    return [line for line in lines if name in line.text or shown in line.text]


class LogScene(Scene):
    """The full log over the table; pointing at a line shows the card it speaks of (its `card`)."""

    opaque = False

    def __init__(self, app: "App", lines: Sequence[LogLine], players: Sequence[str], folder: Path,
                 faces: CardFaces | None, cards: Mapping[str, CardDef] | None = None, header: Sequence[str] = (),
                 seat: str | None = None) -> None:
        """`cards`: the game's cards that lines may name (None: no line names one); `header`: the lines
        an export opens with; `seat`: in hot-seat, the player whose log this
        is (their cards are in it), named in the file name and in the message after export."""
        super().__init__(app)
        self.header = list(header)
        self.seat = seat
        self.all_lines = list(lines)
        self.players = list(players)
        self.folder = folder
        self.faces = faces
        self.cards: Mapping[str, CardDef] = cards if cards is not None else {}   # the game's, with its packs'
        self.log = ScrollLog("body")
        self.filter = Choice([_(ALL), *self.players], on_change=lambda _index: self._fill(), role="body")
        self.export = Button(_("Export to a file"), self._export, hotkey=pygame.K_x, role="body")
        self.close = Button(_("Close"), app.pop, hotkey=pygame.K_ESCAPE, hotkey_label="Esc", role="body")
        self.widgets = [self.log, self.filter, self.export, self.close]
        self.message = ""
        self.zoom: str | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        self._fill()

    def shown(self) -> list[LogLine]:
        index = self.filter.index               # 0: everyone (its words depend on the language)
        return lines_about(self.all_lines, None if index == 0 else self.players[index - 1])

    def _fill(self) -> None:
        self.log.clear()
        for line in self.shown():
            self.log.append(line.text, color=line.color, bold=line.bold, card=line.card)
        self.dirty = True

    def _export(self) -> None:
        try:
            path = export_log(self.shown(), self.folder, header=self.header, seat=self.seat)
            saved = (_("Saved {seat}'s log, which shows {seat}'s cards, to {path}") if self.seat
                     else _("Saved to {path}"))
            self.message = saved.format(seat=self.seat, path=path)
        except OSError as exc:
            self.message = _("Could not write the log: {reason}").format(reason=exc.strerror or exc)
        self.dirty = True

    def resize(self, size: tuple[int, int]) -> None:
        theme = self.theme
        w, h = size
        self.box = pygame.Rect(0, 0, min(w - 2 * theme.margin, max(theme.px(760), w * 3 // 5)), h - 2 * theme.margin)
        self.box.topleft = (theme.margin, theme.margin)
        bh = theme.control_height("body")
        top = self.box.y + theme.pad + theme.line_height("heading")
        self.filter.layout((self.box.x + theme.pad, top, (self.box.width - 2 * theme.pad) // 2, bh), theme)
        bottom = self.box.bottom - theme.pad - bh
        self.log.layout((self.box.x + theme.pad, top + bh + theme.gap, self.box.width - 2 * theme.pad,
                         bottom - top - bh - 2 * theme.gap - theme.line_height("small")), theme)
        half = (self.box.width - 2 * theme.pad - theme.gap) // 2
        self.export.layout((self.box.x + theme.pad, bottom, half, bh), theme)
        self.close.layout((self.box.right - theme.pad - half, bottom, half, bh), theme)
        super().resize(size)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            index = self.log.line_at(event.pos)
            key = self.log.lines[index].card if index is not None else None
            key = key if key in self.cards else None          # a card the game's catalog does not hold is not shown
            if key != self.zoom:
                self.zoom = key
                self.dirty = True
        super().handle(event)
        return True                          # modal

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        draw_modal_box(surface, self.box, theme)
        heading = theme.text(_("Game log"), "heading", p.accent, bold=True)
        surface.blit(heading, (self.box.x + theme.pad, self.box.y + 4))
        if self.message:
            note = theme.text(self.message, "small", p.text_dim, wraplength=self.box.width - 2 * theme.pad)
            surface.blit(note, (self.box.x + theme.pad, self.log.rect.bottom + theme.px(4)))
        super().draw(surface)
        if self.zoom is not None and self.faces is not None:
            width = min(theme.px(300), (surface.get_height() - 2 * theme.margin) * 10 // 14)
            image = self.faces.zoom(self.cards[self.zoom], width, p.name)
            rect = image.get_rect(midright=(surface.get_width() - theme.margin, surface.get_height() // 2))
            draw_shadow(surface, rect, theme, depth=10)
            surface.blit(image, rect)

"""What the Host and Join screens share: a column in the middle of the backdrop (a heading, then
rows of captions and widgets, then the table's seats and a message line), Back (Esc) at the
bottom left and the screen's own action at the bottom right, and the link to the table followed
once a frame (`TableWait`) until its game begins, when `on_begun(link, messages)` opens the table.
A link that ends (a refused join, an address that cannot be reached, a full table) is one line in
the message, and the screen stays for another try.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from hoc_desktop.client.art.emblems import backdrop
from hoc_desktop.client.kit.table_wait import TableWait
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.widgets import Button, Label, Widget
from hoc_desktop.i18n import _, ngettext
from hoc_desktop.net.link import NetLink

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

Begun = Callable[[NetLink, list[dict[str, Any]]], None]
Row = tuple[str, Widget]                # a caption ("" for none) and its widget
SEAT_LINES = 4                          # the seats of the largest table
COMPACT = (("title", "body"), ("large", "body"), ("large", "small"), ("body", "tiny"))
"""(heading, seats and message) roles, tried in turn until the screen fits (large text)."""


class NetScreen(Scene):
    """A Host or Join screen (see the module docstring): `rows` are placed by `resize`; `action`
    is the bottom right button (None: none)."""

    def __init__(self, app: "App", heading: str, rows: Sequence[Row], on_back: Callable[[], object],
                 on_begun: Begun, action: Button | None = None) -> None:
        super().__init__(app)
        self.on_back = on_back
        self.on_begun = on_begun
        self.heading = Label(heading, "title", bold=True, align="center")
        self.rows = list(rows)
        self.captions = [Label(caption, "body", bold=True) for caption, _widget in self.rows]
        self.seat_list = Label("", "body", wrap=True)
        self.message = Label("", "body", wrap=True)
        self.back = Button(_("Back"), self.leave, hotkey=pygame.K_ESCAPE, hotkey_label="Esc")
        self.action = action
        self.wait: TableWait | None = None
        self.widgets = [self.heading, *self.captions, *(w for _caption, w in self.rows), self.seat_list, self.message,
                        self.back, *([action] if action is not None else [])]

    # ---- the link
    def follow(self, link: NetLink) -> None:
        """Follow `link` (started) until its game begins."""
        self.drop_link()
        self.wait = TableWait(link)

    def drop_link(self) -> None:
        if self.wait is not None:
            self.wait.close()
            self.wait = None

    def update(self, dt: float) -> None:
        wait = self.wait
        if wait is not None and wait.poll():
            self.seat_list.set_text("\n".join(wait.seat_lines()))
            if wait.error is not None:
                self.wait = None
                wait.close()
                if not self.ended(wait):
                    self.say(wait.error, problem=True)
            elif wait.begun:
                self.wait = None                   # the table takes the link over
                self.on_begun(wait.link, wait.taken)
                return
            else:
                self.waiting(wait)
            self.dirty = True
        super().update(dt)

    def ended(self, wait: TableWait) -> bool:
        """The link ended before the game began (`wait.error`): True when the screen has dealt
        with it (tried again), False to show its line."""
        return False

    def waiting(self, wait: TableWait) -> None:
        """The seats changed while the game has not begun: say what it waits for."""
        missing = wait.missing()
        self.say(ngettext("Waiting for {n} more player to join…", "Waiting for {n} more players to join…",
                          missing).format(n=missing) if missing
                 else _("Everyone is here: the game begins…"))

    def say(self, text: str, problem: bool = False) -> None:
        """The message line: news, or with `problem` what went wrong, in one line."""
        self.message.set_text(text)
        self.message.color = self.theme.palette.warn if problem else self.theme.palette.text
        self.dirty = True

    def leave(self) -> None:
        """Back: the link is dropped (a seat taken stays this window's: its token rejoins it)."""
        self.drop_link()
        self.on_back()

    def on_exit(self) -> None:
        if self.wait is not None and not self.wait.begun:
            self.drop_link()

    # ---- layout and drawing
    def resize(self, size: tuple[int, int]) -> None:
        """The heading, the rows, the seats (four lines: the most a table has) and the message,
        then the buttons at the bottom. With large text on a small window the heading and then the
        seats and message take smaller roles until everything fits above the buttons."""
        theme = self.theme
        w, h = size
        margin, gap = theme.margin, theme.gap
        column = min(w - 2 * margin, theme.px(900))
        x = (w - column) // 2
        caption_w = max([theme.font("body", True).size(c.text)[0] for c in self.captions] + [0]) + gap
        rows_h = sum(self.row_height(widget) + gap for _caption, widget in self.rows)
        button_h = theme.control_height("large")
        bottom = h - margin - button_h
        for heading_role, text_role in COMPACT:
            needed = theme.line_height(heading_role) + 2 * gap + rows_h + (SEAT_LINES + 2) * theme.line_height(
                text_role) + 3 * gap
            if margin + needed <= bottom:
                break
        self.heading.role = heading_role
        self.seat_list.role = self.message.role = text_role
        y = margin
        self.heading.layout((0, y, w, theme.line_height(heading_role)), theme)
        self.heading.color = theme.palette.accent
        y += theme.line_height(heading_role) + 2 * gap
        for caption, (_caption, widget) in zip(self.captions, self.rows):
            row_h = self.row_height(widget)
            caption.layout((x, y, caption_w, theme.control_height("body")), theme)
            widget.layout((x + caption_w, y, column - caption_w, row_h), theme)
            y += row_h + gap
        self.seat_list.layout((x, y + gap, column, SEAT_LINES * theme.line_height(text_role)), theme)
        y = self.seat_list.rect.bottom + gap
        self.message.layout((x, y, column, max(theme.line_height(text_role), bottom - gap - y)), theme)
        button_w = min(theme.px(220) + theme.font("large", True).size(_("Join"))[0], (column - gap) // 2)
        self.back.layout((x, bottom, button_w, button_h), theme)
        if self.action is not None:
            action_w = max(button_w, min(self.action.min_width(theme, padding=60), column - button_w - gap))
            self.action.layout((x + column - action_w, bottom, action_w, button_h), theme)
        super().resize(size)

    def row_height(self, widget: Widget) -> int:
        """A row's height: a control's, or a large line for a large label."""
        role = getattr(widget, "role", "body")
        return max(self.theme.control_height("body"), self.theme.line_height(role))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.theme), (0, 0))
        super().draw(surface)

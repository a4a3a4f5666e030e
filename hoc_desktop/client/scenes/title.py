"""The title screen: the crown emblem, the game's name, the main choices (Continue when a game is
in progress, Play, New game, Quit) and a row of smaller ones (Load, Settings, Rules, Cards...).

The scene knows nothing about what starting a game means: it calls the callbacks it is given, so
the program (or a test) decides what each button leads to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from hoc_desktop.client.art.emblems import backdrop, crown, draw_flourish, gilded_text
from hoc_desktop.client.ui.drawing import fit_text
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.widgets import Button, Label
from hoc_desktop.i18n import N_, _

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

SUBTITLE = N_("A deck-building game of royal succession")
FOOTER = N_("Tab moves between buttons, F11 toggles fullscreen")
NAME = N_("Heart of Crown")


class TitleScene(Scene):
    """The first screen. `on_play`: a quick game at once; `on_new_game`: the setup screen;
    `on_continue` (None: no game in progress) resumes the autosaved game; `extras` are
    (label, callback, hotkey) for the row of smaller buttons; `notice` is a warning shown above the
    footer (an autosave that cannot be read, where it is); `games` are (label, callback, hotkey)
    for the other games this program plays, as large buttons under New game; `continue_label` says
    which game Continue resumes and from when."""

    def __init__(self, app: "App", on_play: Callable[[], None], on_new_game: Callable[[], None],
                 on_quit: Callable[[], None], on_continue: Callable[[], None] | None = None,
                 extras: Sequence[tuple[str, Callable[[], None], int]] = (), notice: str = "",
                 games: Sequence[tuple[str, Callable[[], None], int]] = (), continue_label: str = "") -> None:
        super().__init__(app)
        self.continue_ = (Button(continue_label or _("Continue"), on_continue, hotkey=pygame.K_c, style="primary")
                          if on_continue is not None else None)
        self.play = Button(_("Play"), on_play, hotkey=pygame.K_p, style="normal" if self.continue_ else "primary")
        self.new_game = Button(_("New game"), on_new_game, hotkey=pygame.K_n)
        self.quit = Button(_("Quit"), on_quit, hotkey=pygame.K_q)
        self.games = [Button(label, action, hotkey=key) for label, action, key in games]
        self.extras = [Button(label, action, hotkey=key, role="body") for label, action, key in extras]
        self.subtitle = Label(_(SUBTITLE), "large", align="center")
        self.footer = Label(_(FOOTER), "small", align="center")
        self.notice_text = notice                # whole; the label may show it shortened
        self.notice = Label(notice, "small", align="center", wrap=True, clip=True)
        self.main = [b for b in (self.continue_, self.play, self.new_game, *self.games, self.quit) if b is not None]
        self.widgets = [self.subtitle, *self.main, *self.extras, self.notice, self.footer]
        self._emblem_rect = pygame.Rect(0, 0, 0, 0)
        self._title_rect = pygame.Rect(0, 0, 0, 0)

    def resize(self, size: tuple[int, int]) -> None:
        """Crown, name, subtitle, the main buttons, the small ones, then the notice and the footer
        hint at the bottom. Large text or a long notice first drop the crown, then put the main
        buttons in two columns, then shrink the notice's text and cut it at the room left: every
        button stays whole, on screen and clear of the notice and the hint."""
        theme = self.theme
        w, h = size
        gap, margin = theme.gap, theme.margin
        title = gilded_text(_(NAME), theme.text_px("display"), theme.palette)
        full_crown_h = crown(theme.px(190), theme.palette).get_height()
        button_w = max(theme.px(300), max(self.main_button_width(b) for b in self.main))
        button_h = theme.control_height("large")
        body_h = theme.control_height("body")
        extra_rows = self._extra_rows(w - 2 * margin)
        extra_h = len(extra_rows) * (body_h + gap)
        sub_h = theme.line_height("large")
        line_h = theme.line_height("small")
        notice_w = min(w - 2 * margin, theme.px(900))
        room = h - 2 * margin - line_h                 # above the footer hint
        notice_h = self._notice_height(notice_w, "small")
        lead = theme.px(44)                            # from the subtitle to the first button
        for crown_h, columns in ((full_crown_h, 1), (0, 1), (0, 2)):
            buttons_h = -(-len(self.main) // columns) * (button_h + gap) - gap + extra_h
            head_h = crown_h + title.get_height() + sub_h
            if head_h + lead + buttons_h + notice_h <= room:
                break
        lead = max(theme.px(8), min(lead, room - notice_h - head_h - buttons_h))    # ... then less air
        notice_room = max(0, min(notice_h, room - head_h - lead - buttons_h))
        block = head_h + lead + buttons_h
        top = max(margin, (h - line_h - notice_room - block) // 2)
        self._emblem_rect = pygame.Rect(0, 0, theme.px(190) if crown_h else 0, crown_h)
        self._emblem_rect.midtop = (w // 2, top)
        self._title_rect = title.get_rect(midtop=(w // 2, self._emblem_rect.bottom - theme.px(6)))
        self.subtitle.layout((0, self._title_rect.bottom - theme.px(12), w, sub_h), theme)
        self.subtitle.color = theme.palette.text_dim
        y = self._place_main(self.subtitle.rect.bottom + lead - theme.px(4), columns, button_w, w)
        for row in extra_rows:
            x = w // 2 - (sum(bw for _button, bw in row) + gap * (len(row) - 1)) // 2
            for button, bw in row:
                button.layout((x, y, bw, body_h), theme)
                x += bw + gap
            y += body_h + gap
        self.footer.layout((0, h - margin - line_h, w, line_h), theme)
        self.footer.color = theme.palette.text_dim
        self._place_notice(pygame.Rect(w // 2 - notice_w // 2, self.footer.rect.y - notice_room,
                                       notice_w, max(0, notice_room - gap)))
        super().resize(size)

    def main_button_width(self, button: Button) -> int:
        """The width that shows a main button's label whole, centred clear of its key cap."""
        return button.min_width(self.theme, padding=60)

    def _place_main(self, y: int, columns: int, button_w: int, w: int) -> int:
        """The main buttons from `y` down in `columns` (a lone last one centred); the y under them."""
        theme = self.theme
        gap, button_h = theme.gap, theme.control_height("large")
        if columns > 1:
            button_w = max(min(button_w, (w - 2 * theme.margin - gap) // columns),
                           max(self.main_button_width(b) for b in self.main))
        for start in range(0, len(self.main), columns):
            row = self.main[start:start + columns]
            x = w // 2 - (len(row) * (button_w + gap) - gap) // 2
            for button in row:
                button.layout((x, y, button_w, button_h), theme)
                x += button_w + gap
            y += button_h + gap
        return y

    def _notice_height(self, width: int, role: str) -> int:
        """The notice wrapped at `width` in `role`, and the gap above the footer (0: no notice)."""
        if not self.notice_text:
            return 0
        return self.theme.text(self.notice_text, role, wraplength=width).get_height() + self.theme.gap

    def _place_notice(self, box: pygame.Rect) -> None:
        """The notice in `box`: small text, or tiny when small does not fit; when even tiny does
        not, each of its lines keeps an equal share of the box, cut with an ellipsis (the Load
        screen lists the damaged autosave, the Cards gallery every pack problem, whole)."""
        theme = self.theme
        self.notice.role, text = "small", self.notice_text
        if self._notice_height(box.width, "small") - theme.gap > box.height:
            self.notice.role = "tiny"
            box = box.inflate(self.app.size[0] - 2 * theme.margin - box.width, 0)   # tiny text, full width
            box.height -= box.height % theme.line_height("tiny")          # whole lines only
            if self._notice_height(box.width, "tiny") - theme.gap > box.height:
                text = self._shortened(box)
        self.notice.set_text(text)
        self.notice.layout(box, theme)
        self.notice.color = theme.palette.warn

    def _shortened(self, box: pygame.Rect) -> str:
        """Each line of the notice cut to an equal share of the lines `box` holds in tiny text, so
        a second warning (a pack that did not load) is not pushed out by a long first one."""
        theme = self.theme
        parts = self.notice_text.split("\n")
        share = max(1, box.height // theme.line_height("tiny") // len(parts))
        font = theme.font("tiny")
        out = []
        for part in parts:
            width, cut = box.width * share, part
            while theme.text(cut, "tiny", wraplength=box.width).get_height() > share * theme.line_height("tiny"):
                width = width * 9 // 10
                cut = fit_text(part, font, width)
            out.append(cut)
        return "\n".join(out)

    def _extra_rows(self, room: int) -> list[list[tuple[Button, int]]]:
        """The small buttons with their widths, in as many centred rows as the width needs."""
        theme = self.theme
        font = theme.font("body", True)
        rows: list[list[tuple[Button, int]]] = []
        used = room + 1
        for button in self.extras:
            bw = font.size(button.text)[0] + theme.px(90)
            if used + theme.gap + bw > room:
                rows.append([])
                used = -theme.gap
            rows[-1].append((button, bw))
            used += theme.gap + bw
        return rows

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.quit.activate()
            return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.blit(backdrop(theme), (0, 0))
        if self._emblem_rect.width:
            surface.blit(crown(self._emblem_rect.width, theme.palette), self._emblem_rect)
        surface.blit(gilded_text(_(NAME), theme.text_px("display"), theme.palette), self._title_rect)
        subtitle_w = self.subtitle.image().get_width()
        draw_flourish(surface, theme.palette.accent, self.subtitle.rect.center, theme.px(120),
                      subtitle_w // 2 + theme.px(18))
        super().draw(surface)

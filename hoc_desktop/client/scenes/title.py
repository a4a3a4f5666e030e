"""The title screen: the crown emblem, the game's name, the main choices (Continue when a game is
in progress, Play, New game, Quit) and a row of smaller ones (Load, Settings, Rules, Cards...).

The scene knows nothing about what starting a game means: it calls the callbacks it is given, so
the program (or a test) decides what each button leads to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from hoc_desktop.client.art.emblems import backdrop, crown, draw_flourish, gilded_text
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.widgets import Button, Label

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

SUBTITLE = "A deck-building game of royal succession"
FOOTER = "Tab moves between buttons, F11 toggles fullscreen"


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
                 games: Sequence[tuple[str, Callable[[], None], int]] = (), continue_label: str = "Continue") -> None:
        super().__init__(app)
        self.continue_ = (Button(continue_label, on_continue, hotkey=pygame.K_c, style="primary")
                          if on_continue is not None else None)
        self.play = Button("Play", on_play, hotkey=pygame.K_p, style="normal" if self.continue_ else "primary")
        self.new_game = Button("New game", on_new_game, hotkey=pygame.K_n)
        self.quit = Button("Quit", on_quit, hotkey=pygame.K_q)
        self.games = [Button(label, action, hotkey=key) for label, action, key in games]
        self.extras = [Button(label, action, hotkey=key, role="body") for label, action, key in extras]
        self.subtitle = Label(SUBTITLE, "large", align="center")
        self.footer = Label(FOOTER, "small", align="center")
        self.notice = Label(notice, "small", align="center", wrap=True)
        self.main = [b for b in (self.continue_, self.play, self.new_game, *self.games, self.quit) if b is not None]
        self.widgets = [self.subtitle, *self.main, *self.extras, self.notice, self.footer]
        self._emblem_rect = pygame.Rect(0, 0, 0, 0)
        self._title_rect = pygame.Rect(0, 0, 0, 0)

    def resize(self, size: tuple[int, int]) -> None:
        theme = self.theme
        w, h = size
        crown_w = theme.px(190)
        title = gilded_text("Heart of Crown", theme.text_px("display"), theme.palette)
        crown_h = crown(crown_w, theme.palette).get_height()
        button_w = max(theme.px(300), max(theme.font("large", True).size(b.text)[0] for b in self.main) + theme.px(130))
        button_h = theme.control_height("large")
        gap = theme.gap
        extra_h = len(self._extra_rows(w - 2 * theme.margin)) * (theme.control_height("body") + gap)
        buttons_h = len(self.main) * (button_h + gap) - gap + extra_h
        sub_h = theme.line_height("large")
        foot_h = theme.line_height("small")
        notice_w = min(w - 2 * theme.margin, theme.px(900))
        notice_h = (theme.text(self.notice.text, "small", wraplength=notice_w).get_height() + gap
                    if self.notice.text else 0)
        foot_h += notice_h
        room = h - 2 * theme.margin - foot_h
        lead = theme.px(44)         # from the subtitle to the first button
        if crown_h + title.get_height() + sub_h + lead + buttons_h > room:   # large text, a long notice: no crown
            crown_w = crown_h = 0
        lead = max(theme.px(8), min(lead, room - (title.get_height() + sub_h + buttons_h)))   # ... then less air
        block = crown_h + title.get_height() + sub_h + lead + buttons_h
        top = max(theme.margin, (h - foot_h - block) // 2)
        self._emblem_rect = pygame.Rect(0, 0, crown_w, crown_h)
        self._emblem_rect.midtop = (w // 2, top)
        self._title_rect = title.get_rect(midtop=(w // 2, self._emblem_rect.bottom - theme.px(6)))
        self.subtitle.layout((0, self._title_rect.bottom - theme.px(12), w, sub_h), theme)
        self.subtitle.color = theme.palette.text_dim
        y = self.subtitle.rect.bottom + lead - theme.px(4)
        for button in self.main:
            button.layout((w // 2 - button_w // 2, y, button_w, button_h), theme)
            y += button_h + gap
        for row in self._extra_rows(w - 2 * theme.margin):
            x = w // 2 - (sum(bw for _, bw in row) + gap * (len(row) - 1)) // 2
            for button, bw in row:
                button.layout((x, y, bw, theme.control_height("body")), theme)
                x += bw + gap
            y += theme.control_height("body") + gap
        line_h = theme.line_height("small")
        self.footer.layout((0, h - theme.margin - line_h, w, line_h), theme)
        self.footer.color = theme.palette.text_dim
        self.notice.layout((w // 2 - notice_w // 2, h - theme.margin - foot_h, notice_w, max(0, notice_h - gap)), theme)
        self.notice.color = theme.palette.warn
        super().resize(size)

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
        surface.blit(gilded_text("Heart of Crown", theme.text_px("display"), theme.palette), self._title_rect)
        subtitle_w = self.subtitle.image().get_width()
        draw_flourish(surface, theme.palette.accent, self.subtitle.rect.center, theme.px(120),
                      subtitle_w // 2 + theme.px(18))
        super().draw(surface)

"""A replay on screen: a bar at the top of the window with the steps, the timeline and whose view is
shown, and under it the game's own table, which this scene hosts: the table is laid out for the
window less the bar (its theme sized for that area) and drawn there, so the bar hides nothing of
it. The table draws as it always does, from its session's stream (client/kit/replay.py); this scene
moves the replay and keeps every input for itself, so nothing at the table can be played: the
table is only let look (`KitTable.look`): the pointer resting on a card shows it large, a
right-click or Z pins the card under the pointer (Esc hides it), Shift and an arrow move the card
in focus (Z then shows it large), a click lists a pile, each as at the table and only of what the
view shows face up.

Keys: Left/Right a command back or on, Up/Down (or PageUp/PageDown) a turn, Home/End the deal or
the end, Space plays or pauses (a command every PLAY_EVERY seconds once the table is still), Tab
the next view (a seat `ReplaySession.watchable` allows, then all cards face up once the game is
over), 1 to 4 that seat's view, F all cards face up (a change of view keeps the replay where it
stands), T takes the game over from here (when `ReplaySession.can_take_over`: a new game from this
position, the seat watched yours, the others AI; the program's `on_take_over` starts it; a replay
that can never be taken over, a network game's, says why instead), Esc closes the replay. Given a
game review, its turning points are ticks on the timeline, N and P jump to them and a strip under
the controls tells each one (client/kit/review_marks.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, cast

import pygame

from hoc_desktop.i18n.player_names import YOU
from hoc_desktop.client.kit.replay import Replaying, ReplaySession
from hoc_desktop.client.kit.review_marks import ReviewMarks
from hoc_desktop.client.kit.window_kit import GameTable, window_kit
from hoc_desktop.client.ui.drawing import draw_box
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets import Button, Choice
from hoc_desktop.client.ui.widgets.base import Widget
from hoc_desktop.client.ui.widgets.slider import Slider
from hoc_desktop.engine.core.zones import FACE_UP
from hoc_desktop.i18n import _, pgettext
from hoc_desktop.review import Review

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

STEP_SIGNS = ("«", "‹", "▶", "›", "»")   # the step buttons when their words leave no room: signs the font draws
PAUSE_SIGN = "II"
PLAY_EVERY = 0.8          # seconds between two commands while the replay plays
JUMP = 2                  # a seek this many commands on or more is shown at once, not animated


class ReplayBar(Scene):
    """`table` (a game's table scene whose session is a replay: kit/replay.py, kit/stream_replay.py)
    under the replay's controls; `on_close` leaves it; `on_take_over` (None: no Take over button,
    unless the replay says why it cannot be taken over, which the button then tells) starts a new
    game from the position shown, taken over by the seat watched; `review`, the game's review of
    one seat, marks its turning points."""

    def __init__(self, app: "App", table: GameTable, on_close: Callable[[], None],
                 on_take_over: Callable[[ReplaySession], None] | None = None,
                 review: Review | None = None) -> None:
        super().__init__(app)
        session = table.session
        if not isinstance(session, Replaying):
            raise TypeError("a replay bar drives a table whose session is a replay")
        self.table = table
        self.hosted = cast(Scene, table)
        table.host = self                         # the table is in front while this bar is
        self.area = pygame.Rect(0, 0, 0, 0)      # where the table is drawn: the window below the bar
        self.replay = session
        self.on_close = on_close
        self.playing = False
        self._wait = PLAY_EVERY
        names = [str(name) for name in session.setup["players"]]
        self.seats = session.watchable()
        self.first_turn = self.replay.turn_index(0)
        self.back_turn = Button(_("Last turn"), lambda: self.seek_turn(-1), role="small")
        self.back = Button(_("Back"), lambda: self.seek(self.replay.at - 1), role="small")
        self.play = Button(pgettext("replay", "Play"), self.toggle, role="small", style="primary")
        self.step = Button(_("Step"), lambda: self.seek(self.replay.at + 1), role="small")
        self.next_turn = Button(_("Next turn"), lambda: self.seek_turn(1), role="small")
        self.timeline = Slider([self._position(k) for k in range(session.length + 1)], session.at,
                               on_change=self.seek, role="small")
        self.viewer = Choice([_view_of(names, s) for s in self.seats], self.seats.index(session.sight)
                             if session.sight in self.seats else 0, on_change=self._look, role="small")
        self.close = Button(_("Close"), on_close, hotkey=pygame.K_ESCAPE, hotkey_label="Esc", role="small")
        self.on_take_over = on_take_over
        self.take_over = Button(_("Take over"), self._take_over, hotkey=pygame.K_t, hotkey_label="T", role="small")
        self.take_over.visible = on_take_over is not None or session.no_take_over is not None
        self.viewer.visible = len(self.seats) > 1
        self.steps = [self.back_turn, self.back, self.play, self.step, self.next_turn]
        self.compact = False                  # the step buttons show STEP_SIGNS (resize decides)
        self.widgets = [self.back_turn, self.back, self.play, self.step, self.next_turn, self.timeline,
                        self.take_over, self.viewer, self.close]
        self.marks = None if review is None else ReviewMarks(review, lambda: self.replay.at, self.seek,
                                                             window_kit(session.kit.name).worded)

    # ---- moving the replay
    def seek(self, at: int) -> None:
        """Stand after `at` commands: a step on is animated by the table, anything else redrawn at once."""
        before = self.replay.at
        rebuild = self.replay.seek(at)
        if rebuild or self.replay.at - before >= JUMP:
            self.table.show_again()
        if self.timeline.index != self.replay.at:
            self.timeline.index = self.replay.at
        if self.replay.at >= self.replay.length:
            self.playing = False
        self._sync()

    def seek_turn(self, step: int) -> None:
        """The start of the previous (-1) or next (+1) turn; back from the middle of a turn goes to its start."""
        replay = self.replay
        index = replay.turn_index()
        if step < 0 and replay.starts[index] < replay.at:
            target = replay.starts[index]
        else:
            index = min(len(replay.starts) - 1, max(0, index + step))
            target = replay.starts[index] if step < 0 or index > replay.turn_index() else replay.length
        self.seek(target)

    def toggle(self) -> None:
        self.playing = not self.playing and self.replay.at < self.replay.length
        self._wait = 0.0
        self._sync()

    def _look(self, index: int) -> None:
        if self.replay.look_through(self.seats[index]):
            self.table.show_again()
        self._sync()

    def look(self, view: int) -> None:
        """Show `view` (a seat, or FACE_UP) when the replay allows it: the keys 1-4 and F."""
        if view in self.seats:
            self.viewer.select(self.seats.index(view))

    def _take_over(self) -> None:
        if self.replay.no_take_over is not None:
            self.table.say(_(self.replay.no_take_over))
        elif (self.on_take_over is not None and isinstance(self.replay, ReplaySession)
              and self.replay.can_take_over()):
            self.playing = False
            self.on_take_over(self.replay)

    def _position(self, at: int) -> str:
        turn = self.replay.turn_index(at) + 1
        return _("Turn {turn}, {at} of {length}").format(turn=turn, at=at, length=self.replay.length)

    def _sync(self) -> None:
        labels = STEP_SIGNS if self.compact else tuple(words[0] for words in self._words())
        for button, label in zip(self.steps, labels):
            button.text = label
        if self.playing:
            self.play.text = PAUSE_SIGN if self.compact else _("Pause")
        self.back.enabled = self.back_turn.enabled = self.replay.at > 0
        self.step.enabled = self.next_turn.enabled = self.replay.at < self.replay.length
        self.take_over.enabled = self.replay.can_take_over() or self.replay.no_take_over is not None
        self.dirty = True

    # ---- the scene
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self.table.look(event):   # Z, Shift+arrows, Esc while a card is large
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if not super().handle(event) and (event.type != pygame.MOUSEBUTTONDOWN
                                              or self.area.collidepoint(event.pos)):
                self.table.look(self._on_table(event))
            return True                               # the table only looks: nothing else reaches it
        if event.type == pygame.MOUSEWHEEL and self.table.look(event):     # over the table's log: it scrolls
            return True
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_LEFT: lambda: self.seek(self.replay.at - 1),
                     pygame.K_RIGHT: lambda: self.seek(self.replay.at + 1),
                     pygame.K_UP: lambda: self.seek_turn(-1), pygame.K_PAGEUP: lambda: self.seek_turn(-1),
                     pygame.K_DOWN: lambda: self.seek_turn(1), pygame.K_PAGEDOWN: lambda: self.seek_turn(1),
                     pygame.K_HOME: lambda: self.seek(0), pygame.K_END: lambda: self.seek(self.replay.length),
                     pygame.K_SPACE: self.toggle, pygame.K_TAB: lambda: self.viewer.step(1)}
            views = {pygame.K_f: FACE_UP, pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3}
            if event.key in moves:
                moves[event.key]()
                return True
            if event.key in views:
                self.look(views[event.key])
                return True
            if self.marks is not None and self.marks.handle_key(event.key):
                return True
        super().handle(event)
        return True                                   # modal: nothing reaches the table

    def _on_table(self, event: pygame.event.Event) -> pygame.event.Event:
        """A pointer event as the table sees it: in its own area's coordinates."""
        x, y = event.pos
        return pygame.event.Event(event.type, {**event.dict, "pos": (x - self.area.x, y - self.area.y)})

    # ---- the hosted table
    def on_enter(self) -> None:
        self.hosted.on_enter()

    def on_exit(self) -> None:
        self.hosted.on_exit()

    @property
    def dirty(self) -> bool:
        return Scene.dirty.fget(self) or self.hosted.dirty      # type: ignore[attr-defined]

    @dirty.setter
    def dirty(self, value: bool) -> None:
        Scene.dirty.fset(self, value)                           # type: ignore[attr-defined]
        if not value:
            self.hosted.dirty = False

    @property
    def animating(self) -> bool:
        return super().animating or self.hosted.animating

    def update(self, dt: float) -> None:
        self.hosted.update(dt)
        if self.playing and not self.table.animating:
            self._wait -= dt
            if self._wait <= 0:
                self._wait = PLAY_EVERY
                self.seek(self.replay.at + 1)
        super().update(dt)

    def resize(self, size: tuple[int, int]) -> None:
        theme = self.theme
        pad = theme.px(8)
        h = theme.control_height("small")
        self.compact, rows = self._arrange(theme, size[0])
        strip = self.marks.height(theme) if self.marks is not None else 0
        self.band = pygame.Rect(0, 0, size[0], rows * (h + pad) + pad + strip)
        self.area = pygame.Rect(0, self.band.bottom, size[0], size[1] - self.band.bottom)
        self.hosted.theme_override = Theme.for_window(self.area.size, theme.text_scale, theme.palette.name)
        self.hosted.resize(self.area.size)
        if self.marks is not None:
            self.marks.layout(pygame.Rect(pad, rows * (h + pad), size[0] - 2 * pad, strip))
        self._sync()
        super().resize(size)

    def _arrange(self, theme: Theme, width: int) -> tuple[bool, int]:
        """Lay the controls out in as few rows as keep the timeline's track at least a third of the
        window: one row (the steps, the timeline, then Take over, the view and Close at the right);
        else the timeline on a row of its own under the rest; else the step buttons by their signs
        (STEP_SIGNS) rather than their words; else the right-hand controls on a row of their own.
        Returns (whether the steps show signs, how many rows)."""
        pad = theme.px(8)
        h = theme.control_height("small")
        right = self._right_widths(theme)
        room = width - 2 * pad
        timeline_w = self.timeline.width_for(width // 3, theme)
        for compact, split in ((False, 1), (False, 2), (True, 2), (True, 3)):
            steps = self._step_widths(theme, compact)
            row_one = _span(steps, pad) + (pad + _span(right, pad) if split < 3 and right else 0)
            if split == 1:
                row_one += pad + timeline_w
            if row_one <= room or split == 3:
                break
        _place_row(list(zip(self.steps, steps)), pad, pad, h, theme)
        _place_row(list(zip(self._right_controls(), right)), width - pad - _span(right, pad),
                   pad if split < 3 else h + 2 * pad, h, theme)
        line = split - 1
        left = pad + _span(steps, pad) + pad if split == 1 else pad
        end = (width - 2 * pad - _span(right, pad)) if split == 1 else width - pad
        self.timeline.layout((left, pad + line * (h + pad), end - left, h), theme)
        return compact, split

    def _step_widths(self, theme: Theme, compact: bool) -> list[int]:
        """The step buttons' widths: each its word's (the play button's wide enough for Pause too),
        or all one sign's width."""
        font = theme.font("small", True)
        if compact:
            return [max(font.size(sign)[0] for sign in (*STEP_SIGNS, PAUSE_SIGN)) + theme.px(28)] * len(self.steps)
        return [max(font.size(word)[0] for word in words) + theme.px(28) for words in self._words()]

    def _right_controls(self) -> list[Widget]:
        """Take over, the view choice and Close, those shown, left to right."""
        return [w for w in (self.take_over, self.viewer, self.close) if w.visible]

    def _right_widths(self, theme: Theme) -> list[int]:
        font = theme.font("small", True)
        widths = {id(self.take_over): self.take_over.min_width(theme, 28),
                  id(self.viewer): max(font.size(option)[0] for option in self.viewer.options)
                  + 2 * theme.control_height("small") + theme.px(12),     # its arrows are as wide as it is tall
                  id(self.close): font.size(_("Close") + "  Esc")[0] + theme.px(28)}
        return [widths[id(w)] for w in self._right_controls()]

    def _words(self) -> list[tuple[str, ...]]:
        """The step buttons' words in order (the play button's both)."""
        return [(_("Last turn"),), (_("Back"),), (pgettext("replay", "Play"), _("Pause")), (_("Step"),),
                (_("Next turn"),)]

    def draw(self, surface: pygame.Surface) -> None:
        p = self.theme.palette
        surface.fill(p.background_top, self.band)
        self.hosted.draw(surface.subsurface(self.area))
        draw_box(surface, self.band, p.panel, p.border, self.theme)
        super().draw(surface)
        if self.marks is not None:
            self.marks.draw_ticks(surface, self.timeline, self.theme)
            self.marks.draw_strip(surface, self.theme)


def _span(widths: list[int], gap: int) -> int:
    """How wide controls of these widths are side by side, `gap` apart."""
    return sum(widths) + gap * max(0, len(widths) - 1)


def _place_row(controls: list[tuple[Widget, int]], x: int, y: int, height: int, theme: Theme) -> None:
    """Lay (control, width) pairs out left to right from (x, y), the bar's gap apart."""
    for widget, width in controls:
        widget.layout((x, y, width, height), theme)
        x += width + theme.px(8)


def _view_of(names: list[str], view: int) -> str:
    """A view as the viewer choice names it: "All cards face up", or a seat's ("Your view" for the
    seat called You)."""
    if view == FACE_UP:
        return _("All cards face up")
    name = names[view]
    return _("Your view") if name == YOU else _("{name}'s view").format(name=name)

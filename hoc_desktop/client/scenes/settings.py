"""The settings screen: one row per setting, each a selector, applied and reported at once.

Every change calls `on_change(new_settings)` straight away; the caller saves the settings and
applies them (`hoc_desktop.client.settings.apply_to_app` does the window size, fullscreen, text
scale and palette), and may return one line (a save that failed) for the screen to show. When the
text scale or window size changes, the App lays every scene out again and this one follows; with
large text on a small window it drops its heading, then tightens its rows (twice).

F11 is handled by the App anywhere; while this screen is open, a fullscreen change made that way is
shown in its row and reported through `on_change` like any other. Sound is one row, a slider (mouse,
or Left/Right, Home/End) whose left end, Off, is the mute setting and whose other stops are the
volume; each change plays a sound at the new level, so the player hears what they chose. (One row,
not two: with text at 200% a tenth row would not fit a 1280x720 window; the Language row is the
ninth.) *Back* (Esc) calls `on_back`.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from hoc_desktop.client.art.emblems import backdrop
from hoc_desktop.i18n import LANGUAGES, N_, _
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.settings import TEXT_SCALE_STEPS, Settings, clamp_text_scale, clamp_window
from hoc_desktop.client.kit.speeds import SPEED_NAMES, speed_label
from hoc_desktop.client.ui.theme import PALETTES
from hoc_desktop.client.ui.widgets import Button, Choice, Label, Panel
from hoc_desktop.client.ui.widgets.slider import Slider

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

OnChange = Callable[[Settings], "str | None"]
Clicked = tuple[str, tuple[int, int], pygame.Rect, float]     # (row, where, its selector's rect then, when)

# common window sizes (16:9 and 16:10) within the App's range
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1280, 800), (1366, 768), (1440, 900), (1600, 900),
                                            (1680, 1050), (1920, 1080), (1920, 1200), (2560, 1440))
PALETTE_NAMES = {"standard": N_("Standard"), "colorblind": N_("Colour-blind safe")}
OFF_ON = (N_("Off"), N_("On"))
FOLLOW_SECONDS = 1.0   # a re-layout this soon after a click on a row keeps that row under the pointer
STEP_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_a, pygame.K_d)     # what steps a row's selector
NOTE = N_("Changes apply at once and are saved. F11 toggles fullscreen anywhere.")
VOLUME_STEPS = tuple(range(10, 101, 10))
PREVIEW_CUE = "buy"              # played after a volume or mute change: a short, clear ching

# (setting, label, hint shown while the row is pointed at or focused), in English: translated when shown
ROWS: tuple[tuple[str, str, str], ...] = (
    ("window_size", N_("Window size"), N_("The window's size when not fullscreen; you can also drag its edges.")),
    ("fullscreen", N_("Fullscreen"), N_("Fill the whole screen (F11 also switches, anywhere in the game).")),
    ("speed", N_("Animation speed"), N_("How fast cards move and opponents' turns play out.")),
    ("text_scale", N_("Text size"), N_("Larger text; the whole layout grows with it.")),
    ("palette", N_("Colours"),
     N_("Colour-blind safe colours tell players and good/bad apart for every colour vision.")),
    ("auto_play_trivial", N_("Auto-play trivial steps"),
     N_("Play every Territory card in your hand, and end the Main Phase when nothing else is possible.")),
    ("confirm_unspent_coins", N_("Confirm unspent coins"),
     N_("Ask before ending a turn while coins are left unspent.")),
    ("volume", N_("Sound"), N_("How loud the sounds are; Off, at the left end, mutes them (so does M at the table).")),
    ("language", N_("Language"), N_("The language of every screen; applies at once.")),
)
ROW_OF = {"muted": "volume"}      # settings shown in another setting's row: the Sound slider's Off is mute


def window_sizes(current: tuple[int, int]) -> list[tuple[int, int]]:
    """The common sizes within range, and the current one, smallest first."""
    sizes = {s for s in WINDOW_SIZES if clamp_window(s) == s}
    sizes.add(clamp_window(current))
    return sorted(sizes, key=lambda s: (s[0] * s[1], s))


def text_scales(current: float) -> list[float]:
    """100% to 200% in steps of 25%, and the current scale if it lies between steps."""
    scales = set(TEXT_SCALE_STEPS)
    if all(abs(s - current) > 1e-9 for s in scales):
        scales.add(clamp_text_scale(current))
    return sorted(scales)


def volumes(current: int) -> list[int]:
    """10% to 100% in steps of 10%, and the current volume if it lies between steps (not 0%: that
    sounds like Off, and the Sound row shows it as Off)."""
    return sorted(set(VOLUME_STEPS) | ({current} if current > 0 else set()))


def same_spot(old: pygame.Rect, pos: tuple[int, int], new: pygame.Rect) -> tuple[int, int]:
    """The point of `new` that matches `pos` in `old`: as far from the nearer side (an arrow stays
    an arrow when the selector's width changes) and from the top."""
    x = new.right - (old.right - pos[0]) if pos[0] >= old.centerx else new.x + (pos[0] - old.x)
    y = new.y + min(pos[1] - old.y, new.height - 1)
    return min(max(x, new.x), new.right - 1), y


def size_name(size: tuple[int, int]) -> str:
    return f"{size[0]} × {size[1]}"


def scale_name(scale: float) -> str:
    return f"{round(scale * 100)}%"


class SettingsScene(Scene):
    """Rows of label and selector for every setting, a note line, and Back (Esc)."""

    def __init__(self, app: "App", settings: Settings, on_change: OnChange, on_back: Callable[[], object],
                 message: str | None = None) -> None:
        super().__init__(app)
        self.settings = settings
        self.on_change = on_change
        self.message = message
        self._seen_fullscreen = app.fullscreen
        self.values: dict[str, list[Any]] = {
            "language": list(LANGUAGES),
            "window_size": window_sizes(settings.window_size),
            "fullscreen": [False, True],
            "speed": list(SPEED_NAMES),
            "text_scale": text_scales(settings.text_scale),
            "palette": list(PALETTES),
            "auto_play_trivial": [False, True],
            "confirm_unspent_coins": [False, True],
            "volume": [None, *volumes(settings.volume)],     # None: Off (muted)
        }
        off_on = [_(word) for word in OFF_ON]
        names: dict[str, Sequence[str]] = {
            "language": list(LANGUAGES.values()),
            "window_size": [size_name(s) for s in self.values["window_size"]],
            "fullscreen": off_on,
            "speed": [speed_label(s) for s in SPEED_NAMES],
            "text_scale": [scale_name(s) for s in self.values["text_scale"]],
            "palette": [_(PALETTE_NAMES[p]) if p in PALETTE_NAMES else p.title() for p in PALETTES],
            "auto_play_trivial": off_on,
            "confirm_unspent_coins": off_on,
            "volume": [off_on[0], *(f"{v}%" for v in self.values["volume"][1:])],
        }
        self.labels: dict[str, Label] = {}
        self.choices: dict[str, Choice] = {}
        for key, text, _hint in ROWS:
            self.labels[key] = Label(_(text), "body")
            kind = Slider if key == "volume" else Choice
            self.choices[key] = kind(names[key], self._index(key), on_change=self._setter(key))
        self.hints = {key: _(hint) for key, _label, hint in ROWS}
        self.panel = Panel("", [w for key, *_row in ROWS for w in (self.labels[key], self.choices[key])])
        self.heading = Label(_("Settings"), "title", bold=True, align="center")
        self.note = Label(_(NOTE), "small", wrap=True, clip=True)
        self.back = Button(_("Back"), on_back, hotkey=pygame.K_ESCAPE, hotkey_label="Esc")
        self.widgets = [self.heading, self.panel, self.note, self.back]
        self.density = 0                       # 0: heading; 1: without it; 2: tight rows too; 3: tightest
        self._pointed: str | None = None       # the row under the mouse
        self._note_box = pygame.Rect(0, 0, 0, 0)
        self._sticky = bool(message)           # the message shows ahead of the hints
        self._clicked: Clicked | None = None
        self._laid_size = (0, 0)                 # the window size of the last layout
        self.follow_to: tuple[int, int] | None = None      # where the pointer was last moved to follow

    # ---- values
    def _index(self, key: str) -> int:
        value = self.settings.spoken if key == "language" else getattr(self.settings, key)
        options = self.values[key]
        if key == "volume" and self.settings.muted:
            return 0
        if key == "text_scale":
            return min(range(len(options)), key=lambda i: abs(options[i] - value))
        return options.index(value) if value in options else 0

    def _setter(self, key: str) -> Callable[[int], None]:
        def changed(index: int) -> None:
            self.change(**self._option(key, index))
        return changed

    def _option(self, key: str, index: int) -> dict[str, Any]:
        """The settings that option `index` of row `key` stands for: the Sound row's Off mutes, its
        levels set the volume and unmute."""
        value = self.values[key][index]
        if key == "volume":
            return {"muted": True} if value is None else {"volume": value, "muted": False}
        return {key: value}

    def change(self, **values: Any) -> None:
        """Take new values (also used by the rows), show them and report them through `on_change`."""
        self.settings = replace(self.settings, **values)
        for key in {ROW_OF.get(name, name) for name in values}:
            choice = self.choices[key]
            index = self._index(key)
            if choice.index != index:
                choice.index = index
                choice.dirty = True
        problem = self.on_change(self.settings)
        if "volume" in values or "muted" in values:
            self.app.sounds.play(PREVIEW_CUE)
        if isinstance(problem, str) and problem:
            self.set_message(problem)
        self._refresh_note()

    def set_message(self, message: str | None) -> None:
        """Show `message` (a file that could not be read or written) in the note line, ahead of the
        rows' hints until the pointer moves to another row or a key is pressed."""
        changed = message != self.message
        self.message = message
        self._sticky = bool(message)
        if changed and self.app.top is self:
            self.resize(self.app.size)             # the note line may need more room
        self._refresh_note()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.fullscreen != self._seen_fullscreen:          # F11, handled by the App
            self._seen_fullscreen = self.app.fullscreen
            if self.settings.fullscreen != self.app.fullscreen:
                self.change(fullscreen=self.app.fullscreen)

    # ---- input
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self._sticky = False
        if event.type == pygame.MOUSEMOTION:
            row = self._row_at(event.pos)
            if row != self._pointed:
                self._pointed, self._sticky = row, False
        if (event.type == pygame.KEYDOWN and event.key in STEP_KEYS and self.focused_widget() is None
                and self._pointed is not None):
            self.set_focus(self.choices[self._pointed])         # Left/Right step the row pointed at
        clicked_row = None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            clicked_row = next((key for key, c in self.choices.items() if c.rect.collidepoint(event.pos)), None)
            self._clicked = (None if clicked_row is None else
                             (clicked_row, event.pos, self.choices[clicked_row].rect.copy(), time.monotonic()))
        consumed = super().handle(event)
        if clicked_row is not None:          # Left/Right then go on stepping the row just clicked
            self.set_focus(self.choices[clicked_row])
        if event.type in (pygame.MOUSEMOTION, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self._refresh_note()
        return consumed

    def _recent_click(self) -> Clicked | None:
        """The click on a row that led to this re-layout (a value that resizes the text, the window
        or the screen), if it was just now; taken, so that only one re-layout follows it."""
        clicked, self._clicked = self._clicked, None
        if clicked is None or time.monotonic() - clicked[3] > FOLLOW_SECONDS:
            return None
        return clicked

    def _hold_still(self, size: tuple[int, int], density: int, note_role: str, clicked: Clicked) -> None:
        """Shift the new layout so the clicked arrow is where it was, in the window it was in: a
        player (or a script) clicking again at the same spot steps the same row again, even where
        the pointer cannot be moved (Wayland). The block stays inside the window."""
        key, pos, old, _when = clicked
        spot = same_spot(old, pos, self.choices[key].rect)
        block = self.panel.rect.unionall([self.back.rect, self._note_box,
                                          *([self.heading.drawn_rect()] if self.heading.visible else [])])
        bounds = pygame.Rect((0, 0), size)        # the margins may go: at 200% the block fills the height

        def clamp(want: int, low: int, high: int) -> int:
            return min(max(want, low), high) if low <= high else 0

        dx = clamp(pos[0] - spot[0], bounds.left - block.left, bounds.right - block.right)
        dy = clamp(pos[1] - spot[1], bounds.top - block.top, bounds.bottom - block.bottom)
        if dx or dy:
            self._layout(size, density, note_role, (dx, dy))

    def _keep_under_pointer(self, clicked: Clicked | None) -> None:
        """Where the clicked arrow could not stay put (the window changed size), move the pointer to
        it, so a second click steps again."""
        if clicked is None:
            return
        key, pos, old, _when = clicked
        self.follow_to = same_spot(old, pos, self.choices[key].rect)
        if self.follow_to != pos:
            pygame.mouse.set_pos(self.follow_to)

    def _row_at(self, pos: tuple[int, int]) -> str | None:
        for key, label, choice in ((k, self.labels[k], self.choices[k]) for k, *_row in ROWS):
            if label.rect.union(choice.rect).collidepoint(pos):
                return key
        return None

    def _focused_row(self) -> str | None:
        focused = self.focused_widget()
        return next((key for key, choice in self.choices.items() if choice is focused), None)

    def _refresh_note(self) -> None:
        """The note line: a new message, else the pointed-at (else focused) row's hint, else the
        message, else the general note."""
        row = self._pointed or self._focused_row()
        p = self.theme.palette
        if self.message and self._sticky:
            text, color = self.message, p.warn
        elif row is not None:
            text, color = self.hints[row], p.text_dim
        elif self.message:
            text, color = self.message, p.warn
        else:
            text, color = _(NOTE), p.text_dim
        self.note.show(text, color)
        self._fit_note()

    def _fit_note(self) -> None:
        """Small text, or tiny when it would not fit its box in small; centred on the box's height
        (cut at the box's bottom if even tiny text does not fit)."""
        box = self._note_box
        if box.width <= 0:
            return
        height = box.height
        for role in ("small", "tiny"):
            self.note.role = role
            height = self.theme.text(self.note.text, role, wraplength=box.width).get_height()
            if height <= box.height:
                break
        height = min(height, box.height)
        self.note.rect = pygame.Rect(box.x, box.y + (box.height - height) // 2, box.width, height)
        self.note.dirty = True

    # ---- layout
    def resize(self, size: tuple[int, int]) -> None:
        """Lay out with the page heading; drop it, then tighten the rows, while the rows and the
        note do not fit the window (large text on a small window). If nothing fits, the note line
        takes the space left, in tiny text."""
        clicked = self._recent_click()
        for density, note_role in ((0, "small"), (1, "small"), (2, "small"), (3, "small"), (3, "tiny")):
            if self._layout(size, density, note_role):
                break
        if clicked is not None and size == self._laid_size:
            self._hold_still(size, density, note_role, clicked)
        self._laid_size = size
        self.density = density
        self._refresh_note()
        super().resize(size)
        self._keep_under_pointer(clicked)

    def _note_texts(self) -> list[str]:
        return [_(NOTE), *self.hints.values(), *([self.message] if self.message else [])]

    def _layout(self, size: tuple[int, int], density: int, note_role: str, shift: tuple[int, int] = (0, 0)) -> bool:
        """Place every widget (moved by `shift` from the centre); False when the block (heading,
        rows, Back and the note line in `note_role`) is taller than the window allows."""
        theme = self.theme
        w, h = size
        margin, gap, pad = theme.margin, theme.gap, theme.pad
        row_h = (theme.control_height("body") if density < 2 else
                 theme.line_height("body") + 2 * theme.px(4) if density == 2 else theme.line_height("body"))
        row_gap = theme.px(6) if density < 2 else theme.px(4) if density == 2 else theme.px(2)
        self.heading.visible = density == 0
        # widths: the longest label, then a selector wide enough for its longest option
        label_w = max(theme.font("body").size(label.text)[0] for label in self.labels.values()) + theme.px(32)
        widest = max(theme.font("body", True).size(o)[0] for c in self.choices.values() for o in c.options)
        choice_w = max(theme.px(340), widest + 2 * row_h + theme.px(24))
        block_w = min(w - 2 * margin, max(theme.px(900), label_w + choice_w + 2 * pad))
        x0 = (w - block_w) // 2 + shift[0]
        choice_w = min(choice_w, block_w - 2 * pad - label_w)
        # heights: heading, panel, bottom row (Back and the note beside it, as tall as the note needs)
        button_h = theme.control_height("large")
        button_w = max(theme.px(200), self.back.min_width(theme, padding=24))
        note_x = x0 + button_w + theme.px(24)
        note_w = x0 + block_w - note_x
        note_h = max(theme.text(t, note_role, wraplength=note_w).get_height() for t in self._note_texts())
        bottom_h = max(button_h, note_h)
        panel_h = 2 * pad + len(ROWS) * row_h + (len(ROWS) - 1) * row_gap
        heading_h = theme.line_height("title") + theme.px(18) if density == 0 else 0
        block_h = heading_h + panel_h + theme.px(22) + bottom_h
        top = max(margin, (h - block_h) // 2) + shift[1]
        self.heading.layout((0, top, w, theme.line_height("title")), theme)
        self.heading.color = theme.palette.accent
        self.panel.layout((x0, top + heading_h, block_w, panel_h), theme)
        inner = self.panel.content_rect
        y = inner.y
        for key, *_row in ROWS:
            self.labels[key].layout((inner.x, y, inner.width - choice_w - gap, row_h), theme)
            self.choices[key].layout((inner.right - choice_w, y, choice_w, row_h), theme)
            y += row_h + row_gap
        bottom = self.panel.rect.bottom + theme.px(22)
        room = max(bottom_h, min(note_h, h - margin // 2 - bottom))     # what is left when nothing fits
        self.back.layout((x0, bottom + (min(room, bottom_h) - button_h) // 2, button_w, button_h), theme)
        self._note_box = pygame.Rect(note_x, bottom, note_w, room)
        self.note.layout(self._note_box, theme)
        return top + block_h <= h - margin and label_w + choice_w + 2 * pad <= block_w

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.theme), (0, 0))
        super().draw(surface)

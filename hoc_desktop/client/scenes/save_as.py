"""*Save as*: a modal box asking for the save's name.

The name is typed (TEXTINPUT events, so an input method works; Backspace deletes, Ctrl+Backspace
or Delete clears) and becomes the file `folder / "<name>.json"`. A name is letters (any script),
digits, spaces, "-" and "_", at most 40 characters, not empty, and neither "autosave" (the game
*Continue* resumes) nor a name Windows reserves ("CON", "NUL"...); anything else is refused with one
line saying why. The suggested name ("Game 3") starts selected, so typing replaces it.

Enter saves: when the file exists the player is asked whether to replace it; then `save(path)`
writes the game and returns None, or one line (the file is not a save, the disk is full) shown in
the box, which stays open. On success the box closes and then `on_done(path)` runs (it must not pop
the box itself). Esc closes the box without saving. The box takes all input while open, except the
window's close button.
"""

from __future__ import annotations

import os
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import pygame

from hoc_desktop.client.ui.drawing import draw_box, draw_focus_ring, draw_modal_box
from hoc_desktop.client.save_slots import AUTOSAVE
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.client.ui.widgets import Button
from hoc_desktop.errors import HocError
from hoc_desktop.i18n import N_, _

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

Save = Callable[[Path], "str | None"]

MAX_NAME = 40
HINT = N_("Letters, digits, spaces, - and _ (up to {n} characters). Enter saves, Esc cancels.")
RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)), *(f"lpt{i}" for i in range(1, 10))}
EXTRA_CHARACTERS = " -_"


def hint() -> str:
    """The line under the field while nothing is wrong."""
    return _(HINT).format(n=MAX_NAME)


def name_problem(text: str) -> str | None:
    """Why `text` cannot name a save (one line), or None when it can (after `clean_name`)."""
    name = clean_name(text)
    if not name:
        return _("Type a name for the save.")
    bad = sorted({ch for ch in name if not (ch.isalnum() or ch in EXTRA_CHARACTERS)})
    if bad:
        shown = " ".join(repr(ch)[1:-1] if ch.isprintable() else f"U+{ord(ch):04X}" for ch in bad)
        return _("A name cannot contain {characters}: use letters, digits, spaces, - and _.").format(characters=shown)
    if len(name) > MAX_NAME:
        return _("A name has at most {n} characters.").format(n=MAX_NAME)
    if name.casefold() == Path(AUTOSAVE).stem:
        return _("“autosave” is kept for the game in progress: choose another name.")
    if name.casefold() in RESERVED:
        return _("“{name}” is a reserved file name: choose another name.").format(name=name)
    return None


def clean_name(text: str) -> str:
    """The name as it is saved: composed characters (NFC), no spaces at either end."""
    return unicodedata.normalize("NFC", text).strip()


def save_path(folder: Path, text: str) -> Path:
    """The file a valid name saves to. Raises ValueError (the one-line problem) for a bad name."""
    problem = name_problem(text)
    if problem is not None:
        raise ValueError(problem)
    return Path(folder) / f"{clean_name(text)}.json"


def suggested_name(folder: Path) -> str:
    """"Game 1", "Game 2"...: the first that names no file in `folder` yet."""
    number = 1
    while (Path(folder) / f"Game {number}.json").exists():
        number += 1
    return f"Game {number}"


class SaveAsScene(Scene):
    """A box with a name field, a message line, *Cancel* (Esc) and *Save* (Enter)."""

    opaque = False

    def __init__(self, app: "App", folder: Path, save: Save, on_done: Callable[[Path], None],
                 name: str | None = None) -> None:
        super().__init__(app)
        self.folder = Path(folder)
        self.save = save
        self.on_done = on_done
        self.text = suggested_name(self.folder) if name is None else name
        self.selected_all = bool(self.text)         # typing replaces a suggested name
        self.composing = ""                         # an input method's text not yet committed
        self.message: str | None = None             # why the name or the save was refused
        self.cancel = Button(_("Cancel"), self.close, hotkey_label="Esc", role="body")
        self.ok = Button(_("Save"), self.submit, hotkey_label="Enter", style="primary", role="body")
        self.widgets = [self.cancel, self.ok]
        self.box = pygame.Rect(0, 0, 0, 0)
        self.field = pygame.Rect(0, 0, 0, 0)
        self._message_box = pygame.Rect(0, 0, 0, 0)

    # ---- editing
    def type_text(self, text: str) -> None:
        """Add typed text (what a TEXTINPUT event does); a name never grows past MAX_NAME."""
        text = "".join(ch for ch in text if ch.isprintable())
        if not text:
            return
        base = "" if self.selected_all else self.text
        room = MAX_NAME - len(base)
        self.text = base + text[:max(0, room)]
        self.selected_all = False
        too_long = _("A name has at most {n} characters.").format(n=MAX_NAME)
        self.message = too_long if len(text) > room else self._live_problem()
        self._relayout()

    def backspace(self, everything: bool = False) -> None:
        self.text = "" if everything or self.selected_all else self.text[:-1]
        self.selected_all = False
        self.message = self._live_problem()
        self._relayout()

    def _live_problem(self) -> str | None:
        """A bad character or a refused name shows while typing; an empty field only on Enter."""
        return name_problem(self.text) if clean_name(self.text) else None

    # ---- actions
    def submit(self) -> None:
        """Save under the typed name, asking first when a file of that name exists."""
        problem = name_problem(self.text)
        if problem is not None:
            self._show(problem)
            return
        path = save_path(self.folder, self.text)
        if path.exists() or path.is_symlink():
            self.app.push(ConfirmScene(self.app, _("Replace “{name}”?").format(name=path.stem), _("Replace"), _("Keep"),
                                       lambda: self._write(path),
                                       detail=_("A save of that name exists; it is replaced by this game.")))
            return
        self._write(path)

    def _write(self, path: Path) -> None:
        try:
            problem = self.save(path)
        except (HocError, OSError) as exc:          # `save` should return these; never lose the box to one
            problem = str(exc) or type(exc).__name__
        if isinstance(problem, str) and problem:
            problem = " ".join(problem.split())
            folder = str(path.parent) + os.sep
            self._show(problem[len(folder):] if problem.startswith(folder) else problem)
            return
        self.close()
        self.on_done(path)

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def _show(self, message: str) -> None:
        self.message = message
        self.selected_all = False
        self._relayout()

    def _relayout(self) -> None:
        """Lay the box out again when its message changes (a long one makes it taller)."""
        self.dirty = True
        if self in self.app.scenes:
            self.resize(self.app.size)

    # ---- input
    def on_enter(self) -> None:
        try:
            pygame.key.start_text_input()
            pygame.key.set_text_input_rect(self.field)
        except pygame.error:
            pass

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            self.composing = ""
            self.type_text(event.text)
            return True
        if event.type == pygame.TEXTEDITING:
            self.composing = event.text
            self.dirty = True
            return True
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                focused = self.focused_widget()
                (focused.activate if focused is not None else self.submit)()
                return True
            if key == pygame.K_ESCAPE:
                self.close()
                return True
            if key == pygame.K_BACKSPACE:
                self.backspace(everything=bool(event.mod & pygame.KMOD_CTRL))
                return True
            if key == pygame.K_DELETE:
                self.backspace(everything=True)
                return True
            if key == pygame.K_SPACE:
                return True                         # a space is text here (TEXTINPUT)
        super().handle(event)
        return True                                 # modal: nothing reaches the scene underneath

    # ---- layout
    def resize(self, size: tuple[int, int]) -> None:
        theme = self.theme
        w, h = size
        width = min(w - 2 * theme.margin, theme.px(640 * (1 + (theme.text_scale - 1) / 2)))
        inner = width - 2 * theme.pad
        head_h = theme.line_height("large")
        field_h = theme.control_height("large")
        message_h = max(2 * theme.line_height("small"),
                        *(theme.text(t, "small", wraplength=inner).get_height()
                          for t in (hint(), name_problem("/") or "")))
        if self.message:                            # a long failure: the box grows, in tiny text if need be
            needed = theme.text(self.message, "small", wraplength=inner).get_height()
            if needed > message_h:
                needed = max(message_h, theme.text(self.message, "tiny", wraplength=inner).get_height())
            message_h = needed
        button_h = theme.control_height("body")
        height = head_h + field_h + message_h + button_h + 2 * theme.pad + 3 * theme.px(12)
        self.box = pygame.Rect(0, 0, width, min(height, h - theme.margin))
        self.box.center = (w // 2, h // 2)
        x = self.box.x + theme.pad
        y = self.box.y + theme.pad + head_h + theme.px(12)
        self.field = pygame.Rect(x, y, inner, field_h)
        y = self.field.bottom + theme.px(12)
        self._message_box = pygame.Rect(x, y, inner, message_h)
        bw = (inner - theme.gap) // 2
        by = self.box.bottom - theme.pad - button_h
        self.cancel.layout((x, by, bw, button_h), theme)
        self.ok.layout((self.box.right - theme.pad - bw, by, bw, button_h), theme)
        try:
            pygame.key.set_text_input_rect(self.field)
        except pygame.error:
            pass
        super().resize(size)

    # ---- drawing
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        draw_modal_box(surface, self.box, theme)
        head = theme.text(_("Save the game as"), "large", p.accent, bold=True)
        surface.blit(head, (self.box.x + theme.pad, self.box.y + theme.pad))
        self._draw_field(surface)
        message, color = (self.message, p.warn) if self.message else (hint(), p.text_dim)
        box = self._message_box
        image = theme.text(message, "small", color, wraplength=box.width)
        if image.get_height() > box.height:                 # a long path in an error: smaller, then cut
            image = theme.text(message, "tiny", color, wraplength=box.width)
        clip = surface.get_clip()
        surface.set_clip(box.clip(clip))
        surface.blit(image, box.topleft)
        surface.set_clip(clip)
        super().draw(surface)

    def _draw_field(self, surface: pygame.Surface) -> None:
        """The name in its box, its end in view, a selection highlight or a caret after it."""
        theme = self.theme
        p = theme.palette
        field = self.field
        draw_box(surface, field, p.background_top, p.warn if self.message else p.grid, theme)
        inner = field.inflate(-2 * theme.px(12), 0)
        font = theme.font("large")
        text_w = font.size(self.text)[0]
        compose_w = font.size(self.composing)[0] if self.composing else 0
        caret_w = max(2, theme.border)
        # keep the end of the text (where typing happens) in view
        x = inner.x - max(0, text_w + compose_w + caret_w + theme.px(2) - inner.width)
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip))
        line_h = theme.line_height("large")
        top = field.centery - line_h // 2
        if self.selected_all and self.text:
            pygame.draw.rect(surface, p.button_hover, (x - theme.px(2), top, text_w + theme.px(4), line_h),
                             border_radius=theme.px(4))
        if self.text:
            surface.blit(theme.text(self.text, "large", p.text), (x, top))
        if self.composing:
            surface.blit(theme.text(self.composing, "large", p.accent), (x + text_w, top))
            y = top + line_h - theme.px(4)
            pygame.draw.line(surface, p.accent, (x + text_w, y), (x + text_w + compose_w, y),
                             max(1, theme.border // 2))
        if not self.selected_all:
            caret_x = x + text_w + compose_w + theme.px(1)
            pygame.draw.rect(surface, p.accent, (caret_x, top + theme.px(4), caret_w, line_h - theme.px(8)))
        surface.set_clip(clip)
        if self.focused_widget() is None:
            draw_focus_ring(surface, field, theme)

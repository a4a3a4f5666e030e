"""TextField: one line of editable text (a name, a seed, a setup code).

A click focuses it (the scene's focus: Tab reaches it too). While focused it takes pygame TEXTINPUT
events (so an input method can enter any script), Backspace (Ctrl+Backspace and Delete clear it),
Ctrl+A (select everything: the next typing replaces it), Ctrl+C / Ctrl+X / Ctrl+V through the
system clipboard when pygame can reach it, Enter (`on_submit(text)`) and Esc (`on_cancel()`, and
the field gives up its focus). Every other key is swallowed while it is focused, so typing an "r"
never fires a button's R hotkey; the scene must pass key events to the focused field first
(`wants_key`). The caret stays at the end; a long text scrolls so its end stays in view.

`allowed(ch)` filters typed and pasted characters (digits only for a seed); `max_len` caps the
length. `placeholder` shows, dimmed, while the text is empty. `set_text` changes the text without
calling `on_change`.
"""

from __future__ import annotations

from typing import Callable

import pygame

from hoc_desktop.client.ui.drawing import draw_box, draw_focus_ring
from hoc_desktop.client.ui.widgets.base import Widget


def clipboard_text() -> str:
    """The clipboard's text, or "" when there is none or pygame cannot reach the clipboard."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError):
        return ""
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    return text if isinstance(text, str) else ""


def copy_to_clipboard(text: str) -> bool:
    """Put `text` on the system clipboard; False when pygame cannot reach it."""
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError, NotImplementedError):
        return False
    return True


class TextField(Widget):
    """One line of text the player edits (see the module docstring)."""

    focusable = True

    def __init__(self, text: str = "", placeholder: str = "", max_len: int = 40,
                 allowed: Callable[[str], bool] | None = None, on_change: Callable[[str], None] | None = None,
                 on_submit: Callable[[str], None] | None = None, on_cancel: Callable[[], None] | None = None,
                 role: str = "body", select_on_focus: bool = False) -> None:
        super().__init__()
        self.max_len = max_len
        self.allowed = allowed or str.isprintable
        self.text = self._clean(text)
        self.placeholder = placeholder
        self.on_change = on_change
        self.on_submit = on_submit
        self.on_cancel = on_cancel
        self.role = role
        self.select_on_focus = select_on_focus
        self.selected = False          # everything selected: typing replaces it
        self.composing = ""            # input-method text not yet committed
        self.hovered = False

    # ---- text
    def _clean(self, text: str) -> str:
        return "".join(ch for ch in text if self.allowed(ch))[:self.max_len]

    def set_text(self, text: str) -> None:
        """Show `text` (filtered and capped) without reporting a change."""
        text = self._clean(text)
        if text != self.text:
            self.text = text
            self.dirty = True

    def set_placeholder(self, text: str) -> None:
        if text != self.placeholder:
            self.placeholder = text
            self.dirty = True

    def _edit(self, text: str) -> None:
        text = self._clean(text)
        self.selected = False
        self.dirty = True
        if text != self.text:
            self.text = text
            if self.on_change is not None:
                self.on_change(text)

    def type_text(self, text: str) -> None:
        """Add typed or pasted text at the caret (replacing everything while it is selected)."""
        self._edit(text if self.selected else self.text + text)

    def focus(self) -> None:
        """Take the keyboard focus (the scene clears the others' on a click)."""
        if not self.focused:
            self.focused = True
            self.selected = self.select_on_focus and bool(self.text)
            self.dirty = True

    def blur(self) -> None:
        if self.focused:
            self.focused = False
            self.selected = False
            self.composing = ""
            self.dirty = True

    def activate(self) -> None:
        """Enter while focused."""
        if self.on_submit is not None:
            self.on_submit(self.text)

    def wants_key(self, event: pygame.event.Event) -> bool:
        """True for the events a focused field takes before the scene's hotkeys."""
        if not (self.focused and self.visible and self.enabled):
            return False
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            return True
        return event.type == pygame.KEYDOWN and event.key != pygame.K_TAB

    # ---- input
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            hovered = self.rect.collidepoint(event.pos)
            if hovered != self.hovered:
                self.hovered = hovered
                self.dirty = True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled:
                self.focus()
            return True
        if not self.wants_key(event):
            return False
        if event.type == pygame.TEXTINPUT:
            self.composing = ""
            self.type_text(event.text)
        elif event.type == pygame.TEXTEDITING:
            self.composing = event.text
            self.dirty = True
        else:
            self._key(event)
        return True

    def _key(self, event: pygame.event.Event) -> None:
        key, ctrl = event.key, bool(getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if key == pygame.K_BACKSPACE:
            self._edit("" if ctrl or self.selected else self.text[:-1])
        elif key == pygame.K_DELETE:
            self._edit("")
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.activate()
        elif key == pygame.K_ESCAPE:
            self.blur()
            if self.on_cancel is not None:
                self.on_cancel()
        elif ctrl and key == pygame.K_a:
            self.selected = bool(self.text)
            self.dirty = True
        elif ctrl and key in (pygame.K_c, pygame.K_x):
            copy_to_clipboard(self.text)
            if key == pygame.K_x:
                self._edit("")
        elif ctrl and key == pygame.K_v:
            pasted = clipboard_text()
            if pasted:
                self.type_text(" ".join(pasted.split()))

    # ---- drawing
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        border = p.accent if self.focused else p.border if self.hovered else p.grid
        draw_box(surface, self.rect, p.panel_raised if self.enabled else p.button_disabled, border, theme)
        pad = theme.px(10)
        inner = self.rect.inflate(-2 * pad, 0)
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip))
        text_color = p.text if self.enabled else p.text_disabled
        shown = theme.text(self.text, self.role, text_color) if self.text else None
        extra = theme.text(self.composing, self.role, p.text_dim) if self.composing else None
        width = (shown.get_width() if shown else 0) + (extra.get_width() if extra else 0)
        shift = min(0, inner.width - width - theme.px(4)) if self.focused else 0
        x = inner.x + shift
        if shown is None and extra is None and self.placeholder:
            hint = theme.text(self.placeholder, self.role, p.text_dim)
            surface.blit(hint, hint.get_rect(midleft=(x, self.rect.centery)))
        if shown is not None:
            box = shown.get_rect(midleft=(x, self.rect.centery))
            if self.selected and self.focused:
                pygame.draw.rect(surface, p.button_hover, box.inflate(theme.px(4), theme.px(2)))
            surface.blit(shown, box)
            x += shown.get_width()
        if extra is not None:
            surface.blit(extra, extra.get_rect(midleft=(x, self.rect.centery)))
            y = self.rect.centery + extra.get_height() // 2 - theme.px(4)
            pygame.draw.line(surface, p.text_dim, (x, y), (x + extra.get_width(), y), 1)
            x += extra.get_width()
        surface.set_clip(clip)
        if self.focused:
            caret_h = theme.line_height(self.role) * 3 // 4
            caret_x = min(x + theme.px(2), inner.right)
            pygame.draw.line(surface, p.accent, (caret_x, self.rect.centery - caret_h // 2),
                             (caret_x, self.rect.centery + caret_h // 2), max(1, theme.border))
            draw_focus_ring(surface, self.rect, theme)

"""The bundled M PLUS 1 fonts and a cache of rendered text.

Text is always drawn from the font files shipped in `art/fonts/` (never `Font(None)`): a packaged
executable has no system fonts to fall back on, and M PLUS 1 covers both English and Japanese.
Rendering a line costs about 0.08 ms while a cached surface costs a dictionary lookup, so every
label the client draws goes through `text_surface`. A switch of language drops the rendered
surfaces (`i18n.on_language_change`): none of them will be asked for again.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from hoc_desktop import i18n
from hoc_desktop.client.ui.line_break import break_lines, has_wide
from hoc_desktop.paths import art_dir

ColorLike = pygame.Color | tuple[int, int, int] | tuple[int, int, int, int]

_FILES = {False: "Mplus1-Regular.otf", True: "Mplus1-Bold.otf"}
_TEXT_CACHE_SIZE = 2048
_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_quit_hook_registered = False


def font_path(bold: bool = False) -> Path:
    """The bundled font file for the regular or bold weight."""
    return art_dir() / "fonts" / _FILES[bold]


def _forget_fonts() -> None:
    """Drop cached Font objects: pygame invalidates them when the font module quits."""
    _fonts.clear()


def _ensure_font_module() -> None:
    """Initialise pygame.font lazily and forget stale fonts after any `pygame.quit()`."""
    global _quit_hook_registered
    if not pygame.font.get_init():
        _forget_fonts()
        pygame.font.init()
    if not _quit_hook_registered:
        pygame.register_quit(_forget_fonts)
        _quit_hook_registered = True


def font(px: int, bold: bool = False) -> pygame.font.Font:
    """The bundled font at `px` pixels; one Font object per (size, weight) while pygame runs."""
    _ensure_font_module()
    key = (max(1, int(px)), bold)
    cached = _fonts.get(key)
    if cached is None:
        cached = _fonts[key] = pygame.font.Font(font_path(bold), key[0])
    return cached


def text_surface(
    text: str, px: int, color: ColorLike, bold: bool = False, wraplength: int = 0
) -> pygame.Surface:
    """Anti-aliased `text` on a transparent surface, cached (LRU, bounded) in the window's format.

    `wraplength` > 0 wraps the text at that many pixels: English by SDL_ttf, between words; text
    holding Japanese by `line_break` (between any two characters, with kinsoku), since SDL_ttf
    breaks only at spaces and would cut a Japanese sentence anywhere, 。 at a line start included.
    Callers must not draw onto the returned surface: it is shared by every caller asking for the
    same text.
    """
    return _render_text(text, max(1, int(px)), tuple(pygame.Color(color)), bold, int(wraplength))


@lru_cache(maxsize=_TEXT_CACHE_SIZE)
def _render_text(text: str, px: int, color: tuple[int, ...], bold: bool, wraplength: int) -> pygame.Surface:
    """The cached render: `text_surface` normalises its arguments first, so equal requests share a key."""
    face = font(px, bold)
    if wraplength > 0 and has_wide(text):
        return display_format(_render_lines(face, break_lines(text, wraplength, lambda s: face.size(s)[0]), color))
    return display_format(face.render(text, True, color, None, wraplength))


def _render_lines(face: pygame.font.Font, lines: list[str], color: tuple[int, ...]) -> pygame.Surface:
    """`lines` one under another, left-aligned, a line-skip apart (as SDL_ttf lays wrapped text)."""
    images = [face.render(line, True, color) for line in lines]
    skip = face.get_linesize()
    sheet = pygame.Surface((max(1, *(image.get_width() for image in images)),
                            skip * (len(images) - 1) + images[-1].get_height()), pygame.SRCALPHA)
    for row, image in enumerate(images):
        sheet.blit(image, (0, row * skip))
    return sheet


def display_format(surface: pygame.Surface) -> pygame.Surface:
    """`surface` converted to the window's pixel format (fast to blit), or as it is while there is
    no window surface (headless tests, before the App opens).

    pygame-ce learns the format when a window's surface is first fetched (`Window.get_surface()`,
    `display.set_mode()`) and offers no way to ask whether it has, so the conversion is tried:
    `display.get_surface()` stays None under the `Window` API the App uses. A surface cached
    before any window existed stays unconverted; the App opens its window before drawing anything.
    """
    try:
        return surface.convert_alpha()
    except pygame.error:
        return surface


def forget_text(_language: str = "") -> None:
    """Drop every rendered text surface (after a switch of language, whose words are all new)."""
    _render_text.cache_clear()


i18n.on_language_change(forget_text)

"""The text cache: Japanese wrapped by our line breaker, and emptied by a switch of language."""

from __future__ import annotations

from typing import Callable

from hoc_desktop.client.ui import fonts


def test_wrapped_japanese_stays_within_its_width() -> None:
    # given a Japanese sentence without spaces, when rendered wrapped at 200 pixels
    text = "変更はすぐに反映され、保存されます。F11でいつでもフルスクリーンを切り替えられます。"
    image = fonts.text_surface(text, 18, (255, 255, 255), wraplength=200)
    line = fonts.font(18).get_linesize()
    # then it takes several lines, none wider than the width
    assert image.get_width() <= 200 and image.get_height() >= 3 * line


def test_a_switch_of_language_drops_the_rendered_text(language: Callable[[str], None]) -> None:
    fonts.text_surface("Settings", 18, (255, 255, 255))
    assert fonts._render_text.cache_info().currsize > 0
    language("ja")
    assert fonts._render_text.cache_info().currsize == 0

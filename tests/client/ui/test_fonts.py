"""The text cache: Japanese wrapped by our line breaker, and emptied by a switch of language."""

from __future__ import annotations

from typing import Callable

from hoc_desktop.client.ui import fonts
from hoc_desktop.i18n import LOCALE_DIR
from hoc_desktop.i18n.po_compile import parse_po
from tests.client.helpers_client import missing_glyphs


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


def test_every_character_of_the_catalogs_has_a_glyph_in_the_bundled_font() -> None:
    """The bundled font (M PLUS 1) lacks some signs (→, the full-width ～ ＋ ／), which would be drawn
    as empty boxes: no message, English or Japanese, may use them."""
    # given every message and translation of the Japanese catalog
    po = LOCALE_DIR / "ja" / "LC_MESSAGES" / "hoc.po"
    entries = parse_po(po.read_text(encoding="utf-8"), str(po))
    words = "".join(e.msgid + (e.msgid_plural or "") + "".join(e.msgstr.values()) for e in entries if e.msgid)
    # when each character is drawn, then none is the font's "no such glyph" box
    assert missing_glyphs(words) == []


def test_every_character_of_the_recommended_markets_has_a_glyph_in_the_bundled_font() -> None:
    """The markets' names and notes are data (name_ja, note_ja), not messages: checked likewise."""
    from hoc_desktop.cards.loader import load_sets
    from hoc_desktop.cards.sets import fairy_garden_named, load_recommended

    sets = [*load_recommended(load_sets(("base", "far_east")), card_sets=None), *fairy_garden_named()]
    assert missing_glyphs("".join(s.name + s.note + s.name_ja + s.note_ja for s in sets)) == []

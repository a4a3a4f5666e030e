"""The dependency-free catalog compiler: what it reads, what it leaves out, and that gettext reads
what it writes."""

from __future__ import annotations

import gettext
import io
from pathlib import Path

import pytest

from hoc_desktop.i18n.po_compile import PoError, compile_catalogs, mo_bytes, parse_po

PO = r'''
msgid ""
msgstr ""
"Language: ja\n"
"Plural-Forms: nplurals=1; plural=0;\n"

#: hoc_desktop/client/scenes/title.py
msgid "Play"
msgstr "プレイ"

msgid "Saved as “{name}”"
msgstr ""
"「{name}」として"
"保存しました"

#, fuzzy
msgid "New game"
msgstr "新しいゲーム"

msgid "Quit"
msgstr ""

msgid "{n} card"
msgid_plural "{n} cards"
msgstr[0] "{n}枚"

msgid "Say \"hi\"\tnow"
msgstr "「やあ」\tと言う"

#~ msgid "Gone"
#~ msgstr "消えた"
'''


def read(po: str) -> gettext.GNUTranslations:
    return gettext.GNUTranslations(io.BytesIO(mo_bytes(parse_po(po))))


def test_translated_entries_are_found_by_gettext() -> None:
    # given a catalog, when it is compiled and read by the standard library
    ja = read(PO)
    # then its messages come back, continued strings joined and escapes read
    assert ja.gettext("Play") == "プレイ"
    assert ja.gettext("Saved as “{name}”").format(name="A") == "「A」として保存しました"
    assert ja.gettext('Say "hi"\tnow') == "「やあ」\tと言う"
    # and the plural forms follow the catalog's rule (Japanese: one form for every count)
    assert ja.ngettext("{n} card", "{n} cards", 1) == ja.ngettext("{n} card", "{n} cards", 5) == "{n}枚"


def test_fuzzy_empty_and_obsolete_entries_stay_english() -> None:
    # given entries a translator has not finished, when compiled, then they are left out (as msgfmt does)
    ja = read(PO)
    assert ja.gettext("New game") == "New game"
    assert ja.gettext("Quit") == "Quit"
    assert ja.gettext("Gone") == "Gone"


def test_the_reader_keeps_flags_and_leaves_out_obsolete_entries() -> None:
    entries = {e.msgid: e for e in parse_po(PO)}
    assert entries["New game"].fuzzy and not entries["Play"].fuzzy
    assert not entries["Quit"].translated and entries["Play"].translated
    assert "Gone" not in entries


def test_a_malformed_catalog_is_one_line_naming_file_and_line() -> None:
    with pytest.raises(PoError, match=r"^bad\.po:3: unknown keyword"):
        parse_po('msgid "a"\nmsgstr "b"\nmsgfoo "c"\n', "bad.po")


def test_compile_catalogs_writes_each_language_beside_its_po(tmp_path: Path) -> None:
    # given a locale folder with one language, when compiled
    folder = tmp_path / "ja" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "hoc.po").write_text(PO, encoding="utf-8")
    written = compile_catalogs(tmp_path)
    # then its .mo lies beside the .po and reads back
    assert written == [folder / "hoc.mo"]
    with written[0].open("rb") as handle:
        assert gettext.GNUTranslations(handle).gettext("Play") == "プレイ"

"""The language switch: the English source, a catalog in place, the pseudo-language, listeners,
and the system's language as the default."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import pytest

from hoc_desktop import i18n
from hoc_desktop.i18n import N_, _, ngettext, npgettext, pgettext


def test_english_is_the_source_language() -> None:
    assert i18n.language() == "en"
    assert _("Settings") == "Settings"
    assert ngettext("{n} card", "{n} cards", 2).format(n=2) == "2 cards"
    assert N_("Quit") == "Quit"


def test_japanese_answers_from_the_catalog_in_git(language: Callable[[str], None]) -> None:
    # given the Japanese catalog (compiled at install, or from its .po when running from a checkout)
    language("ja")
    # then every call after the switch answers in Japanese, named fields filled after the lookup
    assert _("Settings") == "設定"
    assert "{name}" in _("Saved as “{name}”: Load on the title screen lists it.")
    # and a message the catalog does not have stays English
    assert _("no such message here") == "no such message here"


def test_a_context_tells_two_senses_of_one_english_word_apart(language: Callable[[str], None]) -> None:
    # given "Draw" both as the verb of a button and as the name of a pile
    assert pgettext("pile", "Draw") == "Draw"
    # when the window speaks Japanese
    language("ja")
    # then each sense has its own translation
    assert _("Draw") == "引く"
    assert pgettext("pile", "Draw") == "山札"
    assert pgettext("pile", "Discard") == "捨て札"
    assert pgettext("replay", "Play") == "再生" and _("Play") == "プレイ"


def test_a_counted_message_in_a_context_without_a_translation_is_english(language: Callable[[str], None]) -> None:
    language("ja")
    assert npgettext("nowhere", "{n} card", "{n} cards", 2).format(n=2) == "2 cards"


def test_an_empty_message_stays_empty(language: Callable[[str], None]) -> None:
    language("ja")
    assert _("") == ""


def test_the_pseudo_language_brackets_every_message(language: Callable[[str], None]) -> None:
    language(i18n.PSEUDO)
    assert _("Play") == "⟦Play⟧"
    assert ngettext("{n} card", "{n} cards", 3).format(n=3) == "⟦3 cards⟧"
    assert pgettext("pile", "Draw") == "⟦Draw⟧"
    assert npgettext("pile", "{n} card", "{n} cards", 1).format(n=1) == "⟦1 card⟧"


def test_listeners_hear_each_switch_once(language: Callable[[str], None]) -> None:
    heard: list[str] = []
    i18n.on_language_change(heard.append)
    i18n.on_language_change(heard.append)
    language("ja")
    language("ja")                              # no switch: nobody is told
    language("en")
    assert heard == ["ja", "en"]


def test_a_listening_object_can_go(language: Callable[[str], None]) -> None:
    # given an object listening with a bound method, when it is dropped
    class Cache:
        def forget(self, _code: str) -> None:
            raise AssertionError("a dropped cache was told")

    i18n.on_language_change(Cache().forget)
    # then a switch tells nobody and forgets it
    language("ja")


def test_an_unknown_language_is_refused_in_one_line() -> None:
    with pytest.raises(ValueError, match="unknown language 'fr' \\(known: en, ja\\)"):
        i18n.set_language("fr")


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "ja_JP.UTF-8"}, "ja"),
    ({"LANGUAGE": "ja:en", "LANG": "en_US.UTF-8"}, "ja"),
    ({"LC_ALL": "en_GB.UTF-8", "LANG": "ja_JP.UTF-8"}, "en"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "C"}, "en"),
    ({}, "en"),
])
def test_the_system_language_is_the_default(environ: dict[str, str], expected: str) -> None:
    assert i18n.system_language(environ) == expected


def test_a_checkout_without_a_compiled_catalog_reads_its_po(tmp_path: Path) -> None:
    # given a locale folder holding only a .po (a source tree that never built its .mo)
    folder = tmp_path / "ja" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "hoc.po").write_text('msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
                                   'msgid "Play"\nmsgstr "プレイ"\n', encoding="utf-8")
    # when its catalog is asked for, then the .po is compiled in memory and no file is written
    catalog: Any = i18n.catalog("ja", tmp_path)
    assert catalog.gettext("Play") == "プレイ"
    assert sorted(p.name for p in folder.iterdir()) == ["hoc.po"]

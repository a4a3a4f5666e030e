"""The program's words in the player's language: gettext with English as the source language.

    from hoc_desktop.i18n import _, N_, ngettext, pgettext
    _("Settings")                                        # the message in the current language
    pgettext("pile", "Draw")                             # the same English in another sense (山札, not 引く)
    _("Saved as “{name}”").format(name=stem)           # named fields, filled after the lookup
    ngettext("{n} card", "{n} cards", n).format(n=n)     # plural forms (Japanese has one)
    ROWS = (N_("Window size"), ...)                      # marked for extraction, translated where shown

Messages are whole sentences with named fields, never assembled from pieces, so a translation may
put the fields in its own order and use its own counters (枚, 個, 点). The catalogs are
`hoc_desktop/locale/<lang>/LC_MESSAGES/hoc.po`, extracted and updated by `scripts/i18n.py`
(Babel), and compiled to `.mo` when the package is built or installed (`hatch_build.py`, through
`po_compile`). A source tree that never built its `.mo` (a checkout run in place) compiles the
`.po` in memory on first use instead: the same compiler, no file written, a few milliseconds, so
a fresh clone plays in Japanese and its tests read the real catalog. docs/japanese.md says how
to add a string.

The language is process-wide and switchable at run time (`set_language`): every `_()` call made
after the switch answers in the new language, and listeners (`on_language_change`; the window's
text caches) are told. `xx` is a pseudo-language for tests: every message comes back as
⟦message⟧, so a screen drawing text that never passed through `_()` shows it unbracketed.
"""

from __future__ import annotations

import gettext
import inspect
import io
import weakref
import locale
import os
from pathlib import Path
from typing import Callable

from hoc_desktop.i18n.po_compile import DOMAIN, compile_po

LANGUAGES: dict[str, str] = {"en": "English", "ja": "日本語"}
"""The languages a player can choose, each named in itself (so it is found in any language)."""
SOURCE_LANGUAGE = "en"
PSEUDO = "xx"
PSEUDO_OPEN, PSEUDO_CLOSE = "⟦", "⟧"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE_LANGUAGE
_listeners: list[Callable[[], Callable[[str], None] | None]] = []     # weak, so a listener's owner can go


class _Pseudo(gettext.NullTranslations):
    """The pseudo-language: each message bracketed, so untranslated text stands out on screen."""

    def gettext(self, message: str) -> str:
        return f"{PSEUDO_OPEN}{message}{PSEUDO_CLOSE}"

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self.gettext(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return self.gettext(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return self.ngettext(msgid1, msgid2, n)


def catalog(language: str, locale_dir: Path = LOCALE_DIR) -> gettext.NullTranslations:
    """The translations of `language`: its compiled `.mo`, else its `.po` compiled in memory, else
    none (the English itself)."""
    if language == PSEUDO:
        return _Pseudo()
    folder = locale_dir / language / "LC_MESSAGES"
    mo, po = folder / f"{DOMAIN}.mo", folder / f"{DOMAIN}.po"
    if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
        with mo.open("rb") as handle:
            return gettext.GNUTranslations(handle)
    if po.is_file():
        return gettext.GNUTranslations(io.BytesIO(compile_po(po)))
    return gettext.NullTranslations()


def known(language: str) -> bool:
    """Whether `language` can be chosen (the pseudo-language included, for tests)."""
    return language in LANGUAGES or language == PSEUDO


def set_language(language: str) -> None:
    """Answer every later `_()` in `language` and tell the listeners; ValueError for a language
    this program does not have."""
    global _translations, _language
    if not known(language):
        raise ValueError(f"unknown language {language!r} (known: {', '.join(LANGUAGES)})")
    if language == _language:
        return
    _translations = catalog(language) if language != SOURCE_LANGUAGE else gettext.NullTranslations()
    _language = language
    for ref in list(_listeners):
        listener = ref()
        if listener is None:
            _listeners.remove(ref)
        else:
            listener(language)


def language() -> str:
    """The current language's code."""
    return _language


def on_language_change(listener: Callable[[str], None]) -> None:
    """Call `listener(code)` after each switch (once, however often it is registered). A bound
    method is held weakly (a cache object's `forget` goes with the object), a function strongly."""
    ref: Callable[[], Callable[[str], None] | None]
    if inspect.ismethod(listener):
        ref = weakref.WeakMethod(listener)
    else:
        def ref(listener: Callable[[str], None] = listener) -> Callable[[str], None] | None:
            return listener
    if all(other() != listener for other in _listeners):
        _listeners.append(ref)


def _(message: str) -> str:
    """`message` in the current language (the English itself where there is no translation). The
    empty message stays empty (gettext would answer it with the catalog's header)."""
    return _translations.gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message for `n`, in the current language."""
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the sense `context` names, in the current language: for English that means two
    things ("Draw" the pile, 山札, and "Draw" the verb, 引く), each translated on its own (the
    catalog's `msgctxt`). A translation missing for the context answers the English."""
    return _translations.pgettext(context, message) if message else message


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """The form of a counted message for `n`, in the sense `context` names (see `pgettext`)."""
    return _translations.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Marks `message` for extraction and returns it unchanged: for constants written at import
    time, translated with `_()` where they are shown (after any switch of language)."""
    return message


def in_language(english: str, japanese: str) -> str:
    """Words that are data, not messages (a recommended market's name, written in its file in both
    languages): the Japanese while the window speaks Japanese and the data gives it, bracketed like
    a message in the pseudo-language (so a screen's check sees it was chosen by language), else
    the English."""
    if _language == "ja" and japanese:
        return japanese
    return _translations.gettext(english) if _language == PSEUDO and english else english


def system_language(environ: dict[str, str] | None = None) -> str:
    """The language the system asks for, if we have it, else English: the first of LANGUAGE,
    LC_ALL, LC_MESSAGES and LANG that is set (as gettext reads them), else the locale module's."""
    env = os.environ if environ is None else environ
    wanted: list[str] = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value:
            wanted = value.split(":")
            break
    if not wanted and environ is None:
        try:
            wanted = [locale.getlocale()[0] or ""]
        except ValueError:
            wanted = []
    for item in wanted:
        code = item.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE

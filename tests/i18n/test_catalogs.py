"""The catalogs in git agree with the code: every message the code translates has a Japanese
translation, and nothing else is in the catalog (no obsolete, fuzzy or empty entries).

The messages are found by reading the package's syntax trees (what Babel's extractor finds: the
string arguments of `_()`, `N_()`, `ngettext()`, `pgettext()` and `npgettext()`, the last two's
first argument the message's context, its `msgctxt`), so the check needs no Babel. A message is
its context and its text: "Draw" the pile and "Draw" the verb are two entries. When it fails, run
`python scripts/i18n.py` and translate what it added (docs/japanese.md).
"""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from hoc_desktop.i18n import LOCALE_DIR
from hoc_desktop.i18n.po_compile import Entry, parse_po

PACKAGE = Path(__file__).resolve().parents[2] / "hoc_desktop"
# function -> (whether its first argument is a context, how many arguments after it are messages)
CALLS = {"_": (False, 1), "N_": (False, 1), "ngettext": (False, 2), "pgettext": (True, 1), "npgettext": (True, 2)}
Message = tuple[str | None, str]
"""A message as the catalog keys it: (its context, None for none; its text)."""


def messages_in_code() -> dict[Message, str]:
    """Every message the package marks, by context and text: where it is first marked (file:line)."""
    found: dict[Message, str] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in CALLS:
                has_context, count = CALLS[node.func.id]
                args = node.args
                context = _constant(args[0]) if has_context and args else None
                for arg in args[int(has_context):int(has_context) + count]:
                    text = _constant(arg)
                    if text is not None:
                        found.setdefault((context, text), f"{path.relative_to(PACKAGE.parent)}:{node.lineno}")
    return found


def test_every_context_is_written_out() -> None:
    """A context Babel cannot read (a name, an expression) would put the message in the template
    without it, and the lookup would miss the translation."""
    unread = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in CALLS
                    and CALLS[node.func.id][0] and (not node.args or _constant(node.args[0]) is None)):
                unread.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}")
    assert not unread, unread


def _constant(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def catalog(language: str) -> list[Entry]:
    po = LOCALE_DIR / language / "LC_MESSAGES" / "hoc.po"
    return [e for e in parse_po(po.read_text(encoding="utf-8"), str(po)) if e.msgid]


def texts(entries: list[Entry]) -> set[Message]:
    """Every message of `entries` with its context, a plural message's both forms."""
    return ({(e.msgctxt, e.msgid) for e in entries}
            | {(e.msgctxt, e.msgid_plural) for e in entries if e.msgid_plural is not None})


def fields(text: str) -> set[str]:
    return {name for _text, name, _spec, _conv in string.Formatter().parse(text) if name is not None}


def test_every_message_in_the_code_is_in_the_japanese_catalog() -> None:
    ids = texts(catalog("ja"))
    missing = [f"{where}: {message!r}" for message, where in messages_in_code().items() if message not in ids]
    assert not missing, "not in ja/hoc.po (run python scripts/i18n.py, then translate):\n" + "\n".join(missing)


def test_the_japanese_catalog_holds_nothing_the_code_does_not_use() -> None:
    code = messages_in_code()
    stale = sorted(texts(catalog("ja")) - set(code))
    assert not stale, f"obsolete entries in ja/hoc.po: {stale}"
    po_text = (LOCALE_DIR / "ja" / "LC_MESSAGES" / "hoc.po").read_text(encoding="utf-8")
    assert not re.search(r"^#~", po_text, re.MULTILINE), "ja/hoc.po keeps obsolete #~ entries"


def test_the_template_lists_exactly_the_code_messages() -> None:
    pot = LOCALE_DIR / "hoc.pot"
    assert texts([e for e in parse_po(pot.read_text(encoding="utf-8"), str(pot)) if e.msgid]) == set(messages_in_code())


def entry_id(entry: Entry) -> str:
    return f"{entry.msgctxt}|{entry.msgid[:40]}" if entry.msgctxt else entry.msgid[:40]


@pytest.mark.parametrize("entry", catalog("ja"), ids=entry_id)
def test_each_japanese_entry_is_translated_and_names_only_its_fields(entry: Entry) -> None:
    """A translation may leave a field out (Japanese needs no "their"), never name one the
    English does not fill (the lookup would fail when the line is shown)."""
    assert not entry.fuzzy, f"fuzzy (line {entry.line})"
    assert entry.translated, f"empty translation (line {entry.line})"
    english = fields(entry.msgid) | fields(entry.msgid_plural or "")
    for translation in entry.msgstr.values():
        assert fields(translation) <= english, f"line {entry.line}: a field the English does not fill"
        assert fields(translation) or not english or entry.msgid_plural, f"line {entry.line}: every field lost"


def test_no_module_that_translates_rebinds_the_underscore() -> None:
    """`for key, _, hint in ROWS` inside a module that imports `_` would turn every later `_()`
    in that function into a call of a string."""
    rebound = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if not any(isinstance(n, ast.ImportFrom) and n.module == "hoc_desktop.i18n"
                   and any(a.name == "_" for a in n.names) for n in tree.body):
            continue
        rebound += [f"{path.name}:{n.lineno}" for n in ast.walk(tree)
                    if (isinstance(n, ast.Name) and n.id == "_" and isinstance(n.ctx, ast.Store))
                    or (isinstance(n, ast.arg) and n.arg == "_")]
    assert not rebound

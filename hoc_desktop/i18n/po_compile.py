"""Reading a gettext `.po` catalog and writing its compiled `.mo`, with the standard library only.

Three places compile a catalog: the build hook (`hatch_build.py` imports this file by path, before
the package or any dependency is installed, hence no import of `hoc_desktop` or of Babel), the
packaging scripts, and the program itself when it runs from a source tree whose `.mo` was never
built (`hoc_desktop.i18n` compiles the `.po` in memory then, so a fresh clone shows Japanese too).
One compiler serves all three, so they cannot disagree.

The `.mo` format is GNU gettext's (what `msgfmt` and Babel write and `gettext.GNUTranslations`
reads): a header, two tables of (length, offset) pairs for the sorted original and translated
strings, then the strings. As `msgfmt` does, fuzzy and untranslated entries are left out (the
program then shows the English), obsolete (`#~`) entries are ignored.
"""

from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field
from pathlib import Path

MO_MAGIC = 0x950412DE
DOMAIN = "hoc"


@dataclass
class Entry:
    """One message of a catalog: `msgstr` holds one translation, or one per plural form."""

    msgid: str = ""
    msgid_plural: str | None = None
    msgctxt: str | None = None
    msgstr: dict[int, str] = field(default_factory=dict)
    flags: set[str] = field(default_factory=set)
    line: int = 0

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        """Every form has a translation (the header, msgid "", counts as translated when filled)."""
        return bool(self.msgstr) and all(self.msgstr.values())


class PoError(ValueError):
    """A `.po` file this reader cannot read: the message names the file and line."""


def _unquote(text: str, where: str) -> str:
    """A quoted `.po` string: the C escapes `.po` files use are Python's too."""
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise PoError(f"{where}: expected a quoted string, got {text[:40]!r}")
    try:
        value = ast.literal_eval(text)
    except (SyntaxError, ValueError) as exc:
        raise PoError(f"{where}: bad string ({exc})") from None
    if not isinstance(value, str):
        raise PoError(f"{where}: expected a string")
    return value


def parse_po(text: str, name: str = "<po>") -> list[Entry]:
    """The entries of a `.po` file's text, in file order (obsolete `#~` entries left out)."""
    entries: list[Entry] = []
    entry = Entry()
    target: tuple[str, int] | None = None          # the field continuation lines add to

    def finish() -> None:
        nonlocal entry, target
        if target is not None:
            entries.append(entry)
        entry, target = Entry(), None

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        where = f"{name}:{number}"
        if not line or line.startswith("#~"):
            continue
        if line.startswith("#,"):
            if target is not None and entry.msgstr:
                finish()
            entry.flags.update(flag.strip() for flag in line[2:].split(",") if flag.strip())
            continue
        if line.startswith("#"):
            if target is not None and entry.msgstr:
                finish()
            continue
        keyword, _space, rest = line.partition(" ")
        if line.startswith('"'):
            if target is None:
                raise PoError(f"{where}: a string continues no field")
            value = _unquote(line, where)
            kind, index = target
            if kind == "msgstr":
                entry.msgstr[index] += value
            else:
                setattr(entry, kind, getattr(entry, kind) + value)
            continue
        if keyword in ("msgctxt", "msgid") and entry.msgstr:
            finish()
        if keyword == "msgctxt":
            entry.msgctxt, target = _unquote(rest, where), ("msgctxt", 0)
        elif keyword == "msgid":
            entry.msgid, entry.line, target = _unquote(rest, where), number, ("msgid", 0)
        elif keyword == "msgid_plural":
            entry.msgid_plural, target = _unquote(rest, where), ("msgid_plural", 0)
        elif keyword == "msgstr":
            entry.msgstr[0], target = _unquote(rest, where), ("msgstr", 0)
        elif keyword.startswith("msgstr[") and keyword.endswith("]") and keyword[7:-1].isdigit():
            index = int(keyword[7:-1])
            entry.msgstr[index], target = _unquote(rest, where), ("msgstr", index)
        else:
            raise PoError(f"{where}: unknown keyword {keyword[:20]!r}")
    finish()
    return entries


def mo_bytes(entries: list[Entry]) -> bytes:
    """The compiled catalog of `entries`: translated, not fuzzy (the header always)."""
    pairs: dict[bytes, bytes] = {}
    for entry in entries:
        if entry.msgid and (entry.fuzzy or not entry.translated):
            continue
        key = entry.msgid if entry.msgid_plural is None else f"{entry.msgid}\0{entry.msgid_plural}"
        if entry.msgctxt is not None:
            key = f"{entry.msgctxt}\4{key}"
        value = "\0".join(entry.msgstr[i] for i in sorted(entry.msgstr))
        if not entry.msgid and "charset=" not in value:        # the strings below are UTF-8: say so
            value += "Content-Type: text/plain; charset=UTF-8\n"
        pairs[key.encode("utf-8")] = value.encode("utf-8")
    ids = sorted(pairs)
    header_size = 7 * 4
    originals_at = header_size
    translations_at = originals_at + 8 * len(ids)
    strings_at = translations_at + 8 * len(ids)
    blob = b""
    original_table: list[int] = []
    for original in ids:
        original_table += [len(original), strings_at + len(blob)]
        blob += original + b"\0"
    translation_table: list[int] = []
    for original in ids:
        translation_table += [len(pairs[original]), strings_at + len(blob)]
        blob += pairs[original] + b"\0"
    header = struct.pack("<7I", MO_MAGIC, 0, len(ids), originals_at, translations_at, 0, 0)
    tables = struct.pack(f"<{len(original_table) + len(translation_table)}I", *original_table, *translation_table)
    return header + tables + blob


def compile_po(po: Path) -> bytes:
    """The `.mo` bytes of the `.po` file `po` (PoError naming the file and line if it is malformed)."""
    return mo_bytes(parse_po(po.read_text(encoding="utf-8"), str(po)))


def compile_catalogs(locale_dir: Path, out_dir: Path | None = None) -> list[Path]:
    """Compile every `<lang>/LC_MESSAGES/hoc.po` under `locale_dir` into the `.mo` beside it (or
    at the same place under `out_dir`); the `.mo` files written."""
    written: list[Path] = []
    for po in sorted(locale_dir.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        target = (out_dir or locale_dir) / po.relative_to(locale_dir).with_suffix(".mo")
        target.parent.mkdir(parents=True, exist_ok=True)
        data = compile_po(po)
        if not target.exists() or target.read_bytes() != data:
            target.write_bytes(data)
        written.append(target)
    return written

"""Extract the program's messages and bring the catalogs up to date (Babel, the `dev` extra).

    python scripts/i18n.py            # hoc_desktop/**.py -> locale/hoc.pot -> locale/<lang>/LC_MESSAGES/hoc.po
    python scripts/i18n.py --check    # the same into a temporary folder; exit 1 if the catalogs in git differ

Every `_()`, `N_()`, `ngettext()`, `pgettext()` and `npgettext()` call in `hoc_desktop/` is extracted
into the template (a context, the first argument of the last two, becomes the entry's `msgctxt`); each
language's `.po` then gains the new messages (empty, to translate) and loses the ones the code no
longer uses (no `#~` leftovers, no fuzzy guesses: a changed English sentence is a new message,
translated anew). Locations name the file without its line, and the entries are sorted, so two
branches adding strings touch the catalog in few places and merge cleanly. The `.mo` files are not
made here: building or installing the package compiles them (hatch_build.py).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "hoc_desktop"
LOCALE = PACKAGE / "locale"
DOMAIN = "hoc"
KEYWORDS = ("_", "N_", "ngettext:1,2", "pgettext:1c,2", "npgettext:1c,2,3")
FORMAT = ("--add-location=file", "--sort-output", "--no-wrap")


def run(*args: str) -> None:
    """One pybabel command, quietly; SystemExit with its status if it fails."""
    from babel.messages.frontend import CommandLineInterface

    CommandLineInterface().run(["pybabel", "-q", *args])


def refresh(locale_dir: Path, languages: list[str]) -> None:
    """Extract into `locale_dir`/hoc.pot and update (or start) each language's catalog there."""
    pot = locale_dir / f"{DOMAIN}.pot"
    keywords = [arg for k in KEYWORDS for arg in ("-k", k)]
    run("extract", "--no-default-keywords", *keywords, *FORMAT, "--project", "hoc-desktop",
        "-o", str(pot), str(PACKAGE.relative_to(ROOT)))
    for language in languages:
        po = locale_dir / language / "LC_MESSAGES" / f"{DOMAIN}.po"
        if po.exists():
            run("update", "-i", str(pot), "-o", str(po), "-l", language, "--no-fuzzy-matching",
                "--ignore-obsolete", "--no-wrap")
        else:
            run("init", "-i", str(pot), "-o", str(po), "-l", language, "--no-wrap")


def languages() -> list[str]:
    return sorted(p.parent.parent.name for p in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def main(argv: list[str]) -> int:
    try:
        import babel  # noqa: F401
    except ImportError:
        print("i18n: Babel is missing: pip install -e '.[dev]'", file=sys.stderr)
        return 2
    import os

    os.chdir(ROOT)                                # locations are written relative to the checkout
    if argv == ["--check"]:
        import shutil

        with tempfile.TemporaryDirectory() as folder:
            copy = Path(folder) / "locale"
            shutil.copytree(LOCALE, copy, ignore=shutil.ignore_patterns("*.mo"))
            refresh(copy, languages())
            stale = [str(p.relative_to(copy)) for p in sorted(copy.rglob("*.po"))
                     if _body(p) != _body(LOCALE / p.relative_to(copy))]
        if stale:
            print(f"i18n: out of date: {', '.join(stale)}; run python scripts/i18n.py", file=sys.stderr)
            return 1
        print("i18n: catalogs up to date")
        return 0
    if argv:
        print("usage: python scripts/i18n.py [--check]", file=sys.stderr)
        return 2
    refresh(LOCALE, languages() or ["ja"])
    return 0


def _body(po: Path) -> list[str]:
    """A catalog's lines without the dates Babel stamps on every run."""
    return [line for line in po.read_text(encoding="utf-8").splitlines()
            if not line.startswith(('"POT-Creation-Date', '"PO-Revision-Date'))]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

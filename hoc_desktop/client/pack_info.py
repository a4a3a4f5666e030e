"""How the window names a card pack: the `pack_id`, `name` and `set` its header gives itself
(docs/card-packs.md), read from the file, and the one line that tells of packs that did not
load. The card loader keeps cards, not headers, and the window needs the names for the card-set
selector, the gallery's headings and the setup code.

Only packs that loaded (`PackLibrary.packs`) are asked about, so the header is known to be valid;
a file that cannot be read again meanwhile is named after its file (its stem as the id and name).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Sequence

from hoc_desktop.cards.loader import MAX_FILE_BYTES
from hoc_desktop.errors import DataError
from hoc_desktop.i18n import N_, _, ngettext
from hoc_desktop.safe_io import load_yaml


@dataclass(frozen=True)
class PackInfo:
    path: str
    pack_id: str          # the pack's own id ("sample-meadow"), else its file's stem
    name: str             # the pack's own name ("Meadow Folk (sample pack)"), else its file's stem
    set: str              # the card set its cards belong to


def pack_info(path: str) -> PackInfo:
    """The header of the pack file `path` (read again when the file changed)."""
    try:
        stat = Path(path).stat()
        stamp = (stat.st_mtime_ns, stat.st_size)
    except OSError:
        stamp = None
    return _read(path, stamp)


@lru_cache(maxsize=64)
def _read(path: str, stamp: tuple[int, int] | None) -> PackInfo:
    stem = Path(path).stem
    try:
        doc, _lines = load_yaml(Path(path), MAX_FILE_BYTES, DataError, N_("card pack"))
    except DataError:
        doc = None
    head = doc if isinstance(doc, dict) else {}

    def field(name: str, default: str) -> str:
        value = head.get(name)
        return value.strip() if isinstance(value, str) and value.strip() else default

    return PackInfo(path, field("pack_id", stem), field("name", stem), field("set", stem))


def pack_problems_line(problems: Sequence[str]) -> str:
    """The message line's word on packs that did not load: the first problem, and how many more
    (the Cards gallery lists them all)."""
    if len(problems) == 1:
        return _("A card pack did not load, the rest play on: {problem}").format(problem=problems[0])
    more = len(problems) - 1
    return ngettext("A card pack did not load, the rest play on: {problem} (and {n} more: the Cards gallery "
                    "lists them)", "A card pack did not load, the rest play on: {problem} (and {n} more: the Cards "
                    "gallery lists them)", more).format(problem=problems[0], n=more)

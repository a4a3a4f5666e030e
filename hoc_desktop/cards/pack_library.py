"""The card packs a player has: every `*.yaml` in the `packs` folder of the user data folder
(platformdirs: `~/.local/share/hoc-desktop/packs/` on Linux) and the files named with `--pack`.

The window and the command line read packs only through `find_packs`, so both see the same cards
and name a bad pack the same way: one line, `FILE:LINE: card 'NAME': what is wrong`, after which
the pack is left out and everything else still works. A game names only the packs whose cards it
may use (`PackLibrary.packs_for`), so a save or a setup code never depends on an unrelated pack.

Card sets, as a game's `card_sets` choice names them, are the sets whose Common cards its market
draws from: bundled ones (`base`, `far_east`) and the sets packs add (`fairy_garden`, `sample`).
Only the bundled ones are loaded by name (`loaded_sets`, always with the base set, whose Basic
cards and princesses every game uses); a pack set's cards come from its packs.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

import platformdirs

from hoc_desktop.app_info import APP
from hoc_desktop.cards.known_cards import known_cards
from hoc_desktop.cards.loader import MAX_FILE_BYTES as MAX_PACK_BYTES
from hoc_desktop.cards.loader import Catalog, add_cards, bundled_set_names, card_problem, load_card_file, load_sets
from hoc_desktop.errors import DataError, UsageError
from hoc_desktop.i18n import N_
from hoc_desktop.safe_io import display, read_text

FOLDER_NAME = "packs"
MAX_PACKS = 100         # files read from the folder; more is surely not a player's typing


def packs_folder() -> Path:
    """The folder the app reads card packs from (it need not exist)."""
    return Path(platformdirs.user_data_dir(APP)) / FOLDER_NAME


def loaded_sets(card_sets: Sequence[str]) -> tuple[str, ...]:
    """The bundled sets a game whose market draws from `card_sets` loads: the base set first (its
    Basic cards and princesses), then each other bundled set named."""
    bundled = bundled_set_names()
    return tuple(dict.fromkeys(("base", *(name for name in card_sets if name in bundled))))


def is_pack_set(name: str) -> bool:
    """True for a set name only a pack can supply (any but the bundled ones)."""
    return name not in bundled_set_names()


@dataclass(frozen=True)
class PackLibrary:
    """Every bundled card plus the cards of each pack that loaded, and a line for each that did not."""

    catalog: Catalog
    packs: tuple[str, ...]              # the packs that loaded: the folder's (by name), then the extra files
    refused: dict[str, str] = field(default_factory=dict)    # a pack that did not load -> its line
    pack_of: dict[str, str] = field(default_factory=dict)    # card id -> the pack that added it
    notes: tuple[str, ...] = ()     # warnings about packs that loaded (a card unlike what the rulebook implies)

    @property
    def problems(self) -> tuple[str, ...]:
        """One line for each pack that did not load, in the order they were read."""
        return tuple(self.refused.values())

    def pack_sets(self) -> tuple[str, ...]:
        """The card sets the loaded packs add, in the order their cards were loaded."""
        return tuple(dict.fromkeys(self.catalog[key].set for key in self.pack_of))

    def packs_for(self, card_sets: Sequence[str]) -> tuple[str, ...]:
        """The loaded packs holding a card of one of `card_sets`: the packs a game of those sets names."""
        used = {path for key, path in self.pack_of.items() if self.catalog[key].set in card_sets}
        return tuple(path for path in self.packs if path in used)


def find_packs(extra: Sequence[Path | str] = (), folder: Path | None = None) -> PackLibrary:
    """The packs of `folder` (default `packs_folder()`; at most MAX_PACKS, by name), then the
    `extra` files, each checked against the bundled cards and the packs loaded before it; a file
    with the very bytes of one loaded before (the folder's copy named again with --pack) is read
    once, the first time. A pack
    that does not load is left out, with its one-line message in `problems`; a card that differs
    from what the Fairy Garden rulebook implies (not states) loads with a line in `notes`."""
    folder = packs_folder() if folder is None else folder
    try:
        found = sorted(folder.glob("*.yaml"))[:MAX_PACKS] if folder.is_dir() else []
    except OSError:
        found = []
    cards = dict(load_sets(tuple(bundled_set_names())).cards)
    good: list[str] = []
    refused: dict[str, str] = {}
    pack_of: dict[str, str] = {}
    notes: list[str] = []
    seen: set[bytes] = set()
    for path in dict.fromkeys([*found, *(Path(p) for p in extra)]):
        same = _fingerprint(path)
        if same is not None and same in seen:
            continue
        try:
            loaded = load_card_file(path, set(cards), pack=True)
            add_cards(cards, loaded, path)
        except DataError as exc:
            refused[str(path)] = str(exc)
            continue
        good.append(str(path))
        if same is not None:
            seen.add(same)
        pack_of.update((card.key, str(path)) for card in loaded)
        notes += [card_problem(display(path), card.name, doubt) for card in loaded
                  if (doubt := known_cards().doubt(card))]
    return PackLibrary(Catalog(cards), tuple(good), refused, pack_of, tuple(notes))


def _fingerprint(path: Path) -> bytes | None:
    """A digest of a file's text (None if it cannot be read: loading it then says why). Read
    through safe_io's checks, so a FIFO or a device is refused without being opened: opening a
    FIFO nobody writes to would wait for ever."""
    try:
        return hashlib.sha256(read_text(path, MAX_PACK_BYTES, DataError, N_("card pack")).encode("utf-8")).digest()
    except DataError:
        return None


def asked_packs(pack_files: Sequence[Path], asked_by: Callable[[Path], str] = lambda _: "--pack") -> PackLibrary:
    """The packs folder's packs and the `pack_files`; one of those that does not load stops the
    command with its line (the player asked for it), in the window as on the command line, after
    `asked_by(file)`: where it was named."""
    library = find_packs(pack_files)
    for path in pack_files:
        if str(path) in library.refused:
            raise UsageError(f"{asked_by(path)}: {library.refused[str(path)]}")
    return library

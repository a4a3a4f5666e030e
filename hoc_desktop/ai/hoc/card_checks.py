"""What the command line checks about the cards of a Heart of Crown game before the first one is
dealt, so a game that cannot be set up stops in one line naming what to add or choose (exit 2)
instead of an internal error in the middle of a run: enough Commons for a random market, and Fairy
Queen Elrune for a Fairy Garden game unless a rulebook variant leaves her out (OQ-FG-07)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Sequence

from hoc_desktop.cards.fairy_garden import fairy_garden
from hoc_desktop.cards.loader import Catalog, bundled_set_names, load_sets
from hoc_desktop.cards.pack_library import asked_packs, is_pack_set
from hoc_desktop.cards.sets import MARKET_SIZE, drawable_commons
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.errors import UsageError
from hoc_desktop.safe_text import clip

RARE_OPTIONS = "--no-rares (the variant without Rares) or --omit-incomplete-rares (Imperial Crown alone)"


def game_catalog(packs: tuple[str, ...]) -> Catalog:
    """The cards a game with these packs knows: every bundled set, then the packs."""
    return load_sets(tuple(bundled_set_names()), packs)


def require_random_market(catalog: Catalog, card_sets: tuple[str, ...]) -> None:
    """A random market of the `card_sets` can be drawn: they hold MARKET_SIZE Commons."""
    found = len(drawable_commons(catalog, card_sets))
    if found >= MARKET_SIZE:
        return
    counts = ", ".join(f"'{name}' {sum(c.set == name for c in catalog.by_category('common'))}"
                       for name in card_sets)
    raise UsageError(f"--sets {','.join(card_sets)}: a random market draws {MARKET_SIZE} Commons but these sets "
                     f"hold {found} (Commons per set: {counts}): add {MARKET_SIZE - found} more Commons to "
                     "the set's card pack, or add a set, e.g. --sets base," + card_sets[0])


def require_elrune(catalog: Catalog, options: Options, fairy_garden_cards: bool, what: str) -> None:
    """A game that may hold Fairy Garden Commons has Fairy Queen Elrune from a pack (the rulebook
    prints no text for her), or plays a variant without her; `what` names the choice at fault."""
    fg = fairy_garden()
    if not fairy_garden_cards or options.no_rares or options.omit_incomplete_rares or fg.elrune(catalog):
        return
    raise UsageError(f"{what}: a Fairy Garden game needs {fg.rare_name} from a card pack (the rulebook prints "
                     f"no text for her), and no pack gives her: add her to a pack, or play {RARE_OPTIONS}")


def may_draw_fairy_garden(card_sets: tuple[str, ...]) -> bool:
    """True when a random market of the `card_sets` may hold a Fairy Garden Common."""
    return bool(set(card_sets) & set(fairy_garden().sets))


def cards_in_play(card_sets: tuple[str, ...], pack_files: Sequence[Path]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The sets a game's market draws from, checked, and the card packs it names. The packs are
    those of the user data folder and the `--pack` files: a `--pack` file that does not load stops
    the command (the player asked for it); a folder pack that does not load is left out with its
    line on stderr. Without a pack set the base set must be named (its Commons make a base game); a
    pack set may stand alone (`fairy_garden`: a Fairy Garden game), the base set's Basic cards and
    princesses being in every game."""
    library = asked_packs(pack_files)
    for line in library.problems:
        print(f"hoc-desktop: card pack left out: {line}", file=sys.stderr)
    for line in library.notes:
        print(f"hoc-desktop: card pack note: {line}", file=sys.stderr)
    known = (*bundled_set_names(), *library.pack_sets())
    for name in card_sets:
        if name not in known:
            raise UsageError(f"--sets: unknown card set '{clip(name, 30)}' (known: {', '.join(known)}; "
                             "a card pack adds its own with --pack or the packs folder)")
    if "base" not in card_sets and not any(is_pack_set(name) for name in card_sets):
        raise UsageError("--sets: the base set is always in play: give e.g. base,far_east")
    return card_sets, library.packs_for(card_sets)

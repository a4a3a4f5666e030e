"""Regenerate the original card art in art/generated/ (emblems, crests, icons, symbols, card back).

    python scripts/make_art.py [--out DIR]

All drawing lives in `hoc_desktop.client.art.generate`; this script only picks the card list from the
card data and the output folder. The output is deterministic: running it twice writes identical
bytes, so the committed PNGs only change when the drawing code does.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from hoc_desktop.cards.loader import load_catalog
from hoc_desktop.client.art import generate as art_gen
from hoc_desktop.paths import art_dir


def main(argv: list[str] | None = None) -> int:
    """Write every asset for the loaded card catalog and print one line per file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=art_dir() / "generated", help="output folder")
    args = parser.parse_args(argv)
    cards = load_catalog().cards.values()
    names = art_gen.asset_names(
        [card.key for card in cards], [card.key for card in cards if card.category == "princess"]
    )
    total = 0
    for path in art_gen.write_assets(names, args.out):
        size = path.stat().st_size
        total += size
        print(f"wrote {path} ({size} bytes)")
    print(f"{len(names)} files, {total / 1024:.0f} KiB in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

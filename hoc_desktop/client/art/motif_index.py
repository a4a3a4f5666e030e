"""Where a card's picture is found, whichever set the card comes from.

Each set draws its own cards in its own module (`motifs` for the base set, `motifs_far_east` for
Far East Territory), and an expansion's module borrows the base set's pieces and palette. Only this
index knows every set, so the set modules never import one another in a circle and the generator
asks one place. A card no set draws yet gets a rosette derived from its key, so it still has a face.
"""

from __future__ import annotations

import hashlib

from hoc_desktop.client.art import motifs, motifs_far_east
from hoc_desktop.client.art.drawing_kit import Pen, hsv, star_points
from hoc_desktop.client.art.motifs import Motif

MOTIFS: dict[str, Motif] = {**motifs.MOTIFS, **motifs_far_east.MOTIFS}
CHARGES: dict[str, Motif] = {**motifs.CHARGES, **motifs_far_east.CHARGES}


def key_digest(key: str) -> bytes:
    """Stable bytes derived from a card key (Python's `hash` changes between runs)."""
    return hashlib.sha256(key.encode("utf-8")).digest()


def derived_motif(key: str) -> Motif:
    """A geometric rosette whose spikes, rings and colours all follow from the key's digest."""
    d = key_digest(key)
    spikes, rings, hue = 5 + d[0] % 4, 1 + d[1] % 3, d[2] / 255

    def draw(p: Pen) -> None:
        p.poly(star_points(0.5, 0.5, 0.36, 0.18 + d[3] % 8 / 100, spikes, d[4] % 45 - 90), hsv(hue, 0.5, 0.9))
        for i in range(rings):
            p.circle((0.5, 0.5), 0.16 - i * 0.05, hsv(hue + 0.1 * (i + 1), 0.45, 0.95 - i * 0.1))

    return draw


def motif_for(key: str) -> Motif:
    """The card's own motif from whichever set draws it, or one derived from its key."""
    return MOTIFS.get(key) or derived_motif(key)


def charge_for(key: str) -> Motif:
    """The charge on a princess's crest: her own, else the card's motif, as for any card."""
    return CHARGES.get(key) or motif_for(key)

"""Far East Territory cards each have a picture of their own, and Princess Ouka a charge.

The ids are spelled out here, from the card reference, so a card renamed in the module is caught.
"""

from __future__ import annotations

import pygame
import pytest

from hoc_desktop.client.art import generate, motif_index, motifs_far_east
from hoc_desktop.client.art.drawing_kit import Pen
from hoc_desktop.client.art.motifs import Motif

FAR_EAST_COMMONS = (
    "money_loving_fairy", "taxation", "trader", "carrier_pigeon", "archer", "samurai", "kunoichi",
    "apprentice_witch", "mining_town", "port_city", "charm_of_two", "alliance",
)
FAR_EAST_CARDS = (*FAR_EAST_COMMONS, "ouka")
PX = 32
# Mean difference per RGBA channel (0..255) two pictures must keep. Different drawings differ by
# 17 or more today; a copy, or one that only moved a stroke, stays within a few units.
DISTINCT = 10


def rendered(motif: Motif) -> bytes:
    """The motif drawn at about card-emblem size, as RGBA bytes."""
    pen = Pen(PX, PX)
    motif(pen)
    return pygame.image.tobytes(pen.finish(), "RGBA")


def mean_difference(a: bytes, b: bytes) -> float:
    """How far apart two pictures are, per channel on average (no numpy in the test deps)."""
    return sum(abs(x - y) for x, y in zip(a, b)) / len(a)


@pytest.mark.parametrize("key", FAR_EAST_CARDS)
def test_every_far_east_card_has_its_own_motif(key: str) -> None:
    # given a Far East card id, when the index looks it up
    motif = motif_index.motif_for(key)
    # then it is the Far East drawing, not the rosette derived for undrawn cards
    assert motif is motifs_far_east.MOTIFS[key]
    assert rendered(motif) != rendered(motif_index.derived_motif(key))


def test_ouka_has_a_charge_on_her_crest_and_her_card() -> None:
    # given Princess Ouka
    charge = motif_index.charge_for("ouka")
    # then her crest and her card show her own charge, on a field of her own
    assert charge is motifs_far_east.CHARGES["ouka"]
    assert motif_index.motif_for("ouka") is charge
    assert "ouka" in generate.PRINCESS_FIELDS


def test_the_module_draws_exactly_the_far_east_cards() -> None:
    # given the Far East module, then it draws these cards and no others
    assert set(motifs_far_east.MOTIFS) == set(FAR_EAST_CARDS)


@pytest.mark.parametrize("key", FAR_EAST_CARDS)
def test_every_far_east_motif_draws_a_solid_picture(key: str) -> None:
    # when the motif is drawn
    alpha = rendered(motifs_far_east.MOTIFS[key])[3::4]
    # then a good part of the canvas is covered, as with the base motifs
    assert sum(1 for a in alpha if a > 127) > 0.05 * PX * PX


def test_every_far_east_motif_differs_from_every_other_card() -> None:
    # given all drawn cards of every set
    pictures = {key: rendered(motif) for key, motif in motif_index.MOTIFS.items()}
    # then each Far East picture stays clearly apart from every other one
    for key in FAR_EAST_CARDS:
        for other, picture in pictures.items():
            if other != key:
                assert mean_difference(pictures[key], picture) > DISTINCT, (key, other)


def test_emblem_and_crest_render_for_ouka() -> None:
    # when the generator draws Ouka's emblem and crest, then both come out whole
    assert generate.emblem("ouka").get_bounding_rect().width > 0
    assert generate.crest("ouka").get_size() == generate.CREST_SIZE

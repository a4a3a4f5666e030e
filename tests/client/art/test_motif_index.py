"""The motif index finds every card's picture across the sets, and a rosette for cards no set draws."""

from __future__ import annotations

import pygame

from hoc_desktop.cards.loader import load_catalog, load_sets
from hoc_desktop.client.art import motif_index, motifs, motifs_far_east
from hoc_desktop.client.art.drawing_kit import Pen


def rendered(key: str) -> bytes:
    """The card's motif drawn on a small canvas, as RGBA bytes."""
    pen = Pen(32, 32)
    motif_index.motif_for(key)(pen)
    return pygame.image.tobytes(pen.finish(), "RGBA")


def test_every_base_card_still_finds_its_own_picture() -> None:
    # given the base set's cards
    cards = load_sets(("base",)).cards.values()
    # when each is looked up, then the base set's drawing comes back
    for card in cards:
        assert motif_index.motif_for(card.key) is motifs.MOTIFS[card.key], card.key
        if card.category == "princess":
            assert motif_index.charge_for(card.key) is motifs.CHARGES[card.key], card.key


def test_every_bundled_card_has_a_drawn_picture() -> None:
    # given every card the game ships, whatever its set
    keys = load_catalog().cards.keys()
    # then a set draws each: none falls back to the derived rosette
    assert [key for key in keys if key not in motif_index.MOTIFS] == []


def test_no_set_redraws_another_sets_card() -> None:
    # given the base set and Far East
    base, far_east = set(motifs.MOTIFS), set(motifs_far_east.MOTIFS)
    # then no key is drawn twice, so the index cannot hide one drawing behind the other
    assert base & far_east == set()
    assert set(motif_index.MOTIFS) == base | far_east


def test_a_card_no_set_draws_gets_a_stable_derived_rosette() -> None:
    # given a key no set knows
    key = "some_future_card"
    # when it is drawn twice, then the same non-empty picture comes back both times
    assert key not in motif_index.MOTIFS
    assert rendered(key) == rendered(key)
    assert any(rendered(key)[3::4])


def test_a_princess_without_a_charge_shows_her_motif_on_her_crest() -> None:
    # given a key with no charge of its own, then the crest falls back to the card's motif
    assert motif_index.charge_for("city") is motifs.MOTIFS["city"]

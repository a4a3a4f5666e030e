"""Cards glide from where they were last drawn to their new place; new cards and a new viewer's
table do not move."""

from __future__ import annotations

import pygame

from hoc_desktop.client.crown_rivals.glide import Glides

HAND, PLAY = pygame.Rect(300, 520, 104, 146), pygame.Rect(280, 340, 74, 104)


def test_a_card_that_moves_glides_to_its_new_place_and_arrives() -> None:
    glides = Glides(0.3)
    assert glides.at("7C", HAND) == HAND                  # first seen: it is simply there
    first = glides.at("7C", PLAY)                          # played: it sets off from the hand
    assert first == HAND and glides.moving
    glides.tick(0.15)
    halfway = glides.at("7C", PLAY)
    assert PLAY.y < halfway.y < HAND.y
    glides.tick(0.2)
    assert glides.at("7C", PLAY) == PLAY and not glides.moving


def test_nothing_moves_at_the_instant_speed_or_after_a_new_viewer() -> None:
    instant = Glides(0.0)
    instant.at("7C", HAND)
    assert instant.at("7C", PLAY) == PLAY and not instant.moving
    glides = Glides(0.3)
    glides.at("7C", HAND)
    glides.forget()
    assert glides.at("7C", PLAY) == PLAY and not glides.moving

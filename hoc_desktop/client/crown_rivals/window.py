"""Crown Rivals' window kit: its setup screen (a button on the title), its table, its part of the
results, its rules sections and its first-game tour."""

from __future__ import annotations

import pygame

from hoc_desktop.client.crown_rivals.new_game import DEFAULT_OPPONENT, CRChoice, CrownRivalsNewGame, opponent_levels
from hoc_desktop.client.crown_rivals.results import CrownRivalsResults
from hoc_desktop.client.crown_rivals.rules_sections import crown_rivals_sections
from hoc_desktop.client.crown_rivals.setup import crown_rivals_setup
from hoc_desktop.client.crown_rivals.table import CrownRivalsTable
from hoc_desktop.client.crown_rivals.tour import crown_rivals_tips
from hoc_desktop.client.crown_rivals.words import worded
from hoc_desktop.client.kit.window_kit import SetupDoor, TableDoor, WindowKit
from hoc_desktop.engine.crown_rivals.setup import GAME_NAME


def new_game(door: SetupDoor) -> CrownRivalsNewGame:
    """Its setup screen: Start comes with the tour the first time, Tour always."""
    return CrownRivalsNewGame(door.app, door.start_first, on_back=door.on_back, on_rules=door.on_rules,
                              choice=door.choice or CRChoice(), remember=door.remember, on_tour=door.tour)


def table(door: TableDoor) -> CrownRivalsTable:
    return CrownRivalsTable(door.app, door.session, on_game_over=door.on_game_over, on_leave=door.on_leave,
                            speed=door.settings.speed, menu_items=door.menu_items, log_folder=door.log_folder,
                            guide=door.guide)


WINDOW = WindowKit(GAME_NAME, crown_rivals_setup, new_game, table, CrownRivalsResults, crown_rivals_sections,
                   crown_rivals_tips, ai_levels=tuple(opponent_levels()), default_level=DEFAULT_OPPONENT,
                   title_key=pygame.K_v, old_tour_setting="crown_rivals_guide_seen", worded=worded)

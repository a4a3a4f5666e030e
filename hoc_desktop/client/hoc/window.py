"""Heart of Crown's window kit: the title's own game (Play, New game, Tour, Cards), its setup
screen, its table, its part of the results, its rules sections and its first-game tour."""

from __future__ import annotations

from typing import Sequence

import pygame

from hoc_desktop.i18n import N_
from hoc_desktop.client.game_config import SetupDict
from hoc_desktop.client.hoc.log_lines import log_lines
from hoc_desktop.client.hoc.save_words import played_with
from hoc_desktop.client.hoc.setup import AI_LEVELS, QUICK_MARKET, make_setup
from hoc_desktop.client.hoc.results import HeartOfCrownResults
from hoc_desktop.client.hoc.rules_sections import build_sections
from hoc_desktop.client.kit.window_kit import Host, SetupDoor, TableDoor, WindowKit
from hoc_desktop.client.hoc.cards_gallery import CardsGalleryScene
from hoc_desktop.client.hoc.new_game import NewGameScene
from hoc_desktop.client.hoc.table.guide import load_tips
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.engine.hoc.ruleset import HEART_OF_CROWN


def deal(kinds: Sequence[str], seed: int) -> SetupDict:
    """A game of these seats on the first recommended set (the title's Play and Tour)."""
    return make_setup(kinds, QUICK_MARKET, seed)


def new_game(door: SetupDoor) -> NewGameScene:
    """New game: seats, names, card sets, market and variants, shown as chosen last (new seed)."""
    library = door.read_packs() if door.read_packs is not None else None
    return NewGameScene(door.app, door.start, on_back=door.on_back, faces=door.faces, choice=door.choice,
                        remember=door.remember, library=library)


def table(door: TableDoor) -> TableScene:
    settings = door.settings
    return TableScene(door.app, door.session, on_game_over=door.on_game_over, on_leave=door.on_leave,
                      speed=settings.speed, faces=door.faces, auto_play=settings.auto_play_trivial,
                      confirm_unspent=settings.confirm_unspent_coins, on_speed=door.on_speed,
                      menu_items=door.menu_items, log_folder=door.log_folder, guide=door.guide)


def cards_gallery(host: Host) -> None:
    """*Cards*: every card, the packs' included, and the Fairy Garden cards no pack gives yet."""
    app = host.app
    app.push(CardsGalleryScene(app, host.faces, on_back=app.pop, library=host.read_packs()))


WINDOW = WindowKit(HEART_OF_CROWN.name, deal, new_game, table, HeartOfCrownResults, build_sections, load_tips,
                   ai_levels=AI_LEVELS, default_level=AI_LEVELS[1], log_lines=log_lines, played_with=played_with,
                   title_key=pygame.K_h, extras=((N_("Cards"), cards_gallery, pygame.K_g),),
                   old_tour_setting="guide_seen")

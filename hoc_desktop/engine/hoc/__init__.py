"""Heart of Crown's rules on the core machinery (engine/core), and its front door: a front end
(the desktop client, a bot harness, a replay tool) imports what it needs of this game from here.
Save files are the layer above (`hoc_desktop.saves`: `save_game`, `load_game`), so the engine
never imports them.

    from hoc_desktop import saves
    from hoc_desktop.engine import game_after, hoc

    game = hoc.new_game(hoc.GameSetup(("You", "Normal"), hoc.recommended_market("First Time Playing"), seed=7))
    while not game.over:
        prompt = game.prompt()                      # who decides what: .seat, .kind, .step, .options, .offers_commands
        answer = prompt.options[0] if prompt.offers_commands else ("pick", tuple(prompt.options[:prompt.min]))
        game.submit(prompt.seat, answer)            # refused commands raise IllegalCommand, state unchanged
    for ev in game.events_for(0):                   # seat 0's stream: other seats' hidden cards are None
        print(ev.type, ev)
    print(game.view(0)["players"][0]["points"])     # what seat 0 may see, with the events' card ids
    saves.save_game(game, game.setup, path)         # a replayable log (hoc_desktop.saves, above the engine)
    earlier = game_after(game, 10)                  # the game as it stood after 10 commands

`HEART_OF_CROWN` is the ruleset; `position.build_position` builds an exact position for
scenarios and tests.
"""

from __future__ import annotations

from typing import Any

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.cards.model import CardDef
from hoc_desktop.cards.sets import BASE_SETS
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.events import CardRef, Event
from hoc_desktop.engine.hoc.json_events import event_to_json
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.ruleset import HEART_OF_CROWN, new_game, rebuild, replay
from hoc_desktop.engine.hoc.seat_table import SeatTable
from hoc_desktop.engine.hoc.seat_view import SeatView
from hoc_desktop.engine.hoc.setup import GameSetup, default_catalog

__all__ = [
    "HEART_OF_CROWN", "CardDef", "CardRef", "Catalog", "Event", "GameSetup", "Options", "SeatTable", "SeatView",
    "catalog", "event_to_json", "game_catalog", "new_game", "rebuild", "recommended_market", "recommended_sets",
    "replay",
]


def catalog() -> Catalog:
    """Every bundled card definition by card id (key): names, costs, types, rules text."""
    return default_catalog()


def game_catalog(game: Game) -> Catalog:
    """The cards of this game (its setup's card sets and packs)."""
    return game.state.catalog


def recommended_sets(card_sets: tuple[str, ...] = BASE_SETS) -> list[Any]:
    """The recommended markets of the card sets in play (each with `.name` and `.cards`): the
    rulebook's ten, and with `("base", "far_east")` the fifteen Far East sets too."""
    from hoc_desktop.cards.sets import load_recommended
    return load_recommended(default_catalog(), card_sets=card_sets)


def recommended_market(name: str, card_sets: tuple[str, ...] = BASE_SETS) -> tuple[str, ...]:
    """The ten Common card ids of the recommended set called `name` among those of the card sets in
    play (ValueError if there is none)."""
    from hoc_desktop.cards.sets import find_set
    found = find_set(default_catalog(), name, card_sets)
    if found is None:
        raise ValueError(f"no recommended set called '{name}'")
    return tuple(found.cards)

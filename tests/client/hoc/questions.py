"""Questions inside effects, base set and Far East, each at the exact position that asks it, and
the panel the table shows for one (worded in the window's language, titled with the asking card):
what the pseudo-language test and the screenshots look at."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.cards.names import card_name
from hoc_desktop.client.kit.prompt_panel import FaceSource, PromptPanel
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc import question_words
from hoc_desktop.engine.hoc.position import act, build_position

# name -> (position, the commands that bring the question)
QUESTIONS: dict[str, tuple[dict[str, Any], list[list[Any]]]] = {
    "mode": ({"players": [{"hand": ["farming_village", "city_development", "city"]}, {}]},
             [["play", "farming_village"], ["play", "city_development"]]),
    "defend": ({"players": [{"hand": ["infantry_battalion"]}, {"hand": ["rampart", "city", "duke"]}]},
               [["play", "infantry_battalion"]]),
    "to_draw": ({"players": [{"hand": ["city", "draft_notice"], "discard": ["alchemist", "city", "duke"]}, {}]},
                [["play", "city"], ["play", "draft_notice"], ["pick", [2]]]),
    "bottom": ({"turn": {"coins": 7}, "players": [{"hand": ["government_contractor"]}, {}],
                "market": {"stacks": {"alchemist": 5}}}, [["play", "government_contractor"], ["buy", "alchemist"]]),
    "number": ({"turn": {"phase": "second", "coins": 6}, "players": [{}, {}],
                "market": {"basic": {"royal_maid": 3}}}, [["back", "laolily"]]),
    "counters": ({"players": [{"hand": ["money_loving_fairy"], "areas": {"coin": 1, "ore": 2}}, {}]},
                 [["play", "money_loving_fairy"], ["pick", [1]]]),
    "fairy_modes": ({"players": [{"hand": ["money_loving_fairy"], "areas": {"coin": 1}}, {}]},
                    [["play", "money_loving_fairy"]]),
    "alliance": ({"players": [{"princess": "lulunasaika", "hand": ["alliance"]}, {}]}, [["play", "alliance"]]),
    "tax": ({"turn": {"coins": 4}, "players": [{"hand": ["taxation"]}, {}], "market": {"stacks": {"alchemist": 3}}},
            [["play", "taxation"]]),
    "ouka": ({"turn": {"phase": "second"}, "players": [{"princess": "ouka", "draw": ["city"] * 5,
                                                        "hand": ["alchemist", "gossipy_duchess"]},
                                                       {"draw": ["city"] * 5}]},
             [["end_turn"], ["pick", ["alchemist"]]]),
}


def asking(name: str) -> Game:
    """The game at question `name`."""
    spec, commands = QUESTIONS[name]
    game = build_position(spec)
    for command in commands:
        act(game, command)
    return game


def panel_for(game: Game, catalog: Catalog, faces: FaceSource, on_answer: Callable[[tuple], None]) -> PromptPanel:
    """The panel the Heart of Crown table shows for `game`'s question (table/scene.py `_panel_for`)."""
    prompt = game.prompt()
    assert prompt is not None and not prompt.offers_commands
    cards = game.state.cards
    title = card_name(catalog.cards[cards[prompt.source].key]) if prompt.source is not None else "?"
    return PromptPanel(prompt, lambda cid: catalog.cards.get(cards[cid].key), faces, on_answer, title=title,
                       worded=partial(question_words.worded, catalog=catalog))

"""The commands that name a card, made once per card id (engine/hoc/commands.py)."""

from __future__ import annotations

from hoc_desktop.ai.hoc.contest import setup_for
from hoc_desktop.engine.core.game import start_game
from hoc_desktop.engine.hoc import commands
from hoc_desktop.engine.hoc.ruleset import HEART_OF_CROWN


def test_a_prompt_lists_the_one_command_of_each_card() -> None:
    # given a game dealt, at its first Main Phase prompt
    game = start_game(HEART_OF_CROWN, setup_for(3, 2), record=False)
    prompt = game.prompt()
    assert prompt is not None
    # when its play commands are read
    plays = [option for option in prompt.options if option[0] == "play"]
    # then each is the table's own tuple for its card, equal to the command written out
    assert plays
    for option in plays:
        assert option is commands.PLAY[option[1]]
        assert option == ("play", option[1])


def test_cover_makes_every_verb_name_every_card_below_the_count() -> None:
    # given the tables as earlier games left them
    count = len(commands.PLAY) + 5
    # when a state with more cards asks them to cover its cards
    commands.cover(count)
    # then every verb's table names each of those cards, in order
    for verb, table in (("play", commands.PLAY), ("buy", commands.BUY), ("back", commands.BACK),
                        ("set", commands.SET)):
        assert table[:count] == [(verb, c) for c in range(count)]

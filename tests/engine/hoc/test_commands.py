"""The commands that name a card, made once per card id (engine/hoc/commands.py)."""

from __future__ import annotations

import threading

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


def test_tables_grown_by_several_threads_at_once_stay_in_order() -> None:
    # given eight threads, each about to make the tables cover more cards than any game so far
    start = len(commands.SET)
    wanted = [start + 50 * (i + 1) for i in range(8)]
    go = threading.Barrier(len(wanted))
    read: list[object] = []

    def grow(count: int) -> None:
        go.wait()
        commands.cover(count)
        read.append(commands.BUY[count - 1])

    # when they grow them at the same moment
    threads = [threading.Thread(target=grow, args=(count,)) for count in wanted]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=10)
    # then each thread, once its cards were covered, read its last card's command right
    assert sorted(read, key=str) == sorted((("buy", count - 1) for count in wanted), key=str)
    # and every verb's table names each card once, in order
    top = max(wanted)
    for verb, table in (("play", commands.PLAY), ("buy", commands.BUY), ("back", commands.BACK),
                        ("set", commands.SET)):
        assert table[:top] == [(verb, c) for c in range(top)]

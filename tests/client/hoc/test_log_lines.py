"""Heart of Crown's lines in an exported log's header (hoc_desktop.client.hoc.log_lines)."""

from __future__ import annotations

from typing import Callable

from hoc_desktop.client.hoc.log_lines import log_lines
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.engine.hoc.setup import default_catalog


def test_the_sets_market_and_code_lines_follow_the_window_s_language(language: Callable[[str], None]) -> None:
    # given a game on the Primer recommended set
    kinds = ["human", "normal"]
    setup = make_setup(kinds, "Primer", 4)
    # when its lines are written in English, then they name the set, the market and the code
    sets, market, code = log_lines(setup, kinds, default_catalog())
    assert sets == "Sets: Base" and market.startswith("Market: Primer (Scout, ") and code.startswith("Setup code: HC")
    # when in Japanese, then the same lines in Japanese: the set's and the cards' Japanese names
    language("ja")
    sets, market, code = log_lines(setup, kinds, default_catalog())
    assert sets == "カードセット：基本セット" and market.startswith("マーケット：入門（斥候、")
    assert code.startswith("セットアップコード：HC")


def test_a_random_market_is_named_random(language: Callable[[str], None]) -> None:
    # given a random market, when its line is written in Japanese, then it says so
    language("ja")
    kinds = ["human", "normal"]
    assert log_lines(make_setup(kinds, "Random", 4), kinds, default_catalog())[1].startswith("マーケット：ランダム（")

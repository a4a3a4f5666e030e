"""Why a table refuses a connection, as data and in words: the server sends the code and fields
before it closes, the close reason stays the English line every client reads, and a window words
the code in its own language."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable

import pytest

from hoc_desktop.net.client import Refused, TableClient
from hoc_desktop.net.refusal_words import MESSAGES, english, worded
from tests.net.serving import closed, run, seat, serving

SAMPLES = {"game": "Heart of Crown", "level": "genius", "levels": "easy, normal", "table": "q7", "asked": 3,
           "seats": 2, "seat": 0, "most": 24}


@pytest.mark.parametrize("why", sorted(MESSAGES))
def test_each_reason_reads_whole_in_english_and_in_japanese(why: str, language: Callable[[str], None]) -> None:
    fields = {name: SAMPLES[name] for name in re.findall(r"\{(\w+)\}", MESSAGES[why])}
    line = english(why, fields)
    language("ja")
    japanese = worded(why, fields, line)
    # then the English is the close reason's line, whatever the language, and the Japanese is Japanese
    assert english(why, fields) == line and japanese != line
    rest = japanese
    for value in sorted(map(str, fields.values()), key=len, reverse=True):
        rest = rest.replace(value, "")
    assert not re.search(r"[A-Za-z]{3,}", rest), japanese


def test_a_reason_of_another_version_reads_as_its_line() -> None:
    assert worded("a_newer_code", {}, "ws://h/t: something new") == "ws://h/t: something new"
    assert worded("table_full", {"table": "t"}, "the line") == "the line"      # a field missing


def test_a_join_to_a_full_table_is_refused_with_its_reason_as_data(tmp_path: Path,
                                                                  language: Callable[[str], None]) -> None:
    # given a two-seat table whose seats are both taken
    async def scenario() -> Any:
        async with serving(tmp_path) as server:
            url = f"{server.url}/full"
            first = await seat(url, players=2, bot="random")
            second = await seat(url, bot="random")
            # when a third player joins
            client = TableClient(url, reconnect_for=0)
            try:
                async for _message in client.messages():
                    pass
            except Refused as refused:
                return refused
            finally:
                for ws in (first[0], second[0]):
                    await ws.close()
                    await closed(ws)
        raise AssertionError("the join was not refused")

    refused = run(scenario())
    # then the line is the English close reason, and the reason comes as data too
    assert str(refused).endswith("table 'full' is full (2 of 2 seats taken)")
    assert refused.why == "table_full" and refused.fields == {"table": "full", "seats": 2}
    # and a window in Japanese words it
    language("ja")
    assert worded(refused.why, refused.fields, str(refused)) == "テーブル「full」は満席です（2席中2席が埋まっています）"

"""Our own limits on YAML and JSON are checked and worded by us, whatever the installed PyYAML
refuses first (PyYAML 6.0.4 brought libyaml's own nesting limit, in its own words), for every kind
of file a user can hand the program: card files, set files, scenarios, saves and settings."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any, Callable

import pytest
import yaml

from hoc_desktop import safe_io
from hoc_desktop.cards.loader import load_card_file, load_catalog
from hoc_desktop.cards.sets import load_recommended
from hoc_desktop.client.settings import load_settings
from hoc_desktop.engine.hoc.scenario import load_scenario
from hoc_desktop.errors import HocError
from hoc_desktop.saves.savefile import load_game
from tests.hostile_input import QUICK_SECONDS

DEEP_FLOW = "[" * 5_000                   # far past libyaml's 1,000 levels and our 32


def _refusal(load: Callable[[Path], Any], path: Path) -> str:
    start = time.perf_counter()
    with pytest.raises(HocError) as info:
        load(path)
    assert time.perf_counter() - start < QUICK_SECONDS
    return str(info.value)


@pytest.mark.parametrize("body, line", [
    ("x: " + DEEP_FLOW + "\n", 1),
    ("a: 1\nb: 2\n# a comment with [[[[ brackets\nc: " + DEEP_FLOW + "\n", 4),
    ("a: 1\nb: {c: " + "{d: " * 2_000 + "\n", 2),
])
def test_deep_flow_nesting_is_refused_in_our_words_with_its_line(body: str, line: int) -> None:
    # given a document whose brackets nest far deeper than any library limit
    # when it is parsed
    with pytest.raises(safe_io._Refused) as info:
        safe_io.parse_yaml(body, "deep.yaml")
    # then the refusal is ours, on the line where the nesting passes our limit
    assert info.value.problem == f"nested more than {safe_io.MAX_DEPTH} levels deep"
    assert info.value.line == line


def test_our_words_stand_even_when_the_library_refuses_first_in_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    # given a YAML library that refuses deep nesting itself, before any event reaches us
    def refusing_parse(text: str, Loader: Any = None) -> Any:
        mark = yaml.Mark("deep.yaml", 40, 0, 40, text, 40)
        raise yaml.scanner.ScannerError(None, None, "some future wording of a depth limit", mark)
        yield  # pragma: no cover - makes this a generator, as yaml.parse is

    monkeypatch.setattr(safe_io.yaml, "parse", refusing_parse)
    # when a deeply nested document is parsed
    with pytest.raises(safe_io._Refused) as info:
        safe_io.parse_yaml("x: " + "[" * 100 + "\n", "deep.yaml")
    # then the message is still ours
    assert info.value.problem == f"nested more than {safe_io.MAX_DEPTH} levels deep"


def test_brackets_in_comments_and_text_never_make_a_valid_file_refused() -> None:
    # given a valid file with many brackets in comments and quoted text
    body = "# " + "[" * 50 + "\na: '" + "[" * 50 + "'\nb: \"{{{{" + "{" * 50 + "\"\nc: [1, [2, [3]]]\n"
    # when it is parsed, then it reads as written
    doc, _ = safe_io.parse_yaml(body, "fine.yaml")
    assert doc["c"] == [1, [2, [3]]] and doc["a"] == "[" * 50


def test_invalid_yaml_that_is_not_deep_keeps_the_parsers_reason() -> None:
    # given a broken file with shallow nesting
    # when it is parsed, then the parser's own reason is given, with its line
    with pytest.raises(safe_io._Refused) as info:
        safe_io.parse_yaml("a: [1, 2\nb: ]\n", "broken.yaml")
    assert info.value.problem.startswith("invalid YAML:")


LOADERS: dict[str, tuple[str, Callable[[Path], Any]]] = {
    "card file": ("format_version: 1\nset: base\ncards: " + DEEP_FLOW + "\n", load_card_file),
    "set file": ("format_version: 1\nsets: " + DEEP_FLOW + "\n",
                 lambda path: load_recommended(load_catalog(), path)),
    "scenario": ("position:\n  players: " + DEEP_FLOW + "\n", load_scenario),
}


@pytest.mark.parametrize("kind", sorted(LOADERS))
def test_every_yaml_file_kind_refuses_deep_nesting_in_one_line_naming_file_and_line(tmp_path: Path, kind: str) -> None:
    # given a file of that kind nested 5,000 levels deep on its line 3 (or 2)
    body, load = LOADERS[kind]
    path = tmp_path / "deep.yaml"
    path.write_text(body, encoding="utf-8")
    # when it is loaded
    message = _refusal(load, path)
    # then one line names the file, the line and our limit
    line = body[:body.index("[")].count("\n") + 1
    assert message.startswith(f"{safe_io.display(path)}:{line}: ")
    assert f"nested more than {safe_io.MAX_DEPTH} levels deep" in message
    assert "\n" not in message


@pytest.mark.parametrize("kind", ["save", "settings"])
def test_json_files_refuse_deep_nesting_in_our_words(tmp_path: Path, kind: str) -> None:
    # given a save or settings file nested 5,000 levels deep
    path = tmp_path / "deep.json"
    path.write_text('{"a": ' + "[" * 5_000 + "]" * 5_000 + "}", encoding="utf-8")
    # when it is loaded
    if kind == "save":
        message = _refusal(load_game, path)
    else:
        settings, message = load_settings(path)
        assert settings is not None and message is not None
    # then the refusal names the file and our limit
    assert safe_io.display(path) in message
    assert f"nested more than {safe_io.MAX_DEPTH} levels deep" in message


def test_the_text_of_a_yaml_file_is_interned() -> None:
    # given a YAML document whose keys and text the engine compares with its own literals
    doc, _lines = safe_io.parse_yaml("gain_coins:\n  amount: two\n", "cards.yaml")
    # then each string is the one interned object of its text (dict look-ups compare addresses)
    key = next(iter(doc))
    assert key is sys.intern("gain_coins")
    assert doc[key]["amount"] is sys.intern("two")

"""The documentation stays true to the program: the README stays a short front door, every relative
link leads somewhere, every command the README's table names exists, the paths the architecture
page names exist, and the front door example runs as written."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

from hoc_desktop.cli.main import build_parser

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
PAGES = [README, ROOT / "CONTRIBUTING.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]
README_MAX_LINES = 220
LINK = re.compile(r"\]\(([^)\s]+)\)")          # [text](target) and ![alt](target)
COMMAND = re.compile(r"^\| `hoc-desktop ([^`]*)`")   # a row of the README's command table
PACKAGE_PATH = re.compile(r"\bhoc_desktop/[\w/]+\.py\b")


def _relative_links(page: Path) -> list[str]:
    """Link targets that point into the repository (not a web address, not an anchor alone)."""
    targets = [m.group(1).split("#")[0] for m in LINK.finditer(page.read_text(encoding="utf-8"))]
    return [t for t in targets if t and not re.match(r"[a-z]+:", t)]


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def _options(parser: argparse.ArgumentParser) -> set[str]:
    return {flag for action in parser._actions for flag in action.option_strings}


def test_the_readme_is_a_front_door() -> None:
    """Given the README, then it is at most about 200 lines: the rest lives in docs/."""
    lines = README.read_text(encoding="utf-8").count("\n")
    assert lines <= README_MAX_LINES, f"README.md has {lines} lines; move detail into docs/"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_leads_to_a_file(page: Path) -> None:
    """Given a page, when its relative links are resolved from its folder, then each file exists."""
    missing = [t for t in _relative_links(page) if not (page.parent / t).exists()]
    assert not missing, f"{page.relative_to(ROOT)} links to missing files: {missing}"


def test_every_command_of_the_readme_table_exists() -> None:
    """Given the README's command table, when each row's `hoc-desktop ...` is read, then its
    subcommand (the first lower-case word) exists in the CLI parser, every option the row shows
    belongs to that subcommand or to the program, and every subcommand has a row."""
    parser = build_parser()
    commands = _subparsers(parser)
    rows = [m.group(1).split() for line in README.read_text(encoding="utf-8").splitlines()
            if (m := COMMAND.match(line))]
    assert len(rows) >= 8, "the README's command table was not found"
    named = set()
    for words in rows:
        name = next((w for w in words if re.fullmatch(r"[a-z]+", w)), None)
        assert name is None or name in commands, f"hoc-desktop {name}: no such command"
        command = commands.get(name or "")
        named.add(name)
        scope = _options(parser) | (_options(command) if command else set())
        flags = {w.strip("[]") for w in words if w.lstrip("[").startswith("--")}
        unknown = sorted(flags - scope)
        assert not unknown, f"hoc-desktop {' '.join(words)}: unknown options {unknown}"
    assert set(commands) <= named, f"commands missing from the README's table: {set(commands) - named}"


def test_every_package_path_of_the_architecture_page_exists() -> None:
    """Given docs/architecture.md, then every `hoc_desktop/...py` it names is a file of the package
    (a moved module must take its page along)."""
    page = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    missing = sorted({p for p in PACKAGE_PATH.findall(page) if not (ROOT / p).is_file()})
    assert not missing, f"docs/architecture.md names paths that do not exist: {missing}"


def test_the_front_door_example_runs_as_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Given the "drive a game" example of docs/saves-and-streams.md, when it runs as written (in a
    scratch folder, for its game.json), then it plays a whole game and its assertion holds."""
    page = (ROOT / "docs" / "saves-and-streams.md").read_text(encoding="utf-8")
    example = re.search(r"```python\n(.*?)```", page, re.DOTALL)
    assert example, "docs/saves-and-streams.md lost its python example"
    monkeypatch.chdir(tmp_path)
    scope: dict[str, object] = {}
    # the page's own text, so the example a reader copies is the one that runs
    exec(compile(example.group(1), "docs/saves-and-streams.md", "exec"), scope)
    assert scope["game"].over and (tmp_path / "game.json").is_file()  # type: ignore[attr-defined]
    assert scope["earlier"].commands == scope["game"].commands[:10]  # type: ignore[attr-defined]

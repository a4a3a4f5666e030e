"""The first-game tour: its words come from data with numbers from the rules, in the window's
language (data/ja/guide.yaml in Japanese), each tip appears once when its situation arises, and the
first Play of a new player starts it against `easy`."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Callable, Iterator

import pytest

import pygame

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.main import Program
from hoc_desktop.client.settings import Settings, load_settings
from hoc_desktop.client.kit.guide import Guide
from hoc_desktop.client.hoc.table.guide import SITUATIONS, load_tips
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.errors import DataError
from tests.client.helpers_client import click


def test_tips_come_from_data_with_the_rules_numbers() -> None:
    tips = load_tips()
    assert tips[0].when == "start" and all(t.when in SITUATIONS for t in tips)
    assert all("{" not in t.text for t in tips)
    changed = load_tips(values={**_values(), "coronation_points": 99})
    assert "99" in changed[0].text


def _values() -> dict:
    from hoc_desktop.client.hoc.rule_values import rule_values
    return rule_values()


def test_a_bad_guide_file_is_one_line_naming_it(tmp_path: Path) -> None:
    path = tmp_path / "guide.yaml"
    path.write_text("format_version: 1\ntips:\n  - {id: a, when: start, title: T, text: 'has {nothing}'}\n")
    with pytest.raises(DataError) as caught:
        load_tips(path)
    assert "guide.yaml:3" in str(caught.value) and "\n" not in str(caught.value)


def test_a_tip_speaks_the_windows_language(language: Callable[[str], None]) -> None:
    # given the tips, loaded once
    tips = load_tips()
    # when the window speaks Japanese, then each tip reads data/ja/guide.yaml, numbers filled
    language("ja")
    assert tips[0].title == "ハートオブクラウンへようこそ" and f"{_values()['coronation_points']}点" in tips[0].text
    assert all("{" not in t.text and " " not in t.text for t in tips)
    # and back in English, the same tips read English again
    language("en")
    assert tips[0].title == "Welcome to Heart of Crown"


def test_a_translated_tip_the_english_lacks_is_one_line_naming_it(tmp_path: Path) -> None:
    # given a guide and its Japanese file naming a tip the guide does not have
    (tmp_path / "ja").mkdir()
    (tmp_path / "guide.yaml").write_text("format_version: 1\ntips:\n  - {id: a, when: start, title: T, text: x}\n")
    (tmp_path / "ja" / "guide.yaml").write_text("format_version: 1\ntips:\n  - {id: b, title: T, text: x}\n",
                                                encoding="utf-8")
    # when it is loaded, then a DataError names the Japanese file and line
    with pytest.raises(DataError) as caught:
        load_tips(tmp_path / "guide.yaml")
    assert "ja/guide.yaml:3" in str(caught.value).replace("\\", "/") and "\n" not in str(caught.value)


def test_each_tip_comes_once_when_its_situation_arises() -> None:
    guide = Guide(load_tips())
    assert guide.update("main", [("play", 3), ("end_main",)]) and guide.current.id == "welcome"
    assert not guide.update("main", [("play", 3)])          # one at a time
    guide.dismiss()
    assert guide.update("main", [("play", 3)]) and guide.current.id == "play"
    guide.dismiss()
    assert not guide.update("main", [("play", 3), ("end_main",)])
    assert guide.update("second", [("buy", 4), ("end_turn",)]) and guide.current.id == "second"
    guide.end()
    assert not guide.update("second", [("back", 1)]) and guide.finished


def test_a_new_players_first_play_is_the_tour_against_easy(app: App, tmp_path: Path) -> None:
    # given a player who has never seen the tour
    program = Program(app, saves=tmp_path / "saves", settings=Settings(), settings_file=tmp_path / "s.json")
    app.push(program.title())
    # when they press Play
    click(app, app.top.play.rect.center)
    table = app.top
    # then the game is against easy, the welcome tip is up, and the tour is remembered as offered
    assert isinstance(table, TableScene) and table.session.kinds == ["human", "easy"]
    for _ in range(400):
        app.step()
        if table.guide.current is not None:
            break
    assert table.guide.current.id == "welcome"
    assert "heart-of-crown" in load_settings(tmp_path / "s.json")[0].guides_seen
    # Got it moves on; End tour ends it
    click(app, table.tour.got_it.rect.center)
    assert table.guide.current is None or table.guide.current.id != "welcome"
    # and the next Play (the tour's game dropped when asked) is against normal without a tour
    program.to_title()
    click(app, app.top.play.rect.center)
    click(app, app.top.other.rect.center)
    assert app.top.session.kinds == ["human", "normal"] and app.top.guide is None


def test_the_tour_can_be_replayed_from_the_title(app: App, tmp_path: Path) -> None:
    program = Program(app, saves=None, settings=replace(Settings(), guides_seen=("heart-of-crown",)))
    app.push(program.title())
    tour = next(b for b in app.top.extras if b.text == "Tour")
    click(app, tour.rect.center)
    assert isinstance(app.top, TableScene) and app.top.guide is not None


def tour_with_its_first_tip(app: App) -> TableScene:
    """The tour replayed from the title, stepped until its first tip is up."""
    program = Program(app, saves=None, settings=replace(Settings(), guides_seen=("heart-of-crown",)))
    app.push(program.title())
    program.tour()
    table = app.top
    for _ in range(400):
        app.step()
        if table.guide.current is not None:
            break
    return table


def shown_at_each_size(app: App, screenshot_dir: Path, name: str) -> Iterator[tuple[int, int]]:
    """The window at 1280x720 and 1920x1080, each at 100% and 200% text: a screenshot `name_...png`
    of each, then its size for the caller's checks."""
    for size in ((1280, 720), (1920, 1080)):
        for scale in (1.0, 2.0):
            app.set_window_size(size)
            app.set_appearance(text_scale=scale)
            app.step()
            app.screenshot(str(screenshot_dir / f"{name}_{size[0]}x{size[1]}_{int(scale * 100)}.png"))
            yield size


def test_screenshots_of_a_tip(app: App, screenshot_dir: Path) -> None:
    table = tour_with_its_first_tip(app)
    for _size in shown_at_each_size(app, screenshot_dir, "tour_tip"):
        pass
    assert table.tour.got_it.rect.colliderect(table.tip_rect())


def test_screenshots_of_a_tip_in_japanese(app: App, language: Callable[[str], None], screenshot_dir: Path) -> None:
    # given the tour's first tip in Japanese
    language("ja")
    table = tour_with_its_first_tip(app)
    assert table.tour.got_it.text == "了解"
    # when it is drawn at each size and text scale
    for size in shown_at_each_size(app, screenshot_dir, "tour_tip_ja"):
        # then the bubble holds its whole words and its two buttons, side by side, in the window
        bubble = table.tour.rect
        assert pygame.Rect((0, 0), size).contains(bubble)
        assert table.tour.needed(table.theme, bubble.width) <= bubble.height
        assert bubble.contains(table.tour.got_it.rect) and bubble.contains(table.tour.end_tour.rect)
        assert not table.tour.got_it.rect.colliderect(table.tour.end_tour.rect)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_tip_covers_neither_the_opponents_nor_the_market_nor_your_side(app: App, size: tuple[int, int]) -> None:
    # given the tour's first tip at normal text size
    app.set_window_size(size)
    table = tour_with_its_first_tip(app)
    # then it sits over the log, clear of the opponents' panels, the Market, your side and the buttons
    tip = table.tip_rect()
    L = table.layout
    assert L.log.contains(tip)
    assert not any(tip.colliderect(r) for r in (*L.opponents.values(), L.market, L.domain, L.field, L.hand,
                                                  L.end_phase, L.declare, L.undo))

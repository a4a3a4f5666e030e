"""The Rules scene: every section of the summary renders with text, its numbers come from
data/rules.yaml and the card data (never typed into the summary), the list and the keys choose
sections, the page scrolls, Esc goes back; in Japanese it reads data/ja/ and wraps between
characters; screenshots at two sizes and two text scales in both languages."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable

import pygame
import pytest

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.fonts import font
from hoc_desktop.client.ui.line_break import has_wide
from hoc_desktop.client.hoc.rule_values import rule_values
from hoc_desktop.client.hoc.rules_sections import SUMMARY_FILE, build_sections
from hoc_desktop.client.scenes.rules import RulesScene, load_summary, parse_blocks, summary_entries
from hoc_desktop.engine.hoc.rulebook import Rules, load_rules
from hoc_desktop.engine.hoc.setup import default_catalog
from hoc_desktop.errors import DataError
from hoc_desktop.paths import data_dir
from tests.client.helpers_client import click, key, post

SIZES = ((1280, 720), (1920, 1080))
SCALES = (1.0, 2.0)


def rules_scene(app: App, calls: list[str] | None = None, rules: Rules | None = None) -> RulesScene:
    calls = [] if calls is None else calls
    scene = RulesScene(app, lambda: calls.append("back"), sections=None if rules is None else build_sections(rules))
    app.push(scene)
    app.step()
    return scene


def test_every_section_renders_and_has_text(app: App) -> None:
    # given the Rules scene
    scene = rules_scene(app)
    titles = [section.title for section in scene.sections]
    assert len(titles) >= 12 and len(set(titles)) == len(titles)
    for index, section in enumerate(scene.sections):
        # when the section is chosen with Down (the first one is shown at once)
        if index:
            key(app, pygame.K_DOWN)
        # then its title heads the page and its text is laid out, placeholders all filled
        assert scene.index == index and scene.panel.title == section.title
        assert scene.page.lines and len(scene.page.text) > 100
        assert "{" not in scene.page.text and "}" not in scene.page.text and "**" not in scene.page.text
        app.draw()
    key(app, pygame.K_DOWN)                     # past the last section: stays there
    assert scene.index == len(titles) - 1
    key(app, pygame.K_UP)
    assert scene.index == len(titles) - 2


def test_the_summary_covers_the_rulebook_topics() -> None:
    # given the bundled summary, then each topic the rulebook covers has a section
    titles = " | ".join(section.title.casefold() for section in build_sections())
    for topic in ("coronation", "setup", "main phase", "second phase", "cleanup", "market refresh",
                  "backing a princess", "domain", "succession", "judgment", "curses", "attacks"):
        assert topic in titles, topic


def test_the_far_east_section_states_its_rules_from_rules_yaml() -> None:
    # given the bundled summary, then a Far East section explains counters, tokens, set-aside and Ouka
    # with the numbers of data/rules.yaml and of the cards' params
    rules, cards = load_rules(), default_catalog()
    section = next(s for s in build_sections() if s.title == "Far East Territory")
    text = section.plain
    for words in ("Coin counters", "Ore counters", "Taxation", "Set-aside cards", "Ouka", "--sets base,far_east",
                  f"at most {cards['money_loving_fairy'].params['coin_counter_cap']}",
                  f"to gain {rules.coin_counter_value} coin", f"costs {cards['taxation'].params['tax_surcharge']} more",
                  f"costing {cards['ouka'].params['max_cost']} or less",
                  "Military, Magic, Merchant, Maid or Strategy"):
        assert words in text, words


def test_clicking_a_title_shows_its_section(app: App) -> None:
    # given the Rules scene, when the fourth title is clicked
    scene = rules_scene(app)
    click(app, scene.contents.row_rect(3).center)
    # then that section is shown
    assert scene.index == 3 and scene.panel.title == scene.sections[3].title
    assert scene.page.text.startswith(scene.sections[3].blocks[0].plain.split(" ")[0])


def test_numbers_come_from_rules_yaml() -> None:
    # given the rule numbers of data/rules.yaml and the card data
    rules, catalog = load_rules(), default_catalog()
    text = "\n".join(section.plain for section in build_sections())
    # then the summary states them
    assert f"{rules.coronation_points} or more" in text
    assert f"{rules.instant_win_points} or more" in text
    assert f"{rules.overtime_win_points} or more" in text
    assert f"{rules.curses_per_player} Curses per player" in text
    assert f"{rules.curses_per_player * 2} for two players" in text
    assert f"hand of {rules.hand_size}" in text
    assert f"{rules.backing_moves_territories} highest-cost Territory cards" in text
    assert f"until {rules.random_market_stacks} different cards" in text
    assert f"City ×{rules.basic_market['city']}" in text
    assert f"Farming Village ×{rules.starting_deck['farming_village']}" in text
    assert f"{catalog['lulunasaika'].cost} coins" in text
    assert f"**Duke**: {catalog['duke'].points} points, cost {catalog['duke'].cost}." in "\n".join(
        block.text for section in build_sections() for block in section.blocks)


def test_a_changed_rule_number_changes_the_text(app: App) -> None:
    # given a copy of the rules with other numbers
    raw = dict(load_rules().raw)
    raw.update(coronation_points=23, instant_win_points=41, hand_size=6, curses_per_player=3)
    scene = rules_scene(app, rules=Rules.from_raw(raw))
    # when the sections are read
    text = "\n".join(section.plain for section in scene.sections)
    # then the new numbers are shown and the old ones are gone
    assert "23 or more" in text and "41 or more" in text and "hand of 6" in text
    assert "3 Curses per player (6 for two players, 12 for four)" in text
    assert "20 or more" not in text and "30 or more points at any moment" not in text
    assert "23 or more" in scene.page.text                      # the first section, as laid out


def test_the_summary_file_holds_no_hand_typed_numbers() -> None:
    # given the summary's source text, then every number in it is a placeholder
    for entry in load_summary(data_dir() / SUMMARY_FILE):
        outside = re.sub(r"\{[^{}]*\}", "", entry.title + entry.text)     # ({curses_for[2]} indexes by a player count)
        assert not re.search(r"\d", outside), f"{entry.where}: '{entry.title}' has a digit; use a placeholder"


def test_every_placeholder_name_is_documented() -> None:
    # given the values a placeholder may name, then the derived ones exist with the data's values
    values = rule_values()
    rules = load_rules()
    assert values["coronation_points"] == rules.coronation_points
    assert values["players"] == rules.players
    assert values["starting_deck_size"] == sum(rules.starting_deck.values())
    assert values["supply_size"] == rules.commons_per_game * rules.common_copies + len(rules.rares)
    assert values["judgment_rulebook"] == "Royal Maid, Senator and Duke"
    assert values["plays"] == "1 play"


def test_a_bad_placeholder_is_a_data_error(tmp_path: Path) -> None:
    # given a summary naming a value that does not exist
    path = tmp_path / "summary.yaml"
    path.write_text("format_version: 1\nsections:\n  - id: oops\n    title: Oops\n"
                    "    text: |\n      Win at {victory_points}.\n", encoding="utf-8")
    # when it is built, then a DataError names the file and the section
    with pytest.raises(DataError, match=r"summary.yaml.*Oops"):
        build_sections(path=path)
    path.write_text("format_version: 1\nsections: []\n", encoding="utf-8")
    with pytest.raises(DataError):
        load_summary(path)


def test_a_translation_reads_by_id_and_refuses_a_section_the_english_lacks(
        tmp_path: Path, language: Callable[[str], None]) -> None:
    # given a summary and its Japanese beside it, which translates one of its two sections
    (tmp_path / "ja").mkdir()
    english = tmp_path / "summary.yaml"
    english.write_text("format_version: 1\nsections:\n  - {id: a, title: A, text: First.}\n"
                       "  - {id: b, title: B, text: Second.}\n", encoding="utf-8")
    japanese = tmp_path / "ja" / "summary.yaml"
    japanese.write_text("format_version: 1\nsections:\n  - {id: b, title: 二, text: 二番目。}\n", encoding="utf-8")
    # when the window speaks Japanese, then the sections keep the English order, the translated one in Japanese
    language("ja")
    assert [(e.id, e.title) for e in summary_entries(english)] == [("a", "A"), ("b", "二")]
    # and a translated section the English lacks is one line naming its file and line
    japanese.write_text("format_version: 1\nsections:\n  - {id: c, title: 三, text: 三番目。}\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"ja.summary\.yaml:3: section 'c'"):
        summary_entries(english)


def test_markup_becomes_paragraphs_subheadings_and_bullets() -> None:
    blocks = parse_blocks("First line\ncontinues.\n\n### Heading\n- one\n  more\n- two\n\nLast **bold**.")
    assert [(b.kind, b.plain) for b in blocks] == [
        ("para", "First line continues."), ("sub", "Heading"), ("bullet", "one more"), ("bullet", "two"),
        ("para", "Last bold.")]


def test_the_page_scrolls_with_keys_and_wheel(app: App) -> None:
    # given a long section at a large text scale
    app.set_appearance(text_scale=2.0)
    scene = rules_scene(app)
    page = scene.page
    assert page.max_scroll > 0
    # when Page Down is pressed, then the text moves up by about a page
    key(app, pygame.K_PAGEDOWN)
    assert page.scroll > page.rect.height // 2
    # when the wheel turns up over the page, then it scrolls back
    post(pygame.MOUSEMOTION, pos=page.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=50, flipped=False, precise_x=0.0, precise_y=50.0)
    app.step()
    assert page.scroll == 0
    key(app, pygame.K_END)
    assert page.scroll == page.max_scroll
    # when another section is chosen, then it starts at its top
    key(app, pygame.K_DOWN)
    assert page.scroll == 0


def test_esc_and_back_call_on_back(app: App) -> None:
    calls: list[str] = []
    scene = rules_scene(app, calls)
    key(app, pygame.K_ESCAPE)
    click(app, scene.back.rect.center)
    assert calls == ["back", "back"]


@pytest.mark.parametrize("scale", SCALES, ids=lambda s: f"text{int(s * 100)}")
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_screenshots(app: App, size: tuple[int, int], scale: float, screenshot_dir: Path) -> None:
    # given the Rules scene at a window size and text scale
    app.set_window_size(size)
    app.set_appearance(text_scale=scale)
    scene = rules_scene(app)
    key(app, pygame.K_DOWN)                     # Setup: bullets and bold text
    path = screenshot_dir / f"rules_{size[0]}x{size[1]}_text{int(scale * 100)}.png"
    app.screenshot(str(path))
    # then everything lies inside the window and nothing overlaps
    window = pygame.Rect((0, 0), size)
    for widget in (scene.heading, scene.contents, scene.panel, scene.back):
        assert window.contains(widget.rect), widget
    assert not scene.contents.rect.colliderect(scene.panel.rect)
    assert not scene.contents.rect.colliderect(scene.back.rect)
    assert not scene.heading.rect.colliderect(scene.contents.rect)
    assert scene.panel.content_rect.contains(scene.page.rect)
    room = scene.contents.rect.width - 2 * app.theme.px(14)
    for title in scene.contents.titles:       # every title fits its row, a size smaller if need be
        assert app.theme.font(scene.contents.title_role(title, room, app.theme), True).size(title)[0] <= room, title
    for line in scene.page.lines:             # every wrapped row fits the text column
        last = line.runs[-1]
        end = last.x + font(app.theme.text_px(line.role), last.bold).size(last.text)[0]
        assert end <= scene.page.text_width + 2, line.text
    image = pygame.image.load(str(path))
    assert image.get_size() == size


def test_japanese_wraps_between_characters_keeping_bold_runs_and_kinsoku(app: App) -> None:
    # given a Japanese paragraph with a bold run on a narrow page
    scene = rules_scene(app)
    page = scene.page
    page.set_blocks(parse_blocks("あなたの**直轄地**にあるカードの**継承点**の合計が、**二十点以上**になれば戴冠式を宣言できます。"
                                 "手札・山札・捨て札のカードは数えません。"))
    width = page.text_width
    # then it breaks into rows that fit, none starting with closing punctuation
    assert len(page.lines) > 1
    for line in page.lines:
        last = line.runs[-1]
        assert last.x + font(app.theme.text_px(line.role), last.bold).size(last.text)[0] <= width + 2
        assert line.text[0] not in "。、・"
    # and the bold words are drawn bold, the rest regular, with no space put between characters
    bold = "".join(run.text for line in page.lines for run in line.runs if run.bold)
    assert bold == "直轄地継承点二十点以上" and " " not in page.text


def test_the_rules_screen_in_japanese(app: App, language: Callable[[str], None]) -> None:
    # given the window in Japanese, when the Rules screen opens
    language("ja")
    scene = rules_scene(app)
    # then its heading, button and sections are Japanese, with the rule numbers filled in
    assert scene.heading.text == "ルール" and scene.back.text == "戻る"
    titles = [section.title for section in scene.sections]
    assert titles[0] == "目的と戴冠式" and "クラウンライバルズ：ボーナス" in titles
    text = "\n".join(section.plain for section in scene.sections)
    assert f"**{load_rules().coronation_points}点以上**" in "\n".join(
        block.text for section in scene.sections for block in section.blocks)
    assert "農村7枚と見習い侍女3枚" in text and "宮廷侍女、議員と公爵" in text
    for index in range(len(scene.sections)):
        scene.select(index)
        assert has_wide(scene.page.text) and "{" not in scene.page.text and "**" not in scene.page.text
        app.draw()


@pytest.mark.parametrize("scale", SCALES, ids=lambda s: f"text{int(s * 100)}")
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_japanese_screenshots(app: App, language: Callable[[str], None], size: tuple[int, int], scale: float,
                              screenshot_dir: Path) -> None:
    # given the Rules scene in Japanese at a window size and text scale, on its Setup section
    language("ja")
    app.set_window_size(size)
    app.set_appearance(text_scale=scale)
    scene = rules_scene(app)
    key(app, pygame.K_DOWN)
    app.screenshot(str(screenshot_dir / f"rules_ja_{size[0]}x{size[1]}_text{int(scale * 100)}.png"))
    # then the list's titles and every wrapped row fit their columns, and the panels do not overlap
    assert not scene.contents.rect.colliderect(scene.panel.rect)
    room = scene.contents.rect.width - 2 * app.theme.px(14)
    for title in scene.contents.titles:
        role = scene.contents.title_role(title, room, app.theme)
        assert app.theme.font(role, True).size(title)[0] <= room, title
    for line in scene.page.lines:
        last = line.runs[-1]
        end = last.x + font(app.theme.text_px(line.role), last.bold).size(last.text)[0]
        assert end <= scene.page.text_width + 2, line.text

"""Line breaking: English between words, Japanese between any two characters, with kinsoku."""

from __future__ import annotations

import pytest

from hoc_desktop.client.ui.line_break import NO_LINE_END, NO_LINE_START, break_lines, has_wide, joined, rejoined, units


def one_each(text: str) -> int:
    """A width of one per character: the tests count characters."""
    return len(text)


def test_english_breaks_between_words_and_drops_the_space() -> None:
    assert break_lines("Start a new game now", 11, one_each) == ["Start a new", "game now"]


def test_a_word_wider_than_the_line_is_cut_by_characters() -> None:
    assert break_lines("a Supercalifragilistic b", 8, one_each) == ["a", "Supercal", "ifragili", "stic b"]


def test_newlines_start_new_lines() -> None:
    assert break_lines("one\ntwo three", 20, one_each) == ["one", "two three"]


@pytest.mark.parametrize("text", ["Gain 1 coin. Draw 1 card.", "カードを1枚引く。", "Cost 3, 「都市」 and City"])
def test_joined_units_give_the_text_back_and_their_first_ones_a_shortened_text(text: str) -> None:
    # given: a text cut into units / then: joined, they are the text; without the last, a shorter one
    pieces = units(text)
    assert rejoined(pieces) == text
    assert text.startswith(rejoined(pieces[:-1])) and len(rejoined(pieces[:-1])) < len(text)


def test_japanese_breaks_between_any_two_characters() -> None:
    assert break_lines("新しいゲームを始めますか", 5, one_each) == ["新しいゲー", "ムを始めま", "すか"]


@pytest.mark.parametrize("closing", ["。", "、", "」", "）", "！", "？", "ー", "っ"])
def test_closing_marks_never_start_a_line(closing: str) -> None:
    # given a line that fills exactly before the mark
    lines = break_lines(f"ゲームを始め{closing}ます", 6, one_each)
    # then the mark stays with the character before it, and no line starts with it
    assert all(line[0] not in NO_LINE_START for line in lines)
    assert "".join(lines) == f"ゲームを始め{closing}ます"


@pytest.mark.parametrize("opening", ["「", "（"])
def test_opening_brackets_never_end_a_line(opening: str) -> None:
    lines = break_lines(f"保存しました{opening}名前", 6, one_each)
    assert all(line[-1] not in NO_LINE_END for line in lines)
    assert lines == ["保存しました", f"{opening}名前"]


def test_a_number_stays_with_its_counter() -> None:
    assert break_lines("カードを12枚引く", 5, one_each) == ["カードを", "12枚引く"]


def test_mixed_text_breaks_at_spaces_and_between_scripts() -> None:
    # a word and the Japanese after it may part, except a number and what follows it (a counter)
    assert units("Tab でボタン")[:3] == [("Tab", False), ("で", True), ("ボ", False)]
    assert units("F11で")[0] == ("F11で", False)
    assert break_lines("Tabでボタンを移動、F11で切り替え", 8, one_each) == ["Tabでボタンを", "移動、F11で切", "り替え"]


def test_wide_text_is_recognised() -> None:
    assert has_wide("設定") and has_wide("OK、") and not has_wide("Settings ✓")


def test_the_lines_of_a_paragraph_join_with_a_space_only_between_english_words() -> None:
    # given two lines of a paragraph as a data file holds them, then English joins with a space
    assert joined("Back a", "princess") == "Back a princess"
    # and Japanese, or Japanese meeting anything, joins without one (bold markup looked through)
    assert joined("プリンセスを", "擁立します") == "プリンセスを擁立します"
    assert joined("あなたの**直轄地**", "**継承点**") == "あなたの**直轄地****継承点**"
    assert joined("農村なら", "{points}点") == "農村なら{points}点"
    assert joined("", "first") == "first"

"""Where a line of text may break: between words, and between any two Japanese characters, with
the Japanese rules of line breaking (kinsoku shori).

Japanese is written without spaces, so a line may break between any two kana or kanji; but a line
never starts with closing punctuation, small kana or the long-vowel mark (。、」）！？ー ...) and never
ends with an opening bracket (「（ ...), and a number stays with the counter after it (3枚). Text
is first cut into *units* no line break may enter (an English word, one Japanese character with
what must cling to it), each remembering whether a space stood before it; the lines are then
filled greedily. The same function serves every wrapper of the window (the text cache for
wrapped labels, the game log), so English and Japanese wrap alike everywhere.
"""

from __future__ import annotations

from typing import Callable

NO_LINE_START = frozenset("。、，．・：；？！ー―～…‥」』）］｝〕〉》】〙〗”’ゝゞヽヾ々"
                          "ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ,.:;!?)]}%")
"""Characters a line may not start with: closing punctuation, small kana, iteration and long-vowel
marks (and their ASCII cousins)."""
NO_LINE_END = frozenset("「『（［｛〔〈《【〘〖“‘([{")
"""Characters a line may not end with: opening brackets and quotes."""

Unit = tuple[str, bool]          # (text no break may enter, whether a space stood before it)


def is_wide(ch: str) -> bool:
    """A character of the scripts written without spaces (kana, kanji, full-width forms and CJK
    punctuation): a line may break before and after it."""
    code = ord(ch)
    return (0x3000 <= code <= 0x30FF or 0x3400 <= code <= 0x4DBF or 0x4E00 <= code <= 0x9FFF
            or 0xF900 <= code <= 0xFAFF or 0xFF00 <= code <= 0xFFEF)


def has_wide(text: str) -> bool:
    """Whether `text` holds any character that breaks without spaces."""
    return any(is_wide(ch) for ch in text)


def joined(before: str, after: str) -> str:
    """Two lines of one paragraph, as written in a data file, as one: with a space between English
    words, without one where either side is Japanese (a space there would show as a gap). Bold
    markup's asterisks at the join are looked through."""
    left, right = before.rstrip("*")[-1:], after.lstrip("*")[:1]
    if not before or not after:
        return before + after
    return before + ("" if (left and is_wide(left)) or (right and is_wide(right)) else " ") + after


def units(text: str) -> list[Unit]:
    """`text` (one paragraph) cut into the pieces no line break may enter."""
    out: list[list[str | bool]] = []
    spaced = False
    for ch in text:
        if ch == " ":
            spaced = True
            continue
        if out and not spaced:
            last = str(out[-1][0])[-1]
            glue = (ch in NO_LINE_START or last in NO_LINE_END
                    or (not is_wide(ch) and not is_wide(last))
                    or (is_wide(ch) and last.isdigit() and not is_wide(last)))
            if glue:
                out[-1][0] = str(out[-1][0]) + ch
                continue
        out.append([ch, spaced])
        spaced = False
    return [(str(text), bool(space)) for text, space in out]


def rejoined(pieces: list[Unit]) -> str:
    """The text `units` cut `pieces` from (its first ones: a shortened text), each space kept."""
    return "".join(" " * (spaced and index > 0) + unit for index, (unit, spaced) in enumerate(pieces))


def _by_characters(unit: str, limit: int, width: Callable[[str], int]) -> list[str]:
    """A unit wider than a whole line (a long name), cut where the line is full."""
    pieces: list[str] = []
    piece, used = "", 0
    for ch in unit:
        w = width(ch)
        if piece and used + w > limit:
            pieces.append(piece)
            piece, used = "", 0
        piece += ch
        used += w
    pieces.append(piece)
    return pieces


def break_lines(text: str, limit: int, width: Callable[[str], int]) -> list[str]:
    """`text` as lines no wider than `limit` pixels by `width` (a piece's width; a line's width is
    taken as the sum of its pieces', so a caching `width` makes long logs cheap). Newlines in the
    text start new lines; a space at a break is dropped; a unit wider than a line is cut by
    characters."""
    lines: list[str] = []
    space = width(" ")
    for paragraph in text.split("\n"):
        line, used = "", 0
        for unit, spaced in units(paragraph):
            pieces = _by_characters(unit, limit, width) if width(unit) > limit else [unit]
            for index, piece in enumerate(pieces):
                gap = space if spaced and index == 0 and line else 0
                w = width(piece)
                if line and used + gap + w > limit:
                    lines.append(line)
                    line, used, gap = "", 0, 0
                line += " " * (gap > 0) + piece
                used += gap + w
        lines.append(line)
    return lines

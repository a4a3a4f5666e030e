"""A first-game tour, for any game's table: short tips, each shown once, when its situation first
arises. The words live in a data file (data/guide.yaml for Heart of Crown, data/crown_rivals_guide.yaml
for Crown Rivals) with their numbers filled from the game's rules; each game names its situations
(a test of the viewer's prompt: its kind and its action options), this module knows none.

A translation is a file of the same name in data/<language>/ giving each tip's title and text by
id (the situations stay the English file's: one place); a tip holds the words of every language
and shows those of the language the window speaks now, so a switch in Settings reaches the tip up.

The tour never blocks the game: a tip is a bubble (`TourBubble`) placed where the game's table
says; *Got it* moves on, *End tour* ends it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import reduce
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import pygame

from hoc_desktop import i18n
from hoc_desktop.client.ui.drawing import draw_box, draw_shadow
from hoc_desktop.client.ui.line_break import joined
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets import Button
from hoc_desktop.client.ui.widgets.base import Widget
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.errors import DataError, ShapeError
from hoc_desktop.i18n import N_, _
from hoc_desktop.i18n.data_files import translations
from hoc_desktop.safe_io import load_yaml
from hoc_desktop.validate import choice, identifier, mapping, sequence, text

MAX_GUIDE_BYTES = 50_000

Situation = Callable[[str, Sequence[Any]], bool]     # (prompt kind, action options) -> it holds now


def offers(verb: str) -> Situation:
    """The situation "an action option starts with `verb`" (e.g. a card can be played)."""
    return lambda kind, options: any(len(o) and o[0] == verb for o in options)


def always(kind: str, options: Sequence[Any]) -> bool:
    """The situation of a tour's first tip: the viewer has anything to do."""
    return True


Words = tuple[str, str]          # a tip's title and text


@dataclass(frozen=True)
class Tip:
    """One tip: `words` its (title, text) by language code, English always among them."""

    id: str
    when: str
    words: Mapping[str, Words]
    holds: Situation = field(default=always, compare=False, repr=False)

    def _now(self) -> Words:
        return self.words.get(i18n.language(), self.words[i18n.SOURCE_LANGUAGE])

    @property
    def title(self) -> str:
        """The title in the window's language (English where the tip has no translation)."""
        return self._now()[0]

    @property
    def text(self) -> str:
        """The text in the window's language (English where the tip has no translation)."""
        return self._now()[1]


def _filled(words: str, values: Mapping[str, Any], where: tuple[Any, ...]) -> str:
    try:
        return words.format(**values)
    except (KeyError, IndexError, ValueError) as exc:
        raise ShapeError(where, f"unknown placeholder {exc}") from None


def _tips_doc(path: Path, keys: tuple[str, ...]) -> tuple[list[dict[str, Any]], Any]:
    """The tips of a guide file, each a mapping of exactly `keys`, and the file's lines."""
    doc, lines = load_yaml(path, MAX_GUIDE_BYTES, DataError, N_("guide"))
    try:
        doc = mapping(doc, (), ("format_version", "tips"))
        return [mapping(raw, ("tips", i), keys) for i, raw in enumerate(sequence(doc["tips"], ("tips",), 50))], lines
    except ShapeError as exc:
        raise DataError(f"{lines.at(exc.at)}: {exc}") from None


def _words(raw: dict[str, Any], i: int, values: Mapping[str, Any]) -> Words:
    """A tip's title and text, the text's lines joined (`joined`: Japanese is written in a literal
    block, as YAML's folding would put spaces between its lines) and its placeholders filled."""
    lines = text(raw["text"], ("tips", i, "text"), 1000, one_line=False).strip().splitlines()
    words = reduce(joined, (line.strip() for line in lines), "")
    return text(raw["title"], ("tips", i, "title"), 80), _filled(words, values, ("tips", i, "text"))


def load_tips(path: Path, situations: Mapping[str, Situation], values: Mapping[str, Any]) -> list[Tip]:
    """The tips of a guide file, placeholders filled from `values`, each `when` one of `situations`,
    with the words of every translation of the file (data/<language>/ beside it); DataError naming
    the file and line if either is wrong (a translated tip the English file lacks included)."""
    found, lines = _tips_doc(path, ("id", "when", "title", "text"))
    tips: dict[str, tuple[str, dict[str, Words]]] = {}
    try:
        for i, raw in enumerate(found):
            when = choice(raw["when"], ("tips", i, "when"), situations)
            tip_id = identifier(raw["id"], ("tips", i, "id"))
            if tip_id in tips:
                raise ShapeError(("tips", i, "id"), f"tip id '{tip_id}' appears twice")
            tips[tip_id] = (when, {i18n.SOURCE_LANGUAGE: _words(raw, i, values)})
    except ShapeError as exc:
        raise DataError(f"{lines.at(exc.at)}: {exc}") from None
    for language, translation in translations(path.name, folder=path.parent).items():
        found, lines = _tips_doc(translation, ("id", "title", "text"))
        try:
            for i, raw in enumerate(found):
                tip_id = choice(raw["id"], ("tips", i, "id"), tips)
                tips[tip_id][1][language] = _words(raw, i, values)
        except ShapeError as exc:
            raise DataError(f"{lines.at(exc.at)}: {exc}") from None
    return [Tip(tip_id, when, words, situations[when]) for tip_id, (when, words) in tips.items()]


class Guide:
    """Which tip is up, and which have been seen."""

    def __init__(self, tips: Sequence[Tip]) -> None:
        self.tips = list(tips)
        self.seen: set[str] = set()
        self.current: Tip | None = None
        self.active = True

    def update(self, kind: str, options: Sequence[Any]) -> bool:
        """Bring up the first unseen tip whose situation holds now; True when the tip changed."""
        if not self.active or self.current is not None:
            return False
        for tip in self.tips:
            if tip.id not in self.seen and tip.holds(kind, options):
                self.current = tip
                return True
        return False

    def dismiss(self) -> None:
        """*Got it*: this tip is done; the next comes when its situation arises."""
        if self.current is not None:
            self.seen.add(self.current.id)
            self.current = None

    def end(self) -> None:
        """*End tour*."""
        self.current = None
        self.active = False

    @property
    def finished(self) -> bool:
        return not self.active or len(self.seen) == len(self.tips)


class TourBubble:
    """A table's tour on screen: the current tip in a bright bubble with *Got it* and *End tour*.
    The two buttons join the table's `widgets` while a tip is up (so clicks and Tab reach them) and
    leave it after; the table decides where the bubble goes (`place`), asking `needed` how tall
    its words make it at a width."""

    def __init__(self, guide: Guide | None, widgets: list[Widget]) -> None:
        self.guide = guide
        self.widgets = widgets
        self.got_it = Button(_("Got it"), self.done, style="primary", role="small")
        self.end_tour = Button(_("End tour"), self.end, role="small")
        self.rect = pygame.Rect(0, 0, 0, 0)

    @property
    def tip(self) -> Tip | None:
        return self.guide.current if self.guide is not None else None

    def follow(self, prompt: Prompt | None) -> bool:
        """The viewer's prompt now (None: nothing to decide, or the table is still catching up):
        True when a new tip came up (place it)."""
        if prompt is None:
            return self.update("", ())
        return self.update(prompt.kind, prompt.options if prompt.offers_commands else ())

    def update(self, kind: str, options: Sequence[Any]) -> bool:
        """The viewer's prompt now (kind, action options): True when a new tip came up (place it)."""
        if self.guide is None or not self.guide.update(kind, options):
            return False
        for button in (self.got_it, self.end_tour):
            if button not in self.widgets:
                self.widgets.append(button)
        return True

    def needed(self, theme: Theme, width: int) -> int:
        """The bubble's height at `width`: its title, its words and a row of buttons."""
        inner = width - 2 * theme.pad
        words = 0
        if self.tip is not None:
            words = (theme.text(self.tip.title, "body", bold=True, wraplength=inner).get_height()
                     + theme.text(self.tip.text, "small", wraplength=inner).get_height())
        return words + theme.control_height("small") + theme.px(24)

    def spot(self, theme: Theme, over: pygame.Rect, instead: pygame.Rect) -> pygame.Rect:
        """Where the bubble goes: at the top of `over` (a table's least needed part, its log) when
        its words fit there, else at the top of `instead` (large text on a small window)."""
        if self.needed(theme, over.width) <= over.height:
            return pygame.Rect(over.x, over.y, over.width, self.needed(theme, over.width))
        return pygame.Rect(instead.x, instead.y, instead.width, min(self.needed(theme, instead.width), instead.height))

    def place(self, rect: pygame.Rect, theme: Theme) -> None:
        """The bubble in `rect`, its buttons along its bottom right, as wide as the wider label
        wants, or half the room inside the bubble when that is less (a narrow log, longer words)."""
        self.rect = pygame.Rect(rect)
        bh = theme.control_height("small")
        room = (rect.width - 2 * theme.pad - theme.gap) // 2
        bw = min(room, max(button.min_width(theme, padding=50) for button in (self.got_it, self.end_tour)))
        y = rect.bottom - theme.px(8) - bh
        self.got_it.layout((rect.right - theme.pad - bw, y, bw, bh), theme)
        self.end_tour.layout((rect.right - theme.pad - 2 * bw - theme.gap, y, bw, bh), theme)

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        """The bubble and its buttons (drawn over whatever the table drew before)."""
        tip = self.tip
        if tip is None:
            return
        p = theme.palette
        rect = self.rect
        draw_shadow(surface, rect, theme, depth=8)
        draw_box(surface, rect, p.panel_raised, p.focus, theme)
        inner = rect.width - 2 * theme.pad
        y = rect.y + theme.px(8)
        head = theme.text(tip.title, "body", p.focus, bold=True, wraplength=inner)
        surface.blit(head, (rect.x + theme.pad, y))
        y += head.get_height() + theme.px(2)
        body = theme.text(tip.text, "small", p.text, wraplength=inner)
        room = rect.bottom - y - theme.control_height("small") - theme.px(10)
        surface.blit(body, (rect.x + theme.pad, y), area=pygame.Rect(0, 0, inner, max(0, room)))
        self.got_it.draw(surface)
        self.end_tour.draw(surface)

    def done(self) -> None:
        """*Got it*."""
        if self.guide is not None:
            self.guide.dismiss()
        self._hide()

    def end(self) -> None:
        """*End tour*."""
        if self.guide is not None:
            self.guide.end()
        self._hide()

    def _hide(self) -> None:
        for button in (self.got_it, self.end_tour):
            if button in self.widgets:
                self.widgets.remove(button)

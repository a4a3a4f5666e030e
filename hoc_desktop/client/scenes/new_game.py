"""The new-game screen: 2-4 seats (you or an AI level each), the market and the seed.

*Start* calls the `start_game` callback with a `GameSetup`-compatible dict and the seat kinds,
exactly as the title's *Play* does, so whatever plugs the table in handles both the same way.
The market preview lists the ten cards the game will use; for "Random" it is the randomizer's
draw for the shown seed, so rerolling the seed shows the new market at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from hoc_desktop.client.emblems import backdrop
from hoc_desktop.client.game_config import (HUMAN, MAX_SEATS, MIN_SEATS, QUICK_MARKET, QUICK_OPPONENT,
                                            RANDOM_MARKET, SEAT_KINDS, SetupDict, StartGame, make_setup, market_cards,
                                            market_choices, new_seed, recommended_sets, seat_label)
from hoc_desktop.client.scene import Scene
from hoc_desktop.client.widgets import Button, ChipList, Choice, Label, Panel
from hoc_desktop.engine.hoc.setup import default_catalog

if TYPE_CHECKING:
    from hoc_desktop.client.app import App

RANDOM_NOTE = "Ten Common cards drawn by the randomizer from the seed below."
SEATS_NOTE = "Seats play in this order; who goes first is drawn at random."


class NewGameScene(Scene):
    """Choose seats and market, then Start (calls `start_game(setup, kinds)`) or Back."""

    def __init__(self, app: "App", start_game: StartGame, on_back: Callable[[], None],
                 seed: int | None = None) -> None:
        super().__init__(app)
        self.start_game = start_game
        self.seed = new_seed() if seed is None else seed
        self.kinds = [HUMAN] + [QUICK_OPPONENT] * (MAX_SEATS - 1)
        self.markets = market_choices()
        self.notes = {s.name: s.note for s in recommended_sets()}
        self.count = Choice([f"{n} players" for n in range(MIN_SEATS, MAX_SEATS + 1)], 0,
                            on_change=lambda _: self._seats_changed())
        self.seat_labels = [Label(f"Seat {i + 1}", "body") for i in range(MAX_SEATS)]
        self.seat_choices = [Choice([seat_label(k) for k in SEAT_KINDS], SEAT_KINDS.index(self.kinds[i]),
                                    on_change=self._kind_setter(i)) for i in range(MAX_SEATS)]
        self.seats_note = Label(SEATS_NOTE, "small", wrap=True)
        self.players = Panel("Players", [self.count, *self.seat_labels, *self.seat_choices,
                                         self.seats_note])
        self.market = Choice(self.markets, self.markets.index(QUICK_MARKET), on_change=lambda _: self._refresh())
        self.market_note = Label("", "small", wrap=True)
        self.cards = ChipList(roles=("body", "small"))
        self.seed_label = Label("", "body")
        self.reroll = Button("New seed", self._reroll, hotkey=pygame.K_r, role="body")
        self.market_panel = Panel("Market", [self.market, self.market_note, self.cards, self.seed_label,
                                             self.reroll])
        self.back = Button("Back", on_back, hotkey=pygame.K_ESCAPE, hotkey_label="Esc")
        self.start = Button("Start", self._start, hotkey=pygame.K_RETURN, hotkey_label="Enter", style="primary")
        self.heading = Label("New game", "title", bold=True, align="center")
        self.widgets = [self.heading, self.players, self.market_panel, self.back, self.start]
        self._show_seat_rows()

    # ---- state
    @property
    def seat_count(self) -> int:
        return MIN_SEATS + self.count.index

    def seat_kinds(self) -> list[str]:
        return self.kinds[:self.seat_count]

    def setup(self) -> SetupDict:
        """The setup dict Start would send now."""
        return make_setup(self.seat_kinds(), self.market.value, self.seed)

    def _kind_setter(self, seat: int) -> Callable[[int], None]:
        def set_kind(index: int) -> None:
            self.kinds[seat] = SEAT_KINDS[index]
        return set_kind

    def _show_seat_rows(self) -> None:
        for i in range(MAX_SEATS):
            shown = i < self.seat_count
            self.seat_labels[i].visible = self.seat_choices[i].visible = shown

    def _seats_changed(self) -> None:
        """Show as many seat rows as seats; lay out again, since more rows may need a compact layout."""
        self._show_seat_rows()
        self.resize(self.app.size)

    def _reroll(self) -> None:
        self.seed = new_seed()
        self._refresh()

    def _refresh(self) -> None:
        """Show the chosen market's note, its ten cards and the seed."""
        catalog = default_catalog()
        choice = self.market.value
        self.market_note.set_text(RANDOM_NOTE if choice == RANDOM_MARKET else self.notes.get(choice, ""))
        cards = sorted((catalog[key] for key in market_cards(choice, self.seed)), key=lambda c: (c.cost, c.name))
        self.cards.set_items([c.name for c in cards], badges=[str(c.cost) for c in cards])
        self.seed_label.set_text(f"Seed  {self.seed}")

    def _start(self) -> None:
        self.start_game(self.setup(), self.seat_kinds())

    # ---- layout
    def resize(self, size: tuple[int, int]) -> None:
        """Lay out with the page heading and panel titles; drop them if the seats do not fit
        (large text scales on a small window)."""
        if not self._layout(size, compact=False):
            self._layout(size, compact=True)
        self._refresh()
        super().resize(size)

    def _layout(self, size: tuple[int, int], compact: bool) -> bool:
        """Place every widget; False when the seat rows overflow the players panel."""
        theme = self.theme
        w, h = size
        margin, gap = theme.margin, theme.gap
        row_h = theme.control_height("body")
        self.heading.visible = not compact
        self.players.title = "" if compact else "Players"
        self.market_panel.title = "" if compact else "Market"
        heading_h = theme.line_height("title")
        self.heading.layout((0, margin, w, heading_h), theme)
        self.heading.color = theme.palette.accent
        button_h = theme.control_height("large")
        button_w = theme.px(220) + theme.font("large", True).size("New game")[0]
        bottom = h - margin - button_h
        top = margin if compact else self.heading.rect.bottom + theme.px(18)
        body_h = bottom - theme.px(22) - top
        full_w = min(w - 2 * margin, theme.px(1180))
        left_w = round(full_w * 0.42)
        x0 = (w - full_w) // 2
        self.back.layout((x0, bottom, button_w, button_h), theme)
        self.start.layout((x0 + full_w - button_w, bottom, button_w, button_h), theme)
        self.players.layout((x0, top, left_w, body_h), theme)
        self.market_panel.layout((x0 + left_w + theme.px(24), top, full_w - left_w - theme.px(24), body_h), theme)
        # players panel: the count, then a label column and a selector column
        inner = self.players.content_rect
        label_w = theme.font("body").size("Seat 4")[0] + theme.px(24)
        self.count.layout((inner.x, inner.y, inner.width, row_h), theme)
        y = inner.y + row_h + theme.px(22 if not compact else 12)
        for label, choice in zip(self.seat_labels, self.seat_choices):
            label.layout((inner.x, y, label_w, row_h), theme)
            choice.layout((inner.x + label_w, y, inner.width - label_w, row_h), theme)
            if choice.visible:
                y += row_h + gap
        note_h = theme.text(SEATS_NOTE, "small", wraplength=inner.width).get_height()
        self.seats_note.layout((inner.x, inner.bottom - note_h, inner.width, note_h), theme)
        self.seats_note.color = theme.palette.text_dim
        self.seats_note.visible = y - gap <= self.seats_note.rect.y
        seats_fit = y - gap <= inner.bottom
        # market panel: selector, note, the cards, the seed
        inner = self.market_panel.content_rect
        self.market.layout((inner.x, inner.y, inner.width, row_h), theme)
        note_h = max(theme.text(note, "small", wraplength=inner.width).get_height()
                     for note in (RANDOM_NOTE, *self.notes.values()))
        self.market_note.layout((inner.x, inner.y + row_h + gap, inner.width, note_h), theme)
        self.market_note.color = theme.palette.text_dim
        seed_h = theme.control_height("body")
        seed_y = inner.bottom - seed_h
        reroll_w = theme.font("body", True).size("New seed")[0] + theme.px(80)
        self.reroll.layout((inner.right - reroll_w, seed_y, reroll_w, seed_h), theme)
        self.seed_label.layout((inner.x, seed_y, inner.width - reroll_w - gap, seed_h), theme)
        cards_top = self.market_note.rect.bottom + gap
        self.cards.layout((inner.x, cards_top, inner.width, seed_y - gap - cards_top), theme)
        return seats_fit

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.theme), (0, 0))
        super().draw(surface)

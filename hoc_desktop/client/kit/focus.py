"""The card the keyboard points at, on any table: a focus ring over the table's rows of cards.

A table gives its focusable cards as rows, bottom of the screen first (your hand first), each row
left to right, as `Spot`s: what the focus follows, the card it shows, where it lies. The arrows
(kit/keys.py `FOCUS_STEPS`) move the ring along a row (wrapping) or to the next row up or down that
holds a card (wrapping), to the card nearest the old one's place, so Up then Down comes back to
where it was. Z pins the card in focus large (`pin_focused`), and while a card is pinned the pin
follows the focus, so a player can read the Market card by card.

The ring follows a card, not a place: a card that moves keeps the focus. When the focused card
leaves the rows (played, bought, trashed), `resync` hands the focus to the card now at its place
in its row: the next one, or the one before when it was the last (`neighbour` is the same rule,
asked before the card leaves). So a player who plays the cards of a hand one by one with Enter
never has to move the focus back. A table forgets the ring (`forget`) whenever the picture is
rebuilt for another viewer, so a focus never points at a card the next player may not see.
"""

from __future__ import annotations

from typing import Hashable, NamedTuple, Sequence

import pygame

from hoc_desktop.client.kit.zoom import Zoom


class Spot(NamedTuple):
    """A focusable card: what the focus follows, the card it shows large (None: a face-down card)
    and where it lies on the table."""

    ident: Hashable
    card: str | None
    rect: pygame.Rect


Rows = Sequence[Sequence[Spot]]


def neighbour(row: Sequence[Hashable], ident: Hashable) -> Hashable | None:
    """The card the focus moves to when `ident` leaves `row`: the next one, else the one before
    (None: `ident` is not in the row, or is its only card)."""
    if ident not in row or len(row) < 2:
        return None
    index = list(row).index(ident)
    return row[index + 1] if index + 1 < len(row) else row[index - 1]


def pin_focused(zoom: Zoom, spot: Spot | None, width: int) -> None:
    """Z: the card in focus large, drawn on the half of a `width`-wide table away from it (again,
    or no card in focus: hide it)."""
    zoom.toggle_pin(spot.card if spot is not None else None, spot is not None and spot.rect.centerx >= width // 2)


class FocusRing:
    """The card in focus over a table's rows (see the module's words). The rows keep their order
    from call to call (an empty row keeps its place), so a place can be found again."""

    def __init__(self, place: tuple[int, int] = (0, 0)) -> None:
        self.ident: Hashable | None = None
        self._start = place
        self._place = place                     # (row, index) where the focused card was last seen

    def forget(self) -> None:
        """Nothing in focus, and `resync` starts again from the first place."""
        self.ident = None
        self._place = self._start

    def where(self, rows: Rows) -> tuple[int, int] | None:
        """(row, index) of the card in focus, None when it is not in the rows."""
        return next(((r, i) for r, row in enumerate(rows) for i, spot in enumerate(row) if spot.ident == self.ident),
                    None)

    def spot(self, rows: Rows) -> Spot | None:
        where = self.where(rows)
        return rows[where[0]][where[1]] if where is not None else None

    def take(self, ident: Hashable, rows: Rows) -> None:
        """A click put the focus on `ident`."""
        self.ident = ident
        self._place = self.where(rows) or self._place

    def step(self, rows: Rows, dx: int, dy: int, zoom: Zoom | None = None) -> None:
        """Move along the row (`dx`) or to the next row up (`dy` 1) or down (-1) that holds a card,
        to the card nearest the old one's place; with nothing in focus, the middle of the first row
        that holds a card. A card pinned large in `zoom` follows the focus."""
        full = [r for r, row in enumerate(rows) if row]
        if not full:
            return
        where = self.where(rows)
        if where is None:
            first = rows[full[0]]
            self.ident = first[len(first) // 2].ident
        elif dx:
            r, i = where
            self.ident = rows[r][(i + dx) % len(rows[r])].ident
        else:
            r, i = where
            x = rows[r][i].rect.centerx
            row = rows[full[(full.index(r) + dy) % len(full)]]
            self.ident = min(row, key=lambda s: abs(s.rect.centerx - x)).ident
        spot = self.spot(rows)
        self._place = self.where(rows) or self._place
        if zoom is not None and zoom.pinned and spot is not None:
            zoom.open(spot.card, "pin", zoom.left)

    def resync(self, rows: Rows) -> Hashable | None:
        """The table changed: the card in focus keeps it while it is in the rows; one that left
        hands it to the card now at its place in its row, or the row's last when the row has
        shrunk (none when the row is empty; its place is kept for the row's next cards)."""
        where = self.where(rows)
        if where is not None:
            self._place = where
            return self.ident
        r, i = self._place
        row = rows[r] if r < len(rows) else ()
        if not row:
            self.ident = None
            return None
        self._place = (r, min(i, len(row) - 1))
        self.ident = row[self._place[1]].ident
        return self.ident

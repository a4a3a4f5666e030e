"""What a held card may be dropped on, from the prompt's options: the rules stay in the engine.

A drag starts on a card sprite (in your hand, on the Market, in the princess row, kept on your
Domain). `targets(...)` lists every place the card can go *now*, each with the one command a drop
there emits; the table lights those places while the card is held. `intended(...)` names the
command a drop at some place would mean even when it is not legal, so the engine can say why not
(the card springs back with that reason). `obvious(...)` is what a double-click does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, Sequence

import pygame

from hoc_desktop.client.hoc.table.layout import TableLayout
from hoc_desktop.client.hoc.table.placement import Picture
from hoc_desktop.i18n import N_, _

Command = tuple[Any, ...]


@dataclass(frozen=True)
class Target:
    """A place on the table and the command a drop there emits."""

    rect: pygame.Rect
    command: Command
    label: str


def own_side(layout: TableLayout) -> pygame.Rect:
    """Your half of the table: Domain, field, hand and piles (where bought cards go)."""
    return layout.domain.unionall([layout.field, layout.hand, layout.draw, layout.discard])


def play_area(layout: TableLayout) -> pygame.Rect:
    """Where a card from your hand is played: your field and the open table above your hand."""
    return layout.field.union(pygame.Rect(layout.market.x, layout.market.y, layout.market.width,
                                          layout.field.bottom - layout.market.y))


def targets(card: int, options: Sequence[Command], layout: TableLayout, picture: Picture) -> list[Target]:
    """Every legal drop for `card` given the action prompt's `options`."""
    out: list[Target] = []
    for cmd in options:
        if len(cmd) < 2 or cmd[1] != card:
            continue
        verb = cmd[0]
        if verb == "play":
            out.append(Target(layout.field, cmd, _("Play")))
        elif verb == "keep":
            spot = picture.spots.get(cmd[2])
            if spot is not None:
                out.append(Target(spot.rect, cmd, _("Keep here")))
        elif verb == "set":
            out.append(Target(layout.domain, cmd, _("Set in your Domain")))
        elif verb == "recall":
            out.append(Target(layout.hand, cmd, _("Recall to hand")))
        elif verb in ("buy", "back"):
            out.append(Target(own_side(layout), cmd, _("Buy") if verb == "buy" else _("Back her")))
    return out


def dropped(pos: tuple[int, int], found: Sequence[Target]) -> Target | None:
    """The target a drop at `pos` lands on: the smallest rect containing it (a territory wins over
    the Domain around it)."""
    hits = [t for t in found if t.rect.collidepoint(pos)]
    return min(hits, key=lambda t: t.rect.width * t.rect.height) if hits else None


def intended(card: int, zone: tuple[str, Any], pos: tuple[int, int], layout: TableLayout,
             picture: Picture, seat: int) -> Command | None:
    """The command a drop at `pos` would mean, legal or not (None: the drop means nothing, such as
    a card put back into the hand it came from)."""
    kind = zone[0]
    if kind == "hand":
        for ident, spot in picture.spots.items():
            if spot.zone == ("domain", seat) and spot.rect.collidepoint(pos) and ident != card:
                return ("keep", card, ident)
        if layout.domain.collidepoint(pos):
            return ("set", card)
        if play_area(layout).collidepoint(pos):
            return ("play", card)
        return None
    if kind == "kept":
        return ("recall", card) if layout.hand.collidepoint(pos) else None
    if kind in ("basic", "stack", "curses"):
        return ("buy", card) if own_side(layout).collidepoint(pos) else None
    if kind == "princesses":
        return ("back", card) if own_side(layout).collidepoint(pos) else None
    return None


MEANT_BY_ZONE = {"hand": "play", "kept": "recall", "basic": "buy", "stack": "buy", "curses": "buy",
                 "princesses": "back"}
"""What a double-click on a card in each zone means when it is not legal now (for the reason why).
The Outskirts mean nothing: their cards are never for sale (outskirts.py)."""
NOTHING_TO_DO = {"outskirts": N_("Cards in the Outskirts cannot be bought.")}


def nothing_to_do(zone: tuple[str, Any]) -> str:
    """What the table says when a card in `zone` is asked to act and nothing can be done with it."""
    return _(NOTHING_TO_DO[zone[0]]) if zone[0] in NOTHING_TO_DO else _("Nothing to do with that card now.")


def meant(card: int, zone: tuple[str, Any]) -> Command | None:
    """The command a double-click on `card` in `zone` stands for, legal or not (None: nothing)."""
    verb = MEANT_BY_ZONE.get(zone[0])
    return (verb, card) if verb is not None else None


def obvious(card: Hashable, options: Sequence[Command]) -> Command | None:
    """The double-click action for `card`: play, set, buy, back, recall or activate, in that order
    of preference, whichever the options allow (a card id; any other ident, such as a card in focus
    that is not one, has none)."""
    for verb in ("play", "set", "buy", "back", "recall", "activate", "hand_activate"):
        for cmd in options:
            if cmd[0] == verb and len(cmd) == 2 and cmd[1] == card:
                return cmd
    return None


def draggable(card: int, options: Sequence[Command]) -> bool:
    """Whether any option moves `card` by a drag."""
    return any(len(cmd) >= 2 and cmd[1] == card and cmd[0] in ("play", "keep", "set", "recall", "buy", "back")
               for cmd in options)

"""Crown Rivals' public piles, for the shared pile viewer (client/kit/pile_viewer.py): each discard
pile (face up, public) and the trash, newest first. Draw piles and the market deck are face down
and the rival's hand is secret: they are only counted on the table, except in a finished game's
replay with all cards face up, which lists a face-down pile's cards sorted (`face_down_piles`). Everything
comes from the viewer's SeatView, which holds nothing else."""

from __future__ import annotations

from typing import Any

import pygame

from hoc_desktop.client.crown_rivals.layout import CRLayout
from hoc_desktop.client.kit.pile_viewer import possessive
from hoc_desktop.engine.crown_rivals.view import SeatView
from hoc_desktop.i18n import _

Zone = tuple[str, Any]          # ("discard", seat) or ("trash", None)


def public_piles(view: SeatView, layout: CRLayout) -> list[tuple[Zone, pygame.Rect]]:
    """Every public pile of the table and where it lies: a click there lists it."""
    assert view.seat is not None
    return [(("discard", view.seat), layout.my_discard), (("discard", 1 - view.seat), layout.their_discard),
            (("trash", None), layout.trash)]


def face_down_piles(view: SeatView, layout: CRLayout) -> list[tuple[Zone, pygame.Rect]]:
    """Every face-down pile and where it lies: listed (sorted) only in a finished game's replay
    with all cards face up."""
    assert view.seat is not None
    return [(("draw", view.seat), layout.my_draw), (("draw", 1 - view.seat), layout.their_draw),
            (("market_deck", None), layout.market_deck)]


def deck_name(view: SeatView, zone: Zone) -> str:
    """A face-down pile's name (its list's title is `sorted_title` of it)."""
    kind, seat = zone
    return (_("{whose} draw pile").format(whose=possessive(view.players[seat].name)) if kind == "draw"
            else _("The market deck"))


def pile_cards(view: SeatView, zone: Zone) -> tuple[str, list[str]]:
    """The title and cards of a public pile as the viewer sees it, its top card first."""
    kind, seat = zone
    if kind == "discard":
        player = view.players[seat]
        return _("{whose} discard pile").format(whose=possessive(player.name)), list(reversed(player.discard))
    if kind == "trash":
        return _("The trash"), list(reversed(view.trash))
    raise ValueError(f"{zone} is not a public pile")

"""Crown Rivals' public piles, for the shared pile viewer (client/kit/pile_viewer.py): each discard
pile (face up, public) and the trash, newest first. Draw piles and the market deck are face down
and the rival's hand is secret: they are never listed, only counted on the table. Everything
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


def pile_cards(view: SeatView, zone: Zone) -> tuple[str, list[str]]:
    """The title and cards of a public pile as the viewer sees it, its top card first."""
    kind, seat = zone
    if kind == "discard":
        player = view.players[seat]
        return _("{whose} discard pile").format(whose=possessive(player.name)), list(reversed(player.discard))
    if kind == "trash":
        return _("The trash"), list(reversed(view.trash))
    raise ValueError(f"{zone} is not a public pile")

"""The position as one `normal` decision sees it, summarised once per decision from the seat's view."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from hoc_desktop.ai.hoc.normal.card_money import play_money
from hoc_desktop.engine.hoc.seat_view import SeatView


class Context:
    """What one decision needs to know about the position: the hand, the whole deck's money and
    make-up, points set and waiting in the deck, what the opponents own and how far the race is."""

    __slots__ = ("seat", "hand", "hand_keys", "counts", "deck_size", "density", "points", "unset_sp",
                 "progress", "princess", "opp", "opp_points", "opp_keys", "coins", "plays", "curses_left", "late")

    def __init__(self, view: SeatView) -> None:
        seat = self.seat = view.seat
        card = view.card
        hand = self.hand = view.hand
        self.hand_keys = [card(c).key for c in hand]
        owned = hand + view.own_draw_contents() + view.discard(seat) + view.field(seat)
        kept = list(view.kept(seat).values())
        counts: dict[str, int] = {}
        money = 0.0
        unset = 0
        for cid in owned + kept:
            d = card(cid)
            k = d.key
            counts[k] = counts.get(k, 0) + 1
            money += play_money(d)
            if d.is_succession and d.points > 0:
                unset += d.points
        self.counts = counts
        self.deck_size = max(1, len(owned) + len(kept))
        self.density = money / self.deck_size
        self.points = view.points(seat)
        self.unset_sp = unset
        self.princess = view.princess(seat)
        opps = self.opp = view.opponents()
        self.opp_points = max((view.points(o) for o in opps), default=0)
        opp_keys: dict[str, int] = {}
        for o in opps:
            for cid in view.discard(o) + view.field(o) + list(view.kept(o).values()):
                k = card(cid).key
                opp_keys[k] = opp_keys.get(k, 0) + 1
        self.opp_keys = opp_keys
        self.coins = view.coins
        self.plays = view.plays
        self.curses_left = view.curses_left
        # 0 at the start of the game, 1 when the points race is nearly over.
        coronation = view.rules.coronation_points
        potential = self.points + 0.6 * unset
        if self.princess is None:
            potential = min(potential, 8) + 2
        self.progress = max(0.0, min(1.2, potential / coronation))
        self.late = max(self.progress, min(1.0, self.opp_points / coronation))

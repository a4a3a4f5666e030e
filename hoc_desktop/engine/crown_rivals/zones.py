"""Every zone of Crown Rivals, declared once in the core's zone registry (section 1.4 and OQ-19):
who owns it, who may see its cards, whether its order matters. Events, views and seat streams read
this declaration; a zone not declared here raises UnknownZone."""

from __future__ import annotations

from hoc_desktop.engine.core.zones import Visibility, ZoneRegistry, ZoneSpec

ZONES = ZoneRegistry(
    ZoneSpec("hand", per_seat=True, visibility=Visibility.OWNER, ordered=False),
    ZoneSpec("draw", per_seat=True, visibility=Visibility.NOBODY, ordered=True),
    ZoneSpec("discard", per_seat=True, visibility=Visibility.PUBLIC, ordered=True),   # "face-up" (CR:L14)
    ZoneSpec("play", per_seat=True, visibility=Visibility.PUBLIC, ordered=False),      # played this turn
    ZoneSpec("supporters", per_seat=True, visibility=Visibility.PUBLIC, ordered=False),  # spades in play (L89)
    ZoneSpec("market", per_seat=False, visibility=Visibility.PUBLIC, ordered=True),    # 5 slots, key = slot
    ZoneSpec("market_deck", per_seat=False, visibility=Visibility.NOBODY, ordered=True),
    ZoneSpec("trash", per_seat=False, visibility=Visibility.PUBLIC, ordered=False),
    ZoneSpec("removed", per_seat=False, visibility=Visibility.PUBLIC, ordered=False),  # setup step 1
)

"""Heart of Crown's zones, each declared once (core/zones.py explains the registry).

Per seat: the hand (its owner sees it), the draw pile (nobody; a card revealed on it shows), the
discard pile, the field, the Domain, the cards kept on Domain territories and the cards Samurai set
aside (everyone; no card can fetch them, they rejoin the discard pile at the next reshuffle), and
the princess taken as a guardian in the Guardians variant (R-FG-14.3). Shared:
the Basic Market piles and Random Market stacks (keyed by card id), the face-down Supply pile,
the Curse pile, the princess row and the Outskirts. Cards kept on territories are a map (territory
to card) and the Market piles are keyed by card id, so those three are not plain piles.
"""

from __future__ import annotations

from hoc_desktop.engine.core.zones import Visibility, ZoneRegistry, ZoneSpec

PUBLIC, OWNER, NOBODY = Visibility.PUBLIC, Visibility.OWNER, Visibility.NOBODY

ZONES = ZoneRegistry(
    ZoneSpec("hand", per_seat=True, visibility=OWNER, ordered=False),
    ZoneSpec("draw", per_seat=True, visibility=NOBODY, ordered=True, revealable=True),
    ZoneSpec("discard", per_seat=True, visibility=PUBLIC, ordered=True),
    ZoneSpec("field", per_seat=True, visibility=PUBLIC, ordered=True),
    ZoneSpec("domain", per_seat=True, visibility=PUBLIC, ordered=False),
    ZoneSpec("kept", per_seat=True, visibility=PUBLIC, ordered=False, pile=False),
    ZoneSpec("set_aside", per_seat=True, visibility=PUBLIC, ordered=False),
    # A guardian lies face down in her player's Domain (FG:L818-825): her abilities, her printed
    # points and counters do not count, so she is kept apart from the Domain pile, where nothing
    # reads her. Who she is stays public: she was taken from the public princess row in view of
    # everyone, and face down only takes her abilities away.
    ZoneSpec("guardian", per_seat=True, visibility=PUBLIC, ordered=False),
    ZoneSpec("basic", per_seat=False, visibility=PUBLIC, ordered=True, pile=False),
    ZoneSpec("stack", per_seat=False, visibility=PUBLIC, ordered=True, pile=False),
    ZoneSpec("supply", per_seat=False, visibility=NOBODY, ordered=True),
    ZoneSpec("curses", per_seat=False, visibility=PUBLIC, ordered=True),
    ZoneSpec("princesses", per_seat=False, visibility=PUBLIC, ordered=False),
    ZoneSpec("outskirts", per_seat=False, visibility=PUBLIC, ordered=True),
)

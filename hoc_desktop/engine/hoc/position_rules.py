"""What a scenario position must respect to be a position a game can reach (position.py builds it):
which cards each zone can hold, which cards can carry which counters, and that a game a position
leaves running is not already over. Each rule names what the engine does that makes it so, so a
scenario can never test a table the program would never show a player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from hoc_desktop.cards.known_cards import step_names
from hoc_desktop.cards.model import CardDef
from hoc_desktop.engine.hoc.scoring import succession_points
from hoc_desktop.errors import ShapeError
from hoc_desktop.validate import Where

if TYPE_CHECKING:
    from hoc_desktop.engine.hoc.state import GameState

# zone -> (the cards it can hold, why): the Domain gets Territories when a princess is backed and
# Succession cards when they are set (flow.py); only Actions and Territories are played; the Random
# Market deals Commons, and a Rare the Supply pile turns up stands there as a stack of its own.
ZONE_CARDS: dict[str, tuple[Callable[[CardDef], bool], str]] = {
    "domain": (lambda c: c.is_territory or c.is_succession,
               "a Domain holds the backed princess, Territory and Succession cards"),
    "field": (lambda c: c.playable, "only Action and Territory cards are played"),
    "stacks": (lambda c: c.category in ("common", "rare"),
               "the Random Market holds Commons and the Rares the Supply pile turns up"),
    "supply": (lambda c: c.category in ("common", "rare"), "the Supply pile holds Commons and Rares"),
}

# counter -> the steps that put one on the card resolving them (effects/handlers.py); a princess
# also earns Succession counters (Alliance, effects/play_triggers.py). Money-Loving Fairy's copy
# only adds to a place that already holds one, so no other card ever carries them.
COUNTER_STEPS = {"twin": frozenset({"place_twin_counters"}), "succession": frozenset({"estate_counter"})}


def check_zone(card: CardDef, zone: str, where: Where) -> None:
    """Refuse `card` in `zone` when no game puts it there."""
    rule = ZONE_CARDS.get(zone)
    if rule is not None and not rule[0](card):
        raise ShapeError(where, f"'{card.key}' cannot be there: {rule[1]}")


def check_counter(card: CardDef, kind: str, where: Where) -> None:
    """Refuse a `kind` counter on a card that never gets one."""
    if kind == "succession" and card.is_princess:
        return
    if not COUNTER_STEPS[kind] & set(step_names(card)):
        raise ShapeError(where, f"'{card.key}' never carries a {kind} counter")


def check_still_running(state: GameState) -> None:
    """A position is a game in progress: refuse one the engine would have ended or changed already
    (scoring.check_points_and_judgment runs after every change): a player at the instant-win total,
    empty Judgment piles, a coronation declared below the points it needs, and a guardian without
    the Guardians variant."""
    rules = state.rulebook.rules
    for seat in state.live_seats():
        points = succession_points(state, seat)
        if points >= rules.instant_win_points:
            raise ShapeError(("players", seat, "domain"), f"{points} succession points: the game would be over "
                                                          f"(it ends at {rules.instant_win_points})")
        if state.players[seat].declared and points < rules.coronation_points:
            raise ShapeError(("players", seat, "declared"), f"a coronation needs {rules.coronation_points} "
                                                            f"succession points, not {points}")
    if state.judgment_due():
        raise ShapeError(("market", "basic"), f"the Judgment piles ({', '.join(state.rulebook.judgment_piles)}) "
                                              "are empty: the game would be over")
    for p in state.players:
        if p.guardian and not state.rulebook.options.guardians:
            raise ShapeError(("players", p.seat, "guardian"), "a guardian needs the Guardians variant "
                                                             "(options: {guardians: true})")

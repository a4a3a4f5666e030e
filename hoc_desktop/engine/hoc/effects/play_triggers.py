"""What playing or setting a card sets off for the rest of the turn, besides the card's own steps:
Archer's static bonus (each Attack card played while an Archer lies in the field gives more coins)
and Alliance's declared subtype (each card played or set with it puts a Succession +1 counter on the
princess). A Shinobi or Kunoichi that gains types by copying sets them off when it gains them
(SHI-6, ALL-3). Both rules cost a glance at the turn's flags or the field for every other card.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import TYPE_CHECKING, Final

from hoc_desktop.cards import vocabulary
from hoc_desktop.cards.card_params import handler_params
from hoc_desktop.engine.hoc import verbs
from hoc_desktop.engine.hoc.events import Counter
from hoc_desktop.engine.hoc.state import GameState

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game

ALLIANCE_PREFIX: Final = vocabulary.ALLIANCE_PREFIX     # a native constant in the compiled build



def played(g: "Game", seat: int, cid: int) -> None:
    """`seat` just played `cid` (it lies in the field, its steps not yet resolved)."""
    s: GameState = g.state
    if s.cards[cid].is_attack:
        _archer_bonus(g, seat, cid)
    if s.turn.flags:
        _alliance(g, seat, s.subtypes_of(cid), frozenset())


def gained_types(g: "Game", seat: int, cid: int, types: frozenset[str], subtypes: frozenset[str]) -> None:
    """`cid`, played, has just gained types by copying; `types`/`subtypes`: what it had before."""
    s: GameState = g.state
    if "attack" in s.types_of(cid) and "attack" not in types:
        _archer_bonus(g, seat, cid, copied=True)
    if s.turn.flags:
        _alliance(g, seat, s.subtypes_of(cid), subtypes)


def set_in_domain(g: "Game", seat: int, cid: int) -> None:
    """`seat` just set `cid` into their Domain in the Second Phase."""
    s: GameState = g.state
    if s.turn.flags:
        _alliance(g, seat, s.subtypes_of(cid), frozenset())


def _archer_bonus(g: "Game", seat: int, attack: int, copied: bool = False) -> None:
    """Each Archer in the field adds its `attack_bonus` to an Attack card's play; to its own play
    and to a card that became an Attack by copying as its params say (OQ-20)."""
    s: GameState = g.state
    cards = s.cards
    bonus = 0
    for c in s.players[seat].field:
        archer = cards[c]
        if "attack_play_bonus" in archer.static and (c != attack or archer.params["attack_bonus_for_itself"]) \
                and (not copied or archer.params["attack_bonus_for_copies"]):
            bonus += archer.params["attack_bonus"]
    if bonus:
        verbs.gain_coins(g, seat, bonus)


def _alliance(g: "Game", seat: int, subtypes: frozenset[str], counted: frozenset[str]) -> None:
    """The Succession +1 counters a card with `subtypes` earns, less those it earned with the
    subtypes already `counted` (before it copied a card): one per declared subtype (OQ-28), or one
    at most; none without a backed princess (ALL-2). Two Alliances declaring one subtype share one
    flag (ALL-6)."""
    s: GameState = g.state
    princess = s.players[seat].princess
    if princess is None:
        return
    each_subtype = handler_params(s.catalog, "alliance")["counts_each_subtype"]
    earned = _earned(s.turn.flags, subtypes, each_subtype)
    earned -= _earned(s.turn.flags, counted, each_subtype)
    if earned > 0:
        g.emit(Counter(princess, "succession", earned))


def _earned(flags: set[str], subtypes: frozenset[str], each_subtype: bool) -> int:
    matches = sum(1 for sub in subtypes if ALLIANCE_PREFIX + sub in flags)
    return matches if each_subtype else min(matches, 1)

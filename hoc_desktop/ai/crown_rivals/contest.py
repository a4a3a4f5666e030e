"""Crown Rivals' part in matches, simulations and tournaments (ai/match.py, tournament.py): a
game is dealt from its seed alone, for two players; its turn limit is the rules' safeguard
(data/crown_rivals.yaml), and the options of Heart of Crown's cards are refused in one line."""

from __future__ import annotations

from typing import Any, Sequence

from hoc_desktop.ai.crown_rivals import LEVELS, make_policy
from hoc_desktop.game_kit import Contest, SetupDict
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.crown_rivals.rules import load_rules
from hoc_desktop.engine.crown_rivals.setup import Setup
from hoc_desktop.errors import UsageError

NO_PACKS = "--pack: Crown Rivals is played with one deck of playing cards, not card packs"
NO_RARES = "--no-rares, --omit-incomplete-rares: Crown Rivals has no Rares"


def _deal(seed: int, names: Sequence[str], table: Any, tournament: bool) -> SetupDict:
    return Setup(tuple(names), seed).to_dict()


def _two(seats: Sequence[str]) -> None:
    """Crown Rivals is for two: the seats, each a level this game knows (one line if not)."""
    if len(seats) != 2:
        raise UsageError(f"Crown Rivals is a two-player game: give two seats, e.g. --seats normal,easy "
                         f"(got {len(seats)})")
    for level in seats:
        make_policy(level)


_LEVEL_CLASSES = frozenset(LEVELS.values())


def _built_in(policy: Any) -> bool:
    """One of the levels' own classes (not a subclass): its answers are plain commands."""
    return type(policy) in _LEVEL_CLASSES


def _influence(game: Game) -> dict[int, int]:
    return {p.seat: p.influence for p in game.state.players}


CR_CONTEST = Contest(
    deal=_deal,
    turn=lambda game: game.state.turn.number,
    winners=lambda result: [result["winner"]],
    scores=_influence,
    max_turns=load_rules().max_turns,
    seats={"play": ("normal", "easy"), "simulate": ("normal", "easy"), "tournament": ("normal", "easy")},
    built_in=_built_in,
    check_seats=_two,
    refused={"window_packs": NO_PACKS, "pack": NO_PACKS, "no_rares": NO_RARES, "omit_incomplete_rares": NO_RARES,
             "sets": "--sets: Crown Rivals is played with one deck of playing cards, not card sets",
             "market": "--market: Crown Rivals has no market to choose (its market is dealt from the deck)"},
    reasoned=frozenset({"buy", "remove"}),
)

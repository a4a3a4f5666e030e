"""What a new game is made of, as the title and new-game scenes choose it: seat kinds, player
names, the market and the seed, turned into a `GameSetup`-compatible dict.

A seat kind is "human" or an AI level ("easy", "normal", "hard"); an AI level is also the policy
spec the AI worker is given. The market is a recommended set by name (`data/sets/recommended.yaml`)
or "Random": the same randomizer, fixed by the game's seed, that `hoc-desktop play --market random`
uses, so a seed names the same market everywhere.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from hoc_desktop.ai.match import random_market
from hoc_desktop.cards.sets import CardSet, find_set, load_recommended
from hoc_desktop.engine.hoc.setup import default_catalog

HUMAN = "human"
AI_LEVELS = ("easy", "normal", "hard")
SEAT_KINDS = (HUMAN, *AI_LEVELS)
RANDOM_MARKET = "Random"
QUICK_MARKET = "First Time Playing"
QUICK_OPPONENT = "normal"
MIN_SEATS, MAX_SEATS = 2, 4

SetupDict = dict[str, Any]
StartGame = Callable[[SetupDict, list[str]], None]
"""The callback that starts a game: (setup dict, seat kinds), e.g. ({...}, ["human", "normal"])."""


def seat_label(kind: str) -> str:
    """How a seat kind reads in a selector: "You", "Easy AI", ..."""
    return "You" if kind == HUMAN else f"{kind.capitalize()} AI"


def recommended_sets() -> list[CardSet]:
    return load_recommended(default_catalog())


def market_choices() -> list[str]:
    """Every recommended set's name, then "Random"."""
    return [s.name for s in recommended_sets()] + [RANDOM_MARKET]


def market_cards(choice: str, seed: int) -> tuple[str, ...]:
    """The 10 card ids of a market choice; "Random" draws them from `seed`."""
    if choice == RANDOM_MARKET:
        return random_market(seed)
    found = find_set(default_catalog(), choice)
    if found is None:
        raise ValueError(f"unknown market '{choice}'")
    return found.cards


def player_names(kinds: Sequence[str]) -> list[str]:
    """Seat names: a lone human is "You"; several are "Player N"; AIs are their level ("Normal"),
    numbered by seat when a level appears twice ("Normal 2", "Normal 3")."""
    humans = sum(1 for k in kinds if k == HUMAN)
    names = []
    for seat, kind in enumerate(kinds):
        if kind == HUMAN:
            names.append("You" if humans == 1 else f"Player {seat + 1}")
        elif sum(1 for k in kinds if k == kind) > 1:
            names.append(f"{kind.capitalize()} {seat + 1}")
        else:
            names.append(kind.capitalize())
    return names


def make_setup(kinds: Sequence[str], market: str, seed: int) -> SetupDict:
    """The setup dict for `GameSetup.from_dict`. Raises ValueError for a bad seat count or kind."""
    if not MIN_SEATS <= len(kinds) <= MAX_SEATS:
        raise ValueError(f"a game has {MIN_SEATS}-{MAX_SEATS} seats, not {len(kinds)}")
    for kind in kinds:
        if kind not in SEAT_KINDS:
            raise ValueError(f"unknown seat kind '{kind}' (known: {', '.join(SEAT_KINDS)})")
    return {"players": player_names(kinds), "market": list(market_cards(market, seed)), "seed": seed,
            "options": {}}


def new_seed() -> int:
    """A fresh game seed (shown to the player, so a good game can be replayed)."""
    return random.SystemRandom().randrange(1, 1_000_000)


def quick_game(seed: int | None = None) -> tuple[SetupDict, list[str]]:
    """The title screen's *Play*: you against `normal` on the first recommended set."""
    kinds = [HUMAN, QUICK_OPPONENT]
    return make_setup(kinds, QUICK_MARKET, new_seed() if seed is None else seed), kinds


def again(setup: SetupDict, kinds: list[str]) -> tuple[SetupDict, list[str]]:
    """*Play again*: the same players and market, dealt from a fresh seed."""
    return {**setup, "seed": new_seed()}, list(kinds)

"""What a new game of Heart of Crown is made of, as the title and new-game scenes choose it: seat
kinds, player names, the market and the seed, turned into a `GameSetup`-compatible dict (what every
game's setup shares, seats and names, is game_config.py's).

A seat kind is "human" or an AI level ("easy", "normal", "hard"); an AI level is also the policy
spec the AI worker is given. The market is a recommended set by name (`data/sets/recommended.yaml`)
or "Random": the same randomizer, fixed by the game's seed, that `hoc-desktop play --market random`
uses, so a seed names the same market everywhere.

The card sets in play decide which recommended sets are offered and which Commons the randomizer
draws from: the bundled choices (`CARD_SET_CHOICES`: the base set, or base and Far East) and those
the player's card packs make possible (`card_set_choices`: Fairy Garden alone or mixed, "Base + a
pack's set"). A choice's card sets are the sets its market draws from; its setup dict names the
bundled sets to load (`loaded_sets`) and the packs holding the other sets' cards, each with a digest
of its cards (`pack_digests`). A base game's setup dict names no sets, as before.

`GameChoice` is everything the new-game screen chooses (seats, typed names, card sets, market,
Random's banned and required cards, variants, seed; Guardians only with `GUARDIANS_MIN` princesses
in the row, which takes a pack adding princesses: `princess_count`); `GameChoice.setup()` is its
setup dict and the setup code (setup_code.py) writes it. `random_market_with` is the randomizer
honouring bans and requirements (without them it is exactly `random_market`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from hoc_desktop.cards.fairy_garden import fairy_garden
from hoc_desktop.cards.loader import Catalog, bundled_set_names, load_sets, pack_digests
from hoc_desktop.cards.model import CardDef
from hoc_desktop.cards.pack_library import PackLibrary, is_pack_set, loaded_sets
from hoc_desktop.cards.sets import BASE_SETS, MARKET_SIZE, CardSet, find_set, random_market, randomize, recommended_for
from hoc_desktop.client.game_config import HUMAN, QUICK_OPPONENT, SetupDict, check_names, new_seed, player_names
from hoc_desktop.client.pack_info import pack_info
from hoc_desktop.engine.hoc.rulebook import JUDGMENT_MODES
from hoc_desktop.engine.hoc.setup import GameSetup, default_catalog, princess_row, profile_for
from hoc_desktop.i18n import N_, _
from hoc_desktop.validate import MAX_SEED

AI_LEVELS = ("easy", "normal", "hard")
SEAT_KINDS = (HUMAN, *AI_LEVELS)
RANDOM_MARKET = "Random"
"""The random market's key (setups and setup codes); the window shows `market_title`'s word."""
QUICK_MARKET = "First Time Playing"
MIN_SEATS, MAX_SEATS = 2, 4
SET_NAMES = {"base": N_("Base"), "far_east": N_("Far East Territory")}
"""How a bundled card set (data/cards/<set>.yaml) is named to players (translated by `set_title`)."""
FAR_EAST_SETS = ("base", "far_east")
CARD_SET_CHOICES: dict[str, tuple[str, ...]] = {N_("Base set"): BASE_SETS, N_("Base + Far East"): FAR_EAST_SETS}
"""The card sets every copy of the game can be played with, by the label the new-game screen shows
(translated by `card_set_choices`; the setup code's version 2 numbers them in this order)."""
FAIRY_GARDEN = N_("Fairy Garden")

def card_set_choices(library: PackLibrary | None = None) -> dict[str, tuple[str, ...]]:
    """The card sets a new game can be played with, by label in the window's language: the bundled
    choices, then what the `library`'s packs make possible. Fairy Garden packs give "Fairy Garden"
    (its Commons alone, once there are ten), "Fairy Garden + Base" and "Fairy Garden + Base + Far
    East" (the rulebook's mixed games); any other pack set is played with the base set ("Base +
    Meadow Folk"). The sets are in GameChoice's order: bundled ones first."""
    choices = {_(label): sets for label, sets in CARD_SET_CHOICES.items()}
    if library is None:
        return choices
    fg = fairy_garden()
    pack_sets = library.pack_sets()
    fg_sets = tuple(name for name in pack_sets if name in fg.sets)
    if fg_sets:
        fg_commons = [c for c in library.catalog.by_category("common") if c.set in fg_sets]
        if len(fg_commons) >= MARKET_SIZE:
            choices[_(FAIRY_GARDEN)] = fg_sets
        choices[_("Fairy Garden + Base")] = (*BASE_SETS, *fg_sets)
        choices[_("Fairy Garden + Base + Far East")] = (*FAR_EAST_SETS, *fg_sets)
    for name in pack_sets:
        if name not in fg.sets:
            choices[_("Base + {set}").format(set=set_title(name, library))] = (*BASE_SETS, name)
    return choices


def set_title(name: str, library: PackLibrary | None = None) -> str:
    """How a card set is named to players, in the window's language: a bundled set by SET_NAMES,
    Fairy Garden by its box, a pack's own set by the name its first pack gives itself ("Meadow Folk
    (sample pack)")."""
    if name in SET_NAMES:
        return _(SET_NAMES[name])
    if name in fairy_garden().sets:
        return _(FAIRY_GARDEN)
    first = next(iter(library.packs_for((name,))), None) if library is not None else None
    return pack_info(first).name if first is not None else name.replace("_", " ").title()


def cards_of(card_sets: tuple[str, ...] = BASE_SETS, packs: tuple[str, ...] = ()) -> Catalog:
    """The cards a market drawing from `card_sets` is chosen among: every bundled card (the
    recommended sets name them all), then the `packs`' cards, as `random_market` loads them
    (cached by the card loader). A game itself loads only the sets its setup names."""
    return load_sets(tuple(bundled_set_names()), packs) if packs else default_catalog()


def recommended_sets(card_sets: tuple[str, ...] = BASE_SETS, packs: tuple[str, ...] = ()) -> list[CardSet]:
    """The recommended sets playable with `card_sets` (the Far East ones only with Far East, the
    Fairy Garden ones when the `packs` hold their cards)."""
    return recommended_for(cards_of(card_sets, packs), card_sets)


def market_choices(card_sets: tuple[str, ...] = BASE_SETS, packs: tuple[str, ...] = ()) -> list[str]:
    """Every recommended set's name for `card_sets`, then "Random"."""
    return [s.name for s in recommended_sets(card_sets, packs)] + [RANDOM_MARKET]


def market_title(name: str, offered: Sequence[CardSet]) -> str:
    """How the market keyed `name` reads in the window's language: Random's word, else the name of
    the recommended set of that key among `offered` (a key none has, as it is)."""
    if name == RANDOM_MARKET:
        return _("Random")
    return next((s.shown_name() for s in offered if s.name == name), name)


def market_cards(choice: str, seed: int, card_sets: tuple[str, ...] = BASE_SETS,
                 packs: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The 10 card ids of a market choice; "Random" draws them from `seed` among `card_sets`' Commons."""
    if choice == RANDOM_MARKET:
        return random_market(seed, card_sets=card_sets, packs=packs)
    found = find_set(cards_of(card_sets, packs), choice, card_sets)
    if found is None:
        raise ValueError(f"unknown market '{choice}'")
    return found.cards


def make_setup(kinds: Sequence[str], market: str, seed: int) -> SetupDict:
    """The setup dict for `GameSetup.from_dict`. Raises ValueError for a bad seat count or kind."""
    if not MIN_SEATS <= len(kinds) <= MAX_SEATS:
        raise ValueError(f"a game has {MIN_SEATS}-{MAX_SEATS} seats, not {len(kinds)}")
    for kind in kinds:
        if kind not in SEAT_KINDS:
            raise ValueError(f"unknown seat kind '{kind}' (known: {', '.join(SEAT_KINDS)})")
    return {"players": player_names(kinds), "market": list(market_cards(market, seed)), "seed": seed,
            "options": {}}


def quick_game(seed: int | None = None) -> tuple[SetupDict, list[str]]:
    """The title screen's *Play*: you against `normal` on the first recommended set."""
    kinds = [HUMAN, QUICK_OPPONENT]
    return make_setup(kinds, QUICK_MARKET, new_seed() if seed is None else seed), kinds


# ----------------------------------------------------------------------------- the new-game screen's choices
# What follows is added for the new-game screen and the setup code (setup_code.py); the functions
# above keep their behaviour.

NO_RARES_SEATS = 2
"""The rulebook's "without the Rares" variant is for two players."""
JUDGMENTS = JUDGMENT_MODES
DEFAULT_JUDGMENT = JUDGMENT_MODES[0]
GUARDIANS_MIN = fairy_garden().guardians_min_princesses
"""The Guardians variant is for a row of this many princesses or more (FG:L818-819)."""


def princess_count(card_sets: tuple[str, ...] = BASE_SETS, packs: tuple[str, ...] = ()) -> int:
    """How many princesses a game of `card_sets` lays out in its row, as the engine deals it
    (`princess_row`: the sets' own and those the `packs` add)."""
    setup = GameSetup((), (), card_sets=loaded_sets(card_sets), packs=packs)
    return len(princess_row(setup, setup.catalog))


def common_cards(card_sets: tuple[str, ...] = BASE_SETS, packs: tuple[str, ...] = ()) -> list[CardDef]:
    """The Common cards a random market draws from with `card_sets` in play (30, or 42 with Far
    East; a mixed Fairy Garden game leaves out what its rulebook does), cheapest first, then by name."""
    catalog = cards_of(card_sets, packs)
    commons = [c for c in catalog.by_category("common") if c.set in card_sets]
    fg = fairy_garden()
    if fg.profile(commons) == "mixed":
        commons = [c for c in commons if not fg.excluded(c)]
    return sorted(commons, key=lambda c: (c.cost, c.name))


def random_market_with(seed: int, banned: Sequence[str] = (), required: Sequence[str] = (),
                       card_sets: tuple[str, ...] = BASE_SETS, packs: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The randomizer's market for `seed`: every `required` card (in that order), none of the `banned`.
    Without bans or requirements it is exactly `random_market(seed, card_sets=card_sets, packs=packs)`.
    Raises ValueError (one line) when the bans and requirements cannot be honoured."""
    if not banned and not required:
        return random_market(seed, card_sets=card_sets, packs=packs)
    return randomize(cards_of(card_sets, packs), random.Random(f"market-{seed}"), banned=tuple(banned),
                     required=tuple(required), card_sets=card_sets)


@dataclass(frozen=True)
class GameChoice:
    """Everything the new-game screen chooses. `names[i]` empty (or the tuple shorter) means the
    default name; `banned`/`required` apply to the "Random" market only; `setup()` is the dict for
    `GameSetup.from_dict`, with only the variants that differ from the rulebook game in "options"
    (and the profile a Fairy Garden market makes), "card_sets" only when the bundled sets loaded are
    not the base set alone, and the `packs` (files holding the cards of pack sets) with their digests."""

    kinds: tuple[str, ...]
    market: str = QUICK_MARKET
    seed: int = 0
    names: tuple[str, ...] = ()
    banned: tuple[str, ...] = ()
    required: tuple[str, ...] = ()
    no_rares: bool = False
    hand_elimination: bool = False
    judgment: str = DEFAULT_JUDGMENT
    card_sets: tuple[str, ...] = BASE_SETS
    packs: tuple[str, ...] = ()
    guardians: bool = False

    def __post_init__(self) -> None:
        """Tuples throughout, the bundled card sets before the packs' sets, and one name per seat
        with "" for a default name (so that equal choices compare equal however they were written)."""
        set_ = object.__setattr__
        for name in ("kinds", "banned", "required", "card_sets", "packs"):
            set_(self, name, tuple(getattr(self, name)))
        set_(self, "card_sets", tuple(sorted(self.card_sets, key=is_pack_set)))
        names = [n.strip() if isinstance(n, str) else n for n in self.names]
        if len(names) <= len(self.kinds):
            names += [""] * (len(self.kinds) - len(names))
            if all(k in SEAT_KINDS for k in self.kinds) and MIN_SEATS <= len(self.kinds) <= MAX_SEATS:
                names = ["" if n == d else n for n, d in zip(names, player_names(self.kinds))]
        set_(self, "names", tuple(names))

    def player_names(self) -> list[str]:
        defaults = player_names(self.kinds)
        typed = [n.strip() for n in self.names[:len(self.kinds)]]
        return [typed[i] if i < len(typed) and typed[i] else defaults[i] for i in range(len(self.kinds))]

    def market_cards(self) -> tuple[str, ...]:
        if self.market == RANDOM_MARKET:
            return random_market_with(self.seed, self.banned, self.required, self.card_sets, self.packs)
        if self.banned or self.required:
            raise ValueError(_("banned and required cards apply to the Random market only"))
        return market_cards(self.market, self.seed, self.card_sets, self.packs)

    def catalog(self) -> Catalog:
        """The cards this choice can deal (the bundled ones, or the sets loaded and the packs)."""
        return cards_of(self.card_sets, self.packs)

    def options(self) -> dict[str, Any]:
        """The variants that differ from the rulebook game (empty for the plain game)."""
        out: dict[str, Any] = {}
        if self.judgment != DEFAULT_JUDGMENT:
            out["judgment"] = self.judgment
        if self.no_rares:
            out["no_rares"] = True
        if self.hand_elimination:
            out["hand_elimination"] = True
        if self.guardians:
            out["guardians"] = True
        return out

    def check(self) -> None:
        """Raise ValueError, in one line, when this is not a game the screen may start."""
        make_setup(self.kinds, QUICK_MARKET, 0)                  # the seat count and kinds
        if len(self.names) > len(self.kinds):
            raise ValueError(_("{names} names for {seats} seats").format(names=len(self.names), seats=len(self.kinds)))
        check_names(self.player_names())
        if self.judgment not in JUDGMENT_MODES:
            raise ValueError(_("unknown Judgment rule '{rule}' (known: {known})").format(
                rule=self.judgment, known=", ".join(JUDGMENT_MODES)))
        if self.no_rares and len(self.kinds) != NO_RARES_SEATS:
            raise ValueError(_("the game without Rares is a two-player variant"))
        if len(set(self.banned)) != len(self.banned):
            raise ValueError(_("a card is banned twice"))
        if len(set(self.required)) != len(self.required):
            raise ValueError(_("a card is required twice"))
        self._check_sets()
        self._check_guardians()
        if not -MAX_SEED - 1 <= self.seed <= MAX_SEED:
            raise ValueError(_("the seed does not fit in 64 bits"))
        self._check_rares(self.market_cards())

    def _check_sets(self) -> None:
        """Bundled sets as CARD_SET_CHOICES names them; a pack set only with packs holding its cards."""
        pack_sets = [name for name in self.card_sets if is_pack_set(name)]
        if not pack_sets and self.card_sets not in CARD_SET_CHOICES.values():
            raise ValueError(_("unknown card sets {sets} (known: {known})").format(
                sets=", ".join(self.card_sets), known="; ".join(", ".join(sets) for sets in CARD_SET_CHOICES.values())))
        missing = [name for name in pack_sets if not any(c.set == name for c in self.catalog().cards.values())]
        if missing:
            raise ValueError(_("no card pack gives the cards of the set {sets}").format(sets=", ".join(missing)))

    def _check_guardians(self) -> None:
        """Guardians only with a row of GUARDIANS_MIN princesses (the engine refuses it otherwise)."""
        have = princess_count(self.card_sets, self.packs) if self.guardians else GUARDIANS_MIN
        if have < GUARDIANS_MIN:
            raise ValueError(_("the Guardians variant needs {n} or more princesses; these card sets have {have}"
                               ).format(n=GUARDIANS_MIN, have=have))

    def _check_rares(self, market: tuple[str, ...]) -> None:
        """A Fairy Garden or mixed game shuffles in Elrune, whose text only a pack can give (OQ-FG-07)."""
        fg = fairy_garden()
        if profile_for(market, self.catalog()) != "base" and not self.no_rares and fg.elrune(self.catalog()) is None:
            raise ValueError(_("a Fairy Garden game needs {card} from a card pack, or the game without Rares").format(
                card=fg.rare_name))

    def setup(self) -> SetupDict:
        """The setup dict (checked first: ValueError in one line)."""
        self.check()
        market = self.market_cards()
        options = self.options()
        profile = profile_for(market, self.catalog())
        if profile != "base":
            options["profile"] = profile
        setup: SetupDict = {"players": self.player_names(), "market": list(market), "seed": self.seed,
                            "options": options}
        sets = loaded_sets(self.card_sets)
        if sets != BASE_SETS:
            setup["card_sets"] = list(sets)
        if self.packs:
            setup["packs"] = list(self.packs)
            setup["pack_digests"] = list(pack_digests(sets, self.packs))
        return setup

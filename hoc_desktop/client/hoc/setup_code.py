"""Setup codes: a short text naming a whole new game (seats, names, market, variants, seed), so
that pasting it on another computer sets up the same game, dealt the same way.

    HC1-0F3ZK-8M2QA-7VX1C

"HC1-" names the format (version 1: a base-set game; "HC2-" is version 2: the same bits after
a 2-bit index of the game's card sets in game_config.CARD_SET_CHOICES, e.g. base and Far East, so
every version 1 code still reads and a base game's code is unchanged; "HC3-" is version 3, a game
with card packs: the same bits after the bundled sets its market draws from (a bit each for base
and Far East) and its packs (a 3-bit count, then each pack's id as a typed name is written below
and the first 3 bytes of its cards' digest, `pack_digests`), so a code whose pack is not installed
or differs is refused naming the pack); the rest is Crockford
base32 (digits and capitals without I, L, O, U; read case-insensitively, with I and L taken as 1
and O as 0; hyphens and spaces are ignored) of a bit string:

    seats - 2 (2 bits), then per seat its kind (2 bits: human, easy, normal, hard)
    per seat: a typed name? (1 bit), if so: 1 bit, then either (1) its length (5 bits) and each
        character in 6 bits (NAME_CHARS: letters, digits, space, hyphen) or (0) its UTF-8
        length in bytes (7 bits) and the bytes
    Judgment rule (2 bits: rulebook, dukes_only), no Rares (1 bit), Hand Elimination (1 bit)
    market (1 bit): 0 a recommended set, its index in data/sets/recommended.yaml (8 bits)
                    1 Random: the bans (5-bit count, then each card) and requirements (4-bit count,
                      then each card, in order); a card is its index among the Common card ids
                      of the sets in play in sorted order (5 bits for the base set's 30, 6 for 42)
    (the recommended set's index likewise counts the sets offered with the game's card sets)
    seed: zigzag-mapped (0, -1, 1, -2, ...), its bit length - 1 (6 bits), then its bits
    version 3 only: a 1 bit when the game plays the Guardians variant, nothing otherwise (so every
        code made before the variant reads as before: the zero bits that end it say "no Guardians")
    zero bits to a whole byte, then a 3-byte check

Any setup can be coded: a market that is neither a recommended set nor the seed's own random draw
becomes "Random with these ten cards required", which draws exactly them, in their order (the
order matters: it is how the Supply pile is built before it is shuffled). The check is the start
of SHA-256 over the bits and over the setup they give on this computer, so a mistyped code, and a
code whose cards or sets mean something else in another version of the game, is refused instead
of setting up a different game (a pack's file path, which differs between computers, is checked as
its id). `decode` of any text raises ValueError with a one-line message and never anything else.
"""

from __future__ import annotations

import hashlib
import json
import re
from functools import partial
from typing import Any, Sequence

from hoc_desktop.cards.loader import pack_digests
from hoc_desktop.cards.pack_library import PackLibrary, find_packs, is_pack_set, loaded_sets, packs_folder
from hoc_desktop.cards.sets import BASE_SETS, MARKET_SIZE
from hoc_desktop.client.game_config import NAME_MAX, SetupDict, player_names
from hoc_desktop.client.hoc.setup import (CARD_SET_CHOICES, FAR_EAST_SETS, MAX_SEATS, MIN_SEATS, RANDOM_MARKET,
                                          SEAT_KINDS, GameChoice, card_set_choices, common_cards, random_market_with,
                                          recommended_sets)
from hoc_desktop.client.pack_info import pack_info
from hoc_desktop.engine.hoc.rulebook import JUDGMENT_MODES
from hoc_desktop.engine.hoc.setup import GameSetup, profile_for
from hoc_desktop.errors import HocError
from hoc_desktop.i18n import _
from hoc_desktop.safe_io import display

VERSION = 1                   # a base-set game's code
SETS_VERSION = 2              # a code that names its card sets
PACKS_VERSION = 3             # a code that names its card packs
VERSIONS = (VERSION, SETS_VERSION, PACKS_VERSION)
SETS_BITS = 2
PACKS_BITS = 3
PACK_CHECK_BYTES = 3
PREFIX = "HC"
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"           # Crockford's base32
_VALUES = {ch: i for i, ch in enumerate(ALPHABET)} | {"I": 1, "L": 1, "O": 0}
CHECK_BYTES = 3
GROUP = 5                     # characters between hyphens
MAX_TEXT = 400                # longer text is not a code (the longest real one is about 120)
NAME_BYTES_BITS = 7
NAME_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 -"
NAME_LENGTH_BITS = 5
SET_BITS = 8
BANS_BITS = 5
REQUIRED_BITS = 4
SEED_LENGTH_BITS = 6
_HEAD = re.compile(r"([A-Za-z]+)\s*(\d+)\s*[-\s]\s*(.*)", re.DOTALL)


class CodeError(ValueError):
    """A text that is not a setup code this version can read (one line)."""


# ----------------------------------------------------------------------------- public API

def encode(setup: SetupDict, kinds: Sequence[str]) -> str:
    """The code of a setup dict and its seat kinds (see the module docstring). Raises ValueError
    (one line) for a setup the new-game screen could not make (a bad seat count or kind, a name
    over NAME_MAX characters, two seats with one name, no Rares with more than two players...)."""
    choice = choice_from_setup(setup, kinds)
    if GameSetup.from_dict(choice.setup()) != GameSetup.from_dict(setup):
        raise ValueError("the market needs ten different Common cards")
    return encode_choice(choice)


def decode(text: str, library: PackLibrary | None = None) -> tuple[SetupDict, list[str]]:
    """The setup dict and seat kinds a code names; ValueError (one line) for anything else.
    `library`: the card packs a version 3 code is read with (default: `find_packs()`)."""
    choice = decode_choice(text, library)
    return choice.setup(), list(choice.kinds)


def encode_choice(choice: GameChoice) -> str:
    """The code of the new-game screen's choices (keeps the Random market's bans and requirements)."""
    choice.check()
    bits = _Bits()
    version = PACKS_VERSION if choice.packs else VERSION if choice.card_sets == BASE_SETS else SETS_VERSION
    if version == SETS_VERSION:
        bits.put(list(CARD_SET_CHOICES.values()).index(choice.card_sets), SETS_BITS)
    if version == PACKS_VERSION:
        _put_packs(bits, choice)
    seats = len(choice.kinds)
    bits.put(seats - MIN_SEATS, 2)
    for kind in choice.kinds:
        bits.put(SEAT_KINDS.index(kind), 2)
    defaults = player_names(choice.kinds)
    for seat, name in enumerate(choice.player_names()):
        typed = name != defaults[seat]
        bits.put(int(typed), 1)
        if typed:
            _put_name(bits, name, seat)
    bits.put(JUDGMENT_MODES.index(choice.judgment), 2)
    bits.put(int(choice.no_rares), 1)
    bits.put(int(choice.hand_elimination), 1)
    if choice.market == RANDOM_MARKET:
        commons, width = _commons(choice)
        bits.put(1, 1)
        for cards, count_bits in ((choice.banned, BANS_BITS), (choice.required, REQUIRED_BITS)):
            if len(cards) >= 1 << count_bits:
                raise ValueError(f"too many banned or required cards for a setup code ({len(cards)})")
            bits.put(len(cards), count_bits)
            for key in cards:
                bits.put(commons.index(key), width)
    else:
        names = [s.name for s in recommended_sets(choice.card_sets, choice.packs)]
        bits.put(0, 1)
        bits.put(names.index(choice.market), SET_BITS)
    _put_seed(bits, choice.seed)
    if choice.guardians:                  # only a pack adds the princesses it needs: version 3
        bits.put(1, 1)
    payload = bits.to_bytes()
    return _text(payload + _check(payload, choice, version), version)


def decode_choice(text: Any, library: PackLibrary | None = None) -> GameChoice:
    """The choices a code names; CodeError (a ValueError, one line) for anything else. A version 3
    code is read with the packs of `library` (default: `find_packs()`)."""
    try:
        version, payload = _payload(text)
        if version == PACKS_VERSION and library is None:
            library = find_packs()
        choice = _read(payload, version, library)
        if _check(payload[:-CHECK_BYTES], choice, version) != payload[-CHECK_BYTES:]:
            raise CodeError(_("this setup code is damaged (mistyped or cut short) or was made by another "
                              "version of the game"))
        return choice
    except CodeError:
        raise
    except (ValueError, HocError, IndexError, KeyError, TypeError, OverflowError, UnicodeError) as exc:
        # ValueError: a choice the game refuses (names, bans); the rest cannot happen for a code
        # this module wrote, only for damaged text, and must still read as one line
        message = " ".join(str(exc).split()) or type(exc).__name__
        raise CodeError(_("not a usable setup code: {problem}").format(problem=message)) from None


def choice_from_setup(setup: SetupDict, kinds: Sequence[str]) -> GameChoice:
    """The screen's choices that make `setup` (a dict for `GameSetup.from_dict`) with `kinds`:
    a recommended set when the market is one (in its order), else Random from the seed, with the
    ten cards required when the seed does not draw them. ValueError (one line) for a bad setup."""
    try:
        parsed = GameSetup.from_dict(setup)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ValueError(f"not a setup: {' '.join(str(exc).split())}") from None
    kinds = tuple(kinds)
    if len(kinds) != len(parsed.players):
        raise ValueError(f"{len(kinds)} seat kinds for {len(parsed.players)} players")
    if not MIN_SEATS <= len(kinds) <= MAX_SEATS:
        raise ValueError(f"a game has {MIN_SEATS}-{MAX_SEATS} seats, not {len(kinds)}")
    defaults = player_names(kinds) if all(k in SEAT_KINDS for k in kinds) else list(parsed.players)
    names = tuple("" if name == defaults[i] else name for i, name in enumerate(parsed.players))
    options = parsed.options
    sets = _market_sets(parsed)
    choice = partial(GameChoice, kinds=kinds, seed=parsed.seed, names=names, no_rares=options.no_rares,
                     hand_elimination=options.hand_elimination, judgment=options.judgment, card_sets=sets,
                     packs=parsed.packs, guardians=options.guardians)
    market = tuple(parsed.market)
    if len(set(market)) != len(market) or len(market) != MARKET_SIZE:
        raise ValueError("the market needs ten different Common cards")
    for card_set in recommended_sets(sets, parsed.packs):
        if card_set.cards == market:
            return choice(market=card_set.name)
    try:
        drawn = random_market_with(parsed.seed, card_sets=sets, packs=parsed.packs)
    except ValueError:
        drawn = ()
    if drawn == market:
        return choice(market=RANDOM_MARKET)
    return choice(market=RANDOM_MARKET, required=market)


def _market_sets(parsed: GameSetup) -> tuple[str, ...]:
    """The card sets a setup's market draws from: the bundled sets it loads and its packs' sets, or
    a Fairy Garden game's sets alone (its Commons are all Fairy Garden cards)."""
    pack_sets = tuple(dict.fromkeys(c.set for c in parsed.catalog.cards.values() if is_pack_set(c.set)))
    if pack_sets and profile_for(parsed.market, parsed.catalog) == "fg":
        return pack_sets
    return (*parsed.card_sets, *pack_sets)


# ----------------------------------------------------------------------------- reading

def _payload(text: Any) -> tuple[int, bytes]:
    """The version and the bytes of a code's text (payload and check); CodeError when it is not one."""
    if not isinstance(text, str):
        raise CodeError(_("a setup code is text"))
    text = text.strip()
    if not text:
        raise CodeError(_("no setup code given"))
    if len(text) > MAX_TEXT:
        raise CodeError(_("too long for a setup code ({n} characters)").format(n=len(text)))
    head = _HEAD.fullmatch(text)
    if head is None or head.group(1).upper() != PREFIX:
        raise CodeError(_("not a setup code (they start with {starts})").format(
            starts=_(", ").join(f"{PREFIX}{v}-" for v in VERSIONS)))
    version = int(head.group(2))
    if version not in VERSIONS:
        raise CodeError(_("a setup code of version {version}; this game reads versions {versions} ({starts})").format(
            version=version, versions=", ".join(map(str, VERSIONS)),
            starts=_(", ").join(f"{PREFIX}{v}-..." for v in VERSIONS)))
    body = re.sub(r"[\s-]+", "", head.group(3)).upper()
    number = 0
    for ch in body:
        value = _VALUES.get(ch)
        if value is None:
            shown = ch if ch.isprintable() else repr(ch)
            raise CodeError(_("a setup code has no '{character}' in it").format(character=shown))
        number = number << 5 | value
    total = 5 * len(body)
    size, spare = divmod(total, 8)
    if spare >= 5 or size <= CHECK_BYTES or number & ((1 << spare) - 1):
        raise CodeError(_("this setup code is cut short or has extra characters"))
    return version, (number >> spare).to_bytes(size, "big")


def _read(data: bytes, version: int, library: PackLibrary | None) -> GameChoice:
    bits = _Reader(data[:-CHECK_BYTES])
    card_sets: tuple[str, ...] = BASE_SETS
    packs: tuple[str, ...] = ()
    if version == SETS_VERSION:
        choices = list(CARD_SET_CHOICES.values())
        index = bits.get(SETS_BITS)
        if index >= len(choices) or choices[index] == BASE_SETS:
            raise CodeError(_("this setup code names card sets this version does not have"))
        card_sets = choices[index]
    if version == PACKS_VERSION:
        assert library is not None
        card_sets, packs = _get_packs(bits, library)
    seats = bits.get(2) + MIN_SEATS
    if seats > MAX_SEATS:
        raise CodeError(_("a setup code for {n} seats").format(n=seats))
    kinds = tuple(SEAT_KINDS[bits.get(2)] for _n in range(seats))
    names = []
    for seat in range(seats):
        if not bits.get(1):
            names.append("")
            continue
        name = _get_name(bits)
        if not name.strip() or len(name) > NAME_MAX or not name.isprintable() or name != name.strip():
            raise CodeError(_("seat {seat}'s name in this setup code cannot be a name").format(seat=seat + 1))
        names.append(name)
    judgment = bits.get(2)
    if judgment >= len(JUDGMENT_MODES):
        raise CodeError(_("this setup code names an unknown Judgment rule"))
    no_rares, hand_elimination = bool(bits.get(1)), bool(bits.get(1))
    banned: tuple[str, ...] = ()
    required: tuple[str, ...] = ()
    if bits.get(1):
        market = RANDOM_MARKET
        commons, width = _commons(GameChoice(kinds=kinds, card_sets=card_sets, packs=packs))
        banned = tuple(_card(commons, bits.get(width)) for _n in range(bits.get(BANS_BITS)))
        required = tuple(_card(commons, bits.get(width)) for _n in range(bits.get(REQUIRED_BITS)))
    else:
        sets = recommended_sets(card_sets, packs)
        index = bits.get(SET_BITS)
        if index >= len(sets):
            raise CodeError(_("this setup code names a recommended set this version does not have"))
        market = sets[index].name
    seed = _get_seed(bits)
    guardians = version == PACKS_VERSION and bits.last_flag()
    bits.finish()
    choice = GameChoice(kinds=kinds, market=market, seed=seed, names=tuple(names), banned=banned,
                        required=required, no_rares=no_rares, hand_elimination=hand_elimination,
                        judgment=JUDGMENT_MODES[judgment], card_sets=card_sets, packs=packs, guardians=guardians)
    choice.check()
    return choice


def _card(commons: list[str], index: int) -> str:
    if index >= len(commons):
        raise CodeError(_("this setup code names a card this version does not have"))
    return commons[index]


def _get_packs(bits: "_Reader", library: PackLibrary) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The card sets and the pack files of a version 3 code: the packs it names must be the ones
    `library` gives those sets, each with the cards the code was made with."""
    bundled = tuple(name for name in FAR_EAST_SETS if bits.get(1))
    recorded = []
    for _n in range(bits.get(PACKS_BITS)):
        recorded.append((_get_name(bits), bytes(bits.get(8) for _n in range(PACK_CHECK_BYTES))))
    if not recorded:
        raise CodeError(_("this setup code names no card pack"))
    installed = {pack_info(path).pack_id: path for path in library.packs}
    for pack_id, _check in recorded:
        if pack_id not in installed:
            raise CodeError(_("this setup code needs the card pack '{pack}', which is not installed here (card packs "
                              "go in {folder})").format(pack=pack_id, folder=display(packs_folder())))
    pack_sets = tuple(dict.fromkeys(pack_info(installed[pack_id]).set for pack_id, _check in recorded))
    card_sets = next((sets for sets in card_set_choices(library).values()
                      if set(sets) == {*bundled, *pack_sets}), None)
    if card_sets is None:
        raise CodeError(_("this setup code names card sets the installed packs do not make a game of"))
    packs = library.packs_for(card_sets)
    ids = [pack_info(path).pack_id for path in packs]
    if ids != [pack_id for pack_id, _check in recorded]:
        raise CodeError(_("this setup code was made with the card packs {packs}; here these card sets come from "
                          "{installed}").format(packs=", ".join(p for p, _check in recorded), installed=", ".join(ids)))
    for path, (pack_id, check), digest in zip(packs, recorded, pack_digests(loaded_sets(card_sets), packs)):
        if bytes.fromhex(digest)[:PACK_CHECK_BYTES] != check:
            raise CodeError(_("the card pack '{pack}' ({path}) differs from the one this setup code was made with "
                              "(its cards changed)").format(pack=pack_id, path=display(path)))
    return card_sets, packs


# ----------------------------------------------------------------------------- pieces

def _put_packs(bits: "_Bits", choice: GameChoice) -> None:
    """A version 3 code's card sets: the bundled ones its market draws from, then each pack's id
    and the start of its cards' digest."""
    for name in FAR_EAST_SETS:
        bits.put(int(name in choice.card_sets), 1)
    if len(choice.packs) >= 1 << PACKS_BITS:
        raise ValueError(f"too many card packs for a setup code ({len(choice.packs)})")
    bits.put(len(choice.packs), PACKS_BITS)
    for path, digest in zip(choice.packs, pack_digests(loaded_sets(choice.card_sets), choice.packs)):
        _put_text(bits, pack_info(path).pack_id, "a card pack's id")
        for byte in bytes.fromhex(digest)[:PACK_CHECK_BYTES]:
            bits.put(byte, 8)


def _commons(choice: GameChoice) -> tuple[list[str], int]:
    """The Common card ids of the choice's card sets in sorted order, and the bits one index takes."""
    commons = sorted(c.key for c in common_cards(choice.card_sets, choice.packs))
    return commons, max(1, (len(commons) - 1).bit_length())


def _put_name(bits: "_Bits", name: str, seat: int) -> None:
    _put_text(bits, name, f"seat {seat + 1}'s name")


def _put_text(bits: "_Bits", name: str, what: str) -> None:
    """A name in 6-bit characters when it can be, else in UTF-8 bytes (see the module docstring)."""
    if all(ch in NAME_CHARS for ch in name) and len(name) < 1 << NAME_LENGTH_BITS:
        bits.put(1, 1)
        bits.put(len(name), NAME_LENGTH_BITS)
        for ch in name:
            bits.put(NAME_CHARS.index(ch), 6)
        return
    raw = name.encode("utf-8")
    if len(raw) >= 1 << NAME_BYTES_BITS:
        raise ValueError(f"{what} is too long for a setup code")
    bits.put(0, 1)
    bits.put(len(raw), NAME_BYTES_BITS)
    for byte in raw:
        bits.put(byte, 8)


def _get_name(bits: "_Reader") -> str:
    if bits.get(1):
        return "".join(NAME_CHARS[bits.get(6)] for _n in range(bits.get(NAME_LENGTH_BITS)))
    return bytes(bits.get(8) for _n in range(bits.get(NAME_BYTES_BITS))).decode("utf-8")


def _put_seed(bits: "_Bits", seed: int) -> None:
    zigzag = 2 * seed if seed >= 0 else -2 * seed - 1
    length = max(1, zigzag.bit_length())
    bits.put(length - 1, SEED_LENGTH_BITS)
    bits.put(zigzag, length)


def _get_seed(bits: "_Reader") -> int:
    length = bits.get(SEED_LENGTH_BITS) + 1
    zigzag = bits.get(length)
    if length > 1 and not zigzag >> (length - 1):
        raise CodeError("this setup code's seed is not written the shortest way")
    return zigzag // 2 if zigzag % 2 == 0 else -(zigzag + 1) // 2


def _check(payload: bytes, choice: GameChoice, version: int) -> bytes:
    """The check bytes: over the bits and over the setup they give here (so different card data
    refuses the code instead of dealing another game)."""
    named = choice.setup()
    if choice.packs:
        named["packs"] = [pack_info(path).pack_id for path in choice.packs]
    setup = json.dumps({"setup": named, "kinds": list(choice.kinds)}, sort_keys=True)
    digest = hashlib.sha256(b"%s%d|" % (PREFIX.encode(), version) + payload + b"|" + setup.encode("utf-8"))
    return digest.digest()[:CHECK_BYTES]


def _text(data: bytes, version: int) -> str:
    total = 8 * len(data)
    spare = -total % 5
    number = int.from_bytes(data, "big") << spare
    count = (total + spare) // 5
    chars = "".join(ALPHABET[(number >> (5 * (count - 1 - i))) & 31] for i in range(count))
    groups = [chars[i:i + GROUP] for i in range(0, len(chars), GROUP)]
    return f"{PREFIX}{version}-" + "-".join(groups)


class _Bits:
    """Bits written most significant first."""

    def __init__(self) -> None:
        self.value = 0
        self.count = 0

    def put(self, value: int, width: int) -> None:
        if not 0 <= value < 1 << width:
            raise ValueError(f"{value} does not fit in {width} bits")
        self.value = self.value << width | value
        self.count += width

    def to_bytes(self) -> bytes:
        spare = -self.count % 8
        return (self.value << spare).to_bytes((self.count + spare) // 8, "big")


class _Reader:
    """Bits read most significant first; CodeError past the end."""

    def __init__(self, data: bytes) -> None:
        self.value = int.from_bytes(data, "big")
        self.left = 8 * len(data)

    def get(self, width: int) -> int:
        if width > self.left:
            raise CodeError("this setup code is cut short")
        self.left -= width
        return (self.value >> self.left) & ((1 << width) - 1)

    def last_flag(self) -> bool:
        """A bit a code may end with (before the bits that fill its last byte): a code that ends
        without it, or with a 0 there, says no."""
        return bool(self.left) and bool(self.get(1))

    def finish(self) -> None:
        """Only the zero bits that fill the last byte may be left."""
        if self.left >= 8 or self.value & ((1 << self.left) - 1):
            raise CodeError("this setup code has extra characters")

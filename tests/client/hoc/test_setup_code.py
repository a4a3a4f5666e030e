"""Setup codes (hoc_desktop.client.hoc.setup_code) and the new-game choices behind them
(game_config.GameChoice, random_market_with): a code names the same deal on any computer, stays
short, and any other text is refused with a one-line ValueError."""

from __future__ import annotations

import random
from dataclasses import replace
import string
from pathlib import Path
from typing import Any, Callable

import pytest

from hoc_desktop.ai.hoc.contest import random_market
from hoc_desktop.cards.pack_library import PackLibrary, find_packs
from hoc_desktop.client.hoc import setup_code
from hoc_desktop.client.game_config import again
from hoc_desktop.client.hoc.setup import (FAR_EAST_SETS, RANDOM_MARKET, GameChoice, card_set_choices, common_cards,
                                          make_setup, market_choices, quick_game, random_market_with, recommended_sets)
from hoc_desktop.client.hoc.setup_code import choice_from_setup, decode, decode_choice, encode, encode_choice
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.setup import GameSetup
from hoc_desktop.saves import state_digest
from tests.client.helpers_packs import FG_PACK, GUARDIAN_PACK, GUARDIAN_SETS, SAMPLE_PACK, SAMPLE_SETS, library


def digest(setup: dict[str, Any]) -> str:
    return state_digest(new_game(GameSetup.from_dict(setup), record=False).state)


CHOICES = [
    GameChoice(kinds=("human", "normal")),
    GameChoice(kinds=("human", "easy", "hard"), market="Grand Warfare", seed=77),
    GameChoice(kinds=("human", "human", "normal", "hard"), market=RANDOM_MARKET, seed=999_999),
    GameChoice(kinds=("human", "hard"), market=RANDOM_MARKET, seed=31, banned=("bank", "library", "shinobi"),
               required=("moneylender", "scout"), no_rares=True),
    GameChoice(kinds=("hard", "easy", "normal"), market="Court Politics", seed=-5, names=("Alice", "", "Zoë"),
               hand_elimination=True, judgment="dukes_only"),
    GameChoice(kinds=("human", "normal"), market=RANDOM_MARKET, seed=2 ** 63 - 1, names=("花子", "Bob-2"),
               judgment="dukes_only"),
]


# ----------------------------------------------------------------------------- round trips

@pytest.mark.parametrize("choice", CHOICES, ids=lambda c: f"{len(c.kinds)}p-{c.market}-{c.seed}")
def test_a_code_gives_back_the_same_choice_and_the_same_deal(choice: GameChoice) -> None:
    # given the screen's choices and the setup they make
    setup = choice.setup()
    # when they are coded and the code is read back (as on another computer)
    code = encode_choice(choice)
    again_setup, kinds = decode(code)
    # then the choices, the setup dict and the dealt game are the same
    assert decode_choice(code) == choice
    assert again_setup == setup and kinds == list(choice.kinds)
    assert digest(again_setup) == digest(setup)


@pytest.mark.parametrize("seed", [1, 42, 123_456, 987_654])
def test_encode_of_a_setup_dict_round_trips(seed: int) -> None:
    # given setups made the ways the program makes them (title Play, new game, Play again)
    setups = [quick_game(seed), (make_setup(["human", "easy", "hard"], RANDOM_MARKET, seed), ["human", "easy", "hard"])]
    setups.append(again(*setups[1]))
    for setup, kinds in setups:
        # when each is coded and read back
        decoded, decoded_kinds = decode(encode(setup, kinds))
        # then the same setup deals the identical game
        assert decoded == setup and decoded_kinds == kinds
        assert digest(decoded) == digest(setup)


def test_a_market_in_any_order_is_kept_in_that_order() -> None:
    # given a setup whose market is a recommended set in another order (the order changes the deal)
    cards = list(recommended_sets()[1].cards)[::-1]
    setup = {"players": ["Ann", "Bo"], "market": cards, "seed": 8, "options": {"no_rares": True}}
    # when it is coded
    choice = choice_from_setup(setup, ["human", "human"])
    decoded, _ = decode(encode(setup, ["human", "human"]))
    # then it is coded as Random with the ten cards required, and reads back identically
    assert choice.market == RANDOM_MARKET and choice.required == tuple(cards)
    assert decoded == setup and digest(decoded) == digest(setup)


def test_codes_are_short() -> None:
    # given typical games: default names, a recommended set or a random market
    typical = [GameChoice(kinds=("human", "normal"), seed=new) for new in (5, 123_456, 999_999)]
    typical += [GameChoice(kinds=("human", "normal", "hard", "easy"), market=RANDOM_MARKET, seed=654_321,
                           judgment="dukes_only", hand_elimination=True)]
    named = GameChoice(kinds=("human", "normal", "normal"), market=RANDOM_MARKET, seed=424_242,
                       names=("Alice", "", ""), banned=("bank",), required=("library",))
    # then their codes are well under 60 characters, start with the version and are grouped
    for choice in typical:
        code = encode_choice(choice)
        assert len(code) <= 30 and code.startswith("HC1-"), code
        assert all(len(group) <= 5 for group in code.split("-")[1:])
    assert len(encode_choice(named)) < 60


def test_decode_forgives_case_spaces_and_lookalike_letters() -> None:
    choice = CHOICES[2]
    code = encode_choice(choice)
    body = code[4:]
    for text in (code.lower(), "  " + code.replace("-", " ") + "\n", "HC1-" + body.replace("-", ""),
                 "hc1 " + body.replace("0", "o").replace("1", "l")):
        assert decode_choice(text) == choice, text


# ----------------------------------------------------------------------------- refusals

@pytest.mark.parametrize("text, words", [
    ("", "no setup code"),
    ("hello there", "they start with HC1-"),
    ("HC4-ABCDE-FGHJK", "version 4"),
    ("HC1-", "cut short"),
    ("HC1-ABCDE-FGHJK-MNPQR", "cut short"),
    ("HC1-UUUUU-UUUUU", "no 'U'"),
    ("HC1-" + "0" * 500, "too long"),
])
def test_decode_refuses_what_is_not_a_code_in_one_line(text: str, words: str) -> None:
    with pytest.raises(ValueError) as caught:
        decode(text)
    message = str(caught.value)
    assert words in message and "\n" not in message and len(message) < 200


@pytest.mark.parametrize("text, words", [
    ("", "セットアップコードがありません"),
    ("hello there", "セットアップコードではありません（HC1-、HC2-、HC3-で始まります）"),
    ("HC1-UUUUU-UUUUU", "セットアップコードに'U'は含まれません"),
])
def test_a_refusal_speaks_the_window_s_language(text: str, words: str, language: Callable[[str], None]) -> None:
    # given the window in Japanese, when a code that is none is read, then its one line is Japanese
    language("ja")
    with pytest.raises(ValueError, match=words):
        decode(text)


def test_decode_refuses_a_mistyped_or_cut_code() -> None:
    code = encode_choice(CHOICES[4])
    rng = random.Random(1)
    for _ in range(300):
        chars = list(code)
        i = rng.choice([k for k, ch in enumerate(chars) if k >= 4 and ch != "-"])
        chars[i] = rng.choice([a for a in setup_code.ALPHABET if a != chars[i]])
        with pytest.raises(ValueError):
            decode("".join(chars))
    for end in range(len(code)):
        with pytest.raises(ValueError):
            decode(code[:end])


def test_decode_of_random_text_only_ever_raises_value_error() -> None:
    # given random text of every kind: printable, unicode, base32 after the prefix, a code with noise
    rng = random.Random(20240601)
    valid = encode_choice(CHOICES[3])
    alphabets = [string.printable, setup_code.ALPHABET, setup_code.ALPHABET.lower() + "-ILO ",
                 "".join(chr(c) for c in range(0x20, 0x3000, 7))]
    texts: list[Any] = [None, 12, b"HC1-ABC", ["HC1-"], "HC1-" + "\x00" * 10, "HC99999999999999999999-0"]
    for n in range(3000):
        letters = alphabets[n % len(alphabets)]
        body = "".join(rng.choice(letters) for _ in range(rng.randrange(0, 80)))
        noisy = valid[:rng.randrange(4, len(valid))] + body
        texts.append(body if n % 3 == 0 else "HC1-" + body if n % 3 == 1 else noisy)
    accepted = 0
    for text in texts:
        # when each is decoded
        try:
            setup, _kinds = decode(text)
        except ValueError as exc:
            # then it is refused in one line
            assert "\n" not in str(exc) and str(exc)
            continue
        accepted += 1                 # (a random text that happens to be a valid code is a valid game)
        new_game(GameSetup.from_dict(setup))
    assert accepted <= 1


def test_a_code_whose_data_means_another_game_here_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    # given a code naming a recommended set by its index
    code = encode_choice(GameChoice(kinds=("human", "normal"), market="Primer", seed=3))
    # when another version orders its recommended sets differently
    monkeypatch.setattr(setup_code, "recommended_sets", lambda *sets: list(reversed(recommended_sets(*sets))))
    # then the check refuses the code instead of setting up another market
    with pytest.raises(ValueError, match="another version"):
        decode(code)


@pytest.mark.parametrize("setup, kinds, words", [
    ({"players": ["A", "B", "C"], "market": list(random_market(1)), "seed": 1, "options": {"no_rares": True}},
     ["human", "normal", "hard"], "two-player"),
    ({"players": ["A" * 30, "B"], "market": list(random_market(1)), "seed": 1, "options": {}},
     ["human", "normal"], "longer than"),
    ({"players": ["Al", "al"], "market": list(random_market(1)), "seed": 1, "options": {}},
     ["human", "normal"], "both called"),
    ({"players": ["A", "B"], "market": list(random_market(1)), "seed": 1, "options": {}},
     ["human", "genius"], "unknown seat kind"),
    ({"players": ["A", "B"], "market": ["bank"] * 10, "seed": 1, "options": {}}, ["human", "easy"], "ten different"),
    ({"players": ["A", "B"]}, ["human", "easy"], "not a setup"),
])
def test_encode_refuses_a_setup_the_screen_could_not_make(setup: dict[str, Any], kinds: list[str], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        encode(setup, kinds)


# ----------------------------------------------------------------------------- the randomizer with bans

def test_random_market_without_bans_is_the_plain_randomizer() -> None:
    for seed in range(200):
        assert random_market_with(seed) == random_market(seed)


def test_bans_and_requirements_are_honoured_over_many_seeds() -> None:
    commons = [c.key for c in common_cards()]
    rng = random.Random(7)
    for seed in range(300):
        banned = tuple(rng.sample(commons, rng.randrange(0, 21)))
        free = [k for k in commons if k not in banned]
        required = tuple(rng.sample(free, rng.randrange(0, 11)))
        market = random_market_with(seed, banned, required)
        assert len(set(market)) == 10 and not set(market) & set(banned)
        assert market[:len(required)] == required                  # in the order required
        choice = GameChoice(kinds=("human", "normal"), market=RANDOM_MARKET, seed=seed, banned=banned,
                            required=required)
        assert decode_choice(encode_choice(choice)) == choice


def test_impossible_bans_are_refused_in_one_line() -> None:
    commons = [c.key for c in common_cards()]
    with pytest.raises(ValueError, match="left after banning"):
        GameChoice(kinds=("human", "normal"), market=RANDOM_MARKET, banned=tuple(commons[:21])).setup()
    with pytest.raises(ValueError, match="Random market only"):
        GameChoice(kinds=("human", "normal"), market=market_choices()[0], banned=("bank",)).setup()


# ----------------------------------------------------------------------------- card sets

FAR_EAST_CHOICES = [
    GameChoice(kinds=("human", "normal"), market="Trade and Prosperity", seed=5, card_sets=FAR_EAST_SETS),
    GameChoice(kinds=("human", "hard", "easy"), market="Primer", seed=-9, card_sets=FAR_EAST_SETS),
    GameChoice(kinds=("human", "normal"), market=RANDOM_MARKET, seed=123, banned=("samurai", "bank"),
               required=("alliance", "city_development"), card_sets=FAR_EAST_SETS),
]


@pytest.mark.parametrize("choice", FAR_EAST_CHOICES)
def test_a_far_east_code_carries_its_sets(choice: GameChoice) -> None:
    # when a choice with Far East in play is coded and read back
    code = encode_choice(choice)
    # then the code says version 2 and names the same choice and the same deal
    assert code.startswith("HC2-") and len(code) < 60
    assert decode_choice(code) == choice
    setup, _kinds = decode(code)
    assert setup["card_sets"] == ["base", "far_east"] and digest(setup) == digest(choice.setup())


def test_a_far_east_setup_is_coded_from_its_dict() -> None:
    # given a setup dict of a random Far East market the seed does not draw
    setup = {"players": ["You", "Normal"], "market": list(recommended_sets(FAR_EAST_SETS)[-1].cards)[::-1],
             "seed": 4, "options": {}, "card_sets": ["base", "far_east"]}
    # then its code deals that very game
    decoded, _kinds = decode(encode(setup, ["human", "normal"]))
    assert decoded["card_sets"] == ["base", "far_east"] and digest(decoded) == digest(setup)


@pytest.mark.parametrize("code, choice", [
    ("HC1-1G444-8GTM0-X2K2G", GameChoice(kinds=("human", "hard"), market=RANDOM_MARKET, seed=42,
                                         banned=("alchemist",), required=("bank",))),
    ("HC1-97309-WW004-7R1PF-XAW", GameChoice(kinds=("human", "normal", "easy"), market="Primer", seed=7,
                                             names=("Ann",))),
])
def test_codes_written_before_far_east_still_read_and_base_codes_do_not_change(code: str, choice: GameChoice) -> None:
    assert decode_choice(code) == choice
    assert encode_choice(choice) == code


# ----------------------------------------------------------------------------- card packs (HC3-)

def pack_choice(packs: PackLibrary, label: str, **more: Any) -> GameChoice:
    sets = card_set_choices(packs)[label]
    return GameChoice(kinds=("human", "normal"), card_sets=sets, packs=packs.packs_for(sets), **more)


@pytest.mark.parametrize("label, more", [
    (SAMPLE_SETS, {"market": "Random", "seed": 12, "banned": ("bank",), "required": ("lucky_toad", "mossy_well")}),
    (SAMPLE_SETS, {"market": "Primer", "seed": -3}),
    ("Fairy Garden", {"market": "Random", "seed": 5}),
    ("Fairy Garden + Base + Far East", {"market": "Random", "seed": 6, "required": ("templar",)}),
])
def test_a_pack_game_round_trips_through_a_version_3_code(tmp_path: Path, label: str, more: dict[str, Any]) -> None:
    """Given the sample and Fairy Garden packs, when a game of a pack's sets is coded,
    then the code starts with HC3- and reads back (with the same packs) as the same game."""
    packs = library(tmp_path, SAMPLE_PACK, FG_PACK)
    choice = pack_choice(packs, label, **more)
    code = encode_choice(choice)
    assert code.startswith("HC3-")
    assert decode_choice(code, packs) == choice
    assert decode(code, packs) == (choice.setup(), ["human", "normal"])
    assert encode(choice.setup(), ["human", "normal"]).startswith("HC3-")


def test_a_code_whose_pack_is_not_installed_is_refused_naming_it(tmp_path: Path) -> None:
    """Given a sample-pack game's code, when it is read on a computer without the pack,
    then it is refused in one line naming the pack and where packs go."""
    code = encode_choice(pack_choice(library(tmp_path / "a", SAMPLE_PACK), SAMPLE_SETS, market="Random", seed=1))
    with pytest.raises(ValueError) as caught:
        decode_choice(code, library(tmp_path / "b"))
    assert "needs the card pack 'sample-meadow', which is not installed" in str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_code_whose_pack_changed_is_refused_naming_it(tmp_path: Path) -> None:
    """Given a sample-pack game's code, when the pack's cards change (a cost),
    then the code is refused naming the pack as changed."""
    packs = library(tmp_path, SAMPLE_PACK)
    code = encode_choice(pack_choice(packs, SAMPLE_SETS, market="Random", seed=1))
    pack = Path(packs.packs[0])
    pack.write_text(pack.read_text(encoding="utf-8").replace("cost: 2\n", "cost: 3\n", 1), encoding="utf-8")
    with pytest.raises(ValueError, match=r"the card pack 'sample-meadow' .* differs from the one this setup code"):
        decode_choice(code, find_packs(folder=pack.parent))


def test_base_and_far_east_codes_are_unchanged_by_packs(tmp_path: Path) -> None:
    """Given packs installed, then a base game still gets an HC1- code and a Far East game an HC2- one."""
    packs = library(tmp_path, SAMPLE_PACK, FG_PACK)
    assert encode_choice(pack_choice(packs, "Base set", market="Primer")).startswith("HC1-")
    assert encode_choice(pack_choice(packs, "Base + Far East", market="Primer")).startswith("HC2-")


# ----------------------------------------------------------------------------- Guardians (HC3-)

@pytest.mark.parametrize("seed", [0, 1, 5, 127, 128, -40, 2 ** 40])
def test_a_guardians_game_round_trips_and_the_same_game_without_is_coded_as_before(tmp_path: Path,
                                                                                   seed: int) -> None:
    """Given the Guardians test pack, when a game with Guardians on is coded (seeds of every bit
    length, so the flag lands anywhere in its last byte), then the HC3- code reads back as the same
    game, setup dict included; the same game without Guardians keeps a code that reads without them."""
    packs = library(tmp_path, GUARDIAN_PACK)
    off = pack_choice(packs, GUARDIAN_SETS, market="Random", seed=seed)
    on = replace(off, guardians=True)
    code = encode_choice(on)
    assert code.startswith("HC3-") and code != encode_choice(off)
    assert decode_choice(code, packs) == on and decode(code, packs) == (on.setup(), ["human", "normal"])
    assert on.setup()["options"] == {"guardians": True} and off.setup()["options"] == {}
    assert encode(on.setup(), ["human", "normal"]) == code
    assert decode_choice(encode_choice(off), packs) == off


def test_guardians_with_too_few_princesses_cannot_be_coded(tmp_path: Path) -> None:
    """Given the sample pack (no princess), then Guardians is refused in one line naming the need."""
    choice = pack_choice(library(tmp_path, SAMPLE_PACK), SAMPLE_SETS, market="Primer", guardians=True)
    with pytest.raises(ValueError, match=r"^the Guardians variant needs 8 or more princesses; these card sets have 6$"):
        encode_choice(choice)

"""What a new game is made of: names, markets, seeds (game_config.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest

from hoc_desktop.client.game_config import player_names
from hoc_desktop.i18n.player_names import shown_name
from hoc_desktop.client.hoc.setup import (CARD_SET_CHOICES, princess_count, FAR_EAST_SETS, GameChoice, card_set_choices,
                                          common_cards, make_setup, market_choices, quick_game)
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.setup import GameSetup, default_catalog
from tests.client.helpers_packs import FG_PACK, GUARDIAN_PACK, GUARDIAN_SETS, SAMPLE_PACK, SAMPLE_SETS, library

def test_setup_helpers() -> None:
    assert player_names(["human", "normal", "normal"]) == ["You", "Normal 2", "Normal 3"]
    assert player_names(["human", "human", "easy"]) == ["Player 1", "Player 2", "Easy"]
    setup, kinds = quick_game(3)
    assert setup["seed"] == 3 and kinds == ["human", "normal"]
    with pytest.raises(ValueError):
        make_setup(["human"], "Primer", 1)
    with pytest.raises(ValueError):
        make_setup(["human", "genius"], "Primer", 1)


def test_default_names_are_shown_in_the_window_s_language(language: Callable[[str], None]) -> None:
    # given the names games save in English: the defaults, and names players typed
    saved = ["You", "Player 2", "Normal", "Normal 3", "Easy", "Hard 4", "Ann", "Normal people", "Player 0"]
    # when the window speaks English, then every name is shown as saved
    assert [shown_name(name) for name in saved] == saved
    # when it speaks Japanese, then the defaults are shown in Japanese and a typed name as typed
    language("ja")
    assert [shown_name(name) for name in saved] == ["あなた", "プレイヤー2", "AI（普通）", "AI（普通）3",
                                                    "AI（やさしい）", "AI（強い）4", "Ann", "Normal people", "Player 0"]


# ----------------------------------------------------------------------------- Far East in play

def test_far_east_offers_its_recommended_sets_only_when_in_play() -> None:
    # given the card sets a new game can be played with
    base, both = CARD_SET_CHOICES["Base set"], CARD_SET_CHOICES["Base + Far East"]
    # then the Far East's 15 sets are offered with Far East, after the base ones, and never without
    assert "Trade and Prosperity" not in market_choices(base)
    assert "Trade and Prosperity" in market_choices(both)
    assert len(market_choices(both)) == len(market_choices(base)) + 15
    assert market_choices(both)[-1] == "Random"


def test_a_random_far_east_market_draws_ten_of_the_42_commons_with_bans_and_pins() -> None:
    # given a random market over both sets, a base card banned and a Far East card required
    choice = GameChoice(kinds=("human", "normal"), market="Random", seed=11, banned=("bank",),
                        required=("kunoichi",), card_sets=FAR_EAST_SETS)
    # when its setup is made
    setup = choice.setup()
    # then it names its sets and ten Commons of the 42, the pin first and the ban left out
    assert len(common_cards(FAR_EAST_SETS)) == 42
    commons = {c.key for c in common_cards(FAR_EAST_SETS)}
    assert setup["card_sets"] == ["base", "far_east"]
    assert len(set(setup["market"])) == 10 and set(setup["market"]) <= commons
    assert setup["market"][0] == "kunoichi" and "bank" not in setup["market"]
    # and over many seeds both sets' cards are drawn
    sets = {default_catalog()[k].set for seed in range(20)
            for k in GameChoice(kinds=("human", "normal"), market="Random", seed=seed,
                                card_sets=FAR_EAST_SETS).market_cards()}
    assert sets == {"base", "far_east"}


def test_a_far_east_game_from_the_choice_has_ouka_in_the_princess_row() -> None:
    setup = GameChoice(kinds=("human", "normal"), market="Trade and Prosperity", seed=3,
                       card_sets=FAR_EAST_SETS).setup()
    game = new_game(GameSetup.from_dict(setup), record=False)
    assert "ouka" in {game.state.cards[c].key for c in game.state.princesses}


def test_a_base_choice_names_no_sets_and_far_east_cards_are_refused_there() -> None:
    assert "card_sets" not in GameChoice(kinds=("human", "normal")).setup()
    with pytest.raises(ValueError, match="not a Common"):
        GameChoice(kinds=("human", "normal"), market="Random", required=("kunoichi",)).setup()
    with pytest.raises(ValueError, match="unknown card sets"):
        GameChoice(kinds=("human", "normal"), card_sets=("far_east",)).setup()


# ----------------------------------------------------------------------------- card packs in play

def test_without_packs_only_the_bundled_card_sets_are_offered(tmp_path: Path) -> None:
    """Given no packs, then the card-set choices are the bundled ones, as before."""
    assert card_set_choices(library(tmp_path)) == CARD_SET_CHOICES == card_set_choices()


def test_fairy_garden_and_sample_packs_add_their_choices(tmp_path: Path) -> None:
    """Given a Fairy Garden pack (more than ten Commons, an Elrune) and the sample pack,
    then Fairy Garden alone and mixed, and Base + the sample pack by its own name, are offered."""
    choices = card_set_choices(library(tmp_path, FG_PACK, SAMPLE_PACK))
    assert choices["Fairy Garden"] == ("fairy_garden",)
    assert choices["Fairy Garden + Base"] == ("base", "fairy_garden")
    assert choices["Fairy Garden + Base + Far East"] == ("base", "far_east", "fairy_garden")
    assert choices[SAMPLE_SETS] == ("base", "sample")


def test_the_card_set_choices_are_labelled_in_the_window_s_language(tmp_path: Path,
                                                                    language: Callable[[str], None]) -> None:
    """Given the Fairy Garden pack while the window speaks Japanese, then the choices read in
    Japanese and hold the same card sets."""
    language("ja")
    choices = card_set_choices(library(tmp_path, FG_PACK))
    assert choices["基本セット"] == ("base",) and choices["基本セット + 極東辺境領"] == ("base", "far_east")
    assert choices["フェアリーガーデン + 基本セット"] == ("base", "fairy_garden")


def test_a_pack_game_names_the_sets_to_load_and_its_packs_with_digests(tmp_path: Path) -> None:
    """Given the sample pack, when a Random game of Base + Meadow Folk is set up,
    then its setup loads the base set alone, names the pack and its digest, and deals."""
    packs = library(tmp_path, SAMPLE_PACK)
    sets = card_set_choices(packs)[SAMPLE_SETS]
    choice = GameChoice(kinds=("human", "normal"), market="Random", seed=3, card_sets=sets,
                        packs=packs.packs_for(sets), required=("meadow_lantern",))
    setup = choice.setup()
    assert "card_sets" not in setup and setup["packs"] == list(packs.packs) and len(setup["pack_digests"]) == 1
    assert setup["market"][0] == "meadow_lantern"
    assert new_game(GameSetup.from_dict(setup)).prompt() is not None
    assert {c.key for c in common_cards(sets, choice.packs)} >= {"meadow_lantern", "bank"}


def test_a_mixed_fairy_garden_market_leaves_out_what_the_rulebook_excludes(tmp_path: Path) -> None:
    """Given the Fairy Garden pack, when Commons are offered for Fairy Garden + Base,
    then no Defense card is among them, and the game's profile is mixed."""
    packs = library(tmp_path, FG_PACK)
    sets = card_set_choices(packs)["Fairy Garden + Base"]
    commons = common_cards(sets, packs.packs_for(sets))
    assert not any(card.is_defense for card in commons)
    setup = GameChoice(kinds=("human", "easy"), market="Random", seed=8, card_sets=sets,
                       packs=packs.packs_for(sets)).setup()
    assert setup["options"]["profile"] == "mixed"


def test_a_pack_set_without_its_pack_is_refused_in_words() -> None:
    """Given a choice naming the sample set but no pack, then it does not check, saying why."""
    with pytest.raises(ValueError, match="no card pack gives the cards of the set sample"):
        GameChoice(kinds=("human", "normal"), market="Random", card_sets=("base", "sample")).check()


def test_princess_count_is_the_row_the_engine_deals(tmp_path: Path) -> None:
    """Given the bundled sets and the Guardians test pack, then the count is the engine's row:
    6 for the base set, 7 with Far East, 8 with the pack's two (what Guardians needs)."""
    packs = library(tmp_path, GUARDIAN_PACK)
    sets = card_set_choices(packs)[GUARDIAN_SETS]
    assert (princess_count(), princess_count(FAR_EAST_SETS), princess_count(sets, packs.packs_for(sets))) == (6, 7, 8)
    setup = GameChoice(kinds=("human", "normal"), card_sets=sets, packs=packs.packs_for(sets), guardians=True).setup()
    assert len(new_game(GameSetup.from_dict(setup)).state.princesses) == 8

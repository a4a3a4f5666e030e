"""`--pack FILE` on `play`, `simulate` and `tournament`, beside the packs of the user data folder
(issue 21, parts 3 and 4): a pack set is chosen with `--sets`, a bad pack is named in one line."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from tests.cli.test_cli import one_line_error, run

DOCS = Path(__file__).parents[2] / "docs"
SAMPLE = str(DOCS / "sample-pack.yaml")
SAMPLE_NAMES = ("Meadow Lantern", "Hedge Orchard", "Dew Collector", "Bell Tower Herald", "Guild Banner", "Lucky Toad",
                "Thornwall Raider", "Wayside Shrine", "Mossy Well", "Quiet Cottage")


def test_play_with_a_pack_set_alone_plays_its_cards_and_saves_the_pack(tmp_path: Path, capsys: Any) -> None:
    # given: the sample pack named with --pack and its set as the only one in play
    save = tmp_path / "sample.json"
    code, out, err = run(capsys, "play", "--pack", SAMPLE, "--sets", "sample", "--seed", "4", "--save", str(save))
    # then: the market (random, as no base market is named) is the pack's ten cards, and the save
    # records the pack with its digest
    assert code == 0, err
    market = out.splitlines()[1]
    assert all(name in market for name in SAMPLE_NAMES)
    setup = json.loads(save.read_text(encoding="utf-8"))["setup"]
    assert setup["packs"] == [SAMPLE] and len(setup["pack_digests"]) == 1
    code, loaded, err = run(capsys, "play", "--load", str(save))
    assert code == 0 and "Replayed" in loaded, err


def test_a_pack_in_the_user_packs_folder_is_found_without_pack(private_packs: Path, capsys: Any) -> None:
    # given: the sample pack dropped into the packs folder
    private_packs.mkdir()
    shutil.copy(SAMPLE, private_packs / "meadow.yaml")
    # when: a game names the pack's set and two of its cards among base cards
    market = "meadow_lantern,quiet_cottage,city_development,library,scout,bank,moneylender,wishing_well,refuge,bribery"
    code, out, err = run(capsys, "play", "--sets", "base,sample", "--market", market, "--seed", "1")
    # then: it is played with them
    assert code == 0, err
    assert "Meadow Lantern" in out.splitlines()[1] and "Quiet Cottage" in out.splitlines()[1]


def test_simulate_and_tournament_take_packs(capsys: Any) -> None:
    code, out, err = run(capsys, "simulate", "--pack", SAMPLE, "--sets", "base,sample", "--games", "4")
    assert code == 0, err
    assert "games with sets base,sample" in out and "errors: 0" in out
    code, out, err = run(capsys, "tournament", "--pack", SAMPLE, "--sets", "sample", "--games", "4", "--jobs", "1",
                         "--no-progress")
    assert code == 0, err
    assert "errors: 0" in out


def test_a_bad_pack_file_is_named_in_one_line(tmp_path: Path, capsys: Any) -> None:
    # given: a pack with a misspelt step on line 17
    bad = tmp_path / "my_pack.yaml"
    bad.write_text(Path(SAMPLE).read_text(encoding="utf-8").replace("gain_coins: 1\n      - draw: 1",
                                                                    "gain_coins: 1\n      - drwa: 1", 1),
                   encoding="utf-8")
    # when: it is named with --pack
    code, out, err = run(capsys, "play", "--pack", str(bad), "--sets", "sample")
    # then: the command stops with the file, line, card and problem in one line
    assert code == 2 and out == ""
    line = one_line_error(err)
    assert f"--pack: {bad}:" in line and "card 'Meadow Lantern'" in line and "unknown step 'drwa'" in line


def test_a_bad_pack_in_the_folder_is_left_out_and_named(private_packs: Path, capsys: Any) -> None:
    # given: a folder pack that does not load
    private_packs.mkdir()
    (private_packs / "broken.yaml").write_text("format_version: 1\nset: mine\ncards: [7]\n", encoding="utf-8")
    # when: a base game is played
    code, out, err = run(capsys, "play", "--seed", "2")
    # then: the game is played and the pack is named on stderr
    assert code == 0 and out
    assert err.count("\n") == 1 and "card pack left out: " in err and "broken.yaml:3" in err


def test_an_unknown_set_names_the_sets_known(capsys: Any) -> None:
    code, _, err = run(capsys, "play", "--sets", "sample")
    assert code == 2 and "unknown card set 'sample' (known: base, far_east;" in one_line_error(err)
    code, _, err = run(capsys, "simulate", "--sets", "far_east")
    assert code == 2 and "the base set is always in play" in one_line_error(err)


def test_crown_rivals_takes_no_pack(capsys: Any) -> None:
    code, _, err = run(capsys, "--game", "crown-rivals", "play", "--pack", SAMPLE)
    assert code == 2 and "Crown Rivals is played with one deck of playing cards" in one_line_error(err)


FG_PACK = str(Path(__file__).parents[1] / "packs" / "fg_test_cards.yaml")


def test_fairy_garden_alone_and_mixed_from_a_pack(tmp_path: Path, capsys: Any) -> None:
    # given: a pack of Fairy Garden cards (invented texts, the rulebook's facts)
    for sets, profile in (("fairy_garden", "fg"), ("base,far_east,fairy_garden", "mixed")):
        save = tmp_path / f"{profile}.json"
        # when: a game draws its market from Fairy Garden alone, then mixed with base and Far East
        code, out, err = run(capsys, "play", "--pack", FG_PACK, "--sets", sets, "--seed", "5", "--save", str(save))
        # then: it is played to the end under the profile its Commons make, and saved with the pack
        assert code == 0, err
        assert "=== Game over" in out
        setup = json.loads(save.read_text(encoding="utf-8"))["setup"]
        assert setup["options"]["profile"] == profile and setup["packs"] == [FG_PACK]


def test_pack_before_the_command_counts_too(capsys: Any) -> None:
    code, out, err = run(capsys, "--pack", SAMPLE, "play", "--sets", "sample", "--seed", "2")
    assert code == 0, err
    assert "Meadow Lantern" in out.splitlines()[1]


def test_the_window_of_crown_rivals_takes_no_pack(capsys: Any) -> None:
    code, _, err = run(capsys, "--game", "crown-rivals", "--pack", SAMPLE)
    assert code == 2 and "not card packs" in one_line_error(err)


def test_a_bad_pack_stops_the_window_in_one_line(tmp_path: Path, capsys: Any, monkeypatch: Any) -> None:
    # given: a pack file that does not load, named with --pack for the window
    bad = tmp_path / "broken.yaml"
    bad.write_text("format_version: 1\nset: mine\ncards: [7]\n", encoding="utf-8")
    opened: list[bool] = []
    monkeypatch.setattr("hoc_desktop.client.main.run_client", lambda *a, **k: opened.append(True) or 0)
    # when: the window is asked for
    code, out, err = run(capsys, "--pack", str(bad))
    # then: it never opens; the command stops with the pack's line, as every other command does
    assert code == 2 and out == "" and not opened
    assert f"--pack: {bad}:3" in one_line_error(err)


def _pack_without_elrune(tmp_path: Path) -> str:
    """The Fairy Garden test pack with its Fairy Queen Elrune taken out."""
    text = Path(FG_PACK).read_text(encoding="utf-8")
    line = next(line for line in text.splitlines(keepends=True) if "id: fairy_queen_elrune" in line)
    path = tmp_path / "fg_without_elrune.yaml"
    path.write_text(text.replace(line, ""), encoding="utf-8")
    return str(path)


def test_a_fairy_garden_game_without_elrune_stops_in_one_line_naming_the_variants(tmp_path: Path,
                                                                                  capsys: Any) -> None:
    # given: Fairy Garden cards from a pack that gives no Fairy Queen Elrune
    pack = _pack_without_elrune(tmp_path)
    for command in (["play"], ["simulate", "--games", "2"], ["tournament", "--games", "2", "--jobs", "1"]):
        for sets in ("fairy_garden", "base,fairy_garden"):
            # when: a game of Fairy Garden cards, alone or mixed, is asked for
            code, out, err = run(capsys, *command, "--pack", pack, "--sets", sets, "--seed", "5")
            # then: it stops before any game with one line naming her and the variants
            assert code == 2 and out == "", (command, sets, out)
            line = one_line_error(err)
            assert "needs Fairy Queen Elrune" in line and "--no-rares" in line and "--omit-incomplete-rares" in line


def test_the_rulebook_variants_play_fairy_garden_without_elrune(tmp_path: Path, capsys: Any) -> None:
    # given: Fairy Garden cards from a pack that gives no Fairy Queen Elrune
    pack = _pack_without_elrune(tmp_path)
    for variant, no_rares in (("--no-rares", True), ("--omit-incomplete-rares", False)):
        save = tmp_path / f"{variant}.json"
        # when: a game is played in a variant the rulebook allows
        code, out, err = run(capsys, "play", "--pack", pack, "--sets", "fairy_garden", "--seed", "5", variant,
                             "--save", str(save))
        # then: it is played to the end, and the save records the variant
        assert code == 0, err
        assert "=== Game over" in out
        options = json.loads(save.read_text(encoding="utf-8"))["setup"]["options"]
        assert options["no_rares"] is no_rares and options.get("omit_incomplete_rares", False) is not no_rares
        code, out, err = run(capsys, "simulate", "--pack", pack, "--sets", "base,fairy_garden", "--games", "2", variant)
        assert code == 0 and "errors: 0" in out, err
        code, out, err = run(capsys, "tournament", "--pack", pack, "--sets", "fairy_garden", "--games", "2",
                             "--jobs", "1", "--no-progress", variant)
        assert code == 0 and "errors: 0" in out, err


def test_a_pack_set_of_too_few_commons_names_the_set_and_what_to_add(tmp_path: Path, capsys: Any) -> None:
    # given: a pack whose set has 4 Commons
    text = Path(SAMPLE).read_text(encoding="utf-8")
    cut = [i for i, line in enumerate(text.splitlines(keepends=True)) if line.startswith("  - id:")][4]
    small = tmp_path / "small.yaml"
    small.write_text("".join(text.splitlines(keepends=True)[:cut]), encoding="utf-8")
    for command in (["play"], ["simulate", "--games", "2"], ["tournament", "--games", "2", "--jobs", "1"]):
        # when: a random market is drawn from it alone
        code, out, err = run(capsys, *command, "--pack", str(small), "--sets", "sample")
        # then: one line names the set, its count and what to add; no game is played
        assert code == 2 and out == "", command
        line = one_line_error(err)
        assert "'sample' 4" in line and "add 6 more Commons" in line and "--sets base,sample" in line


def test_an_empty_market_is_refused(capsys: Any) -> None:
    for empty in ("", " "):
        # given --market with nothing in it, when a game is played, then it stops in one line
        code, out, err = run(capsys, "play", "--market", empty)
        assert code == 2 and out == "" and "--market: empty" in one_line_error(err)


LANTERN_SCENARIO = ("position: {players: [{hand: [meadow_lantern]}, {}]}\n"
                    "commands: [[play, meadow_lantern]]\n")


def test_a_scenario_uses_a_pack_given_with_pack(tmp_path: Path, capsys: Any) -> None:
    # given: a scenario whose position names a card of the sample pack
    scenario = tmp_path / "lantern.yaml"
    scenario.write_text(LANTERN_SCENARIO, encoding="utf-8")
    # when: it runs with the pack named on the command line
    code, out, err = run(capsys, "scenario", str(scenario), "--pack", SAMPLE)
    # then: the card is played
    assert code == 0, err
    assert json.loads(out)["state"]["players"][0]["field"] == ["meadow_lantern"]
    # and without the pack the card is unknown, in one line
    code, out, err = run(capsys, "scenario", str(scenario))
    assert code == 2 and "unknown card 'meadow_lantern'" in one_line_error(err)


def test_a_scenario_names_its_own_packs_relative_to_itself(tmp_path: Path, capsys: Any) -> None:
    # given: a scenario beside a copy of the sample pack, naming it with `packs:`
    shutil.copy(SAMPLE, tmp_path / "meadow.yaml")
    scenario = tmp_path / "lantern.yaml"
    scenario.write_text("packs: [meadow.yaml]\n" + LANTERN_SCENARIO, encoding="utf-8")
    # when: it runs from anywhere
    code, out, err = run(capsys, "scenario", str(scenario))
    # then: the pack's card is played
    assert code == 0, err
    assert json.loads(out)["state"]["players"][0]["field"] == ["meadow_lantern"]


def test_a_scenario_pack_that_does_not_load_is_named_with_the_scenario(tmp_path: Path, capsys: Any) -> None:
    # given: a scenario naming a pack that does not load
    (tmp_path / "broken.yaml").write_text("format_version: 1\nset: mine\ncards: [7]\n", encoding="utf-8")
    scenario = tmp_path / "lantern.yaml"
    scenario.write_text("packs: [broken.yaml]\n" + LANTERN_SCENARIO, encoding="utf-8")
    # when: it runs, then it stops in one line naming the scenario and the pack's line
    code, out, err = run(capsys, "scenario", str(scenario))
    assert code == 2 and out == ""
    line = one_line_error(err)
    assert f"{scenario}: packs: " in line and "broken.yaml:3" in line

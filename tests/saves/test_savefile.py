"""Save files: a round trip reproduces the game exactly; every kind of bad file is refused in one
line naming the file and is left untouched on disk; writing is atomic."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Callable

import pytest

from hoc_desktop.ai.hoc.contest import setup_for

from hoc_desktop.ai.hoc.kit import play_match
from hoc_desktop.ai.hoc.money import MoneyPolicy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.ai.reason import Reason
from hoc_desktop.ai.reason_words import explanation, worded
from hoc_desktop.cards.loader import load_sets
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.setup import GameSetup
from hoc_desktop.errors import SaveError
from hoc_desktop.saves import load_game, read_save, save_game, state_digest
from hoc_desktop.saves.savefile import FORMAT_VERSION, log_digest, save_digest

MARKET = ("rampart", "scout", "trading_ship", "library", "city_development", "shinobi", "royal_guard",
          "bank", "alchemist", "gossipy_duchess")


def money_game(commands: int, seed: int = 5) -> tuple[Game, GameSetup]:
    """A game in progress: `commands` decisions taken by money policies."""
    setup = GameSetup(("Ann", "Bob"), MARKET, seed)
    game = new_game(setup, record=True)
    from hoc_desktop.engine.hoc.seat_view import SeatView
    policies = [MoneyPolicy(seed * 10), MoneyPolicy(seed * 10 + 1)]
    for _ in range(commands):
        prompt = game.prompt()
        assert prompt is not None, "the game ended too early for this test"
        command, _ = split_decision(policies[prompt.seat].decide(prompt, SeatView(game.state, prompt.seat)))
        game.submit(prompt.seat, command)
    return game, setup


@pytest.fixture
def saved(tmp_path: Path) -> tuple[Path, Game]:
    game, setup = money_game(40)
    path = tmp_path / "game.json"
    save_game(game, setup, path)
    return path, game


# ---------------------------------------------------------------- round trips

def test_save_then_load_reproduces_the_game(saved: tuple[Path, Game]) -> None:
    path, game = saved
    loaded, setup = load_game(path)
    assert setup.players == ("Ann", "Bob") and setup.market == MARKET and setup.seed == 5
    assert state_digest(loaded.state) == state_digest(game.state)
    assert len(loaded.commands) == len(game.commands) == 40
    assert loaded.prompt() == game.prompt()
    assert loaded.events == game.events           # the whole stream, setup included, for replays and seat streams


def test_the_ai_reasons_written_with_a_save_come_back_with_it(tmp_path: Path) -> None:
    # given a game saved with the AI's words for two of its decisions (one of them a long line)
    game, setup = money_game(12)
    path = tmp_path / "game.json"
    reasons = {3: "buys Duke: 8 coins, 6 points toward the throne", 7: "backs Laolily:\n" + "why " * 100}
    save_game(game, setup, path, seats=["human", "normal"], reasons=reasons)
    # when it is read back
    saved = read_save(path)
    # then each reason is there under its command, on one line, and the game is the same
    assert saved.reasons[3] == reasons[3]
    assert saved.reasons[7].startswith("backs Laolily: why why") and "\n" not in saved.reasons[7]
    assert set(saved.reasons) == {3, 7} and saved.game.commands == game.commands


def test_a_reason_saved_as_a_value_reads_in_the_language_that_loads_it(tmp_path: Path, language: Any) -> None:
    # given a game saved with a reason that is a value (a card, coins, and hard's reason inside one)
    game, setup = money_game(12)
    path = tmp_path / "game.json"
    duke = game.state.catalog.cards["duke"]
    reasons = {2: Reason("buy_points", card=duke, coins=8, points=6, set=4),
               5: Reason("search", action=Reason("do_buy", card=duke), rate=0.62, rollouts=140)}
    save_game(game, setup, path, reasons=reasons)
    # when it is read back
    saved = read_save(path)
    # then each reads as the AI said it, in English and in Japanese
    assert worded(saved.reasons[2]) == "buys Duke: 8 coins, 6 points (4 set)"
    assert worded(saved.reasons[5]) == "buys Duke: 62% win in 140 rollouts"
    language("ja")
    assert worded(saved.reasons[2]) == "公爵を購入：8コイン、6点（直轄地に4点）"
    assert explanation(saved.reasons[5]) == "140回の試行で勝率62%"


def test_a_loaded_game_plays_on_exactly_like_the_original(saved: tuple[Path, Game]) -> None:
    path, game = saved
    loaded, _ = load_game(path)
    prompt = game.prompt()
    assert prompt is not None
    command = prompt.options[-1] if prompt.offers_commands else ("pick", tuple(prompt.options[:prompt.min]))
    game.submit(prompt.seat, command)
    loaded.submit(prompt.seat, command)
    assert state_digest(loaded.state) == state_digest(game.state)


def test_a_finished_game_round_trips(tmp_path: Path) -> None:
    setup = setup_for(11, 2, names=("money", "money"))
    result = play_match(setup, [MoneyPolicy(1), MoneyPolicy(2)], record=True)
    assert result.game is not None and result.game.state.result is not None
    path = tmp_path / "finished.json"
    save_game(result.game, setup, path)
    loaded, _ = load_game(path)
    assert loaded.state.result == result.game.state.result
    assert loaded.over
    assert state_digest(loaded.state) == state_digest(result.game.state)


def test_the_file_is_the_documented_json(saved: tuple[Path, Game]) -> None:
    path, game = saved
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "hoc-desktop-save"
    assert data["format_version"] == FORMAT_VERSION
    assert data["setup"]["market"] == list(MARKET)
    assert len(data["commands"]) == 40
    assert data["game"] == "heart-of-crown" and data["card_sets"] == ["base"]
    assert data["card_digest"] == load_sets(("base",)).digest
    assert data["digest"] == save_digest(GameSetup(("Ann", "Bob"), MARKET, 5), game.state, data["card_digest"])


# ---------------------------------------------------------------- older saves, changed cards

FORMAT_2 = Path(__file__).parent / "data" / "format2.json"


def test_a_save_written_before_saves_named_their_game_still_loads() -> None:
    # given a format 2 save (no game, no card data), written by the program before issue 18
    # when it is loaded
    saved = read_save(FORMAT_2)
    # then it replays as a Heart of Crown game of the base set, sealed as before
    assert json.loads(FORMAT_2.read_text(encoding="utf-8"))["format_version"] == 2
    assert saved.setup.card_sets == ("base",) and len(saved.game.commands) == 31 and saved.notes == ()


BEFORE_FAR_EAST = Path(__file__).parent / "data" / "before_far_east.json"


def test_a_save_written_before_far_east_still_loads_sealed_as_it_was() -> None:
    # given a base game saved by the program just before Far East came into the engine (b2ae8b5)
    # when it is loaded today (Far East cards in the bundle, Far East fields in the state)
    saved = read_save(BEFORE_FAR_EAST)
    # then its card digest and its seal still match: no "card data changed" note, the same game
    assert saved.notes == ()
    assert saved.setup.card_sets == ("base",) and len(saved.game.commands) == 260
    assert saved.game.state.result is not None and saved.game.state.result["reason"] == "coronation"


def test_changed_card_data_is_reported_in_words_and_the_save_still_loads(saved: tuple[Path, Game]) -> None:
    # given a save whose card digest differs from today's card data (as after a card was edited)
    path, game = saved
    data = json.loads(path.read_text(encoding="utf-8"))
    data["card_digest"] = "0" * 64
    setup = GameSetup(("Ann", "Bob"), MARKET, 5)
    data["log_digest"] = log_digest(setup, game.commands, data["card_digest"])
    path.write_text(json.dumps(data), encoding="utf-8")
    # when it is loaded
    loaded = read_save(path)
    # then its log replays, and the notes say the cards changed
    assert state_digest(loaded.game.state) == state_digest(game.state)
    assert loaded.notes and "card data changed" in loaded.notes[0]


def test_changed_card_data_does_not_excuse_a_tampered_log(saved: tuple[Path, Game]) -> None:
    path, _ = saved
    data = json.loads(path.read_text(encoding="utf-8"))
    data["card_digest"] = "0" * 64                         # the log's seal no longer matches
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="does not match its seal"):
        read_save(path)


def test_a_save_of_a_game_this_program_does_not_know_is_refused(saved: tuple[Path, Game]) -> None:
    path, _ = saved
    data = json.loads(path.read_text(encoding="utf-8"))
    data["game"] = "chess"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="game 'chess', which this program does not know"):
        read_save(path)


# ---------------------------------------------------------------- bad files

def _edit(mutate: Callable[[dict[str, Any]], Any]) -> Callable[[str], str]:
    def change(text: str) -> str:
        data = json.loads(text)
        mutate(data)
        return json.dumps(data, indent=1)
    return change


def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def mutate(data: dict[str, Any]) -> None:
        data[key] = value
    return mutate


def _tamper_command(data: dict[str, Any]) -> None:
    data["commands"][10][1] = ["play", 99999]


def _swap_seat(data: dict[str, Any]) -> None:
    data["commands"][3][0] = 1 - data["commands"][3][0]


def _drop_last_command(data: dict[str, Any]) -> None:
    data["commands"].pop()


def _malformed_entry(data: dict[str, Any]) -> None:
    data["commands"][0] = "end_turn"


def _tamper_digest(data: dict[str, Any]) -> None:
    digest = data["digest"]
    data["digest"] = digest[:-1] + ("0" if digest[-1] != "0" else "1")


BAD_FILES: dict[str, tuple[Callable[[str], str], str]] = {
    "corrupt": (lambda text: text.replace('"commands"', '"commands" ## oops', 1), "corrupt or truncated"),
    "truncated": (lambda text: text[: len(text) // 2], "corrupt or truncated"),
    "empty": (lambda text: "", "corrupt or truncated"),
    "newer-version": (_edit(_set("format_version", FORMAT_VERSION + 1)), "newer"),
    "no-version": (_edit(_set("format_version", "one")), "format version"),
    "tampered-command": (_edit(_tamper_command), "command 11 of 40 does not replay"),
    "wrong-seat": (_edit(_swap_seat), "command 4 of 40 does not replay"),
    "malformed-entry": (_edit(_malformed_entry), "command 1 of 40 is malformed"),
    "missing-command": (_edit(_drop_last_command), "does not reproduce"),
    "tampered-digest": (_edit(_tamper_digest), "does not reproduce"),
    "bad-setup": (_edit(_set("setup", {"players": ["A"], "market": [], "seed": 1})), "invalid setup"),
    "no-commands": (_edit(_set("commands", "none")), "no command log"),
    "other-json": (lambda text: json.dumps({"name": "my settings", "volume": 3}), "not a Heart of Crown save"),
    "json-list": (lambda text: "[1, 2, 3]", "not a Heart of Crown save"),
    "reason-of-no-command": (_edit(_set("reasons", [[40, "buys Duke: 6 points"]])), "reasons"),
    "reason-not-words": (_edit(_set("reasons", [[3, ["buys"]]])), "reasons"),
    "reason-of-no-code": (_edit(_set("reasons", [[3, {"code": "Buys Duke", "fields": {}}]])), "reasons"),
    "reason-field-not-data": (_edit(_set("reasons", [[3, {"code": "buy_coins", "fields": {"card": [1, 2]}}]])),
                              "reasons"),
}


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_bad_save_files_are_refused_and_left_alone(saved: tuple[Path, Game], kind: str) -> None:
    path, _ = saved
    change, words = BAD_FILES[kind]
    path.write_text(change(path.read_text(encoding="utf-8")), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveError) as info:
        load_game(path)
    message = str(info.value)
    assert "\n" not in message
    assert str(path) in message
    assert words in message
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


def test_binary_file(tmp_path: Path) -> None:
    path = tmp_path / "picture.json"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe\x00")
    before = path.read_bytes()
    with pytest.raises(SaveError) as info:
        load_game(path)
    assert str(path) in str(info.value) and "\n" not in str(info.value)
    assert path.read_bytes() == before


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.json"
    with pytest.raises(SaveError) as info:
        load_game(path)
    assert str(path) in str(info.value) and "\n" not in str(info.value)
    assert "cannot read" in str(info.value)
    assert not path.exists()


def test_a_folder_is_not_a_save(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as info:
        load_game(tmp_path)
    assert str(tmp_path) in str(info.value)


# ---------------------------------------------------------------- atomic writes

def test_saving_leaves_no_temporary_files(tmp_path: Path) -> None:
    game, setup = money_game(25)
    path = tmp_path / "sub" / "dir" / "save.json"
    save_game(game, setup, path)
    save_game(game, setup, path)
    assert sorted(p.name for p in path.parent.iterdir()) == ["save.json"]


def test_an_existing_save_is_replaced_whole(tmp_path: Path) -> None:
    long_game, setup = money_game(60)
    short_game, _ = money_game(5)
    path = tmp_path / "save.json"
    save_game(long_game, setup, path)
    long_size = path.stat().st_size
    save_game(short_game, setup, path)
    assert path.stat().st_size < long_size
    data = json.loads(path.read_text(encoding="utf-8"))        # no leftover tail of the longer save
    assert len(data["commands"]) == 5
    loaded, _ = load_game(path)
    assert state_digest(loaded.state) == state_digest(short_game.state)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["save.json"]


def test_a_failed_write_keeps_the_old_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game, setup = money_game(30)
    path = tmp_path / "save.json"
    save_game(game, setup, path)
    before = path.read_bytes()

    def disk_full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    newer, _ = money_game(35)
    with pytest.raises(SaveError) as info:
        save_game(newer, setup, path)
    assert str(path) in str(info.value) and "No space left" in str(info.value)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["save.json"]


def test_saving_into_a_folder_path_is_a_save_error(tmp_path: Path) -> None:
    game, setup = money_game(3)
    (tmp_path / "taken").mkdir()
    with pytest.raises(SaveError) as info:
        save_game(game, setup, tmp_path / "taken")
    assert "taken" in str(info.value)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["taken"]


def test_a_log_written_before_oukas_second_card_was_asked_still_replays() -> None:
    # given Ouka at the end of the Second Phase with two eligible cards, the first chosen: the
    # engine now asks for the one partner, which an older save's log never answered
    from hoc_desktop.saves.savefile import replay
    from tests.helpers import option_names, outskirts, pos
    g = pos(turn={"phase": "second"}, players=[{"princess": "ouka", "draw": ["city"] * 5,
                                                "hand": ["alchemist", "gossipy_duchess"]}, {"draw": ["city"] * 5}])
    g.submit(0, ("end_turn",))
    g.submit(0, ("pick", tuple(c for c in g.prompt().options if g.state.cards[c].key == "alchemist")))
    assert g.prompt().step == "ouka_second" and option_names(g) == ["gossipy_duchess"]
    # when the old log's next command (the next player's first decision) is replayed
    nxt = ("end_turn",)           # seat 1, with five Cities and nothing to play, is in its Second Phase
    replay(g, 1, nxt)
    # then the partner was taken as the engine used to, and the command replayed after it
    assert sorted(outskirts(g)) == ["alchemist", "gossipy_duchess"]
    assert g.commands[-1] == (1, nxt) and g.state.turn.seat == 0


def test_replay_answers_nothing_for_a_command_that_answers_the_question() -> None:
    # given the same question; when the saved command is Back (a newer save), then it is Back
    from hoc_desktop.saves.savefile import replay
    from tests.helpers import outskirts, pos
    g = pos(turn={"phase": "second"}, players=[{"princess": "ouka", "draw": ["city"] * 5,
                                                "hand": ["alchemist", "gossipy_duchess"]}, {"draw": ["city"] * 5}])
    g.submit(0, ("end_turn",))
    g.submit(0, ("pick", (g.prompt().options[0],)))
    replay(g, 0, ("pick", ()))
    assert g.prompt().step == "ouka_first" and outskirts(g) == []

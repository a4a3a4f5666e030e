"""The program with card packs: the packs folder is read at start and again when New game or the
Cards gallery opens, a pack that does not load is named on the title (the rest play on), a whole
game on a pack's market is played through the window against the AI, and a saved game whose pack
went missing is refused in words."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pygame

from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.client.game_config import again
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.hoc.window import cards_gallery
from hoc_desktop.client.main import Program
from hoc_desktop.client.save_slots import AUTOSAVE, read_entry, write_save
from hoc_desktop.client.hoc.cards_gallery import CardsGalleryScene
from hoc_desktop.client.hoc.new_game import NewGameScene
from hoc_desktop.client.scenes.results import ResultsScene
from hoc_desktop.client.settings import Settings
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.widgets import Button
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.engine import Prompt
from hoc_desktop.engine.hoc.seat_view import SeatView
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.setup import GameSetup
from tests.client.helpers_client import click, key
from tests.client.helpers_packs import FG_PACK, SAMPLE_PACK, SAMPLE_SETS, packs_folder
from tests.client.test_whole_game import MAX_FRAMES, gesture


def pack_first(game: Any, prompt: Prompt, policy: Any) -> Any:
    """A decision that brings the pack's cards into play: play and buy them (dearest first) when
    offered, otherwise what `policy` decides."""
    cards = game.state.cards
    if prompt.offers_commands:
        ours = [o for o in prompt.options if o[0] in ("play", "buy") and cards[o[1]].set == "sample"]
        if ours:
            return max(ours, key=lambda o: (o[0] == "play", cards[o[1]].cost))
    command, _ = split_decision(policy.decide(prompt, SeatView(game.state, prompt.seat)))
    return command


def program_with(app: App, tmp_path: Path, folder: Path, speed: str = "normal") -> Program:
    return Program(app, saves=tmp_path / "saves", settings=Settings(speed=speed), packs_folder=folder)


def test_a_pack_that_does_not_load_is_named_on_the_title_and_the_rest_plays_on(app: App, tmp_path: Path) -> None:
    """Given a packs folder with the sample pack and a pack with a misspelt step,
    when the program opens its title,
    then the title names the bad pack's file, line and card in words, and New game still offers the sample pack."""
    folder = packs_folder(tmp_path, SAMPLE_PACK)
    bad = SAMPLE_PACK.read_text(encoding="utf-8").replace("gain_coins: 1\n", "gain_coinz: 1\n", 1)
    (folder / "broken.yaml").write_text(bad.replace("set: sample", "set: broken"), encoding="utf-8")
    program = program_with(app, tmp_path, folder)
    title = program.title()
    app.push(title)
    app.step()
    assert "broken.yaml:" in title.notice.text and "Meadow Lantern" in title.notice.text
    assert "Traceback" not in title.notice.text
    program.new_game()
    scene = app.top
    assert isinstance(scene, NewGameScene)
    assert SAMPLE_SETS in scene.card_sets.options
    assert "broken.yaml" in scene.message.text


def test_several_bad_packs_take_one_notice_that_leaves_the_title_buttons_clear(app: App, tmp_path: Path) -> None:
    """Given three packs that do not load and a game to continue (the tallest title),
    when the title opens at 1280x720,
    then one notice names the first and how many more, and no button overlaps it."""
    folder = packs_folder(tmp_path)
    for name in ("a_bad", "b_bad", "c_bad"):
        (folder / f"{name}.yaml").write_text("format_version: 1\nset: mine\ncards: [7]\n", encoding="utf-8")
    program = program_with(app, tmp_path, folder)
    game = new_game(GameSetup.from_dict(make_setup(["human", "normal"], "First Time Playing", 3)))
    write_save(game, make_setup(["human", "normal"], "First Time Playing", 3), ["human", "normal"],
               tmp_path / "saves" / AUTOSAVE)
    title = program.title()
    app.push(title)
    app.step()
    assert title.continue_ is not None
    assert "a_bad.yaml:3" in title.notice.text and "(and 2 more: the Cards gallery lists them)" in title.notice.text
    assert "b_bad.yaml" not in title.notice.text
    buttons = [w for w in title.widgets if isinstance(w, Button)]
    assert len(buttons) >= 10 and not [b.text for b in buttons if b.rect.colliderect(title.notice.rect)]


def test_a_pack_dropped_in_while_the_program_runs_shows_in_new_game_and_the_gallery(app: App, tmp_path: Path) -> None:
    """Given a program started with an empty packs folder,
    when the sample pack is copied in and New game, then Cards, is opened,
    then both show the pack's set and cards."""
    folder = packs_folder(tmp_path)
    program = program_with(app, tmp_path, folder)
    app.push(program.title())
    program.new_game()
    assert SAMPLE_SETS not in app.top.card_sets.options
    app.pop()
    shutil.copy(SAMPLE_PACK, folder / SAMPLE_PACK.name)
    program.new_game()
    assert SAMPLE_SETS in app.top.card_sets.options
    app.pop()
    cards_gallery(program)
    gallery = app.top
    assert isinstance(gallery, CardsGalleryScene)
    assert "meadow_lantern" in {card.key for card in gallery.all_cards}


def test_extra_pack_files_are_read_besides_the_folder(app: App, tmp_path: Path) -> None:
    """Given an empty packs folder and the sample pack named as an extra file (--pack),
    when New game opens, then it offers the sample pack's set."""
    program = Program(app, saves=None, packs_folder=packs_folder(tmp_path), extra_packs=(str(SAMPLE_PACK),))
    program.new_game()
    assert SAMPLE_SETS in app.top.card_sets.options


def test_new_game_starts_a_fairy_garden_game_whose_setup_names_its_pack(app: App, tmp_path: Path) -> None:
    """Given the Fairy Garden test cards in the packs folder,
    when New game is set to Fairy Garden alone with a Random market and Start is pressed,
    then the table deals Fairy Garden Commons only and the setup names the pack with its digest."""
    program = program_with(app, tmp_path, packs_folder(tmp_path, FG_PACK))
    app.push(program.title())
    program.new_game()
    scene = app.top
    assert isinstance(scene, NewGameScene)
    scene.card_sets.select(scene.card_sets.options.index("Fairy Garden"))
    assert scene.market.value == "Random"
    click(app, scene.start.rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    setup = table.session.setup
    assert setup["packs"] == [str(tmp_path / "packs" / FG_PACK.name)] and len(setup["pack_digests"]) == 1
    assert setup["options"]["profile"] == "fg" and "card_sets" not in setup
    assert all(table.cards[key].set == "fairy_garden" for key in setup["market"])


def test_a_whole_game_on_a_sample_pack_market_through_the_window_against_the_ai(app: App, tmp_path: Path) -> None:
    """Given the sample pack in the packs folder and New game set to Base + Meadow Folk, Random,
    with the pack's ten cards required,
    when Start is pressed and every decision of "the human" is made by mouse gestures,
    then the game reaches the results screen without a refused command, with pack cards played."""
    program = program_with(app, tmp_path, packs_folder(tmp_path, SAMPLE_PACK), speed="instant")
    app.push(program.title())
    program.new_game()
    scene = app.top
    assert isinstance(scene, NewGameScene)
    scene.card_sets.select(scene.card_sets.options.index(SAMPLE_SETS))
    scene.market.select(scene.markets.index("Random"))
    scene.seat_choices[1].select(1)                              # easy
    pack_cards = [c.key for c in scene.picker.cards if c.set == "sample"]
    assert len(pack_cards) == 10
    for card in pack_cards:
        scene.cycle_card(card)                                   # banned
        scene.cycle_card(card)                                   # required
    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene)
    assert set(table.session.setup["market"]) == set(pack_cards)
    advisor = make_policy("easy", 7)
    played: set[str] = set()
    for _ in range(MAX_FRAMES):
        if isinstance(app.top, ResultsScene):
            break
        app.step()
        prompt = table.session.human_prompt()
        if prompt is None or table.pacer.pending or table.board.moving or (
                not prompt.offers_commands and table.panel is None):
            continue
        command = pack_first(table.session.game, prompt, advisor)
        before = len(table.session.game.commands)
        gesture(app, table, prompt, command)
        assert len(table.session.game.commands) == before + 1, f"{command} did not reach the engine"
        if command[0] in ("play", "buy"):
            played.add(f"{command[0]} {table.session.game.state.cards[command[1]].key}")
    assert isinstance(app.top, ResultsScene)
    assert table.refused == []
    assert {f"play {key}" for key in pack_cards} & played and {f"buy {key}" for key in pack_cards} & played
    assert any(name in line.text for line in table.log.lines
               for name in ("Meadow Lantern", "Hedge Orchard", "Dew Collector", "Lucky Toad", "Quiet Cottage"))


def test_a_saved_game_whose_pack_is_gone_is_refused_in_words(app: App, tmp_path: Path) -> None:
    """Given a sample-pack game in progress, autosaved and saved by name,
    when the pack file is deleted and the title is shown again,
    then Continue is not offered, the title says the pack is missing, and Load refuses the named save in words."""
    folder = packs_folder(tmp_path, SAMPLE_PACK)
    program = program_with(app, tmp_path, folder)
    app.push(program.title())
    program.new_game()
    scene = app.top
    scene.card_sets.select(scene.card_sets.options.index(SAMPLE_SETS))
    click(app, scene.start.rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    session = table.session
    named = tmp_path / "saves" / "meadow.json"
    write_save(session.game, session.setup, session.kinds, tmp_path / "saves" / AUTOSAVE)
    write_save(session.game, session.setup, session.kinds, named)
    (folder / SAMPLE_PACK.name).unlink()
    title = program.title()
    assert title.continue_ is None
    assert "sample-pack.yaml this game was played with is missing" in title.notice.text
    refusal = program._load(named)
    assert refusal is not None and "sample-pack.yaml this game was played with is missing" in refusal


def test_the_load_list_names_the_packs_a_game_used(app: App, tmp_path: Path) -> None:
    """Given a sample-pack game saved by name, when the saves are listed,
    then its entry names the pack as the pack names itself."""
    program = program_with(app, tmp_path, packs_folder(tmp_path, SAMPLE_PACK))
    program.new_game()
    scene = app.top
    scene.card_sets.select(scene.card_sets.options.index(SAMPLE_SETS))
    click(app, scene.start.rect.center)
    session = app.top.session
    write_save(session.game, session.setup, session.kinds, tmp_path / "saves" / "meadow.json")
    entry = read_entry(tmp_path / "saves" / "meadow.json")
    assert entry.problem is None and entry.market.endswith("Meadow Folk (sample pack)")


def test_play_again_after_the_pack_changed_says_why_and_starts_nothing(app: App, tmp_path: Path) -> None:
    """Given a sample-pack game's setup, when its pack's cards change and the same
    setup is started again (Play again), then a dialog says the pack changed and no table opens."""
    folder = packs_folder(tmp_path, SAMPLE_PACK)
    program = Program(app, saves=None, packs_folder=folder)
    program.new_game()
    scene = app.top
    scene.card_sets.select(scene.card_sets.options.index(SAMPLE_SETS))
    setup, kinds = scene.setup(), scene.seat_kinds()
    pack = folder / SAMPLE_PACK.name
    pack.write_text(pack.read_text(encoding="utf-8").replace("cost: 2\n", "cost: 3\n", 1), encoding="utf-8")
    program.start_game(*again(setup, kinds))
    dialog = app.top
    assert isinstance(dialog, ConfirmScene) and "changed since this game was recorded" in dialog.detail
    assert not any(isinstance(s, TableScene) for s in app.scenes)

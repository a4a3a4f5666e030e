"""The new-game scene driven through its real input (clicks, typed text, keys): seats and names,
the market with bans and requirements, the variants, the setup code field (copy, paste, typed
codes, refused codes), and screenshots at 1280x720 and 1920x1080 at 100% and 200% text whose
widgets must not overlap or leave the window (saved in $HOC_SCREENSHOT_DIR for a person to see)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest

from hoc_desktop.cards.pack_library import PackLibrary, find_packs
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.hoc.setup import FAR_EAST_SETS, RANDOM_MARKET, GameChoice, card_set_choices, market_choices
from hoc_desktop.client.hoc.new_game import BANNED, REQUIRED, NewGameScene
from hoc_desktop.client.hoc.setup_code import decode, encode_choice
from hoc_desktop.client.ui.widgets.base import Widget
from hoc_desktop.client.ui.widgets.text_field import clipboard_text, copy_to_clipboard
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.setup import GameSetup
from tests.client.helpers_client import click, key, post
from tests.client.helpers_packs import FG_PACK, GUARDIAN_PACK, GUARDIAN_SETS, SAMPLE_PACK, SAMPLE_SETS, library
from tests.packs.test_fairy_garden_sets import PRIMER, primer_pack

Started = list[tuple[dict[str, Any], list[str]]]


@pytest.fixture
def started() -> Started:
    return []


@pytest.fixture
def scene(app: App, started: Started) -> NewGameScene:
    new = NewGameScene(app, lambda setup, kinds: started.append((setup, kinds)), app.pop, seed=4242)
    app.push(new)
    app.step()
    return new


def right_arrow(app: App, widget: Widget) -> None:
    click(app, (widget.rect.right - 5, widget.rect.centery))


def type_text(app: App, text: str) -> None:
    post(pygame.TEXTINPUT, text=text)
    app.step()


def choose_market(scene: NewGameScene, name: str) -> None:
    scene.market.select(market_choices().index(name))


def playable(setup: dict[str, Any]) -> None:
    game = new_game(GameSetup.from_dict(setup))
    assert game.prompt() is not None


# ----------------------------------------------------------------------------- seats and names

def test_start_sends_a_valid_setup_with_the_seat_kinds(app: App, scene: NewGameScene, started: Started) -> None:
    # given three seats: you, Hard (two steps right from Normal... wraps: normal -> hard), Easy
    right_arrow(app, scene.count)
    right_arrow(app, scene.seat_choices[1])                 # normal -> hard
    click(app, (scene.seat_choices[2].rect.x + 5, scene.seat_choices[2].rect.centery))   # normal -> easy
    # when Start is pressed (Enter)
    key(app, pygame.K_RETURN)
    # then the setup names three seats, its market is the chosen set's, and it deals
    setup, kinds = started[-1]
    assert kinds == ["human", "hard", "easy"]
    assert setup["players"] == ["You", "Hard", "Easy"] and setup["seed"] == 4242 and setup["options"] == {}
    playable(setup)


def test_typed_names_reach_the_setup_and_typing_fires_no_hotkey(app: App, scene: NewGameScene,
                                                                 started: Started) -> None:
    # given the second seat's name field, clicked
    click(app, scene.name_fields[1].rect.center)
    assert scene.name_fields[1].focused
    # when a name is typed with an "r" in it (R is the new-seed key), corrected with Backspace,
    # and Enter then Esc are pressed
    for text in ("Ro", "bx"):
        type_text(app, text)
    key(app, pygame.K_r)                                     # the KEYDOWN that comes with typing "r"
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_RETURN)                                # leaves the field, does not start
    assert not started and not scene.name_fields[1].focused
    click(app, scene.name_fields[0].rect.center)
    type_text(app, "Queen Ann")
    key(app, pygame.K_ESCAPE)                                # leaves the field, not the screen
    assert app.top is scene
    key(app, pygame.K_RETURN)
    # then the names are in the setup, the seed did not change, and the code names them too
    setup, kinds = started[-1]
    assert setup["players"] == ["Queen Ann", "Rob"] and setup["seed"] == 4242
    assert decode(scene.code) == (setup, kinds)
    playable(setup)


def test_a_cleared_name_falls_back_to_the_default_and_two_equal_names_do_not_start(
        app: App, scene: NewGameScene, started: Started) -> None:
    # given a seat named like the other seat
    click(app, scene.name_fields[1].rect.center)
    type_text(app, "you")
    # when Start is pressed
    click(app, scene.start.rect.center)
    # then nothing starts and the message line says why, in one line
    assert not started and "both called" in scene.message.text and scene.code == ""
    # when the name is cleared (Ctrl+Backspace)
    click(app, scene.name_fields[1].rect.center)
    key(app, pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    click(app, scene.start.rect.center)
    # then the default name is used
    assert started[-1][0]["players"] == ["You", "Normal"]


def test_seat_kind_names_say_human_when_several_humans_play(app: App, scene: NewGameScene) -> None:
    click(app, (scene.seat_choices[1].rect.x + 5, scene.seat_choices[1].rect.centery))   # normal -> easy
    click(app, (scene.seat_choices[1].rect.x + 5, scene.seat_choices[1].rect.centery))   # easy -> human
    assert scene.seat_kinds() == ["human", "human"]
    assert scene.seat_choices[0].value == "Human" and scene.setup()["players"] == ["Player 1", "Player 2"]


# ----------------------------------------------------------------------------- the market

def test_a_recommended_set_shows_its_ten_cards(app: App, scene: NewGameScene) -> None:
    choose_market(scene, "Grand Warfare")
    app.step()
    assert scene.cards.visible and not scene.picker.visible
    assert sorted(c.key for c in scene.cards.cards) == sorted(scene.setup()["market"])
    assert all(scene.market_panel.rect.contains(cell) for cell in scene.cards.cells)


def test_pointing_at_a_card_shows_it_large(app: App, scene: NewGameScene) -> None:
    cell = scene.cards.cells[3]
    post(pygame.MOUSEMOTION, pos=cell.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    assert scene.hover_card is scene.cards.cards[3]
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    assert scene.hover_card is None


def test_random_market_follows_the_typed_seed_and_new_seed(app: App, scene: NewGameScene) -> None:
    # given the Random market
    choose_market(scene, RANDOM_MARKET)
    app.step()
    assert scene.picker.visible and scene.seed_field.visible and scene.seed_field.text == "4242"
    # when a seed is typed over the old one
    click(app, scene.seed_field.rect.center)
    key(app, pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    type_text(app, "12x3")                                   # the "x" is not a digit: dropped
    key(app, pygame.K_RETURN)
    # then the setup uses it and the picker outlines its cards
    setup = scene.setup()
    assert setup["seed"] == 123 and scene.picker.drawn == set(setup["market"])
    # when New seed is clicked
    click(app, scene.reroll.rect.center)
    assert scene.setup()["seed"] == scene.seed and scene.seed_field.text == str(scene.seed)


def test_clicks_ban_and_require_cards_and_every_seed_honours_them(app: App, scene: NewGameScene) -> None:
    # given the Random market
    choose_market(scene, RANDOM_MARKET)
    app.step()
    keys = [c.key for c in scene.picker.cards]
    # when one card is clicked once (banned), two twice (required), one three times (free again)
    for index, clicks in ((0, 1), (5, 2), (9, 2), (12, 3)):
        for _ in range(clicks):
            click(app, scene.picker.cells[index].center)
    # then the picker shows it, and many seeds honour it
    assert scene.banned == [keys[0]] and scene.required == [keys[5], keys[9]]
    assert scene.picker.states == {keys[0]: BANNED, keys[5]: REQUIRED, keys[9]: REQUIRED}
    for seed in range(0, 4000, 97):
        scene.seed = seed
        setup = scene.setup()
        assert keys[0] not in setup["market"] and setup["market"][:2] == [keys[5], keys[9]]
        assert len(set(setup["market"])) == 10
    playable(setup)
    # and a recommended set ignores them
    choose_market(scene, "Primer")
    assert scene.setup()["market"] and scene.choice().banned == ()


def test_the_picker_never_allows_an_impossible_market(app: App, scene: NewGameScene) -> None:
    choose_market(scene, RANDOM_MARKET)
    keys = [c.key for c in scene.picker.cards]
    for key_ in keys:                                        # ban as many as possible, then require
        scene.cycle_card(key_)
    assert len(scene.banned) == len(keys) - 10 and len(scene.required) == 10
    assert sorted(scene.setup()["market"]) == sorted(scene.required)
    scene.cycle_card(keys[0])                                # a banned card cannot be required now
    assert len(scene.required) == 10 and "At most 10" in scene.message.text


def test_far_east_in_play_offers_its_sets_and_draws_random_markets_from_both(app: App, scene: NewGameScene,
                                                                             started: Started) -> None:
    # given the base set in play, Trade and Prosperity is not offered
    assert "Trade and Prosperity" not in scene.market.options and len(scene.picker.cards) == 30
    # when the card sets' arrow is clicked: Base + Far East
    right_arrow(app, scene.card_sets)
    assert scene.card_sets.value == "Base + Far East"
    # then the 15 Far East sets are offered by name, the first of them is chosen, and the picker
    # lists the 42 Commons
    assert "Trade and Prosperity" in scene.market.options and len(scene.picker.cards) == 42
    assert scene.market.value == "First Play (Eastern Ver.)"
    scene.market.select(scene.market.options.index("Trade and Prosperity"))
    app.step()
    assert "kunoichi" in scene.market_keys() and scene.code.startswith("HC2-")
    assert "Taxation" in scene.market_note.text                  # its one-line description is shown
    # and a Random market draws ten of the 42 (a Far East card can be required)
    scene.market.select(scene.market.options.index(RANDOM_MARKET))
    app.step()
    click(app, scene.picker.cells[[c.key for c in scene.picker.cards].index("alliance")].center)
    click(app, scene.picker.cells[[c.key for c in scene.picker.cards].index("alliance")].center)
    assert scene.required == ["alliance"]
    key(app, pygame.K_RETURN)
    setup, _ = started[-1]
    assert setup["card_sets"] == ["base", "far_east"] and len(setup["market"]) == 10 and "alliance" in setup["market"]
    playable(setup)
    # when the base set alone is chosen again, the Far East pin is dropped and the market is base
    right_arrow(app, scene.card_sets)
    assert scene.required == [] and len(scene.picker.cards) == 30 and "card_sets" not in scene.setup()
    assert scene.market.value == RANDOM_MARKET
    # and a Far East recommended set gives way to the quick game's set
    right_arrow(app, scene.card_sets)
    scene.market.select(scene.market.options.index("Trade and Prosperity"))
    right_arrow(app, scene.card_sets)
    assert scene.market.value == "First Time Playing"


# ----------------------------------------------------------------------------- variants

def test_variants_reach_the_options(app: App, scene: NewGameScene, started: Started) -> None:
    # given two players: every variant can be chosen
    for choice in (scene.rares, scene.seating, scene.judgment):
        right_arrow(app, choice)
    key(app, pygame.K_RETURN)
    setup, _ = started[-1]
    assert setup["options"] == {"no_rares": True, "hand_elimination": True, "judgment": "dukes_only"}
    playable(setup)
    # when a third seat joins, the two-player variant goes and cannot be chosen
    right_arrow(app, scene.count)
    assert not scene.rares.enabled and scene.rares.index == 0
    right_arrow(app, scene.rares)
    key(app, pygame.K_RETURN)
    setup, _ = started[-1]
    assert setup["options"] == {"hand_elimination": True, "judgment": "dukes_only"}
    playable(setup)


# ----------------------------------------------------------------------------- the setup code

def test_the_code_field_shows_the_code_of_what_is_chosen(app: App, scene: NewGameScene) -> None:
    assert scene.code_field.text == scene.code and scene.code.startswith("HC1-")
    right_arrow(app, scene.count)
    choose_market(scene, RANDOM_MARKET)
    app.step()
    assert scene.code_field.text == scene.code
    assert decode(scene.code) == (scene.setup(), scene.seat_kinds())


def test_copy_puts_the_code_on_the_clipboard_and_selects_it(app: App, scene: NewGameScene) -> None:
    click(app, scene.copy.rect.center)
    assert scene.code_field.focused and scene.code_field.selected
    assert "copied" in scene.message.text.lower() or "copy" in scene.message.text.lower()
    if clipboard_text():                                      # a clipboard pygame can reach
        assert clipboard_text() == scene.code


PASTED = GameChoice(kinds=("hard", "human", "easy", "normal"), market=RANDOM_MARKET, seed=777,
                    names=("Morgana", "", "Puck", ""), banned=("bank", "library"), required=("shinobi",),
                    hand_elimination=True, judgment="dukes_only")


def assert_scene_shows(scene: NewGameScene, choice: GameChoice) -> None:
    n = len(choice.kinds)
    assert scene.seat_count == n and scene.count.value == f"{n} players"
    assert [scene.seat_choices[i].index for i in range(n)] == [
        ("human", "easy", "normal", "hard").index(k) for k in choice.kinds]
    assert [scene.name_fields[i].text for i in range(n)] == list(choice.names)
    assert scene.market.value == choice.market and scene.seed == choice.seed
    assert scene.seed_field.text == str(choice.seed)
    assert tuple(scene.banned) == choice.banned and tuple(scene.required) == choice.required
    assert scene.rares.index == int(choice.no_rares) and scene.seating.index == int(choice.hand_elimination)
    assert scene.judgment.index == ("rulebook", "dukes_only").index(choice.judgment)
    assert scene.choice() == choice and scene.setup() == choice.setup()


def test_a_typed_code_sets_every_control(app: App, scene: NewGameScene, started: Started) -> None:
    # given a code made on another computer
    code = encode_choice(PASTED)
    # when it is typed into the code field (the click selects the shown code; typing replaces it)
    click(app, scene.code_field.rect.center)
    assert scene.code_field.selected
    type_text(app, code.lower())
    key(app, pygame.K_RETURN)
    # then every control shows the game it names, and Start sends exactly its setup
    assert_scene_shows(scene, PASTED)
    assert scene.code == code and scene.code_field.text == code and "applied" in scene.message.text
    key(app, pygame.K_RETURN)
    assert started[-1] == decode(code)


def test_paste_and_ctrl_v_apply_the_clipboards_code(app: App, scene: NewGameScene) -> None:
    code = encode_choice(PASTED)
    if not copy_to_clipboard(code) or clipboard_text() != code:
        pytest.skip("no clipboard pygame can reach here")
    click(app, scene.paste.rect.center)
    assert_scene_shows(scene, PASTED)
    other = GameChoice(kinds=("human", "normal"), market="Big Business", seed=5, no_rares=True)
    copy_to_clipboard(encode_choice(other))
    key(app, pygame.K_v, pygame.KMOD_CTRL)
    assert_scene_shows(scene, other)


@pytest.mark.parametrize("text", ["hello", "HC1-ABCDE", "HC2-00000-00000", "HC1-" + "Z" * 30])
def test_an_invalid_code_changes_nothing_and_says_why_in_one_line(app: App, scene: NewGameScene, text: str) -> None:
    # given the scene as it is
    right_arrow(app, scene.count)
    before, code = scene.setup(), scene.code
    # when a bad code is typed and entered
    click(app, scene.code_field.rect.center)
    type_text(app, text)
    key(app, pygame.K_RETURN)
    # then nothing changed and the message line says why
    assert scene.setup() == before and scene.code == code
    assert scene.message.text.startswith("Setup code refused") and "\n" not in scene.message.text
    assert scene.message.color == app.theme.palette.warn
    # and leaving the field shows this game's code again
    key(app, pygame.K_ESCAPE)
    app.step()
    assert scene.code_field.text == code and app.top is scene


# ----------------------------------------------------------------------------- layout and screenshots

def _inside(outer: pygame.Rect, inner: pygame.Rect) -> bool:
    return outer.contains(inner)


def assert_tidy(scene: NewGameScene, size: tuple[int, int]) -> None:
    """Every visible control inside the window, nothing overlapping, panel contents inside their panel."""
    window = pygame.Rect((0, 0), size)
    tops = [w for w in (scene.players, scene.market_panel, scene.message, scene.code_label, scene.code_field,
                        scene.copy, scene.paste, scene.back, scene.start) if w.visible]
    for i, a in enumerate(tops):
        assert _inside(window, a.rect), a
        for b in tops[i + 1:]:
            assert not a.rect.colliderect(b.rect), (a, b)
    if scene.heading.visible:
        assert scene.heading.rect.bottom <= min(scene.players.rect.y, scene.market_panel.rect.y)
    for panel in (scene.players, scene.market_panel):
        inner = panel.content_rect
        shown = [w for w in panel.widgets if w.visible]
        for w in shown:
            assert _inside(inner, w.rect), (panel.title, w, w.rect, inner)
        rows = [w for w in shown if not isinstance(w, type(scene.variants_label)) or w is scene.variants_label]
        for i, a in enumerate(rows):
            for b in rows[i + 1:]:
                if a is not b and not (a is scene.cards or b is scene.cards):
                    assert not a.rect.colliderect(b.rect), (a, a.rect, b, b.rect)
    for cell in scene.picker.cells if scene.picker.visible else []:
        assert _inside(scene.picker.rect, cell)
    for cell in scene.cards.cells if scene.cards.visible else []:
        assert _inside(scene.cards.rect, cell)
    # text fits: choices' options and button labels
    theme = scene.theme
    for choice in [scene.count, *scene.seat_choices, *scene.variants, scene.card_sets, scene.market]:
        if choice.visible:
            middle = choice.rect.width - 2 * min(choice.rect.height, choice.rect.width // 4)
            assert max(theme.font(choice.role, True).size(o)[0] for o in choice.options) <= middle, choice.options
    message_w = theme.font(scene.message.role).size(scene.message.text)[0]
    assert message_w <= scene.message.rect.width


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_scale", [1.0, 2.0], ids=lambda t: f"text{round(t * 100)}")
def test_screenshots_fit_the_window(app: App, size: tuple[int, int], text_scale: float, screenshot_dir: Path) -> None:
    app.set_window_size(size)
    app.set_appearance(text_scale=text_scale)
    scene = NewGameScene(app, lambda setup, kinds: None, app.pop, seed=2024)
    app.push(scene)
    name = f"new_game_{size[0]}x{size[1]}_text{round(text_scale * 100)}"
    # a recommended set with two seats, then four seats with named players and a Random market
    assert_tidy(scene, size)
    app.screenshot(str(screenshot_dir / f"{name}_set.png"))
    scene.apply_code(encode_choice(GameChoice(kinds=("human", "normal", "hard", "easy"), market=RANDOM_MARKET,
                                              seed=2024, names=("", "Morgana le Fay", "", ""),
                                              banned=("bank",), required=("library", "shinobi"),
                                              hand_elimination=True)))
    app.step()
    assert scene.seat_choices[3].visible and scene.picker.visible
    assert_tidy(scene, size)
    app.screenshot(str(screenshot_dir / f"{name}_random.png"))
    # pointing at a card shows it large, inside the window
    post(pygame.MOUSEMOTION, pos=scene.picker.cells[7].center, rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    assert scene.hover_card is scene.picker.cards[7]
    app.screenshot(str(screenshot_dir / f"{name}_zoom.png"))
    image = pygame.image.load(str(screenshot_dir / f"{name}_zoom.png"))
    assert image.get_size() == size
    # the 42 Commons of a Far East game with four seats, and the longest Far East set's name
    scene.apply_code(encode_choice(GameChoice(kinds=("human", "normal", "hard", "easy"), market=RANDOM_MARKET,
                                              seed=2024, banned=("bank",), required=("kunoichi",),
                                              card_sets=FAR_EAST_SETS)))
    app.step()
    assert len(scene.picker.cards) == 42
    assert_tidy(scene, size)
    app.screenshot(str(screenshot_dir / f"{name}_far_east.png"))
    scene.market.select(scene.market.options.index("Warrant Written in Blood"))
    app.step()
    assert_tidy(scene, size)


def test_new_game_remembers_the_last_seats_names_and_market_with_a_new_seed(app: App) -> None:
    # given a New game screen where two humans named Ann and Ben and a hard AI were started on Random
    remembered: list[GameChoice] = []
    first = NewGameScene(app, lambda setup, kinds: None, on_back=lambda: None, seed=11, remember=remembered.append)
    first.apply_choice(GameChoice(kinds=("human", "human", "hard"), market=RANDOM_MARKET, seed=11,
                                  names=("Ann", "Ben", ""), banned=("scout",)))
    app.push(first)
    first.start.activate()
    assert remembered and remembered[-1].names[:2] == ("Ann", "Ben")
    # when the screen opens again with what was remembered
    again = NewGameScene(app, lambda setup, kinds: None, on_back=lambda: None, seed=12, choice=remembered[-1])
    # then seats, names, market and bans are as they were, and the seed is new
    choice = again.choice()
    assert choice.kinds == ("human", "human", "hard") and choice.names[:2] == ("Ann", "Ben")
    assert choice.market == RANDOM_MARKET and choice.banned == ("scout",) and choice.seed == 12


# ----------------------------------------------------------------------------- card packs

def pack_scene(app: App, started: Started, packs: PackLibrary, choice: GameChoice | None = None) -> NewGameScene:
    new = NewGameScene(app, lambda setup, kinds: started.append((setup, kinds)), app.pop, seed=4242,
                       library=packs, choice=choice)
    app.push(new)
    app.step()
    return new


def test_fairy_garden_packs_offer_fairy_garden_alone_and_mixed(app: App, started: Started, tmp_path: Path) -> None:
    """Given the Fairy Garden test pack, when Fairy Garden alone is chosen,
    then the market is Random over Fairy Garden Commons only, and Start sends a setup naming the pack."""
    scene = pack_scene(app, started, library(tmp_path, FG_PACK))
    assert scene.card_sets.options == ["Base set", "Base + Far East", "Fairy Garden", "Fairy Garden + Base",
                                       "Fairy Garden + Base + Far East"]
    scene.card_sets.select(2)
    app.step()
    assert scene.markets == [RANDOM_MARKET] and scene.is_random
    assert {card.set for card in scene.picker.cards} == {"fairy_garden"}
    key(app, pygame.K_RETURN)
    setup, _ = started[-1]
    assert setup["packs"] == list(scene.packs) and setup["options"]["profile"] == "fg"
    playable(setup)


def test_the_fairy_garden_recommended_sets_are_offered_once_a_pack_holds_their_cards(
        app: App, started: Started, tmp_path: Path) -> None:
    """Given a pack holding the Fairy Garden Primer's ten cards and Elrune,
    when Fairy Garden is chosen, then the Primer is offered and shown as faces, and it deals."""
    folder = tmp_path / "packs"
    folder.mkdir()
    primer_pack(folder)
    scene = pack_scene(app, started, find_packs(folder=folder))
    scene.card_sets.select(scene.card_sets.options.index("Fairy Garden"))
    app.step()
    primers = [name for name in scene.markets if name != RANDOM_MARKET]
    assert primers and scene.market.value == primers[0]
    assert {card.name for card in scene.cards.cards} == set(PRIMER)
    key(app, pygame.K_RETURN)
    playable(started[-1][0])


def test_a_remembered_pack_game_whose_pack_is_gone_falls_back_to_the_base_set(
        app: App, started: Started, tmp_path: Path) -> None:
    """Given the last game was Base + Meadow Folk, when New game opens without that pack,
    then the base set is chosen, its Random market without the pack's required card, and it starts."""
    packs = library(tmp_path / "with", SAMPLE_PACK)
    sets = card_set_choices(packs)[SAMPLE_SETS]
    last = GameChoice(kinds=("human", "hard"), market=RANDOM_MARKET, card_sets=sets, packs=packs.packs_for(sets),
                      required=("lucky_toad",))
    scene = pack_scene(app, started, library(tmp_path / "without"), choice=last)
    assert scene.card_sets.value == "Base set" and scene.market.value == RANDOM_MARKET
    assert scene.seat_kinds() == ["human", "hard"] and not scene.required
    key(app, pygame.K_RETURN)
    assert "packs" not in started[-1][0]


def test_a_pasted_code_whose_pack_is_missing_is_refused_naming_it(app: App, started: Started, tmp_path: Path) -> None:
    """Given a Base + Meadow Folk game's code, when it is typed into a screen without the pack,
    then the message says which pack is needed and nothing changes."""
    packs = library(tmp_path / "with", SAMPLE_PACK)
    sets = card_set_choices(packs)[SAMPLE_SETS]
    code = encode_choice(GameChoice(kinds=("human", "normal"), market=RANDOM_MARKET, card_sets=sets,
                                    packs=packs.packs_for(sets)))
    scene = pack_scene(app, started, library(tmp_path / "without"))
    before = scene.choice()
    assert not scene.apply_code(code)
    assert "needs the card pack 'sample-meadow'" in scene.message.text
    assert scene.choice() == before
    with_pack = pack_scene(app, started, packs)
    assert with_pack.apply_code(code) and with_pack.card_sets.value == SAMPLE_SETS


# ----------------------------------------------------------------------------- Guardians

def test_guardians_is_offered_only_with_eight_princesses(app: App, started: Started, tmp_path: Path) -> None:
    """Given the Guardians test pack (two princesses more), when its card sets are chosen, then the
    Guardians selector appears, and turned on it reaches the setup's options and a playable game;
    with the base set's six princesses (or Far East's seven) it is not shown and the setup is as before."""
    scene = pack_scene(app, started, library(tmp_path, GUARDIAN_PACK, FG_PACK))
    for label in ("Base set", "Base + Far East", "Fairy Garden + Base + Far East"):
        scene.card_sets.select(scene.card_sets.options.index(label))
        app.step()
        assert not scene.guardians.visible and not scene.choice().guardians
    scene.card_sets.select(scene.card_sets.options.index(GUARDIAN_SETS))
    app.step()
    assert scene.guardians.visible and scene.guardians.value == "Off"
    assert "guardians" not in scene.setup()["options"]
    assert_tidy(scene, (1280, 720))
    right_arrow(app, scene.guardians)
    key(app, pygame.K_RETURN)
    setup, _ = started[-1]
    assert setup["options"] == {"guardians": True}
    playable(setup)
    # back to the base set: the row goes, and so does the variant
    scene.card_sets.select(scene.card_sets.options.index("Base set"))
    app.step()
    assert not scene.guardians.visible and "guardians" not in scene.setup()["options"]


def test_a_guardians_game_is_remembered_and_its_code_sets_it_up_again(app: App, started: Started,
                                                                      tmp_path: Path) -> None:
    """Given a Guardians game started from the screen, when the screen opens again with what was
    remembered, or a fresh screen is given the game's code, then Guardians is on again."""
    packs = library(tmp_path, GUARDIAN_PACK)
    remembered: list[GameChoice] = []
    first = NewGameScene(app, lambda setup, kinds: None, app.pop, seed=7, library=packs, remember=remembered.append)
    app.push(first)
    first.card_sets.select(first.card_sets.options.index(GUARDIAN_SETS))
    app.step()
    right_arrow(app, first.guardians)
    code = first.code
    assert code.startswith("HC3-")
    first.start.activate()
    assert remembered[-1].guardians
    again = pack_scene(app, started, packs, choice=remembered[-1])
    assert again.guardians.visible and again.choice().guardians
    fresh = pack_scene(app, started, packs)
    assert not fresh.guardians.visible
    assert fresh.apply_code(code)
    app.step()
    assert fresh.guardians.visible and fresh.choice() == replace(first.choice(), seed=fresh.seed)
    assert_tidy(fresh, (1280, 720))

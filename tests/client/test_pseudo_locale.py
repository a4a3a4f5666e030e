"""The pseudo-language over the translated screens: every word drawn must have passed through the
catalog. With `xx` each message comes back as ⟦message⟧, so text drawn in plain English is text
the code never translated. The check watches the one place the window renders text
(`fonts._render_text`, under every `theme.text` and `fonts.text_surface`); card names, key caps,
the languages' own names and what a player typed are the only words allowed outside brackets.

Screens join SCREENS as they are translated; docs/japanese.md lists those not yet translated.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Collection, Iterator

import pytest

from hoc_desktop import i18n
from hoc_desktop.client.ui import fonts
from hoc_desktop.client.ui.app import App
from hoc_desktop.engine.hoc import catalog

KEY_CAPS = {"Esc", "Tab", "Enter", "Space", "Del", "Home", "End", "PgUp", "PgDn"}
WORD = re.compile(r"[A-Za-z]{2,}")
SETUP_CODE = re.compile(r"\bHC\d-[A-Z0-9-]+")


def allowed_words() -> set[str]:
    """Words that may be drawn untranslated: key caps, the languages' names, the card names."""
    names = {w for card in catalog().cards.values() for w in WORD.findall(card.name)}
    return KEY_CAPS | set(i18n.LANGUAGES.values()) | names


def untranslated(texts: list[str], not_yet: Collection[str] = ()) -> list[str]:
    """The texts with a word outside ⟦ ⟧ that is not allowed; `not_yet`: whole texts known to be
    untranslated still (data the catalogs do not cover yet, listed in docs/japanese.md)."""
    allowed = allowed_words()

    def known(word: str, cut: bool) -> bool:
        """An allowed word, or the start of one where a text was cut short with an ellipsis."""
        return word in allowed or (cut and any(a.startswith(word) for a in allowed))

    def plain(text: str) -> bool:
        rest = outside(text)
        return all(known(m.group(), rest[m.end():m.end() + 1] == "…") for m in WORD.finditer(rest))

    return sorted({t for t in texts if t not in not_yet and not plain(t)})


def outside(text: str) -> str:
    """What of `text` lies outside the brackets (which nest: a name inside a sentence) and is no
    setup code."""
    if text.endswith("…"):                   # cut to fit: its closing brackets went with the end
        text += "⟧" * (text.count("⟦") - text.count("⟧"))
    while True:
        inner = re.sub("⟦[^⟦⟧]*⟧", "", text)
        if inner == text:
            return SETUP_CODE.sub("", text)
        text = inner


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch, language: Callable[[str], None]) -> Iterator[list[str]]:
    """Every text rendered while the pseudo-language is on."""
    language(i18n.PSEUDO)
    texts: list[str] = []
    render = fonts._render_text.__wrapped__

    def record(text: str, *rest: Any) -> Any:
        texts.append(text)
        return render(text, *rest)

    monkeypatch.setattr(fonts, "_render_text", record)
    yield texts
    monkeypatch.undo()                           # before the language fixture switches back


def show(app: App, scene: Any) -> None:
    app.reset(scene)
    app.step()


def test_title_and_settings(app: App, drawn: list[str]) -> None:
    from hoc_desktop.client.main import Program
    from hoc_desktop.client.scenes.settings import SettingsScene
    from hoc_desktop.client.settings import Settings

    program = Program(app)
    try:
        show(app, program.title())
        show(app, SettingsScene(app, Settings(), lambda new: None, lambda: None))
    finally:
        program.worker.shutdown()
    assert drawn and not untranslated(drawn)


def test_new_game(app: App, drawn: list[str]) -> None:
    from hoc_desktop.client.hoc.new_game import NewGameScene

    scene = NewGameScene(app, lambda setup, kinds: None, app.pop, seed=2024)
    show(app, scene)
    assert drawn and not untranslated(drawn)


def test_crown_rivals_new_game(app: App, drawn: list[str]) -> None:
    from hoc_desktop.client.crown_rivals.new_game import CrownRivalsNewGame

    show(app, CrownRivalsNewGame(app, lambda setup, kinds: None, lambda: None, on_rules=lambda: None))
    assert drawn and not untranslated(drawn)


def test_load_and_save_as(app: App, drawn: list[str], tmp_path: Any) -> None:
    from hoc_desktop.client.scenes.load import LoadScene
    from hoc_desktop.client.scenes.save_as import SaveAsScene

    show(app, LoadScene(app, tmp_path, lambda path: None, lambda: None, on_replay=lambda path: None))
    show(app, SaveAsScene(app, tmp_path, lambda path: None, lambda path: None))
    # the folder a save goes to is the player's own path; not yet: the name offered for a save,
    # "Game 1", which is a file name (Load lists it as typed)
    assert drawn and not untranslated([t.replace(str(tmp_path), "") for t in drawn], not_yet={"Game 1"})


def test_results(app: App, drawn: list[str]) -> None:
    from hoc_desktop.client.hoc.results import HeartOfCrownResults
    from hoc_desktop.client.scenes.results import ResultsScene
    from tests.client.scenes.test_results import summary

    played = summary(4)
    show(app, ResultsScene(app, HeartOfCrownResults(played), lambda: None, lambda: None, on_replay=lambda: None))
    # not yet: the names of the players the test's summary made up
    assert drawn and not untranslated(drawn, not_yet=played.players)


def test_the_heart_of_crown_table(app: App, drawn: list[str]) -> None:
    from tests.client.hoc.table.driver import advance, open_table

    scene = open_table(app, seats=3, seed=3)
    game = scene.session.game
    advance(app, scene, lambda prompt: prompt.offers_commands and game.state.turn.number > 6)
    for _frame in range(3):
        app.step()
    # the log draws its lines cut into rows: its whole lines are checked instead of the rows
    rows = {row for row, _line in scene.log.rows}
    told = [line.text for line in scene.log.lines]
    assert told and all("⟦" in line for line in told)
    # not yet: the players' default names (saved into the game)
    assert not untranslated([t for t in drawn if t not in rows] + told, not_yet=scene.session.setup["players"])


def test_the_keys_and_the_menu(app: App, drawn: list[str]) -> None:
    from hoc_desktop.client.hoc.table.keys import help_rows
    from hoc_desktop.client.ui.menu import HelpScene, MenuScene

    show(app, HelpScene(app, i18n._("Keys at the table"), help_rows()))
    show(app, MenuScene(app, i18n._("Menu"), [(i18n._("Resume"), lambda: None)]))
    assert drawn and not untranslated(drawn)


def test_confirmations(app: App, drawn: list[str]) -> None:
    from hoc_desktop.client.ui.confirm import ConfirmScene

    show(app, ConfirmScene(app, i18n._("Start a new game?"), i18n._("Keep it and start"), i18n._("Cancel"),
                           lambda: None, detail=i18n._("{reason} Nothing was started.").format(reason="")))
    assert drawn and not untranslated(drawn)


def test_the_host_and_join_screens(app: App, drawn: list[str], tmp_path: Any) -> None:
    """Given a table hosted for you, a friend and an AI and the Join screen with an address that is
    no table's, when both are drawn, then every word of theirs (the seats, the waits, the one line
    of what went wrong) went through the catalog."""
    import time

    from hoc_desktop.client.game_config import HUMAN
    from hoc_desktop.client.main import Program
    from hoc_desktop.client.scenes.host import HostScene
    from hoc_desktop.client.scenes.join import JoinScene
    from hoc_desktop.client.settings import Settings
    from tests.client.kit.test_remote_session import far_east_setup

    program = Program(app, tmp_path / "saves", Settings(speed="instant"), net_port=0)
    try:
        program.net.host_table("heart-of-crown", far_east_setup() | {"players": ["A", "B", "C"]},
                               [HUMAN, HUMAN, "normal"])
        deadline = time.monotonic() + 10
        while not (isinstance(app.top, HostScene) and app.top.wait is not None and app.top.wait.seat == 0):
            assert time.monotonic() < deadline
            app.step()
        app.step()
        seats = app.top.seat_list.text
        program.net.join()
        app.step()
        join = app.top
        assert isinstance(join, JoinScene)
        join.address.set_text("192.168.1.20:8765")
        join.join()
        app.step()
    finally:
        program.net.stop_hosting()
        program.worker.shutdown()
    # the invite (address and code) and the players' names are the host's own text
    invite = {*app.scenes[-2].invite, "192.168.1.20:8765"}
    assert "⟦" in seats and drawn and not untranslated([t for t in drawn if t not in invite], not_yet={"A", "B", "C"})


def test_the_replay_bar_and_its_turning_points(app: App, drawn: list[str], tmp_path: Any) -> None:
    """Given a finished game's replay opened at the first of two turning points a review marked,
    when the bar is drawn over the table and then stands between turning points, then its buttons,
    timeline, views and the strip's lines (the decision and the review's summary) are translated."""
    from hoc_desktop.client.kit.replay_bar import ReplayBar
    from hoc_desktop.client.main import Program
    from hoc_desktop.client.settings import Settings
    from tests.client.kit.test_replay import finished
    from tests.client.kit.test_review_marks import decision, review_of

    setup, whole = finished("heart-of-crown")
    first = len(whole.commands) // 3
    program = Program(app, saves=tmp_path, settings=Settings(speed="instant"))
    try:
        program.replay(setup, ["human", "normal"], whole, 0, lambda: None,
                       review_of(decision(first, 3, 0.3), decision(2 * first, 6, 0.12)), at_first=True)
        bar = app.top
        assert isinstance(bar, ReplayBar) and bar.marks is not None
        app.step()
        bar.seek(first + 3)
        app.step()
    finally:
        program.worker.shutdown()
    # the hosted table's own words are the Heart of Crown table's test's; its log draws cut rows
    table = bar.hosted
    rows = {row for row, _line in table.log.rows} | {line.text for line in table.log.lines}
    strip = [*bar.marks.lines(), bar.timeline.options[bar.replay.at], *bar.viewer.options]
    assert all("⟦" in line for line in strip)
    assert not untranslated([t for t in drawn if t not in rows] + strip, not_yet=setup["players"])


@pytest.mark.parametrize("text_scale", [1.0, 2.0])
def test_the_crown_rivals_table(app: App, drawn: list[str], text_scale: float) -> None:
    """Given a Crown Rivals table played at random until a bonus asks me something, when it is
    drawn (at 100% and 200% text, where the Influence panels are laid out another way), then its
    areas, turn panel, hints, buttons, pills, piles, every line of its log (cards named in words)
    and the question panel's title, question and buttons are translated."""
    from tests.client.crown_rivals.test_table import table_with_a_pick

    app.set_appearance(text_scale=text_scale)
    scene = table_with_a_pick(app)
    for _frame in range(3):
        app.step()
    assert scene.panel is not None
    rows = {row for row, _line in scene.log.rows}        # checked as whole lines instead
    told = [line.text for line in scene.log.lines]
    assert len(told) > 10 and all("⟦" in line for line in told)
    # the players' default names are saved into the game (every table's test allows them)
    assert not untranslated([t for t in drawn if t not in rows] + told, not_yet=scene.session.setup["players"])


def test_the_crown_rivals_curtain_asks_the_question_in_words(app: App, drawn: list[str]) -> None:
    """Given two people at one screen, when one's clubs pair asks the other to discard, then the
    curtain that calls the other player says the question in translated words."""
    import random

    from hoc_desktop.client.game_config import HUMAN
    from tests.client.crown_rivals.test_table import table_for
    from tests.client.helpers_client import click

    scene = table_for(app, 1, kinds=[HUMAN, HUMAN])
    session = scene.session
    rng = random.Random(1)
    for _step in range(400):
        app.step()
        prompt = session.game.prompt()
        if scene.curtain is not None and prompt is not None and not prompt.offers_commands:
            break
        if scene.curtain is not None:
            click(app, (10, 10))
            continue
        plays = [o for o in prompt.options if o[0] == "play"] if prompt.offers_commands else []
        scene.issue(prompt.seat, (rng.choice(plays) if plays and rng.random() < 0.9 else ("end_turn",))
                    if prompt.offers_commands else ("pick", tuple(prompt.options[:prompt.min])))
    assert prompt.step == "opponent_discards"
    drawn.clear()
    app.draw()
    question = "⟦You have a choice to make. ⟦Your opponent's clubs: discard a card from your hand.⟧⟧"
    assert question in "".join(drawn)
    assert not untranslated(drawn, not_yet=session.setup["players"])


def test_the_cards_gallery_and_the_unentered_cards(app: App, drawn: list[str], tmp_path: Any) -> None:
    """Given the Cards gallery with a bad pack beside the sample pack, first on every card, then on
    the Fairy Garden cards no pack gives, then on a search that finds none, when drawn, then its
    heading, search box, chips, captions, notes and the stand-ins' tiles are translated (the card
    faces are the faces' own test's: here they are blank)."""
    import pygame

    from hoc_desktop.cards.pack_library import find_packs
    from hoc_desktop.client.art.card_faces import CardFaces, face_height
    from hoc_desktop.client.hoc.cards_gallery import CardsGalleryScene
    from tests.client.helpers_packs import SAMPLE_PACK, packs_folder

    class BlankFaces(CardFaces):
        def face(self, card: Any, width: int, *rest: Any) -> pygame.Surface:
            return pygame.Surface((width, face_height(width)))

        zoom = face

    folder = packs_folder(tmp_path, SAMPLE_PACK)
    (folder / "bad.yaml").write_text("format_version: 1\n", encoding="utf-8")
    scene = CardsGalleryScene(app, BlankFaces(), lambda: None, library=find_packs(folder=folder))
    show(app, scene)
    scene.set_card_set("fairy_garden")
    app.step()
    scene.set_query("zzz")
    app.step()
    # the player's own words: the cards' names (the packs' and the Fairy Garden rulebook's), the
    # packs' own names, the query; the bad pack's problem is the loader's words around its file
    own = " ".join([*(card.name for card in scene.all_cards), *scene.detail.set_titles.values(), scene.query])
    allowed = set(WORD.findall(own))
    assert any("bad.yaml" in t for t in drawn)
    assert not untranslated([t for t in drawn if not set(WORD.findall(outside(t))) <= allowed])


def test_the_heart_of_crown_questions(app: App, drawn: list[str], tmp_path: Any) -> None:
    """Given questions inside effects of base and Far East cards, when the table's panel shows each,
    then its question, labels, buttons and counts are translated: only card names and the modes'
    labels (card data, translated by their `japanese:` field) are left as they are."""
    from hoc_desktop.client.art.card_faces import ArtStore, CardFaces
    from tests.client.hoc.questions import QUESTIONS, asking, panel_for
    from tests.client.kit.test_prompt_panel import PanelScene

    faces = CardFaces(ArtStore(cache_dir=tmp_path))
    modes = [mode.label for card in catalog().cards.values() for step in card.effect if step.op == "choose_mode"
             for mode in step.args]
    for name in QUESTIONS:
        show(app, PanelScene(app, panel_for(asking(name), catalog(), faces, lambda answer: None)))
    shown = [text for text in drawn if not text.isdigit()]
    for label in modes:
        shown = [text.replace(label, "") for text in shown]
    assert len(shown) > 3 * len(QUESTIONS) and not untranslated(shown)


def test_the_check_finds_plain_english(drawn: list[str]) -> None:
    fonts.text_surface("Start a new game?", 18, (255, 255, 255))
    fonts.text_surface(i18n._("Play"), 18, (255, 255, 255))
    fonts.text_surface("Esc", 18, (255, 255, 255))
    assert untranslated(drawn) == ["Start a new game?"]


@pytest.mark.parametrize("first", ["heart-of-crown", "crown-rivals"])
def test_the_rules_screen(app: App, drawn: list[str], first: str) -> None:
    """Given the Rules screen opened from either game, when it is drawn, then its own words went
    through the catalog; the sections are data (data/<language>/, held to the English by
    tests/i18n/test_data_files.py), so the pseudo-language reads them in English."""
    from hoc_desktop.client.scenes.rules import RulesScene

    scene = RulesScene(app, lambda: None, first=first)
    show(app, scene)
    data = {s.title for s in scene.sections} | {line.text for line in scene.page.lines} | {
        run.text for line in scene.page.lines for run in line.runs}
    assert "⟦Rules⟧" in drawn and not untranslated(drawn, not_yet=data)


def test_a_tour_tip(app: App, drawn: list[str]) -> None:
    """Given a tour's first tip in its bubble, when it is drawn, then its buttons went through the
    catalog; its words are data (data/<language>/guide.yaml), checked like the rules."""
    import pygame

    from hoc_desktop.client.hoc.table.guide import load_tips
    from hoc_desktop.client.kit.guide import Guide, TourBubble

    bubble = TourBubble(Guide(load_tips()), [])
    bubble.follow(None)
    bubble.place(pygame.Rect(10, 10, 500, 240), app.theme)
    bubble.draw(pygame.Surface(app.size), app.theme)
    tip = bubble.tip
    assert tip is not None and "⟦Got it⟧" in drawn and not untranslated(drawn, not_yet={tip.title, tip.text})


def test_a_whole_far_east_game(app: App, drawn: list[str]) -> None:
    """Given the pseudo-language, when a whole Far East game is played by mouse to the results
    (Taxation's, Alliance's and Ouka's questions asked on the way), then every word drawn on the
    way went through the catalog: the table, its questions and toasts, its log, the results."""
    from tests.client.test_whole_game import play_far_east_by_mouse

    scene, _gestures, _seen = play_far_east_by_mouse(app)
    rows = {row for row, _line in scene.log.rows}
    told = [line.text for line in scene.log.lines]
    # card data speaks the card's languages, not the catalog's: the rules texts and modes' labels
    # (their Japanese is tested with the cards, tests/cards/test_names.py)
    cards = catalog().cards.values()
    data = {card.text for card in cards} | {mode.label for card in cards for step in card.effect
                                            if step.op == "choose_mode" for mode in step.args}
    missing = untranslated([t for t in drawn if t not in rows] + told, not_yet=data)
    assert told and not missing, "\n".join(missing)


def test_a_whole_crown_rivals_game(app: App, drawn: list[str]) -> None:
    """Given the pseudo-language, when a whole Crown Rivals game is played by gestures to its end,
    then every word drawn on the way went through the catalog."""
    from tests.client.crown_rivals.test_whole_game import play_by_gestures

    scene, _gestures = play_by_gestures(app)
    rows = {row for row, _line in scene.log.rows}
    told = [line.text for line in scene.log.lines]
    missing = untranslated([t for t in drawn if t not in rows] + told)
    assert told and not missing, "\n".join(missing)

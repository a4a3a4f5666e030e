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
    from hoc_desktop.client.game_config import player_names
    from hoc_desktop.client.hoc.new_game import NewGameScene

    scene = NewGameScene(app, lambda setup, kinds: None, app.pop, seed=2024)
    show(app, scene)
    # not yet: the recommended markets' names and notes and the card sets' names (data, not code),
    # and the default player names (saved into the game; the log's second person reads "You")
    panel = scene.market_panel
    not_yet = {*panel.notes, *panel.notes.values(), *panel.set_choices, *player_names(["human", "normal"])}
    assert drawn and not untranslated(drawn, not_yet)


def test_crown_rivals_new_game(app: App, drawn: list[str]) -> None:
    from hoc_desktop.client.crown_rivals.new_game import CrownRivalsNewGame

    show(app, CrownRivalsNewGame(app, lambda setup, kinds: None, lambda: None, on_rules=lambda: None))
    # not yet: the default player names (saved into the game)
    assert drawn and not untranslated(drawn, not_yet={"You", "Normal"})


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


def test_the_crown_rivals_table(app: App, drawn: list[str]) -> None:
    """Given a Crown Rivals table at your first turn, when it is drawn, then its areas, turn panel,
    hints, buttons, pills and piles are translated; the words still English are listed
    (docs/japanese.md)."""
    from tests.client.crown_rivals.test_table import seat0_first, seed_where, table_for

    scene = table_for(app, seed_where(seat0_first))
    for _frame in range(3):
        app.step()
    # not yet: the log (engine/crown_rivals/describe.py's English, reworded by words.worded), the
    # rival's short "Draw" and "Discard" pile labels (the catalog has those words as verbs), and
    # the players' default names (saved into the game)
    log = {row for row, _line in scene.log.rows} | {line.text for line in scene.log.lines}
    assert log and drawn
    not_yet = {"Draw", "Discard", *scene.session.setup["players"]}
    assert not untranslated([t for t in drawn if t not in log], not_yet)


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

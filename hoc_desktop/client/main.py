"""Starting the window: the App, the title scene, and the `Program` that runs games in it.

`Program` owns what outlives one game: the AI worker process (started at once, shut down when the
window closes), the card-face cache, the player's card packs (read at start and again when New
game or the Cards gallery opens, so a pack dropped into the folder meanwhile shows up; a pack that
does not load is named on the title screen, in one line each), the saves folder and the player's
settings (settings.py:
loaded before the window opens, changed in the Settings scene, by F11 or by resizing the window,
saved at once). Every way into a
game ends in `Program.start_game(setup, kinds)` (the title's *Play*, the new-game screen's
*Start*, the results' *Play again*) or `Program.resume(path)` (*Continue*, *Load*, `--continue`);
both pass the one door, `make_room`, that asks before the game in progress is replaced (only
Continue of the autosave itself goes straight in). The table's end leads to the results scene,
leaving it back to the title.

The real entry point must call `multiprocessing.freeze_support()` first thing under
`if __name__ == "__main__":` (the AI worker is a spawned process; a frozen one-file build would
otherwise start the whole program again in the child), and keep its module-level code free of side
effects, since "spawn" re-imports the main module in the worker.
"""

from __future__ import annotations

import os
import sys
from dataclasses import replace
from pathlib import Path
from typing import Callable, Sequence, TextIO

import pygame

from hoc_desktop.client.ai_worker import AIWorker
from hoc_desktop.client.crown_rivals.new_game import CRChoice, CrownRivalsNewGame
from hoc_desktop.client.crown_rivals.results import CrownRivalsResults, CRSummary
from hoc_desktop.client.crown_rivals.table import CrownRivalsTable
from hoc_desktop.client.crown_rivals.tour import crown_rivals_tips
from hoc_desktop.cards.pack_library import PackLibrary, find_packs
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.art.card_faces import CardFaces
from hoc_desktop.client.game_config import (QUICK_MARKET, GameChoice, SetupDict, StartGame, again, make_setup,
                                            quick_game)
from hoc_desktop.client.save_slots import (AUTOSAVE, autosave_entry, continue_label, damaged_autosave_notice,
                                           keep_aside, kept_name, seat_kinds, write_save)
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.client.scenes.load import save_details
from hoc_desktop.client.settings import Settings, apply_to_app, save_settings
from hoc_desktop.client.scenes.settings import SettingsScene
from hoc_desktop.client.scenes.cards_gallery import CardsGalleryScene
from hoc_desktop.client.scenes.load import LoadScene
from hoc_desktop.client.scenes.new_game import NewGameScene, pack_problems_line
from hoc_desktop.client.scenes.results import ResultsScene
from hoc_desktop.client.scenes.rules import RulesScene
from hoc_desktop.client.scenes.save_as import SaveAsScene
from hoc_desktop.client.scenes.title import TitleScene
from hoc_desktop.client.summary import GameSummary
from hoc_desktop.client.kit.guide import Guide
from hoc_desktop.client.table.guide import load_tips
from hoc_desktop.client.table.scene import TableScene
from hoc_desktop.client.table.session import GameSession
from hoc_desktop.engine.crown_rivals.setup import GAME_NAME as CROWN_RIVALS
from hoc_desktop.errors import HocError, SaveError, UsageError
from hoc_desktop.games import kit_named
from hoc_desktop.saves import read_save

Extras = Sequence[tuple[str, Callable[[], None], int]]
TOUR_OPPONENT = "easy"


def title_scene(app: App, start_game: StartGame, on_continue: Callable[[], None] | None = None,
                extras: Extras = (), on_play: Callable[[], None] | None = None,
                faces: CardFaces | None = None, notice: str = "",
                on_new_game: Callable[[], None] | None = None, games: Extras = (),
                continue_label: str = "Continue") -> TitleScene:
    """The title screen: *Play* (by default a quick game), *New game* (by default a fresh setup
    screen), and a button for each other game in `games`."""
    return TitleScene(app, on_play=on_play or (lambda: start_game(*quick_game())),
                      on_new_game=on_new_game or (lambda: app.push(NewGameScene(app, start_game, on_back=app.pop,
                                                                                faces=faces))),
                      on_quit=app.quit, on_continue=on_continue, extras=extras, notice=notice, games=games,
                      continue_label=continue_label)


class Program:
    """The games of one window (see the module docstring). `saves`: the folder of the autosave
    (None: nothing is saved); `settings_file`: where settings changes are saved (None: not saved),
    `settings_message`: what was wrong with that file when it was read; `stand_ins`: AI levels
    that play human seats through the table (the smoke test); `on_summary` sees each finished
    game's summary; `extra_packs`: card pack files read besides the packs folder's (`--pack`);
    `packs_folder`: that folder (None: the user data folder's, `pack_library.packs_folder`)."""

    def __init__(self, app: App, saves: Path | None = None, settings: Settings = Settings(),
                 settings_file: Path | None = None, settings_message: str | None = None,
                 stand_ins: dict[int, str] | None = None,
                 on_summary: Callable[[GameSummary], None] | None = None,
                 extra_packs: tuple[str, ...] = (), packs_folder: Path | None = None) -> None:
        self.app = app
        self.extra_packs = tuple(extra_packs)
        self.packs_folder = packs_folder
        self.library = self.read_packs()
        self.saves = saves
        self.settings = settings
        self.settings_file = settings_file
        self.settings_message = settings_message
        self.stand_ins = dict(stand_ins or {})
        self.on_summary = on_summary
        app.on_window_change = self._window_changed
        app.sounds.set_level(settings.volume, settings.muted)
        app.sounds.on_mute = lambda muted: self.change_settings(replace(self.settings, muted=muted))
        self.faces = CardFaces()
        self.new_game_choice: GameChoice | None = None     # what New game's Start was last given
        self.crown_rivals_choice = CRChoice()              # and Crown Rivals' setup screen's Start
        self.worker = AIWorker()
        self.worker.start()
        app.add_close_hook(self.worker.shutdown)

    # ---- card packs
    def read_packs(self) -> PackLibrary:
        """Read the card packs again (the loader keeps what did not change) and keep the result."""
        self.library = find_packs(self.extra_packs, self.packs_folder)
        return self.library

    def cards_gallery(self) -> None:
        """*Cards*: every card, the packs' included, and the Fairy Garden cards no pack gives yet."""
        app = self.app
        app.push(CardsGalleryScene(app, self.faces, on_back=app.pop, library=self.read_packs()))

    # ---- scenes
    def title(self) -> TitleScene:
        entry = autosave_entry(self.saves) if self.saves is not None else None
        can_continue = entry is not None and entry.problem is None
        app = self.app
        extras = [("Load", lambda: app.push(LoadScene(app, self.saves, self._load, app.pop)), pygame.K_l)
                  ] if self.saves is not None else []
        extras += [("Rules", lambda: app.push(RulesScene(app, on_back=app.pop)), pygame.K_r),
                  ("Cards", self.cards_gallery, pygame.K_g),
                  ("Tour", self.tour, pygame.K_t), ("Settings", self.open_settings, pygame.K_s)]
        notices = [damaged_autosave_notice(entry)] if entry is not None and entry.problem is not None else []
        if self.library.problems:      # one, and how many more: the title's buttons need the room
            notices.append(pack_problems_line(self.library.problems))
        notice = "\n".join(notices)
        return title_scene(self.app, self.start_game, self.continue_game if can_continue else None, extras,
                           on_play=self.quick_play, faces=self.faces, notice=notice, on_new_game=self.new_game,
                           games=[("Crown Rivals", self.crown_rivals, pygame.K_v)],
                           continue_label=continue_label(entry) if can_continue and entry is not None else "Continue")

    def crown_rivals(self) -> None:
        """*Crown Rivals*: its setup screen (the opponent and names chosen last, how to play, its
        Tour), then its table. The window is named after the game from its setup on, the program's
        name again on Back."""
        app = self.app

        def back() -> None:
            app.pop()
            app.name_window()

        def remember(choice: CRChoice) -> None:
            self.crown_rivals_choice = choice

        app.name_window(kit_named(CROWN_RIVALS).title)
        app.push(CrownRivalsNewGame(app, self.start_crown_rivals, on_back=back, on_rules=self.rules_of_crown_rivals,
                                    choice=self.crown_rivals_choice, remember=remember,
                                    on_tour=self.crown_rivals_tour))

    def start_crown_rivals(self, setup: SetupDict, kinds: list[str]) -> None:
        """*Start* on Crown Rivals' setup screen: the very first Crown Rivals game comes with its tour."""
        if self.settings.crown_rivals_guide_seen:
            self.start_game(setup, kinds)
        else:
            self.crown_rivals_tour(setup, kinds)

    def crown_rivals_tour(self, setup: SetupDict, kinds: list[str]) -> None:
        """*Tour* on Crown Rivals' setup screen: the game chosen there, with the first-game tour."""
        self.start_game(setup, kinds, guide=Guide(crown_rivals_tips()))

    def rules_of_crown_rivals(self) -> None:
        self.app.push(RulesScene(self.app, on_back=self.app.pop, crown_rivals_first=True))

    def new_game(self) -> None:
        """*New game*: the setup screen, showing the seats, names, market and variants chosen there
        last (with a new seed)."""
        def remember(choice: GameChoice) -> None:
            self.new_game_choice = choice

        self.app.push(NewGameScene(self.app, self.start_game, on_back=self.app.pop, faces=self.faces,
                                   choice=self.new_game_choice, remember=remember, library=self.read_packs()))

    def quick_play(self) -> None:
        """*Play*: you against `normal` at once; the very first time, against `easy` with the tour."""
        if self.settings.guide_seen:
            self.start_game(*quick_game())
        else:
            self.tour()

    def tour(self) -> None:
        """A game against `easy` with the first-game tour (offered once by itself, then from the title)."""
        setup, kinds = quick_game()
        kinds = [kinds[0], TOUR_OPPONENT]
        self.start_game(make_setup(kinds, QUICK_MARKET, setup["seed"]), kinds, guide=Guide(load_tips()))

    def _load(self, path: Path) -> str | None:
        """The Load scene's choice: resume it (asking first when it would replace the game in
        progress, see `resume`), or the one-line reason it does not load."""
        try:
            self.resume(path)
        except SaveError as exc:
            return str(exc)
        return None

    def open_settings(self) -> None:
        self.app.push(SettingsScene(self.app, self.settings, self.change_settings, self.app.pop,
                                    message=self.settings_message))

    # ---- settings
    def change_settings(self, new: Settings) -> str | None:
        """Apply `new` at once and save it; the one-line reason if saving failed."""
        self.settings = new
        apply_to_app(self.app, new)
        for scene in self.app.scenes:
            if isinstance(scene, (TableScene, CrownRivalsTable)):
                scene.apply_settings(new.speed, new.auto_play_trivial, new.confirm_unspent_coins)
        return save_settings(new, self.settings_file) if self.settings_file is not None else None

    def _window_changed(self, size: tuple[int, int], fullscreen: bool) -> None:
        new = replace(self.settings, fullscreen=fullscreen,
                      window_size=self.settings.window_size if fullscreen else size)
        if new != self.settings:
            self.settings = new
            if self.settings_file is not None:
                save_settings(new, self.settings_file)

    def _speed_changed(self, speed: str) -> None:
        self.change_settings(replace(self.settings, speed=speed))

    def to_title(self) -> None:
        self.app.name_window()
        self.app.reset(self.title())

    # ---- games
    def start_game(self, setup: SetupDict, kinds: list[str], guide: Guide | None = None) -> None:
        """A new game at the table (with the first-game tour when `guide` is given), once the game
        in progress is safe (see `make_room`)."""
        def begin() -> None:
            try:
                session = GameSession(setup, kinds, self.worker, autosave=self._autosave())
            except (ValueError, HocError) as exc:       # e.g. *Play again* after its card pack changed
                self.app.push(ConfirmScene(self.app, "This game cannot start", "OK", "Back", lambda: None,
                                           detail=f"{_sentence(str(exc))} Nothing was started."))
                return
            seen = "crown_rivals_guide_seen" if session.kit.name == CROWN_RIVALS else "guide_seen"
            if guide is not None and not getattr(self.settings, seen):     # each game's tour is offered once
                self.change_settings(replace(self.settings, **{seen: True}))
            self._play(session, guide)

        self.make_room(begin)

    def make_room(self, then: Callable[[], None]) -> None:
        """Run `then` (a new game, which takes the autosave) only after asking, when a game is in
        progress: keep it as a named save (the default), drop it, or cancel. A damaged autosave is
        never replaced: it can only be kept (moved aside, its bytes untouched) or the start cancelled."""
        entry = autosave_entry(self.saves) if self.saves is not None else None
        if entry is None:
            then()
            return
        folder = self.saves
        assert folder is not None

        def keep() -> None:
            try:
                keep_aside(folder, entry)
            except SaveError as exc:
                self.app.push(ConfirmScene(self.app, "The game in progress could not be kept", "OK", "Back",
                                           lambda: None, detail=f"{exc} Nothing was started or changed."))
                return
            then()

        name = kept_name(entry)
        if entry.problem is not None:
            self.app.push(ConfirmScene(
                self.app, "The saved game in progress cannot be read", "Keep the file and start", "Cancel", keep,
                detail=f"{damaged_autosave_notice(entry)} A new game will not replace it: the file is kept, "
                       f"unchanged, as '{name}' in the saves folder (Load lists it)."))
            return
        self.app.push(ConfirmScene(
            self.app, "Start a new game?", "Keep it and start", "Cancel", keep, other=("Drop it and start", then),
            detail=f"A game is in progress ({save_details(entry)}). Keep it: it stays in Load as '{name}'. "
                   f"Drop it: it is gone for good."))

    def continue_game(self) -> None:
        """The autosaved game, where it stood."""
        if self.saves is not None:
            self.resume(self.saves / AUTOSAVE)

    def resume(self, path: Path) -> None:
        """A saved game at the table (SaveError, one line, if the file does not load, before any
        question). Any file but the autosave itself takes the autosave, so it goes through the same
        door as a new game (`make_room`): Load and `--continue` never drop the game in progress."""
        saved = read_save(path)
        kinds = seat_kinds(saved.seats, len(saved.setup.players))

        def begin() -> None:
            self._play(GameSession(saved.setup.to_dict(), kinds, self.worker, autosave=self._autosave(),
                                   resumed=saved.game, reasons=dict(saved.reasons)))

        if self._is_autosave(path):
            begin()
        else:
            self.make_room(begin)

    def _is_autosave(self, path: Path) -> bool:
        """Whether `path` is the game in progress itself (its Continue needs no question)."""
        autosave = self._autosave()
        return autosave is not None and path.resolve() == autosave.resolve()

    def _autosave(self) -> Path | None:
        return self.saves / AUTOSAVE if self.saves is not None else None

    def _play(self, session: GameSession, guide: Guide | None = None) -> None:
        session.stand_ins.update(self.stand_ins)
        self.app.name_window(session.kit.title)
        if session.kit.name == CROWN_RIVALS:
            self._play_crown_rivals(session, guide)
            return
        setup, kinds = session.setup, list(session.kinds)

        def game_over(summary: GameSummary) -> None:
            if self.on_summary is not None:
                self.on_summary(summary)
            self.app.reset(ResultsScene(self.app, summary, on_play_again=lambda: self.start_game(*again(setup, kinds)),
                                        on_title=self.to_title))

        self.app.reset(TableScene(self.app, session, on_game_over=game_over, on_leave=self.to_title,
                                  speed=self.settings.speed, faces=self.faces, auto_play=self.settings.auto_play_trivial,
                                  confirm_unspent=self.settings.confirm_unspent_coins, on_speed=self._speed_changed,
                                  menu_items=self._table_menu(session),
                                  log_folder=self.saves.parent / "logs" if self.saves is not None else None,
                                  guide=guide))

    def _play_crown_rivals(self, session: GameSession, guide: Guide | None = None) -> None:
        """A Crown Rivals game at its own table, then its results (Play again: a new deal)."""
        setup, kinds = session.setup, list(session.kinds)

        def game_over(summary: CRSummary) -> None:
            self.app.reset(CrownRivalsResults(self.app, summary,
                                              on_play_again=lambda: self.start_game(*again(setup, kinds)),
                                              on_title=self.to_title))

        self.app.reset(CrownRivalsTable(self.app, session, on_game_over=game_over, on_leave=self.to_title,
                                        speed=self.settings.speed, menu_items=self._table_menu(session),
                                        log_folder=self.saves.parent / "logs" if self.saves is not None else None,
                                        guide=guide))

    def _table_menu(self, session: GameSession) -> list[tuple[str, Callable[[], None]]]:
        """What the table's menu offers besides Resume, Game log, Keys and Leave."""
        app = self.app

        def save(path: Path) -> str | None:
            try:
                write_save(session.game, session.setup, session.kinds, path, session.reasons)
            except SaveError as exc:
                return str(exc)
            return None

        items: list[tuple[str, Callable[[], None]]] = []
        if self.saves is not None:
            folder = self.saves
            items.append(("Save as…", lambda: app.push(SaveAsScene(app, folder, save, self._saved))))
        if session.kit.name == CROWN_RIVALS:
            return items + [("Settings", self.open_settings), ("Rules", self.rules_of_crown_rivals)]
        return items + [("Settings", self.open_settings), ("Rules", lambda: app.push(RulesScene(app, on_back=app.pop))),
                ("Cards", self.cards_gallery)]


    def _saved(self, path: Path) -> None:
        """A named save was written from the table's menu: the table says so."""
        for scene in self.app.scenes:
            if isinstance(scene, (TableScene, CrownRivalsTable)):
                scene.say(f"Saved as “{path.stem}”: Load on the title screen lists it.", note=True)


def table_games(speed: str = "normal", stand_ins: dict[int, str] | None = None,
                on_summary: Callable[[GameSummary], None] | None = None,
                saves: Path | None = None) -> Callable[[App], StartGame]:
    """A factory of `start_game` callbacks on a fresh Program (tests and tools that start a game
    without the title)."""
    return lambda app: Program(app, saves, Settings(speed=speed), stand_ins=stand_ins, on_summary=on_summary).start_game


def _sentence(text: str) -> str:
    """One line starting with a capital and ending with a full stop."""
    text = " ".join(text.split()).rstrip(".")
    return f"{text[:1].upper()}{text[1:]}."


FIRST_FRAME_ENV = "HOC_FIRST_FRAME"
FIRST_FRAME = "first-frame"


def report_first_frame(app: App, out: TextIO) -> None:
    """Start-time checks (scripts/build_exe.py, `HOC_FIRST_FRAME=1`): run the window until it has
    drawn its first frame, print `first-frame SCENE WIDTHxHEIGHT`, and stop. The program starts
    exactly as a player starts it, so the line also shows which settings and saves it found."""
    app.running = True
    while app.running and not app.step():
        pass
    width, height = app.size
    print(f"{FIRST_FRAME} {type(app.top).__name__} {width}x{height}", file=out, flush=True)


def no_screen() -> bool:
    """True when SDL found no display and fell back to drawing off screen by itself (not when a
    test or the smoke test chose a headless driver on purpose)."""
    return pygame.display.get_driver() == "offscreen" and os.environ.get("SDL_VIDEODRIVER") != "offscreen"


def run_client(make_program: Callable[[App], Program] = Program, settings: Settings = Settings(),
               resume: Path | None = None, note: Callable[[str], object] | None = None,
               game: str | None = None) -> int:
    """Open the window as `settings` say, on the title screen (or straight into the saved game
    `resume`, or over the title the setup screen of `game` when it is not the title's own), and run
    until it closes; returns the exit status. `note` is told, in one line, the window the program
    opened and how it draws (the program's log file keeps it)."""
    app = App(settings.window_size, fullscreen=settings.fullscreen, text_scale=settings.text_scale,
              palette=settings.palette)
    if note is not None:
        width, height = app.size
        note(f"window {width}x{height}, video driver {pygame.display.get_driver()}, "
             f"drawing path: {app.drawing_path}")
    try:
        if no_screen():
            raise UsageError("no display to open the window on (no X11 or Wayland session); on a machine "
                             "without one, `hoc-desktop --smoke-test` checks the program headless")
        program = make_program(app)
        app.push(program.title())
        if resume is not None:
            program.resume(resume)
        elif game == CROWN_RIVALS:
            program.crown_rivals()
        if os.environ.get(FIRST_FRAME_ENV):
            report_first_frame(app, sys.stdout)
        else:
            app.run()
    finally:
        app.close()
    return 0


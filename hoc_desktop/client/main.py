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
Continue of the autosave itself goes straight in). A network game (*Host a game*, *Join a game*,
`hoc-desktop join URL`: client/net_play.py) comes to the same table through `Program.play` with a
remote session; it never takes the autosave, so it needs no question. The table's end leads to the
results scene, leaving it back to the title.

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
from typing import Any, Callable, Sequence, TextIO, cast

import pygame

from hoc_desktop import i18n
from hoc_desktop.i18n import _
from hoc_desktop.client.ai_worker import AIWorker
from hoc_desktop.client.review_worker import ReviewAsk, ReviewWorker
from hoc_desktop.cards.pack_library import PackLibrary, find_packs
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.art.card_faces import CardFaces
from hoc_desktop.client.game_config import HUMAN, QUICK_OPPONENT, SetupDict, StartGame, again, new_seed
from hoc_desktop.i18n.player_names import level_word
from hoc_desktop.client.save_slots import (AUTOSAVE, autosave_entry, continue_label, damaged_autosave_notice,
                                           keep_aside, kept_name, seat_kinds, write_save)
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.client.scenes.load import save_details
from hoc_desktop.client.settings import Settings, apply_to_app, save_settings
from hoc_desktop.client.scenes.settings import SettingsScene
from hoc_desktop.client.scenes.load import LoadScene
from hoc_desktop.client.pack_info import pack_problems_line
from hoc_desktop.client.scenes.results import ResultsScene
from hoc_desktop.client.scenes.reviewing import ReviewingScene
from hoc_desktop.client.scenes.rules import RulesScene
from hoc_desktop.client.scenes.save_as import SaveAsScene
from hoc_desktop.client.scenes.title import TitleScene
from hoc_desktop.client.kit.guide import Guide
from hoc_desktop.client.kit.window_kit import GameTable, MenuItems, SetupDoor, TableDoor, window_kit, window_kits
from hoc_desktop.client.kit.replay import ReplaySession, replay_of
from hoc_desktop.client.kit.replay_bar import ReplayBar
from hoc_desktop.client.kit.table_scene import KitTable
from hoc_desktop.client.kit.remote_session import RemoteSession
from hoc_desktop.client.kit.stream_replay import stream_replay_of
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.client.net_play import JoinAsked, NetPlay
from hoc_desktop.engine.core.take_over import SEEDS, seen_by
from hoc_desktop.errors import HocError, SaveError, UsageError
from hoc_desktop.games import DEFAULT_GAME
from hoc_desktop.review import Review
from hoc_desktop.review.run import DEFAULT_BUDGET, default_seat
from hoc_desktop.net.serving_defaults import DEFAULT_PORT
from hoc_desktop.saves import read_save

Extras = Sequence[tuple[str, Callable[[], None], int]]
TOUR_OPPONENT = "easy"


def plain_game(deal: Callable[[Sequence[str], int], SetupDict],
               opponent: str = QUICK_OPPONENT) -> tuple[SetupDict, list[str]]:
    """*Play* (and, against TOUR_OPPONENT, *Tour*): you against `opponent` in a plain game of the
    title's own game (its window kit's `deal`), from a fresh seed."""
    kinds = [HUMAN, opponent]
    return deal(kinds, new_seed()), kinds


def title_scene(app: App, start_game: StartGame, on_continue: Callable[[], None] | None = None,
                extras: Extras = (), on_play: Callable[[], None] | None = None,
                faces: CardFaces | None = None, notice: str = "",
                on_new_game: Callable[[], None] | None = None, games: Extras = (),
                continue_label: str = "") -> TitleScene:
    """The title screen: *Play* (by default a quick game of the title's own game), *New game* (by
    default a fresh setup screen of it), and a button for each other game in `games`."""
    kit = window_kit(DEFAULT_GAME)

    def new_game() -> None:
        app.push(kit.new_game(SetupDoor(app, start_game, start_game, start_game, on_back=app.pop,
                                        on_rules=lambda: None, faces=faces)))

    return TitleScene(app, on_play=on_play or (lambda: start_game(*plain_game(kit.deal))),
                      on_new_game=on_new_game or new_game,
                      on_quit=app.quit, on_continue=on_continue, extras=extras, notice=notice, games=games,
                      continue_label=continue_label)


class Program:
    """The games of one window (see the module docstring). `saves`: the folder of the autosave
    (None: nothing is saved); `settings_file`: where settings changes are saved (None: not saved),
    `settings_message`: what was wrong with that file when it was read; `stand_ins`: AI levels
    that play human seats through the table (the smoke test); `on_summary` sees each finished
    game's summary; `extra_packs`: card pack files read besides the packs folder's (`--pack`);
    `packs_folder`: that folder (None: the user data folder's, `pack_library.packs_folder`);
    `net_port`: where a hosted game's server listens first; `net_advice`: an AI level whose advice
    a network table sends with each prompt (tests play it as the stand-ins do).

    Every game comes through its window kit (kit/window_kit.py): the title's own game
    (`DEFAULT_GAME`) gives Play, New game, Tour and its own buttons; every other game a button
    that opens its setup screen."""

    def __init__(self, app: App, saves: Path | None = None, settings: Settings = Settings(),
                 settings_file: Path | None = None, settings_message: str | None = None,
                 stand_ins: dict[int, str] | None = None,
                 on_summary: Callable[[Any], None] | None = None,
                 extra_packs: tuple[str, ...] = (), packs_folder: Path | None = None,
                 net_port: int = DEFAULT_PORT, net_advice: str | None = None) -> None:
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
        self.choices: dict[str, Any] = {}       # what each game's setup screen's Start was last given
        self.worker = AIWorker()
        self.worker.start()
        app.add_close_hook(self.worker.shutdown)
        self.reviews = ReviewWorker()           # started when a review is asked for; keeps this session's reviews
        self.review_budget = DEFAULT_BUDGET     # one core's seconds per decision, as `hoc-desktop review`'s default
        app.add_close_hook(self.reviews.shutdown)
        self.net = NetPlay(self, saves.parent if saves is not None else None, net_port, net_advice)

    # ---- card packs
    def read_packs(self) -> PackLibrary:
        """Read the card packs again (the loader keeps what did not change) and keep the result."""
        self.library = find_packs(self.extra_packs, self.packs_folder)
        return self.library

    # ---- scenes
    def title(self) -> TitleScene:
        entry = autosave_entry(self.saves) if self.saves is not None else None
        can_continue = entry is not None and entry.problem is None
        own, *others = window_kits()
        extras = [(_("Load"), self._open_load, pygame.K_l)] if self.saves is not None else []
        extras += [(_("Rules"), lambda: self.rules(own.name), pygame.K_r),
                   *((_(label), self._extra(action), key) for label, action, key in own.extras),
                   (_("Tour"), self.tour, pygame.K_t), (_("Host a game"), self.net.host, pygame.K_h),
                   (_("Join a game"), self.net.join, pygame.K_j), (_("Settings"), self.open_settings, pygame.K_s)]
        notices = [damaged_autosave_notice(entry)] if entry is not None and entry.problem is not None else []
        if self.library.problems:      # one, and how many more: the title's buttons need the room
            notices.append(pack_problems_line(self.library.problems))
        notice = "\n".join(notices)
        games = [(kit.caption, self._opener(kit.name), kit.title_key or 0) for kit in others]
        return title_scene(self.app, self.start_game, self.continue_game if can_continue else None, extras,
                           on_play=self.quick_play, faces=self.faces, notice=notice, on_new_game=self.new_game,
                           games=games,
                           continue_label=continue_label(entry) if can_continue and entry is not None else "")

    def _opener(self, game: str) -> Callable[[], None]:
        return lambda: self.new_game(game)

    def _extra(self, action: Callable[[Any], None]) -> Callable[[], None]:
        """A game's own button (kit.extras), given this program."""
        return lambda: action(self)

    def new_game(self, game: str = DEFAULT_GAME, start: StartGame | None = None) -> None:
        """*New game* (or another game's button on the title): that game's setup screen, showing
        what was chosen there last. The window is named after the game from its setup on, the
        program's name again on Back. `start`: what its Start does instead of starting a game here
        (*Host a game* hosts it)."""
        app = self.app
        kit = window_kit(game)

        def back() -> None:
            app.pop()
            app.name_window()

        def remember(choice: Any) -> None:
            self.choices[game] = choice

        def tour(setup: SetupDict, kinds: list[str]) -> None:
            self.start_game(setup, kinds, guide=Guide(kit.tour_tips()))

        def start_first(setup: SetupDict, kinds: list[str]) -> None:
            """The first game of `game` comes with its tour."""
            (self.start_game if game in self.settings.guides_seen else tour)(setup, kinds)

        app.name_window(kit.caption)
        app.push(kit.new_game(SetupDoor(app, start or self.start_game, start or start_first, start or tour,
                                        on_back=back,
                                        on_rules=lambda: self.rules(game), faces=self.faces,
                                        choice=self.choices.get(game), remember=remember,
                                        read_packs=self.read_packs)))

    def rules(self, game: str) -> None:
        """The Rules screen, `game`'s sections first."""
        self.app.push(RulesScene(self.app, on_back=self.app.pop, first=game))

    def quick_play(self) -> None:
        """*Play*: you against `normal` at once; the very first time, against `easy` with the tour."""
        if DEFAULT_GAME in self.settings.guides_seen:
            self.start_game(*plain_game(window_kit(DEFAULT_GAME).deal))
        else:
            self.tour()

    def tour(self) -> None:
        """A game against `easy` with the first-game tour (offered once by itself, then from the title)."""
        kit = window_kit(DEFAULT_GAME)
        self.start_game(*plain_game(kit.deal, TOUR_OPPONENT), guide=Guide(kit.tour_tips()))

    def _open_load(self) -> None:
        """Load over the title: resume a saved game, or watch one again."""
        if self.saves is not None:
            self.app.push(LoadScene(self.app, self.saves, self._load, self.app.pop, on_replay=self.replay_save,
                                    on_review=self.review_save))

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
        if new.spoken != i18n.language():
            i18n.set_language(new.spoken)
            self._speak_again()
        for scene in self.app.scenes:
            if isinstance(scene, GameTable):
                scene.apply_settings(new.speed, new.auto_play_trivial, new.confirm_unspent_coins)
        return save_settings(new, self.settings_file) if self.settings_file is not None else None

    def _speak_again(self) -> None:
        """After a switch of language, build the title and Settings screens on the stack anew in
        it (their words are made when they are built); a table (a replay's too) words its buttons
        again and tells its log again from its stream; the other scenes are laid out again and
        show the new language in every line they make from then on."""
        for index, scene in enumerate(self.app.scenes):
            table = scene.table if isinstance(scene, ReplayBar) else scene
            if isinstance(table, KitTable):
                table.speak_again()
                continue
            if isinstance(scene, TitleScene):
                fresh: Any = self.title()
            elif isinstance(scene, SettingsScene):
                fresh = SettingsScene(self.app, self.settings, self.change_settings, self.app.pop,
                                      message=scene.message)
                fresh.set_focus(fresh.choices["language"])
            else:
                continue
            scene.on_exit()
            self.app.scenes[index] = fresh
            fresh.on_enter()
        self.app.set_appearance()

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
                self.app.push(ConfirmScene(self.app, _("This game cannot start"), _("OK"), _("Back"), lambda: None,
                                           detail=_("{reason} Nothing was started.").format(
                                               reason=_sentence(str(exc)))))
                return
            game = session.kit.name
            if guide is not None and game not in self.settings.guides_seen:     # each game's tour is offered once
                self.change_settings(replace(self.settings, guides_seen=(*self.settings.guides_seen, game)))
            self.play(session, guide)

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
                self.app.push(ConfirmScene(self.app, _("The game in progress could not be kept"), _("OK"), _("Back"),
                                           lambda: None,
                                           detail=_("{reason} Nothing was started or changed.").format(reason=exc)))
                return
            then()

        name = kept_name(entry)
        if entry.problem is not None:
            self.app.push(ConfirmScene(
                self.app, _("The saved game in progress cannot be read"), _("Keep the file and start"), _("Cancel"),
                keep, detail=_("{notice} A new game will not replace it: the file is kept, unchanged, as '{name}' "
                               "in the saves folder (Load lists it).").format(
                                   notice=damaged_autosave_notice(entry), name=name)))
            return
        self.app.push(ConfirmScene(
            self.app, _("Start a new game?"), _("Keep it and start"), _("Cancel"), keep,
            other=(_("Drop it and start"), then),
            detail=_("A game is in progress ({details}). Keep it: it stays in Load as '{name}'. "
                     "Drop it: it is gone for good.").format(details=save_details(entry), name=name)))

    def continue_game(self) -> None:
        """The autosaved game, where it stood."""
        if self.saves is not None:
            self.resume(self.saves / AUTOSAVE)

    def resume(self, path: Path) -> None:
        """A saved game at the table (SaveError, one line, if the file does not load, before any
        question). Any file but the autosave itself takes the autosave, so it goes through the same
        door as a new game (`make_room`): Load and `--continue` never drop the game in progress."""
        saved = read_save(path)
        kinds = seat_kinds(saved.seats, len(saved.setup.players), saved.game.ruleset.name)

        def begin() -> None:
            self.play(GameSession(saved.setup.to_dict(), kinds, self.worker, autosave=self._autosave(),
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

    def play(self, session: GameSession, guide: Guide | None = None) -> None:
        """`session`'s game at its table; its end leads to the results (Play again: a new deal;
        Replay: the game again; a network game, whose whole game the host holds, has no Play again,
        and its Replay shows its own seat's stream alone: kit/stream_replay.py)."""
        session.stand_ins.update(self.stand_ins)
        kit = window_kit(session.kit.name)
        self.app.name_window(kit.caption)
        setup, kinds = session.setup, list(session.kinds)

        def game_over(summary: Any) -> None:
            if self.on_summary is not None:
                self.on_summary(summary)
            local = session.keeps_game
            game = session.game

            def back() -> None:
                self.app.reset(results)

            def watch_again() -> None:
                if isinstance(session, RemoteSession):
                    self.watch(stream_replay_of(session), back)
                else:
                    self.replay(setup, kinds, game, session.viewer, back, results.review)

            results = ResultsScene(self.app, kit.results(summary),
                                   on_play_again=(lambda: self.start_game(*again(setup, kinds))) if local else None,
                                   on_title=self.to_title,
                                   on_replay=watch_again if local or isinstance(session, RemoteSession) else None,
                                   on_review=(lambda: self.review(setup, kinds, game, results.show_review))
                                   if local else None,
                                   on_turning_points=lambda review: self.replay(setup, kinds, game, review.seat,
                                                                                back, review, at_first=True))
            self.app.reset(results)
            kept = self.reviews.kept_review(self._review_ask(setup, kinds, game)) if local else None
            if kept is not None:
                results.show_review(kept)

        self.app.reset(kit.table(TableDoor(
            self.app, session, on_game_over=game_over, on_leave=self.to_title, settings=self.settings,
            on_speed=self._speed_changed, faces=self.faces, menu_items=self._table_menu(session),
            log_folder=self.saves.parent / "logs" if self.saves is not None else None, guide=guide)))

    def replay(self, setup: SetupDict, kinds: Sequence[str], whole: Any, viewer: int,
               on_close: Callable[[], None], review: Review | None = None, at_first: bool = False) -> None:
        """`whole` (dealt from `setup`, seats `kinds`) watched again from its deal, from seat `viewer`,
        at its game's own table under the replay's controls; closing it calls `on_close`. With its
        `review`, the turning points are marked (and the replay starts at the first with `at_first`)."""
        self.watch(replay_of(setup, kinds, whole, viewer), on_close, review, at_first)

    def watch(self, session: GameSession, on_close: Callable[[], None], review: Review | None = None,
              at_first: bool = False) -> None:
        """`session`, a replay (kit/replay.py, kit/stream_replay.py), at its game's own table under
        the replay's controls; closing it calls `on_close`; `review` and `at_first` as for `replay`."""
        kit = window_kit(session.kit.name)
        table = kit.table(TableDoor(
            self.app, session, on_game_over=lambda _summary: None, on_leave=on_close, settings=self.settings,
            on_speed=self._speed_changed, faces=self.faces, menu_items=(),
            log_folder=self.saves.parent / "logs" if self.saves is not None else None, guide=None))
        bar = ReplayBar(self.app, cast(GameTable, table), on_close, on_take_over=self.take_over, review=review)
        self.app.reset(bar)
        if bar.marks is not None and at_first:
            bar.marks.first()

    def take_over(self, replay: ReplaySession) -> None:
        """Take over from here: first asked who plays the other seats, the game's default AI level
        (Enter) or people at this computer (hot-seat); then `take_over_with`."""
        level = level_word(window_kit(replay.kit.name).default_level)
        self.app.push(ConfirmScene(
            self.app, _("Take over from here: who plays the other seats?"),
            _("Against AI"), _("Cancel"), lambda: self.take_over_with(replay, hot_seat=False),
            detail=_("Against AI: the {level} AI plays them. Hot-seat: people at this computer play them, "
                     "the table hidden between their turns.").format(level=level),
            other=(_("Hot-seat"), lambda: self.take_over_with(replay, hot_seat=True))))

    def take_over_with(self, replay: ReplaySession, hot_seat: bool) -> None:
        """A new game from the position `replay` stands at, the seat it shows yours and every other
        seat the game's default AI level (or, `hot_seat`, people at this computer: the new table
        opens behind the curtain as any hot-seat game does), with every card that seat could not
        know dealt again from a fresh seed (engine/core/take_over.py). The new game is the game in
        progress (the autosave: Continue, Save as), so it comes through the one door, `make_room`;
        the game replayed, and its save, are left as they were."""
        setup, kinds, game = replay.taken_over(new_seed() % SEEDS, window_kit(replay.kit.name).default_level,
                                               hot_seat)
        turn, view = replay.turn_index() + 1, seen_by(str(setup["players"][replay.viewer]))
        reasons = {i: words for i, words in replay.reasons.items() if i < replay.at}

        def begin() -> None:
            self.play(GameSession(setup, kinds, self.worker, autosave=self._autosave(), resumed=game,
                                  reasons=reasons))
            self._say(_("Taken over at turn {turn} from {view}: hidden cards dealt again.").format(
                turn=turn, view=view))

        self.make_room(begin)

    def replay_save(self, path: Path) -> str | None:
        """Load's Replay: the saved game at `path` watched again (its one-line problem if it does not
        load); closing the replay comes back to the title with Load open again."""
        try:
            saved = read_save(path)
        except SaveError as exc:
            return str(exc)
        game = saved.game.ruleset.name
        kinds = seat_kinds(saved.seats, len(saved.setup.players), game)
        viewer = kinds.index(HUMAN) if HUMAN in kinds else 0

        def back() -> None:
            self.to_title()
            self._open_load()

        self.replay(saved.setup.to_dict(), kinds, saved.game, viewer, back)
        return None

    # ---- the game review
    def _review_ask(self, setup: SetupDict, kinds: Sequence[str], whole: Any) -> ReviewAsk:
        """The review of the player's seat (the first person's, hot-seat too; seat 0 without one)."""
        return ReviewAsk(whole.ruleset.name, dict(setup), list(whole.commands), default_seat(kinds),
                         self.review_budget)

    def review(self, setup: SetupDict, kinds: Sequence[str], whole: Any, on_done: Callable[[Review], None]) -> None:
        """The game review of `whole`'s player seat: at once when it was done this session, else in
        the background under a progress bar (scenes/reviewing.py); `on_done(review)` when finished."""
        ask = self._review_ask(setup, kinds, whole)
        kept = self.reviews.kept_review(ask)
        if kept is not None:
            on_done(kept)
            return
        player = str(setup["players"][ask.seat])
        self.app.push(ReviewingScene(self.app, self.reviews, ask, player, on_done))

    def review_save(self, path: Path) -> str | None:
        """Load's Review: the finished game at `path` reviewed, then watched at its first turning point
        (its one-line problem if it does not load); closing the replay comes back to Load."""
        try:
            saved = read_save(path)
        except SaveError as exc:
            return str(exc)
        kinds = seat_kinds(saved.seats, len(saved.setup.players), saved.game.ruleset.name)
        setup = saved.setup.to_dict()

        def back() -> None:
            self.to_title()
            self._open_load()

        def watch(review: Review) -> None:
            self.replay(setup, kinds, saved.game, review.seat, back, review, at_first=True)

        self.review(setup, kinds, saved.game, watch)
        return None

    def _table_menu(self, session: GameSession) -> MenuItems:
        """What the table's menu offers besides Resume, Game log, Keys and Leave: Save as…,
        Settings, the Rules (its game's first) and the game's own items."""
        app = self.app
        game = session.kit.name

        def save(path: Path) -> str | None:
            try:
                write_save(session.game, session.setup, session.kinds, path, session.reasons)
            except SaveError as exc:
                return str(exc)
            return None

        items: list[tuple[str, Callable[[], None]]] = []
        if self.saves is not None and session.keeps_game:
            folder = self.saves
            items.append((_("Save as…"), lambda: app.push(SaveAsScene(app, folder, save, self._saved))))
        items += [(_("Settings"), self.open_settings), (_("Rules"), lambda: self.rules(game))]
        return items + [(_(label), self._extra(action)) for label, action, _key in window_kit(game).extras]

    def _saved(self, path: Path) -> None:
        """A named save was written from the table's menu: the table says so."""
        self._say(_("Saved as “{name}”: Load on the title screen lists it.").format(name=path.stem))

    def _say(self, words: str) -> None:
        """The table on screen says `words` (a note that stays a moment)."""
        for scene in self.app.scenes:
            if isinstance(scene, GameTable):
                scene.say(words, note=True)


def table_games(speed: str = "normal", stand_ins: dict[int, str] | None = None,
                on_summary: Callable[[Any], None] | None = None,
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
               game: str | None = None, join: JoinAsked | None = None) -> int:
    """Open the window as `settings` say, on the title screen (or straight into the saved game
    `resume`, or the network table `join`, or over the title the setup screen of `game` when it is
    not the title's own), and run
    until it closes; returns the exit status. `note` is told, in one line, the window the program
    opened and how it draws (the program's log file keeps it)."""
    i18n.set_language(settings.spoken)
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
        elif join is not None:
            program.net.join(join)
        elif game is not None and game != DEFAULT_GAME:
            program.new_game(game)
        if os.environ.get(FIRST_FRAME_ENV):
            report_first_frame(app, sys.stdout)
        else:
            app.run()
    finally:
        app.close()
    return 0


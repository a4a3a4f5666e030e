"""What every game's table does the same way, written once: the session's hot-seat curtain and
hand-over, commands issued for a human seat (a refusal's reason shown and kept), toasts, undo,
the question panel's place and answer, the first-game tour's tip, the card in focus (the arrows
move it, Z shows it large: focus.py), the menu with its leave question, the keys overlay, the
whole log, and the pause before the results screen.

A game's table subclasses `KitTable` and fills in what is its own: how it forgets one viewer's
picture (`_forget_viewer`), its rows of focusable cards (`focus_rows`), where its panel and tip
sit (`panel_anchor`, `tip_rect`), its keys' help rows and how a refusal is worded. Drawing and
placing its zones stay the game's.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Hashable, Protocol, Sequence

import pygame

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.client.art.card_faces import CardFaces
from hoc_desktop.client.kit.curtain import behind_curtain
from hoc_desktop.client.kit.drag import Drag
from hoc_desktop.client.kit.focus import FocusRing, Rows, pin_focused
from hoc_desktop.client.kit.guide import Guide, TourBubble
from hoc_desktop.client.kit.keys import FOCUS_STEPS, ZOOM, focus_step
from hoc_desktop.client.kit.log_view import LogScene
from hoc_desktop.client.kit.prompt_panel import FaceSource, PromptPanel
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.client.kit.toast import Toast
from hoc_desktop.client.kit.zoom import Zoom
from hoc_desktop.client.kit.log_header import export_words
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.client.ui.menu import HelpScene, MenuScene
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.widgets import ScrollLog
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.i18n import N_, _

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

RESULTS_PAUSE = 1.2       # seconds the final table stays before the results scene
NOTHING_TO_UNDO = N_("Nothing to undo: undo goes back to your last decision, never past a card you have seen.")


class SizedLayout(Protocol):
    """What the kit reads of a game's layout: the window size it was computed for."""

    @property
    def size(self) -> tuple[int, int]: ...


class KitTable(Scene):
    """One game on a table. `on_game_over(summary)` is called once the last events have been shown;
    `on_leave()` when the player leaves to the title."""

    layout: SizedLayout     # the game's table sets both: where its parts sit,
    faces: FaceSource       # and what draws its cards
    keys_title = N_("Keys at the table")       # class words in English: translated where shown
    nothing_to_undo = NOTHING_TO_UNDO
    taken_back: str | None = None            # what the table says after an undo (None: the picture says it)

    def __init__(self, app: "App", session: GameSession, on_game_over: Callable[[Any], None],
                 on_leave: Callable[[], None], menu_items: Sequence[tuple[str, Callable[[], None]]] = (),
                 log_folder: Path | None = None, guide: Guide | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.on_game_over = on_game_over
        self.on_leave = on_leave
        self.menu_items = list(menu_items)
        self.log_folder = log_folder or Path(tempfile.gettempdir()) / "hoc-desktop-logs"
        self.log = ScrollLog("small")
        self.zoom = Zoom()                      # what the pointer rests on, and the card shown large
        self.widgets: list[Any] = [self.log]
        self.tour = TourBubble(guide, self.widgets)     # the first-game tour (guide None: none)
        self.panel: PromptPanel | None = None
        self._panel_prompt: Prompt | None = None
        self.drag: Drag | None = None
        self.focus_ring = FocusRing()           # the card the keyboard acts on
        self.pointer = (0, 0)
        self.toasts = Toast()
        self.refused: list[str] = []            # every reason the engine gave for a refused command
        self.host: Scene | None = None          # the scene that shows this table inside it (a replay's bar)
        self._over_wait = RESULTS_PAUSE
        self._finished = False

    # ------------------------------------------------------------------ what a game fills in
    def _forget_viewer(self) -> None:
        """Start the picture afresh for `session.viewer` (nothing of the previous viewer's carries over)."""
        raise NotImplementedError

    def _forget_pointer(self) -> None:
        """Drop what a gesture was doing (a press, a drag, a hover): the curtain is up or the table moved."""

    def _rebuild(self, handed_over: bool) -> None:
        """After a hand-over (`handed_over`) or an undo: show the table as the viewer's stream has it now."""

    def _settled(self) -> bool:
        """Whether the table shows the present (no event waiting to be shown)."""
        return True

    def finish_animations(self) -> None:
        """Show the present at once (a player acting never waits for an animation)."""

    def focus_rows(self) -> Rows:
        """The cards the keyboard can focus, by row, bottom of the screen first, each row left to
        right (focus.py); an empty row keeps its place."""
        return ()

    def panel_anchor(self) -> tuple[int, tuple[int, int]]:
        """The question panel's widest width and where its bottom middle sits."""
        raise NotImplementedError

    def tip_rect(self) -> pygame.Rect:
        """Where the tour's bubble sits."""
        raise NotImplementedError

    def key_rows(self) -> list[tuple[str, str]]:
        """(keys, what they do) for the keys overlay."""
        raise NotImplementedError

    def worded(self, why: str) -> str:
        """A refusal's reason as the toast says it."""
        return why

    def log_catalog(self) -> Catalog | None:
        """The game's catalog, whose cards the log's lines name (None: its lines name no card)."""
        return None

    def summary(self) -> Any:
        """The results screen's data."""
        raise NotImplementedError

    # ------------------------------------------------------------------ hot-seat
    @property
    def curtain(self) -> int | None:
        """Hot-seat: the human seat the table waits to be handed to (the session decides)."""
        return self.session.curtain

    def hand_over(self) -> None:
        """The player behind the curtain is ready: show the table as their seat knows it."""
        if self.curtain is None:
            return
        self.session.pass_curtain()
        self.app.sounds.play("turn")              # the table is theirs: the rebuild is silent
        self._forget_viewer()
        self._rebuild(handed_over=True)
        self.dirty = True

    def _curtain_input(self, event: pygame.event.Event) -> bool:
        """Behind the curtain only "I am ready" (a click, Enter or Space) and Esc (leave) work."""
        self._forget_pointer()
        return behind_curtain(event, self.hand_over, self.on_leave)

    def _follow_curtain(self) -> None:
        """The session raised or lowered the curtain: forget this viewer's table (zoom too)."""
        was = self.curtain
        if self.session.check_curtain() != was:
            self._forget_viewer()
            self.dirty = True

    # ------------------------------------------------------------------ lifecycle
    def on_exit(self) -> None:
        self.session.close()

    @property
    def animating(self) -> bool:
        return (super().animating or self.session.thinking or self.drag is not None or self.toasts.showing
                or (self.zoom.waiting and self.curtain is None) or (self.session.over and not self._finished))

    def _take_suggestion(self, paused: bool) -> None:
        """The smoke test's stand-in for a player: its command goes in as a click's would."""
        if self.session.suggestion is not None and self._settled() and not paused:
            seat, command = self.session.suggestion
            self.session.suggestion = None
            self.issue(seat, command)

    def _tick_messages(self, dt: float) -> None:
        if self.session.stream_replaced():      # a network table sent its stream anew: draw it afresh
            self.show_again()
        if self.toasts.tick(dt):
            self.dirty = True
        self.toasts.notice(self.session.notice())
        asker = self.session.undo_question()
        if asker is not None:
            self._ask_undo(asker)

    def _ask_undo(self, asker: int) -> None:
        """Another player at a network table asks to take back a move: Allow or Refuse."""
        name = self.session.setup["players"][asker]
        self.app.push(ConfirmScene(self.app, _("{name} asks to take back a move.").format(name=name), _("Allow"),
                                   _("Refuse"), lambda: self.session.answer_undo(True),
                                   detail=_("Every other player must allow it."),
                                   on_no=lambda: self.session.answer_undo(False)))

    def _tick_game_over(self, dt: float, paused: bool) -> None:
        """Once the game is over and its end has been seen, wait a moment, then the results."""
        if self.session.over and self._settled() and not self._finished and not paused:
            self._over_wait -= dt
            if self._over_wait <= 0:
                self._finished = True
                self.on_game_over(self.summary())

    # ------------------------------------------------------------------ acting
    def issue(self, seat: int, command: tuple[Any, ...]) -> str | None:
        """Put one command to the engine for a human seat, exactly as a click or drop does; shows and
        returns the reason when the engine refuses it."""
        self.finish_animations()
        why = self.session.submit(seat, command)
        if why:
            self.refused.append(why)
            self.say(self.worded(why))
        self.dirty = True
        return why

    def _answer(self, command: tuple[Any, ...]) -> None:
        prompt = self.session.human_prompt()
        if prompt is not None:
            self.issue(prompt.seat, command)

    def take_back(self) -> None:
        """Undo (U or Ctrl+Z): the viewer's latest decision and the AI moves after it go back; the
        table is redrawn from the viewer's stream as it stood then."""
        self.finish_animations()
        if not self.session.undo():
            self.say(_(self.nothing_to_undo))
            return
        if self.session.undo_waits:               # a network table answers later: its notice says so
            return
        self.show_again()
        if self.taken_back:
            self.say(_(self.taken_back), note=True)

    def show_again(self) -> None:
        """Draw the table afresh from the viewer's stream as it stands now, at once and silently:
        after an undo, or when a replay steps back or changes whose eyes it shows."""
        self.finish_animations()
        self._forget_viewer()
        self._rebuild(handed_over=False)
        self.dirty = True

    def speak_again(self) -> None:
        """After a switch of language: the table's own words (`relabel`) and its log, told again
        from the viewer's stream, in the new language; the game and its position are untouched."""
        self.relabel()
        self.show_again()

    def relabel(self) -> None:
        """Put the table's buttons' words in the current language (each game names its own)."""

    @property
    def toast(self) -> str:
        """The last message shown."""
        return self.toasts.text

    def say(self, text: str, note: bool = False) -> None:
        """A short message for a few seconds: a refusal's reason, or with `note` news that is no
        error (a save made, sound off), drawn calm rather than red."""
        self.toasts.say(text, note)
        self.dirty = True

    # ------------------------------------------------------------------ the card in focus
    @property
    def card_focus(self) -> Hashable | None:
        """The card the keyboard acts on (its ident in `focus_rows`; None: none)."""
        return self.focus_ring.ident

    @card_focus.setter
    def card_focus(self, ident: Hashable | None) -> None:
        self.focus_ring.ident = ident

    def step_focus(self, dx: int, dy: int) -> None:
        """An arrow: the table shows the present, then the focus moves along its row (`dx`) or to
        the row above or below (`dy`), a card pinned large following it."""
        self.finish_animations()
        self.focus_ring.step(self.focus_rows(), dx, dy, self.zoom)
        self.dirty = True

    def zoom_focused(self) -> None:
        """Z: the card in focus large (again: hide it)."""
        pin_focused(self.zoom, self.focus_ring.spot(self.focus_rows()), self.layout.size[0])
        self.dirty = True

    # ------------------------------------------------------------------ looking, in a replay too
    @property
    def in_front(self) -> bool:
        """Whether nothing covers the table: it is the top scene, or the scene hosting it is (a
        replay's bar, `host`). Only then do its hover and zoom show."""
        return self.app.top is (self.host or self)

    def pointer_right(self) -> bool:
        """Whether the pointer is on the table's right half (a zoom then opens on the left)."""
        return self.pointer[0] >= self.layout.size[0] // 2

    def tick_zoom(self, dt: float) -> bool:
        """Count the pointer's rest on a card; True when its zoom opens now (never behind the curtain)."""
        return self.curtain is None and self.zoom.tick(dt, self.pointer_right())

    def look(self, event: pygame.event.Event) -> bool:
        """A replay's input (kit/replay_bar.py), which may look but never act: the pointer resting
        on a card shows it large after a moment, a right-click or Z pins the card under the pointer
        large (again: hides it; Z with no card under the pointer: the card in focus, which Shift
        and an arrow move), Esc hides it, a click on a pile lists its cards as the table lists
        them (`_look_pointer`, the game's own), and the log scrolls. The zoom shows only a card the
        table draws face up, and nothing here reaches the game. True when the event was used."""
        if event.type == pygame.KEYDOWN:
            step = focus_step(event.key) if event.mod & pygame.KMOD_SHIFT else None
            if step is not None:
                self.step_focus(*step)
            elif event.key in ZOOM.keys and not event.mod & pygame.KMOD_CTRL:
                if self.zoom.hover_card is not None:
                    self.zoom.toggle_pin(self.zoom.hover_card, self.pointer_right())
                else:
                    self.zoom_focused()
            elif not (event.key == pygame.K_ESCAPE and self.zoom.close()):
                return False
            self.dirty = True
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL) \
                and self.log.handle(event):
            self.dirty = True
            return True                  # the log scrolls (wheel, drag, its bar) as it does at the table
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and self.curtain is None:
            used = self._look_pointer(event)
            self.dirty = True
            return used
        return False

    def _look_pointer(self, event: pygame.event.Event) -> bool:
        """The pointer in a replay (a move, a left or right press; see `look`): the game's table
        answers as it does to looking at its own cards; True when the press was used."""
        return False

    # ------------------------------------------------------------------ the question panel
    def _open_panel(self, prompt: Prompt | None, make: Callable[[Prompt], PromptPanel]) -> None:
        """Show `prompt`'s panel (None: close the open one); `make` builds it in the game's words."""
        if prompt is self._panel_prompt:
            return
        self._close_panel()
        self._panel_prompt = prompt
        if prompt is not None:
            self.panel = make(prompt)
            self.widgets.append(self.panel)
            self._place_panel()
        self.dirty = True

    def _close_panel(self) -> None:
        if self.panel is not None:
            self.widgets.remove(self.panel)
            self.zoom.close("panel")
        self.panel = None
        self._panel_prompt = None

    def _place_panel(self) -> None:
        """At the game's anchor; a tall panel (many cards) grows down rather than off the window."""
        assert self.panel is not None
        widest, midbottom = self.panel_anchor()
        w, h = self.panel.preferred_size(self.theme, widest)
        rect = pygame.Rect(0, 0, w, h)
        rect.midbottom = midbottom
        rect.top = max(self.theme.px(8), rect.top)
        self.panel.layout(rect, self.theme)

    def _place_overlays(self) -> None:
        """After a resize: the panel and the tour's tip follow the new layout."""
        if self.panel is not None:
            self._place_panel()
        if self.tour.tip is not None:
            self.tour.place(self.tip_rect(), self.theme)

    # ------------------------------------------------------------------ the first-game tour
    @property
    def guide(self) -> Guide | None:
        return self.tour.guide

    def _sync_guide(self) -> None:
        if self.guide is None:
            return
        prompt = self.session.human_prompt() if self._settled() else None   # the tip follows what is shown
        if self.tour.follow(prompt):
            self.tour.place(self.tip_rect(), self.theme)
            self.dirty = True

    # ------------------------------------------------------------------ menu, keys, log
    def open_menu(self) -> None:
        """Esc: Resume, the log, what the program adds (Save as, Settings, Rules), the keys, Leave."""
        items = [(_("Resume"), lambda: None), (_("Game log"), self.open_log), *self.menu_items,
                 (_("Keys"), self.show_keys), (_("Leave to the title"), self._ask_leave)]
        self.app.push(MenuScene(self.app, _("Menu"), items))

    def show_keys(self) -> None:
        self.app.push(HelpScene(self.app, _(self.keys_title), self.key_rows()))

    def _ask_leave(self) -> None:
        self.app.push(ConfirmScene(self.app, _("Leave this game?"), _("Leave"), _("Stay"), self.on_leave,
                                   detail=_(self.session.leave_note)))

    def open_log(self) -> None:
        """L: the whole log over the table, filtered by player, exported to a text file."""
        catalog = self.log_catalog()
        header, seat = export_words(self.session, catalog)
        faces = self.faces if isinstance(self.faces, CardFaces) else None    # None: no log line names a card
        self.app.push(LogScene(self.app, self.log.lines, list(self.session.setup["players"]), self.log_folder,
                               faces, cards=catalog.cards if catalog is not None else None, header=header,
                               seat=seat))


def _focus_stepper(step: tuple[int, int]) -> Callable[[KitTable], None]:
    return lambda table: table.step_focus(*step)


ARROW_ACTIONS: dict[str, Callable[[KitTable], None]] = {
    action: _focus_stepper(step) for action, step in FOCUS_STEPS.items()}
"""The arrows' key actions at every table (kit/keys.py's FOCUS_STEPS): each moves the card in focus."""

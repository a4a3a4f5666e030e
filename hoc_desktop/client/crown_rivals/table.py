"""The Crown Rivals table: the game you play, with cards you drag, click or pick with the keyboard.

What is drawn comes from one place: the viewer's SeatView (engine/crown_rivals/view.py), rebuilt from the
viewer's own stream by a seat table (engine/crown_rivals/seat_table.py), never from the state, so the
other hand is only ever a count and the decks only sizes; the log is told from the viewer's own
redacted stream. The session (the table kit's, client/kit/session.py) drives the AI worker, the
hot-seat curtain (while it is up nothing of either player is drawn), undo and the autosave.

Every way to act ends in `issue(seat, command)`: a drop (`words.drop_command`), a click on one of
the buttons a card in focus offers (`words.actions_for`), a key, a prompt panel, and the smoke
test's stand-in. A refused command changes nothing and shows the engine's reason.

AI moves are shown one at a time, `AI_STEP` seconds apart at the chosen speed, so a player can
follow the other side's turn in the play area, the Influence numbers and the log.

Looking without acting (a card shown large, a public pile's list: looking.py), the first-game
tour, the curtain, the question panel, the menu, undo, the log and the one drag-and-drop are the
shared table kit's (client/kit/), as at the Heart of Crown table.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from hoc_desktop.client.art.card_faces import face_height
from hoc_desktop.client.crown_rivals import words
from hoc_desktop.client.crown_rivals.faces import PlayingCardFaces
from hoc_desktop.client.crown_rivals.glide import Glides
from hoc_desktop.client.crown_rivals.layout import CRLayout, build_layout
from hoc_desktop.client.crown_rivals.looking import Looking
from hoc_desktop.client.crown_rivals.results import CRSummary
from hoc_desktop.client.crown_rivals.sound_cues import cues_for
from hoc_desktop.client.crown_rivals.hands import CRHands
from hoc_desktop.client.crown_rivals.keys import help_rows, key_of
from hoc_desktop.client.crown_rivals.painter import CRPainter
from hoc_desktop.client.crown_rivals.questions import option_labels, question
from hoc_desktop.client.kit.guide import Guide
from hoc_desktop.client.kit.table_scene import KitTable
from hoc_desktop.client.kit import hud
from hoc_desktop.client.kit.log_telling import LogTelling
from hoc_desktop.client.kit.speeds import SPEED_NAMES, SPEEDS
from hoc_desktop.client.kit.prompt_panel import PromptPanel
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.client.ui.widgets import Button
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.core.told import HEADING
from hoc_desktop.engine.crown_rivals.rules import load_rules
from hoc_desktop.engine.crown_rivals.seat_table import SeatTable
from hoc_desktop.engine.crown_rivals.view import SeatView
from hoc_desktop.i18n import N_, _

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

AI_STEP = {"slow": 1.1, "normal": 0.6, "fast": 0.25, "instant": 0.0}   # seconds between two AI moves
CARD_STEPS = {"jack_trash", "opponent_discards", "remove_supporter", "trash"}
STEP_WORDS: dict[str, tuple[str, str, str]] = {
    "jack_trash": (N_("Jack: trash a market card"), N_("Trash it"), N_("Keep the market")),
    "opponent_discards": (N_("Discard a card"), N_("Discard"), N_("None")),
    "remove_supporter": (N_("Spades bonus"), N_("Remove it"), N_("Keep them")),
    "trash": (N_("Diamonds bonus"), N_("Trash it"), N_("Keep my cards")),
    "draw": (N_("Hearts bonus"), N_("Draw"), N_("Don't draw")),
    "bonus_order": (N_("Two bonuses"), N_("Confirm"), N_("None")),
}


class CrownRivalsTable(CRHands, KitTable):
    """One Crown Rivals game. `on_game_over(summary)` is called once the end has been seen. What
    every table does alike is the kit's (`KitTable`); the pointer, keys and the card in focus are
    hands.py's, the painting a part it owns (`painter`, painter.py); this class tells the log and
    paces the AI's moves."""

    keys_title = N_("Keys at the Crown Rivals table")
    taken_back = N_("Taken back.")

    def __init__(self, app: "App", session: GameSession, on_game_over: Callable[[CRSummary], None],
                 on_leave: Callable[[], None], speed: str = "normal",
                 menu_items: Sequence[tuple[str, Callable[[], None]]] = (), log_folder: Path | None = None,
                 guide: Guide | None = None) -> None:
        super().__init__(app, session, on_game_over, on_leave, menu_items, log_folder, guide)
        self.speed = speed if speed in SPEED_NAMES else "normal"
        self.faces: PlayingCardFaces = PlayingCardFaces()
        self.rules = load_rules()
        self.layout: CRLayout = build_layout(app.theme)
        self.end_turn = Button(_("End turn"), self._end_turn, hotkey=key_of("end_turn"), style="primary", role="body")
        self.undo = Button(_("Undo"), self.take_back, hotkey=key_of("undo"), role="small")
        self.menu = Button(_("Menu"), self.open_menu, hotkey_label="Esc", role="small")
        self.action_buttons: list[Button] = []
        self.widgets += [self.end_turn, self.undo, self.menu]
        self.looking = Looking(self)            # the zoom and the pile lists
        self.glides = Glides(SPEEDS[self.speed][0])
        self._ai_wait = 0.0
        self.painter = CRPainter(self)
        session.open_table()                    # hot-seat: the curtain first, before anything is shown
        self._forget_viewer()

    def view(self) -> SeatView:
        """Everything the table draws: the viewer's own view of the game, rebuilt from the viewer's
        stream alone (engine/crown_rivals/seat_table.py), as a remote or replayed table has nothing
        else; only the events not applied yet are applied (it is read many times a frame)."""
        new = self.session.events(self._fed)
        for ev in new:
            self.table.apply(ev)
        self._fed += len(new)
        return self.table.seat_view()

    def draw(self, surface: pygame.Surface) -> None:
        if self.painter.draw_under_widgets(surface):
            super().draw(surface)
            self.painter.draw_over_widgets(surface)

    def _forget_viewer(self) -> None:
        """Start afresh for `session.viewer`: the log re-told from that seat's stream (silently, once
        the game has begun: the sounds were heard when it happened), no card in focus or in hand, no
        Influence change pending, the seat table empty for that seat's stream (nothing of the previous
        viewer carries over)."""
        self.table = SeatTable(self.session.viewer, self.session.setup["players"], self.rules, self.session.sight)
        self._fed = 0
        self.log.clear()
        self.telling = LogTelling()
        self._told = 0
        self._retold = bool(self.session.commands_played)
        self.glides.forget()
        self.focus_ring.forget()
        self.drag = None
        self._press = None
        seats = len(self.session.kinds)
        self.changes: tuple[list[int], list[int]] = ([0] * seats, [0] * seats)   # this turn, last turn
        self._close_panel()
        self.looking.zoom.forget()
        self.dirty = True

    def finish_animations(self) -> None:
        """Every card on its way stands where it is going (Space, or the player acting)."""
        self.glides.finish()
        self.dirty = True

    def resize(self, size: tuple[int, int]) -> None:
        theme = self.theme
        L = self.layout = build_layout(theme)
        self.log.layout(L.log, theme)
        self.end_turn.layout(L.end_turn, theme)
        self.undo.layout(L.undo, theme)
        self.menu.layout(L.menu, theme)
        self._place_actions()
        self._place_overlays()
        self.looking.zoom.forget()
        hud.warm_zoom(theme, (L.zoom_w, face_height(L.zoom_w)))
        super().resize(size)

    @property
    def animating(self) -> bool:
        return super().animating or self._ai_wait > 0 or self.glides.moving

    def update(self, dt: float) -> None:
        session = self.session
        paused = self.app.top is not self
        self._ai_wait = max(0.0, self._ai_wait - dt)
        if not paused and self._ai_wait <= 0 and session.update():
            self._ai_wait = AI_STEP[self.speed]
            self.dirty = True
        self._take_suggestion(paused)
        self._follow_curtain()
        if self.curtain is None:
            self._tell()
            if not paused:
                self._sync_guide()
        self._sync_prompt()
        self._sync_buttons()
        self._tick_messages(dt)
        if (self.in_front and self.tick_zoom(dt)) or self.glides.moving:
            self.dirty = True
        self.glides.tick(dt)
        self._tick_game_over(dt, paused)
        super().update(dt)

    def _tell(self) -> None:
        """Log lines for the viewer's events not told yet, in words the font can draw, their sounds
        (sound_cues.py; none when the whole stream is told again), and how Influence moved this turn
        and last (shown beside the numbers)."""
        events = self.session.events(0)
        if len(events) == self._told:
            return
        if not self._retold:
            self.app.sounds.play_batch(cues_for(events[self._told:], self.session.viewer))
        self._retold = False
        p = self.theme.palette
        back, told_lines = self.telling.tell(self.session.describe, self._told, len(events))
        self.log.take_back(back)                    # told again among the new lines: draws in a row join
        for told in told_lines:
            heading = told.kind == HEADING
            self.log.append(words.worded(told.text), color=p.accent if heading else None, bold=heading)
        self._told = len(events)
        self.changes = words.turn_changes(events, len(self.session.kinds))
        self.dirty = True

    def _mine(self) -> Prompt | None:
        """The command prompt the viewer answers now (None: not theirs, or a pick is open)."""
        prompt = self.session.human_prompt()
        return prompt if prompt is not None and prompt.offers_commands else None

    def act(self, command: tuple[Any, ...] | str) -> None:
        """Carry out a command from a click, a key or a drop, or say why the gesture means nothing."""
        prompt = self.session.human_prompt()
        if isinstance(command, str):
            self.say(command)
        elif prompt is None:
            self.say(_("Wait for your turn."))
        else:
            self.issue(prompt.seat, command)

    def _end_turn(self) -> None:
        prompt = self._mine()
        if prompt is not None:
            self.issue(prompt.seat, ("end_turn",))

    def apply_settings(self, speed: str, auto_play: bool, confirm_unspent: bool) -> None:
        """The settings changed while the game is open: the pace of AI moves follows at once (the
        other two are Heart of Crown's: Crown Rivals has no trivial plays nor coins to forget)."""
        self.speed = speed if speed in AI_STEP else self.speed
        self.glides.seconds = SPEEDS[self.speed][0]

    def tip_rect(self) -> pygame.Rect:
        """Where a tip sits: over the log (the least needed part of the table in a first game);
        only when its words do not fit there (large text on a small window) over the table."""
        L = self.layout
        field = pygame.Rect(L.their_info.x, L.their_info.y, L.log.x - 2 * L.their_info.x,
                            L.size[1] - 2 * L.their_info.y)
        return self.tour.spot(self.theme, L.log, field)

    def _sync_prompt(self) -> None:
        """A pick prompt for the viewer gets the prompt panel (the same one as Heart of Crown's)."""
        prompt = self.session.human_prompt()
        wanted = prompt if prompt is not None and not prompt.offers_commands else None
        self._open_panel(wanted, self._panel_for)

    def _panel_for(self, prompt: Prompt) -> PromptPanel:
        """The kit's panel, named by the prompt's step, its question and buttons worded by the
        window from the prompt's data (questions.py)."""
        shown = dataclasses.replace(prompt, kind=prompt.step, text=question(prompt),
                                    labels=option_labels(prompt, self.rules))
        return PromptPanel(shown, lambda card: card, self.faces, self._answer, self.looking.panel_card,
                           card_kinds=CARD_STEPS, kind_words=STEP_WORDS)

    def panel_anchor(self) -> tuple[int, tuple[int, int]]:
        """Above the hand, in the middle of the table left of the log."""
        L = self.layout
        return L.log.x - 2 * self.theme.margin, (L.log.x // 2, L.hand.y - self.theme.px(40))

    def _sync_buttons(self) -> None:
        mine = self._mine()
        self.end_turn.enabled = mine is not None
        self.undo.enabled = self.curtain is None and self.session.undo_target() is not None
        self._sync_actions()

    def handle(self, event: pygame.event.Event) -> bool:
        if self.curtain is not None:
            return self._curtain_input(event)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self._moved(event.pos)
            if self.drag is None and self.looking.motion(event.pos):
                self.dirty = True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.looking.zoom.key is not None:
            self.looking.zoom.press()            # a press hides the card shown large, then acts
            self.dirty = True
        if self.drag is None and super().handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.dirty = True
            return self.looking.right_click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.looking.press(event.pos):
                return True
            return self._press_at(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        return False

    def _look_pointer(self, event: pygame.event.Event) -> bool:
        """A replay's pointer (kit/table_scene.py `look`): the zoom and the pile lists of
        looking.py, as at the table."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.looking.motion(event.pos)
            return False
        if event.button == 3:
            return self.looking.right_click(event.pos)
        return event.button == 1 and self.looking.press(event.pos)

    def summary(self) -> CRSummary:
        """The finished game for the results screen, from the viewer's stream and view (public facts)."""
        view = self.view()
        start = self.rules.starting_influence
        result = view.result or {}
        return CRSummary(players=[p.name for p in view.players], winner=result.get("winner"),
                         reason=str(result.get("reason", "unfinished")),
                         influence=[p.influence for p in view.players],
                         by_turn=words.influence_by_turn(self.session.events(0), len(view.players), start))

    def relabel(self) -> None:
        """The table's buttons' words in the current language."""
        self.end_turn.text = _("End turn")
        self.undo.text = _("Undo")
        self.menu.text = _("Menu")

    def _rebuild(self, handed_over: bool) -> None:
        """The log is told again from the viewer's stream on the next frame, silently after an undo
        (the table says `taken_back` instead) or a replay's step back; a game just dealt is dealt
        again, with its sounds, before the eyes of the player the curtain was passed to."""
        if not handed_over:
            self._retold = True

    def worded(self, why: str) -> str:
        return words.worded(why)

    def key_rows(self) -> list[tuple[str, str]]:
        return help_rows()

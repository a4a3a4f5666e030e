"""The table: the game you play, with cards you drag.

Each frame the scene (1) lets the session drive AI seats, (2) takes the viewer's new events into the
pacer, (3) shows the events that are due: applied to the viewer's `SeatTable`, told in the log, and
turned into a new picture that the board glides to. The cards drawn come from the SeatTable alone
(the viewer's redacted stream), the log's words are told from that same stream (a card the viewer
may not know reads "a card"), and prompt panels name only cards the SeatTable knows. AI reasons are
shown only when they explain (they are written from public facts: ai/hoc/normal never puts a hand's
contents in a reason). Everything a gesture started (a press, a drag, a hover, a zoom, the card in
focus) is forgotten at a hot-seat hand-over, an undo or a resize, so nothing of one viewer's reaches
the next.

Input is never locked: a press, Space or a drag first finishes every animation (the table jumps to
the present), then acts. A drop emits exactly one command, which the engine accepts or refuses;
a refused drop springs back and shows the engine's reason. Decisions inside an effect get a
`PromptPanel` above your hand. Your Coin counter (Far East) is cashed in by clicking it or by
dragging it to your field or the turn panel (or G), one Coin a gesture.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from hoc_desktop import engine
from hoc_desktop.engine import hoc
from hoc_desktop.client.art.card_faces import CardFaces, face_height
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.client.summary import GameSummary, domain_entries
from hoc_desktop.client.hoc.table.card_focus import CardFocus
from hoc_desktop.client.hoc.table.painter import TablePainter
from hoc_desktop.client.hoc.table.pointer import TablePointer
from hoc_desktop.client.kit.guide import Guide
from hoc_desktop.client.kit.table_scene import KitTable
from hoc_desktop.client.kit import hud as kit_hud
from hoc_desktop.client.hoc.table.board import Board, CardSprite
from hoc_desktop.client.hoc.table.keys import help_rows, key_of
from hoc_desktop.client.hoc.table.layout import TableLayout, build_layout
from hoc_desktop.client.hoc.table.log_teller import LogTeller
from hoc_desktop.client.hoc.table.motions import Motion, Pacer, motions
from hoc_desktop.client.kit.speeds import SPEED_NAMES, speed_choice
from hoc_desktop.client.hoc.table.placement import StackSlots, domain_cards, place
from hoc_desktop.client.kit.prompt_panel import PromptPanel
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.client.hoc.table.sound_cues import cues_for
from hoc_desktop.client.ui.widgets import Button, Choice
from hoc_desktop.cards.names import card_name
from hoc_desktop.i18n.player_names import shown_name
from hoc_desktop.i18n import N_, _, ngettext
from hoc_desktop.engine.hoc.events import Declared, GameOver, Reveal, TurnStarted
from hoc_desktop.engine.hoc import question_words, refusal_words

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

WARM_AFTER = 0.3          # seconds of stillness before zoom faces are rendered ahead of use


class TableScene(TablePointer, CardFocus, KitTable):
    """One game of Heart of Crown on the table. `on_game_over(summary)` is called once the last
    events have been shown. What every table does alike is the kit's (`KitTable`); the pointer
    and the card in focus are this table's parts (pointer.py, card_focus.py), the painting a part it
    owns (`painter`, painter.py); this class feeds the viewer's events to the board and the log, at
    the chosen pace."""

    nothing_to_undo = N_("Nothing to undo: you have seen something new since (a card drawn or revealed), "
                         "or another player has acted.")

    def __init__(self, app: "App", session: GameSession, on_game_over: Callable[[GameSummary], None],
                 on_leave: Callable[[], None], speed: str = "normal", faces: CardFaces | None = None,
                 auto_play: bool = False, confirm_unspent: bool = False,
                 on_speed: Callable[[str], None] | None = None,
                 menu_items: Sequence[tuple[str, Callable[[], None]]] = (),
                 log_folder: Path | None = None, guide: Guide | None = None) -> None:
        super().__init__(app, session, on_game_over, on_leave, menu_items, log_folder, guide)
        self.auto_play = auto_play              # play Territory cards by themselves (settings)
        self.confirm_unspent = confirm_unspent  # ask before ending a turn with coins to spend
        self.on_speed = on_speed
        self.pacer = Pacer(speed)
        self.faces: CardFaces = faces or CardFaces()
        self.cards = hoc.game_catalog(session.game).cards     # a pack's cards too
        self.card_def = self.cards.__getitem__
        self.layout: TableLayout = build_layout(app.theme, len(session.setup["players"]))
        self._press: tuple[CardSprite, tuple[int, int]] | None = None
        self._coin_press: tuple[int, int] | None = None   # where your Coin counter was pressed
        self._token_under: Any = None            # the counter or token under the pointer (its words are shown)
        self._last_click: tuple[Any, float] = (None, 0.0)
        self._hover_hand: int | None = None
        self.painter = TablePainter(self)
        session.open_table()                    # hot-seat: the curtain first, before anything is shown
        self._forget_viewer()
        self.end_phase = Button(_("End phase"), self._end_phase, hotkey=key_of("end_phase"), style="primary",
                                role="body")
        self.declare = Button(_("Declare coronation"), self._declare, hotkey=key_of("declare"), role="body")
        self.undo = Button(_("Undo"), self.take_back, hotkey=key_of("undo"), role="small")
        self.speed = Choice([speed_choice(s) for s in SPEED_NAMES], SPEED_NAMES.index(speed),
                            on_change=self._speed_changed, role="small")
        self.widgets += [self.end_phase, self.declare, self.undo, self.speed]
        self._still = 0.0                       # seconds without input or movement (zoom warming waits)
        self._warm: set[str] = set()           # card keys whose zoom face is rendered for this layout

    def _forget_viewer(self) -> None:
        """Start the picture afresh for `session.viewer`: an empty table, board and log, to be
        rebuilt from that seat's own stream (so nothing the previous viewer saw carries over)."""
        self.table = hoc.SeatTable(self.session.viewer, hoc.game_catalog(self.session.game), self.session.sight)
        self.board = Board(self.faces, self.card_def, self.app.theme.palette.name)
        self.slots = StackSlots()
        self._fed = self._shown = 0
        self.teller = LogTeller()               # the log's words: AI reasons under their actions
        self.points_by_turn: list[list[int]] = [[] for _seat in self.session.setup["players"]]
        self.log.clear()
        self.pacer.flush()
        self._forget_pointer()

    def _forget_pointer(self) -> None:
        """Drop what the pointer and the keyboard were doing (a press, a drag, a hover, a zoom, the
        card in focus): after a hand-over, an undo or a resize none of it may carry over, since it
        could show the previous viewer's card or aim at a target that has moved."""
        self.drag = None
        self._press = self._coin_press = self._token_under = None
        self._last_click = (None, 0.0)
        self.zoom.forget()
        self._hover_hand = None
        self.focus_ring.forget()

    def resize(self, size: tuple[int, int]) -> None:
        theme = self.theme
        self.layout = build_layout(theme, len(self.session.setup["players"]))
        self._warm.clear()
        self._forget_pointer()
        self.board.set_palette(theme.palette.name)
        L = self.layout
        self.end_phase.layout(L.end_phase, theme)
        self.declare.layout(L.declare, theme)
        self.undo.layout(L.undo, theme)
        self.speed.visible = L.speed is not None
        if L.speed is not None:
            self.speed.layout(L.speed, theme)
        self.log.role = L.log_role
        self.log.layout(L.log, theme)
        kit_hud.warm_zoom(theme, (L.zoom_w, face_height(L.zoom_w)))
        self._refresh(duration=0.0)
        self._place_overlays()
        super().resize(size)

    def on_enter(self) -> None:
        """A resumed game shows where it stands at once (its whole log included), no replay; in
        hot-seat only once the curtain has been passed (hand_over)."""
        if self.session.commands_played and self.curtain is None:
            new = self.session.events(self._fed)
            self._fed += len(new)
            self._show(new, animate=False)

    @property
    def animating(self) -> bool:
        return super().animating or self.pacer.pending or self.board.moving

    def update(self, dt: float) -> None:
        session = self.session
        paused = self.app.top is not self         # a menu, a dialog or a list is open over the table
        if not paused and session.update():
            self.dirty = True
        self._take_suggestion(paused)
        if self.curtain is None:                 # behind the curtain nothing of anyone's is taken in
            new = session.events(self._fed)
            if new:
                self.pacer.add(new)
                self._fed += len(new)
            if self.drag is None:
                self._show(self.pacer.due(dt))
        self.board.update(dt)
        if not self.pacer.pending and not self.board.moving:
            self._follow_curtain()
        if self.curtain is None and not paused:
            self._auto_play()
            self._sync_guide()
        self._sync_prompt()
        self._sync_buttons()
        self._tick_messages(dt)
        if self.in_front and self.tick_zoom(dt):
            self.dirty = True
        still = not self.pacer.pending and not self.board.moving and self.drag is None
        self._still = self._still + dt if still else 0.0
        if self._still >= WARM_AFTER:
            self._warm_one_zoom()
        if not self.board.moving:
            self._tick_game_over(dt, paused)
        super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.painter.draw_under_widgets(surface):
            super().draw(surface)
            self.painter.draw_over_widgets(surface)

    def _show(self, events: list[hoc.Event], animate: bool = True) -> None:
        if not events:
            return
        moves: list[Motion] = []
        revealed: set[int] = set()
        start = self._shown
        for ev in events:
            if type(ev) is TurnStarted or type(ev) is GameOver:
                self._record_points()
                self.zoom.close_unpinned()
                self.zoom.forget_hover()        # the cards moved under the pointer: wait for a move
            elif type(ev) is Reveal and ev.revealed and ev.card is not None:
                revealed.add(ev.card.id)
            elif type(ev) is Declared and ev.on and ev.seat != self.table.seat:
                name = shown_name(self.session.setup["players"][ev.seat])
                self.say(_("{name} declared a coronation ceremony: if every other player takes a turn without "
                           "declaring one too, {name} wins. Declare yours (overtime follows) or lower their "
                           "points below the coronation mark to stop it.").format(name=name))
            stacks = len(self.table.stacks)
            self.table.apply(ev)
            if len(self.table.stacks) != stacks:   # a stack emptied or came: slots follow the story, so a
                self.slots.assign(list(self.table.stacks), len(self.layout.stacks))   # rebuilt table matches
            moves += motions(ev)
        self._shown += len(events)
        if animate:                                   # a rebuilt table (undo, hand-over) makes no sound
            self.app.sounds.play_batch(cues_for(events, self.table.seat, self.cards))
        self._tell(events, start)
        self._refresh(moves, self.pacer.glide if animate else 0.0, frozenset(revealed))

    def _record_points(self) -> None:
        """After each turn (at the next one's start), every seat's points, for the results chart:
        its x axis counts turns as the table's turn panel does (every seat's turn is one)."""
        if self.table.turn["number"] == 0:
            return
        for seat, series in enumerate(self.points_by_turn):
            series.append(self.table.points(seat))

    def _tell(self, events: list[hoc.Event], start: int) -> None:
        """The log lines of shown events (log_teller.py: each AI reason under its action)."""
        p = self.theme.palette
        colors = {"heading": p.accent, "reason": p.text_dim, "plain": None}
        back, entries = self.teller.lines(self.session, start, start + len(events))
        self.log.take_back(back)                 # told again among the entries: a draw joined the line before
        for entry in entries:
            self.log.append(entry.text, color=colors[entry.kind], bold=entry.kind == "heading", card=entry.card)

    def _refresh(self, moves: list[Motion] | None = None, duration: float = 0.0,
                 revealed: frozenset[int] = frozenset()) -> None:
        if not self.table.players:
            return
        picture = place(self.table, self.layout, self.slots, self._hover_hand)
        self.board.show(picture, moves or (), duration, revealed)
        self.dirty = True

    def finish_animations(self) -> None:
        """Show every queued event and end every glide now (a press, Space, or the player acting)."""
        self._show(self.pacer.flush())
        self.board.finish()
        self.dirty = True

    def _action_options(self) -> tuple[Any, ...]:
        prompt = self.session.human_prompt()
        if prompt is None or not prompt.offers_commands or self.pacer.pending:
            return ()
        return prompt.options

    def _sync_prompt(self) -> None:
        prompt = self.session.human_prompt()
        wanted = prompt if prompt is not None and not prompt.offers_commands and not self.pacer.pending else None
        self._open_panel(wanted, self._panel_for)

    def _panel_for(self, prompt: engine.Prompt) -> PromptPanel:
        """A question inside an effect, titled with the card that asks it, worded in the window's
        language from the prompt's step and fields (question_words.py)."""
        source = self.table.keys.get(prompt.source) if prompt.source is not None else None
        title = card_name(self.card_def(source)) if source else _("Your choice")
        return PromptPanel(prompt, self._card_of, self.faces, self._answer, self._zoom_card, title=title,
                           worded=partial(question_words.worded, catalog=self.table.catalog))

    def _card_of(self, option: Any) -> Any:
        """The card an option stands for, as far as the viewer knows it (None: not a card, or unseen)."""
        if isinstance(option, bool) or not isinstance(option, int):
            return None
        key = self.table.keys.get(option)
        return self.card_def(key) if key is not None else None

    def panel_anchor(self) -> tuple[int, tuple[int, int]]:
        """Over the Market, its bottom just above your Domain and field, so the cards you played
        stay in sight."""
        L = self.layout
        return min(L.market.width, round(L.size[0] * 0.6)), (L.market.centerx, L.field.y - self.theme.px(6))

    def _sync_buttons(self) -> None:
        options = self._action_options()
        prompt = self.session.human_prompt()
        phase_end = next((o for o in options if o[0] in ("end_main", "end_turn")), None)
        self.end_phase.enabled = phase_end is not None
        label = _("End turn") if (phase_end or ("",))[0] == "end_turn" or (prompt and prompt.kind == "second") \
            else _("End Main Phase")
        if self.end_phase.text != label:
            self.end_phase.text = label
            self.end_phase.dirty = True
        self.declare.enabled = ("declare",) in options
        self.undo.enabled = self.curtain is None and self.session.undo_target() is not None

    def _end_phase(self) -> None:
        prompt = self.session.human_prompt()
        options = self._action_options()
        for option in options:
            if option[0] in ("end_main", "end_turn") and prompt is not None:
                coins = self.table.turn["coins"]
                spendable = any(o[0] in ("buy", "back") for o in options)
                if option[0] == "end_turn" and self.confirm_unspent and coins > 0 and spendable:
                    seat = prompt.seat
                    question = ngettext("End your turn with {n} coin unspent?", "End your turn with {n} coins unspent?",
                                        coins).format(n=coins)
                    self.app.push(ConfirmScene(self.app, question, _("End turn"), _("Keep playing"),
                                               partial(self.issue, seat, option),
                                               detail=_("Coins left at the end of a turn are lost.")))
                    return
                self.issue(prompt.seat, option)
                return

    def _declare(self) -> None:
        prompt = self.session.human_prompt()
        if prompt is not None and ("declare",) in self._action_options():
            self.issue(prompt.seat, ("declare",))

    def tip_rect(self) -> pygame.Rect:
        """Where the tour's bubble sits: over the log at the right (the least needed part of the
        table in a first game), so it covers neither the opponents, the Market nor your own side;
        only when its words do not fit there (large text on a small window) over the Market."""
        L = self.layout
        theme = self.theme
        width = min(L.market.width - 2 * theme.pad, max(theme.px(640), L.market.width * 2 // 3))
        return self.tour.spot(theme, L.log, pygame.Rect(L.market.centerx - width // 2, L.market.y, width,
                                                        L.hand.bottom - L.market.y))

    def apply_settings(self, speed: str, auto_play: bool, confirm_unspent: bool) -> None:
        """Settings changed while the game is open (from the menu)."""
        self.pacer.speed = speed
        self.speed.index = SPEED_NAMES.index(speed)
        self.speed.dirty = True
        self.auto_play = auto_play
        self.confirm_unspent = confirm_unspent

    def _speed_changed(self, index: int) -> None:
        self.pacer.speed = SPEED_NAMES[index]
        if self.on_speed is not None:
            self.on_speed(SPEED_NAMES[index])

    def _auto_play(self) -> None:
        """With the setting on: while every card you could play is a Territory, play them one by
        one (the engine ends the Main Phase by itself once nothing else is possible)."""
        if not self.auto_play or self.pacer.pending or self.board.moving or self.drag is not None:
            return
        plays = [o for o in self._action_options() if o[0] == "play"]
        keys = [self.table.keys.get(o[1]) for o in plays]
        if plays and all(k is not None and self.card_def(k).is_territory for k in keys):
            prompt = self.session.human_prompt()
            if prompt is not None:
                self.issue(prompt.seat, plays[0])

    def handle(self, event: pygame.event.Event) -> bool:
        self._still = 0.0
        if self.curtain is not None:
            return self._curtain_input(event)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and (self.pacer.pending or self.board.moving)):
            self.finish_animations()
        if self.drag is None and super().handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                return self._press_at(event.pos)
            if event.button == 3:
                return self._toggle_zoom(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        return False

    def _warm_one_zoom(self) -> None:
        """Render the zoom face of one more card on the table while nothing moves (12-16 ms each),
        so hovering a card later shows it without a stall."""
        for sprite in self.board.sprites.values():
            if sprite.key is not None and sprite.key not in self._warm:
                self._warm.add(sprite.key)
                self.faces.zoom(self.card_def(sprite.key), self.layout.zoom_w, self.theme.palette.name)
                return

    def summary(self) -> GameSummary:
        """The results screen's data, from the viewer's table (everything in it is public by now)."""
        t = self.table
        result = t.result or {"winners": [], "reason": "turn_limit", "scores": {}}
        scores = [int(result["scores"].get(s, t.points(s))) for s in range(len(t.players))]
        domains = [domain_entries(t, domain_cards(p)) for p in t.players]
        points = [list(series) for series in self.points_by_turn]
        for seat, series in enumerate(points):
            if not series or series[-1] != scores[seat]:
                series.append(scores[seat])
        return GameSummary([p.name for p in t.players], list(result["winners"]), result["reason"], scores, domains,
                           points)


    def relabel(self) -> None:
        """The sidebar's words in the current language (End phase follows its phase each frame)."""
        self.declare.text = _("Declare coronation")
        self.undo.text = _("Undo")
        self.speed.options = [speed_choice(s) for s in SPEED_NAMES]

    def _rebuild(self, handed_over: bool) -> None:
        """The viewer's whole stream shown at once, silently; a game that has just been dealt is
        dealt again before the eyes of the player the curtain was passed to."""
        if handed_over and not self.session.commands_played:
            return
        self._show(self.session.events(0), animate=False)
        self._fed = self._shown

    def _settled(self) -> bool:
        return not self.pacer.pending

    def key_rows(self) -> list[tuple[str, str]]:
        return help_rows()

    def worded(self, why: str) -> str:
        """The engine's reason for a refusal, worded in the window's language (refusal_words.py)."""
        return refusal_words.worded(why, self.table.catalog)

    def log_catalog(self) -> hoc.Catalog:
        return hoc.game_catalog(self.session.game)

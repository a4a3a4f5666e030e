"""The table: the game you play, with cards you drag.

Each frame the scene (1) lets the session drive AI seats, (2) takes the viewer's new events into
the pacer, (3) shows the events that are due: applied to the viewer's `SeatTable`, told in the log,
and turned into a new picture that the board glides to. The cards drawn come from the SeatTable
alone (the viewer's redacted stream), the log's words are told from that same stream (a card the
viewer may not know reads "a card"), and prompt panels name only cards the SeatTable knows. AI reasons are shown only when they explain (they are written from public
facts: ai/normal never puts a hand's contents in a reason). Everything a gesture started (a press,
a drag, a hover, a zoom, the card in focus) is forgotten at a hot-seat hand-over, an undo or a
resize, so nothing of one viewer's reaches the next.

Input is never locked: a press, Space or a drag first finishes every animation (the table jumps to
the present), then acts. A drop emits exactly one command, which the engine accepts or refuses;
a refused drop springs back and shows the engine's reason. Decisions inside an effect get a
`PromptPanel` above your hand. Your Coin counter (Far East) is cashed in by clicking it or by
dragging it to your field or the turn panel (or G), one Coin a gesture.
"""

from __future__ import annotations

import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from hoc_desktop import engine
from hoc_desktop.client.art.card_faces import CardFaces, face_height, short_names
from hoc_desktop.client.game_config import HUMAN
from hoc_desktop.client.log_header import export_words
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.client.ui.menu import HelpScene, MenuScene
from hoc_desktop.client.summary import GameSummary, domain_entries
from hoc_desktop.client.kit.guide import Guide, TourBubble
from hoc_desktop.client.kit.pile_viewer import PileViewer
from hoc_desktop.client.kit.zoom import Zoom
from hoc_desktop.client.hoc.table import hud
from hoc_desktop.client.kit import hud as kit_hud
from hoc_desktop.client.hoc.table.board import Board, CardSprite
from hoc_desktop.client.hoc.table.felt import felt
from hoc_desktop.client.hoc.table.keys import action_for, help_rows, key_of
from hoc_desktop.client.kit.curtain import behind_curtain
from hoc_desktop.client.hoc.table.layout import TableLayout, build_layout
from hoc_desktop.client.hoc.table.log_teller import LogTeller
from hoc_desktop.client.kit.log_view import LogScene, merged_draw
from hoc_desktop.client.hoc.table.motions import Motion, Pacer, motions
from hoc_desktop.client.kit.speeds import SPEED_NAMES
from hoc_desktop.client.hoc.table.piles import PUBLIC_ZONES, CatalogArt, pile_cards
from hoc_desktop.client.hoc.table.placement import StackSlots, domain_cards, place, seats_from
from hoc_desktop.client.kit.prompt_panel import PromptPanel
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.client.hoc.table.sound_cues import cues_for
from hoc_desktop.client.kit.toast import Toast
from hoc_desktop.client.hoc.table.turn_hint import turn_hints
from hoc_desktop.client.hoc.table.outskirts import HINT as OUTSKIRTS_HINT, draw_outskirts
from hoc_desktop.client.hoc.table.targets import (Target, draggable, dropped, intended, meant, nothing_to_do, obvious,
                                              targets)
from hoc_desktop.client.ui.widgets import Button, Choice, ScrollLog
from hoc_desktop.client.ui.widgets.base import DOUBLE_CLICK_SECONDS
from hoc_desktop.engine.hoc.events import Declared, GameOver, Reveal, TurnStarted

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

WARM_AFTER = 0.3          # seconds of stillness before zoom faces are rendered ahead of use
DRAG_START = 6            # pixels the pointer must move before a press becomes a drag
RESULTS_PAUSE = 1.2       # seconds the final table stays before the results scene
CASH_COIN = ("cash_coin",)


@dataclass
class Drag:
    """A card held by the pointer: where it was grabbed and where it may go."""

    sprite: CardSprite
    offset: tuple[int, int]
    start: tuple[int, int]
    targets: list[Target]
    moved: bool = False
    pos: tuple[int, int] = (0, 0)


class TableScene(Scene):
    """One game on the table. `on_game_over(summary)` is called once the last events have been shown."""

    def __init__(self, app: "App", session: GameSession, on_game_over: Callable[[GameSummary], None],
                 on_leave: Callable[[], None], speed: str = "normal", faces: CardFaces | None = None,
                 auto_play: bool = False, confirm_unspent: bool = False,
                 on_speed: Callable[[str], None] | None = None,
                 menu_items: Sequence[tuple[str, Callable[[], None]]] = (),
                 log_folder: Path | None = None, guide: Guide | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.on_game_over = on_game_over
        self.on_leave = on_leave
        self.auto_play = auto_play              # play Territory cards by themselves (settings)
        self.confirm_unspent = confirm_unspent  # ask before ending a turn with coins to spend
        self.on_speed = on_speed
        self.menu_items = list(menu_items)
        self.log_folder = log_folder or Path(tempfile.gettempdir()) / "hoc-desktop-logs"
        self.pacer = Pacer(speed)
        self.faces = faces or CardFaces()
        self.cards = engine.game_catalog(session.game).cards     # a pack's cards too
        self.card_def = self.cards.__getitem__
        self.layout: TableLayout = build_layout(app.theme, len(session.setup["players"]))
        self.log = ScrollLog("small")
        self.drag: Drag | None = None
        self._press: tuple[CardSprite, tuple[int, int]] | None = None
        self._coin_press: tuple[int, int] | None = None   # where your Coin counter was pressed
        self._token_under: Any = None            # the counter or token under the pointer (its words are shown)
        self._last_click: tuple[Any, float] = (None, 0.0)
        self.zoom = Zoom()                      # what the pointer rests on, and the card shown large
        self._hover_hand: int | None = None
        self.card_focus: Any = None             # the card the keyboard acts on
        session.open_table()                    # hot-seat: the curtain first, before anything is shown
        self._forget_viewer()
        self.end_phase = Button("End phase", self._end_phase, hotkey=key_of("end_phase"), style="primary", role="body")
        self.declare = Button("Declare coronation", self._declare, hotkey=key_of("declare"), role="body")
        self.undo = Button("Undo", self.take_back, hotkey=key_of("undo"), role="small")
        self.speed = Choice([f"Speed: {s}" for s in SPEED_NAMES], SPEED_NAMES.index(speed),
                            on_change=self._speed_changed, role="small")
        self.widgets = [self.log, self.end_phase, self.declare, self.undo, self.speed]
        self.tour = TourBubble(guide, self.widgets)     # the first-game tour (guide None: none)
        self.panel: PromptPanel | None = None
        self._panel_prompt: engine.Prompt | None = None
        self.pointer = (0, 0)
        self._still = 0.0                       # seconds without input or movement (zoom warming waits)
        self.toasts = Toast()
        self.refused: list[str] = []          # every reason the engine gave for a refused command
        self._over_wait = RESULTS_PAUSE
        self._warm: set[str] = set()           # card keys whose zoom face is rendered for this layout
        self._finished = False

    def _forget_viewer(self) -> None:
        """Start the picture afresh for `session.viewer`: an empty table, board and log, to be
        rebuilt from that seat's own stream (so nothing the previous viewer saw carries over)."""
        self.table = engine.SeatTable(self.session.viewer, engine.game_catalog(self.session.game))
        self.board = Board(self.faces, self.card_def, self.app.theme.palette.name)
        self.slots = StackSlots()
        self._fed = self._shown = 0
        self.teller = LogTeller()               # the log's words: AI reasons under their actions
        self.points_by_turn: list[list[int]] = [[] for _ in self.session.setup["players"]]
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
        self.card_focus = None
    # ------------------------------------------------------------------ hot-seat
    @property
    def curtain(self) -> int | None:
        """Hot-seat: the human seat the table waits to be handed to (the session decides)."""
        return self.session.curtain

    def hand_over(self) -> None:
        """The player behind the curtain is ready: show the table as their seat knows it. A game
        that has just been dealt is dealt again before their eyes; any other is shown as it stands."""
        if self.curtain is None:
            return
        self.session.pass_curtain()
        self.app.sounds.play("turn")              # the table is theirs: the rebuild below is silent
        self._forget_viewer()
        if self.session.game.commands:
            self._show(self.session.events(0), animate=False)
            self._fed = self._shown
        self.dirty = True

    # ------------------------------------------------------------------ lifecycle
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
        if self.panel is not None:
            self._place_panel()
        if self.tour.tip is not None:
            self.tour.place(self.tip_rect(), theme)
        super().resize(size)

    def on_enter(self) -> None:
        """A resumed game shows where it stands at once (its whole log included), no replay; in
        hot-seat only once the curtain has been passed (hand_over)."""
        if self.session.game.commands and self.curtain is None:
            new = self.session.events(self._fed)
            self._fed += len(new)
            self._show(new, animate=False)

    def on_exit(self) -> None:
        self.session.close()

    # ------------------------------------------------------------------ frame
    @property
    def animating(self) -> bool:
        return (super().animating or self.pacer.pending or self.board.moving or self.session.thinking
                or self.drag is not None or self.toasts.showing or (self.zoom.waiting and self.curtain is None)
                or (self.session.over and not self._finished))

    def update(self, dt: float) -> None:
        session = self.session
        paused = self.app.top is not self         # a menu, a dialog or a list is open over the table
        if not paused and session.update():
            self.dirty = True
        if session.suggestion is not None and not self.pacer.pending and not paused:
            seat, command = session.suggestion
            session.suggestion = None
            self.issue(seat, command)
        if self.curtain is None:                 # behind the curtain nothing of anyone's is taken in
            new = session.events(self._fed)
            if new:
                self.pacer.add(new)
                self._fed += len(new)
            if self.drag is None:
                self._show(self.pacer.due(dt))
        self.board.update(dt)
        if not self.pacer.pending and not self.board.moving:
            was = self.curtain
            if session.check_curtain() != was:   # the curtain went up: forget this viewer's table (zoom too)
                self._forget_viewer()
                self.dirty = True
        if self.curtain is None and not paused:
            self._auto_play()
            self._sync_guide()
        self._sync_prompt()
        self._sync_buttons()
        if self.toasts.tick(dt):
            self.dirty = True
        if self.curtain is None and not paused and self.zoom.tick(dt, self._pointer_right()):
            self.dirty = True
        self.toasts.notice(session.notice())
        still = not self.pacer.pending and not self.board.moving and self.drag is None
        self._still = self._still + dt if still else 0.0
        if self._still >= WARM_AFTER:
            self._warm_one_zoom()
        if session.over and not self.pacer.pending and not self.board.moving and not self._finished and not paused:
            self._over_wait -= dt
            if self._over_wait <= 0:
                self._finished = True
                self.on_game_over(self.summary())
        super().update(dt)

    # ------------------------------------------------------------------ events -> table
    def _show(self, events: list[engine.Event], animate: bool = True) -> None:
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
                name = self.session.setup["players"][ev.seat]
                self.say(f"{name} declared a coronation ceremony: if every other player takes a turn without "
                         f"declaring one too, {name} wins. Declare yours (overtime follows) or lower their "
                         f"points below the coronation mark to stop it.")
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

    def _tell(self, events: list[engine.Event], start: int) -> None:
        """The log lines of shown events (log_teller.py: each AI reason under its action)."""
        p = self.theme.palette
        colors = {"heading": p.accent, "reason": p.text_dim, "plain": None}
        for entry in self.teller.lines(self.session, start, start + len(events)):
            self._log_line(entry.text, color=colors[entry.kind], bold=entry.kind == "heading", card=entry.card)

    def _log_line(self, text: str, color: Any = None, bold: bool = False, card: str | None = None) -> None:
        """A log line with the first card its events name (hovering the line zooms that card); a
        draw right after a draw by the same player joins its line."""
        merged = merged_draw(self.log.lines[-1].text, text) if self.log.lines else None
        if merged is not None:
            self.log.replace_last(merged)
            return
        self.log.append(text, color=color, bold=bold, card=card)

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

    # ------------------------------------------------------------------ prompts and buttons
    def _action_options(self) -> tuple[Any, ...]:
        prompt = self.session.human_prompt()
        if prompt is None or not prompt.offers_commands or self.pacer.pending:
            return ()
        return prompt.options

    def _sync_prompt(self) -> None:
        prompt = self.session.human_prompt()
        wanted = prompt if prompt is not None and not prompt.offers_commands and not self.pacer.pending else None
        if wanted is self._panel_prompt:
            return
        self._panel_prompt = wanted
        if self.panel is not None:
            self.widgets.remove(self.panel)
            self.panel = None
            self.zoom.close("panel")
        if wanted is not None:
            source = self.table.keys.get(wanted.source) if wanted.source is not None else None
            title = self.card_def(source).name if source else "Your choice"
            self.panel = PromptPanel(wanted, self._card_of, self.faces, self._answer, self._zoom_card, title=title)
            self.widgets.append(self.panel)
            self._place_panel()
        self.dirty = True

    def _card_of(self, option: Any) -> Any:
        """The card an option stands for, as far as the viewer knows it (None: not a card, or unseen)."""
        if isinstance(option, bool) or not isinstance(option, int):
            return None
        key = self.table.keys.get(option)
        return self.card_def(key) if key is not None else None

    def _place_panel(self) -> None:
        """Over the Market, its bottom just above your Domain and field, so the cards you played
        stay in sight; a tall panel (many cards) grows down over them rather than off the window."""
        assert self.panel is not None
        L = self.layout
        w, h = self.panel.preferred_size(self.theme, min(L.market.width, round(L.size[0] * 0.6)))
        rect = pygame.Rect(0, 0, w, h)
        rect.midbottom = (L.market.centerx, L.field.y - self.theme.px(6))
        rect.top = max(self.theme.px(8), rect.top)
        self.panel.layout(rect, self.theme)

    def _answer(self, command: tuple[Any, ...]) -> None:
        prompt = self.session.human_prompt()
        if prompt is None:
            return
        self.issue(prompt.seat, command)

    def issue(self, seat: int, command: tuple[Any, ...]) -> str | None:
        """Put one command to the engine for a human seat, exactly as a click or drop does; shows and
        returns the reason when the engine refuses it."""
        self.finish_animations()
        why = self.session.submit(seat, command)
        if why:
            self.refused.append(why)
            self.say(why)
        self.dirty = True
        return why

    def _sync_buttons(self) -> None:
        options = self._action_options()
        prompt = self.session.human_prompt()
        phase_end = next((o for o in options if o[0] in ("end_main", "end_turn")), None)
        self.end_phase.enabled = phase_end is not None
        label = "End turn" if (phase_end or ("",))[0] == "end_turn" or (prompt and prompt.kind == "second") \
            else "End Main Phase"
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
                    self.app.push(ConfirmScene(self.app, f"End your turn with {coins} coin{'s' if coins != 1 else ''} "
                                               "unspent?", "End turn", "Keep playing",
                                               lambda: self.issue(seat, option),
                                               detail="Coins left at the end of a turn are lost."))
                    return
                self.issue(prompt.seat, option)
                return

    def _declare(self) -> None:
        prompt = self.session.human_prompt()
        if prompt is not None and ("declare",) in self._action_options():
            self.issue(prompt.seat, ("declare",))

    # ---- the first-game tour
    @property
    def guide(self) -> Guide | None:
        return self.tour.guide

    def _sync_guide(self) -> None:
        if self.guide is None:
            return
        prompt = self.session.human_prompt()
        if self.tour.follow(None if self.pacer.pending else prompt):   # the table shows what the tip is about
            self.tour.place(self.tip_rect(), self.theme)
            self.dirty = True

    def tip_rect(self) -> pygame.Rect:
        """Where the tour's bubble sits: over the log at the right (the least needed part of the
        table in a first game), so it covers neither the opponents, the Market nor your own side;
        only when its words do not fit there (large text on a small window) over the Market."""
        L = self.layout
        theme = self.theme
        width = min(L.market.width - 2 * theme.pad, max(theme.px(640), L.market.width * 2 // 3))
        return self.tour.spot(theme, L.log, pygame.Rect(L.market.centerx - width // 2, L.market.y, width,
                                                        L.hand.bottom - L.market.y))

    def take_back(self) -> None:
        """Undo (U or Ctrl+Z): the viewer's latest decision and the AI moves after it go back; the
        table is redrawn from the viewer's stream as it stood then."""
        self.finish_animations()
        if not self.session.undo():
            self.say("Nothing to undo: you have seen something new since (a card drawn or revealed), "
                      "or another player has acted.")
            return
        self._forget_viewer()
        self._show(self.session.events(0), animate=False)
        self._fed = self._shown
        self.dirty = True

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

    @property
    def toast(self) -> str:
        """The last message shown over the hand."""
        return self.toasts.text

    def say(self, text: str, note: bool = False) -> None:
        """A short message over the hand for a few seconds: a refusal's reason, or with `note` news
        that is no error (a save made, sound off), drawn calm rather than red."""
        self.toasts.say(text, note)
        self.dirty = True

    # ------------------------------------------------------------------ activation chips
    def chips(self) -> list[tuple[pygame.Rect, str, tuple[Any, ...]]]:
        """The ability buttons on cards: (rect, label, command) for each legal activation."""
        out = []
        spots = self.board.picture.spots
        for option in self._action_options():
            if option[0] in ("activate", "hand_activate") and option[1] in spots:
                label = "Use"
                out.append((hud.chip_rect(self.theme, self.board.sprites[option[1]].rect, label), label, option))
        return out

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        self._still = 0.0
        if self.curtain is not None:
            return self._curtain_input(event)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.pacer.pending or self.board.moving:
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

    def _curtain_input(self, event: pygame.event.Event) -> bool:
        """Behind the curtain only "I am ready" (a click, Enter or Space) and Esc (leave) work."""
        self._forget_pointer()
        return behind_curtain(event, self.hand_over, self.on_leave)

    def _key(self, event: pygame.event.Event) -> bool:
        action = action_for(event)
        if action == "menu" and self.zoom.key is not None:      # Esc hides a zoom first, even over a panel
            self._clear_zoom()
            return True
        if self.panel is not None and self.panel.handle(event):
            return True
        if action == "menu":
            if self.focused_widget() is not None:
                self.set_focus(None)
            else:
                self.open_menu()
            return True
        if action == "undo_ctrl":
            self.take_back()
            return True
        if action == "help" or event.unicode == "?":
            self.app.push(HelpScene(self.app, "Keys at the table", help_rows()))
            return True
        if self.focused_widget() is None and action in self._KEY_ACTIONS:
            self._KEY_ACTIONS[action](self)
            return True
        return super().handle(event)

    def open_menu(self) -> None:
        """Esc: Resume, what the program adds (Save as, Settings, Rules), the keys, Leave."""
        items = [("Resume", lambda: None), ("Game log", self.open_log), *self.menu_items,
                 ("Keys", lambda: self.app.push(HelpScene(self.app, "Keys at the table", help_rows()))),
                 ("Leave to the title", self._ask_leave)]
        self.app.push(MenuScene(self.app, "Menu", items))

    def _ask_leave(self) -> None:
        self.app.push(ConfirmScene(self.app, "Leave this game?", "Leave", "Stay", self.on_leave,
                                   detail="It is saved: Continue on the title screen goes on from here."))

    # ---- the card in keyboard focus
    def _rows(self) -> list[list[CardSprite]]:
        """The focusable cards by row, bottom of the screen first: your hand; your field and Domain;
        the Random Market; the Basic Market, piles and princesses; the opponents."""
        me = self.table.seat
        rows: list[list[CardSprite]] = [[], [], [], [], []]
        for sprite in self.board.sprites.values():
            if sprite.key is None:
                continue
            kind, seat = sprite.zone
            if kind == "hand":
                rows[0].append(sprite)
            elif seat == me and kind in ("field", "domain", "kept", "discard", "guardian"):
                rows[1].append(sprite)
            elif kind == "stack":
                rows[2].append(sprite)
            elif kind in ("basic", "curses", "outskirts", "princesses"):
                rows[3].append(sprite)
            else:
                rows[4].append(sprite)
        return [sorted(row, key=lambda s: (s.target.x, s.target.y)) for row in rows if row]

    def _focus_step(self, dx: int, dy: int) -> None:
        """Move the card focus within its row (dx) or to the row above or below (dy), to the card
        nearest the old one's place."""
        self.finish_animations()
        rows = self._rows()
        if not rows:
            return
        where = next(((r, row.index(s)) for r, row in enumerate(rows) for s in row if s.ident == self.card_focus), None)
        if where is None:
            self.card_focus = rows[0][len(rows[0]) // 2].ident
        else:
            r, i = where
            if dx:
                self.card_focus = rows[r][(i + dx) % len(rows[r])].ident
            else:
                x = rows[r][i].target.centerx
                row = rows[(r + dy) % len(rows)]
                self.card_focus = min(row, key=lambda s: abs(s.target.centerx - x)).ident
        if self.zoom.pinned and self.card_focus in self.board.sprites:
            self.zoom.open(self.board.sprites[self.card_focus].key, "pin", self.zoom.left)
        self.dirty = True

    def _use_focused(self) -> None:
        """Enter: the obvious action for the card in focus (play, buy, back, set, recall, use)."""
        prompt = self.session.human_prompt()
        if self.card_focus is None or prompt is None:
            return
        command = obvious(self.card_focus, self._action_options())
        if command is None:
            self.say(nothing_to_do(getattr(self.board.sprites.get(self.card_focus), "zone", ("", None))))
            return
        stays = self._hand_neighbour(self.card_focus)
        if self.issue(prompt.seat, command) is None and stays is not None:
            self.card_focus = stays           # the focus stays in the hand, on the next card

    def _hand_neighbour(self, card: Any) -> Any:
        """The hand card the focus moves to when `card` leaves the hand: the next one, else the one
        before (None: `card` is not in the hand, or is its only card)."""
        hand = sorted((s for s in self.board.sprites.values() if s.zone == ("hand", self.table.seat)),
                      key=lambda s: s.order)
        idents = [s.ident for s in hand]
        if card not in idents or len(idents) < 2:
            return None
        index = idents.index(card)
        return idents[index + 1] if index + 1 < len(idents) else idents[index - 1]

    def _keep_focused(self) -> None:
        """K: keep the card in focus on a territory; pressed again, on the next territory."""
        prompt = self.session.human_prompt()
        keeps = [o for o in self._action_options() if o[0] == "keep" and o[1] == self.card_focus]
        if not keeps or prompt is None:
            self.say("That card cannot be kept now (keep an Action card from your hand, after backing a princess).")
            return
        self.issue(prompt.seat, keeps[0])

    def _zoom_focused(self) -> None:
        sprite = self.board.sprites.get(self.card_focus)
        self.zoom.toggle_pin(sprite.key if sprite is not None else None,
                             sprite is not None and sprite.rect.centerx >= self.layout.size[0] // 2)
        self.dirty = True

    def open_log(self) -> None:
        """L: the whole log over the table, filtered by player, exported to a text file."""
        header, seat = export_words(self.session, engine.game_catalog(self.session.game))
        self.app.push(LogScene(self.app, self.log.lines, list(self.session.setup["players"]), self.log_folder,
                               self.faces, cards=self.cards, header=header, seat=seat))

    _KEY_ACTIONS: dict[str, Callable[["TableScene"], None]] = {
        "focus_left": lambda t: t._focus_step(-1, 0), "focus_right": lambda t: t._focus_step(1, 0),
        "focus_up": lambda t: t._focus_step(0, 1), "focus_down": lambda t: t._focus_step(0, -1),
        "use": _use_focused, "keep": _keep_focused, "zoom": _zoom_focused, "log": open_log,
        "skip": finish_animations, "mute": lambda t: t.say(t.app.sounds.toggle_mute(), note=True),
        "cash_coin": lambda t: t.cash_coin(),
    }

    def _motion(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        if self._coin_press is not None:          # your Coin counter is held
            self.dirty = True
            return
        token = next((t for t in self.board.picture.tokens if t.rect.collidepoint(pos)), None)
        if token != self._token_under:
            self._token_under = token
            self.dirty = True
        if self.drag is not None:
            self.drag.pos = pos
            if not self.drag.moved and _far(pos, self.drag.start):
                self.drag.moved = True
            self.dirty = True
            return
        if self._press is not None and _far(pos, self._press[1]):
            self._begin_drag(*self._press)
            self._press = None
            self._motion(pos)
            return
        sprite = self.board.hit(pos)
        ident, card = (sprite.ident, sprite.key) if sprite is not None and sprite.key is not None else (None, None)
        line = self.log.line_at(pos) if self.log.rect.collidepoint(pos) else None
        if line is not None and self.log.lines[line].card is not None:
            ident, card = ("log", line), self.log.lines[line].card
        if self.zoom.rest_on(ident, card):
            self.dirty = True
        hand = sprite.order if sprite is not None and sprite.zone == ("hand", self.table.seat) else None
        if hand != self._hover_hand:
            self._hover_hand = hand
            self._refresh(duration=0.08)

    def _warm_one_zoom(self) -> None:
        """Render the zoom face of one more card on the table while nothing moves (12-16 ms each),
        so hovering a card later shows it without a stall."""
        for sprite in self.board.sprites.values():
            if sprite.key is not None and sprite.key not in self._warm:
                self._warm.add(sprite.key)
                self.faces.zoom(self.card_def(sprite.key), self.layout.zoom_w, self.theme.palette.name)
                return

    def _press_at(self, pos: tuple[int, int]) -> bool:
        if self.zoom.press():
            self.dirty = True
        if self.board.picture.token_at(pos, "coin", self.table.seat) is not None:
            self._coin_press = pos
            return True
        for rect, _label, command in self.chips():
            if rect.collidepoint(pos):
                prompt = self.session.human_prompt()
                if prompt is not None:
                    self.issue(prompt.seat, command)
                return True
        sprite = self.board.hit(pos)
        if sprite is None:
            return False
        self._press = (sprite, pos)
        return True

    def _begin_drag(self, sprite: CardSprite, pos: tuple[int, int]) -> None:
        options = self._action_options()
        if not isinstance(sprite.ident, int) or sprite.key is None:
            return
        found = targets(sprite.ident, options, self.layout, self.board.picture)
        if not found and not draggable(sprite.ident, options) and sprite.zone[0] not in (
                "hand", "kept", "basic", "stack", "princesses"):
            return
        rect = sprite.rect
        self.drag = Drag(sprite, (pos[0] - rect.x, pos[1] - rect.y), pos, found, pos=pos)
        self.zoom.close_unpinned()
        self.zoom.forget_hover()
        self._hover_hand = None

    def _release_coin(self, pos: tuple[int, int]) -> None:
        """Your Coin counter let go: on itself (a click), your field or the turn panel cashes one in."""
        self._coin_press = None
        self.dirty = True
        L = self.layout
        if (self.board.picture.token_at(pos, "coin", self.table.seat) or L.field.collidepoint(pos)
                or L.status.collidepoint(pos)):
            self.cash_coin()

    def cash_coin(self) -> None:
        """Cash in one of your Coin counters (a click, a drag or G), or say why not."""
        prompt = self.session.human_prompt()
        if prompt is None:
            self.say("It is not your turn to do that.")
        elif not prompt.offers_commands:
            self.say("Answer the question first.")
        else:
            self.issue(prompt.seat, CASH_COIN)    # outside your Main Phase the engine says why not

    def _release(self, pos: tuple[int, int]) -> bool:
        if self._coin_press is not None:
            self._release_coin(pos)
            return True
        press, self._press = self._press, None
        drag, self.drag = self.drag, None
        if drag is None:
            if press is not None:
                self._click(press[0])
                return True
            return False
        self.dirty = True
        self._drop(drag, pos)
        self._motion(pos)                 # what is under the pointer now (hover lift, zoom timer)
        return True

    def _drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        hit = dropped(pos, drag.targets)
        prompt = self.session.human_prompt()
        if hit is not None and prompt is not None:
            self.issue(prompt.seat, hit.command)
            return
        meant = intended(drag.sprite.ident, drag.sprite.zone, pos, self.layout, self.board.picture, self.table.seat)
        if meant is not None:
            if prompt is None or not prompt.offers_commands:
                self.say("It is not your turn to do that." if prompt is None else "Answer the question first.")
            else:
                self.issue(prompt.seat, meant)
        self._spring_back(drag)

    def _spring_back(self, drag: Drag) -> None:
        sprite = drag.sprite
        target = sprite.target
        held = pygame.Rect(drag.pos[0] - drag.offset[0], drag.pos[1] - drag.offset[1], target.width, target.height)
        sprite.jump(held)
        sprite.glide(target, max(0.12, self.pacer.glide))

    def _click(self, sprite: CardSprite) -> None:
        """A click without a drag: a double-click does the obvious thing; a pile opens its list."""
        now = time.monotonic()
        last, at = self._last_click
        self._last_click = (sprite.ident, now)
        if last == sprite.ident and now - at <= DOUBLE_CLICK_SECONDS and isinstance(sprite.ident, int):
            prompt = self.session.human_prompt()
            command = obvious(sprite.ident, self._action_options()) or meant(sprite.ident, sprite.zone)
            if command is None:
                self.say(nothing_to_do(sprite.zone))
            elif prompt is None:
                self.say("It is not your turn to do that.")
            elif not prompt.offers_commands and command not in prompt.options:
                self.say("Answer the question first.")
            else:
                self.issue(prompt.seat, command)   # a refused command shows the engine's reason
            return
        if sprite.zone[0] in PUBLIC_ZONES:
            self._open_list(sprite.zone)

    def _open_list(self, zone: tuple[str, Any]) -> None:
        title, keys = pile_cards(self.table, zone)
        if keys:
            self.app.push(PileViewer(self.app, title, keys, CatalogArt(self.faces, self.cards)))

    def _toggle_zoom(self, pos: tuple[int, int]) -> bool:
        """Right-click: pin a card's zoom (the same card again, or no card, closes it)."""
        sprite = self.board.hit(pos)
        self.zoom.toggle_pin(sprite.key if sprite is not None else None, self._pointer_right())
        self.dirty = True
        return sprite is not None

    def _zoom_card(self, card: Any) -> None:
        """A question panel's card, shown large while the panel is open."""
        self.zoom.open(card.key, "panel", self._pointer_right())
        self.dirty = True

    def _clear_zoom(self) -> None:
        if self.zoom.close():
            self.dirty = True

    def _pointer_right(self) -> bool:
        return self.pointer[0] >= self.layout.size[0] // 2

    @property
    def zoom_key(self) -> str | None:
        """The card shown large (None: no zoom)."""
        return self.zoom.key

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        L = self.layout
        surface.blit(felt(theme, len(self.session.setup["players"])), (0, 0))
        if self.curtain is not None:
            name = self.session.setup["players"][self.curtain]
            kit_hud.draw_curtain(surface, theme, name, self._curtain_reason())
            return
        self._draw_headers(surface)
        self._draw_own_areas(surface)
        held = self.drag.sprite.ident if self.drag is not None and self.drag.moved else None
        options = self._action_options()
        if self.drag is None and options:
            usable = {o[1] for o in options if len(o) >= 2}
            kit_hud.draw_playable(surface, theme, [s.rect for ident, s in self.board.sprites.items()
                                               if ident in usable and not s.moving])
        elif self.panel is not None and self.panel.shows_cards:  # e.g. Kunoichi's: kept cards in every Domain
            offered = set(self.panel.prompt.options)
            kit_hud.draw_playable(surface, theme, [s.rect for ident, s in self.board.sprites.items()
                                               if ident in offered and not s.moving])
        self.board.draw(surface, skip=held)
        if held is not None:
            self._draw_card_below(surface, self.drag.sprite)
        for sprite in self.board.sprites.values():
            if sprite.face_down and sprite.key is not None and not sprite.moving:
                hud.draw_guardian(surface, theme, sprite.rect, short_names(self.card_def(sprite.key).name)[-1])
        if self.table.outskirts:
            draw_outskirts(surface, theme, L.outskirts)
        hud.draw_badges(surface, theme, self.board.picture.badges)
        mine = [t for t in self.board.picture.tokens if t.kind == "coin" and t.seat == self.table.seat]
        hud.draw_tokens(surface, theme, self.board.picture.tokens,
                        lit=mine[0] if mine and CASH_COIN in options and self._coin_press is None else None)
        focused = self.board.sprites.get(self.card_focus)
        if focused is not None and self.drag is None:
            kit_hud.draw_card_focus(surface, theme, focused.rect)
        for rect, label, _command in self.chips():
            hud.chip(surface, theme, rect, label, rect.collidepoint(self.pointer))
        self._draw_status(surface)
        super().draw(surface)
        if self.drag is not None and self.drag.moved:
            over = dropped(self.drag.pos, self.drag.targets)
            kit_hud.draw_targets(surface, theme, [t.rect for t in self.drag.targets], over.rect if over else None)
            sprite = self.drag.sprite
            image = self.board.surface_for(sprite.key, sprite.target.width)
            surface.blit(image, (self.drag.pos[0] - self.drag.offset[0], self.drag.pos[1] - self.drag.offset[1]))
            if over is not None:
                kit_hud.pill(surface, theme, over.label, (self.drag.pos[0], self.drag.pos[1] - self.drag.offset[1] - theme.px(12)),
                         theme.palette.accent, theme.palette.text_dark, role="small")
        if self._coin_press is not None and _far(self.pointer, self._coin_press) and mine:   # one Coin, carried
            carried = replace(mine[0], rect=mine[0].rect.copy(), number=1)
            carried.rect.center = self.pointer
            hud.draw_tokens(surface, theme, [carried], lit=carried)
        self.tour.draw(surface, theme)
        if self.toasts.showing:
            kit_hud.draw_toast(surface, theme, self.toasts.text, (L.hand.centerx, L.hand.y - theme.px(30)), self.toasts.note)
        if self.app.top is not self:              # a modal overlay (log, menu, dialog) is on top: no zoom nor hint
            return
        if self._token_under in self.board.picture.tokens and self.drag is None and self._coin_press is None:
            hud.draw_token_hint(surface, theme, self._token_under, self._token_under.seat == self.table.seat)
        elif L.outskirts.collidepoint(self.pointer) and self.drag is None:
            kit_hud.draw_hint(surface, theme, OUTSKIRTS_HINT, L.outskirts)
        if self.zoom.key is not None:
            image = self.faces.zoom(self.card_def(self.zoom.key), L.zoom_w, theme.palette.name)
            shown = kit_hud.draw_zoom(surface, theme, image, self.zoom.left, pygame.Rect((0, 0), L.size))
            caption = self.guardian_caption(self.zoom.key)
            if caption:
                kit_hud.draw_zoom_caption(surface, theme, shown, caption)

    def guardian_caption(self, key: str) -> str:
        """Whose guardian the princess `key` is ("Your guardian", "Ann's guardian"), or "" when she
        is none: the zoom shows a guardian's face, and this says she lies face down."""
        seat = next((s.zone[1] for s in self.board.sprites.values() if s.face_down and s.key == key), None)
        if seat is None:
            return ""
        return "Your guardian" if seat == self.table.seat else f"{self.table.players[seat].name}'s guardian"

    def _draw_card_below(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        """While the top card of a Market pile is held, the pile shows the card beneath it (a pile
        with more cards never looks empty)."""
        kind, key = sprite.zone
        t = self.table
        pile = (t.basic.get(key) if kind == "basic" else t.stacks.get(key) if kind == "stack"
                else t.curses if kind == "curses" else t.outskirts if kind == "outskirts" else None)
        if pile and len(pile) > 1 and pile[-2] is not None and pile[-2].key is not None:
            target = sprite.target
            surface.blit(self.board.surface_for(pile[-2].key, target.width), target)

    def _curtain_reason(self) -> str:
        prompt = self.session.prompt()
        if prompt is None or prompt.seat != self.curtain:
            return "You are the next player at the table; the others are still playing."
        if not self.session.game.commands and prompt.offers_commands:
            return "The cards are dealt. It is your turn first."
        if prompt.offers_commands:
            return "It is your turn."
        return "You must decide something during another player's turn."

    def _deciding(self) -> int | None:
        """The seat whose decision the game waits for (an AI may be thinking on another's turn)."""
        prompt = self.session.prompt()
        return prompt.seat if prompt is not None else None

    def _draw_own_areas(self, surface: pygame.Surface) -> None:
        """Your Domain and field: what an empty one is for, and once cards lie there, a label under
        each and a line between them, so a long Domain never seems to run into the field."""
        if not self.table.players:
            return
        me = self.table.seat
        zones = {sprite.zone for sprite in self.board.sprites.values()}
        L = self.layout
        card_h = face_height(L.domain_w)
        hud.draw_area_divider(surface, self.theme, L.domain, L.field)
        if ("domain", me) not in zones:
            hud.draw_empty_caption(surface, self.theme, L.domain, card_h, "Your Domain: back a princess to start it")
        else:
            hud.draw_area_label(surface, self.theme, L.domain, f"Your Domain: {self.table.points(me)} points")
        if ("set_aside", me) in zones:           # the caption just above the set-aside cards
            row = self.board.picture.anchors[("set_aside", me)]
            caption = "Set aside" if self.theme.font("tiny").size("Set aside")[0] <= L.set_aside.width else "Aside"
            hud.draw_area_label(surface, self.theme, pygame.Rect(row.x, row.y - self.theme.px(4), L.set_aside.width, 0),
                                caption)
        if ("field", me) not in zones:
            hud.draw_empty_caption(surface, self.theme, L.field, card_h, "Your field: drag cards here to play them")
        else:
            hud.draw_area_label(surface, self.theme, L.field, "Your field")

    def _draw_headers(self, surface: pygame.Surface) -> None:
        theme = self.theme
        me = self.table.seat
        active = self.table.turn["seat"]
        for index, seat in enumerate(s for s in seats_from(self.table, me) if s != me):
            p = self.table.players[seat]
            hud.draw_opponent_header(surface, theme, self.layout.opponents[index], p.name, self.table.points(seat),
                                     p.declared, p.eliminated, seat == active and self.table.phase != "over",
                                     kit_hud.seat_color(theme, seat), self.session.thinking and seat == self._deciding(),
                                     (len(p.hand), len(p.draw), len(p.discard)))

    def _draw_status(self, surface: pygame.Surface) -> None:
        t = self.table
        if not t.players:
            return
        me = t.seat
        seat = t.turn["seat"]
        mine = seat == me and t.phase != "over"
        name = "Your turn" if mine else f"{t.players[seat].name}'s turn"
        title = f"Turn {t.turn['number']}: {name}" if t.turn["number"] else "Setting up"
        prompt = self.session.human_prompt()
        if t.phase == "over":
            hints = ["The game is over."]
        elif prompt is not None and prompt.offers_commands and not self.pacer.pending:
            hints = turn_hints(prompt.kind, prompt.options)
        elif prompt is not None and not prompt.offers_commands:
            hints = ["Answer the question above your hand.", "Answer the question."]
        elif self.session.thinking and self._deciding() is not None:
            hints = [f"{t.players[self._deciding()].name} is thinking…"]
        else:
            hints = ["Click or press Space to skip the animation.", "Space: skip."] if self.pacer.pending else []
        standing = f"you: {t.points(me)} pts" + (", coronation declared" if t.players[me].declared else "")
        hud.draw_status(surface, self.theme, self.layout.status, title, t.phase, t.turn["coins"], t.turn["plays"],
                        hints, mine, t.overtime, standing)

    # ------------------------------------------------------------------ the end
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


def _far(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) >= DRAG_START


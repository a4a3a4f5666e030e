"""The Crown Rivals table: the game you play, with cards you drag, click or pick with the keyboard.

What is drawn comes from one place: the viewer's SeatView (engine/crown_rivals/view.py), so the
other hand is only ever a count and the decks only sizes; the log is told from the viewer's own
redacted stream. The session (table/session.py) is Heart of Crown's: it drives the AI worker, the
hot-seat curtain (while it is up nothing of either player is drawn), undo and the autosave.

Every way to act ends in `issue(seat, command)`: a drop (`words.drop_command`), a click on one of
the buttons a card in focus offers (`words.actions_for`), a key, a prompt panel, and the smoke
test's stand-in. A refused command changes nothing and shows the engine's reason.

AI moves are shown one at a time, `AI_STEP` seconds apart at the chosen speed, so a player can
follow the other side's turn in the play area, the Influence numbers and the log.

Looking without acting (a card shown large, a public pile's list: looking.py) and the first-game
tour are the shared table kit's (client/kit/), as at the Heart of Crown table.
"""

from __future__ import annotations

import dataclasses
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from hoc_desktop.client.art.card_faces import face_height
from hoc_desktop.client.crown_rivals import pieces, words
from hoc_desktop.client.crown_rivals.faces import PlayingCardFaces
from hoc_desktop.client.crown_rivals.glide import Glides
from hoc_desktop.client.crown_rivals.layout import CRLayout, build_layout, influence_height
from hoc_desktop.client.crown_rivals.looking import Looking, face_up_spots
from hoc_desktop.client.crown_rivals.results import CRSummary
from hoc_desktop.client.kit.guide import Guide, TourBubble
from hoc_desktop.client.kit.pile_viewer import possessive
from hoc_desktop.client.kit import hud
from hoc_desktop.client.kit.curtain import behind_curtain
from hoc_desktop.client.log_header import export_words
from hoc_desktop.client.kit.log_view import LogScene, merged_draw
from hoc_desktop.client.kit.speeds import SPEED_NAMES, SPEEDS
from hoc_desktop.client.kit.prompt_panel import PromptPanel
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.client.kit.toast import Toast
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.client.ui.drawing import draw_box, draw_shadow, fit_text
from hoc_desktop.client.ui.menu import HelpScene, MenuScene
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.widgets import Button, ScrollLog
from hoc_desktop.client.ui.widgets.base import ACTIVATE_KEYS
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.crown_rivals.cards import values as values_of
from hoc_desktop.engine.crown_rivals.rules import load_rules
from hoc_desktop.engine.crown_rivals.state import STEP_PLAY
from hoc_desktop.engine.crown_rivals.view import SeatView

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

AI_STEP = {"slow": 1.1, "normal": 0.6, "fast": 0.25, "instant": 0.0}   # seconds between two AI moves
RESULTS_PAUSE = 1.2
DRAG_START = 6
CARD_STEPS = {"jack_trash", "opponent_discards", "remove_supporter", "trash"}
STEP_WORDS: dict[str, tuple[str, str, str]] = {
    "jack_trash": ("Jack: trash a market card", "Trash it", "Keep the market"),
    "opponent_discards": ("Discard a card", "Discard", "None"),
    "remove_supporter": ("Spades bonus", "Remove it", "Keep them"),
    "trash": ("Diamonds bonus", "Trash it", "Keep my cards"),
    "draw": ("Hearts bonus", "Draw", "Don't draw"),
    "bonus_order": ("Two bonuses", "Confirm", "None"),
}
HINTS = {
    "play": "Drag cards up to play them, to Currency to spend them. Drag market cards down to buy.",
    "buy": "Spend cards in Currency, drag market cards down to buy, then End turn.",
}
SPADES_OF_YOURS = "A spade you play stays here and shields your Influence from club damage."
SPADES_OF_THEIRS = "None: your clubs reach {whose} Influence directly."
KEY_ROWS = [("Left / Right", "Choose a card in the row"), ("Up / Down", "Hand, market, the opponent's spades"),
            ("Enter or 1-9", "Do what the card in focus offers"), ("C", "Discard the card in focus for currency"),
            ("E", "End your turn"), ("Z or right-click", "Show the card in focus (or under the pointer) large"),
            ("Click a discard pile or the trash", "List its cards"), ("Ctrl+Z / U", "Undo (against the AI)"),
            ("L", "The whole game log"), ("Esc", "Menu")]
ACTING_ZONES = ("hand", "market", "played", "their_spades")     # where a press picks or aims at a card


@dataclass
class Drag:
    """A card held by the pointer: where it came from, where it is drawn and where it was grabbed."""

    card: str
    source: str                    # "hand" or "market"
    rect: pygame.Rect
    offset: tuple[int, int]


class CrownRivalsTable(Scene):
    """One Crown Rivals game. `on_game_over(summary)` is called once the end has been seen."""

    def __init__(self, app: "App", session: GameSession, on_game_over: Callable[[CRSummary], None],
                 on_leave: Callable[[], None], speed: str = "normal",
                 menu_items: Sequence[tuple[str, Callable[[], None]]] = (), log_folder: Path | None = None,
                 guide: Guide | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.on_game_over = on_game_over
        self.on_leave = on_leave
        self.speed = speed if speed in SPEED_NAMES else "normal"
        self.menu_items = list(menu_items)
        self.log_folder = log_folder or Path(tempfile.gettempdir()) / "hoc-desktop-logs"
        self.faces = PlayingCardFaces()
        self.rules = load_rules()
        self.layout: CRLayout = build_layout(app.theme)
        self.log = ScrollLog("small")
        self.end_turn = Button("End turn", self._end_turn, hotkey=pygame.K_e, style="primary", role="body")
        self.undo = Button("Undo", self.take_back, hotkey=pygame.K_u, role="small")
        self.menu = Button("Menu", self.open_menu, hotkey_label="Esc", role="small")
        self.action_buttons: list[Button] = []
        self.widgets = [self.log, self.end_turn, self.undo, self.menu]
        self.tour = TourBubble(guide, self.widgets)     # the first-game tour (guide None: none)
        self.looking = Looking(self)            # the zoom and the pile lists
        self.panel: PromptPanel | None = None
        self._panel_prompt: Prompt | None = None
        self.refused: list[str] = []            # every reason the engine gave for a refused command
        self.toasts = Toast()
        self.glides = Glides(SPEEDS[self.speed][0])
        self._ai_wait = 0.0
        self._over_wait = RESULTS_PAUSE
        self._finished = False
        self.pointer = (0, 0)
        session.open_table()                    # hot-seat: the curtain first, before anything is shown
        self._forget_viewer()

    # ------------------------------------------------------------------ what the viewer knows
    @property
    def curtain(self) -> int | None:
        return self.session.curtain

    def view(self) -> SeatView:
        """Everything the table draws: the viewer's own view of the game."""
        return SeatView.of(self.session.game.state, self.session.viewer)

    def _forget_viewer(self) -> None:
        """Start afresh for `session.viewer`: the log re-told from that seat's stream, no card in
        focus or in hand, no Influence change pending (nothing of the previous viewer carries over)."""
        self.log.clear()
        self._told = 0
        self.glides.forget()
        self.focus: tuple[str, int] = ("hand", 0)
        self.drag: Drag | None = None
        self._press: tuple[str, str, pygame.Rect, tuple[int, int]] | None = None
        seats = len(self.session.kinds)
        self.changes: tuple[list[int], list[int]] = ([0] * seats, [0] * seats)   # this turn, last turn
        self._close_panel()
        self.looking.zoom.forget()
        self.dirty = True

    def hand_over(self) -> None:
        """The player behind the curtain has taken the table: show it as their seat knows it."""
        if self.curtain is None:
            return
        self.session.pass_curtain()
        self.app.sounds.play("turn")
        self._forget_viewer()

    # ------------------------------------------------------------------ lifecycle
    def resize(self, size: tuple[int, int]) -> None:
        theme = self.theme
        L = self.layout = build_layout(theme)
        self.log.layout(L.log, theme)
        self.end_turn.layout(L.end_turn, theme)
        self.undo.layout(L.undo, theme)
        self.menu.layout(L.menu, theme)
        self._place_actions()
        if self.panel is not None:
            self._place_panel()
        if self.tour.tip is not None:
            self.tour.place(self.tip_rect(), theme)
        self.looking.zoom.forget()
        hud.warm_zoom(theme, (L.zoom_w, face_height(L.zoom_w)))
        super().resize(size)

    def on_exit(self) -> None:
        self.session.close()

    @property
    def animating(self) -> bool:
        return (super().animating or self.session.thinking or self.drag is not None or self.toasts.showing
                or self._ai_wait > 0 or self.glides.moving or (self.looking.zoom.waiting and self.curtain is None)
                or (self.session.over and not self._finished))

    def update(self, dt: float) -> None:
        session = self.session
        paused = self.app.top is not self
        self._ai_wait = max(0.0, self._ai_wait - dt)
        if not paused and self._ai_wait <= 0 and session.update():
            self._ai_wait = AI_STEP[self.speed]
            self.dirty = True
        if session.suggestion is not None and not paused:
            seat, command = session.suggestion
            session.suggestion = None
            self.issue(seat, command)
        was = self.curtain
        if session.check_curtain() != was:
            self._forget_viewer()
        if self.curtain is None:
            self._tell()
            if not paused:
                self._sync_guide()
        self._sync_prompt()
        self._sync_buttons()
        if self.toasts.tick(dt) or self.glides.moving or self.looking.tick(dt, self.pointer):
            self.dirty = True
        self.glides.tick(dt)
        self.toasts.notice(session.notice())
        if session.over and not self._finished and not paused:
            self._over_wait -= dt
            if self._over_wait <= 0:
                self._finished = True
                self.on_game_over(self.summary())
        super().update(dt)

    def _tell(self) -> None:
        """Log lines for the viewer's events not told yet, in words the font can draw, and how
        Influence moved this turn and last (shown beside the numbers)."""
        events = self.session.events(0)
        if len(events) == self._told:
            return
        p = self.theme.palette
        for told in self.session.describe(self._told, len(events)):
            heading = told.text.startswith("Turn ")
            line = words.worded(told.text) + ("" if heading else ".")
            merged = merged_draw(self.log.lines[-1].text, line) if self.log.lines else None
            if merged is not None:                  # draws in a row read as one line
                self.log.replace_last(merged)
            else:
                self.log.append(line, color=p.accent if heading else None, bold=heading)
        self._told = len(events)
        self.changes = words.turn_changes(events, len(self.session.kinds))
        self.dirty = True

    # ------------------------------------------------------------------ acting
    def issue(self, seat: int, command: tuple[Any, ...]) -> str | None:
        """Put one command to the engine for a human seat, as a click or a drop does; shows and
        returns the reason when the engine refuses it."""
        why = self.session.submit(seat, command)
        if why is not None:
            self.refused.append(why)
            self.say(words.worded(why))
        else:
            self.app.sounds.play("play")
        self.dirty = True
        return why

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
            self.say("Wait for your turn.")
        else:
            self.issue(prompt.seat, command)

    def _end_turn(self) -> None:
        prompt = self._mine()
        if prompt is not None:
            self.issue(prompt.seat, ("end_turn",))

    def take_back(self) -> None:
        if self.session.undo():
            self._forget_viewer()
            self.say("Taken back.")
        else:
            self.say("Nothing to undo: undo goes back to your last decision, never past a card you have seen.")

    def apply_settings(self, speed: str, auto_play: bool, confirm_unspent: bool) -> None:
        """The settings changed while the game is open: the pace of AI moves follows at once (the
        other two are Heart of Crown's: Crown Rivals has no trivial plays nor coins to forget)."""
        self.speed = speed if speed in AI_STEP else self.speed
        self.glides.seconds = SPEEDS[self.speed][0]

    def say(self, text: str, note: bool = False) -> None:
        self.toasts.say(text, note)
        self.dirty = True

    # ------------------------------------------------------------------ the first-game tour
    def _sync_guide(self) -> None:
        if self.tour.guide is None:
            return
        if self.tour.follow(self.session.human_prompt()):
            self.tour.place(self.tip_rect(), self.theme)
            self.dirty = True

    def tip_rect(self) -> pygame.Rect:
        """Where a tip sits: over the log (the least needed part of the table in a first game);
        only when its words do not fit there (large text on a small window) over the table."""
        L = self.layout
        field = pygame.Rect(L.their_info.x, L.their_info.y, L.log.x - 2 * L.their_info.x, L.size[1] - 2 * L.their_info.y)
        return self.tour.spot(self.theme, L.log, field)

    # ------------------------------------------------------------------ prompts and buttons
    def _sync_prompt(self) -> None:
        """A pick prompt for the viewer gets the prompt panel (the same one as Heart of Crown's)."""
        prompt = self.session.human_prompt()
        wanted = prompt if prompt is not None and not prompt.offers_commands else None
        if wanted is self._panel_prompt:
            return
        self._close_panel()
        if wanted is not None:
            shown = dataclasses.replace(wanted, kind=wanted.step, text=words.worded(wanted.text))   # named by step
            self.panel = PromptPanel(shown, lambda card: card, self.faces, self._answer, self.looking.panel_card,
                                     card_kinds=CARD_STEPS, kind_words=STEP_WORDS)
            self._panel_prompt = wanted
            self.widgets.append(self.panel)
            self._place_panel()
        self.dirty = True

    def _close_panel(self) -> None:
        if getattr(self, "panel", None) is not None:
            self.widgets.remove(self.panel)
            self.looking.zoom.close("panel")
        self.panel = None
        self._panel_prompt = None

    def _place_panel(self) -> None:
        assert self.panel is not None
        L = self.layout
        w, h = self.panel.preferred_size(self.theme, L.log.x - 2 * self.theme.margin)
        rect = pygame.Rect(0, 0, w, h)
        rect.midbottom = (L.log.x // 2, L.hand.y - self.theme.px(40))
        rect.top = max(self.theme.px(8), rect.top)
        self.panel.layout(rect, self.theme)

    def _answer(self, command: tuple[Any, ...]) -> None:
        prompt = self.session.human_prompt()
        if prompt is not None:
            self.issue(prompt.seat, command)

    def _sync_buttons(self) -> None:
        mine = self._mine()
        self.end_turn.enabled = mine is not None
        self.undo.enabled = self.curtain is None and self.session.undo_target() is not None
        self._sync_actions()

    def focused_card(self) -> str | None:
        """The card the keyboard (or the last click) points at: the one at its place in its row, or
        the row's last when the row has shrunk since (a card played from the end of the hand)."""
        row, index = self.focus
        cards = self._row(row)
        return cards[min(index, len(cards) - 1)] if cards else None

    def _row(self, row: str) -> list[str]:
        if self.curtain is not None:
            return []
        view = self.view()
        if row == "hand":
            return list(view.me.hand or ())
        if row == "market":
            return [c for c in view.market if c is not None]
        return [sup.spade for sup in view.them.supporters]

    def _sync_actions(self) -> None:
        """The buttons of the card in focus (Play it, Boost..., Discard for currency, Buy it for 9)."""
        card = self.focused_card() if self.drag is None else None     # a held card shows where it can go instead
        actions = (words.actions_for(card, self._mine(), self.rules, self.view().turn.currency_cards)
                   if card is not None else [])
        labels = [a.label for a in actions]
        if labels == [b.text for b in self.action_buttons]:
            for button, action in zip(self.action_buttons, actions):
                button.on_click = self._doer(action.command)
            return
        for button in self.action_buttons:
            self.widgets.remove(button)
        self.action_buttons = [Button(a.label, self._doer(a.command), hotkey_label=str(i + 1), role="small",
                                      style="primary" if i == 0 else "normal")
                               for i, a in enumerate(actions[:9])]
        self.widgets[1:1] = self.action_buttons
        self._place_actions()
        self.dirty = True

    def _place_actions(self) -> None:
        """The card's buttons in rows above the hand, the first row lowest (a second one rises to just
        below the cards in your play area)."""
        theme = self.theme
        area = self.layout.actions
        gap = theme.px(4)
        rows: list[list[tuple[Button, int]]] = [[]]
        used = 0
        for button in self.action_buttons:
            width = min(button.min_width(theme, padding=16, centred=False), area.width)
            if rows[-1] and used + gap + width > area.width:
                rows.append([])
                used = 0
            rows[-1].append((button, width))
            used += width + (gap if used else 0)
        for k, row in enumerate(rows):
            x, y = area.x, area.y - k * (area.height + gap)
            for button, width in row:
                button.layout((x, y, width, area.height), theme)
                x += width + gap

    def _doer(self, command: tuple[Any, ...]) -> Callable[[], None]:
        return lambda: self.act(command)

    # ------------------------------------------------------------------ input
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

    def _curtain_input(self, event: pygame.event.Event) -> bool:
        """Behind the curtain only "I am ready" (a click, Enter or Space) and Esc (leave) work."""
        return behind_curtain(event, self.hand_over, self.on_leave)

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE and self.looking.zoom.close():   # a card shown large goes first,
            self.dirty = True                                              # even over a panel
            return True
        if self.panel is not None and self.panel.handle(event):
            return True
        key = event.key
        if key == pygame.K_ESCAPE:
            self.open_menu()
        elif key == pygame.K_z and event.mod & pygame.KMOD_CTRL or key == pygame.K_u:
            self.take_back()
        elif key == pygame.K_z:
            self.looking.zoom_focused(self.focused_card())
        elif key == pygame.K_e:
            self._end_turn()
        elif key == pygame.K_l:
            self.open_log()
        elif key in (pygame.K_F1, pygame.K_QUESTION) or event.unicode == "?":
            self.app.push(HelpScene(self.app, "Keys at the Crown Rivals table", KEY_ROWS))
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            row, index = self.focus
            count = len(self._row(row))
            self.focus = (row, (index + (1 if key == pygame.K_RIGHT else -1)) % count if count else 0)
        elif key in (pygame.K_UP, pygame.K_DOWN):
            order = ["hand", "market", "their_spades"]
            row = order[(order.index(self.focus[0]) + (1 if key == pygame.K_UP else -1)) % len(order)]
            self.focus = (row, 0)
        elif key in ACTIVATE_KEYS or pygame.K_1 <= key <= pygame.K_9:
            index = 0 if key in ACTIVATE_KEYS else key - pygame.K_1
            if index < len(self.action_buttons):
                self.action_buttons[index].activate()
        elif key == pygame.K_c:
            card = self.focused_card()
            if card is not None and self.focus[0] == "hand":
                self.act(("currency", card))
        else:
            return super().handle(event)
        self.dirty = True
        return True

    def open_menu(self) -> None:
        items = [("Resume", lambda: None), ("Game log", self.open_log), *self.menu_items,
                 ("Keys", lambda: self.app.push(HelpScene(self.app, "Keys at the Crown Rivals table", KEY_ROWS))),
                 ("Leave to the title", self._ask_leave)]
        self.app.push(MenuScene(self.app, "Menu", items))

    def _ask_leave(self) -> None:
        self.app.push(ConfirmScene(self.app, "Leave this game?", "Leave", "Stay", self.on_leave,
                                   detail="It is saved: Continue on the title screen goes on from here."))

    def open_log(self) -> None:
        names = list(self.session.setup["players"])
        header, seat = export_words(self.session, None)
        self.app.push(LogScene(self.app, self.log.lines, names, self.log_folder, self.faces,   # lines name no card
                               header=header, seat=seat))

    # ---- pointer
    def card_rects(self) -> list[tuple[str, str, pygame.Rect]]:
        """(zone, card, rect) of every card the pointer can take or aim at, topmost last."""
        if self.curtain is not None:
            return []
        return [spot for spot in face_up_spots(self.view(), self.layout, self.theme) if spot[0] in ACTING_ZONES]

    def _hit(self, pos: tuple[int, int], zones: tuple[str, ...]) -> tuple[str, str, pygame.Rect] | None:
        for zone, card, rect in reversed(self.card_rects()):
            if zone in zones and rect.collidepoint(pos):
                return zone, card, rect
        return None

    def _press_at(self, pos: tuple[int, int]) -> bool:
        hit = self._hit(pos, ("hand", "market", "their_spades"))
        if hit is None:
            return False
        zone, card, rect = hit
        row = {"hand": "hand", "market": "market", "their_spades": "their_spades"}[zone]
        self.focus = (row, self._row(row).index(card))
        self._press = (zone, card, rect, pos)
        self.dirty = True
        return True

    def _moved(self, pos: tuple[int, int]) -> None:
        if self.drag is not None:
            self.drag.rect.topleft = (pos[0] - self.drag.offset[0], pos[1] - self.drag.offset[1])
            self.dirty = True
        elif self._press is not None:
            zone, card, rect, start = self._press
            if zone in ("hand", "market") and max(abs(pos[0] - start[0]), abs(pos[1] - start[1])) >= DRAG_START:
                self.drag = Drag(card, zone, rect.copy(), (start[0] - rect.x, start[1] - rect.y))
                self._moved(pos)

    def _release(self, pos: tuple[int, int]) -> bool:
        drag, self.drag, self._press = self.drag, None, None
        if drag is None:
            return False
        self.glides.at(drag.card, drag.rect)     # a card let go travels on from where it was dropped
        zone, target = self.drop_zone(pos, drag.card)
        boosted = words.boosted_cards(self.view(), self.rules)
        command = words.drop_command(drag.card, drag.source, zone, target, boosted) if zone is not None else None
        if zone == words.PLAYED_CARD and isinstance(command, tuple) and len(command) == 3:
            self._boost_played(command)
        elif command is not None:
            self.act(command)
        self.dirty = True
        return True

    def _boost_played(self, command: tuple[Any, ...]) -> None:
        """A diamond dropped on the card you have just played: the two are played together instead,
        when that play can still be taken back (nothing learned, nothing else done since)."""
        prompt = self._mine()
        seat = self.session.viewer
        commands = self.session.game.commands
        if prompt is None or not commands or commands[-1] != (seat, ("play", command[1])):
            self.say(words.LATE_BOOST)
            return
        why = self.session.amend(seat, command)
        if why is not None:
            self.refused.append(why)
            self.say(words.LATE_BOOST)
        else:
            self._forget_viewer()                # the log is told again from the amended stream
            self.app.sounds.play("play")

    def drop_zone(self, pos: tuple[int, int], held: str) -> tuple[str | None, str | None]:
        """What lies under `pos` for a drop of `held`: (zone, the card there if any)."""
        L = self.layout
        hit = self._hit(pos, ("hand", "played"))
        if hit is not None and hit[1] != held:
            return (words.HAND_CARD if hit[0] == "hand" else words.PLAYED_CARD), hit[1]
        if L.currency.collidepoint(pos):
            return words.CURRENCY, None
        if L.my_play.union(L.my_spades).collidepoint(pos):
            return words.PLAY, None
        if L.my_side.collidepoint(pos):
            return words.MY_SIDE, None
        return None, None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.blit(pieces.cloth(theme), (0, 0))
        if self.curtain is not None:
            name = self.session.setup["players"][self.curtain]
            hud.draw_curtain(surface, theme, name, words.curtain_reason(self.session.prompt()))
            return
        view = self.view()
        self._draw_opponent(surface, view)
        self._draw_market(surface, view)
        self._draw_turn_panel(surface, view)
        self._draw_mine(surface, view)
        super().draw(surface)
        if self.drag is not None:
            draw_shadow(surface, self.drag.rect, theme, depth=10)
            surface.blit(self.faces.face(self.drag.card, self.drag.rect.width), self.drag.rect)
        if self.toasts.showing:
            hud.draw_toast(surface, theme, self.toasts.text, (self.layout.log.x // 2, self.layout.actions.y - theme.px(24)),
                           self.toasts.note)
        self.tour.draw(surface, theme)
        self.looking.draw(surface, theme)

    def _draw_opponent(self, surface: pygame.Surface, view: SeatView) -> None:
        theme, L = self.theme, self.layout
        them = view.them
        pieces.area(surface, theme, L.their_info, "")
        self._influence(surface, L.their_info, them, False)
        pieces.area(surface, theme, L.their_play, "Played this turn")
        self._draw_played(surface, view, them, L.their_play, L.their_w)
        pieces.area(surface, theme, L.their_piles, "")
        pieces.pile(surface, theme, self.faces, L.their_hand, None, them.hand_size, "Hand", face_down=True)
        pieces.pile(surface, theme, self.faces, L.their_draw, None, them.draw_size, "Draw", face_down=True)
        self._discard_pile(surface, L.their_discard, them.discard, "Discard")
        self._draw_spades(surface, L.their_spades, them, "Their spades (shields)", L.their_w)

    def _draw_played(self, surface: pygame.Surface, view: SeatView, player: Any, area: pygame.Rect,
                     width: int) -> None:
        """The cards a player played this turn; a boosted one carries its boosted value on a pill."""
        theme, L = self.theme, self.layout
        p = theme.palette
        boosted = {x.card: x.value for x in view.turn.played} if view.turn.seat == player.seat else {}
        printed = values_of(self.rules)
        for card, rect in zip(player.play, L.played_rects(theme, area, len(player.play), width)):
            self._face(surface, card, rect)
            if card in boosted and boosted[card] != printed[card]:
                hud.pill(surface, theme, f"now {boosted[card]}", (rect.centerx, rect.bottom - theme.px(10)), p.accent,
                         p.text_dark, role="small")

    def _draw_spades(self, surface: pygame.Surface, area: pygame.Rect, player: Any, label: str, width: int) -> None:
        """A player's spades in play, sideways, each with its diamond's corner showing beneath and
        its shield value; a spade your damage can clear now is ringed."""
        theme, L = self.theme, self.layout
        p = theme.palette
        mine = area is L.my_spades
        pieces.area(surface, theme, area, label, mine=mine)
        if not player.supporters:
            empty = (SPADES_OF_YOURS if mine else SPADES_OF_THEIRS).format(whose=possessive(player.name))
            top = L.spade_rects(theme, area, 1, width)[0].y
            pieces.empty_note(surface, theme, pygame.Rect(area.x, top, area.width, area.bottom - top - theme.px(4)), empty)
        aimed = self.focused_card() if self.focus[0] == "their_spades" else None
        removable = {o[1] for o in (self._mine() or _NO_PROMPT).options if o[0] == "remove"}
        for sup, rect in zip(player.supporters, L.spade_rects(theme, area, len(player.supporters), width)):
            if sup.diamond is not None:             # the diamond lies under its spade, its corner showing
                under = pygame.Rect(rect.x + theme.px(10), rect.y + theme.px(14), width, face_height(width))
                under = self.glides.at(sup.diamond, under)
                surface.blit(self.faces.face(sup.diamond, width), under, area=pygame.Rect(
                    0, 0, width, max(0, area.bottom - under.y)))
            surface.blit(self.faces.sideways(sup.spade, width), self.glides.at(sup.spade, rect))
            if sup.spade == aimed:
                hud.draw_card_focus(surface, theme, rect)
            elif sup.spade in removable:            # your damage pool can clear it: click it
                pygame.draw.rect(surface, p.accent, rect.inflate(theme.px(8), theme.px(8)), width=theme.border + 1,
                                 border_radius=theme.px(8))
            shield = f"shield {sup.value}"
            if hud.pill_size(theme, shield, "tiny")[0] > rect.width:      # large text: the number alone
                shield = str(sup.value)
            pill_w, pill_h = hud.pill_size(theme, shield, "tiny")      # on the card's lower edge, inside the area
            at = (max(rect.centerx, area.x + pill_w // 2), min(rect.bottom + theme.px(2), area.bottom - pill_h // 2))
            hud.pill(surface, theme, shield, at, p.pill_dark, p.text, role="tiny")

    def _draw_market(self, surface: pygame.Surface, view: SeatView) -> None:
        theme, L = self.theme, self.layout
        p = theme.palette
        left = L.market_deck.x - theme.px(10)
        band = pygame.Rect(left, L.market_title.y - theme.px(2), L.market_title.right + theme.px(10) - left,
                           L.turn_panel.bottom - L.market_title.y + theme.px(2))
        draw_box(surface, band, p.table_panel, None, theme)
        title = fit_text("Market: cost = value; drag a card down to buy it", theme.font("small", True),
                         L.market_title.width)
        surface.blit(theme.text(title, "small", p.slot_text, bold=True), L.market_title)
        pieces.pile(surface, theme, self.faces, L.market_deck, None, view.market_deck_size, "Deck", face_down=True)
        focus = self.focused_card() if self.focus[0] == "market" else None
        buys = {o[1] for o in (self._mine() or _NO_PROMPT).options if o[0] == "buy"}
        for card, rect in zip(view.market, L.market):
            if card is None:
                pygame.draw.rect(surface, p.slot_line, rect, width=theme.border, border_radius=theme.px(6))
            elif not (self.drag is not None and self.drag.card == card):
                self._face(surface, card, rect, ring=p.focus if card == focus else p.accent if card in buys else None)
        self._discard_pile(surface, L.trash, view.trash, "Trash")

    def _draw_turn_panel(self, surface: pygame.Surface, view: SeatView) -> None:
        """Whose turn, which step, the damage waiting and the active player's currency, and a hint."""
        p = self.theme.palette
        turn = view.turn
        mine = turn.seat == view.seat
        who = "Your turn" if mine else f"{possessive(view.players[turn.seat].name)} turn"
        step = "Playing cards" if turn.step == STEP_PLAY else "Buying"
        lines = [(who, "body", p.accent, True), (f"Turn {turn.number}  ·  {step}", "small", p.text, True)]
        if self.session.thinking:
            lines.append(("Thinking...", "small", p.text_dim, False))
        if turn.pool:
            lines.append((f"Damage waiting: {turn.pool} (spades block it)", "small", p.warn, True))
        if turn.currency and not mine:
            lines.append((f"Currency to spend: {turn.currency}", "small", p.text, True))
        if mine and view.result is None:
            lines.append((HINTS.get(turn.step, ""), "tiny", p.text_dim, False))
        pieces.text_panel(surface, self.theme, self.layout.turn_panel, lines)

    def _draw_mine(self, surface: pygame.Surface, view: SeatView) -> None:
        theme, L = self.theme, self.layout
        p = theme.palette
        me = view.me
        pieces.area(surface, theme, L.my_info, "", mine=True)
        self._influence(surface, L.my_info, me, True)
        bonus = ", ".join(f"{words.suit_plural(s)} {n}" for s, n in view.turn.bonuses.items() if n) \
            if view.turn.seat == view.seat else ""
        if bonus and L.my_info.height >= influence_height(theme) + theme.line_height("tiny"):   # else: the log says it
            line = theme.text(f"Bonuses this turn: {bonus}", "tiny", p.text_dim)
            surface.blit(line, (L.my_info.x + theme.px(10), L.my_info.bottom - line.get_height() - theme.px(6)))
        pieces.area(surface, theme, L.my_play, "Your play area: drop a card here to play it", mine=True)
        if self.drag is not None and self.drag.source == "hand":      # where the held card can go
            for target in (L.my_play, L.currency):
                pygame.draw.rect(surface, p.accent, target, width=theme.border, border_radius=theme.radius)
        self._draw_played(surface, view, me, L.my_play, L.play_w)
        self._draw_spades(surface, L.my_spades, me, "Your spades (shields)", L.play_w)
        room = L.my_discard.x - L.my_draw.x
        pieces.pile(surface, theme, self.faces, L.my_draw, None, me.draw_size, "Draw pile", face_down=True, room=room)
        self._discard_pile(surface, L.my_discard, me.discard, "Discard", room)
        hot = self.drag is not None and self.drag.source == "hand" and L.currency.collidepoint(self.pointer)
        pieces.currency_box(surface, theme, L.currency, view.turn.currency if view.turn.seat == view.seat else 0, hot)
        focus = self.focused_card() if self.focus[0] == "hand" else None
        playable = {o[1] for o in (self._mine() or _NO_PROMPT).options if o[0] == "play"}
        for card, rect in zip(me.hand or (), L.hand_rects(theme, len(me.hand or ()))):
            if self.drag is not None and self.drag.card == card:
                pygame.draw.rect(surface, p.slot_line, rect, width=theme.border, border_radius=theme.px(6))
                continue
            lifted = rect.move(0, -theme.px(10)) if card == focus else rect
            self._face(surface, card, lifted, ring=p.focus if card == focus else p.accent if card in playable else None)

    def _face(self, surface: pygame.Surface, card: str, rect: pygame.Rect, ring: Any = None) -> None:
        """A card face up at its place, or on its way there (glide.py)."""
        pieces.card(surface, self.theme, self.faces, card, self.glides.at(card, rect), ring)

    def _discard_pile(self, surface: pygame.Surface, rect: pygame.Rect, cards: Sequence[str], label: str,
                      room: int | None = None) -> None:
        """A face-up pile (a discard pile, the trash): its place and size, its top card arriving (a
        click lists it: looking.py)."""
        pieces.pile(surface, self.theme, self.faces, rect, None, len(cards), label, face_down=False, room=room)
        if cards:
            self._face(surface, cards[-1], rect)
            hud.pill(surface, self.theme, str(len(cards)), (rect.centerx, rect.bottom - self.theme.px(12)),
                     self.theme.palette.pill_dark, self.theme.palette.text, role="small")

    def _influence(self, surface: pygame.Surface, rect: pygame.Rect, player: Any, you: bool) -> None:
        this, last = self.changes
        pieces.influence(surface, self.theme, rect, player, you, self.rules, this[player.seat], last[player.seat])

    # ------------------------------------------------------------------ the end
    def summary(self) -> CRSummary:
        """The finished game for the results screen, from the viewer's stream and view (public facts)."""
        view = self.view()
        start = self.rules.starting_influence
        result = view.result or {}
        return CRSummary(players=[p.name for p in view.players], winner=result.get("winner"),
                         reason=str(result.get("reason", "unfinished")),
                         influence=[p.influence for p in view.players],
                         by_turn=words.influence_by_turn(self.session.events(0), len(view.players), start))


_NO_PROMPT = Prompt(seat=-1, kind="none", text="", options=())

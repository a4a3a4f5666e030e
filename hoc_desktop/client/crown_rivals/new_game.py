"""Starting a Crown Rivals game: who you play against (an AI level, or a second player at the same
screen), the players' names, and how to play in five lines. *Start* calls `start_game(setup,
kinds)` like every way into a game; *Tour* calls `on_tour(setup, kinds)`, the same game with the
first-game tour; the deal is a fresh seed, written in the setup (and so in saves). The screen opens
on the opponent and names chosen last (`CRChoice`, kept by the program for the session, as Heart of
Crown's New game does). With large text the lines that do not fit give way to a pointer to the
full rules, never running under the buttons."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from hoc_desktop.ai.crown_rivals import LEVELS
from hoc_desktop.client.crown_rivals.rules_sections import crown_rivals_values
from hoc_desktop.client.crown_rivals.setup import crown_rivals_setup
from hoc_desktop.client.game_config import HUMAN, StartGame, check_names, new_seed, player_names, seat_label
from hoc_desktop.client.kit.setup_screen import SetupScreen
from hoc_desktop.client.ui.widgets import Button, Choice, Label, Panel
from hoc_desktop.client.ui.widgets.text_field import TextField
from hoc_desktop.i18n import N_, _

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

HOT_SEAT = N_("Another player at this screen")
DEFAULT_OPPONENT = "normal"
HOW_TO_PLAY = (       # filled from the rule numbers (rules_sections.py, crown_rivals_values); English (N_)
    N_("Raise your Influence to {win_influence}, or bring your rival's down to {lose_influence}. "
       "Both start at {starting_influence}."),
    N_("Each turn, first PLAY cards for their suit: clubs deal damage, hearts heal you, spades stay in play "
       "as shields, diamonds boost the card they are played with (or count alone)."),
    N_("Two played cards of one suit and the same parity (both odd or both even) earn that suit's bonus."),
    N_("Then DISCARD the cards you keep for currency and BUY market cards: a card costs its value "
       "(ace {ace_value}, jack {jack_value}, queen and king {face_value}; a jack and an ace together are "
       "worth {jack_and_ace})."),
    N_("Unused cards are discarded at the end of your turn, and you draw {hand_size} new ones."),
)


def opponent_levels() -> list[str]:
    """The AI levels a player can choose to face, weakest first: Crown Rivals' own (ai/crown_rivals),
    but `random`, which is there to measure the others."""
    return [level for level in LEVELS if level != "random"]


@dataclass(frozen=True)
class CRChoice:
    """What the setup screen's Start was given: the second seat's kind (an AI level or HUMAN) and
    the names typed for the two seats ("" for the default name)."""

    opponent: str = DEFAULT_OPPONENT
    names: tuple[str, str] = ("", "")


class CrownRivalsNewGame(SetupScreen[CRChoice]):
    """The Crown Rivals setup screen. `on_back` leaves it; `on_rules` opens the rules; `choice` is
    what it shows first (the last game's), `remember` is told the choice a game starts with."""

    def __init__(self, app: "App", start_game: StartGame, on_back: Callable[[], object],
                 on_rules: Callable[[], None] | None = None, choice: CRChoice = CRChoice(),
                 remember: Callable[[CRChoice], None] | None = None, on_tour: StartGame | None = None) -> None:
        super().__init__(app, start_game, on_back, remember)
        self.on_tour = on_tour
        self.levels = opponent_levels()
        options = [seat_label(level) for level in self.levels] + [_(HOT_SEAT)]
        kinds = [*self.levels, HUMAN]
        shown = kinds.index(choice.opponent) if choice.opponent in kinds else self.levels.index(DEFAULT_OPPONENT)
        self.opponent = Choice(options, shown, on_change=lambda _index: self._kinds_changed())
        self.names_label = Label(_("Names"), "body", bold=True)
        self.name_fields = [self.name_field(name) for name in choice.names]
        self.message = Label("", "small")
        self.title = Label(_("Crown Rivals"), "title", bold=True, align="center")
        self.subtitle = Label(_("A duel for two with a standard deck of playing cards"), "large", align="center")
        self.opponent_label = Label(_("Your opponent"), "body", bold=True)
        values = crown_rivals_values()
        self.how = [Label(f"{i + 1}. {_(line).format(**values)}", "body", wrap=True)
                    for i, line in enumerate(HOW_TO_PLAY)]
        self.more = Label(_("More under Full rules."), "body", bold=True)
        self.panel = Panel(_("How to play"), [*self.how, self.more])
        self.rules = Button(_("Full rules"), on_rules, hotkey=pygame.K_r) if on_rules is not None else None
        self.tour = Button(_("Tour"), self.begin_tour, hotkey=pygame.K_t) if on_tour is not None else None
        self.widgets = [w for w in (self.title, self.subtitle, self.opponent_label, self.opponent, self.names_label,
                                    *self.name_fields, self.message, self.panel, self.back, self.rules, self.tour,
                                    self.start)
                        if w is not None]
        self._kinds_changed()

    def kinds(self) -> list[str]:
        """The seat kinds chosen: you in seat 1, the opponent in seat 2."""
        index = self.opponent.index
        return [HUMAN, self.levels[index] if index < len(self.levels) else HUMAN]

    def _kinds_changed(self) -> None:
        """Each name field shows its seat's default name; an AI is named by its level, so only a
        second person at the screen gets a field of their own."""
        self.show_default_names(self.name_fields, self.kinds())
        self.name_fields[1].visible = self.kinds()[1] == HUMAN
        self.dirty = True

    def choice(self) -> CRChoice:
        typed = [field.text.strip() if field.visible else "" for field in self.name_fields]
        return CRChoice(self.kinds()[1], (typed[0], typed[1]))

    def begin(self) -> None:
        """*Start*: the game chosen."""
        self._begin_with(self.start_game)

    def begin_tour(self) -> None:
        """*Tour*: the game chosen, with the first-game tour's tips at the table."""
        if self.on_tour is not None:
            self._begin_with(self.on_tour)

    def _begin_with(self, start: StartGame) -> None:
        """Start the game chosen through `start`, or say in one line why those names cannot be
        (too long, twice)."""
        kinds, choice = self.kinds(), self.choice()
        names = [typed or default for typed, default in zip(choice.names, player_names(kinds))]
        try:
            check_names(names)
        except ValueError as exc:
            problem = f"{str(exc)[:1].upper()}{str(exc)[1:]}"
            self.message.text = _("{problem}: change a name to start.").format(problem=problem)
            self.message.color = self.theme.palette.warn
            self.message.dirty = self.dirty = True
            self.resize(self.app.size)
            return
        self.launch(start, choice, crown_rivals_setup(kinds, new_seed(), names), kinds)

    def text_fields(self) -> list[TextField]:
        """The names being typed take the keys first (Enter leaves the field, Esc too), then the hotkeys."""
        return self.name_fields

    @property
    def buttons(self) -> list[Button]:
        return [b for b in (self.back, self.rules, self.tour, self.start) if b is not None]

    def _buttons_per_row(self, width: int) -> int:
        """All the buttons in one row when each label fits beside its key cap, else two a row."""
        theme = self.theme
        need = max(b.min_width(theme, padding=40, centred=False) for b in self.buttons)
        count = len(self.buttons)
        return count if count * need + (count - 1) * theme.gap <= width else 2

    def resize(self, size: tuple[int, int]) -> None:
        """The screen laid out; when large text leaves How to play no room for its first line, the
        subtitle gives way to it, then the title (the window's caption still names the game)."""
        for title, subtitle in ((True, True), (True, False), (False, False)):
            self._lay_out(size, title, subtitle)
            if self.how[0].visible:
                break
        super().resize(size)

    def _lay_out(self, size: tuple[int, int], title: bool, subtitle: bool) -> None:
        theme = self.theme
        w, h = size
        full_w = min(w - 2 * theme.margin, theme.px(900))
        x0 = (w - full_w) // 2
        y = theme.margin
        self.title.visible = title
        self.title.layout((0, y, w, theme.line_height("title") if title else 0), theme)
        self.title.color = theme.palette.accent
        y = self.title.rect.bottom
        self.subtitle.visible = subtitle
        self.subtitle.layout((0, y, w, theme.line_height("large") if subtitle else 0), theme)
        self.subtitle.color = theme.palette.text_dim
        y = self.subtitle.rect.bottom + theme.px(20)
        row_h = theme.control_height("body")
        label_w = theme.font("body", True).size(self.opponent_label.text)[0] + theme.px(20)
        self.opponent_label.layout((x0, y, label_w, row_h), theme)
        self.opponent.layout((x0 + label_w, y, full_w - label_w, row_h), theme)
        y += row_h + theme.px(8)
        self.names_label.layout((x0, y, label_w, row_h), theme)
        field_w = (full_w - label_w - theme.gap) // 2
        for i, field in enumerate(self.name_fields):
            field.layout((x0 + label_w + i * (field_w + theme.gap), y, field_w, row_h), theme)
        y += row_h
        message_h = theme.line_height("small") if self.message.text else 0     # room only when it says something
        self.message.layout((x0 + label_w, y, full_w - label_w, message_h), theme)
        y += message_h + theme.px(4)
        button_h = theme.control_height("large")
        rows = -(-len(self.buttons) // self._buttons_per_row(full_w))
        bottom = h - theme.margin - rows * button_h - (rows - 1) * theme.gap
        self.panel.layout((x0, y, full_w, bottom - theme.px(16) - y), theme)
        inner = self.panel.content_rect
        top = inner.y
        more_h = theme.line_height("body")
        for i, label in enumerate(self.how):
            height = theme.text(label.text, "body", wraplength=inner.width).get_height()
            last = i == len(self.how) - 1
            label.visible = ((i == 0 or self.how[i - 1].visible)
                             and top + height <= inner.bottom - (0 if last else more_h))
            label.layout((inner.x, top, inner.width, height), theme)
            top += height + theme.px(6)
        shown = [label for label in self.how if label.visible]
        self.more.visible = self.rules is not None and len(shown) < len(self.how)
        more_y = shown[-1].rect.bottom + theme.px(6) if shown else inner.y
        self.more.layout((inner.x, more_y, inner.width, more_h), theme)
        per_row = self._buttons_per_row(full_w)
        for i, button in enumerate(self.buttons):
            row, col = divmod(i, per_row)
            button_w = (full_w - theme.gap * (per_row - 1)) // per_row
            button.layout((x0 + col * (button_w + theme.gap), bottom + row * (button_h + theme.gap),
                           button_w, button_h),
                          theme)

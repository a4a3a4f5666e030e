"""The players panel of Heart of Crown's new-game screen: how many play, each seat's kind (you,
another person or an AI level) and name, and the rulebook's variants. The Guardians variant is
offered only while the card sets in play line up enough princesses (the market panel knows), so
a game without it shows the same three variant rows as before."""

from __future__ import annotations

from typing import Any, Callable

from hoc_desktop.client.game_config import HUMAN, QUICK_OPPONENT, seat_label

from hoc_desktop.client.hoc.setup import (AI_LEVELS, JUDGMENTS, MAX_SEATS, MIN_SEATS, NO_RARES_SEATS, SEAT_KINDS,
                                          GameChoice)
from hoc_desktop.client.hoc.new_game.layout import Rows
from hoc_desktop.client.kit.setup_screen import SetupScreen
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets import Choice, Label, Panel
from hoc_desktop.client.ui.widgets.text_field import TextField
from hoc_desktop.i18n import N_, _, ngettext

# variant selectors: (labelled options, self-describing options when the labels do not fit)
# (in English: translated where shown)
RARES = (N_("Rares"), (N_("In the game"), N_("Left out")), (N_("With Rares"), N_("Without Rares")))
SEATING = (N_("Seating"), (N_("First at random"), N_("Hand Elimination")),
           (N_("Random first player"), N_("Hand Elimination")))
JUDGMENT = (N_("Judgment"), (N_("Three piles"), N_("Dukes only")), (N_("Judgment: 3 piles"), N_("Judgment: Dukes")))
GUARDIANS = (N_("Guardians"), (N_("Off"), N_("On")), (N_("No Guardians"), N_("Guardians")))
VARIANTS = (RARES, SEATING, JUDGMENT, GUARDIANS)

NameField = Callable[[Callable[[str], None]], TextField]


def words(options: tuple[str, ...]) -> list[str]:
    """A selector's options in the current language."""
    return [_(option) for option in options]


class PlayersPanel(Panel):
    """The seats and the variants. It holds each seat's kind and typed name ("": the default),
    all `MAX_SEATS` of them, so a seat taken out and put back keeps what it had; any change calls
    `on_change`. `name_field(on_typed)` makes a seat's name field (the screen's, so Enter leaves it)."""

    def __init__(self, name_field: NameField, on_change: Callable[[], None]) -> None:
        super().__init__(_("Players"))
        self.on_change = on_change
        self.kinds = [HUMAN] + [QUICK_OPPONENT] * (MAX_SEATS - 1)
        self.names = [""] * MAX_SEATS
        self.labelled = True                          # "Seat 1", "Rares"... labels shown
        self.count = Choice([ngettext("{n} player", "{n} players", n).format(n=n)
                             for n in range(MIN_SEATS, MAX_SEATS + 1)], 0,
                            on_change=lambda _value: self._seats_changed())
        self.seat_labels = [Label(_("Seat {n}").format(n=i + 1), "body") for i in range(MAX_SEATS)]
        self.seat_choices = [Choice([seat_label(k) for k in SEAT_KINDS], SEAT_KINDS.index(self.kinds[i]),
                                    on_change=self._kind_setter(i)) for i in range(MAX_SEATS)]
        self.name_fields = [name_field(self._name_setter(i)) for i in range(MAX_SEATS)]
        self.variants_label = Label(_("Variants"), "small", bold=True)
        self.variant_labels = [Label(_(spec[0]), "body") for spec in VARIANTS]
        self.rares = Choice(words(RARES[1]), 0, on_change=lambda _index: on_change())
        self.seating = Choice(words(SEATING[1]), 0, on_change=lambda _index: on_change())
        self.judgment = Choice(words(JUDGMENT[1]), 0, on_change=lambda _index: on_change())
        self.guardians = Choice(words(GUARDIANS[1]), 0, on_change=lambda _index: on_change())
        self.variants = (self.rares, self.seating, self.judgment, self.guardians)
        seat_rows = [w for row in zip(self.seat_labels, self.seat_choices, self.name_fields) for w in row]
        variant_rows = [w for row in zip(self.variant_labels, self.variants) for w in row]
        self.widgets = [self.count, *seat_rows, self.variants_label, *variant_rows]

    # ---- what is chosen
    @property
    def seat_count(self) -> int:
        return MIN_SEATS + self.count.index

    def seat_kinds(self) -> list[str]:
        return self.kinds[:self.seat_count]

    def chosen(self, guardians_offered: bool) -> dict[str, Any]:
        """The seats' and variants' part of the `GameChoice` the controls show."""
        n = self.seat_count
        return {"kinds": tuple(self.kinds[:n]), "names": tuple(self.names[:n]),
                "no_rares": n == NO_RARES_SEATS and self.rares.index == 1,
                "hand_elimination": self.seating.index == 1, "judgment": JUDGMENTS[self.judgment.index],
                "guardians": guardians_offered and self.guardians.index == 1}

    def set_from(self, choice: GameChoice) -> None:
        """Show the seats, names and variants of `choice` (seats past its count keep their kind)."""
        n = len(choice.kinds)
        self.count.index = n - MIN_SEATS
        self.count.dirty = True
        for seat in range(MAX_SEATS):
            kind = choice.kinds[seat] if seat < n else self.kinds[seat]
            self.kinds[seat] = kind
            self.seat_choices[seat].index = SEAT_KINDS.index(kind)
            self.seat_choices[seat].dirty = True
            name = choice.names[seat] if seat < len(choice.names) else ""
            self.names[seat] = name if seat < n else ""
            self.name_fields[seat].set_text(self.names[seat])
        self.rares.index = int(choice.no_rares)
        self.seating.index = int(choice.hand_elimination)
        self.judgment.index = JUDGMENTS.index(choice.judgment)
        self.guardians.index = int(choice.guardians)
        for widget in self.variants:
            widget.dirty = True

    def _kind_setter(self, seat: int) -> Callable[[int], None]:
        def set_kind(index: int) -> None:
            self.kinds[seat] = SEAT_KINDS[index]
            self.on_change()
        return set_kind

    def _name_setter(self, seat: int) -> Callable[[str], None]:
        def set_name(text: str) -> None:
            self.names[seat] = text
            self.on_change()
        return set_name

    def _seats_changed(self) -> None:
        self.show_seat_rows()
        self.on_change()

    # ---- what is shown
    def show_seat_rows(self) -> None:
        """The rows of the seats in play; Rares can be left out only at NO_RARES_SEATS seats."""
        for i in range(MAX_SEATS):
            shown = i < self.seat_count
            self.seat_labels[i].visible = shown and self.labelled
            self.seat_choices[i].visible = self.name_fields[i].visible = shown
        self.rares.enabled = self.seat_count == NO_RARES_SEATS
        if not self.rares.enabled and self.rares.index:
            self.rares.index = 0
            self.rares.dirty = True

    def show_kind_names(self) -> None:
        """A person's seat says "You" while one person plays, "Human" when several do; each name
        field shows its seat's default name."""
        humans = sum(1 for k in self.seat_kinds() if k == HUMAN)
        for choice in self.seat_choices:
            first = _("You") if humans <= 1 else _("Human")
            if choice.options[0] != first:
                choice.options[0] = first
                choice.dirty = True
        SetupScreen.show_default_names(self.name_fields, self.seat_kinds())

    # ---- layout
    def arrange(self, x0: int, top: int, full_w: int, height: int, rows: Rows, titles: bool, theme: Theme,
                guardians_offered: bool) -> bool:
        """The panel at the left of `full_w` from `x0`, as wide as its rows need; False when its
        rows do not fit `height`."""
        role, row_h, row_gap = rows.role, rows.height, rows.gap
        self.title = _("Players") if titles else ""
        controls: list[Choice | TextField | Label] = [*self.seat_choices, *self.name_fields, self.count,
                                                      *self.variants, *self.seat_labels, *self.variant_labels]
        for widget in controls:
            widget.role = role
        gap, pad = theme.gap, theme.pad
        bold = theme.font(role, True)
        arrows = 2 * row_h + theme.px(20)
        kind_w = max(bold.size(o)[0] for o in (_("You"), _("Human"), *(seat_label(k) for k in AI_LEVELS))) + arrows
        name_w = theme.font(role).size("Normal 4")[0] + theme.px(40)
        shown = [spec for spec in VARIANTS if spec is not GUARDIANS or guardians_offered]
        label_w = max(theme.font(role).size(t)[0]
                      for t in (_("Seat {n}").format(n=4), *(_(spec[0]) for spec in shown))) + gap
        labelled_var = max(bold.size(o)[0] for spec in shown for o in words(spec[1])) + arrows
        plain_var = max(bold.size(o)[0] for spec in shown for o in words(spec[2])) + arrows
        want = max(label_w + kind_w + gap + name_w, label_w + labelled_var) + 2 * pad
        left_w = max(round(full_w * 0.4), min(want, round(full_w * 0.5)))
        inner_w = left_w - 2 * pad
        self.labelled = label_w + kind_w + gap + name_w <= inner_w and label_w + labelled_var <= inner_w
        self.layout((x0, top, left_w, height), theme)
        inner = self.content_rect
        self.count.layout((inner.x, inner.y, inner.width, row_h), theme)
        y = inner.y + row_h + row_gap + theme.px(6)
        lw = label_w if self.labelled else 0
        kind_w = min(kind_w, (inner.width - lw - gap) * 3 // 5)
        for label, choice, field in zip(self.seat_labels, self.seat_choices, self.name_fields):
            label.layout((inner.x, y, lw, row_h), theme)
            choice.layout((inner.x + lw, y, kind_w, row_h), theme)
            field.layout((inner.x + lw + kind_w + gap, y, inner.width - lw - kind_w - gap, row_h), theme)
            y += row_h + row_gap
        self.variants_label.visible = rows.notes
        if rows.notes:
            small_h = theme.line_height("small")
            self.variants_label.layout((inner.x, y, inner.width, small_h), theme)
            self.variants_label.color = theme.palette.text_dim
            y += small_h + theme.px(4)
        else:
            y += theme.px(6)
        for spec, label, choice in zip(VARIANTS, self.variant_labels, self.variants):
            choice.visible = spec in shown
            label.visible = choice.visible and self.labelled
            if not choice.visible:
                continue
            label.layout((inner.x, y, lw, row_h), theme)
            choice.options = words(spec[1] if self.labelled else spec[2])
            choice.layout((inner.x + lw, y, inner.width - lw, row_h), theme)
            y += row_h + row_gap
        return y - row_gap <= inner.bottom and (self.labelled or plain_var <= inner.width)

"""The pick-prompt panel: every decision inside an effect, answered with the mouse or the keyboard.

The engine asks every such decision in one shape (pick `min`..`max` of `options`, maybe `ordered`),
so one panel serves all of them instead of a dialog per card: card options are shown as faces to
click (chosen cards lift; ordered picks carry their place as a badge), values (modes, counts, a
payment) as buttons. The panel never decides what is legal itself: Confirm is enabled only when
`Prompt.check` accepts the selection, the very check the engine applies to the answer.

Input: a left click toggles a card (and replaces the choice when only one may be picked); a right
click or a half-second hover asks for the zoom view; digits 1-9 toggle or press option i (for
counts, the digit is the count); Enter confirms; Esc declines where declining is allowed. Confirm
stays disabled while nothing is chosen: declining has its own button ("Don't reveal", "None"), so
an enabled "Reveal" never means "reveal nothing". A value button answers at once when a single
value is asked for. The table places the panel with `preferred_size` and learns where each option
is drawn from `option_rects` (hit tests, drag and drop).
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any, Callable, Collection, NamedTuple, Protocol, Sequence

import pygame

from hoc_desktop.client.art.card_faces import face_height
from hoc_desktop.client.ui.drawing import draw_box, draw_shadow
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets.base import HOVER_ZOOM_SECONDS, Widget
from hoc_desktop.client.ui.widgets.button import Button
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.i18n import N_, _

class FaceSource(Protocol):
    """What draws the cards of a game (Heart of Crown's CardFaces, Crown Rivals' PlayingCardFaces):
    a face for whatever `card_of` gives, a back, and the corner radius the faces are drawn with."""

    def face(self, card: Any, width: int, palette: str = "standard") -> pygame.Surface: ...

    def back(self, width: int) -> pygame.Surface: ...

    def radius(self, width: int) -> int: ...


# Kinds whose options are card instance ids (hoc_desktop/engine/hoc: every `choose(` call).
CARD_KINDS = frozenset({
    "defend", "discard", "banish", "acquire", "to_draw", "scout_discard", "keep_on_top", "discard_kept",
    "copy", "order", "discard_domain", "to_hand", "bottom", "to_domain", "starting_hand", "guardian",
    "discard_looked",
})
# kind -> (title when the table names no source card, Confirm label, decline label), in English:
# translated when the panel is built
KIND_WORDS: dict[str, tuple[str, str, str]] = {
    "pay": (N_("Payment"), N_("Pay"), N_("Don't pay")),
    "number": (N_("How many?"), N_("Confirm"), N_("None")),
    "mode": (N_("Choose one"), N_("Confirm"), N_("None")),
    "defend": (N_("Defense"), N_("Reveal"), N_("Don't reveal")),
    "discard": (N_("Discard"), N_("Discard"), N_("Discard none")),
    "banish": (N_("Banish"), N_("Banish"), N_("None")),
    "acquire": (N_("Acquire"), N_("Acquire"), N_("Don't acquire")),
    "to_draw": (N_("To your draw pile"), N_("Put on draw pile"), N_("None")),
    "scout_discard": (N_("Scout"), N_("Discard"), N_("Discard none")),
    "keep_on_top": (N_("Keep on top"), N_("Keep on top"), N_("None")),
    "discard_kept": (N_("Discard a kept card"), N_("Discard"), N_("None")),
    "copy": (N_("Copy an Action"), N_("Copy"), N_("None")),
    "order": (N_("Put back in order"), N_("Put back"), N_("None")),
    "discard_domain": (N_("Discard from a Domain"), N_("Discard"), N_("None")),
    "to_hand": (N_("To your hand"), N_("Take"), N_("None")),
    "bottom": (N_("Bottom of your draw pile"), N_("Put on bottom"), N_("No")),
    "to_domain": (N_("To your Domain"), N_("Move"), N_("None")),
    "starting_hand": (N_("Starting hand"), N_("Keep these"), N_("None")),
    "tax": (N_("Taxation token"), N_("Put the token"), N_("No token")),
    "counter": (N_("Counters"), N_("Confirm"), N_("None")),
    "guardian": (N_("Guardian"), N_("Take as guardian"), N_("No guardian")),
    "discard_looked": (N_("Discard cards you looked at"), N_("Discard"), N_("Discard none")),
}

# step -> the same words, where one question of a kind answers differently (declining Ouka's
# second card goes back to the first question)
STEP_WORDS: dict[str, tuple[str, str, str]] = {
    "ouka_second": (N_("Ouka"), N_("Banish both"), N_("Back")),
}

CARD_WIDTH = 96          # design pixels: a face readable at a glance
MIN_CARD_WIDTH = 64      # many options shrink the faces down to this
MAX_CARD_ROWS = 2        # before the faces shrink
CARD_LIFT = 12           # design pixels a chosen card rises
MIN_WIDTH = 380          # design pixels: room for the text and the buttons
MIN_BUTTON_WIDTH = 72
DIGIT_KEYS = {**{pygame.K_0 + d: d for d in range(10)}, **{getattr(pygame, f"K_KP{d}"): d for d in range(10)}}


class _Plan(NamedTuple):
    """Where everything goes, relative to the panel's top-left corner, for one width."""

    height: int
    text_top: int
    card_width: int
    cards: list[pygame.Rect]       # resting face of each card option
    row: list[pygame.Rect]         # value buttons (and decline, when a value answers at once)
    footer: list[pygame.Rect]      # decline and Confirm


def flow(widths: Sequence[int], height: int, width: int, gap: int) -> tuple[list[pygame.Rect], int]:
    """Boxes of `widths` in rows no wider than `width`, each row centred; returns them and the height."""
    rows: list[list[int]] = [[]]
    used = 0
    for i, w in enumerate(widths):
        w = min(w, width)
        if rows[-1] and used + gap + w > width:
            rows.append([])
            used = 0
        used += (gap if rows[-1] else 0) + w
        rows[-1].append(i)
    boxes: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * len(widths)
    for r, row in enumerate(rows):
        total = sum(min(widths[i], width) for i in row) + gap * (len(row) - 1)
        x = (width - total) // 2
        for i in row:
            w = min(widths[i], width)
            boxes[i] = pygame.Rect(x, r * (height + gap), w, height)
            x += w + gap
    return boxes, len(rows) * (height + gap) - gap if widths else 0


class PromptPanel(Widget):
    """Answers one pick prompt through `on_answer(("pick", (...)))`.

    `card_of(option)` is the card to show for a card option (what `faces` draws: a CardDef for
    Heart of Crown), or None when the seat does not know the card (its back is shown). `on_zoom(card)`
    opens the large view. `title` names the asking card; without one the kind of decision is named.
    `card_kinds` are the prompt kinds whose options are cards (by default Heart of Crown's); a game
    names its own decisions in `kind_words` (kind -> title, Confirm label, decline label) and words
    its questions with `worded` (the prompt with its text and labels in the window's language:
    Heart of Crown's engine/hoc/question_words.py); `prompt` stays the engine's own.
    """

    def __init__(self, prompt: Prompt, card_of: Callable[[Any], Any], faces: FaceSource,
                 on_answer: Callable[[tuple], None], on_zoom: Callable[[Any], None] | None = None,
                 title: str = "", card_kinds: Collection[str] = CARD_KINDS,
                 kind_words: dict[str, tuple[str, str, str]] = KIND_WORDS,
                 worded: Callable[[Prompt], Prompt] | None = None) -> None:
        super().__init__()
        if prompt.offers_commands:
            raise ValueError(f"PromptPanel answers pick prompts, not the action prompt '{prompt.kind}'")
        self.prompt = prompt
        shown = worded(prompt) if worded is not None else prompt
        self.text, self.labels = shown.text, shown.labels      # the question and its labels as shown
        self.faces = faces
        self.on_answer = on_answer
        self.on_zoom = on_zoom
        fallback = (prompt.kind.replace("_", " ").capitalize(), N_("Confirm"), N_("None"))
        english = STEP_WORDS.get(prompt.step) or kind_words.get(prompt.kind, fallback)
        words = tuple(_(word) for word in english)
        self.title = title or words[0]
        self.shows_cards = prompt.kind in card_kinds
        self.cards: list[Any] = [card_of(o) for o in prompt.options] if self.shows_cards else []
        self.selection: list[Any] = []
        self.answered = False
        self.instant = not self.shows_cards and prompt.max == 1
        self.option_buttons = [] if self.shows_cards else [
            Button(self._value_label(i), partial(self._choose, i), hotkey_label=self._key_label(i),
                   style="primary" if prompt.kind == "pay" else "normal", role="body")
            for i in range(len(prompt.options))]
        self.decline_button = (Button(words[2], self.decline, hotkey_label="Esc", role="body")
                               if prompt.min == 0 else None)
        declines = [self.decline_button] if self.decline_button is not None else []
        self.confirm_button: Button | None = None
        self._row: list[Button] = list(self.option_buttons)
        self._footer: list[Button] = []
        if self.instant:
            self._row += declines
        else:
            self.confirm_button = Button(words[1], self.confirm, hotkey_label="Enter", style="primary", role="body",
                                         enabled=False)
            self._footer = [*declines, self.confirm_button]
        self._plan = _Plan(0, 0, 0, [], [], [])
        self._slots: list[pygame.Rect] = []
        self._images: list[pygame.Surface] = []
        self._card_radius = 0
        self._pressed: int | None = None
        self._hover: int | None = None
        self._hover_time = 0.0
        self._hover_zoomed = False

    # ---- what the table reads
    @property
    def children(self) -> Sequence[Widget]:
        return (*self._row, *self._footer)

    def counter_text(self) -> str:
        """How many may be chosen, and how many are, e.g. "Choose 1-3 (2 chosen)"."""
        lo, hi = self.prompt.min, self.prompt.max
        if lo == hi:
            need = _("Choose 1") if hi == 1 else _("Choose exactly {n}").format(n=hi)
        elif lo == 0:
            need = _("Choose 1 or none") if hi == 1 else _("Choose up to {n}").format(n=hi)
        else:
            need = _("Choose {low}-{high}").format(low=lo, high=hi)
        return need if hi == 1 else _("{need} ({n} chosen)").format(need=need, n=len(self.selection))

    def preferred_size(self, theme: Theme, max_width: int) -> tuple[int, int]:
        """The size the panel wants at most `max_width` wide (narrower when its content is)."""
        gap = theme.gap
        if self.shows_cards:
            boxes = self._card_grid(theme, max_width - 2 * theme.pad)[1]
            content = max(box.right for box in boxes) - min(box.left for box in boxes)
        else:
            widest = max(self._button_width(theme, b) for b in self._row)
            content = widest * len(self._row) + gap * (len(self._row) - 1)
        footer = sum(self._button_width(theme, b) for b in self._footer) + gap * max(0, len(self._footer) - 1)
        heading = theme.font("large", True).size(self.title)[0]
        if not self.instant:
            heading += gap + theme.font("small").size(self.counter_text())[0]
        words = max(heading, theme.font("body").size(self.text)[0])
        width = min(max_width, max(theme.px(MIN_WIDTH), max(content, footer, words) + 2 * theme.pad))
        return width, self._measure(theme, width).height

    def option_rects(self) -> list[tuple[Any, pygame.Rect]]:
        """Each option and where it is drawn now (chosen cards are lifted)."""
        if self.shows_cards:
            return [(option, self._drawn(i)) for i, option in enumerate(self.prompt.options)]
        return [(option, button.rect) for option, button in zip(self.prompt.options, self.option_buttons)]

    # ---- answering
    def confirm(self) -> None:
        """Send the selection, if it is a legal answer."""
        if self.confirm_button is not None and self.confirm_button.enabled:
            self._answer(tuple(self.selection))

    def decline(self) -> None:
        """Send the empty answer, if choosing nothing is allowed."""
        if self.prompt.min == 0:
            self._answer(())

    def _answer(self, picks: tuple[Any, ...]) -> None:
        if not self.answered:
            self.answered = True
            self.on_answer(("pick", picks))

    def _choose(self, index: int) -> None:
        """A click, or digit key, on option `index`."""
        if self.instant:
            self._answer((self.prompt.options[index],))
            return
        value = self.prompt.options[index]
        if value in self.selection:
            self.selection.remove(value)
        elif self.prompt.max == 1:
            self.selection = [value]
        elif len(self.selection) < self.prompt.max:
            self.selection.append(value)
        else:
            return
        legal = self.prompt.check(("pick", tuple(self.selection))) is None
        if self.confirm_button is not None:
            self.confirm_button.enabled = bool(self.selection) and legal
        for option, button in zip(self.prompt.options, self.option_buttons):
            button.style = "primary" if option in self.selection else "normal"
            button.dirty = True
        self.dirty = True

    def _zoom(self, index: int) -> None:
        if index == self._hover:
            self._hover_zoomed = True
        card = self.cards[index]
        if card is not None and self.on_zoom is not None:
            self.on_zoom(card)

    # ---- widget protocol
    def layout(self, rect: pygame.Rect | tuple[int, int, int, int], theme: Theme) -> None:
        super().layout(rect, theme)
        plan = self._plan = self._measure(theme, self.rect.width)
        origin = self.rect.topleft
        for button, box in zip((*self._row, *self._footer), (*plan.row, *plan.footer)):
            button.layout(box.move(origin), theme)
        self._slots = [box.move(origin) for box in plan.cards]
        if self.shows_cards:
            width = plan.card_width
            self._card_radius = self.faces.radius(width)
            palette = theme.palette.name
            self._images = [self.faces.back(width) if card is None else self.faces.face(card, width, palette)
                            for card in self.cards]

    def handle(self, event: pygame.event.Event) -> bool:
        for button in self.children:
            if button.visible and button.handle(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self._set_hover(self._card_at(event.pos))
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            index = self._card_at(event.pos)
            if index is None:
                return self.rect.collidepoint(event.pos)
            if event.button == 1:
                self._pressed = index
            elif event.button == 3:
                self._zoom(index)
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            if event.button == 1 and self._pressed is not None:
                pressed, self._pressed = self._pressed, None
                if self._card_at(event.pos) == pressed:
                    self._choose(pressed)
                return True
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _key(self, key: int) -> bool:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.confirm_button is not None:
            self.confirm()
            return True
        if key == pygame.K_ESCAPE and self.decline_button is not None:
            self.decline()
            return True
        digit = DIGIT_KEYS.get(key)
        options = self.prompt.options
        if digit is None:
            return False
        if self.prompt.kind == "number":
            index = options.index(digit) if digit in options else None
        else:
            index = digit - 1 if 1 <= digit <= min(9, len(options)) else None
        if index is None:
            return False
        self._choose(index)
        return True

    def update(self, dt: float) -> None:
        if self._hover is None or self._hover_zoomed:
            return
        self._hover_time += dt
        if self._hover_time >= HOVER_ZOOM_SECONDS:
            self._zoom(self._hover)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        plan = self._plan
        x = self.rect.x + theme.pad
        draw_shadow(surface, self.rect, theme, depth=12, alpha=170)
        draw_box(surface, self.rect, p.panel, p.border, theme)
        title = theme.text(self.title, "large", p.accent, bold=True)
        surface.blit(title, (x, self.rect.y + theme.pad))
        if not self.instant:
            counter = theme.text(self.counter_text(), "small", p.text_dim)
            surface.blit(counter, counter.get_rect(bottomright=(self.rect.right - theme.pad,
                                                                self.rect.y + theme.pad + title.get_height())))
        surface.blit(self._text_image(theme, self.rect.width - 2 * theme.pad), (x, self.rect.y + plan.text_top))
        for i in range(len(self._slots)):
            self._draw_card(surface, i)
        for button in self.children:
            if button.visible:
                button.draw(surface)

    # ---- cards
    def _lift(self, theme: Theme) -> int:
        return theme.px(CARD_LIFT)

    def _drawn(self, index: int) -> pygame.Rect:
        """Where card option `index` is drawn: lifted when chosen, a little when hovered."""
        slot = self._slots[index]
        if self.prompt.options[index] in self.selection:
            return slot.move(0, -self._lift(self.theme))
        if index == self._hover:
            return slot.move(0, -self._lift(self.theme) // 3)
        return slot

    def _card_at(self, pos: tuple[int, int]) -> int | None:
        """The card option under `pos`, lifted or not."""
        lift = self._lift(self.theme) if self._slots else 0
        for i, slot in enumerate(self._slots):
            if pygame.Rect(slot.x, slot.y - lift, slot.width, slot.height + lift).collidepoint(pos):
                return i
        return None

    def _set_hover(self, index: int | None) -> None:
        if index != self._hover:
            self._hover = index
            self._hover_time = 0.0
            self._hover_zoomed = False
            self.dirty = True

    def _draw_card(self, surface: pygame.Surface, index: int) -> None:
        theme = self.theme
        p = theme.palette
        rect = self._drawn(index)
        chosen = self.prompt.options[index] in self.selection
        draw_shadow(surface, rect, theme, depth=8 if chosen else 4, alpha=150)
        surface.blit(self._images[index], rect)
        ring = theme.px(3)
        if chosen or index == self._hover:
            color, width = (p.accent, ring) if chosen else (p.text, max(1, ring // 2))
            pygame.draw.rect(surface, color, rect.inflate(2 * ring, 2 * ring), width=width,
                             border_radius=self._card_radius + ring)
        if chosen and self.prompt.ordered:
            order = self.selection.index(self.prompt.options[index]) + 1
            place = theme.text(str(order), "body", p.text_dark, bold=True)
            radius = max(place.get_width(), place.get_height()) // 2 + theme.px(3)
            center = (rect.right - theme.px(4), rect.top + theme.px(4))
            pygame.draw.circle(surface, p.accent, center, radius)
            pygame.draw.circle(surface, p.text_dark, center, radius, width=theme.border)
            surface.blit(place, place.get_rect(center=center))
        if index < 9:
            # the digit key, on a small cap straddling the bottom edge (clear of coins and points)
            digit = theme.text(str(index + 1), "tiny", p.text, bold=True)
            cap = digit.get_rect().inflate(theme.px(10), 0)
            cap.width = max(cap.width, cap.height)
            cap.center = (rect.centerx, rect.bottom)
            draw_box(surface, cap, p.panel_raised, p.grid, theme, radius=theme.px(5))
            surface.blit(digit, digit.get_rect(center=cap.center))

    # ---- geometry
    def _measure(self, theme: Theme, width: int) -> _Plan:
        """The layout for a panel `width` pixels wide (both `layout` and `preferred_size` use it)."""
        pad, gap = theme.pad, theme.gap
        inner = max(1, width - 2 * pad)
        y = pad + theme.line_height("large") + theme.px(4)
        text_top = y
        y += self._text_image(theme, inner).get_height() + gap + theme.px(8)   # room for the order badges
        card_width = 0
        cards: list[pygame.Rect] = []
        row: list[pygame.Rect] = []
        if self.shows_cards:
            card_width, cards, height = self._card_grid(theme, inner)
        else:
            widest = min(inner, max(self._button_width(theme, b) for b in self._row))   # one width: a tidy list
            tallest = max(b.height_for(theme, widest) for b in self._row)       # a long label wraps
            row, height = flow([widest] * len(self._row), tallest, inner, gap)
        cards = [box.move(pad, y) for box in cards]
        row = [box.move(pad, y) for box in row]
        y += height
        footer: list[pygame.Rect] = []
        if self._footer:
            y += gap
            footer, height = flow([self._button_width(theme, b) for b in self._footer], theme.control_height("body"),
                                  inner, gap)
            footer = [box.move(pad, y) for box in footer]
            y += height
        return _Plan(y + pad, text_top, card_width, cards, row, footer)

    def _card_grid(self, theme: Theme, inner: int) -> tuple[int, list[pygame.Rect], int]:
        """(face width, resting face rects, height) of the card options in rows of balanced length."""
        n, gap, lift = len(self.prompt.options), theme.gap, self._lift(theme)

        def per_row(w: int) -> int:
            return max(1, (inner + gap) // (w + gap))

        width = min(theme.px(CARD_WIDTH), inner)
        if math.ceil(n / per_row(width)) > MAX_CARD_ROWS:
            columns = math.ceil(n / MAX_CARD_ROWS)
            width = max(theme.px(MIN_CARD_WIDTH), min(width, (inner - (columns - 1) * gap) // columns))
        rows = math.ceil(n / per_row(width))
        columns = math.ceil(n / rows)
        height = face_height(width)
        pitch = lift + height + theme.line_height("tiny") // 2 + gap
        boxes = []
        for i in range(n):
            row, column = divmod(i, columns)
            in_row = min(columns, n - row * columns)
            left = (inner - in_row * width - (in_row - 1) * gap) // 2
            boxes.append(pygame.Rect(left + column * (width + gap), row * pitch + lift, width, height))
        return width, boxes, rows * pitch - gap

    def _text_image(self, theme: Theme, width: int) -> pygame.Surface:
        return theme.text(self.text, "body", wraplength=width)

    def _button_width(self, theme: Theme, button: Button) -> int:
        """Room for a button's label and, on both sides so the label stays centred, its key cap."""
        return max(theme.px(MIN_BUTTON_WIDTH), button.min_width(theme, padding=28))

    # ---- value options
    def _value_label(self, index: int) -> str:
        if index < len(self.labels):
            return self.labels[index]
        return _("Pay") if self.prompt.kind == "pay" else str(self.prompt.options[index])

    def _key_label(self, index: int) -> str:
        """The key cap of value option `index`: its digit, except for counts (their label is the digit)."""
        return "" if self.prompt.kind == "number" or index >= 9 else str(index + 1)

"""The bottom of Heart of Crown's new-game screen: Back, the setup code (label, field, Copy,
Paste), Start, and the message line. The code stands between the buttons when it fits there,
the message line above them; else the code gets a row of its own above the buttons and the
message line moves between them."""

from __future__ import annotations

from typing import Callable

from hoc_desktop.client.hoc.new_game.layout import Density, Rows, button_width
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets import Button, Label
from hoc_desktop.client.ui.widgets.text_field import TextField
from hoc_desktop.i18n import _

CODE_SAMPLE = "HC1-XXXXX-XXXXX-XXXXX-XX"


class CodeRow:
    """The setup code's widgets and where the bottom row puts them. `on_submit(text)` is Enter in
    the field, `on_cancel` Esc there; `on_copy` and `on_paste` the buttons."""

    def __init__(self, on_submit: Callable[[str], None], on_cancel: Callable[[], None], on_copy: Callable[[], None],
                 on_paste: Callable[[], None]) -> None:
        self.label = Label(_("Setup code"), "body")
        self.field = TextField("", placeholder=_("Setup code"), max_len=200, role="small",
                               select_on_focus=True, on_submit=on_submit, on_cancel=on_cancel)
        self.copy = Button(_("Copy"), on_copy, role="body")
        self.paste = Button(_("Paste"), on_paste, role="body")
        self.stacked = False                          # the code on its own row
        self.role = "small"                           # the field's text as laid out (smaller for a long code)

    def show(self, code: str) -> None:
        """`code` in the field (unless the player is typing another there), in text that fits it."""
        if not (self.field.focused and self.field.text != code):
            self.field.set_text(code)
        if self.field.rect.width:
            self.fit_text(code)
        self.copy.enabled = bool(code)

    def fit_text(self, code: str) -> None:
        """The field's text smaller than laid out, down to tiny, while the code does not fit (a
        pack game's code names its packs and is longer)."""
        roles = ("body", "small", "tiny")
        field = self.field
        for role in roles[roles.index(self.role):]:
            if field.role != role:
                field.role = role
                field.dirty = True
            if field.theme.font(role).size(code or CODE_SAMPLE)[0] + field.theme.px(28) <= field.rect.width:
                return

    def arrange(self, x0: int, full_w: int, h: int, density: Density, rows: Rows, code: str, back: Button,
                start: Button, message: Label, theme: Theme) -> int:
        """Back, the code and Start along the bottom of a `full_w` wide column from `x0` in a
        window `h` high, and the message line; returns how far down the panels above may reach."""
        role, tight, row_h, row_gap = density.role, density.tight, rows.height, rows.gap
        gap = theme.gap
        for widget in (self.copy, self.paste, self.label):
            widget.role = role
        button_role = "large" if not tight else role
        for button in (back, start):
            button.role = button_role
        button_h = theme.control_height(button_role) if not tight else row_h
        back_w = button_width(theme, back, roomy=not tight)
        start_w = button_width(theme, start, roomy=not tight)
        small_w = [theme.font(role, True).size(b.text)[0] + theme.px(44) for b in (self.copy, self.paste)]
        self.field.role = "body" if role == "body" and not tight else "small" if role != "tiny" else "tiny"
        self.role = self.field.role
        code_min = theme.font(self.field.role).size(CODE_SAMPLE)[0] + theme.px(28)
        label_w = theme.font(role).size(self.label.text)[0] + gap
        inline = full_w - back_w - start_w - sum(small_w) - 4 * gap
        self.stacked = inline < code_min
        bottom = h - theme.margin - button_h
        back.layout((x0, bottom, back_w, button_h), theme)
        start.layout((x0 + full_w - start_w, bottom, start_w, button_h), theme)
        message_h = theme.line_height("small")
        if self.stacked:
            code_y, code_x, code_right = bottom - row_gap - row_h, x0, x0 + full_w
            room = full_w
            message_x = x0 + back_w + gap
            message.layout((message_x, bottom + (button_h - message_h) // 2, start.rect.x - gap - message_x,
                            message_h), theme)
            panels_bottom = code_y - theme.px(8)
        else:
            code_y = bottom + (button_h - row_h) // 2
            code_x, code_right = x0 + back_w + gap, x0 + full_w - start_w - gap
            room = inline
            message_y = bottom - theme.px(6) - message_h
            message.layout((x0, message_y, full_w, message_h), theme)
            panels_bottom = message_y - theme.px(6)
        self.label.visible = room - label_w >= code_min + theme.px(60)
        x = code_x
        if self.label.visible:
            self.label.layout((x, code_y, label_w, row_h), theme)
            self.label.color = theme.palette.text_dim
            x += label_w
        right = code_right
        for button, bw in zip((self.paste, self.copy), reversed(small_w)):
            button.layout((right - bw, code_y, bw, row_h), theme)
            right -= bw + gap
        self.field.layout((x, code_y, right - x, row_h), theme)
        self.fit_text(code)
        return panels_bottom

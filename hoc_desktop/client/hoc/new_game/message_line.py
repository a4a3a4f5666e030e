"""The new-game screen's message line: what the player's last action came to, why the game chosen
cannot start, or else a hint about setup codes."""

from __future__ import annotations

from hoc_desktop.client.ui.drawing import fit_text
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets import Label
from hoc_desktop.i18n import N_, _

HINT = N_("The setup code sets up this same game on another computer. Ctrl+V pastes a code.")


class MessageLine(Label):
    """One line: `status` (text, "ok" or "warn"), the outcome of the last action, shows until the
    next change clears it; else `problem`, why the choice cannot start; else the hint. Small text,
    else tiny, cut with an ellipsis if even that is too long."""

    def __init__(self) -> None:
        super().__init__(_(HINT), "small")
        self.status: tuple[str, str] | None = None
        self.problem: str | None = None

    def say(self, text: str, kind: str, theme: Theme) -> None:
        """Tell the outcome of the player's last action ("ok" or "warn") until the next change."""
        self.status = (text, kind)
        self.refresh(theme)

    def refresh(self, theme: Theme) -> None:
        p = theme.palette
        if self.status is not None:
            text, kind = self.status
            color = p.warn if kind == "warn" else p.good
        elif self.problem:
            text, color = self.problem, p.warn
        else:
            text, color = _(HINT), p.text_dim
        self.show(text, color)
        width = self.rect.width
        if width <= 0:
            return
        for role in ("small", "tiny"):
            self.role = role
            if theme.font(role).size(self.text)[0] <= width:
                return
        self.set_text(fit_text(self.text, theme.font("tiny"), width))

"""The short message a table shows over the hand (a refusal's reason, a save made, why the AI
stopped): shown long enough to be read, then gone. Both games' tables use it. A *note* (a save
made, sound switched off) is news, not an error, and is drawn calm instead of red (hud.draw_toast)."""

from __future__ import annotations

TOAST_SECONDS = 3.5
READING_CHARS_PER_SECOND = 18   # a long message stays long enough to be read


class Toast:
    """The message on show (`text`) and how long it stays."""

    def __init__(self) -> None:
        self.text = ""
        self.left = 0.0
        self.note = False

    @property
    def showing(self) -> bool:
        return self.left > 0 and bool(self.text)

    def say(self, text: str, note: bool = False) -> None:
        self.text = text
        self.note = note
        self.left = max(TOAST_SECONDS, len(text) / READING_CHARS_PER_SECOND)

    def tick(self, dt: float) -> bool:
        """Let `dt` seconds pass; True while the message is up (the table redraws)."""
        if self.left <= 0:
            return False
        self.left = max(0.0, self.left - dt)
        return True

    def notice(self, words: str | None) -> None:
        """Show what the session has to say (session.notice()), unless it is already on show."""
        if words and words != self.text:
            self.say(words)

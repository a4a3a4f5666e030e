"""The user-facing error types: each carries one line that says what is wrong and where."""


class HocError(Exception):
    """Base for errors shown to a user as one line (no traceback)."""


class DataError(HocError):
    """Bad card, set or rules data: the message is `FILE:LINE: card 'NAME': what is wrong`."""


class SaveError(HocError):
    """A save file that cannot be read: corrupt, truncated, tampered or from a newer version."""


class ScenarioError(HocError):
    """A scenario file that does not describe a legal position or names unknown cards."""


class IllegalCommand(HocError):
    """A command the engine refused; the game state is unchanged."""

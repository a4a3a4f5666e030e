"""Save files: a format version, the setup and the command log; loading replays it."""

from hoc_desktop.saves.savefile import load_game, save_game, state_digest

__all__ = ["load_game", "save_game", "state_digest"]

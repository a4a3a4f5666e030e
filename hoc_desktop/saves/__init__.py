"""Save files: a format version, the setup and the command log; loading replays it."""

from hoc_desktop.saves.savefile import Saved, check_save_target, load_game, read_save, save_game, state_digest

__all__ = ["Saved", "check_save_target", "load_game", "read_save", "save_game", "state_digest"]

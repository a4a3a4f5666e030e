"""Save files: a format version, the setup and the command log; loading replays it."""

from hoc_desktop.saves.savefile import check_save_target, load_game, save_game, state_digest

__all__ = ["check_save_target", "load_game", "save_game", "state_digest"]

"""`hoc-desktop [--game NAME] play`: one whole game between built-in bots, printed turn by turn in
words (the game kit's `tell`), with each bot's reason for its decisions; `play --load` prints a
saved game the same way. Its own lines speak the language `--lang` chose, like the game's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hoc_desktop.ai.match import play_match, seat_name
from hoc_desktop.ai.reason import AnyReason
from hoc_desktop.ai.reason_words import worded
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.core.told import HEADING
from hoc_desktop.game_kit import GameKit
from hoc_desktop.games import kit_named
from hoc_desktop.i18n import _, ngettext
from hoc_desktop.i18n.player_names import shown_name
from hoc_desktop.safe_io import display
from hoc_desktop.safe_text import clip
from hoc_desktop.saves import check_save_target, read_save, save_game


def _print_told(kit: GameKit, game: Game, events: list[Any]) -> None:
    """The lines of `events`, each on its own; a heading (a turn begins, the game ends) not indented."""
    for told in kit.told(game.state, events, None, game.setup.players if game.setup else ()):
        print(told.text if told.kind == HEADING else f"  {told.text}")


def run_play(kit: GameKit, seats: list[str], seed: int, save: Path | None, table: Any = None) -> int:
    """One whole game of `kit`'s game between the policies `seats`, dealt from `seed` with `table`
    (what the command's options ask, `Contest.prepare`), printed in words; saved to `save` if given."""
    contest = kit.contest
    if save is not None:
        check_save_target(save)          # before the game, not after it
    policies = [kit.make_policy(spec, seed * 10 + i) for i, spec in enumerate(seats)]
    names = tuple(seat_name(spec, i) for i, spec in enumerate(seats))
    setup = contest.deal(seed, names, table, False)
    print(header(kit, names, seed, contest.note(table)))
    for line in contest.introduce(kit.setup_from_dict(setup)):
        print(line)
    told = 0

    def on_step(game: Game, seat: int, command: Any, reason: AnyReason, events: list[Any]) -> None:
        nonlocal told
        _print_told(kit, game, game.events[told:len(game.events) - len(events)])   # the deal, before the first step
        words = worded(reason) if command[0] in contest.reasoned else ""
        if words:
            print("  " + _("[{name} {reason}]").format(name=shown_name(names[seat]), reason=clip(words, 120)))
        _print_told(kit, game, events)
        told = len(game.events)

    result = play_match(kit, setup, policies, on_step=on_step, labels=seats)
    if result.reason == "turn_limit":
        print(_("=== No winner after {turns} turns (turn limit). ===").format(turns=result.turns))
    if save is not None and result.game is not None:
        save_game(result.game, result.setup, save)
        print(_("Saved to {path}").format(path=display(save)))
    return 0


def header(kit: GameKit, names: tuple[str, ...], seed: int, sets: str) -> str:
    """A printed game's first line: the game, its players, its seed and the card sets `sets` that
    set it apart ("" for none)."""
    fields = {"game": _(kit.title), "players": _(" vs ").join(shown_name(n) for n in names), "seed": seed, "sets": sets}
    return (_("{game}: {players} (seed {seed}, sets {sets})") if sets else _("{game}: {players} (seed {seed})")
            ).format(**fields)


def print_loaded(load: Path) -> int:
    """A save of whichever game it names, replayed: its players, notes, and its log in words."""
    saved = read_save(load)
    game = saved.game
    kit = kit_named(game.ruleset.name)
    players = _(", ").join(shown_name(n) for n in saved.setup.players)
    print(_("Loaded {path}: {game}, {players}").format(path=display(load), game=_(kit.title), players=players))
    for note in saved.notes:
        print(note)
    count = len(game.commands)
    print(ngettext("Replayed {n} command; turn {turn}.", "Replayed {n} commands; turn {turn}.", count).format(
        n=count, turn=kit.contest.turn(game)))
    _print_told(kit, game, game.events)
    return 0

"""`hoc-desktop`: with no command, the window (title screen; `--smoke-test` plays a whole game
through it headless); `play --text` prints a bot-vs-bot game; simulate, tournament, scenario,
events; serve and join (network tables, cli/net_cmd.py); review. `--game` (before the command)
chooses the game: Heart of Crown by default, or another
registered game, each through its kit and the kit's contest (ai/match.py: default seats, turn limit,
the options that apply); a scenario or a save file names its game itself. Every command runs inside
`run_guarded` (cli/guard.py): a user error ends in one line on
stderr and exit status 2, an internal error in one line pointing at the log and status 1; never a
traceback."""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, NoReturn, Sequence

from hoc_desktop import __version__, i18n
from hoc_desktop.build_info import engine_build
from hoc_desktop.cli import events_cmd, net_cmd, review_cmd
from hoc_desktop.cli.guard import run_guarded
from hoc_desktop.i18n import N_
from hoc_desktop.log_file import log_note
from hoc_desktop.errors import ScenarioError, UsageError
from hoc_desktop.games import DEFAULT_GAME, KITS, game_names, kit_named
from hoc_desktop.safe_io import display, load_yaml
from hoc_desktop.safe_text import clip
from hoc_desktop.validate import MAX_SCENARIO_BYTES, MAX_SEED

SETS_HELP = ("the card sets in play, e.g. base,far_east (default base): the random market draws from "
             "their Commons and their princesses join the row; a card pack's set too, e.g. fairy_garden "
             "(Fairy Garden alone) or base,fairy_garden (mixed)")
PACK_HELP = ("a card pack file (docs/card-packs.md), beside the packs in the user data folder's packs/; "
             "give it once per pack")

MAX_GAMES = 1_000_000           # more would run for weeks
MAX_TURNS = 100_000
MAX_JOBS = 256
CLUSTER_ADDRESS = re.compile(r"(?:(?:tcp|tls)://)?(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):\d{1,5}")

if TYPE_CHECKING:
    from hoc_desktop.client.net_play import JoinAsked


def _only(option: str) -> str:
    """The games an option applies to, for its help (" (not for GAME)"): a game's contest
    names the options it refuses, so the help follows the registry."""
    refusing = [kit.title for kit in KITS.values() if option in kit.contest.refused]
    return f" (not for {', '.join(refusing)})" if refusing else ""


def _seats_default(command: str) -> str:
    """Each game's default seats for `command`, for its help."""
    return "; ".join(f"{kit.title}: {','.join(kit.contest.seats[command])}" for kit in KITS.values())


def _turns_help() -> str:
    return ("stop a game unfinished after this many turns (default: "
            + "; ".join(f"{kit.title} {kit.contest.max_turns}" for kit in KITS.values()) + ")")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, not usage + message
        self.exit(2, f"{self.prog}: error: {clip(message, 200)} (see --help)\n")


def _seats(text: str) -> list[str]:
    seats = [s.strip() for s in text.split(",") if s.strip()]
    if not 2 <= len(seats) <= 4:
        raise argparse.ArgumentTypeError("give 2 to 4 comma-separated seats, e.g. money,random")
    return seats


def _whole(text: str, lo: int, hi: int) -> int:
    try:
        value = int(text) if len(text) <= 25 else None
    except ValueError:
        value = None
    if value is None:
        raise argparse.ArgumentTypeError(f"expected a whole number, got '{clip(text, 30)}'")
    if not lo <= value <= hi:
        raise argparse.ArgumentTypeError(f"must be from {lo} to {hi}")
    return value


def _bounded(hi: int) -> Callable[[str], int]:
    """A whole number from 1 to `hi`, for counts where more could only be a mistake."""
    def check(text: str) -> int:
        return _whole(text, 1, hi)
    return check


def _card_sets(text: str) -> tuple[str, ...]:
    """`base,far_east`: card set names, each once, in the order given; which exist is known only
    once the card packs are read (`_cards_in_play`)."""
    names = tuple(dict.fromkeys(name.strip() for name in text.split(",") if name.strip()))
    if not names:
        raise argparse.ArgumentTypeError("give one or more card sets, e.g. base,far_east")
    return names


def _seed(text: str) -> int:
    """The range a save or a position accepts (validate.seed), so a game started here can be saved."""
    return _whole(text, -MAX_SEED - 1, MAX_SEED)


def _cluster_address(text: str) -> str:
    """A Dask scheduler's address, checked for its shape before anything connects to it."""
    if not CLUSTER_ADDRESS.fullmatch(text):
        raise argparse.ArgumentTypeError(f"expected a Dask scheduler's address such as tcp://10.0.0.5:8786, "
                                         f"got '{clip(text, 60)}'")
    return text


def _window_size(text: str) -> tuple[int, int]:
    width, x, height = text.lower().partition("x")
    if not x:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1600x900, got '{clip(text, 30)}'")
    return _whole(width, 1280, 2560), _whole(height, 720, 1440)


def _language(text: str) -> str:
    if text not in i18n.LANGUAGES:
        raise argparse.ArgumentTypeError(f"expected one of {', '.join(i18n.LANGUAGES)}, got '{clip(text, 30)}'")
    return text


def _rare_variants(command: argparse.ArgumentParser) -> None:
    """The rulebook's variants that leave Rares out: what a Fairy Garden game without a pack
    giving Fairy Queen Elrune is played with (OQ-FG-07)."""
    command.add_argument("--no-rares", action="store_true",
                         help="the variant without Rares: none in the Supply pile (recommended for two "
                              f"players){_only('no_rares')}")
    command.add_argument("--omit-incomplete-rares", action="store_true",
                         help="with Fairy Garden cards and no card pack giving Fairy Queen Elrune, play with "
                              f"Imperial Crown alone as the Rare{_only('omit_incomplete_rares')}")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="hoc-desktop", description="Heart of Crown on the desktop. With no command, "
                                                     "opens the window.")
    parser.add_argument("--version", action="version", version=f"hoc-desktop {__version__} ({engine_build()})")
    parser.add_argument("--size", type=_window_size, default=None,
                        help="window size WIDTHxHEIGHT, from 1280x720 to 2560x1440 (default 1280x720)")
    parser.add_argument("--fullscreen", action="store_true", help="open the window in desktop fullscreen")
    parser.add_argument("--lang", type=_language, default=None, metavar="|".join(i18n.LANGUAGES),
                        help="the language of the window and of the commands' output (default: the one "
                             "chosen in Settings, else the system's; this help and option errors stay English)")
    parser.add_argument("--continue", dest="resume", action="store_true",
                        help="open the window straight into the game in progress (the autosave)")
    parser.add_argument("--smoke-test", action="store_true",
                        help="play one whole AI-vs-AI game through the window code headless, print one line")
    parser.add_argument("--pack", dest="window_packs", type=Path, action="append", default=[], metavar="FILE",
                        help="a card pack file for the window's games, beside the packs folder's (repeatable)")
    parser.add_argument("--game", default=None, metavar="NAME",
                        help=f"the game: {', '.join(game_names())} (default {DEFAULT_GAME}); "
                             "a scenario or save file names its own")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    play = sub.add_parser("play", help="print a whole game between two built-in bots, in words")
    play.add_argument("--text", action="store_true", help="the text game (the only kind 'play' prints; "
                                                          "accepted so scripts can say so)")
    play.add_argument("--seats", type=_seats, default=None,
                      help=f"AI levels, e.g. normal,easy (default {_seats_default('play')})")
    play.add_argument("--seed", type=_seed, default=1)
    play.add_argument("--market", default=None,
                      help="a recommended set's name, 'random', or 10 comma-separated card ids "
                           f"(default First Time Playing, or random with a card pack's set){_only('market')}")
    play.add_argument("--sets", type=_card_sets, default=None, help=SETS_HELP + _only('sets'))
    play.add_argument("--pack", type=Path, action="append", default=[], metavar="FILE", help=PACK_HELP + _only('pack'))
    _rare_variants(play)
    play.add_argument("--save", type=Path, help="write the finished game to this save file")
    play.add_argument("--load", type=Path, help="replay a save file and print its log")

    sim = sub.add_parser("simulate", help="play many games headless and print statistics")
    sim.add_argument("--games", type=_bounded(MAX_GAMES), default=100)
    sim.add_argument("--seed", type=_seed, default=1)
    sim.add_argument("--seats", type=_seats, default=None, help=f"default {_seats_default('simulate')}")
    sim.add_argument("--max-turns", type=_bounded(MAX_TURNS), default=None, help=_turns_help())
    sim.add_argument("--sets", type=_card_sets, default=None, help=SETS_HELP + _only('sets'))
    sim.add_argument("--pack", type=Path, action="append", default=[], metavar="FILE", help=PACK_HELP + _only('pack'))
    _rare_variants(sim)

    tour = sub.add_parser("tournament", help="many seeded games between AI levels, on all cores; "
                                             "win rates with 95%% confidence intervals")
    tour.add_argument("--games", type=_bounded(MAX_GAMES), default=100)
    tour.add_argument("--seats", type=_seats, default=None,
                      help="policies, one a seat, e.g. normal,baseline or easy,baseline,normal,hard "
                           f"(default {_seats_default('tournament')})")
    tour.add_argument("--seed", type=_seed, default=1)
    where = tour.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=_bounded(MAX_JOBS), default=None, help="worker processes (default: every core)")
    where.add_argument("--cluster", type=_cluster_address, default=None, metavar="tcp://HOST:PORT",
                       help="play the games on the Dask cluster whose scheduler is there "
                            "(pip install 'hoc-desktop[cluster]'; docs/tournaments.md)")
    tour.add_argument("--max-turns", type=_bounded(MAX_TURNS), default=None, help=_turns_help())
    tour.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    tour.add_argument("--sets", type=_card_sets, default=None, help=SETS_HELP + _only('sets'))
    tour.add_argument("--pack", type=Path, action="append", default=[], metavar="FILE", help=PACK_HELP + _only('pack'))
    _rare_variants(tour)

    scen = sub.add_parser("scenario", help="build an exact position, apply commands, print the state as JSON")
    scen.add_argument("file", type=Path)
    scen.add_argument("--pack", type=Path, action="append", default=[], metavar="FILE",
                      help="a card pack file whose cards the position may name, beside the packs folder's "
                           f"and the scenario's own 'packs:' (repeatable){_only('pack')}")

    events_cmd.add_parser(sub)
    net_cmd.add_parsers(sub, _whole)
    review_cmd.add_parser(sub, lambda lo, hi: lambda text: _whole(text, lo, hi), _seed)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line `argv` (default: sys.argv[1:]) under the guard; the exit status."""
    return run_guarded(_run, argv)


def _run(argv: Sequence[str] | None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.lang:
        i18n.set_language(args.lang)               # the window's and the text log's words
    if args.command == "serve":
        return net_cmd.run_serve(args)
    if args.command == "join" and args.bot is None:      # the window, at that table
        from hoc_desktop.client.net_play import JoinAsked
        game = args.table_game or args.game
        if args.token_file is not None:
            raise UsageError("--token-file goes with --bot: the window keeps its seats' tokens itself")
        return _window(args, join=JoinAsked(args.url, args.code, game and kit_named(game).name, args.players))
    if args.command == "join":
        return net_cmd.run_join(args, args.table_game or args.game)
    kit = kit_named(args.game or DEFAULT_GAME)
    if args.command == "scenario":
        return _scenario(args.file, args.game, [*args.window_packs, *args.pack])
    if args.command == "play" and args.load is not None:
        from hoc_desktop.cli.play_log import print_loaded
        return print_loaded(args.load)             # a save names its own game
    contest = kit.contest
    for dest, refusal in contest.refused.items():   # an option this game has no use for
        if getattr(args, dest, None) not in (None, False, []):
            raise UsageError(refusal)
    if args.command is None:
        return _window(args, kit.name)
    if args.command == "events":
        return events_cmd.run_events(args.save, args.seat)      # a save names its own game
    if args.command == "review":
        return review_cmd.run_review(args.save, args.seat, args.top, args.budget, args.seed, args.jobs)
    seats = args.seats or list(contest.seats[args.command])
    contest.check_seats(seats)
    table = contest.prepare(args.command, args)
    if args.command == "play":
        from hoc_desktop.cli.play_log import run_play
        return run_play(kit, seats, args.seed, args.save, table)
    if args.command == "simulate":
        from hoc_desktop.cli.simulate import run_simulate
        return run_simulate(kit, args.games, args.seed, seats, args.max_turns, table)
    from hoc_desktop.cli.tournament import run_tournament_command
    return run_tournament_command(kit, args.games, seats, args.seed, args.jobs, args.max_turns,
                                  progress=not args.no_progress, table=table, cluster=args.cluster)


def _window(args: argparse.Namespace, game: str = DEFAULT_GAME, join: JoinAsked | None = None) -> int:
    if args.window_packs:
        from hoc_desktop.cards.pack_library import asked_packs
        asked_packs(args.window_packs)      # before the window opens: a bad one stops it in one line
    if args.smoke_test:
        from hoc_desktop.client.smoke import run_smoke
        print(run_smoke(game=game))
        return 0
    from dataclasses import replace
    from functools import partial

    from hoc_desktop.client.main import Program, run_client
    from hoc_desktop.client.save_slots import autosave_entry, damaged_autosave_notice, saves_dir
    from hoc_desktop.client.settings import load_settings, settings_path
    resume = None
    if args.resume:
        entry = autosave_entry(saves_dir())
        if entry is None:
            raise UsageError(f"--continue: no game in progress in {display(saves_dir())}")
        if entry.problem is not None:
            raise UsageError(f"--continue: {damaged_autosave_notice(entry)}")
        resume = entry.path
    path = settings_path()
    settings, problem = load_settings(path)
    if problem:
        print(f"hoc-desktop: {problem}", file=sys.stderr)
    if args.size:
        settings = replace(settings, window_size=args.size)
    if args.fullscreen:
        settings = replace(settings, fullscreen=True)
    if args.lang:
        settings = replace(settings, language=args.lang)
    program = partial(Program, saves=saves_dir(), settings=settings, settings_file=path, settings_message=problem,
                      extra_packs=tuple(str(p) for p in args.window_packs))
    return run_client(program, settings, resume=resume, note=log_note, game=game, join=join)


def _scenario(path: Path, asked: str | None, pack_files: list[Path]) -> int:
    """Run a scenario file of the game it names (`game:`; none: Heart of Crown). `--game`, when
    given, must agree with the file. The position may name the cards of the packs folder, of the
    `--pack` files and of the scenario's own `packs:`, so a pack author can check a card."""
    named = scenario_game(path)
    if asked is not None and kit_named(asked).name != named:
        raise UsageError(f"{display(path)}: a {named} scenario (its 'game:'), not {asked}")
    kit = kit_named(named)
    if kit.scenario is None:
        raise UsageError(f"{display(path)}: {kit.title} has no scenario files")
    refused = kit.contest.refused
    if pack_files and "pack" in refused:
        raise UsageError(refused["pack"])

    def catalog_with(named_packs: list[Path]) -> Any:
        """The catalog of the packs folder, the `--pack` files and the scenario's own `packs:`."""
        from hoc_desktop.cards.pack_library import asked_packs
        return asked_packs([*pack_files, *named_packs],
                             lambda pack: "--pack" if pack in pack_files else f"{display(path)}: packs").catalog

    result, problems = kit.scenario(path, catalog_with)
    print(json.dumps(result, indent=1, ensure_ascii=False))
    for problem in problems:
        print(f"{display(path)}: expectation failed: {problem}", file=sys.stderr)
    return 1 if problems else 0


def scenario_game(path: Path) -> str:
    """The game a scenario file names at its top (`game: crown-rivals`); Heart of Crown when none."""
    doc, _lines = load_yaml(Path(path), MAX_SCENARIO_BYTES, ScenarioError, N_("scenario"))
    named = doc.get("game", DEFAULT_GAME) if isinstance(doc, dict) else DEFAULT_GAME
    if not isinstance(named, str):
        raise ScenarioError(f"{display(path)}: 'game' must be a game's name ({', '.join(game_names())})")
    return kit_named(named).name


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

"""A finished game watched again, for either game: the `ReplaySession` a table is given in place of
a live one. It holds the whole game (never changed) and shows the table the game as it stood after
`at` commands, from one seat's view: the table draws from the session's `events()` as always, so
a replay shows exactly what that seat's stream held at that moment and nothing more.

Stepping forward plays the next commands of the whole game on the game shown (the table animates
their events as it would live); stepping back, or looking through another seat's eyes, deals the
game again up to the point (`engine.game_after`: a replay of the log) and the table is rebuilt
from the stream (`KitTable.show_again`). Nobody is asked anything: there is no prompt for a
person, no AI at work, no autosave, and a command is refused with a reason.

Which seats may be watched: the issue's rule, in `watchable`: once a game is over any seat's view
may be chosen, or all cards face up (`FACE_UP`, core/zones.py: every hand and every card a player
looked at named, the table drawn with the last seat chosen at the bottom; the draw piles stay
face down, their order being the deck's secret, though a click lists a face-down pile's cards
sorted: `deck`); before that (a saved game in progress) only the
people's own seats. A game that was taken over (engine/core/take_over.py) is watched only through
the seat that took it over: the other seats' own cards were dealt again there, so only that seat's
stream goes on past it (and no face-up view can tell one story across the new deal).

Taking over (`can_take_over`): the seat watched (not the face-up view: choose whose seat first) may
take the game over where the replay stands when the game waits for that seat at the start of a
decision (every turn start and every Main and Second Phase prompt of Heart of Crown, every turn of
Crown Rivals): the engine's rule, `why_not_taken_over`, since the game's determinization is valid
there and nowhere else. `taken_over` makes the new game: the commands so far and the take-over,
the taking seat a person's and the others AI, or people too (hot-seat: the new game then raises
its curtain as any hot-seat game does). Taking an AI's seat names the seats again for who now
plays them ("You", the AI's level), so the log does not call the AI "You"; the names change
nothing dealt.

`Replaying` is what this replay shares with a network seat's (kit/stream_replay.py, built from
that seat's kept stream alone): the position and turn steps the replay bar moves, and that
nothing is played.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Sequence

from hoc_desktop import engine
from hoc_desktop.client.game_config import HUMAN, SetupDict, player_names
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.engine.core.game import replay
from hoc_desktop.engine.core.take_over import take_over_command, take_over_points, why_not_taken_over
from hoc_desktop.engine.core.zones import FACE_UP, Visibility
from hoc_desktop.game_kit import GameKit

REPLAY_REFUSAL = "this is a replay: nothing can be played here"


def turn_starts(kit: GameKit, whole: engine.Game) -> list[int]:
    """The command indices at which a new turn begins, in order (0 first), found by replaying the
    log once: the replay's turn steps and the timeline's marks."""
    game = engine.game_after(whole, 0)
    starts = [0]
    turn = kit.contest.turn(game)
    for index, (seat, command) in enumerate(whole.commands):
        game.submit(seat, command)
        now = kit.contest.turn(game)
        if now != turn and index + 1 < len(whole.commands):
            starts.append(index + 1)
        turn = now
    return starts


class Replaying:
    """What every replay shares, whatever it is built from (the whole game here, a network seat's
    kept stream in kit/stream_replay.py): where it stands (`at` of `length` positions, `starts` the
    positions where a turn begins), the turn steps, and that nobody plays in it. A replay session
    puts this first among its bases, so these answers win over the live session's."""

    at: int
    starts: list[int]
    viewer: int
    setup: SetupDict
    kit: GameKit
    no_take_over: ClassVar[str | None] = None     # why this kind of replay is never taken over (None: it may be)

    @property
    def length(self) -> int:
        """The last position the replay can stand at."""
        raise NotImplementedError

    def seek(self, at: int) -> bool:
        """Stand at position `at` (kept within the game); True when the table must be rebuilt."""
        raise NotImplementedError

    def watchable(self) -> list[int]:
        """The seats whose view may be shown: only the viewer's unless a replay knows more."""
        return [self.viewer]

    def look_through(self, seat: int) -> bool:
        """Show seat `seat`'s view (or FACE_UP: all cards) from now on; True when it changed (never,
        with one watchable seat)."""
        return False

    def can_take_over(self) -> bool:
        """Whether the seat watched may take the game over where the replay stands."""
        return False

    def turn_index(self, at: int | None = None) -> int:
        """Which turn (0-based among `starts`) the position `at` (default: the current) falls in."""
        at = self.at if at is None else at
        return max(i for i, start in enumerate(self.starts) if start <= at)

    # ---- nobody plays in a replay
    def human_prompt(self) -> engine.Prompt | None:
        return None

    def update(self) -> bool:
        return False

    def submit(self, seat: int, command: Any) -> str | None:
        return REPLAY_REFUSAL

    def undo_target(self) -> int | None:
        return None

    def save_now(self) -> None:
        """A replay writes nothing: the game watched is left as it is."""

    def open_table(self) -> None:
        """No curtain: a replay is watched from a chosen seat, never handed over."""

    def check_curtain(self) -> int | None:
        return None


@dataclass
class ReplaySession(Replaying, GameSession):
    """`whole` watched from seat `viewer`, standing after `at` commands (see the module)."""

    whole: engine.Game | None = None
    at: int = 0
    starts: list[int] = field(default_factory=list)
    face_up: bool = False                # all cards face up (the viewer's seat still drawn at the bottom)

    def __post_init__(self) -> None:
        if self.whole is None:
            raise ValueError("a replay needs the game it watches")
        self.resumed = engine.game_after(self.whole, self.at)
        wanted = self.viewer                 # a live session seats the viewer at a person; a replay may not
        super().__post_init__()
        self.viewer = wanted
        self.starts = turn_starts(self.kit, self.whole)

    # ---- where the replay stands
    @property
    def length(self) -> int:
        """The commands of the whole game: the last position the replay can stand at."""
        assert self.whole is not None
        return len(self.whole.commands)

    @property
    def sight(self) -> int:
        """The face-up observer's eyes while all cards are face up, else the viewer's."""
        return FACE_UP if self.face_up else self.viewer

    def watchable(self) -> list[int]:
        """The views that may be shown: any seat's or all cards face up (FACE_UP, last) once the game
        is over, else the people's own seats (see the module)."""
        assert self.whole is not None
        takers = sorted({point.seat for point in take_over_points(self.whole)})
        if takers:
            return takers
        if self.whole.over:
            return [*range(len(self.kinds)), FACE_UP]
        return [seat for seat, kind in enumerate(self.kinds) if kind == HUMAN] or [self.viewer]

    def seek(self, at: int) -> bool:
        """Stand after `at` commands (kept within the game); True when the table must be rebuilt
        (a step back), False when the new commands' events can be shown as they come."""
        assert self.whole is not None
        at = min(self.length, max(0, at))
        if at >= self.at:
            for seat, command in self.whole.commands[self.at:at]:
                self.game.submit(seat, command)
            self.at = at
            return False
        self.game, self.at = engine.game_after(self.whole, at), at
        return True

    def look_through(self, seat: int) -> bool:
        """Show seat `seat`'s view, or all cards face up (FACE_UP), from now on (only a watchable
        view); True when it changed. The replay keeps its position."""
        if seat == self.sight or seat not in self.watchable():
            return False
        if seat == FACE_UP:
            self.face_up = True
        else:
            self.viewer, self.face_up = seat, False
        return True

    def deck(self, zone: tuple[str, Any]) -> list[str] | None:
        """A face-down pile's cards (a draw pile, the Supply, a market deck), sorted by key, once
        the game is over and all cards are face up: the deck's order is no secret then, and sorted
        it tells what was left without telling the order. None in a seat's view, before the end,
        for a zone that is no face-down pile, or for a game whose kit cannot read its piles."""
        assert self.whole is not None
        kinds = self.kit.ruleset.zones
        if (not (self.face_up and self.whole.over) or self.kit.pile_keys is None or zone[0] not in kinds
                or kinds[zone[0]].visibility is not Visibility.NOBODY or not kinds[zone[0]].pile):
            return None
        return sorted(self.kit.pile_keys(self.game.state, zone))

    def can_take_over(self) -> bool:
        """Whether the seat watched may take the game over where the replay stands (see the module)."""
        return not self.face_up and why_not_taken_over(self.game, self.viewer) is None

    def taken_over(self, seed: int, level: str, hot_seat: bool = False) -> tuple[SetupDict, list[str], engine.Game]:
        """The new game the seat watched takes over here with `seed`: its setup dict, its seat kinds
        (that seat a person's, the others `level`, or people too with `hot_seat`) and the game. When
        who is a person changed, the seats are named again for who plays them now (see the module)."""
        assert self.whole is not None
        seat = self.viewer
        kinds = [HUMAN if s == seat or hot_seat else level for s in range(len(self.kinds))]
        setup = dict(self.setup)
        if [kind == HUMAN for kind in kinds] != [kind == HUMAN for kind in self.kinds]:
            setup["players"] = player_names(kinds)
        game = replay(self.game.ruleset, self.kit.setup_from_dict(setup), self.whole.commands[:self.at])
        game.submit(seat, take_over_command(seed))
        return setup, kinds, game


def replay_of(setup: dict[str, Any], kinds: Sequence[str], whole: engine.Game, viewer: int) -> ReplaySession:
    """A replay of `whole` (dealt from `setup`, seats `kinds`) from its deal, seen by `viewer`."""
    return ReplaySession(dict(setup), list(kinds), None, viewer=viewer, whole=whole)

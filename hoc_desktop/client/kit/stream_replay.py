"""A network game watched again, from the one seat this machine played: the `StreamReplay` a
table is given in place of a live session once a remote game (kit/remote_session.py) is over.

The machine never held the game, only its own seat's stream, so that stream is all a replay of it
can show: a position is a *cut* of it, the stream as one update from the table left it (a move of
the players at the table, with the AI seats' answers that came with it), and the table draws the
stream up to the cut as it drew it live. No other seat's view, no cards face up, no Take over and
no Review (each needs the hidden cards this machine never had; `no_take_over` says so). A turn
starts at the cut that brought its turn-start event (`GameKit.turn_started`), as a local replay's
turn starts at the command that began it (kit/replay.py, whose stepping this shares).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Sequence

from hoc_desktop import engine
from hoc_desktop.client.kit.remote_session import RemoteSession, public_game, told_from_stream
from hoc_desktop.client.kit.replay import Replaying
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.engine.core.told import Told
from hoc_desktop.games import kit_for
from hoc_desktop.i18n import N_

NO_TAKE_OVER = N_("A network game is replayed from your seat's stream alone: without the other seats' hidden "
                  "cards it cannot be taken over or reviewed.")


@dataclass
class StreamReplay(Replaying, GameSession):
    """`stream` (a seat's events, that seat the `viewer`) watched again at its `cuts`: (events,
    commands played) as each update left them; standing at cut `at` (see the module)."""

    no_take_over: ClassVar[str | None] = NO_TAKE_OVER
    keeps_game: ClassVar[bool] = False
    stream: list[Any] = field(default_factory=list)
    cuts: list[tuple[int, int]] = field(default_factory=list)
    at: int = 0
    starts: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.cuts:
            raise ValueError("a stream replay needs the stream as the table sent it")
        self.kit = kit_for(self.setup)
        self.game = public_game(self.setup)
        self.game_id = f"stream-replay-{id(self)}"
        self.starts = [0] + [k for k in range(1, len(self.cuts)) if self._starts_turn(k)]

    def _starts_turn(self, k: int) -> bool:
        """Whether the events cut `k` brought include a turn's start."""
        return any(self.kit.turn_started(ev) for ev in self.stream[self.cuts[k - 1][0]:self.cuts[k][0]])

    @property
    def length(self) -> int:
        """The updates after the first (the deal): the last cut the replay can stand at."""
        return len(self.cuts) - 1

    @property
    def shown(self) -> int:
        """How many events of the stream the position shows."""
        return self.cuts[self.at][0]

    @property
    def over(self) -> bool:
        return self.at >= self.length

    @property
    def commands_played(self) -> Sequence[tuple[int, Any]]:
        """How many commands the table had played at the cut, never which (as a remote seat is told)."""
        return [(-1, None)] * self.cuts[self.at][1]

    def prompt(self) -> engine.Prompt | None:
        return None

    def seek(self, at: int) -> bool:
        """Stand at cut `at` (kept within the stream); True when the table must be rebuilt (a step back)."""
        at = min(self.length, max(0, at))
        back = at < self.at
        self.at = at
        return back

    def events(self, since: int = 0) -> list[Any]:
        return self.stream[since:self.shown]

    def describe(self, start: int, end: int) -> list[Told]:
        """The log's words from the stream as far as the position shows it, never further."""
        return told_from_stream(self.kit, self.game, self.stream[:self.shown], start, end, self.viewer)

    def command_of_event(self, index: int) -> int:
        """Which command an event followed was never told to this seat."""
        return -1


def stream_replay_of(session: RemoteSession) -> StreamReplay:
    """The replay of what `session`'s seat was sent, from the deal."""
    stream, cuts = session.kept_stream()
    return StreamReplay(dict(session.setup), list(session.kinds), None, viewer=session.viewer, stream=stream,
                        cuts=cuts)

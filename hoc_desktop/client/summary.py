"""GameSummary: what the results screen shows, as plain data (no engine objects).

The table scene fills it from the finished game's public information: names, the engine's
`result` (winners, reason, scores), each seat's Domain as card names (the game's own cards, most
valuable first, with the succession counters on them: `domain_entries`), and each seat's succession
points after each of its turns (recorded while playing, for the chart).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hoc_desktop.i18n.player_names import YOU, shown_name
from hoc_desktop.i18n import N_, _
from hoc_desktop.i18n.lists import spoken_list

REASON_WORDS = {
    "coronation": N_("{who} declared a Coronation Ceremony, and it still stood when {their} next turn came."),
    "overtime": N_("{who} reached 30 succession points in overtime after rival Coronations."),
    "thirty_points": N_("{who} reached 30 succession points, which wins at once."),
    "judgment": N_("Judgment: the Market's succession piles ran out, and the most points decided."),
    "turn_limit": N_("The game reached its turn limit, and nobody won."),
}



@dataclass(frozen=True)
class GameSummary:
    """The end of one game. Lists are indexed by seat."""

    players: list[str]
    winners: list[int]
    reason: str
    scores: list[int]
    domains: list[list[str]]
    points_by_turn: list[list[int]]

    def __post_init__(self) -> None:
        n = len(self.players)
        if not (len(self.scores) == len(self.domains) == len(self.points_by_turn) == n):
            raise ValueError("a GameSummary needs scores, domains and points_by_turn for every player")

    def winner_names(self) -> list[str]:
        return [self.players[w] for w in self.winners]

    def headline(self) -> str:
        """"You win!", "Normal wins!", "Easy and Hard share the throne", or "No winner"."""
        names = self.winner_names()
        if not names:
            return _("No winner")
        if len(names) > 1:
            return _("{names} share the throne").format(names=_and(names))
        return _("You win!") if names[0] == YOU else _("{name} wins!").format(name=names[0])

    def reason_text(self) -> str:
        """How the game ended, in a sentence."""
        names = self.winner_names()
        template = REASON_WORDS.get(self.reason)
        if len(names) > 1 and self.reason != "judgment":
            points = self.scores[self.winners[0]]
            if self.reason == "tie":
                return _("A tie at {points} points.").format(points=points)
            return _("A tie at {points} points ({how}).").format(points=points, how=self.reason.replace("_", " "))
        if template is None:
            return _("The game ended: {how}.").format(how=self.reason.replace("_", " "))
        who = _and(names) or _("Nobody")
        return _(template).format(who=who, their=_("your") if names == [YOU] else _("their"))

    def standings(self) -> list[int]:
        """Seats from first to last: winners first, then by score (ties keep seat order)."""
        return sorted(range(len(self.players)), key=lambda s: (s not in self.winners, -self.scores[s], s))


def domain_entries(table: Any, domain: list[Any]) -> list[str]:
    """A seat's Domain cards (`domain`, as a seat's table lists them) as the results name them,
    most valuable first: each card's name, with the succession counters on it ("Ouka +3"), since
    they count in the score as much as the cards' printed points do."""
    cards = table.catalog.cards

    def worth(card: Any) -> int:
        return (cards[card.key].points or 0) + table.counters.get(card.id, {}).get("succession", 0)

    def entry(card: Any) -> str:
        extra = table.counters.get(card.id, {}).get("succession", 0)
        return cards[card.key].name + (f" +{extra}" if extra else "")

    return [entry(c) for c in sorted(domain, key=lambda c: (-worth(c), cards[c.key].name))]


def _and(names: list[str]) -> str:
    """"A", "A and B", "A, B and C" ("" for none); the one person at the table by their name in
    the current language."""
    return spoken_list([shown_name(name) for name in names])

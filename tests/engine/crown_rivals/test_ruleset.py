"""Crown Rivals through the core's contract: the event stream alone rebuilds the game, each seat's
stream hides what that seat may not know, and a card drawn is news (undo stops there)."""

from __future__ import annotations

import random

from hoc_desktop.engine.core.seat_stream import rebuild
from hoc_desktop.engine.crown_rivals.events import MarketReset, Moved, Reshuffled, Shuffled
from hoc_desktop.engine.crown_rivals.game import Game, new_game
from hoc_desktop.engine.crown_rivals.ruleset import CROWN_RIVALS, teaches
from hoc_desktop.engine.crown_rivals.zones import ZONES


def _played(seed: int) -> Game:
    rng = random.Random(seed)
    g = new_game(seed)
    while not g.over:
        p = g.prompt()
        answer = (p.options[rng.randrange(len(p.options))] if p.offers_commands
                  else ("pick", tuple(rng.sample(p.options, rng.randint(p.min, p.max)))))
        g.submit(p.seat, answer)
    return g


def test_the_event_stream_alone_rebuilds_the_game() -> None:
    """Given a whole game, when its events are applied to the table its first event names, then the
    state is the game's."""
    for seed in range(5):
        g = _played(seed)
        again = rebuild(CROWN_RIVALS, g.setup, g.events)
        assert repr(again.players) == repr(g.state.players) and again.market == g.state.market
        assert again.result == g.state.result


def test_a_seat_stream_hides_the_other_draws_and_every_shuffle() -> None:
    """Given a game, then seat 0 sees its own draws, never seat 1's, and no shuffled order."""
    g = _played(7)
    mine = g.events_for(0)
    assert len(mine) == len(g.events)
    draws = [ev for ev in mine if isinstance(ev, Moved) and ev.src[0] == "draw"]
    assert all(ev.card is None for ev in draws if ev.src[1] == 1)
    assert all(ev.card is not None for ev in draws if ev.src[1] == 0)
    assert all(set(ev.order) == {None} for ev in mine if isinstance(ev, (Shuffled, Reshuffled, MarketReset)))
    dealt = [ev for ev in mine if isinstance(ev, Moved) and ev.src[0] == "market_deck" and ev.dst[0] == "draw"]
    assert len(dealt) == 12 and all(ev.card is None for ev in dealt)     # starting cards are dealt face down


def test_a_card_from_a_hidden_zone_is_news() -> None:
    """Given your own draw, then it teaches you something; a discard does not."""
    assert teaches(Moved("7C", ("draw", 0), ("hand", 0)), 0)
    assert teaches(Moved("7C", ("market_deck", None), ("market", 2)), 1)
    assert not teaches(Moved("7C", ("hand", 0), ("discard", 0)), 0)
    assert not teaches(Moved(None, ("draw", 1), ("hand", 1)), 0)


def test_every_zone_is_declared_once() -> None:
    kinds = [spec.kind for spec in ZONES]
    assert kinds == ["hand", "draw", "discard", "play", "supporters", "market", "market_deck", "trash", "removed"]

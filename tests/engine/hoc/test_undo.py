"""Undo as a rule: a seat may take back its own decisions until it has learned something new."""

from __future__ import annotations

from hoc_desktop import engine
from hoc_desktop.engine import hoc
from hoc_desktop.ai.hoc.contest import setup_for
from hoc_desktop.engine.core.undo import can_undo, undo_point
from hoc_desktop.saves import state_digest


def first_turn() -> engine.Game:
    """Seat order is drawn at setup; the game waits for the first player's Main Phase."""
    return hoc.new_game(setup_for(4, 2))


def play_territories(game: engine.Game) -> int:
    """Play every card the Main Phase offers to play (Territories draw nothing); returns the count."""
    count = 0
    while True:
        prompt = game.prompt()
        plays = [o for o in prompt.options if o[0] == "play"]
        if prompt.kind != "main" or not plays:
            return count
        game.submit(prompt.seat, plays[0])
        count += 1


def test_plays_that_reveal_nothing_can_be_taken_back() -> None:
    """Given the first player plays Territory cards, when they ask to undo, then they may go back
    to before the first play, and the game rebuilt there equals the game as it stood then."""
    game = first_turn()
    seat = game.prompt().seat
    before = state_digest(game.state)
    assert play_territories(game) >= 1
    assert undo_point(game, seat) == 0
    assert can_undo(game, seat, 0)
    assert state_digest(engine.game_after(game, 0).state) == before


def test_a_draw_ends_undoability() -> None:
    """Given the first player ends the turn (cleanup draws a new hand), then nothing before the end
    of the turn can be undone by them, and the next player has nothing of their own to undo."""
    game = first_turn()
    seat = game.prompt().seat
    play_territories(game)
    while game.prompt().seat == seat:
        prompt = game.prompt()
        game.submit(seat, ("end_turn",) if ("end_turn",) in prompt.options else ("end_main",))
    assert undo_point(game, seat) is None
    assert not can_undo(game, seat, 0)
    assert undo_point(game, game.prompt().seat) is None


def test_another_seats_decision_ends_undoability() -> None:
    """Given commands by two seats, then the seat that acted first cannot take back across the other's."""
    game = first_turn()
    first = game.prompt().seat
    while game.prompt().seat == first:
        prompt = game.prompt()
        game.submit(first, ("end_turn",) if ("end_turn",) in prompt.options else ("end_main",))
    second = game.prompt().seat
    play_territories(game)
    assert not can_undo(game, first, 0)
    k = undo_point(game, second)
    assert k is not None and all(seat == second for seat, _ in game.commands[k:])


def with_other_seat_command(game: engine.Game, seat: int, event: hoc.Event) -> None:
    """Record a command of `seat` whose only consequence is `event` (as an AI's decision after mine
    would be), without a rule that could produce exactly that at this point."""
    game.commands.append((seat, ("stand_in",)))
    game.command_starts.append(len(game.events))
    game.events.append(event)


def test_undo_target_takes_back_my_latest_decision_one_at_a_time() -> None:
    """Given two plays of mine that revealed nothing, then undo_target goes back one decision at a
    time: first to before the second play, then (after that undo) to before the first."""
    game = first_turn()
    seat = game.prompt().seat
    assert play_territories(game) >= 2
    k = len(game.commands) - 1
    assert engine.undo_target(game, seat) == k
    assert engine.undo_target(engine.game_after(game, k), seat) == k - 1


def test_undo_target_includes_the_ai_moves_after_mine_but_not_a_humans() -> None:
    """Given my play and then a decision of the other seat that taught me nothing, when that seat is
    an AI (in `others`) the undo goes back to before my play; when it is a human, nothing is undone."""
    from hoc_desktop.engine.hoc.events import Coins
    game = first_turn()
    seat = game.prompt().seat
    play_territories(game)
    mine = len(game.commands) - 1
    other = 1 - seat
    with_other_seat_command(game, other, Coins(other, 1))
    assert engine.undo_target(game, seat, [other]) == mine
    assert engine.undo_target(game, seat, []) is None


def test_undo_target_never_crosses_what_i_learned() -> None:
    """Given my play and then an AI decision whose consequence shows me a card from the Supply, then
    nothing can be undone."""
    from hoc_desktop.engine.hoc.events import Move
    game = first_turn()
    seat = game.prompt().seat
    play_territories(game)
    other = 1 - seat
    card = game.state.supply[-1]
    with_other_seat_command(game, other, Move(card, ("supply", None), ("stack", game.state.cards[card].key)))
    assert engine.undo_target(game, seat, [other]) is None

"""Heart of Crown's seat table (engine/hoc/seat_table.py) with the face-up sight: fed the face-up
observer's stream of a game (core/zones.py `FACE_UP`), it holds every player's hand card by card
as the game held it, and still no draw pile's or Supply's cards."""

from __future__ import annotations

from hoc_desktop.engine.core.zones import FACE_UP
from hoc_desktop.engine.hoc import game_catalog
from hoc_desktop.engine.hoc.events import APPLY, TurnStarted
from hoc_desktop.engine.hoc.seat_table import SeatTable
from hoc_desktop.engine.hoc.setup import new_state
from tests.engine.hoc.test_event_stream import play, seats_of


def test_the_face_up_table_holds_every_hand_as_the_game_did_at_each_turn_start() -> None:
    """Given random 2-4 seat games of several card sets, when seat 1's table with the face-up sight
    is fed the face-up stream, then at every turn start each player's hand is the state's, card for
    card; no draw pile nor the Supply names a card but one lying revealed there; seat 1 stays the
    table's own seat."""
    for seed in range(4):
        game = play(seed, seats_of(seed), turns=40)
        assert game.setup is not None
        state = new_state(game.setup)
        table = SeatTable(1, game_catalog(game), sight=FACE_UP)
        turns = 0
        for ev, seen in zip(game.events, game.events_for(FACE_UP)):
            APPLY[type(ev)](state, ev)
            table.apply(seen)
            if type(ev) is not TurnStarted:
                continue
            turns += 1
            for seat, player in enumerate(state.players):
                assert [card.id for card in table.players[seat].hand] == list(player.hand), f"seed {seed} {ev}"
                assert {card.id for card in table.players[seat].draw if card is not None} <= state.revealed
            assert set(table.supply) <= {None}
        assert turns > 10 and table.view()["you"] == 1

"""State fields in one place: a field declared on a state is copied, sealed and shown without a
change anywhere else, and a field that is not declared is refused when the class is made."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pytest

from hoc_desktop.ai.hoc.contest import setup_for
from hoc_desktop.engine.core.state_fields import declared_state, fields_digest, state_field
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.state import GameState, Player
from hoc_desktop.engine.hoc.table_view import view


# No slots=True on a subclass: the compiled engine's GameState and Player (scripts/build_compiled.py)
# keep their fields in C and have no __slots__, so Python 3.11's dataclass(slots=True) would declare
# every inherited field again as a slot of the subclass, hiding the compiled fields from Python code.
@declared_state
@dataclass
class StateWithFavour(GameState):
    """Heart of Crown's state with one more field, as an expansion would add it."""

    favour: dict[int, int] = state_field("dict", default_factory=dict)       # public: everyone sees it
    omens: list[int] = state_field("list", seen="nobody", default_factory=list)


@declared_state
@dataclass
class PlayerWithSecret(Player):
    secret: list[int] = state_field("list", seen="owner", default_factory=list)


def with_new_fields() -> StateWithFavour:
    """A game in progress moved into the state class with the new fields."""
    state = new_game(setup_for(4, 2)).state
    values = {f.name: getattr(state, f.name) for f in dataclasses.fields(state)}
    values["players"] = [PlayerWithSecret(**{f.name: getattr(p, f.name) for f in dataclasses.fields(p)})
                         for p in state.players]
    return StateWithFavour(**values, favour={0: 2}, omens=[7])


def test_a_new_field_is_copied() -> None:
    state = with_new_fields()
    state.players[1].secret.append(5)
    copy = state.copy()
    assert type(copy) is StateWithFavour and copy.favour == {0: 2} and copy.omens == [7]
    assert copy.players[1].secret == [5]
    copy.favour[0] = 3
    copy.players[1].secret.append(6)
    assert state.favour == {0: 2} and state.players[1].secret == [5]       # independent


def test_a_new_field_is_sealed() -> None:
    state = with_new_fields()
    before = fields_digest(state)
    state.favour[1] = 1
    assert fields_digest(state) != before
    state.favour.pop(1)
    assert fields_digest(state) == before
    state.players[0].secret.append(3)
    assert fields_digest(state) != before


def test_a_new_field_is_shown_to_whom_its_declaration_says() -> None:
    state = with_new_fields()
    state.players[1].secret.append(5)
    everything, seat0, seat1 = view(state, None), view(state, 0), view(state, 1)
    assert everything["favour"] == seat0["favour"] == {0: 2}                 # public
    assert everything["omens"] == [7] and "omens" not in seat0               # nobody but the omniscient view
    assert seat1["players"][1]["secret"] == [5] and "secret" not in seat0["players"][1]   # its owner only


def test_a_field_not_declared_is_refused_when_the_class_is_made() -> None:
    with pytest.raises(TypeError, match="not declared with state_field: forgotten"):
        @declared_state
        @dataclass(slots=True)
        class Forgetful(GameState):
            forgotten: int = 0

"""Positions and the declared state: every field of the state is a key of a position spec or is
named as given another way, and every pile the zone registry declares per seat can be written in a
spec, so a field or a zone a ruleset adds cannot be silently left out of scenarios."""

from __future__ import annotations

import dataclasses

from hoc_desktop.engine.hoc import position
from hoc_desktop.engine.hoc.position import FIELDS_NOT_KEYS, build_state
from hoc_desktop.engine.hoc.state import PLAYER_ZONES, GameState, Player, Turn
from hoc_desktop.engine.hoc.table_view import view


def _names(cls: type) -> set[str]:
    return {f.name for f in dataclasses.fields(cls)}


def test_every_declared_field_is_a_spec_key_or_named_as_given_another_way() -> None:
    # given the keys each part of a spec accepts
    keys = {"GameState": set(position._TOP_KEYS), "Player": set(position._PLAYER_KEYS),
            "Turn": set(position._TURN_KEYS)}
    # then each declared field of the state is one of them or in FIELDS_NOT_KEYS
    for cls in (GameState, Player, Turn):
        forgotten = _names(cls) - keys[cls.__name__] - set(FIELDS_NOT_KEYS[cls.__name__])
        assert not forgotten, f"{cls.__name__} fields a position cannot give: {sorted(forgotten)}"


def test_the_table_of_fields_given_another_way_names_only_real_fields() -> None:
    for cls in (GameState, Player, Turn):
        assert set(FIELDS_NOT_KEYS[cls.__name__]) <= _names(cls)


def test_every_pile_declared_per_seat_can_be_written_in_a_spec() -> None:
    # given a spec that puts one card in every declared pile of seat 0 but the Domain (a princess
    # in the guardian pile, the one pile of Princess cards)
    piles = {kind: "laolily" if kind == "guardian" else "city" for kind in PLAYER_ZONES if kind != "domain"}
    spec = {"players": [{"name": "Ann", "princess": "klam_klam", **{kind: [key] for kind, key in piles.items()}},
                        {"name": "Bo"}], "options": {"guardians": True}}
    # when the position is built
    state = build_state(spec)
    # then each pile holds its card, and the omniscient view shows it there
    shown = view(state, None)["players"][0]
    for kind, key in piles.items():
        assert [state.cards[c].key for c in getattr(state.players[0], kind)] == [key]
        assert shown[kind] == [key]

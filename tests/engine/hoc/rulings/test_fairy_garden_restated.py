"""Fairy Garden rulings that restate a base ruling word for word: the base test runs again at a
Fairy Garden position (a Farming Village pile in the Market, Judgment on Dukes), so the two games
are held to the same ruling by one test body."""

from __future__ import annotations

from typing import Callable

import pytest

import tests.engine.hoc.rulings.test_general as general
import tests.engine.hoc.rulings.test_princesses as princesses
from tests.engine.hoc.rulings.fairy_garden import fg_pos
from hoc_desktop.engine.hoc.events import Misfired
from tests.helpers import act, discard, domain, draw_pile, option_names, prompt_kind, revealed_draw


def in_fairy_garden(monkeypatch: pytest.MonkeyPatch, base_test: Callable[[], None]) -> None:
    """Run `base_test` with every position it builds made a Fairy Garden one."""
    monkeypatch.setattr(general, "pos", fg_pos)
    monkeypatch.setattr(princesses, "pos", fg_pos)
    base_test()


def test_FG_CLN_2(monkeypatch: pytest.MonkeyPatch) -> None:
    """Draw pile out after 3 cards in the Draw Phase: reshuffle, draw 2 more (G-CLN-2)."""
    in_fairy_garden(monkeypatch, general.test_G_CLN_2)


def test_FG_COR_2(monkeypatch: pytest.MonkeyPatch) -> None:
    """A declarer still at 20 after every other player's turn wins (G-COR-2)."""
    in_fairy_garden(monkeypatch, general.test_G_COR_2)


def test_FG_COR_3(monkeypatch: pytest.MonkeyPatch) -> None:
    """A declarer below 20 before their next turn: the ceremony is cancelled (G-COR-3)."""
    in_fairy_garden(monkeypatch, general.test_G_COR_3)


def test_FG_OVT_1(monkeypatch: pytest.MonkeyPatch) -> None:
    """A at 24 and B at 20 declare, C at 12: overtime with A and B only (G-OVT-1)."""
    in_fairy_garden(monkeypatch, general.test_G_OVT_1)


def test_FG_OVT_2(monkeypatch: pytest.MonkeyPatch) -> None:
    """Overtime: eliminated players skip turns and are not attacked; 30 wins at once (G-OVT-2, G-OVT-3)."""
    in_fairy_garden(monkeypatch, general.test_G_OVT_2)
    in_fairy_garden(monkeypatch, general.test_G_OVT_3)


def test_FG_OVT_3(monkeypatch: pytest.MonkeyPatch) -> None:
    """Overtime: a remaining player dropping below 20 keeps playing (G-OVT-4)."""
    in_fairy_garden(monkeypatch, general.test_G_OVT_4)


def test_FG_REV_1(monkeypatch: pytest.MonkeyPatch) -> None:
    """An already revealed top card is revealed again by an attack: no skip, no misfire (G-REV-1);
    Demon Tribe Warrior's look takes it like any other of the top two, and it stays face up."""
    in_fairy_garden(monkeypatch, general.test_G_REV_1)
    g = fg_pos(players=[{"hand": ["demon_tribe_warrior"]}, {"draw": [{"card": "duke", "revealed": True}, "city"]}])
    events = act(g, ["play", "demon_tribe_warrior"])
    assert option_names(g) == ["duke", "city"] and not any(isinstance(e, Misfired) for e in events)
    act(g, ["pick", ["city"]])
    assert draw_pile(g, 1) == ["duke"] and revealed_draw(g, 1) == [True] and discard(g, 1) == ["city"]


def test_FG_TWN_2(monkeypatch: pytest.MonkeyPatch) -> None:
    """Declared, then an extra turn: no win until the others took their final turn (TWN-1)."""
    in_fairy_garden(monkeypatch, princesses.test_TWN_1)


def test_FG_PRC_1() -> None:
    """A card's text beats the basic rule it contradicts: backing moves the up-to-3 highest-cost
    Territories, but Flammaria's text keeps Farming Villages out of the Domain."""
    g = fg_pos(turn={"phase": "second", "coins": 6}, players=[{"field": ["farming_village", "city"]}, {}])
    act(g, ["back", "flammaria"])
    while prompt_kind(g) not in (None, "second"):
        act(g, ["pick", [] if g.prompt().min == 0 else [g.prompt().options[0]]])
    assert sorted(domain(g, 0)) == ["city", "flammaria"]

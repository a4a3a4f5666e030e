"""Worked examples that show how ruling tests are written (see tests/helpers.py)."""

from tests.helpers import act, coins, hand, outskirts, pos, refused


def test_FV_5() -> None:
    """City Development after a Farming Village: pay the coin, banish the other village, City to hand."""
    g = pos(players=[{"hand": ["farming_village", "farming_village", "city_development"]}, {}])
    act(g, ["play", "farming_village"], ["play", "city_development"], ["pick", [0]])
    assert hand(g, 0) == ["city"]
    assert outskirts(g) == ["farming_village"]
    assert coins(g) == 0
    assert len(g.state.basic["city"]) == 29


def test_G_PLY_5() -> None:
    """Succession cards, Curses and Princess cards cannot be played."""
    g = pos(players=[{"hand": ["duke", "curse", "apprentice_maid"]}, {}])
    for card in ("duke", "curse", "apprentice_maid"):
        refused(g, ["play", card])

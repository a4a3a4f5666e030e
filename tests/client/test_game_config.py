"""What a new game is made of: names, markets, seeds (game_config.py)."""

from __future__ import annotations

import pytest

from hoc_desktop.client.game_config import make_setup, player_names, quick_game

def test_setup_helpers() -> None:
    assert player_names(["human", "normal", "normal"]) == ["You", "Normal 2", "Normal 3"]
    assert player_names(["human", "human", "easy"]) == ["Player 1", "Player 2", "Easy"]
    setup, kinds = quick_game(3)
    assert setup["seed"] == 3 and kinds == ["human", "normal"]
    with pytest.raises(ValueError):
        make_setup(["human"], "Primer", 1)
    with pytest.raises(ValueError):
        make_setup(["human", "genius"], "Primer", 1)

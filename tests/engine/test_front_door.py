"""The front door: a front end drives a whole game through `hoc_desktop.engine` alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from hoc_desktop import engine, saves
from hoc_desktop.engine import hoc


def test_the_readme_example_drives_a_game_to_its_end(tmp_path: Path) -> None:
    """Given the "drive a game" example of docs/saves-and-streams.md, then the game ends, seat 0's
    stream hides seat 1's draws, a save loads back the same stream, and the game after command 10
    is a replay (tests/test_docs.py runs the page's own text)."""
    game = hoc.new_game(hoc.GameSetup(("You", "Normal"), hoc.recommended_market("First Time Playing"), seed=7))
    while not game.over:
        prompt = game.prompt()
        answer = prompt.options[0] if prompt.offers_commands else ("pick", tuple(prompt.options[:prompt.min]))
        game.submit(prompt.seat, answer)
    mine = game.events_for(0)
    assert any(ev.type == "move" and ev.src == ("draw", 1) and ev.card is None for ev in mine)
    assert game.view(0)["players"][0]["points"] == game.state.result["scores"][0]
    path = tmp_path / "game.json"
    saves.save_game(game, game.setup, path)
    assert saves.load_game(path)[0].events == game.events
    assert engine.game_after(game, 10).commands == game.commands[:10]


def test_every_pick_prompt_names_its_step() -> None:
    """Given random games, then every pick prompt carries a step key and modes carry one key each."""
    from tests.engine.hoc.test_event_stream import play
    seen = set()
    for seed in range(40):
        game = play(seed, 2 + seed % 3, turns=40)
        replayed = hoc.new_game(game.setup)
        for seat, command in game.commands:
            prompt = replayed.prompt()
            if not prompt.offers_commands:
                assert prompt.step, prompt
                seen.add(prompt.step)
                if prompt.kind == "mode":
                    assert len(prompt.mode_keys) == len(prompt.options)
            replayed.submit(seat, command)
    assert len(seen) >= 5


def test_the_front_door_names_far_east_markets() -> None:
    """With Far East in play the front door knows its fifteen recommended sets; a base game does not."""
    both = ("base", "far_east")
    assert len(hoc.recommended_sets()) == 10 and len(hoc.recommended_sets(both)) == 25
    market = hoc.recommended_market("Guild Rebellion", both)
    game = hoc.new_game(hoc.GameSetup(("A", "B"), market, seed=3, card_sets=both))
    assert "ouka" in [c.key for c in hoc.game_catalog(game).by_category("princess")]
    with pytest.raises(ValueError):
        hoc.recommended_market("Guild Rebellion")

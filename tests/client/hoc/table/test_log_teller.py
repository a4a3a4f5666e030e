"""The log in words: each AI reason under the action it explains, however the events come."""

from __future__ import annotations

from hoc_desktop.ai.reason_words import explanation
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.client.ui.app import App
from tests.client.hoc.table.driver import advance, open_table


def test_an_ai_reason_is_logged_only_for_what_it_explains() -> None:
    # a reason that only repeats the action and the coins in hand says nothing
    assert explanation("buys City: 4 coins") == "" and explanation("plays City") == ""
    # one that explains keeps its explanation, without the coins
    assert explanation("buys Duke: 8 coins, 6 points toward the throne") == "6 points toward the throne"


def reason_followers(scene: TableScene) -> dict[int, str]:
    """For each AI reason in the log, the line just above it (the action it should explain)."""
    texts = [line.text for line in scene.log.lines]
    return {int(text.rsplit(" ", 1)[1]): texts[i - 1] for i, text in enumerate(texts) if text.startswith("   » why")}


def test_an_ai_reason_stays_under_its_action_when_the_log_is_told_again(app: App) -> None:
    # given a game some turns in, each AI decision with an explaining reason, the log told live
    scene = open_table(app, seed=5, speed="normal")
    game = scene.session.game
    advance(app, scene, lambda p: p.kind == "main" and game.state.turn.number > 4)
    scene.session.reasons.update({k: f"acts: why {k}" for k, (seat, _) in enumerate(game.commands) if seat == 1})
    scene._forget_viewer()
    scene.pacer.add(scene.session.events(0))            # told one beat at a time, as play goes
    while scene.pacer.pending:
        scene._show(scene.pacer.due(10.0))
    live = reason_followers(scene)
    # when the log is told again from the start at once (an undo rebuilds it so, and so do Continue and Load)
    scene._forget_viewer()
    scene._show(scene.session.events(0), animate=False)
    # then every reason sits under the same line, the first line its own command told
    assert reason_followers(scene) == live and len(live) == len(scene.session.reasons)
    for k, above in live.items():
        start, end = game.command_starts[k], game.command_starts[k + 1] if k + 1 < len(game.commands) else None
        first = scene.session.describe(start, end if end is not None else len(game.events))[0].text.strip("-= ")
        assert above == first, (k, above, first)

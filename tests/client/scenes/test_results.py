"""The results scene and the words of a game's summary."""

from __future__ import annotations

import pygame
import pytest

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.hoc.results import HeartOfCrownResults, domain_chips
from hoc_desktop.client.scenes.results import ResultsScene
from hoc_desktop.client.summary import GameSummary
from hoc_desktop.client.ui.theme import STANDARD
from tests.client.helpers_client import click, key
from tests.client.kit.test_review_marks import decision, review_of

def summary(players: int = 3, reason: str = "coronation") -> GameSummary:
    names = ["You", "Normal 2", "Hard 3", "Easy 4"][:players]
    curves = [[0, 1, 3, 3, 6, 8, 11, 11, 14, 17, 20, 22], [0, 0, 2, 5, 5, 7, 9, 12, 15, 15, 18, 18],
              [0, 2, 2, 4, 7, 7, 8, 10, 10, 13, 16, 19], [0, 0, 1, 1, 3, 4, 4, 6, 9, 9, 11, 12]][:players]
    domains = [["Duke", "Duke", "Senator", "Royal Maid", "City"], ["Duke", "Senator", "Senator", "Large City"],
               ["Duke", "Duke", "Duke", "Royal Maid", "City", "Farming Village"], ["City"]][:players]
    return GameSummary(names, [0], reason, [c[-1] for c in curves], domains, curves)


def test_results_scene_renders_a_summary_and_calls_back(app: App) -> None:
    calls: list[str] = []
    scene = ResultsScene(app, HeartOfCrownResults(summary(4)), lambda: calls.append("again"),
                         lambda: calls.append("title"))
    app.push(scene)
    assert app.step()
    assert scene.headline.text == "You win!"
    assert "Coronation" in scene.reason.text
    assert [b.seat for b in scene.part.blocks] == [0, 2, 1, 3]
    click(app, scene.again.rect.center)
    key(app, pygame.K_ESCAPE)
    assert calls == ["again", "title"]


def test_summary_words() -> None:
    tie = GameSummary(["You", "Normal"], [0, 1], "judgment", [18, 18], [[], []], [[18], [18]])
    assert tie.headline() == "You and Normal share the throne"
    assert "Judgment" in tie.reason_text()
    nobody = GameSummary(["A", "B"], [], "turn_limit", [3, 4], [[], []], [[3], [4]])
    assert nobody.headline() == "No winner" and "turn limit" in nobody.reason_text()
    tied = GameSummary(["You", "Normal"], [0, 1], "tie", [20, 20], [[], []], [[20], [20]])
    assert tied.reason_text() == "A tie at 20 points."
    odd = GameSummary(["A", "B"], [1], "meteor_strike", [3, 4], [[], []], [[3], [4]])
    assert odd.reason_text() == "The game ended: meteor strike."
    assert domain_chips(["Duke", "Duke", "City"]) == ["Duke ×2", "City"]
    with pytest.raises(ValueError):
        GameSummary(["A", "B"], [1], "judgment", [3], [[], []], [[3], [4]])


def test_a_review_marks_the_chart_and_turns_review_into_turning_points(app: App) -> None:
    """Given the results with a Review button, when a review marking turns 4 and 9 arrives, then
    the chart marks x 3 and 8 (x 0 is turn 1) in the colours of their sizes, the review's summary
    takes the line kept for it above the buttons (the panels keep their places), and V asks for
    the turning points of that review."""
    asked: list[object] = []
    scene = ResultsScene(app, HeartOfCrownResults(summary(2)), lambda: None, lambda: None,
                         on_review=lambda: asked.append("review"), on_turning_points=asked.append)
    app.push(scene)
    app.step()
    chart_at = scene.part.chart_panel.rect.copy()
    key(app, pygame.K_v)
    assert asked == ["review"] and scene.review_line.visible
    review = review_of(decision(30, 9, 0.12), decision(12, 4, 0.3), decision(20, 6, 0.01, error=0.02))
    scene.show_review(review)
    assert scene.part.chart.marks == [(3, STANDARD.bad), (8, STANDARD.warn)]
    assert scene.review_line.text.endswith("average loss: 14.3%") and scene.part.chart_panel.rect == chart_at
    key(app, pygame.K_v)
    assert asked == ["review", review] and scene.review_button.text == "Turning points"


def test_a_review_without_turning_points_says_so(app: App) -> None:
    """Given a review that marks nothing, then the chart has no marks and the button says there
    are no turning points, disabled."""
    scene = ResultsScene(app, HeartOfCrownResults(summary(2)), lambda: None, lambda: None, on_review=lambda: None)
    app.push(scene)
    scene.show_review(review_of(decision(20, 6, 0.01, error=0.02)))
    assert scene.part.chart.marks == [] and not scene.review_button.enabled
    assert scene.review_button.text == "No turning points"

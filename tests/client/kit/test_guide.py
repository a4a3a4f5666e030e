"""The tour kit, for any game: tips come up once, when their situation holds, Got it moves on and
End tour ends it; the bubble joins its buttons to the table only while a tip is up, goes over the
log when its words fit there, and draws nothing outside its place."""

from __future__ import annotations

import pygame
import pytest

from hoc_desktop.client.kit.guide import Guide, Situation, Tip, TourBubble, always, offers
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets.base import Widget
from hoc_desktop.engine.core.prompts import Prompt
from tests.client.hoc.table.test_hud import blank, touched

def tip(tip_id: str, when: str, title: str, words: str, holds: Situation = always) -> Tip:
    """A tip in English alone."""
    return Tip(tip_id, when, {"en": (title, words)}, holds)


TIPS = [tip("hello", "start", "Welcome", "words " * 200),
        tip("play", "can_play", "Play", "Drag a card.", offers("play"))]


@pytest.fixture
def theme() -> Theme:
    return Theme.for_window((1280, 720))


def test_the_bubble_shows_its_buttons_only_while_a_tip_is_up() -> None:
    # given a table's widgets and a tour
    widgets: list[Widget] = []
    bubble = TourBubble(Guide(TIPS), widgets)
    # when the viewer has nothing to do, the first tip comes; Got it moves on to the next when it holds
    assert bubble.follow(None) and bubble.tip.id == "hello" and bubble.got_it in widgets
    bubble.done()
    assert bubble.got_it not in widgets and not bubble.follow(Prompt(0, "main", "", (("end_turn",),), True))
    assert bubble.follow(Prompt(0, "main", "", (("play", 3),), True)) and bubble.tip.id == "play"
    # and End tour ends it
    bubble.end()
    assert bubble.tip is None and not widgets and bubble.guide.finished


def test_the_bubble_goes_over_the_log_when_its_words_fit_else_over_the_table(theme: Theme) -> None:
    bubble = TourBubble(Guide([tip("hello", "start", "Welcome", "words " * 30)]), [])
    bubble.follow(None)
    log, table = pygame.Rect(1000, 10, 270, 700), pygame.Rect(10, 10, 980, 700)
    assert bubble.spot(theme, log, table).topleft == log.topleft
    short_log = pygame.Rect(1000, 10, 270, 100)
    spot = bubble.spot(theme, short_log, table)
    assert spot.topleft == table.topleft and table.contains(spot)


def test_the_bubble_and_its_buttons_stay_in_their_place(theme: Theme) -> None:
    bubble = TourBubble(Guide(TIPS), [])
    bubble.follow(None)
    tip = pygame.Rect(100, 10, 500, 150)
    bubble.place(tip, theme)
    surface = blank()
    bubble.draw(surface, theme)
    assert tip.inflate(theme.px(40), theme.px(40)).contains(touched(surface))        # the shadow reaches out
    assert tip.contains(bubble.got_it.rect) and tip.contains(bubble.end_tour.rect)

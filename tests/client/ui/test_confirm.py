"""The confirm dialog: with text at 200% on the smallest window its answers show whole and the box
stays on screen, however long its question and detail."""

from __future__ import annotations

import pygame

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.confirm import ConfirmScene
from tests.client.helpers_client import key
from tests.client.helpers_geometry import assert_fits

DAMAGED = ("The game in progress cannot be continued: line 1: corrupt or truncated save (Expecting property name "
           "enclosed in double quotes). The file is left as it is: /home/player/.local/share/hoc-desktop/saves/"
           "autosave.json A new game will not replace it: the file is kept, unchanged, as 'Damaged autosave of "
           "2026-11-28 12.39' in the saves folder (Load lists it).")


def opened(app: App, scene: ConfirmScene) -> ConfirmScene:
    app.set_appearance(text_scale=2.0)
    app.push(scene)
    app.step()
    return scene


def test_keep_playing_shows_whole_at_200_percent(app: App) -> None:
    # given the table's question before ending a turn with coins unspent, at 200% on 1280x720
    ask = opened(app, ConfirmScene(app, "End your turn with 3 coins unspent?", "End turn", "Keep playing",
                                   lambda: None, detail="Coins left at the end of a turn are lost."))
    # then both answers fit their buttons with their key caps, inside the box, side by side
    assert_fits(ask, "end-turn confirm", [("the box", ask.box)], frame=ask.box)
    assert ask.yes.rect.y == ask.no.rect.y


def test_a_long_question_stays_on_screen_with_its_answers_stacked(app: App) -> None:
    # given the damaged-autosave question, whose long answer cannot sit beside Cancel at 200%
    answers: list[str] = []
    ask = opened(app, ConfirmScene(app, "The saved game in progress cannot be read", "Keep the file and start",
                                   "Cancel", lambda: answers.append("keep"), detail=DAMAGED))
    # then the box and both answers are on screen, each answer whole, one above the other
    assert_fits(ask, "damaged-autosave confirm", [("the box", ask.box)], frame=ask.box)
    assert ask.no.rect.bottom <= ask.yes.rect.top
    # and Enter still answers yes
    key(app, pygame.K_RETURN)
    assert answers == ["keep"]


def test_esc_answers_no_and_tells_a_no_that_must_be_told(app: App) -> None:
    # given a network undo's question, whose refusal the table must send on
    answers: list[str] = []
    opened(app, ConfirmScene(app, "Ann asks to take back a move.", "Allow", "Refuse", lambda: answers.append("yes"),
                             on_no=lambda: answers.append("no")))
    # when Esc answers it
    key(app, pygame.K_ESCAPE)
    # then the box has closed and the refusal was told, once
    assert answers == ["no"] and not isinstance(app.top, ConfirmScene)

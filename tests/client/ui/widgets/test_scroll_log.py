"""ScrollLog follows the end while the reader is there, scrolls by wheel, drag, keys and thumb,
draws only the rows in view, and wraps again when its width changes."""

from __future__ import annotations

import pygame

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.widgets import ScrollLog
from tests.client.helpers_client import key, post
from tests.client.ui.widgets.scene import WidgetScene


def test_scroll_log_follows_the_end_and_scrolls(app: App) -> None:
    # given a log of 3000 lines, some long
    log = ScrollLog()
    scene = WidgetScene(app, (log, (100, 100, 400, 300)))
    app.push(scene)
    for i in range(3000):
        log.append(f"Line {i}: Normal buys Duke for 8 coins, and the log goes on and on", bold=i % 10 == 0,
                   color=(255, 200, 120) if i % 7 == 0 else None)
    # then it follows the end, wraps long lines and draws only what is in view
    assert log.follow and log.scroll == log.max_scroll > 0
    assert len(log.rows) > 3000                # long lines wrapped to more rows
    assert len(log.visible_rows()) < 30        # only what is in view is drawn
    app.step()
    # when the wheel turns over it, then it scrolls up and stops following
    post(pygame.MOUSEMOTION, pos=(300, 250), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    app.step()
    assert log.scroll < log.max_scroll and not log.follow
    held = log.scroll
    log.append("a new line does not move a reader who scrolled up")
    assert log.scroll == held
    # when the text is dragged down, then the view moves up
    post(pygame.MOUSEBUTTONDOWN, pos=(250, 200), button=1)
    post(pygame.MOUSEMOTION, pos=(250, 260), rel=(0, 60), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(250, 260), button=1)
    app.step()
    assert log.scroll == held - 60
    # when End is pressed with focus, then it follows the end again
    scene.set_focus(log)
    key(app, pygame.K_END)
    assert log.follow and log.scroll == log.max_scroll
    log.append("followed again")
    assert log.scroll == log.max_scroll
    log.clear()                                # a new game starts an empty log
    assert log.rows == [] and log.scroll == 0 and log.follow


def test_scroll_log_ignores_the_wheel_elsewhere_and_rewraps_on_resize(app: App) -> None:
    # given a full log and the pointer away from it
    log = ScrollLog()
    app.push(WidgetScene(app, (log, (100, 100, 400, 300))))
    for i in range(200):
        log.append(f"{i} " + "word " * 20)
    post(pygame.MOUSEMOTION, pos=(900, 600), rel=(0, 0), buttons=(0, 0, 0))
    # when the wheel turns, then the log keeps following
    post(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0)
    app.step()
    assert log.follow
    # when it is laid out wider, then it needs fewer rows and still shows the end
    narrow = len(log.rows)
    log.layout((100, 100, 800, 300), app.theme)
    assert len(log.rows) < narrow and log.scroll == log.max_scroll
    # when a line without spaces is added, then it is broken to the width anyway
    log.append("日本語の長い行は空白がなくても幅に合わせて折り返されます。" * 4)
    assert all(app.theme.font("small").size(text)[0] <= 800 for text, _ in log.rows[-4:])


def test_scroll_log_thumb_drag(app: App) -> None:
    # given a log with a scroll thumb at the end
    log = ScrollLog()
    app.push(WidgetScene(app, (log, (100, 100, 400, 300))))
    for i in range(500):
        log.append(f"line {i}")
    thumb = log._thumb_rect()
    assert thumb is not None
    # when the thumb is dragged to the top, then the log shows its start and stops following
    post(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1)
    post(pygame.MOUSEMOTION, pos=(thumb.centerx, 100), rel=(0, -300), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, 100), button=1)
    app.step()
    assert log.scroll == 0 and not log.follow


def test_scroll_log_wraps_japanese_with_kinsoku(app: App) -> None:
    # given a narrow log, when a Japanese line longer than its width is added
    log = ScrollLog()
    app.push(WidgetScene(app, (log, (100, 100, 160, 300))))
    log.append("アリスは公爵を購入し、継承点を8点得た。ボブは「見習い侍女」を追放した。")
    # then it wraps to several rows without spaces, none starting with 。、 or ending with 「
    rows = [row for row, _line in log.rows]
    assert len(rows) > 2 and "".join(rows) == log.lines[0].text
    assert all(row[0] not in "。、」" and row[-1] != "「" for row in rows)


def test_scroll_log_takes_back_its_last_lines_with_their_rows(app: App) -> None:
    # given three lines, the last one long enough to wrap
    log = ScrollLog()
    app.push(WidgetScene(app, (log, (100, 100, 200, 300))))
    log.append("Turn 1: You", bold=True)
    log.append("You draw 2 of hearts.")
    log.append("You draw 3 of hearts, and this line goes on long enough to wrap to more rows.")
    # when the last two are taken back (told again as one line)
    log.take_back(2)
    log.append("You draw 2 of hearts, 3 of hearts.")
    # then only their rows went, the first line's kept, the new line's rows follow it
    assert [line.text for line in log.lines] == ["Turn 1: You", "You draw 2 of hearts, 3 of hearts."]
    assert {index for _row, index in log.rows} == {0, 1} and log.rows[0] == ("Turn 1: You", 0)
    log.take_back(5)                                # more than it holds: it empties
    assert log.lines == [] and log.rows == []

"""The full game log: filtered by player, exported to a file, card names zoomed."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import pygame

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.kit.log_view import LogScene, export_log, lines_about
from hoc_desktop.client.ui.widgets.scroll_log import LogLine
from tests.client.helpers_client import click, key, post
from tests.client.hoc.table.driver import advance, open_table


def test_lines_about_a_player_and_export(tmp_path: Path) -> None:
    lines = [LogLine("Turn 1: You"), LogLine("You plays City."), LogLine("Normal buys Duke for 8.")]
    assert [line.text for line in lines_about(lines, "Normal")] == ["Normal buys Duke for 8."]
    assert lines_about(lines, None) == lines
    path = export_log(lines, tmp_path / "logs", now=0)
    assert path.read_text(encoding="utf-8").splitlines() == [line.text for line in lines]


def test_the_person_at_the_table_is_found_in_japanese_lines(language: Callable[[str], None]) -> None:
    # given a Japanese log, when the lines about the player saved as "You" are asked for
    language("ja")
    lines = [LogLine("あなたは都市をプレイした。"), LogLine("Normalは公爵を購入した。")]
    # then the lines naming あなた are found
    assert [line.text for line in lines_about(lines, "You")] == ["あなたは都市をプレイした。"]


def test_an_export_opens_with_its_header_and_a_hot_seat_log_names_its_seat(tmp_path: Path) -> None:
    # given two lines, a header and the hot-seat player whose log it is
    lines = [LogLine("Turn 1: Ann"), LogLine("Ann draws City.")]
    # when exported
    path = export_log(lines, tmp_path, now=0, header=["Heart of Crown game log", "Players: Ann, Bob"], seat="Ann B.")
    # then the header comes first, then a blank line, then the lines; the file name ends with the seat
    assert path.read_text(encoding="utf-8").splitlines() == ["Heart of Crown game log", "Players: Ann, Bob", "",
                                                              "Turn 1: Ann", "Ann draws City."]
    assert path.name.endswith("-Ann-B.txt")


def test_l_opens_the_log_filter_and_export(app: App, tmp_path: Path) -> None:
    # given a table some turns into the game
    scene = open_table(app)
    scene.log_folder = tmp_path
    advance(app, scene, lambda p: p.kind == "main" and scene.session.game.state.turn.number > 4)
    # when I press L, the whole log opens
    key(app, pygame.K_l)
    view = app.top
    assert isinstance(view, LogScene) and len(view.log.lines) == len(scene.log.lines)
    # the filter keeps one player's lines
    click(app, (view.filter.rect.right - 5, view.filter.rect.centery))
    assert view.filter.value == "You"
    assert view.log.lines and all("You" in line.text for line in view.log.lines)
    # the export writes a header naming the game, then what is shown
    click(app, view.export.rect.center)
    [path] = list(tmp_path.glob("game-log-*.txt"))
    written = path.read_text(encoding="utf-8").splitlines()
    blank = written.index("")
    header, body = written[:blank], written[blank + 1:]
    assert body == [line.text for line in view.log.lines]
    assert header[0] == "Heart of Crown game log" and header[1].startswith("Date: ")
    assert "Players: You (a person), Normal (Normal AI)" in header and "Sets: Base" in header
    assert any(h.startswith("Market: First Time Playing (") for h in header)
    assert any(h.startswith("Setup code: HC1-") for h in header)
    assert header[-1] == "Told from your seat: your own cards are named"
    assert view.message == f"Saved to {path}"              # one person at the table: no seat named
    # hovering a line that names a card zooms it; Esc closes
    index = next(i for i, line in enumerate(view.log.lines) if line.card is not None)
    row = next(r for r, (_, i) in enumerate(view.log.rows) if i == index)
    view.log.scroll = row * view.log.row_height
    post(pygame.MOUSEMOTION, pos=(view.log.rect.x + 30, view.log._content_rect().y + 2), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    assert view.zoom == view.log.lines[index].card
    key(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_the_table_log_folds_draws_at_any_speed(app: App) -> None:
    scene = open_table(app, speed="normal")
    for _ in range(400):                       # one beat (one card moving) at a time
        scene.update(0.6)
    texts = [line.text for line in scene.log.lines]
    assert not any(a == b and " draw" in a for a, b in zip(texts, texts[1:]))
    assert any(t.startswith("Normal draws 5 cards") for t in texts)
    # and the deal, told a card at a time, says the seating once, before the first hand is drawn
    assert sum(t.startswith("Seating: ") for t in texts) == 1
    assert texts.index(next(t for t in texts if t.startswith("Seating: "))) < texts.index(
        next(t for t in texts if " draw" in t))


def test_the_table_log_folds_draws_in_japanese_too(app: App, language: Any) -> None:
    # given the window in Japanese, when the table shows the draws one beat at a time
    language("ja")
    scene = open_table(app, speed="normal")
    for _ in range(400):
        scene.update(0.6)
    texts = [line.text for line in scene.log.lines]
    # then the other seat's five draws read as one Japanese line, never two draws in a row
    assert "AI（普通）はカードを5枚引いた。" in texts
    assert not any(a == b and "引いた" in a for a, b in zip(texts, texts[1:]))
    # and a turn's heading is told by its kind, not by English words
    headings = [line.text for line in scene.log.lines if line.bold]
    assert headings and all(t.startswith("ターン") for t in headings if "ゲーム終了" not in t)


def test_a_play_and_its_coins_share_a_line_at_any_speed(app: App) -> None:
    scene = open_table(app, speed="normal")
    advance(app, scene, lambda p: p.kind == "second" and scene.session.game.state.turn.number > 3)
    texts = [line.text for line in scene.log.lines]
    assert any("plays Farming Village (+1 coin)" in t or "play Farming Village (+1 coin)" in t for t in texts)
    assert not any(t.endswith("gains 1 coin.") for t in texts)


def test_no_table_zoom_is_drawn_over_the_open_game_log(app: App) -> None:
    # given a card of the table zoomed (pinned with a right-click), then the Game log opened over it
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "main")
    card = next(s for s in scene.board.sprites.values() if s.zone == ("hand", 0))
    post(pygame.MOUSEBUTTONDOWN, pos=card.rect.center, button=3)
    app.step()
    assert scene.zoom_key is not None
    key(app, pygame.K_l)
    assert isinstance(app.top, LogScene)
    # when the window is drawn with the zoom still held, and again without it
    app.draw()
    with_zoom = app.surface.copy()
    scene.zoom.forget()
    app.draw()
    # then the two pictures are the same: the log is not covered by the table's zoom
    assert pygame.image.tobytes(with_zoom, "RGB") == pygame.image.tobytes(app.surface, "RGB")

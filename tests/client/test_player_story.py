"""The story a new player lives, end to end through the window: set up a three-player hot-seat game
with one AI, play, undo a misclick, quit mid-game, start the program again and continue where they
were, make the text larger, and play a turn by keyboard alone."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.main import Program
from hoc_desktop.client.hoc.new_game import NewGameScene
from hoc_desktop.client.scenes.title import TitleScene
from hoc_desktop.client.settings import Settings, load_settings
from hoc_desktop.client.hoc.table.scene import TableScene
from tests.client.helpers_client import click, key
from tests.client.hoc.table.driver import card_center, drag
from tests.client.hoc.table.test_keys import focus_on

STEPS = 3000


def program(app: App, folder: Path) -> Program:
    made = Program(app, saves=folder / "saves",
                   settings=replace(Settings(), speed="instant", guides_seen=("heart-of-crown",)),
                   settings_file=folder / "settings.json")
    app.push(made.title())
    return made


def take_the_table(app: App, table: TableScene) -> None:
    """Step until a human must act; click away the hot-seat curtain if it is up."""
    for _ in range(STEPS):
        app.step()
        if table.curtain is not None:
            click(app, (10, 10))
        if table.session.human_prompt() is not None and not table.pacer.pending:
            return
    raise AssertionError("no human decision came")


def test_a_new_players_evening(tmp_path: Path) -> None:
    app = App((1280, 720))
    app.fps = app.idle_fps = 1000
    try:
        # set up three seats: two humans and a Normal AI
        program(app, tmp_path)
        key(app, pygame.K_n)
        setup = app.top
        assert isinstance(setup, NewGameScene)
        click(app, (setup.count.rect.right - 5, setup.count.rect.centery))                   # 3 players
        assert setup.seat_kinds() == ["human", "normal", "normal"]
        click(app, (setup.seat_choices[1].rect.x + 5, setup.seat_choices[1].rect.centery))  # Normal -> Easy...
        while setup.seat_kinds()[1] != "human":
            click(app, (setup.seat_choices[1].rect.x + 5, setup.seat_choices[1].rect.centery))
        assert setup.seat_kinds() == ["human", "human", "normal"]
        key(app, pygame.K_RETURN)
        table = app.top
        assert isinstance(table, TableScene) and table.session.kinds == ["human", "human", "normal"]
        # play until a human may play a Territory card, misclick-play it, and undo
        for _ in range(40):
            take_the_table(app, table)
            prompt = table.session.human_prompt()
            plays = [o for o in prompt.options if o[0] == "play"] if prompt.kind == "main" else []
            if plays:
                break
            table.issue(prompt.seat, prompt.options[-1] if prompt.offers_commands
                        else ("pick", tuple(prompt.options[:prompt.min])))
        card = plays[0][1]
        commands = list(table.session.game.commands)
        drag(app, card_center(table, card), table.layout.field.center)
        assert len(table.session.game.commands) == len(commands) + 1
        click(app, table.undo.rect.center)
        assert table.session.game.commands == commands
        # quit mid-game: the window closes
        app.close()

        # start the program again: Continue is offered and resumes the same game
        app = App((1280, 720))
        app.fps = app.idle_fps = 1000
        second = program(app, tmp_path)
        title = app.top
        assert isinstance(title, TitleScene) and title.continue_ is not None
        key(app, pygame.K_c)
        again = app.top
        assert isinstance(again, TableScene) and again.session.game.commands == commands
        # make the text larger: the table follows
        second.change_settings(replace(second.settings, text_scale=1.5))
        assert app.theme.text_scale == 1.5 and load_settings(tmp_path / "settings.json")[0].text_scale == 1.5
        # and play a turn by keyboard alone
        take_the_table(app, again)
        game = again.session.game
        seat = game.prompt().seat
        turn = game.state.turn.number
        for _ in range(20):
            prompt = game.prompt()
            if prompt.seat != seat or game.state.turn.number != turn:
                break
            plays = [o[1] for o in prompt.options if o[0] == "play"] if prompt.offers_commands else []
            if plays:
                focus_on(app, again, plays[0])
                key(app, pygame.K_RETURN)
            elif prompt.offers_commands:
                key(app, pygame.K_e)
                if app.top is not again:
                    key(app, pygame.K_RETURN)
            else:
                key(app, pygame.K_1)
                key(app, pygame.K_RETURN)
            again.finish_animations()
        assert game.state.turn.number > turn or game.prompt().seat != seat
    finally:
        app.close()

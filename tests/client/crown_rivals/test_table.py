"""The Crown Rivals table: drags, clicks and keys play, spend, boost and buy; bonus choices are
prompt panels; the hot-seat curtain hides the other hand; only the viewer's cards are drawn."""

from __future__ import annotations

import random
from typing import Any, Callable

import pygame
import pytest

from hoc_desktop import i18n
from hoc_desktop.client.crown_rivals.faces import PlayingCardFaces
from hoc_desktop.client.crown_rivals.setup import crown_rivals_setup
from hoc_desktop.client.crown_rivals.table import CrownRivalsTable
from hoc_desktop.client.game_config import HUMAN
from hoc_desktop.client.kit.replay import replay_of
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.menu import MenuScene
from hoc_desktop.engine.core.zones import FACE_UP
from hoc_desktop.engine.crown_rivals.card_words import card_words
from hoc_desktop.engine.crown_rivals.cards import suit_of, values
from hoc_desktop.engine.crown_rivals.rules import load_rules
from hoc_desktop.engine.crown_rivals.game import new_game
from hoc_desktop.engine.crown_rivals.view import SeatView
from tests.client.helpers_client import click, key, post
from tests.client.kit.test_replay import finished


def seed_where(test: Callable[[Any], bool]) -> int:
    """The first seed whose freshly dealt game passes `test` (deterministic)."""
    return next(seed for seed in range(1, 500) if test(new_game(seed)))


def seat0_first(game: Any) -> bool:
    return game.prompt().seat == 0


def table_for(app: App, seed: int, kinds: list[str] | None = None) -> CrownRivalsTable:
    kinds = kinds or [HUMAN, "easy"]
    session = GameSession(crown_rivals_setup(kinds, seed), kinds, worker=None)
    scene = CrownRivalsTable(app, session, on_game_over=lambda s: None, on_leave=lambda: None, speed="instant")
    app.push(scene)
    app.step()
    return scene


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.step()


def rect_of(scene: CrownRivalsTable, zone: str, card: str) -> pygame.Rect:
    return next(r for z, c, r in scene.card_rects() if z == zone and c == card)


def test_dragging_a_hand_card_to_the_play_area_plays_it(app: App) -> None:
    # given my turn
    scene = table_for(app, seed_where(seat0_first))
    card = scene.view().me.hand[0]
    # when I drag my first card into my play area
    drag(app, rect_of(scene, "hand", card).center, scene.layout.my_play.center)
    # then the engine has played it
    me = scene.session.game.state.players[0]
    assert card not in me.hand
    assert card in me.play or any(s.spade == card for s in me.supporters)
    assert scene.refused == []


def test_dragging_to_the_currency_area_spends_the_card_and_the_total_shows_it(app: App) -> None:
    scene = table_for(app, seed_where(seat0_first))
    card = scene.view().me.hand[0]
    drag(app, rect_of(scene, "hand", card).center, scene.layout.currency.center)
    assert scene.view().turn.currency >= 1
    assert card in scene.session.game.state.players[0].discard


def test_a_diamond_dropped_on_a_hand_card_plays_the_two_together(app: App) -> None:
    def has_boost(game: Any) -> bool:
        hand = game.state.players[0].hand
        return seat0_first(game) and any(suit_of(c) == "D" for c in hand) and any(suit_of(c) != "D" for c in hand)

    scene = table_for(app, seed_where(has_boost))
    hand = scene.view().me.hand
    diamond = next(c for c in hand if suit_of(c) == "D")
    other = next(c for c in hand if suit_of(c) != "D")
    drag(app, rect_of(scene, "hand", diamond).center, rect_of(scene, "hand", other).center)
    last = scene.session.game.commands[-1]
    assert last == (0, ("play", other, diamond))


def test_a_diamond_dropped_on_the_card_just_played_boosts_it(app: App) -> None:
    # given I have just played a card alone, with a diamond still in my hand
    def has_boost(game: Any) -> bool:
        hand = game.state.players[0].hand
        return seat0_first(game) and any(suit_of(c) == "D" for c in hand) and any(suit_of(c) == "S" for c in hand)

    scene = table_for(app, seed_where(has_boost))
    hand = scene.view().me.hand
    diamond = next(c for c in hand if suit_of(c) == "D")
    other = next(c for c in hand if suit_of(c) == "S")        # a spade: it stays in play, sideways
    assert scene.issue(0, ("play", other)) is None
    app.step()
    # when I drop the diamond on it
    drag(app, rect_of(scene, "hand", diamond).center, rect_of(scene, "played", other).center)
    # then the two were played together, as if dropped on each other in my hand
    assert scene.session.game.commands == [(0, ("play", other, diamond))]


def test_a_card_dropped_on_a_played_card_is_played(app: App) -> None:
    def club_and_more(game: Any) -> bool:
        hand = game.state.players[0].hand
        return seat0_first(game) and sum(suit_of(c) in "CH" for c in hand) >= 2

    scene = table_for(app, seed_where(club_and_more))
    first, other = [c for c in scene.view().me.hand if suit_of(c) in "CH"][:2]
    scene.issue(0, ("play", first))
    app.step()
    drag(app, rect_of(scene, "hand", other).center, rect_of(scene, "played", first).center)
    assert scene.session.game.commands[-1] == (0, ("play", other))


def test_a_diamond_on_a_card_played_earlier_says_how_boosting_works(app: App) -> None:
    def two_and_a_diamond(game: Any) -> bool:
        hand = game.state.players[0].hand
        return seat0_first(game) and sum(suit_of(c) == "D" for c in hand) == 1 and sum(
            suit_of(c) == "C" for c in hand) >= 2

    scene = table_for(app, seed_where(two_and_a_diamond))
    hand = scene.view().me.hand
    diamond = next(c for c in hand if suit_of(c) == "D")
    first, second = [c for c in hand if suit_of(c) == "C"][:2]
    scene.issue(0, ("play", first))
    scene.issue(0, ("play", second))
    app.step()
    drag(app, rect_of(scene, "hand", diamond).center, rect_of(scene, "played", first).center)
    assert len(scene.session.game.commands) == 2 and "as it is played" in scene.toasts.text


def test_a_market_card_dragged_down_is_bought(app: App) -> None:
    scene = table_for(app, seed_where(seat0_first))
    for card in list(scene.view().me.hand):                  # everything to currency: 9 to 11
        drag(app, rect_of(scene, "hand", card).center, scene.layout.currency.center)
    buys = [o[1] for o in scene.session.game.prompt().options if o[0] == "buy"]
    assert buys, "the opening hand buys something"
    drag(app, rect_of(scene, "market", buys[0]).center, scene.layout.my_play.center)
    assert buys[0] in scene.session.game.state.players[0].discard


def test_keys_choose_a_card_and_do_what_it_offers(app: App) -> None:
    scene = table_for(app, seed_where(seat0_first))
    second = scene.view().me.hand[1]
    key(app, pygame.K_RIGHT)
    assert scene.focused_card() == second
    assert scene.action_buttons[0].text == "Play it"
    key(app, pygame.K_c)                                    # C: discard the card in focus for currency
    assert scene.session.game.commands[-1] == (0, ("currency", second))
    key(app, pygame.K_e)                                    # E: end the turn
    assert scene.session.game.commands[-1] == (0, ("end_turn",))


def test_a_refused_drop_changes_nothing_and_says_why(app: App) -> None:
    scene = table_for(app, seed_where(seat0_first))
    card = scene.view().me.hand[0]
    drag(app, rect_of(scene, "hand", card).center, scene.layout.currency.center)     # buying starts
    other = scene.view().me.hand[0]
    before = len(scene.session.game.commands)
    drag(app, rect_of(scene, "hand", other).center, scene.layout.my_play.center)     # too late to play
    assert len(scene.session.game.commands) == before
    assert scene.refused and scene.toasts.text


def test_a_refused_purchase_says_why_in_japanese_with_the_cards_in_words(app: App, language: Any) -> None:
    # given the window in Japanese and your first turn, nothing spent yet
    language("ja")
    scene = table_for(app, seed_where(seat0_first))
    card = scene.session.game.state.market[0]
    # when you try to buy a market card with no currency
    scene.issue(0, ("buy", card))
    # then the toast says why in Japanese, naming the card as Japanese players do
    assert scene.toasts.text == f"{card_words(card)}のコストは{values(load_rules())[card]}、使える通貨は0です"


def table_with_a_pick(app: App) -> CrownRivalsTable:
    """A table (seed 3) where I played at random until a bonus asks me something: a pick for me."""
    scene = table_for(app, 3, kinds=[HUMAN, "easy"])
    session = scene.session
    rng = random.Random(5)
    for _ in range(3000):
        prompt = session.game.prompt()
        if prompt is None or (prompt.seat == 0 and not prompt.offers_commands):
            break
        if prompt.seat == 1:
            session.game.submit(1, rng.choice(prompt.options) if prompt.offers_commands
                                else ("pick", tuple(prompt.options[:prompt.min])))
        else:
            plays = [o for o in prompt.options if o[0] == "play"]
            scene.issue(0, rng.choice(plays) if plays and rng.random() < 0.9 else ("end_turn",))
        app.step()
    app.step()
    return scene


def test_a_bonus_choice_is_a_prompt_panel_answered_by_a_key(app: App) -> None:
    # given a game where I play at random until a bonus asks me something
    scene = table_with_a_pick(app)
    session = scene.session
    prompt = session.game.prompt()
    assert prompt is not None and prompt.seat == 0 and not prompt.offers_commands
    # then the panel shows it, and a digit then Enter (or a lone button) answers it
    assert scene.panel is not None
    before = len(session.game.commands)
    key(app, pygame.K_1)
    if len(session.game.commands) == before:
        key(app, pygame.K_RETURN)
    assert len(session.game.commands) == before + 1
    assert session.game.commands[-1][1][0] == "pick"


def visible_cards(scene: CrownRivalsTable) -> set[str]:
    """Every card the viewer's view shows face up."""
    view = scene.view()
    cards = set(view.me.hand or ()) | set(view.trash) | {c for c in view.market if c}
    for p in view.players:
        cards |= set(p.discard) | set(p.play) | {s.spade for s in p.supporters}
        cards |= {s.diamond for s in p.supporters if s.diamond}
    return cards


def test_hot_seat_never_draws_the_other_hand_and_nothing_behind_the_curtain(app: App, monkeypatch: Any) -> None:
    # given two people at one screen, every face the table draws recorded
    scene = table_for(app, 4, kinds=[HUMAN, HUMAN])
    face = PlayingCardFaces.face
    drawn: list[tuple[int | None, str]] = []

    def recording(faces: PlayingCardFaces, card: str, width: int, palette: str = "standard") -> Any:
        drawn.append((scene.curtain, card))
        assert scene.curtain is None, "a card was drawn behind the curtain"
        assert card in visible_cards(scene), f"{card} is not the viewer's to see"
        return face(faces, card, width, palette)

    monkeypatch.setattr(PlayingCardFaces, "face", recording)
    session = scene.session
    rng = random.Random(2)
    curtains = 0
    viewers = set()
    # when they play eight turns, passing the table each time
    while session.game.state.turn.number < 9:
        app.step()
        if scene.curtain is not None:
            curtains += 1
            app.draw()
            click(app, (10, 10))
            continue
        prompt = session.game.prompt()
        viewers.add(session.viewer)
        command = (rng.choice(prompt.options) if prompt.offers_commands and rng.random() < 0.7
                   else ("end_turn",) if prompt.offers_commands else ("pick", tuple(prompt.options[:prompt.min])))
        scene.issue(prompt.seat, command)
        app.draw()
    # then both sat at the table, the curtain came between them, and every face drawn was theirs
    assert viewers == {0, 1} and curtains >= 7 and drawn


def test_the_table_is_the_viewers_stream_and_starts_afresh_for_a_new_viewer(app: App) -> None:
    """Given two people at one screen, when they play turns passing the table, then every frame the
    picture is the engine's view of the viewer's seat, kept by one seat table fed only the new events
    while the viewer stays, and a new table for the seat the table is handed to."""
    scene = table_for(app, 4, kinds=[HUMAN, HUMAN])
    session = scene.session
    rng = random.Random(5)
    stretches: list[tuple[int, Any]] = []          # (viewer, the seat table drawn from), in turn
    while session.game.state.turn.number < 6:
        app.step()
        if scene.curtain is not None:
            click(app, (10, 10))
            continue
        assert scene.table.seat == session.viewer
        assert scene.view() == SeatView.of(session.game.state, session.viewer)
        if not stretches or stretches[-1][1] is not scene.table:
            stretches.append((session.viewer, scene.table))
        assert stretches[-1][0] == session.viewer
        prompt = session.game.prompt()
        scene.issue(prompt.seat, rng.choice(prompt.options) if prompt.offers_commands
                    else ("pick", tuple(prompt.options[:prompt.min])))
    # both seats were drawn, each from a table of its own, a new one only when the viewer changed
    assert {seat for seat, _ in stretches} == {0, 1}
    assert all(a[0] != b[0] for a, b in zip(stretches, stretches[1:]))


def test_the_other_hand_is_only_a_count(app: App) -> None:
    scene = table_for(app, seed_where(seat0_first))
    view = scene.view()
    assert view.them.hand is None and view.them.hand_size == 5
    assert all(zone != "their_hand" for zone, _, _ in scene.card_rects())


def to_a_pick_i_may_decline(app: App, scene: CrownRivalsTable, seed: int) -> None:
    """Play at random (my plays chosen by `seed`) until a question I may decline is mine."""
    session = scene.session
    rng = random.Random(seed)
    for _ in range(400):
        prompt = session.game.prompt()
        if prompt.seat == 0 and not prompt.offers_commands and prompt.min == 0:
            break
        if prompt.seat == 1:
            session.game.submit(1, rng.choice(prompt.options) if prompt.offers_commands
                                else ("pick", tuple(prompt.options[:prompt.min])))
        elif not prompt.offers_commands:
            scene.issue(0, ("pick", tuple(prompt.options[:max(1, prompt.min)])))
        else:
            plays = [o for o in prompt.options if o[0] == "play"]
            scene.issue(0, rng.choice(plays) if plays and rng.random() < 0.9 else ("end_turn",))
        app.step()
    app.step()
    assert scene.panel is not None and session.game.prompt().min == 0


@pytest.mark.parametrize("code", [pygame.K_ESCAPE, pygame.K_1, pygame.K_RETURN], ids=["Esc", "1", "Enter"])
def test_a_held_key_answers_a_question_once_and_does_nothing_more(app: App, code: int) -> None:
    # given the hearts bonus asks me whether to draw (Esc declines, 1 draws, Enter confirms)
    scene = table_for(app, 2, kinds=[HUMAN, "easy"])
    to_a_pick_i_may_decline(app, scene, 2)
    before = len(scene.session.game.commands)
    # when I hold the key long enough for the window to repeat it
    post(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
    app.step()
    answered = len(scene.session.game.commands)
    for _ in range(3):
        post(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
        app.step()
    # then the question took at most the one press, and the repeats neither opened the menu nor acted
    assert answered <= before + 1 and len(scene.session.game.commands) == answered
    assert app.top is scene
    # and once released, a new press of Esc acts again (declines the question, or opens the menu)
    post(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0)
    key(app, pygame.K_ESCAPE)
    assert len(scene.session.game.commands) > answered or isinstance(app.top, MenuScene)


def test_a_diamond_dropped_on_a_card_already_boosted_says_one_diamond_per_card(app: App) -> None:
    # given I have played a club boosted by a diamond, a second diamond still in my hand
    def two_diamonds_and_a_club(game: Any) -> bool:
        hand = game.state.players[0].hand
        return seat0_first(game) and sum(suit_of(c) == "D" for c in hand) >= 2 and any(suit_of(c) == "C" for c in hand)

    scene = table_for(app, seed_where(two_diamonds_and_a_club))
    hand = scene.view().me.hand
    first, second = [c for c in hand if suit_of(c) == "D"][:2]
    club = next(c for c in hand if suit_of(c) == "C")
    assert scene.issue(0, ("play", club, first)) is None
    app.step()
    # when I drop the second diamond on that club
    drag(app, rect_of(scene, "hand", second).center, rect_of(scene, "played", club).center)
    # then nothing is played and the table names the ruling, not how boosting works in general
    assert len(scene.session.game.commands) == 1
    assert scene.toasts.text.startswith("One diamond per card")


def test_all_cards_face_up_fans_the_rival_hand_and_leaves_its_draw_pile_as_it_was(app: App) -> None:
    """Given a finished game's replay at a turn start, when all cards are turned face up, then the
    table's view holds the rival's hand as the game does, its faces are drawn, and the rival's
    draw pile and discard pile are drawn exactly as in the seat's own view (the fan stops before
    them)."""
    setup, whole = finished("crown-rivals")
    replay = replay_of(setup, [HUMAN, "normal"], whole, viewer=0)
    scene = CrownRivalsTable(app, replay, on_game_over=lambda s: None, on_leave=lambda: None, speed="instant")
    app.push(scene)
    replay.seek(replay.starts[6])
    scene.show_again()
    app.step()
    app.draw()
    layout = scene.layout
    piles = layout.their_draw.union(layout.their_discard)
    seen = app.surface.subsurface(piles).copy()
    drawn: list[str] = []
    face = PlayingCardFaces.face

    def recording(faces: PlayingCardFaces, card: str, width: int, palette: str = "standard") -> Any:
        drawn.append(card)
        return face(faces, card, width, palette)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(PlayingCardFaces, "face", recording)
        assert replay.look_through(FACE_UP)
        scene.show_again()
        app.step()
        app.draw()
    them = replay.game.state.players[1].hand
    assert scene.view().them.hand == tuple(them) and set(them) <= set(drawn)
    assert pygame.image.tobytes(app.surface.subsurface(piles), "RGB") == pygame.image.tobytes(seen, "RGB")


def test_a_switch_of_language_words_the_buttons_and_the_log_again(app: App, language: Any) -> None:
    # given a table in English, its deal told in the log
    scene = table_for(app, 5)
    for _frame in range(3):
        app.step()
    assert scene.undo.text == "Undo" and scene.log.lines
    # when the window switches to Japanese and the table speaks again
    language("ja")
    scene.speak_again()
    for _frame in range(3):
        app.step()
    # then its buttons and its log read in Japanese
    assert (scene.undo.text, scene.end_turn.text) == ("取り消し", i18n._("End turn"))
    assert scene.log.lines and any("ターン" in line.text for line in scene.log.lines)

"""The pick-prompt panel answers every kind of pick prompt the engine asks, as a player would.

Each test builds an exact position (hoc_desktop/engine/hoc/position.py), takes the engine's own
prompt, shows the panel in a 1280x720 window, clicks or types at the places the panel reports
(`option_rects`, its buttons) and submits what the panel sent: the engine must accept the answer
and the state must change as the answer says. Screenshots go to the `screenshot_dir` fixture.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, Callable

import pygame
import pytest

from hoc_desktop.engine import hoc
from hoc_desktop.cards.loader import Catalog
from hoc_desktop.cards.model import CardDef
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.art.card_faces import ArtStore, CardFaces
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.kit.prompt_panel import PromptPanel
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.events import Defended
from hoc_desktop.engine.hoc.position import act, build_position, build_state
from hoc_desktop.engine.hoc.rulebook import RuleBook, Rules, load_rules
from hoc_desktop.engine.hoc.ruleset import HEART_OF_CROWN
from hoc_desktop.client.ui.widgets.button import Button
from tests.client.helpers_client import click, key, post
from tests.engine.hoc.rulings.fairy_garden import fg_pos
from tests.helpers import pos as far_east_pos

CATALOG = hoc.catalog()


@pytest.fixture(scope="module")
def faces(tmp_path_factory: pytest.TempPathFactory) -> CardFaces:
    """Faces from the committed art; anything missing is drawn into a throwaway cache."""
    return CardFaces(ArtStore(cache_dir=tmp_path_factory.mktemp("art-cache")))


class PanelScene(Scene):
    """The panel where the table puts it: centred above the hand, at most 60% of the window wide."""

    opaque = False

    def __init__(self, app: App, panel: PromptPanel) -> None:
        super().__init__(app)
        self.panel = panel
        self.widgets = [panel]

    def resize(self, size: tuple[int, int]) -> None:
        width, height = self.panel.preferred_size(self.theme, int(size[0] * 0.6))
        rect = pygame.Rect(0, 0, width, height)
        rect.midbottom = (size[0] // 2, size[1] - self.theme.px(160))
        rect.top = max(self.theme.margin, rect.top)
        self.panel.layout(rect, self.theme)
        super().resize(size)


class Shown:
    """A game whose current prompt is shown in a panel, and what the panel sent."""

    def __init__(self, app: App, game: Game, faces: CardFaces, title: str = "") -> None:
        self.app = app
        self.game = game
        self.prompt = game.prompt()
        self.answers: list[tuple] = []
        self.zoomed: list[CardDef] = []
        self.panel = PromptPanel(self.prompt, seat_knowledge(game), faces, self.answers.append, self.zoomed.append,
                                 title)
        app.push(PanelScene(app, self.panel))
        app.step()

    def where(self, name: str) -> tuple[int, int]:
        """The centre of the first option called `name` (a card id such as "duke", or a value) not chosen yet."""
        cards = self.game.state.cards
        for option, rect in self.panel.option_rects():
            shown = cards[option].key if self.panel.shows_cards else option
            if shown == name and option not in self.panel.selection:
                return rect.center
        raise AssertionError(f"no unchosen option {name!r}")

    def pick(self, *names: Any) -> None:
        for name in names:
            click(self.app, self.where(name))

    def confirm(self) -> None:
        assert self.panel.confirm_button is not None
        click(self.app, self.panel.confirm_button.rect.center)

    def submit(self) -> list[Any]:
        """Submit the one answer the panel sent, for the seat the prompt asked."""
        assert len(self.answers) == 1, self.answers
        assert self.prompt.check(self.answers[0]) is None
        return self.game.submit(self.prompt.seat, self.answers[0])


def seat_knowledge(game: Game) -> Callable[[Any], CardDef | None]:
    """What the table passes as `card_of`: the catalog's card for an instance, None if it knows none."""
    return lambda cid: CATALOG.cards.get(game.state.cards[cid].key)


def position(spec: dict[str, Any], *commands: Any) -> Game:
    game = build_position(spec)
    for command in commands:
        act(game, command)
    return game


def keys(game: Game, cids: Any) -> list[str]:
    return [game.state.cards[c].key for c in cids]


def top_first(game: Game, seat: int) -> list[str]:
    return keys(game, reversed(game.state.players[seat].draw))


def with_optional_payments(spec: dict[str, Any], *commands: Any) -> Game:
    """A position under rules where a payment may be refused (data/rules.yaml makes it mandatory, OQ-10)."""
    state = build_state(spec)
    state.rulebook = RuleBook(Rules.from_raw({**load_rules().raw, "optional_payments": True}), state.rulebook.options)
    game = Game(HEART_OF_CROWN, state)
    game.start()
    for command in commands:
        act(game, command)
    return game


CONTRIBUTION = {"turn": {"coins": 1}, "players": [{"hand": ["contribution", "magic_talisman", "city"]}, {}]}
WISHING_WELL = {"players": [{"hand": ["wishing_well", "curse", "apprentice_maid", "city"],
                             "draw": ["alchemist", "large_city", "duke"]}, {}]}
INFANTRY_VS_RAMPART = {"players": [{"hand": ["infantry_battalion"]},
                                   {"hand": ["rampart", "city", "duke", "farming_village", "senator"]}]}
STARGAZE = {"players": [{"hand": ["stargazing_witch"], "field": ["alchemist", "library"], "draw": ["city", "duke"],
                         "discard": ["large_city"]}, {}]}


# ---------------------------------------------------------------------------- one test per kind

def test_pay_by_clicking_pay(app: App, faces: CardFaces) -> None:
    # given Contribution asks whether to pay 1 coin
    shown = Shown(app, with_optional_payments(CONTRIBUTION, ["play", "contribution"]), faces)
    assert shown.prompt.kind == "pay" and shown.panel.confirm_button is None
    labels = [b.text for b in shown.panel.children]
    assert labels == ["Pay 1", "Don't pay"]
    # when the player clicks "Pay 1"
    click(app, shown.panel.option_buttons[0].rect.center)
    shown.submit()
    # then the coin is paid and the card goes on to the banish step
    assert shown.game.state.turn.coins == 0 and shown.game.prompt().kind == "banish"


def test_pay_refused_with_dont_pay(app: App, faces: CardFaces) -> None:
    shown = Shown(app, with_optional_payments(CONTRIBUTION, ["play", "contribution"]), faces)
    assert shown.panel.decline_button is not None
    click(app, shown.panel.decline_button.rect.center)
    assert shown.answers == [("pick", ())]
    shown.submit()
    # then Contribution misfires: the coin stays, nothing is banished
    assert shown.game.state.turn.coins == 1 and shown.game.prompt().kind == "main"


def test_number(app: App, faces: CardFaces) -> None:
    # given Laolily is backed with 3 Royal Maids left
    game = position({"turn": {"phase": "second", "coins": 6}, "players": [{}, {}],
                     "market": {"basic": {"royal_maid": 3}}}, ["back", "laolily"])
    shown = Shown(app, game, faces)
    assert shown.prompt.kind == "number"
    # when the player clicks "2"
    shown.pick(2)
    shown.submit()
    # then two Royal Maids are acquired
    assert len(game.state.basic["royal_maid"]) == 1
    assert keys(game, game.state.players[0].discard).count("royal_maid") == 2


def test_mode(app: App, faces: CardFaces) -> None:
    game = position({"players": [{"hand": ["trading_ship"]}, {}]}, ["play", "trading_ship"])
    shown = Shown(app, game, faces, title="Trading Ship")
    assert shown.prompt.kind == "mode"
    assert [b.text for b in shown.panel.option_buttons] == ["Draw 2 cards", "Gain 2 coins"]
    click(app, shown.panel.option_buttons[1].rect.center)     # one click answers: one mode is asked for
    shown.submit()
    assert game.state.turn.coins == 2


def test_defend_reveal(app: App, faces: CardFaces) -> None:
    # given Infantry Battalion attacks a player holding a Rampart
    shown = Shown(app, position(INFANTRY_VS_RAMPART, ["play", "infantry_battalion"]), faces)
    assert shown.prompt.kind == "defend" and shown.prompt.seat == 1
    assert shown.panel.decline_button is not None and shown.panel.decline_button.text == "Don't reveal"
    # when they choose the Rampart and reveal it
    shown.pick("rampart")
    shown.confirm()
    events = shown.submit()
    # then it defends: they keep their whole hand
    assert any(isinstance(e, Defended) for e in events)
    assert len(shown.game.state.players[1].hand) == 5 and shown.game.prompt().seat == 0


def test_discard(app: App, faces: CardFaces) -> None:
    shown = Shown(app, position(WISHING_WELL, ["play", "wishing_well"]), faces)
    assert shown.prompt.kind == "discard"
    shown.pick("curse", "apprentice_maid")
    shown.confirm()
    shown.submit()
    game = shown.game
    assert keys(game, game.state.players[0].discard) == ["curse", "apprentice_maid"]
    assert sorted(keys(game, game.state.players[0].hand)) == ["alchemist", "city", "large_city"]


def test_banish(app: App, faces: CardFaces) -> None:
    shown = Shown(app, position(CONTRIBUTION, ["play", "contribution"]), faces)
    assert shown.prompt.kind == "banish"
    shown.pick("magic_talisman")
    shown.confirm()
    shown.submit()
    assert keys(shown.game, shown.game.state.players[0].hand) == ["city"]


def test_acquire(app: App, faces: CardFaces) -> None:
    # given Adventurer banished a Farming Village: any Market card costing 3 or less may be acquired
    game = position({"turn": {"coins": 1}, "players": [{"hand": ["adventurer", "farming_village", "curse"]}, {}],
                     "market": {"stacks": {"scout": 5, "alchemist": 5}}}, ["play", "adventurer"])
    shown = Shown(app, game, faces)
    assert shown.prompt.kind == "acquire"
    shown.pick("royal_maid")
    shown.confirm()
    shown.submit()
    assert keys(game, game.state.players[0].discard) == ["royal_maid"]


def test_to_draw(app: App, faces: CardFaces) -> None:
    # given Draft Notice paid 2: exactly two non-Territory cards go from the discard pile on top
    game = position({"players": [{"hand": ["city", "draft_notice"], "discard": ["alchemist", "city", "duke"]}, {}]},
                    ["play", "city"], ["play", "draft_notice"], ["pick", [2]])
    shown = Shown(app, game, faces)
    assert shown.prompt.kind == "to_draw" and shown.prompt.ordered
    shown.pick("duke", "alchemist")
    shown.confirm()
    shown.submit()
    assert top_first(game, 0) == ["duke", "alchemist"]


def test_scout_discard(app: App, faces: CardFaces) -> None:
    game = position({"players": [{"hand": ["scout"], "draw": ["curse", "city"]},
                                 {"draw": ["duke", "farming_village"]}]}, ["play", "scout"])
    shown = Shown(app, game, faces)
    assert shown.prompt.kind == "scout_discard"
    shown.pick("curse", "duke")
    shown.confirm()
    shown.submit()
    assert keys(game, game.state.players[0].discard) == ["curse"]
    assert keys(game, game.state.players[1].discard) == ["duke"]


def test_discard_looked_shows_the_cards_looked_at(app: App, faces: CardFaces) -> None:
    # given a pack card (Demon Tribe Warrior: look_at_top 2, discard_looked 1) looking at a Curse and a Duke
    game = fg_pos(players=[{"hand": ["demon_tribe_warrior"]}, {"draw": ["curse", "duke"]}])
    act(game, ["play", "demon_tribe_warrior"])
    # when its question is shown
    shown = Shown(app, game, faces)
    # then the options are the two cards' faces, not their instance numbers on buttons
    assert shown.prompt.kind == "discard_looked" and shown.panel.shows_cards
    assert sorted(card.name for card in shown.panel.cards) == ["Curse", "Duke"]
    assert not any(b.text.isdigit() for b in shown.panel.children if isinstance(b, Button))
    shown.pick("duke")
    shown.confirm()
    shown.submit()
    assert keys(game, game.state.players[1].discard) == ["duke"]


def test_oukas_second_question_names_the_first_card_and_goes_back(app: App, faces: CardFaces) -> None:
    # given Ouka's ability with two eligible cards, the Alchemist chosen first
    game = far_east_pos(turn={"phase": "second"}, players=[{"princess": "ouka", "draw": ["city"] * 5,
                                                            "hand": ["alchemist", "gossipy_duchess"]},
                                                           {"draw": ["city"] * 5}])
    act(game, ["end_turn"])
    act(game, ["pick", [game.prompt().options[0]]])
    # when the second question is shown
    shown = Shown(app, game, faces)
    # then it names the first card, shows its partner, and its way out is Back
    assert "Alchemist" in shown.prompt.text and shown.panel.shows_cards
    assert shown.panel.decline_button is not None and shown.panel.decline_button.text == "Back"
    click(app, shown.panel.decline_button.rect.center)
    shown.submit()
    assert game.prompt().step == "ouka_first" and not game.state.outskirts


def test_keep_on_top(app: App, faces: CardFaces) -> None:
    game = position({"players": [{"hand": ["royal_guard"]},
                                 {"draw": ["alchemist", "duke", "city", "farming_village"]}]}, ["play", "royal_guard"])
    shown = Shown(app, game, faces)
    assert shown.prompt.kind == "keep_on_top"
    shown.pick("alchemist")
    shown.confirm()
    shown.submit()
    assert top_first(game, 1)[0] == "alchemist"
    assert sorted(keys(game, game.state.players[1].discard)) == ["city", "duke"]


def test_discard_kept(app: App, faces: CardFaces) -> None:
    game = position({"players": [{"hand": ["battering_ram"], "draw": ["city"]},
                                 {"princess": "bergamotte",
                                  "domain": [{"card": "city", "kept": "rampart"},
                                             {"card": "large_city", "kept": "post_horse"}]}]},
                    ["play", "battering_ram"])
    shown = Shown(app, game, faces)
    assert shown.prompt.kind == "discard_kept"
    shown.pick("post_horse")
    shown.confirm()
    shown.submit()
    assert keys(game, game.state.players[1].discard) == ["post_horse"]


def test_copy(app: App, faces: CardFaces) -> None:
    game = position({"players": [{"hand": ["shinobi"], "discard": ["infantry_battalion", "alchemist"]},
                                 {"hand": ["farming_village", "city", "duke", "senator", "royal_maid"]}]},
                    ["play", "shinobi"])
    shown = Shown(app, game, faces)
    assert shown.prompt.kind == "copy"
    shown.pick("infantry_battalion")
    shown.confirm()
    shown.submit()
    # then Shinobi attacks as Infantry Battalion: the opponent must discard a Territory
    assert game.prompt().kind == "discard" and game.prompt().seat == 1


def test_order(app: App, faces: CardFaces) -> None:
    game = position(STARGAZE, ["play", "stargazing_witch"], ["pick", []])
    shown = Shown(app, game, faces)
    assert shown.prompt.kind == "order" and shown.prompt.min == shown.prompt.max == 3
    shown.pick("large_city", "duke", "city")
    shown.confirm()
    shown.submit()
    # then the first card chosen is on top and is drawn at once
    assert keys(game, game.state.players[0].hand) == ["large_city"]
    assert top_first(game, 0) == ["duke", "city"]


def test_discard_domain(app: App, faces: CardFaces) -> None:
    game = position({"turn": {"phase": "second"},
                     "players": [{"hand": ["gossipy_duchess"], "princess": "bergamotte"},
                                 {"princess": "lulunasaika", "domain": ["senator", "duke", "royal_maid"]}]},
                    ["set", "gossipy_duchess"])
    shown = Shown(app, game, faces)
    assert shown.prompt.kind == "discard_domain"
    shown.pick("senator")
    shown.confirm()
    shown.submit()
    assert keys(game, game.state.players[1].discard) == ["senator"]


def test_to_hand(app: App, faces: CardFaces) -> None:
    game = position({"players": [{"hand": ["apprentice_maid", "curse", "farming_village"],
                                  "discard": ["alchemist", "city", "post_horse"], "princess": "bergamotte"}, {}]},
                    ["activate", "bergamotte"], ["pick", ["apprentice_maid"]])
    shown = Shown(app, game, faces)
    assert shown.prompt.kind == "to_hand"
    shown.pick("alchemist")
    shown.confirm()
    shown.submit()
    assert "alchemist" in keys(game, game.state.players[0].hand)


def test_bottom(app: App, faces: CardFaces) -> None:
    game = position({"turn": {"coins": 7}, "players": [{"hand": ["government_contractor"]}, {}],
                     "market": {"stacks": {"alchemist": 5}}}, ["play", "government_contractor"], ["buy", "alchemist"])
    shown = Shown(app, game, faces)
    assert shown.prompt.kind == "bottom"
    shown.pick("alchemist")
    shown.confirm()
    shown.submit()
    assert keys(game, game.state.players[0].draw[:1]) == ["alchemist"]


def test_to_domain_shows_an_unknown_card_as_its_back(app: App, faces: CardFaces) -> None:
    # given a test-only Territory "town" costing 3 like City (in the base set no two Territories of
    # different names cost the same, so a tie needing a choice never arises there)
    town = replace(CATALOG["city"], key="town", name="Town")
    game = build_position({"turn": {"phase": "second", "coins": 6},
                           "players": [{"field": ["large_city", "large_city", "city", "town"]}, {}]},
                          Catalog({**CATALOG.cards, "town": town}))
    act(game, ["back", "lulunasaika"])
    shown = Shown(app, game, faces)
    assert shown.prompt.kind == "to_domain"
    # the seat's catalog does not know "town", so it is drawn as a card back (and cannot be zoomed)
    assert shown.panel.cards == [CATALOG["city"], None]
    post(pygame.MOUSEBUTTONDOWN, pos=shown.where("town"), button=3)
    app.step()
    assert shown.zoomed == []
    shown.pick("town")
    shown.confirm()
    shown.submit()
    assert keys(game, game.state.players[0].domain).count("town") == 1


def test_starting_hand(app: App, faces: CardFaces) -> None:
    game = hoc.new_game(hoc.GameSetup(("You", "Bot"), hoc.recommended_market("First Time Playing"), 3,
                                            hoc.Options(hand_elimination=True)))
    shown = Shown(app, game, faces)
    assert shown.prompt.kind == "starting_hand" and len(shown.prompt.options) == 10
    chosen = ["apprentice_maid"] * 3 + ["farming_village"] * 2
    shown.pick(*chosen)
    shown.confirm()
    shown.submit()
    assert sorted(keys(game, game.state.players[0].hand)) == sorted(chosen)


GUARDIANS = {"options": {"guardians": True}, "turn": {"phase": "second", "coins": 6}, "players": [{}, {}],
             "market": {"princesses": ["lulunasaika", "klam_klam", "laolily"]}}


def test_guardian_by_clicking_a_princess(app: App, faces: CardFaces) -> None:
    """Given the Guardians variant and a backing, when the player clicks a princess of the row and
    *Take as guardian*, then she becomes their guardian."""
    game = position(GUARDIANS, ["back", "lulunasaika"])
    shown = Shown(app, game, faces)
    assert shown.prompt.kind == "guardian" and shown.panel.shows_cards
    assert shown.panel.decline_button is not None and shown.panel.decline_button.text == "No guardian"
    shown.pick("laolily")
    assert shown.panel.confirm_button is not None and shown.panel.confirm_button.text == "Take as guardian"
    shown.confirm()
    shown.submit()
    assert keys(game, game.state.players[0].guardian) == ["laolily"]


def test_guardian_by_keys_and_declined_with_esc(app: App, faces: CardFaces) -> None:
    """Given the guardian question, when the player presses 1 then Enter, then the first princess
    offered is taken; and Esc at the same question takes none."""
    game = position(GUARDIANS, ["back", "lulunasaika"])
    shown = Shown(app, game, faces)
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)
    shown.submit()
    assert game.state.players[0].guardian == [shown.prompt.options[0]]
    game = position(GUARDIANS, ["back", "lulunasaika"])
    shown = Shown(app, game, faces)
    key(app, pygame.K_ESCAPE)
    assert shown.answers == [("pick", ())]
    shown.submit()
    assert game.state.players[0].guardian == [] and len(game.state.princesses) == 2


# ---------------------------------------------------------------------------- behaviour

def test_confirm_is_disabled_while_the_count_is_illegal(app: App, faces: CardFaces) -> None:
    game = hoc.new_game(hoc.GameSetup(("You", "Bot"), hoc.recommended_market("First Time Playing"), 3,
                                            hoc.Options(hand_elimination=True)))
    shown = Shown(app, game, faces)
    confirm = shown.panel.confirm_button
    assert confirm is not None and not confirm.enabled
    assert shown.panel.counter_text() == "Choose exactly 5 (0 chosen)"
    shown.pick(*["farming_village"] * 4)
    assert not confirm.enabled
    shown.confirm()                                  # a click on the disabled button sends nothing
    key(app, pygame.K_RETURN)
    assert shown.answers == []
    shown.pick("apprentice_maid")
    assert confirm.enabled and shown.panel.counter_text() == "Choose exactly 5 (5 chosen)"
    shown.pick("apprentice_maid")                    # a sixth card is refused, not swapped in
    assert len(shown.panel.selection) == 5
    shown.confirm()
    assert len(shown.answers) == 1
    shown.submit()


def test_ordered_picks_keep_the_click_order(app: App, faces: CardFaces) -> None:
    shown = Shown(app, position(STARGAZE, ["play", "stargazing_witch"], ["pick", []]), faces)
    game = shown.game
    shown.pick("city", "duke", "large_city")
    click(app, {game.state.cards[o].key: r.center for o, r in shown.panel.option_rects()}["duke"])
    assert keys(game, shown.panel.selection) == ["city", "large_city"]      # un-choosing renumbers the rest
    shown.pick("duke")
    assert keys(game, shown.panel.selection) == ["city", "large_city", "duke"]
    shown.confirm()
    assert keys(game, shown.answers[0][1]) == ["city", "large_city", "duke"]
    shown.submit()
    assert keys(game, game.state.players[0].hand) == ["city"]
    assert top_first(game, 0) == ["large_city", "duke"]


def test_a_single_pick_replaces_the_choice(app: App, faces: CardFaces) -> None:
    shown = Shown(app, position(CONTRIBUTION, ["play", "contribution"]), faces)
    shown.pick("magic_talisman", "city")
    assert keys(shown.game, shown.panel.selection) == ["city"]


def test_chosen_cards_lift(app: App, faces: CardFaces) -> None:
    shown = Shown(app, position(WISHING_WELL, ["play", "wishing_well"]), faces)
    before = dict(shown.panel.option_rects())
    shown.pick("city")
    after = dict(shown.panel.option_rects())
    city = next(o for o in before if shown.game.state.cards[o].key == "city")
    assert after[city].bottom < before[city].bottom


@pytest.mark.parametrize("how", ["click", "escape"])
def test_min_zero_declines(app: App, faces: CardFaces, how: str) -> None:
    # given a Defense may be revealed, and a card is already chosen
    shown = Shown(app, position(INFANTRY_VS_RAMPART, ["play", "infantry_battalion"]), faces)
    shown.pick("rampart")
    # when the player declines
    if how == "click":
        assert shown.panel.decline_button is not None
        click(app, shown.panel.decline_button.rect.center)
    else:
        key(app, pygame.K_ESCAPE)
    # then nothing is revealed and the attack goes on
    assert shown.answers == [("pick", ())]
    shown.submit()
    assert shown.game.prompt().kind == "discard" and shown.game.prompt().seat == 1


def test_discard_none(app: App, faces: CardFaces) -> None:
    shown = Shown(app, position(WISHING_WELL, ["play", "wishing_well"]), faces)
    assert shown.panel.confirm_button is not None and not shown.panel.confirm_button.enabled
    assert shown.panel.decline_button is not None and shown.panel.decline_button.text == "Discard none"
    click(app, shown.panel.decline_button.rect.center)
    shown.submit()
    assert shown.game.state.players[0].discard == []


def test_escape_is_left_to_the_table_when_a_pick_is_required(app: App, faces: CardFaces) -> None:
    shown = Shown(app, position(CONTRIBUTION, ["play", "contribution"]), faces)
    assert not shown.panel.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert shown.answers == []


def test_right_click_zooms(app: App, faces: CardFaces) -> None:
    shown = Shown(app, position(WISHING_WELL, ["play", "wishing_well"]), faces)
    post(pygame.MOUSEBUTTONDOWN, pos=shown.where("city"), button=3)
    post(pygame.MOUSEBUTTONUP, pos=shown.where("city"), button=3)
    app.step()
    assert shown.zoomed == [CATALOG["city"]] and shown.panel.selection == []


def test_hovering_half_a_second_zooms_once(app: App, faces: CardFaces) -> None:
    shown = Shown(app, position(WISHING_WELL, ["play", "wishing_well"]), faces)
    post(pygame.MOUSEMOTION, pos=shown.where("curse"), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    shown.panel.update(0.3)
    assert shown.zoomed == []
    shown.panel.update(0.3)
    shown.panel.update(1.0)
    assert shown.zoomed == [CATALOG["curse"]]


def test_digits_and_enter(app: App, faces: CardFaces) -> None:
    # given Wishing Well offers curse, apprentice_maid, city (keys 1, 2, 3)
    shown = Shown(app, position(WISHING_WELL, ["play", "wishing_well"]), faces)
    for code in (pygame.K_1, pygame.K_3, pygame.K_2, pygame.K_2, pygame.K_9):
        key(app, code)                                      # 2 twice: on, then off; 9: no such option
    key(app, pygame.K_RETURN)
    assert keys(shown.game, shown.answers[0][1]) == ["curse", "city"]
    shown.submit()
    assert keys(shown.game, shown.game.state.players[0].discard) == ["curse", "city"]


def test_a_digit_presses_a_mode_or_a_count(app: App, faces: CardFaces) -> None:
    mode = Shown(app, position({"players": [{"hand": ["trading_ship"]}, {}]}, ["play", "trading_ship"]), faces)
    key(app, pygame.K_2)
    assert mode.answers == [("pick", (1,))]
    app.pop()
    count = Shown(app, position({"turn": {"phase": "second", "coins": 6}, "players": [{}, {}],
                                 "market": {"basic": {"royal_maid": 3}}}, ["back", "laolily"]), faces)
    key(app, pygame.K_0)                                    # for counts the digit is the count
    assert count.answers == [("pick", (0,))]
    count.submit()


def test_one_answer_only(app: App, faces: CardFaces) -> None:
    shown = Shown(app, position(CONTRIBUTION, ["play", "contribution"]), faces)
    shown.pick("city")
    shown.confirm()
    key(app, pygame.K_RETURN)
    assert len(shown.answers) == 1


def test_faces_come_from_the_cache_and_unknown_cards_show_their_back(app: App, faces: CardFaces) -> None:
    asked: list[tuple[str, object]] = []

    class Spy(CardFaces):
        def face(self, card: CardDef, width: int, palette: str = "standard") -> pygame.Surface:
            asked.append(("face", card))
            return faces.face(card, width, palette)

        def back(self, width: int) -> pygame.Surface:
            asked.append(("back", width))
            return faces.back(width)

    game = position(WISHING_WELL, ["play", "wishing_well"])
    hidden = game.prompt().options[1]
    panel = PromptPanel(game.prompt(), lambda c: None if c == hidden else game.state.cards[c], Spy(faces.art),
                        lambda answer: None)
    app.push(PanelScene(app, panel))
    drawn = len(asked)
    assert [kind for kind, _ in asked] == ["face", "back", "face"]
    for _ in range(3):
        app.draw()                                          # drawing asks for nothing new
    assert len(asked) == drawn


def test_the_panel_fits_above_the_hand(app: App, faces: CardFaces) -> None:
    game = hoc.new_game(hoc.GameSetup(("You", "Bot"), hoc.recommended_market("First Time Playing"), 3,
                                            hoc.Options(hand_elimination=True)))
    for size in ((1280, 720), (1920, 1080), (2560, 1440)):
        theme = Theme.for_window(size)
        panel = PromptPanel(game.prompt(), seat_knowledge(game), faces, lambda answer: None)
        width, height = panel.preferred_size(theme, int(size[0] * 0.6))
        assert width <= size[0] * 0.6 and height <= size[1] * 0.7
        panel.layout((0, 0, width, height), theme)
        boxes = [rect for _, rect in panel.option_rects()]
        assert all(panel.rect.contains(box) for box in boxes)
        assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_screenshots(app: App, faces: CardFaces, screenshot_dir: Path, size: tuple[int, int]) -> None:
    app.set_window_size(size)
    # an ordered card prompt with two cards chosen
    game = position({"players": [{"hand": ["infantry_battalion"]},
                                 {"hand": ["refuge", "alchemist", "farming_village", "senator", "apprentice_maid"],
                                  "draw": ["duke"]}]}, ["play", "infantry_battalion"], ["pick", ["refuge"]])
    shown = Shown(app, game, faces, title="Refuge")
    shown.pick("senator", "refuge")
    post(pygame.MOUSEMOTION, pos=shown.where("alchemist"), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    app.screenshot(str(screenshot_dir / f"prompt_panel_cards_{size[0]}x{size[1]}.png"))
    app.pop()
    # many cards: the starting hand
    game = hoc.new_game(hoc.GameSetup(("You", "Bot"), hoc.recommended_market("First Time Playing"), 3,
                                            hoc.Options(hand_elimination=True)))
    shown = Shown(app, game, faces)
    shown.pick("apprentice_maid", "farming_village")
    app.screenshot(str(screenshot_dir / f"prompt_panel_starting_hand_{size[0]}x{size[1]}.png"))
    app.pop()
    # a mode prompt
    shown = Shown(app, position({"turn": {"coins": 3}, "players": [{"hand": ["library"]}, {}]}, ["play", "library"]),
                  faces, title="Library")
    assert shown.prompt.kind == "mode"
    app.screenshot(str(screenshot_dir / f"prompt_panel_mode_{size[0]}x{size[1]}.png"))
    app.pop()
    # a payment that may be refused
    shown = Shown(app, with_optional_payments(CONTRIBUTION, ["play", "contribution"]), faces, title="Contribution")
    app.screenshot(str(screenshot_dir / f"prompt_panel_pay_{size[0]}x{size[1]}.png"))
    assert all((screenshot_dir / f"prompt_panel_{name}_{size[0]}x{size[1]}.png").stat().st_size > 0
               for name in ("cards", "starting_hand", "mode", "pay"))

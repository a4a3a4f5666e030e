"""General rulings (section 7 of heart-of-crown-cards.md: G-SET ... G-VAR), plus rulebook rules on the
30-point win, a ceremony cancelled by Gossipy Duchess and the turn order in overtime."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc import flow
from hoc_desktop.engine.hoc.events import Misfired
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.setup import GameSetup
from hoc_desktop.errors import IllegalCommand
from hoc_desktop.saves import state_digest
from tests.helpers import (act, coins, discard, domain, draw_pile, field, hand, kept, legal, option_names,
                           outskirts, points, pos, prompt_kind, refused, revealed_draw)


COMMONS = ("rampart", "contribution", "wishing_well", "scout", "post_horse", "trading_ship",
           "buried_treasure", "government_contractor", "draft_notice", "library")

# Eight Random Market names used by market tests (display order).
EIGHT = {"scout": 1, "post_horse": 5, "library": 5, "alchemist": 5, "moneylender": 5, "bribery": 5,
         "refuge": 5, "rampart": 5}


def _setup(n: int = 2, seed: int = 0, **options: Any) -> Game:
    return new_game(GameSetup(tuple(f"P{i}" for i in range(n)), COMMONS, seed, Options(**options)))


def _keys(g: Game, cids: Any) -> list[str]:
    return sorted(g.state.cards[c].key for c in cids)


def _options(g: Game, verb: str) -> list[str]:
    """Card names of the current prompt's `verb` options (e.g. every "buy")."""
    return sorted(o[1] for o in option_names(g) if isinstance(o, tuple) and o[0] == verb)


def _refused_for(g: Game, seat: int, command: tuple[Any, ...]) -> None:
    """`seat` submits an engine-form command; it must be refused and change nothing."""
    before = state_digest(g.state)
    with pytest.raises(IllegalCommand):
        g.submit(seat, command)
    assert state_digest(g.state) == before


def _cid(g: Game, seat: int, zone: str, key: str) -> int:
    p = g.state.players[seat]
    cards = p.kept.values() if zone == "kept" else getattr(p, zone)
    return next(c for c in cards if g.state.cards[c].key == key)


def _end_turns(g: Game, n: int) -> None:
    """End `n` turns in a row (each must be waiting in its Second Phase)."""
    for _ in range(n):
        assert prompt_kind(g) == "second"
        act(g, ["end_turn"])


# ---------------------------------------------------------------------------- 7.1 Setup

def test_G_SET_1() -> None:
    """The Curse pile holds 8, 12 or 16 Curses with 2, 3 or 4 players."""
    for n, want in ((2, 8), (3, 12), (4, 16)):
        g = _setup(n)
        assert len(g.state.curses) == want
        assert _keys(g, g.state.curses) == ["curse"] * want


def test_G_SET_2() -> None:
    """Each player shuffles 7 Farming Villages and 3 Apprentice Maids into a draw pile and draws 5."""
    orders = set()
    for seed in range(6):
        g = _setup(3, seed)
        for p in g.state.players:
            assert len(p.hand) == 5 and len(p.draw) == 5
            assert p.discard == [] and p.field == [] and p.domain == [] and p.princess is None
            owned = Counter(g.state.cards[c].key for c in p.hand + p.draw)
            assert owned == {"farming_village": 7, "apprentice_maid": 3}
            orders.add(tuple(g.state.cards[c].key for c in p.hand + p.draw))
    assert len(orders) > 1          # shuffled: not the same order every time


def test_G_SET_3() -> None:
    """The Supply pile holds 5 of each of the 10 Commons plus both Rares (52 cards), shuffled face down."""
    orders = set()
    for seed in range(4):
        g = _setup(2, seed)
        s = g.state
        pile = s.supply + [c for stack in s.stacks.values() for c in stack]
        assert len(pile) == 52
        assert Counter(s.cards[c].key for c in pile) == {**dict.fromkeys(COMMONS, 5), "imperial_capital": 1,
                                                         "imperial_crown": 1}
        assert not set(s.supply) & s.revealed
        orders.add(tuple(s.cards[c].key for c in pile))
    assert len(orders) > 1


def test_G_SET_4() -> None:
    """The Random Market is filled one card at a time until 8 names show; a repeated name joins its stack."""
    for seed in range(10):
        g = _setup(2, seed)
        s = g.state
        assert len(s.stacks) == 8
        for key, stack in s.stacks.items():
            assert stack and all(s.cards[c].key == key for c in stack)
        # turning stops as soon as the 8th name shows: the last stack opened holds that one card
        assert len(s.stacks[list(s.stacks)[-1]]) == 1
        # nothing else left the Supply pile
        assert len(s.supply) + sum(len(v) for v in s.stacks.values()) == 52


def test_G_SET_5() -> None:
    """The Market is the Basic Market plus the Random Market: never the Curse pile, Supply pile or Princess row."""
    g = _setup(2, 3)
    s = g.state
    zones = {zone for zone, _ in flow.buyable(s, s.active).values()}
    assert zones == {("basic", k) for k in s.basic} | {("stack", k) for k in s.stacks}
    g = pos(turn={"phase": "second", "coins": 30},
            players=[{}, {}], market={"stacks": {"scout": 2}, "supply": ["bank"]})
    assert _options(g, "buy") == ["city", "duke", "large_city", "royal_maid", "scout", "senator"]
    refused(g, ["buy", "curse"])
    refused(g, ["buy", "bank"])
    refused(g, ["buy", "lulunasaika"])
    assert "lulunasaika" in _options(g, "back")       # princesses are backed, not bought


# ---------------------------------------------------------------------------- 7.2 Playing cards

def test_G_PLY_1() -> None:
    """(FV-1) One play to start; Farming Villages link on, Infantry Battalion (no link) ends the chain."""
    g = pos(players=[{"hand": ["farming_village", "farming_village", "infantry_battalion", "infantry_battalion",
                               "apprentice_maid"]}, {}])
    refused(g, ["play", "apprentice_maid"])
    act(g, ["play", "farming_village"], ["play", "farming_village"], ["play", "infantry_battalion"])
    assert coins(g) == 4
    assert g.state.turn.plays == 0
    assert prompt_kind(g) == "second"          # nothing more could be played: the Main Phase ended
    assert sorted(hand(g, 0)) == ["apprentice_maid", "infantry_battalion"]


def test_G_PLY_2() -> None:
    """(PHO-1) A recalled Post Horse's two links let both Infantry Battalions be played afterwards."""
    g = pos(players=[{"hand": ["apprentice_maid", "infantry_battalion", "infantry_battalion", "farming_village",
                               "farming_village"],
                      "draw": ["senator"], "princess": "lulunasaika",
                      "domain": [{"card": "city", "kept": "post_horse"}]}, {}])
    act(g, ["recall", "post_horse"], ["play", "post_horse"])
    assert g.state.turn.plays == 2
    act(g, ["play", "infantry_battalion"], ["play", "infantry_battalion"])
    assert field(g, 0) == ["post_horse", "infantry_battalion", "infantry_battalion"]
    assert coins(g) == 4 and g.state.turn.plays == 0


def test_G_PLY_3() -> None:
    """A card's steps resolve top to bottom and the card is finished only after its last step."""
    # Wishing Well discards first, then draws: with empty piles it draws back the cards it discarded.
    g = pos(players=[{"hand": ["wishing_well", "city", "senator", "duke"]}, {}])
    act(g, ["play", "wishing_well"])
    assert prompt_kind(g) == "discard"
    refused(g, ["play", "city"])              # still resolving: no other play meanwhile
    refused(g, ["end_main"])
    act(g, ["pick", ["senator", "duke"]])
    assert sorted(hand(g, 0)) == ["city", "duke", "senator"]
    assert discard(g, 0) == [] and draw_pile(g, 0) == []
    assert legal(g, ["play", "city"])         # finished: its link can now be used


def test_G_PLY_4() -> None:
    """With no play left, activation and hand activation abilities may still be used."""
    g = pos(turn={"plays": 0, "coins": 3},
            players=[{"hand": ["curse_witch", "senator"], "princess": "lulunasaika", "domain": ["imperial_estate"]},
                     {}])
    refused(g, ["play", "curse_witch"])
    act(g, ["activate", "imperial_estate"])
    assert points(g, 0) == 7 and coins(g) == 0
    act(g, ["hand_activate", "curse_witch"])
    assert outskirts(g) == ["curse_witch"]
    assert discard(g, 1) == ["curse"]


# ---------------------------------------------------------------------------- 7.3 Domain

def test_G_DOM_1() -> None:
    """Without a backed princess nothing can be set or kept."""
    g = pos(turn={"phase": "second", "coins": 10}, players=[{"hand": ["duke", "imperial_estate"]}, {}])
    assert _options(g, "set") == []
    refused(g, ["set", "duke"])
    refused(g, ["set", "imperial_estate"])
    g = pos(players=[{"hand": ["post_horse", "senator"], "field": ["city"]}, {}])
    assert not [o for o in g.prompt().options if o[0] == "keep"]
    refused(g, ["keep", "post_horse", "city"])


def test_G_DOM_2() -> None:
    """Territory cards in hand or field never enter the Domain, except a set Succession/Territory card,
    which can then hold a kept card."""
    g = pos(turn={"phase": "second"},
            players=[{"hand": ["city", "imperial_estate"], "field": ["large_city"], "draw": ["infantry_battalion"],
                      "princess": "lulunasaika"}, {}])
    assert _options(g, "set") == ["imperial_estate"]
    refused(g, ["set", "city"])
    refused(g, ["set", "large_city"])
    act(g, ["set", "imperial_estate"])
    assert domain(g, 0) == ["lulunasaika", "imperial_estate"]
    act(g, ["end_turn"])                      # the field Large City and the City go to the discard pile
    assert domain(g, 0) == ["lulunasaika", "imperial_estate"]
    _end_turns(g, 1)                          # the opponent's turn
    assert g.state.turn.seat == 0 and sorted(hand(g, 0)) == ["city", "infantry_battalion", "large_city"]
    refused(g, ["keep", "large_city", "imperial_estate"])
    act(g, ["keep", "infantry_battalion", "imperial_estate"])
    assert kept(g, 0) == {"imperial_estate": "infantry_battalion"}


def test_G_DOM_3() -> None:
    """A Domain holding only the Princess card may receive set Succession cards."""
    g = pos(turn={"phase": "second"}, players=[{"hand": ["senator"], "princess": "laolily"}, {}])
    act(g, ["set", "senator"])
    assert domain(g, 0) == ["laolily", "senator"]
    assert points(g, 0) == 3


def test_G_DOM_4() -> None:
    """(LCT-2, CIT-5, PHO-2) A kept card's cost may not exceed its Territory card's cost."""
    g = pos(players=[{"hand": ["infantry_battalion", "post_horse"], "princess": "lulunasaika",
                      "domain": ["city", "large_city"]}, {}])
    refused(g, ["keep", "infantry_battalion", "city"])        # 4 > 3
    assert legal(g, ["keep", "post_horse", "city"])           # 2 <= 3
    act(g, ["keep", "infantry_battalion", "large_city"], ["keep", "post_horse", "city"])
    assert kept(g, 0) == {"large_city": "infantry_battalion", "city": "post_horse"}


def test_G_DOM_5() -> None:
    """A Domain Territory card holds at most one kept card."""
    g = pos(players=[{"hand": ["infantry_battalion"], "princess": "lulunasaika",
                      "domain": [{"card": "large_city", "kept": "post_horse"}]}, {}])
    refused(g, ["keep", "infantry_battalion", "large_city"])
    act(g, ["recall", "post_horse"])
    act(g, ["keep", "infantry_battalion", "large_city"])
    assert kept(g, 0) == {"large_city": "infantry_battalion"}
    refused(g, ["keep", "post_horse", "large_city"])


def test_G_DOM_6() -> None:
    """During an opponent's turn (even while answering their Attack) you can neither keep nor recall."""
    g = pos(turn={"seat": 1},
            players=[{"hand": ["post_horse", "city", "city", "senator", "duke"], "princess": "lulunasaika",
                      "domain": [{"card": "city", "kept": "rampart"}, "large_city"]},
                     {"hand": ["infantry_battalion"]}])
    ph, lc = _cid(g, 0, "hand", "post_horse"), _cid(g, 0, "domain", "large_city")
    rampart = _cid(g, 0, "kept", "rampart")
    _refused_for(g, 0, ("keep", ph, lc))
    _refused_for(g, 0, ("recall", rampart))
    refused(g, ["keep", "post_horse", "large_city"])
    act(g, ["play", "infantry_battalion"])
    assert prompt_kind(g) == "defend" and g.prompt().seat == 0
    _refused_for(g, 0, ("keep", ph, lc))
    _refused_for(g, 0, ("recall", rampart))
    assert kept(g, 0) == {"city": "rampart"}


def test_G_DOM_7() -> None:
    """In your Main Phase you may keep, recall and keep again in any order."""
    g = pos(players=[{"hand": ["post_horse"], "princess": "lulunasaika", "domain": ["city", "large_city"]}, {}])
    act(g, ["keep", "post_horse", "city"])
    assert kept(g, 0) == {"city": "post_horse"}
    act(g, ["recall", "post_horse"])
    assert kept(g, 0) == {} and hand(g, 0) == ["post_horse"]
    act(g, ["keep", "post_horse", "large_city"])
    assert kept(g, 0) == {"large_city": "post_horse"}
    act(g, ["recall", "post_horse"], ["keep", "post_horse", "city"])
    assert kept(g, 0) == {"city": "post_horse"} and hand(g, 0) == []


def test_G_DOM_8() -> None:
    """A kept card stays kept through Cleanup."""
    g = pos(turn={"phase": "second"},
            players=[{"hand": ["senator"], "draw": ["duke"], "princess": "lulunasaika",
                      "domain": [{"card": "city", "kept": "post_horse"}]}, {}])
    act(g, ["end_turn"])
    assert kept(g, 0) == {"city": "post_horse"}
    assert "post_horse" not in hand(g, 0) + discard(g, 0) + draw_pile(g, 0)


def test_G_DOM_9() -> None:
    """A Large City in the Domain cannot be played and gives no coins."""
    g = pos(players=[{"hand": ["city"], "princess": "lulunasaika", "domain": ["large_city"]}, {}])
    refused(g, ["play", "large_city"])
    act(g, ["play", "city"])
    assert prompt_kind(g) == "second"
    assert coins(g) == 2
    assert domain(g, 0) == ["lulunasaika", "large_city"]


def test_G_DOM_10() -> None:
    """Only Action cards can be kept: a City or a Senator in hand cannot."""
    g = pos(players=[{"hand": ["city", "senator", "post_horse"], "princess": "lulunasaika",
                      "domain": ["large_city"]}, {}])
    refused(g, ["keep", "city", "large_city"])
    refused(g, ["keep", "senator", "large_city"])
    assert _options(g, "keep") == ["post_horse"]


# ---------------------------------------------------------------------------- 7.4 Backing a princess

def test_G_BAK_1() -> None:
    """Once you have backed a princess you can neither back another nor switch."""
    g = pos(turn={"phase": "second", "coins": 12}, players=[{"princess": "laolily"}, {}])
    assert _options(g, "back") == []
    refused(g, ["back", "klam_klam"])
    refused(g, ["back", "lulunasaika"])


def test_G_BAK_2() -> None:
    """Backing after fewer than 3 played Territory cards (or none) moves only those (CIT-3)."""
    g = pos(turn={"phase": "second", "coins": 6}, players=[{"field": ["city"]}, {}])
    act(g, ["back", "lulunasaika"])
    assert domain(g, 0) == ["lulunasaika", "city"] and field(g, 0) == []
    g = pos(turn={"phase": "second", "coins": 6}, players=[{}, {}])
    act(g, ["back", "lulunasaika"])
    assert domain(g, 0) == ["lulunasaika"] and points(g, 0) == 6
    g = pos(turn={"phase": "second", "coins": 6}, players=[{"field": ["city", "city", "trading_ship"]}, {}])
    act(g, ["back", "lulunasaika"])
    assert domain(g, 0) == ["lulunasaika", "city", "city"] and field(g, 0) == ["trading_ship"]


def test_G_BAK_3() -> None:
    """(FV-3) Only the three highest-cost played Territory cards move; the rest stay and are discarded."""
    g = pos(turn={"phase": "second", "coins": 7},
            players=[{"field": ["large_city", "city", "farming_village", "farming_village"],
                      "draw": ["senator"] * 5}, {}])
    act(g, ["back", "klam_klam"])
    assert domain(g, 0) == ["klam_klam", "large_city", "city", "farming_village"]
    assert field(g, 0) == ["farming_village"]
    act(g, ["end_turn"])
    assert discard(g, 0) == ["farming_village"]


def test_G_BAK_4() -> None:
    """(FV-2) The played Territory cards move on backing with no choice to move fewer."""
    g = pos(turn={"phase": "second", "coins": 8}, players=[{"field": ["large_city", "city", "city"]}, {}])
    act(g, ["back", "lulunasaika"])
    assert prompt_kind(g) == "second"              # no decision was offered
    assert domain(g, 0) == ["lulunasaika", "large_city", "city", "city"]
    assert field(g, 0) == []


def test_G_BAK_5() -> None:
    """Backing is the one Second Phase action: no buy or set after it; Laolily's Royal Maids are acquired."""
    g = pos(turn={"phase": "second", "coins": 12}, players=[{"hand": ["duke"]}, {}])
    act(g, ["back", "laolily"])
    assert prompt_kind(g) == "number"
    act(g, ["pick", [2]])
    assert discard(g, 0) == ["royal_maid", "royal_maid"]
    assert coins(g) == 6 and g.state.turn.second_action == "back"
    refused(g, ["buy", "city"])
    refused(g, ["set", "duke"])
    assert list(g.prompt().options) == [("end_turn",)]


def test_G_BAK_6() -> None:
    """A princess's ability works at once, in the Second Phase she is backed (Flammaria acquires)."""
    g = pos(turn={"phase": "second", "coins": 6}, players=[{}, {}])
    act(g, ["back", "flammaria"])
    assert prompt_kind(g) == "acquire"
    assert "duke" not in option_names(g) and "senator" in option_names(g)
    act(g, ["pick", ["senator"]], ["pick", ["city"]])
    assert sorted(discard(g, 0)) == ["city", "senator"]
    assert prompt_kind(g) == "second"


def test_G_BAK_7() -> None:
    """A princess another player has backed (Klam-Klam) is not available to you."""
    g = pos(turn={"seat": 1, "phase": "second", "coins": 6},
            players=[{"hand": ["large_city", "large_city"]}, {}])
    act(g, ["back", "klam_klam"], ["end_turn"])
    act(g, ["play", "large_city"], ["play", "large_city"])
    assert g.state.turn.seat == 0 and coins(g) == 6 and prompt_kind(g) == "second"
    assert "klam_klam" not in _options(g, "back")
    refused(g, ["back", "klam_klam"])
    act(g, ["back", "lulunasaika"])
    assert domain(g, 0) == ["lulunasaika", "large_city", "large_city"]


def test_G_BAK_8() -> None:
    """Backing costs 6: with 5 coins it is refused."""
    g = pos(turn={"phase": "second", "coins": 5}, players=[{}, {}])
    assert _options(g, "back") == []
    refused(g, ["back", "lulunasaika"])
    g = pos(turn={"phase": "second", "coins": 6}, players=[{}, {}])
    assert legal(g, ["back", "lulunasaika"])


# ---------------------------------------------------------------------------- 7.5 Second Phase

def test_G_SEC_1() -> None:
    """After buying you can neither back nor set; after setting you can neither buy nor back."""
    g = pos(turn={"phase": "second", "coins": 9}, players=[{}, {}])
    act(g, ["buy", "city"])
    assert coins(g) == 6
    refused(g, ["back", "lulunasaika"])
    g = pos(turn={"phase": "second", "coins": 8}, players=[{"hand": ["senator"], "princess": "lulunasaika"}, {}])
    act(g, ["buy", "city"])
    refused(g, ["set", "senator"])
    g = pos(turn={"phase": "second", "coins": 8},
            players=[{"hand": ["senator", "duke"], "princess": "lulunasaika"}, {}])
    act(g, ["set", "senator"])
    refused(g, ["buy", "city"])
    assert _options(g, "buy") == []
    act(g, ["set", "duke"])                     # setting more is still the same action
    assert domain(g, 0) == ["lulunasaika", "senator", "duke"]


def test_G_SEC_2() -> None:
    """(CIT-2) Several buys share one pool of coins: 5 coins buy a City and a Contribution."""
    g = pos(turn={"phase": "second", "coins": 5}, players=[{}, {}], market={"stacks": {"contribution": 5}})
    act(g, ["buy", "city"], ["buy", "contribution"])
    assert sorted(discard(g, 0)) == ["city", "contribution"]
    assert coins(g) == 0
    assert len(g.state.basic["city"]) == 29 and len(g.state.stacks["contribution"]) == 4


def test_G_SEC_3() -> None:
    """(AMD-1) Each Succession card is set by choice: set the Duke, keep the Apprentice Maid, buy nothing."""
    g = pos(turn={"phase": "second", "coins": 5},
            players=[{"hand": ["duke", "apprentice_maid"], "princess": "lulunasaika"}, {}])
    act(g, ["set", "duke"])
    assert domain(g, 0) == ["lulunasaika", "duke"] and hand(g, 0) == ["apprentice_maid"]
    assert points(g, 0) == 12
    refused(g, ["buy", "senator"])


# ---------------------------------------------------------------------------- 7.6 Cleanup, Draw, Refresh

def test_G_CLN_1() -> None:
    """Coins left after the Second Phase are lost at Cleanup."""
    g = pos(turn={"phase": "second", "coins": 3}, players=[{}, {}])
    assert _options(g, "buy") == ["city", "royal_maid"]
    act(g, ["end_turn"])
    assert g.state.turn.seat == 1 and coins(g) == 0
    _end_turns(g, 1)
    assert g.state.turn.seat == 0 and coins(g) == 0
    assert _options(g, "buy") == []           # the 3 coins did not carry over


def test_G_CLN_2() -> None:
    """Draw pile runs out after 3 cards in the Draw Phase: the discard pile is reshuffled and 2 more drawn."""
    g = pos(turn={"phase": "second"},
            players=[{"draw": ["senator", "senator", "senator"], "discard": ["duke", "duke", "royal_maid"]}, {}])
    act(g, ["end_turn"])
    h = hand(g, 0)
    assert len(h) == 5 and h[:3] == ["senator"] * 3          # the 3 cards of the old draw pile first
    assert Counter(h[3:]) + Counter(draw_pile(g, 0)) == Counter({"duke": 2, "royal_maid": 1})
    assert discard(g, 0) == [] and len(draw_pile(g, 0)) == 1


def test_G_CLN_3() -> None:
    """With both draw and discard piles empty you draw what you can and the game goes on."""
    g = pos(turn={"phase": "second"}, players=[{"draw": ["duke"]}, {}])
    act(g, ["end_turn"])
    assert hand(g, 0) == ["duke"]
    assert g.state.turn.seat == 1 and prompt_kind(g) == "second"


def test_G_MKT_1() -> None:
    """An emptied stack is refilled from the Supply pile in the Market Refresh Phase until 8 names show;
    with the Supply pile exhausted play goes on with fewer."""
    g = pos(turn={"phase": "second", "coins": 2}, players=[{}, {}],
            market={"stacks": dict(EIGHT), "supply": ["library", "bank", "shinobi"]})
    act(g, ["buy", "scout"])
    assert "scout" not in g.state.stacks and len(g.state.stacks) == 7
    act(g, ["end_turn"])
    assert len(g.state.stacks) == 8 and "bank" in g.state.stacks
    assert len(g.state.stacks["library"]) == 6          # the repeated name joined its stack
    assert _keys(g, g.state.supply) == ["shinobi"]
    g = pos(turn={"phase": "second", "coins": 2}, players=[{}, {}], market={"stacks": dict(EIGHT)})
    act(g, ["buy", "scout"], ["end_turn"])
    assert len(g.state.stacks) == 7
    assert g.state.turn.seat == 1 and prompt_kind(g) == "second"


def test_G_MKT_2() -> None:
    """A stack emptied during your Second Phase is not refilled before the Market Refresh Phase."""
    g = pos(turn={"phase": "second", "coins": 10}, players=[{}, {}],
            market={"stacks": dict(EIGHT), "supply": ["bank"]})
    act(g, ["buy", "scout"])
    assert "bank" not in g.state.stacks
    refused(g, ["buy", "bank"])
    assert "bank" not in _options(g, "buy")
    act(g, ["end_turn"])
    assert "bank" in g.state.stacks


# ---------------------------------------------------------------------------- 7.7 Coronation

def test_G_COR_1() -> None:
    """A Domain at 20 SP or more during your own turn lets you declare a coronation ceremony."""
    g = pos(turn={"phase": "second"},
            players=[{"hand": ["royal_maid"], "princess": "lulunasaika", "domain": ["duke", "senator", "senator"]},
                     {}])
    assert points(g, 0) == 18
    refused(g, ["declare"])
    act(g, ["set", "royal_maid"])
    assert points(g, 0) == 20
    act(g, ["declare"])
    assert g.state.players[0].declared
    refused(g, ["declare"])                    # once is enough
    assert g.state.result is None


def test_G_COR_2() -> None:
    """A declarer still at 20+ wins when their next turn begins after every other player took a turn."""
    g = pos(turn={"phase": "second"},
            players=[{"princess": "lulunasaika", "domain": ["duke", "senator", "senator", "royal_maid"]}, {}, {}])
    act(g, ["declare"], ["end_turn"])
    assert g.state.turn.seat == 1 and g.state.result is None
    _end_turns(g, 1)
    assert g.state.turn.seat == 2 and g.state.result is None
    _end_turns(g, 1)
    assert g.state.result == {"winners": [0], "reason": "coronation", "scores": {0: 20, 1: 0, 2: 0}}
    assert g.prompt() is None


def test_G_COR_3() -> None:
    """A ceremony whose declarer falls below 20 before their next turn is cancelled; the game goes on."""
    g = pos(turn={"phase": "second"},
            players=[{"hand": ["apprentice_maid"], "princess": "lulunasaika",
                      "domain": ["duke", "senator", "senator", "royal_maid"]}, {}])
    act(g, ["declare"])
    assert g.state.players[0].declared
    act(g, ["set", "apprentice_maid"])
    assert points(g, 0) == 18
    assert not g.state.players[0].declared
    act(g, ["end_turn"])
    _end_turns(g, 1)
    assert g.state.result is None
    assert g.state.turn.seat == 0 and prompt_kind(g) == "second"
    refused(g, ["declare"])


def test_G_COR_4() -> None:
    """Reaching 30 SP wins at once, whether or not a ceremony was declared."""
    g = pos(turn={"phase": "second"},
            players=[{"hand": ["duke"], "princess": "lulunasaika", "domain": ["duke", "duke", "senator", "senator"]},
                     {}])
    assert points(g, 0) == 24
    act(g, ["set", "duke"])
    assert g.state.result is not None
    assert g.state.result["winners"] == [0] and g.state.result["reason"] == "thirty_points"
    assert g.prompt() is None
    g = pos(turn={"phase": "second"},
            players=[{"hand": ["duke"], "princess": "lulunasaika", "domain": ["duke", "duke", "senator", "senator"],
                      "declared": True}, {}])
    act(g, ["set", "duke"])
    assert g.state.result["winners"] == [0] and g.state.result["reason"] == "thirty_points"


def test_G_COR_5() -> None:
    """(FV-4) Negative-SP cards in the Domain lower the total: 6 - 2 + 6 + 3 = 13, 7 short of a ceremony."""
    g = pos(turn={"phase": "second"},
            players=[{"hand": ["duke", "royal_maid"], "princess": "lulunasaika",
                      "domain": ["farming_village", "duke", "senator"]}, {}])
    assert points(g, 0) == 13
    act(g, ["set", "duke"])
    assert points(g, 0) == 19                  # would be 21 without the Farming Village
    refused(g, ["declare"])
    act(g, ["set", "royal_maid"])
    assert points(g, 0) == 21
    assert legal(g, ["declare"])


def test_G_COR_6() -> None:
    """(TWN-1) An extra turn right after declaring does not win; the win comes after the others' turns."""
    g = pos(players=[{"princess": "lain_and_shion", "princess_counters": {"twin": 1},
                      "domain": ["duke", "duke", "senator", "senator", "royal_maid"]}, {}])
    assert points(g, 0) == 20
    act(g, ["declare"], ["activate", "lain_and_shion"])
    assert prompt_kind(g) == "second"          # nothing else to do: the Main Phase ended by itself
    act(g, ["end_turn"])
    assert g.state.turn.seat == 0 and g.state.turn.extra
    assert g.state.result is None and g.state.players[0].declared
    _end_turns(g, 1)                             # the extra turn ends
    assert g.state.turn.seat == 1 and g.state.result is None
    _end_turns(g, 1)
    assert g.state.result["winners"] == [0] and g.state.result["reason"] == "coronation"


# ---------------------------------------------------------------------------- 7.8 Overtime

def _overtime(a_draw: list[str] = (), b_draw: list[str] = (), c_hand: list[str] = ()) -> Game:
    """Rulebook example 2: A (seat 0, 24 SP) declares, B (seat 1, 20 SP) declares, C (seat 2, 12 SP) cannot.
    Returns the game when A's next turn has begun. A and B draw `a_draw` / `b_draw` at the end of their
    declaring turns; C holds `c_hand`."""
    g = pos(turn={"phase": "second"},
            players=[{"draw": list(a_draw), "princess": "lulunasaika",
                      "domain": ["duke", "duke", "senator", "senator"]},
                     {"draw": list(b_draw), "princess": "klam_klam", "domain": ["duke", "duke", "duke", "royal_maid"]},
                     {"hand": list(c_hand), "princess": "bergamotte", "domain": ["duke", "duke"]}])
    assert [points(g, s) for s in range(3)] == [24, 20, 12]
    act(g, ["declare"], ["end_turn"])
    assert g.state.turn.seat == 1
    act(g, ["declare"])
    assert prompt_kind(g) == "second"
    act(g, ["end_turn"])
    assert g.state.turn.seat == 2
    refused(g, ["declare"])
    if prompt_kind(g) == "main":
        act(g, ["end_main"])
    act(g, ["end_turn"])
    return g


def test_G_OVT_1() -> None:
    """A declares at 24, B at 20, C (12) cannot: at A's next turn overtime starts with only A and B."""
    g = _overtime()
    s = g.state
    assert s.turn.seat == 0 and s.result is None
    assert s.overtime
    assert [p.eliminated for p in s.players] == [False, False, True]


def test_G_OVT_2() -> None:
    """In overtime the eliminated player's turns are skipped and Attack cards do not affect them."""
    g = _overtime(a_draw=["curse_witch", "senator"], c_hand=["rampart"])
    assert g.state.players[2].eliminated and hand(g, 2) == ["rampart"]
    act(g, ["play", "curse_witch"])           # banishes the Senator (the only choice), then attacks
    assert outskirts(g) == ["senator"]
    assert draw_pile(g, 1) == ["curse"]        # B is cursed
    assert "curse" not in draw_pile(g, 2) + discard(g, 2)
    assert prompt_kind(g) == "second"          # C was never asked to defend
    act(g, ["end_turn"])
    assert g.state.turn.seat == 1
    _end_turns(g, 1)
    assert g.state.turn.seat == 0              # C skipped


def test_G_OVT_3() -> None:
    """In overtime a remaining player reaching 30 SP wins at once."""
    g = _overtime(a_draw=["duke", "senator"])
    assert prompt_kind(g) == "second" and g.state.overtime
    refused(g, ["declare"])
    act(g, ["set", "duke"])
    assert g.state.result["winners"] == [0] and g.state.result["reason"] == "overtime"
    assert g.prompt() is None


def test_G_OVT_4() -> None:
    """In overtime a remaining player whose total drops below 20 stays in the game."""
    g = _overtime(a_draw=["gossipy_duchess"])
    act(g, ["set", "gossipy_duchess"])
    assert prompt_kind(g) == "discard_domain"  # C (eliminated) is not asked about: only B's cards are options
    assert sorted(option_names(g)) == ["duke", "duke", "duke", "royal_maid"]
    act(g, ["pick", ["duke"]])
    assert points(g, 1) == 14 and points(g, 0) == 27
    assert not g.state.players[1].eliminated
    act(g, ["end_turn"])
    assert g.state.result is None and g.state.turn.seat == 1
    _end_turns(g, 1)
    assert g.state.turn.seat == 0 and g.state.result is None


# ---------------------------------------------------------------------------- 7.9 Judgment

def test_G_JDG_1() -> None:
    """When the Royal Maid, Senator and Duke piles are all empty the game ends at once; most SP wins."""
    g = pos(turn={"phase": "second", "coins": 16},
            players=[{}, {"princess": "lulunasaika", "domain": ["senator"]}],
            market={"basic": {"royal_maid": 0, "senator": 0, "duke": 2}})
    act(g, ["buy", "duke"])
    assert g.state.result is None              # one Duke is left
    act(g, ["buy", "duke"])
    assert g.state.result == {"winners": [1], "reason": "judgment", "scores": {0: 0, 1: 9}}
    assert g.prompt() is None
    # the Duke pile alone empty is not enough under the rulebook's trigger (UNCERTAIN, OQ-1)
    g = pos(turn={"phase": "second", "coins": 8}, players=[{}, {}], market={"basic": {"duke": 1}})
    act(g, ["buy", "duke"])
    assert g.state.result is None and not g.state.basic["duke"]


def test_G_JDG_2() -> None:
    """A Judgment with two players sharing the highest total is a tie: both win."""
    g = pos(turn={"phase": "second", "coins": 8},
            players=[{"princess": "lulunasaika", "domain": ["senator", "senator"]},
                     {"princess": "laolily", "domain": ["duke", "senator", "senator"]},
                     {"princess": "klam_klam", "domain": ["duke"]}],
            market={"basic": {"royal_maid": 0, "senator": 0, "duke": 1}})
    act(g, ["buy", "duke"])
    assert g.state.result == {"winners": [0, 1], "reason": "judgment", "scores": {0: 12, 1: 12, 2: 6}}


def test_judgment_dukes_only_option() -> None:
    """With the "Dukes only" Judgment option the empty Duke pile alone ends the game."""
    g = _setup(2, 0, judgment="dukes_only")
    assert g.state.rulebook.judgment_piles == ("duke",)
    assert _setup(2, 0).state.rulebook.judgment_piles == ("royal_maid", "senator", "duke")
    g = pos(options={"judgment": "dukes_only"}, turn={"phase": "second", "coins": 8},
            players=[{"princess": "lulunasaika"}, {"princess": "laolily", "domain": ["senator"]}],
            market={"basic": {"duke": 1}})
    act(g, ["buy", "duke"])
    assert g.state.result == {"winners": [0], "reason": "judgment", "scores": {0: 6, 1: 3}}
    assert len(g.state.basic["royal_maid"]) == 12 and len(g.state.basic["senator"]) == 12


# ---------------------------------------------------------------------------- 7.10 Reshuffles, reveals

def test_G_SHF_1() -> None:
    """(SWI-1) Needing 3 cards from a 2-card draw pile: the discard pile is shuffled under it first."""
    g = pos(players=[{"hand": ["stargazing_witch"], "field": ["post_horse", "library"],
                      "draw": ["duke", "senator"], "discard": ["royal_maid", "royal_maid"]}, {}])
    act(g, ["play", "stargazing_witch"])
    assert prompt_kind(g) == "discard"
    assert option_names(g) == ["duke", "senator", "royal_maid"]
    assert discard(g, 0) == [] and draw_pile(g, 0) == ["duke", "senator", "royal_maid", "royal_maid"]
    act(g, ["pick", []], ["pick", ["senator", "duke", "royal_maid"]])
    assert hand(g, 0) == ["senator"]
    assert draw_pile(g, 0) == ["duke", "royal_maid", "royal_maid"]


def test_G_SHF_2() -> None:
    """With an empty draw pile, an effect that reveals from it reshuffles first and reveals the new top."""
    g = pos(players=[{"hand": ["scout"], "discard": ["duke"]}, {"draw": ["senator"]}])
    act(g, ["play", "scout"])
    assert prompt_kind(g) == "scout_discard"
    assert option_names(g) == ["duke", "senator"]
    act(g, ["pick", []])
    assert draw_pile(g, 0) == ["duke"] and revealed_draw(g, 0) == [True]
    assert discard(g, 0) == []


def test_G_SHF_3() -> None:
    """Cards shuffled into a draw pile end face down, even one that had been revealed before."""
    g = pos(players=[{"hand": ["scout", "post_horse"], "draw": ["city"],
                      "discard": ["duke", "senator", "royal_maid"]}, {"draw": ["senator"]}])
    act(g, ["play", "scout"], ["pick", ["city"]])          # own revealed City discarded
    assert draw_pile(g, 0) == [] and "city" in discard(g, 0)
    act(g, ["play", "post_horse"])                           # draw: reshuffle 4 cards, draw 1
    assert len(draw_pile(g, 0)) == 3
    assert revealed_draw(g, 0) == [False, False, False]
    assert not set(g.state.players[0].draw) & g.state.revealed


def test_G_SHF_4() -> None:
    """With both draw and discard piles empty an effect gets fewer cards and the game continues."""
    g = pos(players=[{"hand": ["post_horse", "senator"]}, {}])
    events = act(g, ["play", "post_horse"])
    assert hand(g, 0) == ["senator"]
    assert any(e.type == "misfire" for e in events)
    assert g.state.turn.plays == 2
    assert prompt_kind(g) == "second"


def test_G_REV_1() -> None:
    """An already revealed card is revealed again by Royal Guard or Scout: no misfire, not skipped."""
    # RGU-2: face-down top, revealed second card: the second card is among the 3.
    g = pos(players=[{"hand": ["royal_guard"]},
                     {"draw": ["city", {"card": "duke", "revealed": True}, "senator", "royal_maid"]}])
    act(g, ["play", "royal_guard"])
    assert prompt_kind(g) == "keep_on_top"
    assert option_names(g) == ["city", "duke", "senator"]
    act(g, ["pick", ["duke"]])
    assert draw_pile(g, 1) == ["duke", "royal_maid"] and revealed_draw(g, 1) == [True, False]
    assert sorted(discard(g, 1)) == ["city", "senator"]
    # SCO-1: an already revealed top card is revealed again and may be discarded.
    g = pos(players=[{"hand": ["scout"], "draw": ["senator"]}, {"draw": [{"card": "duke", "revealed": True}]}])
    act(g, ["play", "scout"])
    assert option_names(g) == ["senator", "duke"]
    act(g, ["pick", ["duke"]])
    assert discard(g, 1) == ["duke"] and draw_pile(g, 1) == []


def test_G_REV_2() -> None:
    """A card revealed on top of a draw pile stays face up until drawn or moved."""
    g = pos(players=[{"hand": ["scout", "city"], "draw": ["duke"] + ["senator"] * 4},
                     {"draw": ["royal_maid"] + ["senator"] * 5}])
    act(g, ["play", "scout"], ["pick", []])
    assert revealed_draw(g, 0)[0] and revealed_draw(g, 1)[0]
    act(g, ["play", "city"])
    assert revealed_draw(g, 0)[0] and revealed_draw(g, 1)[0]
    duke = g.state.players[0].draw[-1]
    act(g, ["end_turn"])                       # seat 0 draws its Duke
    assert duke in g.state.players[0].hand and duke not in g.state.revealed
    assert draw_pile(g, 1)[0] == "royal_maid" and revealed_draw(g, 1)[0]   # still face up on seat 1's turn


# ---------------------------------------------------------------------------- 7.11 Order of effects

def test_G_ORD_1() -> None:
    """A card's effects go top to bottom: Adventurer pays, then banishes, then acquires by the banished cost."""
    g = pos(turn={"coins": 1}, players=[{"hand": ["adventurer", "senator"]}, {}])
    act(g, ["play", "adventurer"])
    assert coins(g) == 0 and outskirts(g) == ["senator"]
    assert prompt_kind(g) == "acquire"
    assert "large_city" in option_names(g) and "duke" not in option_names(g)     # 5 + 2 = 7
    act(g, ["pick", ["large_city"]])
    assert discard(g, 0) == ["large_city"]


def test_G_ORD_2() -> None:
    """An effect on several players starts with the active player, then the others in turn order (CWI-1)."""
    g = pos(order=[0, 2, 1, 3],
            players=[{"hand": ["curse_witch", "senator"]}, {}, {}, {}], market={"curses": 2})
    act(g, ["play", "curse_witch"])
    assert draw_pile(g, 2) == ["curse"] and draw_pile(g, 1) == ["curse"] and draw_pile(g, 3) == []
    assert g.state.curses == []
    g = pos(order=[0, 2, 1], players=[{"hand": ["scout"], "draw": ["duke"]}, {"draw": ["senator"]},
                                       {"draw": ["royal_maid"]}])
    events = act(g, ["play", "scout"])
    shown = [g.state.cards[e.card].key for e in events if e.type == "reveal"]
    assert shown == ["duke", "royal_maid", "senator"]


def test_G_ORD_3() -> None:
    """When a card contradicts a basic rule the card wins (FLA-1: Flammaria leaves Farming Villages out)."""
    g = pos(turn={"phase": "second", "coins": 6},
            players=[{"field": ["city", "farming_village", "farming_village", "farming_village"]}, {}])
    act(g, ["back", "flammaria"], ["pick", []])
    assert domain(g, 0) == ["flammaria", "city"]
    assert field(g, 0) == ["farming_village"] * 3


# ---------------------------------------------------------------------------- 7.12 Misfires and coins

def test_G_MIS_1() -> None:
    """(ALC-1) Alchemist with one card left anywhere draws it and stops; its link still counts."""
    g = pos(players=[{"hand": ["alchemist", "post_horse"], "draw": ["duke"]}, {}])
    events = act(g, ["play", "alchemist"])
    assert sorted(hand(g, 0)) == ["duke", "post_horse"]
    assert any(e.type == "misfire" for e in events)
    assert g.state.turn.plays == 1 and legal(g, ["play", "post_horse"])


def test_G_MIS_2() -> None:
    """(CON-1) Contribution with 0 coins: nothing is paid or banished, and the link still works."""
    g = pos(players=[{"hand": ["contribution", "curse", "post_horse"]}, {}])
    events = act(g, ["play", "contribution"])
    assert outskirts(g) == [] and sorted(hand(g, 0)) == ["curse", "post_horse"]
    assert Misfired(0, g.state.players[0].field[0], "pay_coins") in events
    assert g.state.turn.plays == 1 and legal(g, ["play", "post_horse"])


def test_G_MIS_3() -> None:
    """(CWI-3) Curse Witch may be played knowing it will misfire: nothing banished, nobody cursed."""
    g = pos(players=[{"hand": ["curse_witch", "farming_village"]}, {"hand": ["rampart"]}])
    act(g, ["play", "curse_witch"])
    assert field(g, 0) == ["curse_witch"] and hand(g, 0) == ["farming_village"]
    assert outskirts(g) == [] and len(g.state.curses) == 8
    assert draw_pile(g, 1) == [] and discard(g, 1) == []
    assert prompt_kind(g) == "second"


def test_G_MIS_4() -> None:
    """Glamour Witch with empty draw and discard piles: its draw fails and the attack does not happen."""
    g = pos(players=[{"hand": ["glamour_witch"]}, {"hand": ["rampart"], "draw": ["duke", "senator"]}])
    events = act(g, ["play", "glamour_witch"])
    assert prompt_kind(g) == "second"          # no defense window was opened
    assert not any(e.type == "defend" for e in events)
    assert draw_pile(g, 1) == ["duke", "senator"] and revealed_draw(g, 1) == [False, False]
    assert discard(g, 0) == []


def test_G_CST_1() -> None:
    """(FV-5) Gain the coins first, then play the card that needs them; coins to come cannot pay."""
    g = pos(players=[{"hand": ["city", "city", "city_development"]}, {}])
    act(g, ["play", "city"], ["play", "city_development"], ["pick", [1]])
    assert hand(g, 0) == ["large_city"] and outskirts(g) == ["city"] and coins(g) == 0
    g = pos(players=[{"hand": ["city", "city", "city_development"]}, {}])
    act(g, ["play", "city_development"], ["pick", [1]])
    assert outskirts(g) == [] and sorted(hand(g, 0)) == ["city", "city"]


def test_G_CST_2() -> None:
    """Coins paid for an ability are gone for the Second Phase."""
    g = pos(turn={"coins": 5}, players=[{"princess": "lulunasaika", "domain": ["imperial_estate"]}, {}],
            market={"stacks": {"post_horse": 5}})
    act(g, ["activate", "imperial_estate"])
    assert prompt_kind(g) == "second" and coins(g) == 2
    refused(g, ["buy", "senator"])
    refused(g, ["buy", "city"])
    act(g, ["buy", "post_horse"])
    assert coins(g) == 0


def test_G_CST_4() -> None:
    """(MLE-1) With 4 Debt, a City's coins pay off 2 Debt and Adventurer then cannot pay."""
    g = pos(players=[{"hand": ["city", "adventurer", "senator"], "areas": {"debt": 4}}, {}])
    act(g, ["play", "city"])
    assert g.state.players[0].areas == {"debt": 2} and coins(g) == 0
    act(g, ["play", "adventurer"])
    assert outskirts(g) == [] and hand(g, 0) == ["senator"] and discard(g, 0) == []


# ---------------------------------------------------------------------------- 7.13 Defense timing

def test_G_DEF_1() -> None:
    """Defense cards are declared before the attack applies and resolve first (REF-4 with Infantry Battalion)."""
    g = pos(players=[{"hand": ["infantry_battalion"]},
                     {"hand": ["refuge", "alchemist", "city", "farming_village", "senator"]}])
    act(g, ["play", "infantry_battalion"])
    assert prompt_kind(g) == "defend" and g.prompt().seat == 1
    assert len(hand(g, 1)) == 5 and discard(g, 1) == []          # nothing applied yet
    act(g, ["pick", ["refuge"]])
    act(g, ["pick", ["refuge", "alchemist"]])
    assert draw_pile(g, 1) == ["refuge", "alchemist"] and revealed_draw(g, 1) == [True, True]
    assert sorted(hand(g, 1)) == ["city", "farming_village", "senator"]
    assert discard(g, 1) == []                                   # 3 cards: Infantry Battalion passes by
    assert coins(g) == 2


def test_G_DEF_2() -> None:
    """Defense cards in hand and one kept in the Domain may all be used (RAM-2: 2 Ramparts vs Royal Guard)."""
    g = pos(players=[{"hand": ["royal_guard"]},
                     {"hand": ["rampart"], "draw": ["duke", "senator", "city"], "princess": "lulunasaika",
                      "domain": [{"card": "city", "kept": "rampart"}]}])
    act(g, ["play", "royal_guard"])
    assert sorted(option_names(g)) == ["rampart", "rampart"]
    act(g, ["pick", ["rampart"]])
    assert prompt_kind(g) == "defend" and option_names(g) == ["rampart"]
    act(g, ["pick", ["rampart"]])
    assert draw_pile(g, 1) == ["duke", "senator", "city"] and revealed_draw(g, 1) == [True, False, False]
    assert discard(g, 1) == []
    assert hand(g, 1) == ["rampart"] and kept(g, 1) == {"city": "rampart"}


def test_G_DEF_3() -> None:
    """A revealed Defense card stays where it was, unless its own effect moves it (Magic Talisman)."""
    g = pos(players=[{"hand": ["infantry_battalion"]},
                     {"hand": ["rampart", "city", "senator", "duke", "royal_maid"]}])
    act(g, ["play", "infantry_battalion"], ["pick", ["rampart"]])
    assert sorted(hand(g, 1)) == ["city", "duke", "rampart", "royal_maid", "senator"]
    assert discard(g, 1) == []
    g = pos(players=[{"hand": ["infantry_battalion"]},
                     {"hand": ["magic_talisman", "city", "senator", "duke", "royal_maid"]}])
    act(g, ["play", "infantry_battalion"], ["pick", ["magic_talisman"]])
    assert draw_pile(g, 1) == ["magic_talisman"] and revealed_draw(g, 1) == [True]
    assert sorted(hand(g, 1)) == ["city", "duke", "royal_maid", "senator"] and discard(g, 1) == []


def test_G_DEF_4() -> None:
    """Rampart or Refuge played as an Action card: its defense effect does nothing."""
    g = pos(players=[{"hand": ["refuge", "rampart", "post_horse", "duke"], "draw": ["senator"]}, {}])
    act(g, ["play", "refuge"])
    assert coins(g) == 1 and prompt_kind(g) == "main"       # no "put cards on top" choice
    assert sorted(hand(g, 0)) == ["duke", "post_horse", "rampart"] and draw_pile(g, 0) == ["senator"]
    act(g, ["play", "rampart"])
    assert coins(g) == 2 and sorted(hand(g, 0)) == ["duke", "post_horse"]


def test_G_DEF_5() -> None:
    """Any Defense card may answer any Attack: a Rampart may be revealed against Curse Witch (RAM-4)."""
    g = pos(players=[{"hand": ["curse_witch", "senator"]}, {"hand": ["rampart"]}])
    act(g, ["play", "curse_witch"])
    assert prompt_kind(g) == "defend" and option_names(g) == ["rampart"]
    events = act(g, ["pick", ["rampart"]])
    assert any(e.type == "defend" for e in events)
    assert draw_pile(g, 1) == ["curse"]        # Rampart changes nothing against a Magic card (D7)
    assert hand(g, 1) == ["rampart"]


def test_G_DEF_6() -> None:
    """(CWI-4) The defense window opens after the attacker's earlier steps, so a misfire is already known."""
    g = pos(players=[{"hand": ["curse_witch", "senator", "city"]}, {"hand": ["rampart"]}])
    act(g, ["play", "curse_witch"], ["pick", ["senator"]])
    assert prompt_kind(g) == "defend" and g.prompt().seat == 1
    assert outskirts(g) == ["senator"]          # already banished
    act(g, ["pick", []])
    assert draw_pile(g, 1) == ["curse"]
    g = pos(players=[{"hand": ["curse_witch", "farming_village"]}, {"hand": ["rampart"]}])
    events = act(g, ["play", "curse_witch"])
    assert prompt_kind(g) == "second"           # misfired: no window at all
    assert not any(e.type == "defend" for e in events) and draw_pile(g, 1) == []


def test_G_DEF_7() -> None:
    """(G-OVT-2) Eliminated players are not attacked and are not offered a defense."""
    g = pos(players=[{"hand": ["royal_guard"]},
                     {"draw": ["duke", "senator", "city"]},
                     {"hand": ["rampart"], "draw": ["duke", "senator", "city"], "eliminated": True}])
    act(g, ["play", "royal_guard"])
    assert prompt_kind(g) == "keep_on_top" and g.prompt().seat == 0
    act(g, ["pick", ["duke"]])
    assert prompt_kind(g) == "second"
    assert sorted(discard(g, 1)) == ["city", "senator"]
    assert draw_pile(g, 2) == ["duke", "senator", "city"] and revealed_draw(g, 2) == [False] * 3
    assert discard(g, 2) == []


def test_G_DEF_8() -> None:
    """Your own Scout reveals your top card but you cannot answer it with a Defense card."""
    g = pos(players=[{"hand": ["scout", "rampart", "refuge"], "draw": ["duke"]},
                     {"hand": ["rampart"], "draw": ["senator"]}])
    events = act(g, ["play", "scout"])
    assert revealed_draw(g, 0) == [True]
    assert prompt_kind(g) == "defend" and g.prompt().seat == 1      # only the opponent is asked
    events += act(g, ["pick", []])
    assert prompt_kind(g) == "scout_discard"
    assert not any(e.type == "defend" and e.seat == 0 for e in events)
    assert sorted(hand(g, 0)) == ["rampart", "refuge"]


# ---------------------------------------------------------------------------- 7.14 Acquiring, counters

def test_G_ACQ_1() -> None:
    """A card acquired with no place named goes to the discard pile (Slash-and-Burn's Curse, Laolily's Maids)."""
    g = pos(players=[{"hand": ["slash_and_burn_farming"], "draw": ["duke"]}, {}])
    act(g, ["play", "slash_and_burn_farming"])
    assert discard(g, 0) == ["curse"] and hand(g, 0) == [] and draw_pile(g, 0) == ["duke"]
    g = pos(turn={"phase": "second", "coins": 6}, players=[{}, {}])
    act(g, ["back", "laolily"], ["pick", [3]])
    assert discard(g, 0) == ["royal_maid"] * 3


def test_G_ACQ_2() -> None:
    """An on-buy ability (Government Contractor) covers bought cards, not acquisitions by Adventurer;
    an on-acquire ability (Mining Town's Ore) covers buying too."""
    g = pos(turn={"coins": 4, "flags": ["government_contractor"]},
            players=[{"hand": ["adventurer", "senator"], "field": ["government_contractor"]}, {}])
    act(g, ["play", "adventurer"], ["pick", ["city"]])
    assert prompt_kind(g) == "second"           # no "bottom of draw pile?" question
    assert discard(g, 0) == ["city"] and draw_pile(g, 0) == []
    act(g, ["buy", "city"])
    assert prompt_kind(g) == "bottom"
    act(g, ["pick", ["city"]])
    assert draw_pile(g, 0) == ["city"] and revealed_draw(g, 0) == [True]
    assert discard(g, 0) == ["city"]
    g = pos(turn={"phase": "second", "coins": 4}, players=[{}, {}], market={"stacks": {"mining_town": 2}})
    act(g, ["buy", "mining_town"])
    assert g.state.players[0].areas == {"ore": 2}


def test_G_ACQ_3() -> None:
    """(CUR-1, CUR-2) Curses are never bought, and acquiring a Curse takes it from the Curse pile."""
    g = pos(turn={"phase": "second", "coins": 10}, players=[{}, {}], market={"stacks": {"magic_talisman": 5}})
    refused(g, ["buy", "curse"])
    assert "curse" not in _options(g, "buy")
    g = pos(players=[{"hand": ["slash_and_burn_farming"]}, {}], market={"stacks": {"magic_talisman": 5}})
    act(g, ["play", "slash_and_burn_farming"])
    assert discard(g, 0) == ["curse"]
    assert len(g.state.curses) == 7 and len(g.state.stacks["magic_talisman"]) == 5


def test_G_ACQ_4() -> None:
    """A banished card sits in the Outskirts and nothing can use or return it."""
    g = pos(turn={"coins": 1}, players=[{"hand": ["contribution", "alchemist", "shinobi"]}, {"hand": ["alchemist"]}])
    act(g, ["play", "contribution"], ["pick", ["alchemist"]])
    assert outskirts(g) == ["alchemist"]
    events = act(g, ["play", "shinobi"])        # nothing to copy: the Outskirts are not the discard pile
    assert any(e.type == "misfire" for e in events)
    assert prompt_kind(g) == "second"
    banished = g.state.outskirts[0]
    assert banished not in flow.buyable(g.state, 0)
    assert outskirts(g) == ["alchemist"]


def test_G_CNT_1() -> None:
    """Each Succession +1 counter on a Domain card adds 1 SP."""
    g = pos(turn={"coins": 3},
            players=[{"princess": "lulunasaika",
                      "domain": [{"card": "imperial_estate", "counters": {"succession": 2}}]},
                     {}])
    assert points(g, 0) == 8
    act(g, ["activate", "imperial_estate"])
    assert points(g, 0) == 9


def test_G_CNT_3() -> None:
    """Counters are unlimited: an Imperial Estate can carry any number of +1 counters."""
    g = pos(turn={"coins": 3},
            players=[{"princess": "laolily", "domain": [{"card": "imperial_estate", "counters": {"succession": 28}}]},
                     {}])
    act(g, ["activate", "imperial_estate"])
    estate = g.state.players[0].domain[1]
    assert g.state.counters[estate] == {"succession": 29}
    assert points(g, 0) == 29


# ---------------------------------------------------------------------------- 7.15 Variants

def test_G_VAR_1() -> None:
    """With the two-player option both Rares are left out of the Supply pile (D10)."""
    g = _setup(2, 0, no_rares=True)
    s = g.state
    pile = s.supply + [c for stack in s.stacks.values() for c in stack]
    assert len(pile) == 50
    assert Counter(s.cards[c].key for c in pile) == dict.fromkeys(COMMONS, 5)


def test_G_VAR_2() -> None:
    """Hand Elimination: each player picks 5 of their 10 cards; most Apprentice Maids goes first, then
    descending order, ties broken at random."""
    g = _setup(3, 0, hand_elimination=True)
    picks = {0: ["farming_village"] * 5,
             1: ["apprentice_maid"] * 3 + ["farming_village"] * 2,
             2: ["apprentice_maid"] + ["farming_village"] * 4}
    for seat in range(3):
        assert prompt_kind(g) == "starting_hand" and g.prompt().seat == seat
        assert g.prompt().min == g.prompt().max == 5 and len(g.prompt().options) == 10
        act(g, ["pick", picks[seat]])
    s = g.state
    assert s.order == [1, 2, 0] and s.turn.seat == 1
    for seat in range(3):
        assert sorted(hand(g, seat)) == sorted(picks[seat])
        assert len(s.players[seat].draw) == 5
    # ties: the same Apprentice Maid count is ordered at random
    firsts = set()
    for seed in range(16):
        g = _setup(3, seed, hand_elimination=True)
        for seat in range(3):
            maids = 2 if seat < 2 else 0
            act(g, ["pick", ["apprentice_maid"] * maids + ["farming_village"] * (5 - maids)])
        assert g.state.order[2] == 2 and sorted(g.state.order[:2]) == [0, 1]
        firsts.add(g.state.order[0])
    assert firsts == {0, 1}


def test_G_VAR_3() -> None:
    """The Guardians variant (8+ princesses) is not available with these sets: refused in one line."""
    with pytest.raises(ValueError, match=r"needs 8 or more princesses in the game; this one has 6$"):
        _setup(4, 0, guardians=True)
    g = _setup(4, 0)
    assert len(g.state.princesses) < 8


# ---------------------------------------------------------------------------- rulebook: winning

def test_thirty_points_win_at_once_during_own_turn() -> None:
    """Reaching 30 SP in your own Main Phase ends the game at once, even before a rival's standing ceremony."""
    g = pos(turn={"coins": 3},
            players=[{"hand": ["city"], "princess": "lulunasaika",
                      "domain": ["duke", "duke", "duke", "senator",
                                 {"card": "imperial_estate", "counters": {"succession": 2}}]},
                     {"princess": "klam_klam", "domain": ["duke", "duke", "duke", "senator"], "declared": True}],
            coronation={1: [0]})
    assert points(g, 0) == 29 and g.state.players[1].declared
    act(g, ["activate", "imperial_estate"])
    assert g.state.result == {"winners": [0], "reason": "thirty_points", "scores": {0: 30, 1: 21}}
    assert g.prompt() is None
    refused(g, ["play", "city"])


def test_gossipy_duchess_cancels_a_rivals_ceremony() -> None:
    """(GDU-1) An opponent's Gossipy Duchess takes the declarer from 21 to 18: the ceremony is cancelled."""
    g = pos(turn={"phase": "second"},
            players=[{"princess": "lulunasaika", "domain": ["duke", "senator", "senator", "senator"]},
                     {"hand": ["gossipy_duchess"], "princess": "laolily"}])
    assert points(g, 0) == 21
    act(g, ["declare"], ["end_turn"])
    assert g.state.players[0].declared and g.state.turn.seat == 1
    act(g, ["set", "gossipy_duchess"])
    assert prompt_kind(g) == "discard_domain" and g.prompt().seat == 1
    assert sorted(option_names(g)) == ["duke", "senator", "senator", "senator"]
    act(g, ["pick", ["senator"]])
    assert points(g, 0) == 18 and discard(g, 0) == ["senator"]
    assert not g.state.players[0].declared and 0 not in g.state.coronation
    act(g, ["end_turn"])
    assert g.state.turn.seat == 0 and g.state.result is None
    assert prompt_kind(g) == "second"
    refused(g, ["declare"])


def test_overtime_skips_eliminated_players_in_turn_order() -> None:
    """In overtime only the players still in the game take turns, in their usual order."""
    g = pos(turn={"phase": "second"},
            players=[{"princess": "lulunasaika", "domain": ["duke", "duke", "senator", "senator"]},
                     {},
                     {"princess": "klam_klam", "domain": ["duke", "duke", "duke", "royal_maid"]},
                     {}])
    act(g, ["declare"], ["end_turn"])
    _end_turns(g, 1)
    assert g.state.turn.seat == 2
    act(g, ["declare"], ["end_turn"])
    _end_turns(g, 1)
    s = g.state
    assert s.turn.seat == 0 and s.overtime
    assert [p.eliminated for p in s.players] == [False, True, False, True]
    seats = []
    for _ in range(4):
        act(g, ["end_turn"])
        seats.append(g.state.turn.seat)
    assert seats == [2, 0, 2, 0]
    assert g.state.result is None

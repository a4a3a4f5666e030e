"""The Far East pieces in the game log and in JSON events: Taxation tokens, counters, set-aside
cards, Alliance's declared subtype and a Curse shown to Apprentice Witch read as sentences, and every new event is
JSON."""

from __future__ import annotations

import json

from hoc_desktop.engine.hoc.describe import describe_events
from hoc_desktop.engine.hoc.json_events import event_to_json
from hoc_desktop.engine.hoc.redaction import REDACT
from tests.helpers import act, pos


def test_far_east_events_read_as_sentences_and_serialize() -> None:
    # given: a Taxation, a Money-Loving Fairy, a Coin counter and a Samurai in one turn
    g = pos(turn={"plays": 3}, players=[{"name": "Ann", "hand": ["taxation", "money_loving_fairy", "samurai"],
                                         "areas": {"coin": 1}},
                                        {"name": "Bob", "hand": ["senator", "city", "duke", "royal_maid", "city"]}],
            market={"stacks": {"alchemist": 2}})
    events = act(g, ["play", "taxation"], ["pick", ["alchemist"]], ["play", "money_loving_fairy"], ["pick", [0]],
                 ["cash_coin"], ["play", "samurai"])
    # when: the log is written
    lines = describe_events(g.state, events)
    # then: each piece is told
    assert "A Taxation token is put on the Alchemist pile." in lines
    assert "Ann takes 1 Coin counter." in lines
    assert "Ann removes 1 Coin counter." in lines
    assert "Senator goes from Bob's hand to their set-aside cards." in lines
    # and every event is a JSON object
    table = g.state.cards
    as_json = [event_to_json(ev, table) for ev in events]
    json.dumps(as_json)
    assert {"type": "taxed", "pile": "alchemist"} in as_json
    assert any(e["type"] == "move" and e["to"] == ["set_aside", 1] for e in as_json)


def test_a_curse_shown_to_apprentice_witch_is_told_to_everyone() -> None:
    g = pos(players=[{"name": "Ann", "hand": ["apprentice_witch"], "draw": ["city", "duke"]},
                     {"name": "Bob", "hand": ["curse"]}])
    events = act(g, ["play", "apprentice_witch"], ["pick", ["curse"]])
    assert "Bob reveals Curse." in describe_events(g.state, events)
    shown = next(ev for ev in events if ev.type == "show")
    seen_by_ann = REDACT[type(shown)](shown, g.state, 0)
    assert seen_by_ann.card.key == "curse"                   # public in the other seat's stream


def test_alliance_declaration_is_told_before_the_counters_it_earns() -> None:
    # given: Ann backs a princess and holds Alliance and Scout (a Military card)
    g = pos(players=[{"name": "Ann", "princess": "klam_klam", "hand": ["alliance", "scout"], "draw": ["city"]},
                     {"name": "Bob", "draw": ["city"], "hand": ["city"]}])
    # when: she declares Military and plays Scout, and the log is written (Bob's view too)
    events = act(g, ["play", "alliance"], ["pick", [0]], ["play", "scout"], ["pick", []])
    lines = describe_events(g.state, events)
    bobs = describe_events(g.state, [REDACT.get(type(ev), lambda e, _s, _seat: e)(ev, g.state, 1) for ev in events], 1)
    # then: the declaration is a line of its own, before Klam-Klam's counter, and public
    said = ("Ann declares Military for Alliance: this turn each Military card played or set gives Ann's princess "
            "a succession counter.")
    assert said in lines
    assert lines.index(said) < lines.index("South Sea Princess Klam-Klam gains 1 succession counter.")
    assert said in bobs


def test_a_card_that_stops_says_why() -> None:
    # given Kunoichi with no Action kept in any Domain, and Mining Town without Ore
    g = pos(turn={"plays": 2}, players=[{"name": "Ann", "hand": ["kunoichi", "mining_town"]},
                                        {"name": "Bob", "hand": ["city"]}])
    # when both are played and the log is written
    lines = describe_events(g.state, act(g, ["play", "kunoichi"], ["play", "mining_town"]))
    # then each stop names its reason
    assert "Kunoichi stops: no Action card it may copy is kept in any Domain." in lines
    assert "Mining Town stops: no counter was removed (none there, or declined)." in lines


def test_money_loving_fairy_with_one_counter_warns_before_the_choice() -> None:
    # given Money-Loving Fairy and a single Coin counter
    g = pos(players=[{"name": "Ann", "hand": ["money_loving_fairy"], "areas": {"coin": 1}}, {"name": "Bob"}])
    # when it asks which mode
    act(g, ["play", "money_loving_fairy"])
    # then "remove 2, copy one" says it would remove the only counter for nothing
    assert g.prompt().labels[1] == "Remove 2 counters, then copy one you own (you remove your only counter for nothing)"
    assert "(" not in g.prompt().labels[0]


def test_an_alliance_told_after_its_turn_ended_names_who_declared_it() -> None:
    # given Ann declares Military, then her turn ends and Bob's begins, all told in one batch later
    g = pos(players=[{"name": "Ann", "princess": "klam_klam", "hand": ["alliance"], "draw": ["city"] * 5},
                     {"name": "Bob", "draw": ["city"] * 5}])
    act(g, ["play", "alliance"])
    answer = act(g, ["pick", [0]])
    ended = act(g, ["end_turn"])
    assert g.state.turn.seat == 1
    # when the batch from the answer on is told (it holds no play and ends with Bob's turn)
    lines = describe_events(g.state, answer + ended)
    # then the declaration is Ann's
    assert any(line.startswith("Ann declares Military for Alliance") for line in lines)

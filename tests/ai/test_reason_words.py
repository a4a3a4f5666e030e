"""An AI's reasons in the player's language (ai/reason_words.py): every code the AIs of both games
give has its words in English and Japanese, a whole game's reasons read in Japanese with no English
word, and reasons that are words (old saves, a policy of one's own) show as they are."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path
from typing import Any

import pytest

from hoc_desktop.ai.crown_rivals import make_policy as crown_rivals_policy
from hoc_desktop.ai.hoc import card_values as cv
from hoc_desktop.ai.hoc.contest import setup_for
from hoc_desktop.ai.hoc.hard import COMMAND_REASONS
from hoc_desktop.ai.hoc.kit import play_match
from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.match import play_match as play_any_match
from hoc_desktop.ai.reason import AnyReason, Reason, portable
from hoc_desktop.ai.reason_words import REASONS, explanation, worded
from hoc_desktop.engine.hoc.setup import default_catalog
from hoc_desktop.games import kit_named

AI = Path(__file__).resolve().parents[2] / "hoc_desktop" / "ai"
LATIN = re.compile(r"[A-Za-z]{2,}")


def codes_in_the_code() -> set[str]:
    """Every code a policy of ai/ builds: each `Reason("code", ...)` or `CardDecisions("code")` written out,
    and the codes made from card keys (a princess backed, a Common bought) and from a command's verb (`hard`)."""
    codes = set()
    for path in AI.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("Reason", "CardDecisions") \
                    and node.args and isinstance(node.args[0], ast.Constant):
                codes.add(node.args[0].value)
    codes |= {f"princess_{key}" for key in cv.PRINCESS_BASE} | {"princess_other", "common_other"}
    codes |= {f"common_{key}" for key, *_ in cv.COMMON_BUYS} | set(COMMAND_REASONS.values())
    return codes


def sample(code: str) -> Reason:
    """A reason of `code` with a value for each field its English names."""
    duke = default_catalog()["duke"]
    values: dict[str, Any] = {"card": duke, "card2": default_catalog()["city"], "territory": duke, "target": duke,
                              "subtype": "military", "counter": "ore", "kind": "discard", "verb": "cash_coin",
                              "rate": 0.625, "gain": 1.5, "action": Reason("do_buy", card=duke), "diamond": "7D"}
    if code.startswith("cr_"):
        values["card"] = "10C"
    names = {name for message in REASONS[code] if message
             for _, name, _, _ in string.Formatter().parse(message) if name}
    return Reason(code, **{name: values.get(name, 3) for name in names})


def test_every_code_the_ais_give_has_its_words() -> None:
    assert codes_in_the_code() <= set(REASONS), sorted(codes_in_the_code() - set(REASONS))


@pytest.mark.parametrize("code", sorted(REASONS))
def test_each_reason_reads_in_english_and_in_japanese(code: str, language: Any) -> None:
    # given a reason of this code
    reason = sample(code)
    # then it reads as a whole line in English, its explanation a part of it
    english, why = worded(reason), explanation(reason)
    assert english and (not why or why in english)
    # and in Japanese with no English word (a code whose only field is the AI's own verb aside)
    language("ja")
    japanese = worded(reason)
    assert japanese and (code == "do_other" or not LATIN.search(japanese)), japanese
    assert not LATIN.search(explanation(reason)) and bool(explanation(reason)) == bool(why)


def test_a_seeded_games_reasons_read_in_japanese(language: Any) -> None:
    # given the reasons every level gives in seeded games of both games (Far East cards included)
    reasons: list[AnyReason] = []

    def keep(game: Any, seat: int, command: Any, reason: AnyReason, events: list[Any]) -> None:
        if reason:                    # money answers a question without a reason
            reasons.append(reason)

    for seed, seats in enumerate((("normal", "easy", "money"), ("normal", "normal"), ("easy", "normal"))):
        setup = setup_for(seed, len(seats), card_sets=("base", "far_east"))
        play_match(setup, [make_policy(level, seed * 10 + i) for i, level in enumerate(seats)], on_step=keep)
    kit = kit_named("crown-rivals")
    play_any_match(kit, kit.contest.deal(4, ("A", "B"), None, False),
                   [crown_rivals_policy("normal", 1), crown_rivals_policy("easy", 2)], on_step=keep)
    # when they are worded in Japanese, as a worker process sends them (cards by their names)
    language("ja")
    lines = [worded(portable(reason)) for reason in reasons]
    # then each reads, and none holds an English word
    assert len({r.code for r in reasons if isinstance(r, Reason)}) >= 40
    assert all(lines) and [line for line in lines if LATIN.search(line)] == []


def test_words_from_an_old_save_show_as_they_are(language: Any) -> None:
    # given reasons that are English words, as saves before reasons were values hold them
    language("ja")
    # then they read as they are, and the log explains with what follows the colon, without coins
    assert worded("buys Duke: 8 coins, 6 points toward the throne") == "buys Duke: 8 coins, 6 points toward the throne"
    assert explanation("buys Duke: 8 coins, 6 points toward the throne") == "6 points toward the throne"
    assert explanation("buys City: 4 coins") == "" and explanation("plays City") == ""


def test_the_log_explains_from_the_reasons_code(language: Any) -> None:
    # given a purchase whose reason only repeats the coins, and one that explains
    city = default_catalog()["city"]
    plain, explained = Reason("buy_coins", card=city, coins=4), Reason("buy_economy", card=city, coins=4)
    # then the log explains only the second, in the window's language
    assert explanation(plain) == "" and explanation(explained) == "economy"
    language("ja")
    assert explanation(explained) == "経済力" and worded(explained) == "都市を購入：4コイン、経済力"


def test_an_unknown_code_reads_as_nothing() -> None:
    # a save of a newer version may hold a code this one does not know
    assert worded(Reason("a_newer_reason", card=("Duke", "公爵"))) == "" and explanation(Reason("nope")) == ""

"""The `hard` level: determinized rollouts that read only the seat's view."""

from __future__ import annotations

import inspect
import random
from typing import Any

import pytest

from hoc_desktop.ai.hoc.hard import HardPolicy
from hoc_desktop.ai.hoc.hard_rollout import HardRolloutPolicy
from hoc_desktop.ai.hoc.levels import BUDGETED, LEVELS, make_policy
from hoc_desktop.ai.hoc.contest import setup_for
from hoc_desktop.ai.hoc.money import MoneyPolicy
from hoc_desktop.ai.hoc.normal import NormalPolicy
from hoc_desktop.ai.policy import Decision, split_decision
from hoc_desktop.build_info import is_compiled
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.seat_view import SeatView
from hoc_desktop.ai.reason_words import worded
from tests.helpers import act, pos


class FirstOption:
    """A deliberately poor rollout policy: always the first legal answer (buys before it sets)."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, prompt: Any, view: SeatView) -> Any:
        if prompt.offers_commands:
            return prompt.options[0]
        return ("pick", tuple(prompt.options[:prompt.min]))


class NeverDeclares(MoneyPolicy):
    """The money policy, except that it never declares a coronation."""

    def decide(self, prompt: Any, view: SeatView) -> Any:
        command, reason = split_decision(super().decide(prompt, view))
        if command == ("declare",):
            command = ("end_main",) if prompt.kind == "main" else ("end_turn",)
        return Decision(command, reason)


def second_phase_with_choice(seed: int) -> Game:
    """A money-vs-money game stopped at a Second Phase prompt with several kinds of purchase."""
    g = new_game(setup_for(seed, 2), record=False)
    bots = [MoneyPolicy(), MoneyPolicy()]
    while not g.over:
        prompt = g.prompt()
        if (prompt.kind == "second" and g.state.turn.number > 12 and g.quiescent
                and sum(1 for o in prompt.options if o[0] == "buy") >= 3):
            return g
        command, _ = split_decision(bots[prompt.seat].decide(prompt, SeatView(g.state, prompt.seat)))
        g.submit(prompt.seat, command)
    raise AssertionError("no suitable position")


def shuffled_hidden(g: Game, seat: int, rng: random.Random) -> Game:
    """The same game as `seat` sees it, with every hidden zone arranged differently."""
    other = g.copy()
    s = other.state
    for p in s.players:
        slots = [i for i, c in enumerate(p.draw) if c not in s.revealed]
        pool = [p.draw[i] for i in slots] + ([] if p.seat == seat else p.hand)
        rng.shuffle(pool)
        if p.seat != seat:
            p.hand[:] = pool[len(slots):]
        for i, c in zip(slots, pool):
            p.draw[i] = c
    rng.shuffle(s.supply)
    s.rng = random.Random(rng.random())
    return other


def test_choice_does_not_depend_on_how_hidden_zones_are_arranged() -> None:
    for seed in (2, 5):
        g = second_phase_with_choice(seed)
        seat = g.prompt().seat
        answers = []
        for k in range(3):
            game = g if k == 0 else shuffled_hidden(g, seat, random.Random(100 * seed + k))
            if k:
                opp = 1 - seat
                assert (game.state.players[opp].hand != g.state.players[opp].hand
                        or game.state.players[seat].draw != g.state.players[seat].draw)
            bot = HardPolicy(seed=7, iterations=6, min_points=0, budget=30.0)   # the clock never cuts it short
            decision = bot.decide(game.prompt(), SeatView(game.state, seat))
            assert bot.last_stats["rollouts"] > 0
            answers.append((decision.command, worded(decision.reason), bot.last_stats["means"]))
        assert answers[0] == answers[1] == answers[2]


def against_a_standing_coronation(mine: dict[str, Any]) -> Game:
    """Seat 0 (`mine`) in its Second Phase with 8 coins; seat 1 has declared a coronation that
    stands and wins when its turn begins."""
    return pos(players=[
        mine,
        {"hand": ["duke"] * 5, "princess": "laolily",
         "domain": ["duke", "duke", "senator", "royal_maid", "royal_maid", "royal_maid"],
         "draw": ["duke"] * 6, "declared": True},
    ], turn={"seat": 0, "phase": "second", "coins": 8}, coronation={1: [0]})


def duke_race() -> Game:
    """24 points set and a Duke in hand; the opponent has a coronation standing, so unless this
    turn reaches 30 points (or answers with a coronation of its own) the opponent wins at the
    start of their turn."""
    return against_a_standing_coronation(
        {"hand": ["duke", "apprentice_maid"], "princess": "lulunasaika",
         "domain": ["duke", "duke", "senator", "senator"], "draw": ["city"] * 5, "discard": ["city"] * 4})


def test_finds_the_winning_set_that_its_rollout_policy_would_miss() -> None:
    g = duke_race()
    view = SeatView(g.state, 0)
    assert view.points(0) == 24
    # the rollout policy (first legal option) would buy a City and lose
    bot = HardPolicy(seed=1, rollout=FirstOption, iterations=8, max_candidates=6, horizon=2)
    assert split_decision(bot.fallback.decide(g.prompt(), view))[0][0] == "buy"
    decision = bot.decide(g.prompt(), view)
    assert decision.command[0] == "set" and g.state.cards[decision.command[1]].key == "duke"
    assert worded(decision.reason).startswith("sets Duke: 100% win in ")
    means = bot.last_stats["means"]
    assert means[decision.command] == 1.0 and means[("end_turn",)] == 0.0
    act(g, decision.command)
    assert g.over and g.state.result["winners"] == [0]


def test_with_normal_rollouts_it_wins_the_race_this_turn() -> None:
    g = duke_race()
    bot = HardPolicy(seed=0, iterations=6)
    reasons = []
    while not g.over and g.state.turn.seat == 0:
        decision = bot.decide(g.prompt(), SeatView(g.state, 0))
        reasons.append(worded(decision.reason))
        g.submit(0, decision.command)
    assert g.over and g.state.result["winners"] == [0] and g.state.result["reason"] == "thirty_points"
    assert "100% win" in reasons[0]


def test_declares_the_coronation_its_rollout_policy_never_would() -> None:
    g = pos(players=[
        {"hand": ["city", "farming_village"], "princess": "lulunasaika",
         "domain": ["duke", "senator", "senator", "royal_maid"],
         "draw": ["city"] * 6, "discard": ["farming_village"] * 4},
        {"hand": ["farming_village"] * 5, "draw": ["farming_village"] * 5},
    ], turn={"seat": 0, "phase": "main"})
    view = SeatView(g.state, 0)
    assert view.points(0) == 20 and ("declare",) in g.prompt().options
    bot = HardPolicy(seed=3, rollout=NeverDeclares, iterations=6, horizon=2)
    assert split_decision(bot.fallback.decide(g.prompt(), view))[0] != ("declare",)
    decision = bot.decide(g.prompt(), view)
    assert decision.command == ("declare",)
    assert "declares a coronation: 100% win" in worded(decision.reason)


def test_a_seeded_hard_player_is_reproducible() -> None:
    g = second_phase_with_choice(3)
    seat = g.prompt().seat
    runs = []
    for _ in range(2):
        # the budget is counted in rollout decisions (2000 here); the clock is only a safety net, set
        # far off (7 s) so that a loaded machine cannot cut one of the two runs short
        bot = HardPolicy(seed=11, budget=5.0, steps_per_second=400)
        d = bot.decide(g.prompt(), SeatView(g.state, seat))
        runs.append((d.command, worded(d.reason), bot.last_stats["steps"], bot.last_stats["rollouts"]))
    assert runs[0] == runs[1]
    assert runs[0][3] > 0 and 0 < runs[0][2] <= 2000


def test_respects_a_tiny_budget() -> None:
    for bot in (HardPolicy(seed=4, budget=0.01), HardPolicy(seed=4, budget=0.01, horizon=1)):
        g = new_game(setup_for(4, 2), record=False)
        bots = [bot, MoneyPolicy()]
        most = 0
        searched = 0
        while not g.over and g.state.turn.number <= 30:
            prompt = g.prompt()
            view = SeatView(g.state, prompt.seat)
            command, reason = split_decision(bots[prompt.seat].decide(prompt, view))
            if prompt.seat == 0:
                most = max(most, bot.last_stats.get("steps", 0))
                searched += bot.last_stats["rollouts"] > 0
                assert reason
            g.submit(prompt.seat, command)
        # the budget is counted in rollout decisions (timings belong in scripts/bench_ai.py)
        assert most <= bot.budget * bot.steps_per_second
    assert searched > 0          # short rollouts fit even in 10 ms


def test_the_shortlist_keeps_two_buys_of_each_kind() -> None:
    # given a Second Phase with 8 coins, a backed princess and a market of cards at several costs
    g = pos(players=[
        {"hand": [], "princess": "laolily", "domain": ["senator"]},
        {"hand": ["city"]},
    ], market={"stacks": {"scout": 5, "library": 5, "bank": 5}},
        turn={"seat": 0, "phase": "second", "coins": 8})
    view = SeatView(g.state, 0)
    bot = HardPolicy(seed=0)
    default, _ = split_decision(bot.fallback.decide(g.prompt(), view))
    candidates = bot._candidates(g.prompt(), view, default)
    assert len(candidates) > bot.max_candidates
    # when hard picks the commands worth comparing
    shortlist = bot._shortlist(g.prompt(), view, candidates, default)
    # then they are its rollout policy's own choice (a Duke), the two dearest other cards (Large
    # City at 6 coins, Bank at 5), ending the turn and the second best Succession card (a Senator)
    keys = [(c[0], view.card(c[1]).key if len(c) > 1 else None) for c in shortlist]
    assert keys[0] == ("buy", "duke") and shortlist[0] == default
    assert keys[1:5] == [("buy", "large_city"), ("end_turn", None), ("buy", "bank"), ("buy", "senator")]
    assert len(shortlist) == bot.max_candidates


def lost_race() -> Game:
    """The opponent's coronation stands and nothing this Second Phase can answer it: every
    command loses when the opponent's turn begins."""
    return against_a_standing_coronation(
        {"hand": [], "princess": "lulunasaika", "domain": ["senator"], "draw": ["city"] * 5})


def test_identical_results_end_a_search_only_after_same_results_iterations() -> None:
    # given a lost race, where every candidate gives the same result in every sample
    g = lost_race()
    # when hard searches it with the default and with identical results allowed to end it after 4
    full, quick = HardPolicy(seed=11), HardPolicy(seed=11, same_results=4)
    for bot in (full, quick):
        bot.decide(g.prompt(), SeatView(g.state, 0))
    # then each stops after exactly that many samples, every candidate at a 0% win
    assert (full.last_stats["iterations"], quick.last_stats["iterations"]) == (full.same_results, 4)
    assert set(full.last_stats["means"].values()) == {0.0}


def opponent_owning(extra: list[str], number: int) -> Game:
    """Seat 0 to act on turn `number`; seat 1 owns a princess, a Senator, Basic cards and `extra`
    (in its hand, which seat 0 cannot see)."""
    return pos(players=[
        {"hand": ["city", "farming_village"], "draw": ["city"] * 5},
        {"hand": ["farming_village", *extra], "draw": ["city"] * 4, "princess": "laolily", "domain": ["senator"]},
    ], turn={"seat": 0, "phase": "main", "number": number})


def test_an_opponent_owning_only_basic_cards_is_played_by_money_in_rollouts() -> None:
    # given round 3 and an opponent with nothing but Basic cards and a princess
    g = opponent_owning(["large_city"], number=5)
    # when hard picks the policies that play its rollouts
    models = HardPolicy(seed=0)._opponent_models(SeatView(g.state, 0))
    # then it plays itself by its own rollout policy and that opponent by money
    assert models == [HardRolloutPolicy, MoneyPolicy]


def test_an_opponent_owning_a_common_card_is_played_by_normal_even_when_it_is_hidden() -> None:
    # given round 3 and an opponent with a Common card in its hand
    g = opponent_owning(["scout"], number=5)
    # when hard picks the policies that play its rollouts
    models = HardPolicy(seed=0)._opponent_models(SeatView(g.state, 0))
    # then the opponent is played by normal
    assert models == [HardRolloutPolicy, NormalPolicy]


def test_before_round_3_or_when_told_not_to_every_opponent_is_played_by_normal() -> None:
    # given an opponent with nothing but Basic cards, in round 2 and in round 3
    early, later = opponent_owning([], number=4), opponent_owning([], number=5)
    # when hard picks the policies that play its rollouts (the second time told not to model money)
    models = [HardPolicy(seed=0)._opponent_models(SeatView(early.state, 0)),
              HardPolicy(seed=0, model_money=False)._opponent_models(SeatView(later.state, 0))]
    # then every opponent is played by normal
    assert models == [[HardRolloutPolicy, NormalPolicy]] * 2


def test_plays_its_own_seat_by_its_rollout_policy_where_it_does_not_search() -> None:
    # given a hard player as it comes, and one given a rollout policy of its own
    default, told = HardPolicy(seed=0), HardPolicy(seed=0, rollout=FirstOption)
    # then the first answers unsearched prompts as HardRolloutPolicy, the second as told (opponents too)
    assert type(default.fallback) is HardRolloutPolicy
    g = opponent_owning(["scout"], number=5)
    assert told._opponent_models(SeatView(g.state, 0)) == [FirstOption, FirstOption]


def test_budget_from_the_policy_name() -> None:
    assert make_policy("hard", 1).budget == 1.0
    bot = make_policy("hard@0.05", 1)
    assert isinstance(bot, HardPolicy) and bot.budget == 0.05


def test_the_budgeted_levels_are_those_whose_class_takes_a_budget() -> None:
    # levels.BUDGETED names them because a compiled class has no signature inspect can read
    if any(is_compiled(cls.__module__) for cls in LEVELS.values()):
        pytest.skip("inspect reads no signature of a compiled class")
    assert BUDGETED == {name for name, cls in LEVELS.items() if "budget" in inspect.signature(cls).parameters}

"""Whole games between the built-in policies, and what a seat's view lets it see."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from hoc_desktop.ai.match import PolicyError
from hoc_desktop.ai.hoc.contest import setup_for
from hoc_desktop.ai.hoc.kit import play_match
from hoc_desktop.ai.hoc.money import MoneyPolicy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.ai.hoc.random_policy import RandomPolicy
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.scoring import succession_points
from hoc_desktop.engine.hoc.seat_view import SeatView
from hoc_desktop.engine.hoc.state import GameState
from hoc_desktop.engine.hoc.table_view import view

SEEDS = range(50)
END_REASONS = {"coronation", "overtime", "thirty_points", "judgment"}


def _check_finished(result: Any, seats: int) -> None:
    assert result.reason in END_REASONS, f"seed {result.setup.seed}: {result.reason} after {result.turns} turns"
    assert result.winners and set(result.winners) <= set(range(seats))
    state = result.game.state
    assert state.result is not None and state.result["winners"] == result.winners
    assert result.scores == {p.seat: succession_points(state, p.seat) for p in state.players}
    if result.reason in ("coronation", "thirty_points", "overtime"):
        assert len(result.winners) == 1
    if result.reason == "thirty_points":
        assert result.scores[result.winners[0]] >= state.rulebook.rules.instant_win_points
    if result.reason == "judgment":
        assert all(result.scores[w] == max(result.scores.values()) for w in result.winners)


def test_money_against_money_always_finishes_with_a_winner() -> None:
    reasons: dict[str, int] = {}
    wins = [0, 0]
    for seed in SEEDS:
        try:
            result = play_match(setup_for(seed, 2), [MoneyPolicy(seed), MoneyPolicy(seed + 1000)])
        except PolicyError as exc:
            pytest.fail(f"seed {seed}: {exc}")
        _check_finished(result, 2)
        reasons[result.reason] = reasons.get(result.reason, 0) + 1
        for w in result.winners:
            wins[w] += 1
    assert sum(reasons.values()) == len(SEEDS)
    assert min(wins) > 0, f"one seat never wins a mirror match: {wins}"


@pytest.mark.parametrize("money_seat", [0, 1])
def test_money_against_random_finishes_and_money_wins(money_seat: int) -> None:
    money_wins = 0
    for seed in SEEDS:
        policies: list[Any] = [RandomPolicy(seed), RandomPolicy(seed)]
        policies[money_seat] = MoneyPolicy(seed)
        try:
            result = play_match(setup_for(seed, 2), policies)
        except PolicyError as exc:
            pytest.fail(f"seed {seed}: {exc}")
        _check_finished(result, 2)
        money_wins += money_seat in result.winners
    assert money_wins >= 45, f"the money bot won only {money_wins} of {len(SEEDS)} games against random play"


def test_money_bots_finish_three_and_four_player_games() -> None:
    for seed in range(20):
        seats = 3 + seed % 2
        result = play_match(setup_for(seed, seats), [MoneyPolicy(seed + i) for i in range(seats)])
        _check_finished(result, seats)


def test_a_match_replays_from_its_commands() -> None:
    setup = setup_for(7, 2)
    result = play_match(setup, [MoneyPolicy(1), RandomPolicy(2)])
    g = new_game(setup, record=False)
    for seat, command in result.commands:
        g.submit(seat, command)
    assert view(g.state, None) == view(result.game.state, None)
    assert g.state.result == result.game.state.result


def test_an_illegal_answer_is_a_policy_error() -> None:
    class Cheater:
        def decide(self, prompt: Any, view: SeatView) -> Any:
            return ("buy", 0) if prompt.kind == "second" else prompt.options[-1] if prompt.offers_commands else \
                ("pick", tuple(prompt.options[:prompt.min]))

    with pytest.raises(PolicyError, match="illegally"):
        play_match(setup_for(3, 2), [Cheater(), MoneyPolicy(0)])


# ------------------------------------------------------------------ what a seat's view shows

def _ids_in(obj: Any, out: set[int]) -> None:
    """Card instance ids in a view: the values of every "id"."""
    if isinstance(obj, dict):
        for key, value in obj.items():
            if key == "id" and isinstance(value, int):
                out.add(value)
            else:
                _ids_in(value, out)
    elif isinstance(obj, list):
        for value in obj:
            _ids_in(value, out)


def check_seat_view(state: GameState, seat: int) -> None:
    data = json.loads(json.dumps(view(state, seat)))
    # ids the seat must not see: other seats' hands, face-down draw-pile cards, the Supply
    hidden = {c for p in state.players if p.seat != seat for c in p.hand}
    hidden |= {c for p in state.players for c in p.draw if c not in state.revealed}
    hidden |= set(state.supply)
    shown: set[int] = set()
    _ids_in(data, shown)
    leaked = shown & hidden
    assert not leaked, f"seat {seat} sees {[state.cards[c].key for c in leaked]}"
    assert data["you"] == seat
    assert data["supply"] == {"count": len(state.supply)}
    for entry, p in zip(data["players"], state.players):
        assert entry["hand_count"] == len(p.hand)
        if p.seat == seat:
            assert entry["hand"] == [{"id": c, "key": state.cards[c].key} for c in p.hand]
        else:
            assert entry["hand"] is None
        # a draw pile (even your own) shows its size and the face-up cards only
        assert set(entry["draw"]) == {"count", "revealed"}
        assert entry["draw"]["count"] == len(p.draw)
        top_first = p.draw[::-1]
        for shown_card in entry["draw"]["revealed"]:
            cid = top_first[shown_card["depth"]]
            assert cid in state.revealed and shown_card["card"]["id"] == cid
        assert len(entry["draw"]["revealed"]) == sum(1 for c in p.draw if c in state.revealed)


def _hide_differently(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A state that `seat` cannot tell apart from `state`: other hands and face-down draw cards
    swapped among themselves (sizes kept), face-down draw order shuffled, the Supply shuffled."""
    s = state.copy()
    pool: list[int] = []
    slots: list[tuple[list[int], int]] = []
    for p in s.players:
        if p.seat != seat:
            slots += [(p.hand, i) for i in range(len(p.hand))]
    for p in s.players:
        for i, c in enumerate(p.draw):
            if c not in s.revealed and p.seat != seat:
                slots.append((p.draw, i))
    pool = [lst[i] for lst, i in slots]
    rng.shuffle(pool)
    for (lst, i), c in zip(slots, pool):
        lst[i] = c
    own = s.players[seat].draw
    down = [i for i, c in enumerate(own) if c not in s.revealed]
    cards = [own[i] for i in down]
    rng.shuffle(cards)
    for i, c in zip(down, cards):
        own[i] = c
    rng.shuffle(s.supply)
    return s


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_seat_view_hides_other_hands_and_draw_order(seats: int) -> None:
    checked = 0
    rng = random.Random(seats)
    for seed in range(10):
        g: Game = new_game(setup_for(seed + 40, seats, options=Options(hand_elimination=seed % 2 == 0)),
                           record=False)
        policies = [RandomPolicy(seed * 10 + i) for i in range(seats)]
        views = [SeatView(g.state, i) for i in range(seats)]
        while not g.over and g.state.turn.number <= 60:
            prompt = g.prompt()
            if rng.random() < 0.1:
                for seat in range(seats):
                    check_seat_view(g.state, seat)
                    other = _hide_differently(g.state, seat, rng)
                    assert view(other, seat) == view(g.state, seat), "a seat's view depends on hidden cards"
                    checked += 1
            command, _ = split_decision(policies[prompt.seat].decide(prompt, views[prompt.seat]))
            g.submit(prompt.seat, command)
    assert checked > 100


def test_the_hidden_information_check_is_not_vacuous() -> None:
    """Swapping a card from a hidden zone into a public one does change the view."""
    g = new_game(setup_for(1, 2), record=False)
    s = g.state.copy()
    s.players[1].discard.append(s.players[1].hand.pop())
    assert view(s, 0) != view(g.state, 0)
    omniscient = json.dumps(view(g.state, None))
    for p in g.state.players:
        assert json.dumps([g.state.cards[c].key for c in reversed(p.draw)]) in omniscient


def test_a_policy_without_decide_is_refused_in_one_line() -> None:
    # given: a seat whose policy object has no decide method
    setup = setup_for(1, 2)
    # when: the match starts
    with pytest.raises(PolicyError, match=r"policy Seat 2 \(seat 2\) has no decide\(prompt, view\) method"):
        play_match(setup, [MoneyPolicy(1), object()])
    # then: PolicyError names the seat (no traceback from inside the loop)


def test_a_heart_of_crown_match_hands_each_seat_one_live_view_for_the_whole_game() -> None:
    # given money policies that note the view of every decision and the turn it showed then
    seen: dict[int, list[tuple[SeatView, int]]] = {0: [], 1: []}

    class Noting(MoneyPolicy):
        def decide(self, prompt: Any, view: SeatView) -> Any:
            seen[view.seat].append((view, view.turn_number))
            return super().decide(prompt, view)

    # when they play a game
    play_match(setup_for(3, 2), [Noting(3), Noting(4)])
    # then each seat was handed one view, which showed the game as it went on
    for seat, notes in seen.items():
        assert len({id(v) for v, _ in notes}) == 1 and notes[0][0].seat == seat
        assert notes[0][1] < notes[-1][1]

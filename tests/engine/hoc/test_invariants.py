"""Property tests over many random legal games (2, 3 and 4 players, random markets).

Each game is played by `RandomPolicy` seats (uniformly random legal commands and picks) up to a
turn limit. After *every* command the state is checked against invariants that hold by the rules
(card conservation, zones, keeping, points, counters, coins, the prompt contract ...). At the end
of each game its command log is replayed from the setup and must reproduce the game exactly; a
sample of games also goes through a save file and back.

Checking after every command (not only at turn boundaries) costs about as much as playing the
game itself (measured: ~40 us per check, ~600 commands per 150-turn game), which keeps 2000 games
well inside the time budget, so nothing is sampled more coarsely than a command.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from hoc_desktop.ai.hoc.contest import setup_for
from hoc_desktop.ai.hoc.money import MoneyPolicy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.ai.hoc.random_policy import RandomPolicy
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.scoring import succession_points
from hoc_desktop.engine.hoc.seat_view import SeatView
from hoc_desktop.engine.hoc.setup import GameSetup
from hoc_desktop.engine.hoc.state import PHASE_END, PHASE_MAIN, PHASE_OVER, PHASE_SECOND, PHASE_SETUP, GameState
from hoc_desktop.engine.hoc.table_view import view
from hoc_desktop.saves import load_game, save_game

TURN_LIMIT = 150
GAMES = {2: 700, 3: 700, 4: 600}          # 2000 games in all
CHUNKS = 4                                 # games of one player count are split into this many tests
SAVE_EVERY = 25                            # every 25th game also goes through a save file
SEED_BASE = {2: 100_000, 3: 200_000, 4: 300_000}

ZONE_NAMES = ("hand", "draw", "discard", "field", "domain", "set_aside")


# ------------------------------------------------------------------ exact snapshots

def _freeze(value: Any) -> Any:
    if isinstance(value, random.Random):
        return ("rng", value.getstate())
    if dataclasses.is_dataclass(value):
        return (type(value).__name__,) + tuple((f.name, _freeze(getattr(value, f.name)))
                                               for f in dataclasses.fields(value))
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):       # insertion order is part of the state (e.g. Random Market stacks)
        return ("dict",) + tuple((k, _freeze(v)) for k, v in value.items())
    if isinstance(value, (set, frozenset)):
        return ("set",) + tuple(sorted(_freeze(v) for v in value))
    return value


def snapshot(state: GameState) -> tuple[Any, ...]:
    """Every field of a state, card instance ids and the random generator included (the omniscient
    view shows only card names). Card definitions, the rule book and derived caches are left out."""
    return tuple((f.name, _freeze(getattr(state, f.name))) for f in dataclasses.fields(state)
                 if f.name not in ("cards", "rulebook") and "cache" not in f.name and "dirty" not in f.name)


def game_snapshot(g: Game) -> tuple[Any, ...]:
    """The state plus what the driver waits for."""
    prompt = g.prompt()
    return snapshot(g.state), None if prompt is None else repr(prompt.to_dict()), g.quiescent


# ------------------------------------------------------------------ invariants

def zone_contents(s: GameState) -> list[tuple[str, list[int]]]:
    """Every zone a card instance can be in, with its cards."""
    zones: list[tuple[str, list[int]]] = []
    for p in s.players:
        for name in ZONE_NAMES:
            zones.append((f"{name}[{p.seat}]", getattr(p, name)))
        zones.append((f"kept[{p.seat}]", list(p.kept.values())))
    zones += [(f"basic[{k}]", v) for k, v in s.basic.items()]
    zones += [(f"stack[{k}]", v) for k, v in s.stacks.items()]
    zones += [("supply", s.supply), ("curses", s.curses), ("princesses", s.princesses), ("outskirts", s.outskirts)]
    return zones


class CardIndex:
    """Instance ids by card id and kind, computed once per game (the definitions never change)."""

    def __init__(self, state: GameState) -> None:
        cards = state.cards
        self.n = len(cards)
        by_key: dict[str, set[int]] = {}
        for cid, card in enumerate(cards):
            by_key.setdefault(card.key, set()).add(cid)
        self.by_key = {k: frozenset(v) for k, v in by_key.items()}
        self.curses = frozenset(c for c in range(self.n) if cards[c].is_curse and cards[c].category != "common")
        self.princesses = frozenset(c for c in range(self.n) if cards[c].is_princess)
        self.supply = frozenset(c for c in range(self.n) if cards[c].category in ("common", "rare"))


def check_zones(s: GameState, index: CardIndex) -> None:
    """Every card instance is in exactly one zone; shared piles hold what their names say."""
    assert len(s.cards) == index.n, "the number of card instances changed"
    everything: list[int] = []
    for _, zone in zone_contents(s):
        everything += zone
    if len(everything) != index.n or len(set(everything)) != index.n:
        seen: dict[int, str] = {}
        for name, zone in zone_contents(s):
            for cid in zone:
                assert cid not in seen, f"card {cid} ({s.cards[cid].key}) is in both {seen[cid]} and {name}"
                seen[cid] = name
        raise AssertionError(f"{index.n - len(seen)} card instance(s) are in no zone")
    for key, pile in s.basic.items():
        assert index.by_key[key].issuperset(pile), f"basic pile {key} holds another card"
    assert len(s.stacks) <= s.rulebook.rules.random_market_stacks
    for key, pile in s.stacks.items():
        assert pile, f"empty Random Market stack {key} still shown"
        assert index.by_key[key].issuperset(pile), f"stack {key} holds another card"
    assert index.curses.issuperset(s.curses), "the Curse pile holds a non-Curse"
    assert index.princesses.issuperset(s.princesses), "the princess row holds a non-princess"
    assert index.supply.issuperset(s.supply), "the Supply holds a card that is neither Common nor Rare"


def check_state(g: Game, index: CardIndex) -> None:
    """Assert every invariant the rules guarantee at any point where the engine waits (or is over)."""
    s = g.state
    cards = s.cards
    check_zones(s, index)

    live = s.live_seats()
    assert live, "every player was eliminated"
    for p in s.players:
        seat = p.seat
        domain = set(p.domain)
        # -- princess and Domain
        if p.princess is None:
            assert not p.domain, f"seat {seat} has a Domain without a princess"
            assert not p.kept, f"seat {seat} keeps cards without a princess"
        else:
            assert cards[p.princess].is_princess and p.princess in domain
            assert sum(1 for c in p.domain if cards[c].is_princess) == 1
        for cid in p.domain:
            c = cards[cid]
            assert c.is_princess or c.is_territory or c.is_succession, \
                f"seat {seat} Domain holds {c.key}, neither princess, Territory nor Succession"
        # -- kept cards sit on their owner's Domain Territory cards, cost <= territory cost
        for terr, kept in p.kept.items():
            assert terr in domain, f"seat {seat}: {cards[kept].key} kept on a card not in the Domain"
            assert cards[terr].is_territory, f"seat {seat}: {cards[kept].key} kept on non-Territory {cards[terr].key}"
            assert cards[kept].is_action and not cards[kept].cannot_keep, f"seat {seat} keeps {cards[kept].key}"
            assert cards[kept].cost <= cards[terr].cost, \
                (f"seat {seat}: {cards[kept].key} (cost {cards[kept].cost}) kept on {cards[terr].key} "
                 f"({cards[terr].cost})")
        # -- succession points: printed points plus Succession counters over the Domain
        expected = sum(cards[c].points + s.counters.get(c, {}).get("succession", 0) for c in p.domain)
        assert succession_points(s, seat) == expected
        # -- counter areas: only positive counts are kept
        assert all(v > 0 for v in p.areas.values()), f"seat {seat} areas {p.areas}"
        # -- only the active player has cards in a field
        if seat != s.turn.seat:
            assert not p.field, f"seat {seat} has cards in its field on seat {s.turn.seat}'s turn"
        # -- coronation bookkeeping
        if p.eliminated:
            assert not p.declared and seat not in s.coronation
        if not s.overtime:
            assert p.declared == (seat in s.coronation), f"seat {seat}: declared flag and ceremony disagree"

    # -- counters lie on cards in a Domain (Twin counters on the princess, Estate counters on the Estate)
    in_domain = {c for p in s.players for c in p.domain}
    for cid, cnt in s.counters.items():
        if cnt:
            assert cid in in_domain, f"counters {cnt} on {cards[cid].key} outside a Domain"
            assert all(v >= 0 for v in cnt.values()), f"negative counter on {cards[cid].key}: {cnt}"

    # -- revealed cards are inside draw piles
    in_draw = {c for p in s.players for c in p.draw}
    stray = s.revealed - in_draw
    assert not stray, f"revealed cards outside draw piles: {[cards[c].key for c in stray]}"

    # -- the turn
    t = s.turn
    assert t.seat in live, "the active seat is not in the game"
    assert t.coins >= 0 and t.plays >= 0, f"coins {t.coins}, plays {t.plays}"
    if s.players[t.seat].areas.get("debt", 0) > 0:
        assert t.coins == 0, f"seat {t.seat} has {s.players[t.seat].areas['debt']} debt and {t.coins} coins"
    assert t.second_action in (None, "buy", "back", "set")
    assert sorted(s.order) == list(range(len(s.players)))

    # -- the end of the game
    if s.phase == PHASE_OVER:
        assert s.result is not None and s.result["winners"]
        assert set(s.result["winners"]) <= set(live)
        assert g.prompt() is None
        return
    assert s.result is None
    assert s.phase in (PHASE_SETUP, PHASE_MAIN, PHASE_SECOND, PHASE_END), f"phase {s.phase}"
    if s.phase == PHASE_MAIN:
        assert t.second_action is None
    rules = s.rulebook.rules
    for seat in live:
        assert succession_points(s, seat) < rules.instant_win_points, f"seat {seat} has 30 points, game not over"
        if s.players[seat].declared and not s.overtime:
            assert succession_points(s, seat) >= rules.coronation_points, "a ceremony stands below 20 points"
    assert any(s.basic.get(k) for k in s.rulebook.judgment_piles), "Judgment piles empty, game not over"

    # -- the prompt contract
    prompt = g.prompt()
    assert prompt is not None
    if prompt.offers_commands:
        assert prompt.seat == t.seat and prompt.options
        assert len(set(prompt.options)) == len(prompt.options)
        if prompt.kind == "main":
            assert s.phase == PHASE_MAIN and prompt.options[-1] == ("end_main",)
            assert len(prompt.options) > 1, "a Main Phase with nothing to do was not ended automatically"
        else:
            assert s.phase == PHASE_SECOND and prompt.options[-1] == ("end_turn",)
    else:
        assert not g.quiescent
        assert len(set(prompt.options)) == len(prompt.options)
        assert 0 <= prompt.min <= prompt.max <= len(prompt.options)
        assert prompt.max > 0, "a prompt with nothing to pick"
        forced = prompt.min == prompt.max == len(prompt.options) and (not prompt.ordered or prompt.max == 1)
        assert not forced, f"a forced {prompt.kind} pick was asked instead of taken"
        if prompt.kind == "defend":
            assert prompt.seat != t.seat


def check_turn_start(g: Game, ended_seat: int, number_before: int) -> None:
    """Right after a turn ended: that player drew back to 5, and the next turn starts clean."""
    s = g.state
    p = s.players[ended_seat]
    assert len(p.hand) == s.rulebook.rules.hand_size or (not p.draw and not p.discard), \
        f"seat {ended_seat} ended its turn with {len(p.hand)} cards in hand and cards left to draw"
    assert not p.field
    t = s.turn
    assert t.number == number_before + 1
    assert t.played == [] and t.second_action is None and not t.flags and not t.used
    assert not s.players[t.seat].field
    assert len(s.stacks) == s.rulebook.rules.random_market_stacks or not s.supply, "the Random Market was not refilled"


# ------------------------------------------------------------------ playing and replaying

class EagerRandomPolicy(RandomPolicy):
    """Random legal moves, but it usually backs, sets and declares when it can, and it usually plays
    on instead of ending a phase, so random games reach Domains, keeps and the end of the game."""

    name = "eager_random"

    def decide(self, prompt: Prompt, view: SeatView) -> Any:
        if not prompt.offers_commands:
            return super().decide(prompt, view)
        rng = self.rng
        options = prompt.options
        eager = [o for o in options if o[0] in ("back", "set", "declare")]
        if eager and rng.random() < 0.8:
            return eager[rng.randrange(len(eager))]
        going_on = [o for o in options if o[0] not in ("end_main", "end_turn")]
        if going_on and rng.random() < 0.85:
            return going_on[rng.randrange(len(going_on))]
        return options[rng.randrange(len(options))]


def options_for(seed: int, seats: int) -> Options:
    """Variants spread over the games: Hand Elimination, no Rares (2 players), Dukes-only Judgment."""
    return Options(judgment="dukes_only" if seed % 7 == 3 else "rulebook",
                   no_rares=seats == 2 and seed % 5 == 2,
                   hand_elimination=seed % 3 == 1)


def random_setup(seed: int, seats: int) -> GameSetup:
    return setup_for(seed, seats, options=options_for(seed, seats))


def policies_for(seed: int, seats: int) -> list[Any]:
    """Seat policies for game `seed`: all random, all eager-random, or a money bot among either."""
    mix = seed % 4
    random_kind = RandomPolicy if mix in (0, 3) else EagerRandomPolicy
    policies: list[Any] = [random_kind(seed * 10 + i) for i in range(seats)]
    if mix >= 2:
        policies[seed % seats] = MoneyPolicy(seed)
    return policies


def play_random(setup: GameSetup, policy_seed: int, limit: int = TURN_LIMIT, check: bool = True) -> Game:
    g = new_game(setup, record=False)
    index = CardIndex(g.state)
    seats = len(setup.players)
    policies = policies_for(policy_seed, seats)
    views = [SeatView(g.state, i) for i in range(seats)]
    if check:
        check_state(g, index)
    while not g.over and g.state.turn.number <= limit:
        prompt = g.prompt()
        seat = prompt.seat
        command, _ = split_decision(policies[seat].decide(prompt, views[seat]))
        before, active = g.state.turn.number, g.state.turn.seat
        g.submit(seat, command)
        if check:
            try:
                check_state(g, index)
                if g.state.turn.number != before:
                    check_turn_start(g, active, before)
            except AssertionError as exc:
                raise AssertionError(f"seed {setup.seed}, {seats} players, command {len(g.commands)} "
                                     f"{command!r} on turn {before}: {exc}") from None
    return g


def replay(setup: GameSetup, commands: list[tuple[int, Any]]) -> Game:
    g = new_game(setup, record=False)
    for seat, command in commands:
        g.submit(seat, command)
    return g


def _seeds(seats: int, chunk: int) -> range:
    per = GAMES[seats] // CHUNKS
    start = SEED_BASE[seats] + chunk * per
    return range(start, start + per)


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("seats", sorted(GAMES))
def test_random_games_keep_invariants_and_replay(seats: int, chunk: int, tmp_path: Any) -> None:
    reasons: dict[str, int] = {}
    commands = 0
    for seed in _seeds(seats, chunk):
        setup = random_setup(seed, seats)
        g = play_random(setup, seed)
        commands += len(g.commands)
        reason = g.state.result["reason"] if g.state.result else "turn_limit"
        reasons[reason] = reasons.get(reason, 0) + 1

        again = replay(setup, g.commands)
        assert view(again.state, None) == view(g.state, None), f"seed {seed}: replay differs"
        assert again.state.rng.getstate() == g.state.rng.getstate(), f"seed {seed}: rng differs after replay"
        assert game_snapshot(again) == game_snapshot(g), f"seed {seed}: replay differs"

        if seed % SAVE_EVERY == 0:
            path = tmp_path / f"game-{seed}.json"
            save_game(g, setup, path)
            loaded, loaded_setup = load_game(path)
            assert loaded_setup == setup
            assert view(loaded.state, None) == view(g.state, None), f"seed {seed}: load differs"
            assert loaded.state.rng.getstate() == g.state.rng.getstate()
            assert game_snapshot(loaded) == game_snapshot(g), f"seed {seed}: load differs"
            assert loaded.commands == g.commands
    assert commands > 100 * len(_seeds(seats, chunk)), "games were suspiciously short"
    assert sum(reasons.values()) == len(_seeds(seats, chunk))


def test_random_games_reach_the_interesting_parts() -> None:
    """The fuzzer is only worth something if its games back princesses, keep, set, attack and end."""
    kinds: set[str] = set()
    commands: set[str] = set()
    reasons: set[str] = set()
    backed = kept = 0
    for seed in range(60):
        seats = 2 + seed % 3
        g = new_game(random_setup(seed, seats), record=False)
        policies = policies_for(seed, seats)
        views = [SeatView(g.state, i) for i in range(seats)]
        while not g.over and g.state.turn.number <= TURN_LIMIT:
            prompt = g.prompt()
            kinds.add(prompt.kind)
            command, _ = split_decision(policies[prompt.seat].decide(prompt, views[prompt.seat]))
            if prompt.offers_commands:
                commands.add(command[0])
                kept += command[0] == "keep"
            g.submit(prompt.seat, command)
        backed += sum(1 for p in g.state.players if p.princess is not None)
        reasons.add(g.state.result["reason"] if g.state.result else "turn_limit")
    assert {"play", "keep", "recall", "buy", "back", "set", "declare", "end_main", "end_turn"} <= commands
    assert {"main", "second", "defend", "discard", "mode", "starting_hand"} <= kinds
    assert backed >= 60 and kept >= 60
    assert {"turn_limit", "thirty_points"} <= reasons and len(reasons) >= 3, reasons


def _corrupted(mutate: Any) -> str:
    """Play a short game, corrupt its state with `mutate(state)`, return what the checker says."""
    setup = random_setup(5, 2)
    g = play_random(setup, 5, limit=40)
    index = CardIndex(g.state)
    check_state(g, index)
    mutate(g.state)
    with pytest.raises(AssertionError) as info:
        check_state(g, index)
    return str(info.value)


def test_the_checker_catches_corrupted_states() -> None:
    """The invariants are not vacuous: each kind of corruption is reported."""
    assert "is in both" in _corrupted(lambda s: s.players[0].discard.append(s.players[0].hand[0]))
    assert "in no zone" in _corrupted(lambda s: s.players[1].hand.pop())
    assert "holds another card" in _corrupted(lambda s: s.basic["duke"].append(s.basic["city"].pop()))
    assert "revealed cards outside draw piles" in _corrupted(lambda s: s.revealed.add(s.players[0].hand[0]))
    assert "coins -1" in _corrupted(lambda s: setattr(s.turn, "coins", -1))
    assert "field" in _corrupted(lambda s: s.players[1 - s.turn.seat].field.append(
        s.players[1 - s.turn.seat].hand.pop()))

    def debt_and_coins(s: GameState) -> None:
        s.players[s.turn.seat].areas["debt"] = 2
        s.turn.coins = 1
    assert "debt" in _corrupted(debt_and_coins)

    def keep_on_city(s: GameState) -> None:
        # back a princess by hand, move a City into the Domain and keep a cost-4 Action card on it
        p = s.players[0]
        p.princess = s.princesses.pop()
        p.domain += [p.princess, s.basic["city"].pop()]
        expensive = next(c for c in range(len(s.cards)) if s.cards[c].is_action and s.cards[c].cost > 3
                         and c in s.supply)
        s.supply.remove(expensive)
        p.kept[p.domain[-1]] = expensive
    assert "kept on city" in _corrupted(keep_on_city)

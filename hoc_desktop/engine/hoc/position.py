"""Exact positions for scenarios and tests, and commands written with card names.

A position spec (YAML or dict) lists every zone by card id (e.g. `city`), top of a pile first:

    seed: 1
    options: {judgment: rulebook}
    turn: {seat: 0, phase: main, coins: 0, plays: 1, flags: [], second_action: null, extra: false}
    order: [0, 1]
    players:
      - name: Alice
        hand: [farming_village, city_development]
        draw: [{card: duke, revealed: true}, city]      # top first
        discard: [alchemist]
        field: [city]                                    # played this turn, in order
        princess: klam_klam
        princess_counters: {twin: 1}
        domain: [{card: large_city, kept: infantry_battalion}, duke, {card: imperial_estate, counters: {succession: 2}}]
        areas: {debt: 4, coin: 2, ore: 1}                 # Moneylender, Coin and Mine areas
        set_aside: [senator]                             # set aside by Samurai until the next reshuffle
        guardian: [laolily]                              # Guardians variant: taken face down when backing
        declared: false
    market:
      basic: {city: 30, large_city: 20, royal_maid: 12, senator: 12, duke: 12}   # counts; default full
      stacks: {scout: 5, alchemist: 2}                   # Random Market, in display order
      supply: [library, bank]                            # top first
      curses: 8
      princesses: [laolily, bergamotte]                  # default: every base princess not backed
      outskirts: []
      taxed: [duke, scout]                               # piles carrying a Taxation token (by card id)

Anything left out takes the value of a fresh game (full Basic Market, 4 Curses per player,
empty zones). Cards are created as the spec names them, so a position need not hold a whole game.

Every value is checked for type and range before anything is built, and positions that cannot
arise in a game are refused (ShapeError naming the place, e.g. `players[1].princess`): a Princess
or a Rare in two places (backed twice, or backed and still in the row), a Princess anywhere but
backed, in the row or a guardian (of a player who backed one), a kept card that is not an Action,
cannot be kept or costs more than its Territory, or is kept on a non-Territory; negative coins,
plays, debt or counters; a pile larger than it starts; more Random Market stacks than the rules
allow; a turn order that is not each seat once; the turn of an eliminated player; a coronation
without a declaration; and what position_rules.py refuses: a card in a zone no game puts it in
(an Action in a Domain, a City stack in the Random Market), a counter on a card that never carries
one, and a game that would already be over (30 points, empty Judgment piles).
"""

from __future__ import annotations

import random
from typing import Any

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.cards.model import CardDef
from hoc_desktop.cards.vocabulary import AREAS, DELAYED, TURN_FLAGS
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.core.prompts import normalize_command
from hoc_desktop.engine.core.zones import Visibility
from hoc_desktop.engine.hoc.rulebook import Options, RuleBook, load_rules
from hoc_desktop.engine.hoc.position_rules import check_counter, check_still_running, check_zone
from hoc_desktop.engine.hoc.ruleset import HEART_OF_CROWN
from hoc_desktop.engine.hoc.setup import default_catalog
from hoc_desktop.engine.hoc.state import PHASE_MAIN, PHASE_SECOND, PLAYER_ZONES, GameState, Player, Turn
from hoc_desktop.engine.hoc.zones import ZONES
from hoc_desktop.errors import IllegalCommand, ShapeError, dotted
from hoc_desktop.i18n import N_
from hoc_desktop.safe_text import clip, shown
from hoc_desktop.validate import Where, choice, flag, mapping, optional, seed, sequence, table, text, unique, whole

# A seat's piles come from the zone registry (a pile a ruleset declares can be given at once):
# hidden ones (the draw pile) top first with face-up cards marked, the others bottom first; the
# Domain is given with its kept cards and counters; a guardian is a Princess, the one pile that holds one.
_HIDDEN_PILES = tuple(k for k in PLAYER_ZONES if ZONES[k].visibility is Visibility.NOBODY)
_PRINCESS_PILES = ("guardian",)
_PLAIN_PILES = tuple(k for k in PLAYER_ZONES if k not in _HIDDEN_PILES and k not in _PRINCESS_PILES and k != "domain")
_PLAYER_KEYS = ("name", *_PLAIN_PILES, *_HIDDEN_PILES, *_PRINCESS_PILES, "princess", "princess_counters", "domain",
                "areas", "declared", "eliminated")
_TOP_KEYS = ("seed", "options", "turn", "order", "players", "market", "coronation")
_TURN_KEYS = ("seat", "phase", "coins", "plays", "flags", "second_action", "extra", "delayed", "number",
              "extra_turn_next")
_MARKET_KEYS = ("basic", "stacks", "supply", "curses", "princesses", "outskirts", "taxed")
# The declared state fields (state.py) that are not keys of their part of a spec, because the spec
# gives them another way (the cards by name, the rule book by `options`, the random generator by
# `seed`, the Market piles under `market`, face-up marks and counters inside the piles, the cards
# played this turn as the field) or because every position starts them afresh (caches, what this
# turn used, the end of the game). tests/engine/hoc/test_position_fields.py holds every declared
# field to a key or to this table, so a field a ruleset adds cannot be forgotten here.
FIELDS_NOT_KEYS = {
    "GameState": ("cards", "rulebook", "catalog", "turn", "phase", "basic", "stacks", "supply", "curses", "princesses",
                  "outskirts", "taxed", "revealed", "counters", "result", "overtime", "rng", "points_cache",
                  "points_dirty"),
    "Player": ("seat", "kept"),
    "Turn": ("played", "used", "gained_types"),
}
_COUNTERS = ("twin", "succession")       # what the engine counts on cards
MAX_ZONE = 100                           # cards in one zone of a position


class _Builder:
    """Creates card instances in the order the spec names them; a Princess or a Rare exists once."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.table: list[CardDef] = []
        self.counters: dict[int, dict[str, int]] = {}
        self.revealed: set[int] = set()
        self.unique_at: dict[str, Where] = {}

    def make(self, key: Any, where: Where, princess_slot: bool = False, zone: str = "") -> int:
        if not isinstance(key, str) or key not in self.catalog:
            raise ShapeError(where, f"unknown card {shown(key)}")
        card = self.catalog[key]
        if card.is_princess != princess_slot:
            raise ShapeError(where, f"'{key}' is not a Princess" if princess_slot else
                             f"the Princess '{key}' can only be backed, a guardian or in the Princess row")
        check_zone(card, zone, where)
        if card.is_princess or card.category == "rare":
            if key in self.unique_at:
                raise ShapeError(where, f"there is one '{key}', already at {dotted(self.unique_at[key])}")
            self.unique_at[key] = where
        self.table.append(card)
        return len(self.table) - 1

    def pile(self, raw: Any, where: Where, extras: tuple[str, ...] = ()) -> list[tuple[int, dict[str, Any]]]:
        """[(card instance, extra keys)] for a list of card ids or {card: id, extra...} entries, each
        a card the zone (the last part of `where`) can hold."""
        out = []
        for i, item in enumerate(sequence(optional(raw, []), where, MAX_ZONE)):
            extra: dict[str, Any] = {}
            if isinstance(item, dict):
                extra = dict(mapping(item, (*where, i), ("card",), extras))
                item = extra.pop("card")
            out.append((self.make(item, (*where, i), zone=str(where[-1])), extra))
        return out

    def count_on(self, cid: int, raw: Any, where: Where) -> None:
        """Counters on a card: {twin: 1}, {succession: 2}."""
        counts = {}
        for name, count in table(raw, where, len(_COUNTERS)).items():
            counts[choice(name, where, _COUNTERS)] = whole(count, (*where, name), 0, 99)
            check_counter(self.table[cid], name, (*where, name))
        if counts:
            self.counters[cid] = counts


def _player(b: _Builder, raw: Any, seat: int) -> Player:
    where: Where = ("players", seat)
    raw = mapping(optional(raw, {}), where, optional=_PLAYER_KEYS)
    name = text(raw.get("name", f"Player {seat + 1}"), (*where, "name"), 40)
    p = Player(seat=seat, name=name)
    for zone in _PLAIN_PILES:
        getattr(p, zone).extend(cid for cid, _ in b.pile(raw.get(zone), (*where, zone)))
    for zone in _HIDDEN_PILES:
        pile = getattr(p, zone)
        for i, (cid, extra) in enumerate(b.pile(raw.get(zone), (*where, zone), ("revealed",))):
            pile.insert(0, cid)
            if flag(extra.get("revealed", False), (*where, zone, i, "revealed")):
                b.revealed.add(cid)
    if raw.get("princess") is not None:
        p.princess = b.make(raw["princess"], (*where, "princess"), princess_slot=True)
        p.domain.append(p.princess)
        b.count_on(p.princess, optional(raw.get("princess_counters"), {}), (*where, "princess_counters"))
    elif raw.get("domain") or raw.get("princess_counters"):
        raise ShapeError((*where, "domain"), "a Domain needs a backed princess")
    for zone in _PRINCESS_PILES:
        keys = sequence(optional(raw.get(zone), []), (*where, zone), 1)
        if keys and p.princess is None:
            raise ShapeError((*where, zone), "a guardian is taken when backing a princess")
        getattr(p, zone).extend(b.make(key, (*where, zone, i), princess_slot=True) for i, key in enumerate(keys))
    for i, (cid, extra) in enumerate(b.pile(raw.get("domain"), (*where, "domain"), ("kept", "counters"))):
        p.domain.append(cid)
        if extra.get("kept") is not None:
            p.kept[cid] = _kept(b, cid, extra["kept"], (*where, "domain", i, "kept"))
        b.count_on(cid, optional(extra.get("counters"), {}), (*where, "domain", i, "counters"))
    for area, amount in table(optional(raw.get("areas"), {}), (*where, "areas"), len(AREAS)).items():
        p.areas[choice(area, (*where, "areas"), AREAS)] = whole(amount, (*where, "areas", area), 0, 99)
    p.declared = flag(raw.get("declared", False), (*where, "declared"))
    p.eliminated = flag(raw.get("eliminated", False), (*where, "eliminated"))
    return p


def _kept(b: _Builder, territory: int, key: Any, where: Where) -> int:
    """A card kept on a Domain Territory: only an Action that may be kept, on a Territory that costs
    at least as much (the rule the Main Phase's keep option applies)."""
    kept = b.make(key, where)
    land, card = b.table[territory], b.table[kept]
    if not land.is_territory:
        raise ShapeError(where, f"'{land.key}' is not a Territory, so nothing can be kept on it")
    if not card.is_action or card.cannot_keep:
        raise ShapeError(where, f"'{card.key}' cannot be kept")
    if card.cost > land.cost:
        raise ShapeError(where, f"'{card.key}' (cost {card.cost}) cannot be kept on the cheaper '{land.key}' "
                                f"(cost {land.cost})")
    return kept


def _market(b: _Builder, raw: Any, rulebook: RuleBook, n: int) -> dict[str, Any]:
    """Market piles in the order the engine expects, each checked against what the game holds."""
    raw = mapping(optional(raw, {}), ("market",), optional=_MARKET_KEYS)
    rules, full = rulebook.rules, rulebook.basic_market
    counts = dict(full)
    for key, count in table(optional(raw.get("basic"), {}), ("market", "basic"), len(counts)).items():
        if key not in full:
            raise ShapeError(("market", "basic"), f"{shown(key)} is not a Basic Market pile "
                                                  f"({', '.join(full)})")
        counts[key] = whole(count, ("market", "basic", key), 0, full[key])
    basic = {key: [b.make(key, ("market", "basic", key)) for _ in range(count)] for key, count in counts.items()}
    stacks: dict[str, list[int]] = {}
    raw_stacks = table(optional(raw.get("stacks"), {}), ("market", "stacks"), rules.random_market_stacks)
    for key, count in raw_stacks.items():
        where = ("market", "stacks", key)
        whole(count, where, 0, rules.common_copies)
        stacks[key] = [b.make(key, where, zone="stacks") for _ in range(count)]
    supply = [cid for cid, _ in b.pile(raw.get("supply"), ("market", "supply"))][::-1]
    limit = rules.curses_per_player * n
    curses = [b.make("curse", ("market", "curses"))
              for _ in range(whole(raw.get("curses", limit), ("market", "curses"), 0, limit))]
    keys = raw.get("princesses")
    if keys is None:
        keys = [c.key for c in b.catalog.by_category("princess") if c.set == "base" and c.key not in b.unique_at]
    princesses = [b.make(key, ("market", "princesses", i), princess_slot=True)
                  for i, key in enumerate(sequence(keys, ("market", "princesses"), MAX_ZONE))]
    outskirts = [cid for cid, _ in b.pile(raw.get("outskirts"), ("market", "outskirts"))]
    taxed = sequence(optional(raw.get("taxed"), []), ("market", "taxed"), len(basic) + len(stacks))
    for i, key in enumerate(taxed):
        if not isinstance(key, str) or not (basic.get(key) or stacks.get(key)):
            raise ShapeError(("market", "taxed", i), f"{shown(key)} is not a non-empty Market pile (a token leaves "
                                                     "with a pile's last card)")
    unique(taxed, ("market", "taxed"), N_("the pile {value} appears twice"))
    return {"basic": basic, "stacks": stacks, "supply": supply, "curses": curses, "princesses": princesses,
            "outskirts": outskirts, "taxed": set(taxed)}


def _turn(raw: Any, players: list[Player]) -> tuple[Turn, str]:
    """The turn in progress and its phase."""
    raw = mapping(optional(raw, {}), ("turn",), optional=_TURN_KEYS)
    seat = whole(raw.get("seat", 0), ("turn", "seat"), 0, len(players) - 1)
    if players[seat].eliminated:
        raise ShapeError(("turn", "seat"), f"seat {seat} is eliminated and takes no turns")
    flags = sequence(optional(raw.get("flags"), []), ("turn", "flags"), len(TURN_FLAGS))
    for i, name in enumerate(flags):
        choice(name, ("turn", "flags", i), TURN_FLAGS)
    unique(flags, ("turn", "flags"), N_("the flag {value} appears twice"))
    delayed = {choice(key, ("turn", "delayed"), DELAYED): whole(count, ("turn", "delayed", key), 0, 99)
               for key, count in table(optional(raw.get("delayed"), {}), ("turn", "delayed"), len(DELAYED)).items()}
    second = raw.get("second_action")
    phase = choice(raw.get("phase", PHASE_MAIN), ("turn", "phase"), (PHASE_MAIN, PHASE_SECOND))
    return Turn(seat=seat, number=whole(raw.get("number", 1), ("turn", "number"), 1, 100_000),
                extra=flag(raw.get("extra", False), ("turn", "extra")),
                coins=whole(raw.get("coins", 0), ("turn", "coins"), 0, 999),
                plays=whole(raw.get("plays", 1), ("turn", "plays"), 0, 99), played=list(players[seat].field),
                second_action=None if second is None else choice(second, ("turn", "second_action"),
                                                                 ("buy", "back", "set")),
                flags=set(flags), delayed=delayed,
                extra_turn_next=flag(raw.get("extra_turn_next", False), ("turn", "extra_turn_next"))), phase


def _order(raw: Any, n: int) -> list[int]:
    if raw is None:
        return list(range(n))
    order = [whole(seat, ("order", i), 0, n - 1) for i, seat in enumerate(sequence(raw, ("order",), n, min_len=n))]
    unique(order, ("order",), N_("the seat {value} appears twice"))
    return order


def _coronation(raw: Any, players: list[Player]) -> dict[int, set[int]]:
    """Standing coronation ceremonies: declarer -> seats that began a turn since. Every declared
    player has one, and only declared players have one."""
    n = len(players)
    out: dict[int, set[int]] = {}
    for declarer, seen in table(optional(raw, {}), ("coronation",), n).items():
        where = ("coronation", declarer)
        whole(declarer, ("coronation",), 0, n - 1)
        if not players[declarer].declared:
            raise ShapeError(where, f"seat {declarer} has not declared a coronation")
        seats = [whole(s, (*where, i), 0, n - 1) for i, s in enumerate(sequence(seen, where, n))]
        unique(seats, where, N_("the seat {value} appears twice"))
        out[declarer] = set(seats)
    for p in players:
        if p.declared:
            out.setdefault(p.seat, set())
    return out


def build_state(spec: dict[str, Any], catalog: Catalog | None = None) -> GameState:
    """The GameState `spec` describes; raises ShapeError (a HocError) naming the place in the spec."""
    spec = mapping(optional(spec, {}), (), optional=_TOP_KEYS)
    rules = load_rules()
    b = _Builder(catalog or default_catalog())
    raw_players = optional(spec.get("players"), [])
    if not isinstance(raw_players, (list, tuple)) or not 2 <= len(raw_players) <= 4:
        raise ShapeError(("players",), "'players' must list 2 to 4 players")
    players = [_player(b, raw, seat) for seat, raw in enumerate(raw_players)]
    rulebook = RuleBook(rules, Options.from_dict(spec.get("options")))
    market = _market(b, spec.get("market"), rulebook, len(players))
    turn, phase = _turn(spec.get("turn"), players)
    rng = random.Random(seed(spec.get("seed", 0), ("seed",)))
    state = GameState(cards=b.table, rulebook=rulebook, catalog=b.catalog, players=players,
                      order=_order(spec.get("order"), len(players)), turn=turn, phase=phase,
                      revealed=b.revealed, counters=b.counters, rng=rng, **market)
    state.coronation = _coronation(spec.get("coronation"), players)
    check_still_running(state)
    return state


def build_position(spec: dict[str, Any], catalog: Catalog | None = None) -> Game:
    """A Game at exactly the position `spec` describes, ready for its next decision."""
    game = Game(HEART_OF_CROWN, build_state(spec, catalog))
    game.start()
    return game


def resolve(game: Game, raw: Any) -> Any:
    """Turn a command written with card ids by name (["play", "city"], ["pick", ["duke"]]) into the
    engine's form, matching names against the current prompt's options. Ints pass through."""
    prompt = game.prompt()
    if prompt is None:
        raise IllegalCommand("the game is over")
    cmd = normalize_command(raw)
    if isinstance(cmd, str):
        cmd = (cmd,)
    cards = game.state.cards
    if prompt.offers_commands:
        for option in prompt.options:
            if option[0] != cmd[0] or len(option) != len(cmd):
                continue
            if all(want == have or (isinstance(want, str) and isinstance(have, int) and cards[have].key == want)
                   for want, have in zip(cmd[1:], option[1:])):
                return option
        raise IllegalCommand(f"{clip(' '.join(map(str, cmd)), 80)} is not a legal action now")
    if not (len(cmd) == 2 and cmd[0] == "pick"):
        raise IllegalCommand(f"expected ['pick', [...]] to answer '{prompt.text}', got {shown(raw)}")
    values = cmd[1] if isinstance(cmd[1], tuple) else (cmd[1],)
    picks: list[Any] = []
    for want in values:
        if isinstance(want, str):
            match = next((o for o in prompt.options if isinstance(o, int) and o not in picks
                          and cards[o].key == want), None)
            if match is None:
                raise IllegalCommand(f"{shown(want)} is not among the options of '{prompt.text}'")
            picks.append(match)
        else:
            picks.append(want)
    return ("pick", tuple(picks))


def act(game: Game, raw: Any, seat: int | None = None) -> list[Any]:
    """Resolve and submit a command for the seat the prompt waits for (or `seat`)."""
    prompt = game.prompt()
    if prompt is None:
        raise IllegalCommand("the game is over")
    return game.submit(prompt.seat if seat is None else seat, resolve(game, raw))

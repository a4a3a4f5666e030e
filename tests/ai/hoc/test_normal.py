"""`normal`: key decisions in hand-built positions (hoc_desktop/engine/hoc/position.py).

Strength is measured by `hoc-desktop tournament`, not here; these tests pin the card knowledge."""

from __future__ import annotations

from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.hoc.contest import random_market, setup_for
from hoc_desktop.ai.hoc.kit import play_match
from hoc_desktop.ai.hoc.normal import NormalPolicy
from hoc_desktop.engine.core.game import Game
from hoc_desktop.ai.reason_words import worded
from tests.ai.hoc.helpers_ai import decide, named, step
from tests.helpers import act, domain, hand, kept, points, pos, prompt_kind

ONE_EACH = {"duke": 12, "senator": 12, "royal_maid": 12, "city": 30, "large_city": 20}


def normal(seed: int = 0) -> NormalPolicy:
    return NormalPolicy(seed)


# ---------------------------------------------------------------- Second Phase: back, buy, set

def test_backs_lulunasaika_with_six_coins_early() -> None:
    g = pos(turn={"phase": "second", "coins": 6, "number": 5}, players=[{}, {}])
    d = decide(g, normal())
    assert named(g, d.command) == ("back", "lulunasaika")
    assert "6 coins" in worded(d.reason)


def test_backs_the_best_princess_left() -> None:
    g = pos(turn={"phase": "second", "coins": 7, "number": 9}, players=[{}, {"princess": "lulunasaika"}])
    assert named(g, decide(g, normal()).command) == ("back", "laolily")


def test_buys_a_duke_rather_than_back_laolily_with_eight_coins() -> None:
    # given Lulunasaika taken and 8 coins before backing
    g = pos(turn={"phase": "second", "coins": 8, "number": 9}, players=[{}, {"princess": "lulunasaika"}])
    # when it chooses, then a Duke's 6 points beat a princess worth none now
    d = decide(g, normal())
    assert named(g, d.command) == ("buy", "duke")
    assert "before a princess" in worded(d.reason)


def test_backs_lulunasaika_rather_than_buy_a_duke_with_eight_coins() -> None:
    # given Lulunasaika free: she is worth a Duke's points and a princess besides
    g = pos(turn={"phase": "second", "coins": 8, "number": 9}, players=[{}, {}])
    assert named(g, decide(g, normal()).command) == ("back", "lulunasaika")


def test_buys_a_duke_at_eight_coins_with_a_princess() -> None:
    g = pos(turn={"phase": "second", "coins": 8, "number": 15},
            players=[{"princess": "lulunasaika", "discard": ["senator", "city", "city"]}, {}])
    d = decide(g, normal())
    assert named(g, d.command) == ("buy", "duke")
    assert worded(d.reason).startswith("buys Duke: 8 coins")


def test_buys_two_royal_maids_rather_than_a_senator_with_six_coins() -> None:
    # given a backed princess, points enough for the race and 6 coins (a Senator's, not a Duke's)
    g = pos(turn={"phase": "second", "coins": 6, "number": 15},
            players=[{"princess": "lulunasaika", "discard": ["senator", "city", "city"]}, {}])
    # when it buys, then 4 points come home (two Royal Maids), not 3 (a Senator): buys have no limit
    first = decide(g, normal())
    assert named(g, first.command) == ("buy", "royal_maid")
    assert "two Royal Maids" in worded(first.reason)
    assert step(g, normal()) == ("buy", "royal_maid")
    assert step(g, normal()) == ("buy", "royal_maid")
    assert named(g, decide(g, normal()).command) == ("end_turn",)


def test_buys_a_senator_rather_than_a_city_before_backing_with_five_coins() -> None:
    # given 5 coins before backing: a Senator's cost, not a Large City's or any princess's
    g = pos(turn={"phase": "second", "coins": 5, "number": 9}, players=[{}, {"princess": "lulunasaika"}])
    # when it buys, then the Senator's 3 points, not a City (found in `hard`'s searched deviations)
    d = decide(g, normal())
    assert named(g, d.command) == ("buy", "senator")
    assert "before a princess" in worded(d.reason)


def test_buys_a_city_before_backing() -> None:
    g = pos(turn={"phase": "second", "coins": 3, "number": 1}, players=[{}, {}])
    assert named(g, decide(g, normal()).command) == ("buy", "city")


def test_buys_infantry_battalion_at_four_when_the_market_has_it() -> None:
    g = pos(turn={"phase": "second", "coins": 4, "number": 3}, players=[{}, {}],
            market={"stacks": {"infantry_battalion": 5, "post_horse": 5, "library": 5}})
    d = decide(g, normal())
    assert named(g, d.command) == ("buy", "infantry_battalion")
    assert "Territory discarded" in worded(d.reason)


def test_buys_gossipy_duchess_against_a_leader_after_backing() -> None:
    g = pos(turn={"phase": "second", "coins": 6, "number": 20},
            players=[{"princess": "laolily", "domain": ["senator"]},
                     {"princess": "lulunasaika", "domain": ["duke", "senator"]}],
            market={"stacks": {"gossipy_duchess": 5}})
    assert named(g, decide(g, normal()).command) == ("buy", "gossipy_duchess")


def test_sets_succession_cards_instead_of_buying() -> None:
    g = pos(turn={"phase": "second", "coins": 5, "number": 15},
            players=[{"princess": "lulunasaika", "hand": ["senator", "royal_maid", "apprentice_maid"]}, {}])
    first = step(g, normal())
    assert first == ("set", "senator")
    second = step(g, normal())
    assert second == ("set", "royal_maid")
    # the Apprentice Maid (-2) is never set
    assert named(g, decide(g, normal()).command) == ("end_turn",)
    assert points(g, 0) == 6 + 3 + 2
    assert hand(g, 0) == ["apprentice_maid"]


def test_buys_a_senator_rather_than_set_a_lone_senator_with_five_coins() -> None:
    # given a backed princess, a lone Senator in hand (3 points, under SET_MIN_POINTS) and 5 coins
    g = pos(turn={"phase": "second", "coins": 5, "number": 15},
            players=[{"princess": "lulunasaika", "hand": ["senator"]}, {}])
    # when it chooses, then it buys a second Senator: the one in hand comes round again
    assert named(g, decide(g, normal()).command) == ("buy", "senator")


def test_sets_a_lone_royal_maid_rather_than_buy_a_city_late_in_the_race() -> None:
    # given 4 coins and a lone Royal Maid in hand while the opponent nears a coronation (18 of 20 points)
    g = pos(turn={"phase": "second", "coins": 4, "number": 33},
            players=[{"princess": "flammaria", "hand": ["royal_maid"]},
                     {"princess": "laolily", "domain": ["duke", "duke", "senator", "senator"]}])
    # when it chooses, then it sets the points now: a City's coins would come too late (LATE_SET_FROM)
    d = decide(g, normal())
    assert named(g, d.command) == ("set", "royal_maid")


def test_buys_a_city_rather_than_set_a_lone_royal_maid_early_in_the_race() -> None:
    # given the same hand and coins while nobody else has points
    g = pos(turn={"phase": "second", "coins": 4, "number": 15},
            players=[{"princess": "flammaria", "hand": ["royal_maid"]}, {"princess": "laolily"}])
    # when it chooses, then the City: there is time for its coins to pay
    assert named(g, decide(g, normal()).command) == ("buy", "city")


def test_sets_a_lone_senator_when_the_coins_buy_nothing() -> None:
    g = pos(turn={"phase": "second", "coins": 1, "number": 15},
            players=[{"princess": "lulunasaika", "hand": ["senator"]}, {}])
    assert named(g, decide(g, normal()).command) == ("set", "senator")


def test_buys_a_duke_rather_than_set_a_lone_royal_maid_with_eight_coins() -> None:
    g = pos(turn={"phase": "second", "coins": 8, "number": 15},
            players=[{"princess": "lulunasaika", "hand": ["royal_maid"]}, {}])
    assert named(g, decide(g, normal()).command) == ("buy", "duke")


def test_sets_when_that_reaches_twenty_then_declares() -> None:
    g = pos(turn={"phase": "second", "coins": 9, "number": 30},
            players=[{"princess": "lulunasaika", "domain": ["duke", "senator"], "hand": ["senator", "royal_maid"]},
                     {}])
    assert points(g, 0) == 15
    assert step(g, normal()) == ("set", "senator")
    assert step(g, normal()) == ("set", "royal_maid")   # 20 points now: the declaration comes first
    d = decide(g, normal())
    assert named(g, d.command) == ("declare",)
    assert "20 points" in worded(d.reason)


def test_declares_at_twenty_in_the_main_phase() -> None:
    g = pos(players=[{"princess": "lulunasaika", "domain": ["duke", "duke", "royal_maid"], "hand": ["city"]}, {}])
    assert points(g, 0) == 20
    assert named(g, decide(g, normal()).command) == ("declare",)


# ---------------------------------------------------------------- Main Phase: play order, keep, abilities

def test_plays_draw_cards_first_and_the_terminal_card_last() -> None:
    g = pos(players=[{"hand": ["trading_ship", "city", "post_horse", "farming_village"],
                      "draw": ["city", "farming_village"]}, {}])
    answers = []
    while prompt_kind(g) == "main":
        answers.append(step(g, normal()))
    plays = [a[1] for a in answers if a[0] == "play"]
    assert plays[0] == "post_horse"
    assert plays[-1] == "trading_ship"
    assert set(plays) >= {"city", "farming_village"}


def test_bank_comes_after_the_cities() -> None:
    g = pos(players=[{"hand": ["bank", "city", "large_city", "apprentice_maid"]}, {}])
    plays = []
    while prompt_kind(g) == "main":
        a = step(g, normal())
        if a[0] == "play":
            plays.append(a[1])
        elif a[0] == "pick":
            continue
    assert plays == ["large_city", "city", "bank"]
    assert g.state.turn.coins == 3 + 2 + 3


def test_keeps_a_leftover_card_on_a_domain_territory() -> None:
    g = pos(turn={"plays": 0},
            players=[{"princess": "lulunasaika", "domain": ["city"], "hand": ["post_horse", "senator"]}, {}])
    d = decide(g, normal())
    assert named(g, d.command) == ("keep", "post_horse", "city")
    assert "keeps Post Horse on City" == worded(d.reason)
    g.submit(0, d.command)
    assert kept(g, 0) == {"city": "post_horse"}


def test_recalls_a_kept_card_to_play_it() -> None:
    g = pos(players=[{"princess": "lulunasaika", "domain": [{"card": "city", "kept": "post_horse"}],
                      "hand": ["senator"], "draw": ["city", "city"]}, {}])
    assert step(g, normal()) == ("recall", "post_horse")
    assert step(g, normal()) == ("play", "post_horse")


def test_city_development_turns_a_farming_village_into_a_city() -> None:
    g = pos(players=[{"hand": ["farming_village", "farming_village", "city_development", "apprentice_maid"]}, {}])
    assert step(g, normal()) == ("play", "farming_village")
    assert step(g, normal()) == ("play", "city_development")
    assert prompt_kind(g) == "mode"
    assert step(g, normal()) == ("pick", (0,))
    assert "city" in hand(g, 0)
    assert step(g, normal()) == ("play", "city")


def test_trading_ship_draws_with_plays_left_and_takes_coins_without() -> None:
    g = pos(players=[{"hand": ["trading_ship"], "draw": ["city", "city"]}, {}])
    act(g, ["play", "trading_ship"])
    assert named(g, decide(g, normal()).command) == ("pick", (1,))      # no play left: 2 coins
    g = pos(turn={"plays": 2}, players=[{"hand": ["trading_ship"], "draw": ["city", "city"]}, {}])
    act(g, ["play", "trading_ship"])
    assert named(g, decide(g, normal()).command) == ("pick", (0,))      # a play left: draw 2


def test_curse_witch_banishes_an_apprentice_maid() -> None:
    g = pos(players=[{"hand": ["curse_witch", "apprentice_maid", "city", "senator"]}, {"draw": ["city"]}])
    act(g, ["play", "curse_witch"])
    assert prompt_kind(g) == "banish"
    assert step(g, normal()) == ("pick", ("apprentice_maid",))


def test_curse_witch_hand_activation_when_it_cannot_be_played_late() -> None:
    g = pos(turn={"plays": 0, "number": 30},
            players=[{"princess": "lulunasaika", "domain": ["duke"], "hand": ["curse_witch", "city"]},
                     {"princess": "laolily", "domain": ["duke", "senator"]}])
    d = decide(g, normal())
    assert named(g, d.command) == ("hand_activate", "curse_witch")
    g.submit(0, d.command)
    assert g.state.cards[g.state.players[1].discard[-1]].key == "curse"


def witch_hand(number: int, opponent_domain: list[str]) -> Game:
    """A Curse Witch in a hand that normal would open with a City (no princess backed yet)."""
    return pos(turn={"plays": 1, "number": number},
               players=[{"hand": ["curse_witch", "city", "apprentice_maid", "farming_village"]},
                        {"princess": "laolily", "domain": opponent_domain}])


def test_banishes_a_curse_witch_from_hand_first_half_way_through_the_race() -> None:
    # given an opponent with 11 of the 20 coronation points (Duke 6, Senator 3, Royal Maid 2)
    g = witch_hand(30, ["duke", "senator", "royal_maid"])
    # when it opens the Main Phase, then it banishes the Witch for a Curse to each opponent first
    d = decide(g, normal())
    assert named(g, d.command) == ("hand_activate", "curse_witch")
    g.submit(0, d.command)
    assert g.state.cards[g.state.players[1].discard[-1]].key == "curse"


def test_plays_a_city_before_its_curse_witch_early_in_the_race() -> None:
    # given the same hand with both sides far from a coronation (the opponent's Senator: 3 points)
    g = witch_hand(8, ["senator"])
    # when it opens the Main Phase, then it plays a City first
    assert named(g, decide(g, normal()).command) == ("play", "city")


def test_adventurer_upgrades_a_large_city_into_a_duke() -> None:
    g = pos(turn={"coins": 1},
            players=[{"princess": "lulunasaika", "hand": ["adventurer", "large_city", "farming_village"],
                      "draw": ["farming_village"] * 5 + ["apprentice_maid", "apprentice_maid", "city"]}, {}])
    act(g, ["play", "adventurer"])
    assert prompt_kind(g) == "banish"
    assert step(g, normal()) == ("pick", ("large_city",))
    assert prompt_kind(g) == "acquire"
    assert step(g, normal()) == ("pick", ("duke",))


def test_bergamotte_fetches_an_action_for_an_apprentice_maid() -> None:
    g = pos(players=[{"princess": "bergamotte", "hand": ["apprentice_maid", "city"],
                      "discard": ["post_horse", "alchemist", "city"],
                      "draw": ["city", "city"]}, {}])
    d = decide(g, normal())
    assert named(g, d.command) == ("activate", "bergamotte")
    g.submit(0, d.command)
    assert step(g, normal()) == ("pick", ("apprentice_maid",))
    assert step(g, normal()) == ("pick", ("alchemist",))
    assert "alchemist" in hand(g, 0)


def test_imperial_estate_counter_when_the_turn_sets() -> None:
    g = pos(turn={"coins": 3},
            players=[{"princess": "lulunasaika", "domain": ["imperial_estate"], "hand": ["duke"]}, {}])
    d = decide(g, normal())
    assert named(g, d.command) == ("activate", "imperial_estate")
    g.submit(0, d.command)
    assert points(g, 0) == 6 + 1


def test_twins_take_their_extra_turn() -> None:
    g = pos(players=[{"princess": "lain_and_shion", "princess_counters": {"twin": 1}, "hand": ["city"]}, {}])
    d = decide(g, normal())
    assert named(g, d.command) == ("activate", "lain_and_shion")
    assert "extra turn" in worded(d.reason)


# ---------------------------------------------------------------- answers to other players' cards

def test_defends_against_infantry_battalion_with_rampart() -> None:
    g = pos(players=[{"hand": ["infantry_battalion"]},
                     {"hand": ["rampart", "city", "city", "farming_village", "apprentice_maid"]}])
    act(g, ["play", "infantry_battalion"])
    assert prompt_kind(g) == "defend" and g.prompt().seat == 1
    d = decide(g, normal())
    assert named(g, d.command) == ("pick", ("rampart",))
    g.submit(1, d.command)
    assert sorted(hand(g, 1)) == sorted(["rampart", "city", "city", "farming_village", "apprentice_maid"])


def test_discards_its_cheapest_territory_to_infantry_battalion() -> None:
    g = pos(players=[{"hand": ["infantry_battalion"]},
                     {"hand": ["large_city", "city", "farming_village", "duke", "apprentice_maid"]}])
    act(g, ["play", "infantry_battalion"])
    assert step(g, normal()) == ("pick", ("farming_village",))


def test_magic_talisman_dodges_curse_witch() -> None:
    g = pos(players=[{"hand": ["curse_witch", "apprentice_maid"]},
                     {"hand": ["magic_talisman", "city"], "draw": ["city"]}])
    act(g, ["play", "curse_witch"])            # the Apprentice Maid is the only card to banish
    assert prompt_kind(g) == "defend"
    assert step(g, normal()) == ("pick", ("magic_talisman",))


def test_scout_discards_its_own_junk_and_the_opponents_good_card() -> None:
    g = pos(players=[{"hand": ["scout"], "draw": ["apprentice_maid", "city"]},
                     {"draw": ["duke", "farming_village"]}])
    act(g, ["play", "scout"])
    assert prompt_kind(g) == "scout_discard"
    answer = step(g, normal())
    assert sorted(answer[1]) == ["apprentice_maid", "duke"]


def test_scout_leaves_the_opponents_junk_and_its_own_good_card() -> None:
    g = pos(players=[{"hand": ["scout"], "draw": ["large_city", "city"]},
                     {"draw": ["curse", "farming_village"]}])
    act(g, ["play", "scout"])
    assert step(g, normal()) == ("pick", ())


def test_royal_guard_leaves_the_worst_card_on_top() -> None:
    g = pos(players=[{"hand": ["royal_guard"]},
                     {"draw": ["duke", "apprentice_maid", "large_city", "city"]}])
    act(g, ["play", "royal_guard"])
    assert prompt_kind(g) == "keep_on_top"
    assert step(g, normal()) == ("pick", ("apprentice_maid",))


def test_gossipy_duchess_removes_the_dukes() -> None:
    g = pos(turn={"phase": "second"},
            players=[{"princess": "lulunasaika", "hand": ["gossipy_duchess"]},
                     {"princess": "laolily", "domain": ["royal_maid", "duke", "senator"]}])
    assert step(g, normal()) == ("set", "gossipy_duchess")
    assert step(g, normal()) == ("pick", ("duke",))
    assert "duke" not in domain(g, 1)


def test_battering_ram_knocks_out_a_kept_rampart() -> None:
    g = pos(players=[{"hand": ["battering_ram"], "draw": ["city"]},
                     {"princess": "lulunasaika",
                      "domain": [{"card": "city", "kept": "post_horse"}, {"card": "large_city", "kept": "rampart"}]}])
    act(g, ["play", "battering_ram"])
    assert prompt_kind(g) == "discard_kept"
    assert step(g, normal()) == ("pick", ("rampart",))


# ---------------------------------------------------------------- numbers and picks

def test_laolily_takes_five_royal_maids() -> None:
    g = pos(turn={"phase": "second", "coins": 6, "number": 7}, players=[{}, {}],
            market={"princesses": ["laolily", "bergamotte"]})
    assert step(g, normal()) == ("back", "laolily")
    assert prompt_kind(g) == "number"
    assert step(g, normal()) == ("pick", (5,))


def test_flammaria_acquires_two_senators() -> None:
    g = pos(turn={"phase": "second", "coins": 6, "number": 7}, players=[{}, {}],
            market={"princesses": ["flammaria", "bergamotte"], "stacks": {"post_horse": 5, "library": 5}})
    assert step(g, normal()) == ("back", "flammaria")
    assert step(g, normal()) == ("pick", ("senator",))
    assert step(g, normal()) == ("pick", ("senator",))
    assert sorted(named(g, ("x", *g.state.players[0].discard))[1:]) == ["senator", "senator"]


def test_draft_notice_stacks_successions_when_the_turn_will_set() -> None:
    g = pos(turn={"coins": 3},
            players=[{"princess": "lulunasaika", "hand": ["draft_notice", "senator", "royal_maid"],
                      "discard": ["duke", "senator", "city", "farming_village"]}, {}])
    act(g, ["play", "draft_notice"])
    assert prompt_kind(g) == "number"
    x = step(g, normal())[1][0]
    assert x == 2
    answer = step(g, normal())
    assert answer == ("pick", ("duke", "senator"))


def test_draft_notice_pays_nothing_when_the_coins_buy_something() -> None:
    g = pos(turn={"coins": 3}, players=[{"hand": ["draft_notice"], "discard": ["alchemist"]}, {}])
    act(g, ["play", "draft_notice"])
    assert step(g, normal()) == ("pick", (0,))


def test_government_contractor_sends_a_purchase_under_a_short_draw_pile() -> None:
    g = pos(turn={"coins": 5, "phase": "second", "flags": ["government_contractor"], "number": 15},
            players=[{"princess": "lulunasaika", "draw": ["city", "city"]}, {}])
    assert step(g, normal()) == ("buy", "senator")
    assert prompt_kind(g) == "bottom"
    assert step(g, normal()) == ("pick", ("senator",))


def test_stargazing_witch_discards_junk_and_keeps_the_best_on_top() -> None:
    g = pos(players=[{"hand": ["post_horse", "stargazing_witch"],
                      "draw": ["farming_village", "apprentice_maid", "large_city", "city", "city"]}, {}])
    act(g, ["play", "post_horse"], ["play", "stargazing_witch"])
    assert prompt_kind(g) == "discard"
    discarded = step(g, normal())[1]
    assert "apprentice_maid" in discarded and "large_city" not in discarded


# ---------------------------------------------------------------- whole games

def test_every_decision_is_legal_and_explained_in_whole_games() -> None:
    for i in range(6):
        n = 2 + i % 3
        seen: list[str] = []

        class Checked:
            def __init__(self, seed: int) -> None:
                self.p = make_policy("normal", seed)

            def decide(self, prompt, view):
                d = self.p.decide(prompt, view)
                assert worded(d.reason)
                seen.append(worded(d.reason))  # noqa: B023  (the match below runs in this iteration)
                return d

        result = play_match(setup_for(i, n, market=random_market(i, 0.5)), [Checked(i * 10 + k) for k in range(n)])
        assert result.reason != "turn_limit"
        assert result.winners
        assert seen


def test_normal_never_reads_hidden_zones() -> None:
    """At every decision of a whole game, redistributing what its seat cannot see (the opponents'
    hands and draw piles, the order of its own draw pile, the Supply pile) leaves the choice unchanged."""
    import random

    from hoc_desktop.engine.hoc.seat_view import SeatView

    rng = random.Random(5)
    checked = 0

    class Probe:
        def __init__(self, seed: int) -> None:
            self.p = NormalPolicy(seed)

        def decide(self, prompt, view):
            answer = self.p.decide(prompt, view)
            state = view._s.copy()
            me = view.seat
            hidden_ok = True
            for p in state.players:
                if p.seat == me:
                    if any(c in state.revealed for c in p.draw):
                        hidden_ok = False
                    rng.shuffle(p.draw)
                    continue
                if any(c in state.revealed for c in p.draw):
                    hidden_ok = False
                pool = p.hand + p.draw
                rng.shuffle(pool)
                p.hand, p.draw = pool[:len(p.hand)], pool[len(p.hand):]
            rng.shuffle(state.supply)
            if hidden_ok:
                nonlocal checked
                again = NormalPolicy(self.p.seed).decide(prompt, SeatView(state, me))
                assert again.command == answer.command, (prompt.kind, answer, again)
                checked += 1
            return answer

    for i in range(3):
        play_match(setup_for(40 + i, 2, market=random_market(40 + i, 0.5)), [Probe(1), Probe(2)])
    assert checked > 200


def test_a_policy_of_ones_own_builds_on_normal() -> None:
    # docs/ai.md "Writing a policy": a subclass overrides decide and calls normal's (also compiled)
    from hoc_desktop.ai.policy import Decision

    class DukeLover(NormalPolicy):
        def decide(self, prompt, view):  # type: ignore[no-untyped-def]
            for option in prompt.options if prompt.kind == "second" else ():
                if option[0] == "buy" and view.card(option[1]).key == "duke":
                    return Decision(option, "buys Duke: always")
            return super().decide(prompt, view)

    result = play_match(setup_for(5, 2), [DukeLover(5), NormalPolicy(6)])
    assert result.reason != "turn_limit"
    assert isinstance(DukeLover(1), NormalPolicy) and DukeLover(1).seed == 1

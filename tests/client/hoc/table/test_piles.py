"""Heart of Crown's public piles for the pile viewer: a discard pile newest first, a Domain as the
table shows it, the Outskirts and the Curse pile, each titled with its owner ("Your" for You)."""

from __future__ import annotations

import pytest

from hoc_desktop import engine
from hoc_desktop.engine import hoc
from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.kit.pile_viewer import possessive
from hoc_desktop.client.hoc.table.piles import pile_cards
from hoc_desktop.engine.hoc import CardRef


def table_after(decisions: int, seed: int = 5, seats: int = 2) -> tuple[engine.Game, hoc.SeatTable]:
    """A game `decisions` commands in (seeded `normal` policies) and seat 0's table of it."""
    game = hoc.new_game(hoc.GameSetup.from_dict(make_setup(["human"] * seats, "First Time Playing", seed)))
    policies = [make_policy("normal", seed + s) for s in range(seats)]
    for _ in range(decisions):
        prompt = game.prompt()
        command, _ = split_decision(policies[prompt.seat].decide(prompt, hoc.SeatView(game.state, prompt.seat)))
        game.submit(prompt.seat, command)
    table = hoc.SeatTable(0, hoc.game_catalog(game))
    for ev in game.events_for(0):
        table.apply(ev)
    return game, table


# ---------------------------------------------------------------- pile_cards

@pytest.mark.parametrize("seat, decisions", [(0, 17), (1, 17), (0, 56), (1, 56)])
def test_a_discard_pile_is_listed_newest_first(seat: int, decisions: int) -> None:
    # given a game where both seats have discarded
    game, table = table_after(decisions)
    pile = game.state.players[seat].discard
    assert len(pile) >= 5
    # when the discard pile is opened
    title, keys = pile_cards(table, ("discard", seat))
    # then the top card comes first, down to the bottom one
    assert keys == [game.state.cards[c].key for c in reversed(pile)]
    assert title == f"{possessive(game.state.players[seat].name)} discard pile"


def test_the_last_discarded_card_comes_first() -> None:
    _, table = table_after(0)
    table.players[0].discard[:] = [CardRef(9301, "city"), CardRef(9302, "senator"), CardRef(9303, "duke")]
    assert pile_cards(table, ("discard", 0))[1] == ["duke", "senator", "city"]


def test_a_domain_lists_the_princess_then_each_card_with_its_kept_card_after_it() -> None:
    # given my Domain: a princess, three territories, a card kept on the second
    _, table = table_after(0)
    me = table.players[0]
    princess = CardRef(9000, "lulunasaika")
    first, second, third = CardRef(9001, "city"), CardRef(9002, "large_city"), CardRef(9003, "duke")
    kept = CardRef(9004, "royal_maid")
    me.princess = princess
    me.domain[:] = [first, princess, second, third]     # the princess may lie anywhere in the list
    me.kept[second.id] = kept
    # when the Domain is opened (from a Domain card or a kept card alike)
    title, keys = pile_cards(table, ("domain", 0))
    # then the princess leads, each card follows once, and the kept card comes right after its territory
    assert keys == ["lulunasaika", "city", "large_city", "royal_maid", "duke"]
    assert title == f"{possessive(me.name)} Domain"
    assert pile_cards(table, ("kept", 0)) == (title, keys)


def test_a_domain_without_a_princess_lists_its_cards() -> None:
    _, table = table_after(0)
    p = table.players[1]
    p.princess = None
    p.domain[:] = [CardRef(9101, "city"), CardRef(9102, "city")]
    assert pile_cards(table, ("domain", 1))[1] == ["city", "city"]


def test_the_outskirts_and_curse_pile_are_listed_top_first() -> None:
    _, table = table_after(0)
    table.outskirts[:] = [CardRef(9201, "city"), CardRef(9202, "duke"), CardRef(9203, "senator")]
    assert pile_cards(table, ("outskirts", None)) == ("The Outskirts", ["senator", "duke", "city"])
    title, keys = pile_cards(table, ("curses", None))
    assert title == "The Curse pile"
    assert keys == [c.key for c in reversed(table.curses)]


def test_a_domain_lists_its_guardian_last_and_names_her_in_the_title() -> None:
    # given a Domain with a princess, a territory and a guardian (the Guardians variant)
    _, table = table_after(0)
    me = table.players[0]
    princess, guardian = CardRef(9201, "lulunasaika"), CardRef(9202, "laolily")
    me.princess = princess
    me.domain[:] = [princess, CardRef(9203, "city")]
    me.guardian[:] = [guardian]
    # when the Domain is opened, from a Domain card or from the guardian herself
    title, keys = pile_cards(table, ("domain", 0))
    # then she comes last and the title says she is the guardian, not a second princess
    assert keys == ["lulunasaika", "city", "laolily"]
    assert title == f"{possessive(me.name)} Domain (guardian: Second Princess Laolily)"
    assert pile_cards(table, ("guardian", 0)) == (title, keys)


def test_the_seat_named_you_reads_your_and_others_read_their_names() -> None:
    # given seat 0 named You (the default) and seat 1 named James
    _, table = table_after(0)
    table.players[0].name, table.players[1].name = "You", "James"
    # when their piles are opened
    # then the titles read as English does
    assert pile_cards(table, ("discard", 0))[0] == "Your discard pile"
    assert pile_cards(table, ("domain", 0))[0] == "Your Domain"
    assert pile_cards(table, ("set_aside", 0))[0] == "Your set-aside cards"
    assert pile_cards(table, ("discard", 1))[0] == "James's discard pile"

"""The Fairy Garden rulebook's eight recommended sets are data by card name; a set is offered once
packs hold all its cards, and a game can be dealt from it."""

from __future__ import annotations

from pathlib import Path

from hoc_desktop.ai.hoc.kit import play_match
from hoc_desktop.ai.hoc.random_policy import RandomPolicy
from hoc_desktop.cards.loader import load_sets
from hoc_desktop.cards.sets import fairy_garden_sets
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.setup import GameSetup, profile_for
from tests.engine.hoc.rulings.fairy_garden import FG_PACK

PRIMER = ["Coalition", "Crossbow Regiment", "Fairy of the Spring Breeze", "Harvest Festival", "Hearth Spirit",
          "Leaf Fairy", "Merchant Fleet", "Messenger", "Plantation", "Traveling Entertainer"]
# placeholders that keep the rulebook's facts (the printed cards are the player's to type)
FACTS = {
    "Fairy of the Spring Breeze": "cost: 2, types: [action], links: 1, "
                                  "on_acquire: [{take_from_market: {card: farming_village, count: 1, to: discard}}]",
    "Merchant Fleet": "cost: 5, types: [action], coins: 2, effect: [{gain_coins: 2}]",
    "Messenger": "cost: 2, types: [action], links: 1, effect: [{draw: 1}]",
    "Plantation": "cost: 4, types: [territory], links: 1, coins: 3, effect: [{gain_coins: 3}], "
                  "on_acquire: [{take_from_market: {card: farming_village, count: 3, to: discard}}]",
    "Traveling Entertainer": "cost: 3, types: [action], links: 1, effect: [{discard_any: {into: x}}, {draw: x}]",
}


def primer_pack(folder: Path) -> str:
    lines = ["format_version: 1", "set: fairy_garden", "cards:"]
    for name in PRIMER:
        key = name.lower().replace(" ", "_")
        body = FACTS.get(name, "cost: 3, types: [action], links: 1, effect: [{gain_coins: 1}]")
        lines.append(f"  - {{id: {key}, name: {name}, category: common, {body}}}")
    lines.append("  - {id: elrune, name: Fairy Queen Elrune, category: rare, cost: 11, types: [succession], points: 8}")
    path = folder / "primer.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def test_no_set_is_offered_before_packs_hold_its_cards() -> None:
    assert fairy_garden_sets(load_sets(("base",))) == []
    assert fairy_garden_sets(load_sets(("base",), (FG_PACK,))) == []      # the test cards cover no whole set


def test_the_primer_is_offered_and_dealt_once_a_pack_holds_its_cards(tmp_path: Path) -> None:
    pack = primer_pack(tmp_path)
    catalog = load_sets(("base",), (pack,))
    (primer,) = fairy_garden_sets(catalog)
    assert primer.name == "Fairy Garden Primer" and len(primer.cards) == 10
    assert profile_for(primer.cards, catalog) == "fg"
    setup = GameSetup(("A", "B"), primer.cards, 5, Options(profile="fg"), packs=(pack,))
    result = play_match(setup, [RandomPolicy(1), RandomPolicy(2)], max_turns=40)
    assert result.turns > 1
    assert "elrune" in {c.key for c in result.game.state.cards}

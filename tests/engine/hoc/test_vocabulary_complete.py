"""Every step name the card vocabulary accepts has exactly one engine implementation."""

from hoc_desktop.cards.vocabulary import VOCABULARY
from hoc_desktop.engine.hoc.effects import OPS


def test_every_step_has_an_implementation() -> None:
    assert set(VOCABULARY) == set(OPS)

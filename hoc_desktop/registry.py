"""Adding a game to one of the program's tables by name (engine/games.py GAMES, game_kits.py KITS,
saves/shape.py SETUPS) from outside the package: a game the program does not ship (the tests' own
tiny game, a plug-in) registers itself here instead of writing into a private dict, and takes
itself back out with the function it is given, so a registration never outlives its user."""

from __future__ import annotations

from typing import Callable, TypeVar

T = TypeVar("T")


def register(table: dict[str, T], name: str, entry: T) -> Callable[[], None]:
    """Put `entry` under `name` (ValueError if the name is taken: a game never replaces another);
    returns the function that removes it again."""
    if name in table:
        raise ValueError(f"a game called '{name}' is already registered")
    table[name] = entry

    def unregister() -> None:
        if table.get(name) is entry:
            del table[name]
    return unregister

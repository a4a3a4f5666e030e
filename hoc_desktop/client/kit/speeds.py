"""The animation speeds a player chooses (settings, the table's speed selector): one list, so the
settings file, the settings screen and every table agree on the names and their timings."""

from __future__ import annotations

from hoc_desktop.i18n import N_, _

# Seconds a card takes to glide, and the pause between two movements, per speed setting.
SPEEDS: dict[str, tuple[float, float]] = {
    "slow": (0.55, 0.45),
    "normal": (0.32, 0.22),
    "fast": (0.18, 0.09),
    "instant": (0.0, 0.0),
}
SPEED_NAMES = tuple(SPEEDS)
SPEED_LABELS: dict[str, str] = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"),
                                "instant": N_("Instant")}


def speed_label(name: str) -> str:
    """A speed's name as the player reads it, in the current language."""
    return _(SPEED_LABELS[name])


SPEED_CHOICES: dict[str, str] = {"slow": N_("Speed: slow"), "normal": N_("Speed: normal"), "fast": N_("Speed: fast"),
                                 "instant": N_("Speed: instant")}


def speed_choice(name: str) -> str:
    """A speed as the table's speed selector shows it, in the current language."""
    return _(SPEED_CHOICES[name])

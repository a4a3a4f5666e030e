"""What the turn panel suggests doing now, in words that name only what the options still allow,
and in a length that fits the panel.

The hint is built from the prompt's own options, one sentence per kind of action still open, so
once a Succession card is set (the Second Phase allows one kind of action) it no longer offers to
buy. The panel has room for one or two lines, less with large text on a small window: the hint
comes in versions, longest first, and the panel shows the first that fits whole (hud.draw_status),
so a sentence is never cut in the middle.
"""

from __future__ import annotations

from typing import Any, Sequence

from hoc_desktop.i18n import N_, _

# verb -> (the sentence, its short form), in the order they are told (in English: translated when told)
SENTENCES: dict[str, tuple[str, str]] = {
    "play": (N_("Drag a card to your field to play it."), N_("Drag to your field to play.")),
    "keep": (N_("Drop an Action card on a territory of your Domain to keep it."), N_("Drop on a territory to keep.")),
    "recall": (N_("Drag a kept card back to your hand to recall it."), N_("Drag a kept card back to recall.")),
    "activate": (N_("Click Use on a card to use its ability."), N_("Click Use for an ability.")),
    "hand_activate": (N_("Click Use on a card to use its ability."), N_("Click Use for an ability.")),
    "cash_coin": (N_("Click your Coin counter to cash one in."), N_("Click a Coin to cash it.")),
    "buy": (N_("Drag a Market card to your side to buy it."), N_("Drag to your side to buy.")),
    "back": (N_("Drag a princess to your side to back her."), N_("Drag a princess to back her.")),
    "set": (N_("Drag a Succession card from your hand into your Domain to set it."), N_("Drag to your Domain to set.")),
}
NOTHING_LEFT = {"main": (N_("Nothing left to play: end the Main Phase (E)."), N_("End the Main Phase (E).")),
                "second": (N_("Nothing left to do: end your turn (E)."), N_("End your turn (E)."))}


def turn_hints(kind: str, options: Sequence[Any]) -> list[str]:
    """The hint for an action prompt of `kind` with `options`, longest version first ([]: none)."""
    verbs = {option[0] for option in options if option}
    told = list(dict.fromkeys(words for verb, words in SENTENCES.items() if verb in verbs))
    if not told:
        told = [NOTHING_LEFT[kind]] if kind in NOTHING_LEFT else []
    if not told:
        return []
    longs, shorts = [_(long) for long, _short in told], [_(short) for _long, short in told]
    versions = [" ".join(longs), " ".join(shorts), shorts[0]]
    return list(dict.fromkeys(versions))          # each version once, longest first

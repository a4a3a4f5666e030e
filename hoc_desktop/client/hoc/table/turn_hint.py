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

# verb -> (the sentence, its short form), in the order they are told
SENTENCES: dict[str, tuple[str, str]] = {
    "play": ("Drag a card to your field to play it.", "Drag to your field to play."),
    "keep": ("Drop an Action card on a territory of your Domain to keep it.", "Drop on a territory to keep."),
    "recall": ("Drag a kept card back to your hand to recall it.", "Drag a kept card back to recall."),
    "activate": ("Click Use on a card to use its ability.", "Click Use for an ability."),
    "hand_activate": ("Click Use on a card to use its ability.", "Click Use for an ability."),
    "cash_coin": ("Click your Coin counter to cash one in.", "Click a Coin to cash it."),
    "buy": ("Drag a Market card to your side to buy it.", "Drag to your side to buy."),
    "back": ("Drag a princess to your side to back her.", "Drag a princess to back her."),
    "set": ("Drag a Succession card from your hand into your Domain to set it.", "Drag to your Domain to set."),
}
NOTHING_LEFT = {"main": ("Nothing left to play: end the Main Phase (E).", "End the Main Phase (E)."),
                "second": ("Nothing left to do: end your turn (E).", "End your turn (E).")}


def turn_hints(kind: str, options: Sequence[Any]) -> list[str]:
    """The hint for an action prompt of `kind` with `options`, longest version first ([]: none)."""
    verbs = {option[0] for option in options if option}
    told = list(dict.fromkeys(words for verb, words in SENTENCES.items() if verb in verbs))
    if not told:
        told = [NOTHING_LEFT[kind]] if kind in NOTHING_LEFT else []
    if not told:
        return []
    longs, shorts = [long for long, _ in told], [short for _, short in told]
    versions = [" ".join(longs), " ".join(shorts), shorts[0]]
    return list(dict.fromkeys(versions))          # each version once, longest first

"""Which sounds a batch of a table's events makes, on any table: each game says which cues one
event makes (its `CueRule`, a pure function of the event and the viewer's seat), the kit says how a
batch sounds.

    table.app.sounds.play_batch(cues_for(events, lambda ev: game_cues_of(ev, viewer)))

The events are the viewer's own stream, in the batches the table shows them. Each kind of cue
sounds at most once per batch, in the order first met, so a batch that draws five cards at once
(the "instant" speed, Space) is one riffle; `Sounds.play_batch` (client/ui/sound.py) joins the
runs the table paces a beat apart, and plays them at the volume and mute the settings give. A
table shows a rebuilt picture (an undo, a hot-seat hand-over, a resumed game) without sound.

The cues are the files in art/sounds/ (`ui.sound.CUES`): play, buy, draw, shuffle, turn (the
viewer's own turn starts: every opponent's turn would chime all game long), attack, game_over.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

CueRule = Callable[[Any], Iterable[str]]
"""The cues of one event as the viewer sees it (most events make none)."""


def cues_for(events: Iterable[Any], cues_of: CueRule) -> list[str]:
    """The cues of a batch of events: each kind once, in the order first met."""
    cues: list[str] = []
    for ev in events:
        for cue in cues_of(ev):
            if cue not in cues:
                cues.append(cue)
    return cues

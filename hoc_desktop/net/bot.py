"""A headless bot at a remote table (`hoc-desktop join URL --bot LEVEL`): a TableClient that
answers each of its prompts and returns the table's `result:` line when the game ends.

The bot's decisions are those of the AI level it joined with, computed at the table from this
seat's view alone (`GameKit.decide` over `seat_view`) and sent with the prompt as `advice`: a
level's policy reads the seat view the engine builds from the authoritative state, which never
leaves the server, so the table is where a level can run. The bot still answers like any client,
through a command message the table checks like any other.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from hoc_desktop.net.client import NetError, TableClient
from hoc_desktop.safe_io import display, replace_atomically

MAX_TOKEN = 100


async def play_bot(client: TableClient, on_answer: Callable[[], None] | None = None) -> str:
    """Play the client's seat to the end of the game; the table's `result:` line."""
    answered: int | None = None
    async for message in client.messages():
        if message["type"] == "welcome":
            answered = None                           # an answer lost with a dropped line is given again
        if client.result is not None:
            await client.close()
            return client.result
        if client.prompt is not None and client.advice is not None and client.at != answered:
            answered = client.at                      # a prompt sent again is answered once
            if on_answer is not None:
                on_answer()
            await client.send_command(client.advice)
    raise NetError(f"{client.url}: the table closed before the game ended")


def read_token(path: Path | None) -> str | None:
    """The seat token kept in `path` by an earlier join (None: no file yet)."""
    if path is None or not path.exists():
        return None
    try:
        token = path.read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError) as exc:
        raise NetError(f"{display(path)}: cannot read the seat token: {exc}") from None
    if not 0 < len(token) <= MAX_TOKEN or not token.isascii():
        raise NetError(f"{display(path)}: not a seat token")
    return token


def keep_token(path: Path | None) -> Callable[[str], None] | None:
    """The function that writes a seat's token to `path` (atomically), or None without a path."""
    if path is None:
        return None

    def keep(token: str) -> None:
        try:
            replace_atomically(path, token + "\n", 0o600)
        except OSError as exc:
            raise NetError(f"{display(path)}: cannot write the seat token: {exc.strerror or exc}") from None
    return keep

"""Why a table refuses a connection, or ends it, in words: one whole message per code.

The server refuses as data: a `ProtocolError` made here carries its code (`why`) and named
`fields`, and the server sends them in a "refused" message before it closes the connection
(protocol.py). The close reason itself stays the English line, so an older client and the command
line (`join --bot`) read what they always read; a window words the code in its own language
(`worded`), so "The table is gone: …" reads in Japanese too.
"""

from __future__ import annotations

from typing import Any, Mapping

from hoc_desktop.i18n import N_, _
from hoc_desktop.net.protocol import CLOSE_REFUSED, ProtocolError, WrongSecret

MESSAGES: dict[str, str] = {
    "packs_stay_home": N_("a network table plays the bundled cards only: card packs stay on the host"),
    "no_ai_level": N_("{game} has no AI level '{level}' (levels: {levels})"),
    "no_person_seat": N_("a table needs at least one seat for a person"),
    "other_game": N_("table '{table}' plays {game}, not {asked}"),
    "no_token_seat": N_("no seat of table '{table}' has this token"),
    "private_table": N_("table '{table}' is private: its join code is needed, and this is not it"),
    "seat_count": N_("table '{table}' has {seats} seats, not {asked}"),
    "table_full": N_("table '{table}' is full ({seats} of {seats} seats taken)"),
    "joined_elsewhere": N_("this seat was joined from another connection"),
    "not_your_seat": N_("this connection holds seat {seat}, not seat {asked}"),
    "still_waiting": N_("the table is still waiting for players"),
    "no_table": N_("there is no table '{table}' (anymore) to rejoin"),
    "table_exists": N_("there is a table '{table}' already"),
    "server_full": N_("this server hosts as many tables as it can"),
    "bad_table_name": N_("a table's name is 1 to {most} letters, digits, '_' or '-'"),
    "too_many_wrong": N_("too many wrong join codes or tokens from this address: wait a minute"),
    "no_join": N_("no join message in time"),
}


def english(why: str, fields: Mapping[str, Any]) -> str:
    """The reason in English, the protocol's language for close reasons (whatever the language of
    the program that serves the table)."""
    return MESSAGES[why].format(**fields)


def refusal(why: str, close: int = CLOSE_REFUSED, **fields: Any) -> ProtocolError:
    """The ProtocolError that closes a connection for reason `why` with `fields`."""
    return ProtocolError(english(why, fields), close, why, fields)


def wrong_secret(why: str, **fields: Any) -> WrongSecret:
    """A join refused for a wrong token or join code (counted against its address), as data."""
    return WrongSecret(english(why, fields), why, fields)


def worded(why: Any, fields: Any, line: str) -> str:
    """A refusal as this window says it: the code `why` worded in the current language with its
    `fields`, or `line` (the close reason as it came) for a code or fields this program does not
    know."""
    if not isinstance(why, str) or why not in MESSAGES or not isinstance(fields, dict):
        return line
    try:
        return _(MESSAGES[why]).format(**fields)
    except (KeyError, IndexError, ValueError):
        return line

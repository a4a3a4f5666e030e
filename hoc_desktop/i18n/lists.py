"""Several names as one phrase in the current language: "A", "A and B", "A, B and C" (Japanese
「A、BとC」), for every sentence that names a list (the results' winners, the rules' piles)."""

from __future__ import annotations

from typing import Sequence

from hoc_desktop.i18n import _


def spoken_list(names: Sequence[str]) -> str:
    """`names` joined as the language says a list ("" for none)."""
    names = list(names)
    if len(names) < 2:
        return "".join(names)
    return _("{names} and {last}").format(names=_(", ").join(names[:-1]), last=names[-1])

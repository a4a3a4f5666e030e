"""Shared drawing helpers: text cut with an ellipsis to a width."""

from __future__ import annotations

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.drawing import fit_text


def test_fit_text_cuts_long_text_to_the_width_with_an_ellipsis(app: App) -> None:
    # given a font and a width of 200 pixels
    font = app.theme.font("body")
    # when a short text is fitted, then it is untouched
    assert fit_text("Duke", font, 200) == "Duke"
    # when a long text is fitted, then it is cut after a whole character, without a trailing space,
    # ends with an ellipsis and fits; one more character would not have fitted
    text = "a very long reason " * 20
    fitted = fit_text(text, font, 200)
    assert fitted.endswith("…") and not fitted[:-1].endswith(" ") and font.size(fitted)[0] <= 200
    kept = len(fitted) - 1
    rest = text[kept:]
    one_more = kept + len(rest) - len(rest.lstrip()) + 1        # the next character that is not a space
    assert font.size(text[:one_more] + "…")[0] > 200
    # when nothing but the ellipsis fits, then the ellipsis alone is left
    assert fit_text("Government Contractor", font, 1) == "…"

"""Card faces, the card back and the large "zoom" view, rendered once per size and cached.

A face is `width` x round(width * 1.4) pixels. Three levels of detail share one look:

* small (width < 150, a hand fan or market at 1280x720): name (shortened or wrapped to fit),
  picture, cost seal top left, links under it, coins bottom left, succession points bottom right,
  type and subtype icons down the right edge;
* text (width >= 150): the same plus the Japanese name, a type line in words and the rules text;
* zoom: the text layout plus a line spelling out links, coins and points.

The frame is coloured by the card's kind and the picture window carries that kind's pattern, and
every type also has an icon, so colour is never the only cue ("colorblind" swaps in an Okabe-Ito
palette). Frames, panels and badges are drawn at twice the size and shrunk once, for smooth edges;
text is drawn at the final size so it stays crisp. Everything is cached (LRU), converted to the
window's pixel format when a window is open (`fonts.display_format`), and never rescaled per frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import platformdirs
import pygame

from hoc_desktop.cards.model import CardDef
from hoc_desktop.cards import card_words
from hoc_desktop.client.art import generate as art_gen
from hoc_desktop.client.art.drawing_kit import INK, Color, mix, round_corners, shade, stamp_outline, vertical_gradient
from hoc_desktop.client.art.card_style import (
    draw_pattern,
    frame_kinds,
    palette_colors,
    type_icons,
    window_colors,
)
from hoc_desktop.client.ui.fonts import display_format, font, text_surface
from hoc_desktop.paths import art_dir
from hoc_desktop import i18n
from hoc_desktop.cards.names import card_name, card_text
from hoc_desktop.client.ui.line_break import rejoined, units

FACE_RATIO = 1.4
TEXT_MIN_WIDTH = 150
SMALLEST_FACE = 24    # the narrowest face drawn: a small face's name banner alone takes 23 pixels
BODY_SUPERSAMPLE = 2
PARCHMENT: tuple[Color, Color] = ((253, 249, 236), (236, 224, 196))
SUBTYPE_BADGE: Color = (176, 150, 120)
WHITE: Color = (255, 255, 255)
_LATIN_SAMPLE = "Hgjy"
_CJK_SAMPLE = "Hgjy村ルマ"


def face_height(width: int) -> int:
    """The height of a card `width` pixels wide."""
    return round(width * FACE_RATIO)


# ----------------------------------------------------------------------------- art files


class ArtStore:
    """Generated art by asset name: from art/generated, else drawn once into a cache folder.

    A missing file (a trimmed install, a card added after the art was generated) is rebuilt with
    the same generator code `scripts/make_art.py` uses, so a face never lacks its picture.
    """

    def __init__(self, folder: Path | None = None, cache_dir: Path | None = None) -> None:
        self.folder = folder or art_dir() / "generated"
        self.cache_dir = cache_dir or Path(platformdirs.user_cache_dir("hoc-desktop")) / (
            f"art-v{art_gen.ART_VERSION}"
        )
        self._image = lru_cache(maxsize=None)(self._load)
        self.scaled = lru_cache(maxsize=1024)(self._scale)

    def path(self, name: str) -> Path:
        """Where the asset's PNG is, generating it into the cache folder when no file exists."""
        bundled = self.folder / f"{name}.png"
        if bundled.is_file():
            return bundled
        cached = self.cache_dir / f"{name}.png"
        if not cached.is_file():
            art_gen.write_asset(name, self.cache_dir)
        return cached

    def image(self, name: str) -> pygame.Surface:
        """The asset at its generated size (shared: do not draw on it)."""
        return self._image(name)

    def _load(self, name: str) -> pygame.Surface:
        return pygame.image.load(str(self.path(name)))

    def _scale(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        """The asset smoothly scaled to `size`; cached per size (call as `scaled(name, size)`).
        Not converted: it is only ever blitted into faces, which are converted as a whole."""
        return pygame.transform.smoothscale(self.image(name), size)


# ----------------------------------------------------------------------------- geometry


@dataclass(frozen=True)
class Layout:
    """Where everything goes on a face of one width and level of detail."""

    width: int
    height: int
    detail: str
    pad: int
    radius: int
    banner: pygame.Rect
    art: pygame.Rect
    panel: pygame.Rect | None
    badge: int
    icon: int

    @property
    def has_text(self) -> bool:
        return self.panel is not None

    @property
    def cost_center(self) -> tuple[float, float]:
        return (self.pad + self.badge * 0.42, self.art.top + self.badge * 0.42)

    @property
    def coins_center(self) -> tuple[float, float]:
        return (self.pad + self.badge * 0.42, self.height - self.pad - self.badge * 0.42)

    @property
    def points_center(self) -> tuple[float, float]:
        return (self.width - self.pad - self.badge * 0.42, self.height - self.pad - self.badge * 0.42)


def layout_for(width: int, detail: str) -> Layout:
    """The layout of a face: "small" (no rules text), "text" or "zoom"."""
    height = face_height(width)
    if detail == "small":
        pad = max(3, round(width * 0.05))
        banner = pygame.Rect(pad, pad, width - 2 * pad, max(23, round(width * 0.27)))
        top = banner.bottom + max(1, pad // 2)
        art = pygame.Rect(pad, top, width - 2 * pad, height - pad - top)
        return Layout(width, height, detail, pad, max(4, round(width * 0.08)), banner, art, None,
                      round(width * 0.3), round(width * 0.2))
    pad = max(5, round(width * 0.045))
    banner = pygame.Rect(pad, pad, width - 2 * pad, round(width * 0.2))
    art = pygame.Rect(pad, banner.bottom + pad // 2, width - 2 * pad, round(width * 0.4))
    panel = pygame.Rect(pad, art.bottom + pad // 2, width - 2 * pad, height - pad - art.bottom - pad // 2)
    badge = round(width * (0.17 if detail == "text" else 0.15))
    return Layout(width, height, detail, pad, round(width * 0.06), banner, art, panel, badge,
                  round(width * 0.12))


def detail_for(width: int) -> str:
    """"text" when the rules text can be read at this width, else "small"."""
    return "text" if width >= TEXT_MIN_WIDTH else "small"


# ----------------------------------------------------------------------------- text fitting


@lru_cache(maxsize=256)
def ink_band(px: int, bold: bool, cjk: bool = False) -> tuple[int, int]:
    """Rows (top, bottom) of a rendered line holding ink, for tight, even line spacing.

    Kana and kanji reach higher than Latin capitals, so Japanese lines get a taller band.
    """
    rect = font(px, bold).render(_CJK_SAMPLE if cjk else _LATIN_SAMPLE, True, INK).get_bounding_rect()
    return rect.top, rect.bottom


def is_cjk(text: str) -> bool:
    """Whether `text` holds kana or kanji."""
    return any(ord(ch) >= 0x2E80 for ch in text)


def _split(text: str, lines: int, px: int, bold: bool) -> list[str]:
    """`text` in one or two lines, broken at the space or after the hyphen that makes the longer
    line shortest ("Slash-and-" / "Burn Farming")."""
    breaks = [(text[:i], text[i + 1:]) for i, ch in enumerate(text) if ch == " "]
    breaks += [(text[:i + 1], text[i + 1:]) for i, ch in enumerate(text[:-1]) if ch == "-"]
    if lines == 1 or not breaks:
        return [text]
    measure = font(px, bold).size
    return list(min(breaks, key=lambda pair: max(measure(part)[0] for part in pair)))


@dataclass(frozen=True)
class Fitted:
    """Lines of text at one font size, with the height they take."""

    lines: tuple[str, ...]
    px: int
    bold: bool

    @property
    def band(self) -> tuple[int, int]:
        return ink_band(self.px, self.bold, any(is_cjk(line) for line in self.lines))

    @property
    def pitch(self) -> int:
        top, bottom = self.band
        return bottom - top + max(1, round(self.px * 0.14))

    @property
    def height(self) -> int:
        top, bottom = self.band
        return self.pitch * (len(self.lines) - 1) + bottom - top


def fit_label(
    candidates: Sequence[str], box: tuple[int, int], px_range: tuple[int, int], bold: bool, max_lines: int
) -> Fitted:
    """The candidate text that fits `box` at the largest font size (first candidate on ties).

    Candidates go from the full name to shorter forms; each may wrap to `max_lines`. If nothing
    fits even at the smallest size, the last candidate is cut with an ellipsis.
    """
    best: Fitted | None = None
    px_min, px_max = px_range
    for text in candidates:
        for px in range(px_max, px_min - 1, -1):
            if best is not None and px <= best.px:
                break
            fitted = _fit_at(text, px, bold, max_lines, box)
            if fitted is not None:
                best = fitted
                break
    return best or Fitted((_ellipsize(candidates[-1], px_min, bold, box[0]),), px_min, bold)


def _fit_at(text: str, px: int, bold: bool, max_lines: int, box: tuple[int, int]) -> Fitted | None:
    for lines in range(1, max_lines + 1):
        fitted = Fitted(tuple(_split(text, lines, px, bold)), px, bold)
        widest = max(font(px, bold).size(line)[0] for line in fitted.lines)
        if widest <= box[0] and fitted.height <= box[1]:
            return fitted
    return None


def _ellipsize(text: str, px: int, bold: bool, width: int) -> str:
    measure = font(px, bold).size
    while len(text) > 1 and measure(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


_TITLES = (" Princesses ", " Princess ", " General ")


def short_names(name: str) -> list[str]:
    """The name, then its short form: the personal name after the last title ("Flammaria")."""
    padded = f" {name}"
    cuts = [padded.rfind(title) + len(title) for title in _TITLES if title in padded]
    return [name, padded[max(cuts):]] if cuts else [name]


def draw_lines(surface: pygame.Surface, fitted: Fitted, color: Color, center_x: int, top: int) -> None:
    """Blit fitted lines centred on `center_x`, the first line's ink starting at `top`."""
    band_top, band_bottom = fitted.band
    for i, line in enumerate(fitted.lines):
        text = text_surface(line, fitted.px, color, fitted.bold)
        area = pygame.Rect(0, band_top, text.get_width(), band_bottom - band_top)
        surface.blit(text, (center_x - text.get_width() // 2, top + i * fitted.pitch), area)


def outlined_number(text: str, px: int, fill: Color, edge: Color) -> pygame.Surface:
    """Bold digits with a dark edge all round, legible on any badge colour."""
    core = font(px, True).render(text, True, fill)
    r = max(1, round(px / 11))
    out = pygame.Surface((core.get_width() + 2 * r, core.get_height() + 2 * r), pygame.SRCALPHA)
    stamp_outline(out, font(px, True).render(text, True, edge), (r, r), r)
    out.blit(core, (r, r))
    return out


def blit_centered(surface: pygame.Surface, image: pygame.Surface, center: tuple[float, float]) -> None:
    """Blit `image` with its visible ink centred on `center`."""
    ink = image.get_bounding_rect()
    surface.blit(image, (round(center[0] - ink.centerx), round(center[1] - ink.centery)))


# ----------------------------------------------------------------------------- shapes


def _rounded(size: tuple[int, int], radius: int, top: Color, bottom: Color) -> pygame.Surface:
    """A rounded rectangle filled with a vertical gradient (transparent outside the corners)."""
    return round_corners(vertical_gradient(size, top, bottom), radius)


def _panel(surface: pygame.Surface, rect: pygame.Rect, radius: int, colors: tuple[Color, Color], ink: int) -> None:
    """A rounded gradient panel with an ink border."""
    surface.blit(_rounded(rect.size, radius, *colors), rect)
    pygame.draw.rect(surface, INK, rect, ink, border_radius=radius)


class _ByKey:
    """A card as a cache key: CardDefs hold step arguments (dicts) and so are not hashable."""

    __slots__ = ("card",)

    def __init__(self, card: CardDef) -> None:
        self.card = card

    def __hash__(self) -> int:
        return hash(self.card.key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _ByKey) and other.card.key == self.card.key


class CardFaces:
    """Renders and caches card faces, backs and zoom views (see the module docstring).

    Surfaces are shared between callers: blit them, never draw on them.
    """

    def __init__(self, art: ArtStore | None = None, cache_size: int = 600) -> None:
        self.art = art or ArtStore()
        self._faces = lru_cache(maxsize=cache_size)(self._render_face)
        self._bodies = lru_cache(maxsize=128)(self._render_body)
        self._badges = lru_cache(maxsize=512)(self._render_badge)
        self._icons = lru_cache(maxsize=256)(self._render_icon)
        self._backs = lru_cache(maxsize=16)(self._render_back)
        i18n.on_language_change(self.forget_faces)

    def forget_faces(self, _language: str = "") -> None:
        """Drop the rendered faces (after a switch of language: their names change)."""
        self._faces.cache_clear()

    # ----------------------------------------------------------------- public API

    def face(self, card: CardDef, width: int, palette: str = "standard") -> pygame.Surface:
        """The card at `width` pixels (height round(width * 1.4)); rules text from 150 px up."""
        return self._faces(_ByKey(card), int(width), palette, detail_for(int(width)))

    def zoom(self, card: CardDef, width: int, palette: str = "standard") -> pygame.Surface:
        """The large view: full rules text, both names, types, subtype, cost, links, coins, points."""
        return self._faces(_ByKey(card), int(width), palette, "zoom")

    def back(self, width: int) -> pygame.Surface:
        """The card back at `width` pixels, same size as a face."""
        return self._backs(int(width))

    def radius(self, width: int) -> int:
        """The corner radius of a face `width` pixels wide (a ring drawn round a card follows it)."""
        return layout_for(width, detail_for(width)).radius

    # ----------------------------------------------------------------- rendering

    def _render_back(self, width: int) -> pygame.Surface:
        return display_format(pygame.transform.smoothscale(self.art.image("card_back"), (width, face_height(width))))

    def _render_face(self, ref: _ByKey, width: int, palette: str, detail: str) -> pygame.Surface:
        card = ref.card
        layout = layout_for(width, detail)
        colors = palette_colors(palette)
        surface = self._bodies(frame_kinds(card), palette, width, detail).copy()
        self._draw_emblem(surface, card, layout)
        self._draw_name(surface, card, layout)
        self._draw_type_icons(surface, card, layout, colors)
        if layout.has_text:
            self._draw_rules(surface, card, layout)
        self._draw_numbers(surface, card, layout)
        return display_format(surface)

    def _render_body(self, kinds: tuple[str, ...], palette: str, width: int, detail: str) -> pygame.Surface:
        """Frame, name banner, picture window and text panel for a kind: shared by many cards."""
        layout = layout_for(width, detail)
        colors = palette_colors(palette)
        s = BODY_SUPERSAMPLE
        size = (layout.width * s, layout.height * s)
        big = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(big, INK, big.get_rect(), border_radius=layout.radius * s)
        frame = pygame.Rect(s, s, size[0] - 2 * s, size[1] - 2 * s)
        split = (layout.art.bottom if len(kinds) > 1 else layout.height) * s
        for kind, band in zip(kinds, (pygame.Rect(0, 0, size[0], split), pygame.Rect(0, split, size[0], size[1]))):
            base = colors[kind]
            fill = _rounded(frame.size, (layout.radius - 1) * s, shade(base, 0.25), shade(base, -0.25))
            big.blit(fill, frame.topleft, band.move(-s, -s).clip(fill.get_rect()))
        pygame.draw.rect(big, shade(colors[kinds[0]], 0.55), frame, s, border_radius=(layout.radius - 1) * s)
        ink = max(1, s * max(1, layout.width // 120))
        inner_radius = max(2, layout.pad * s)
        _panel(big, _scaled(layout.banner, s), inner_radius, PARCHMENT, ink)
        art = _scaled(layout.art, s)
        top, bottom, lines = window_colors(colors[kinds[0]])
        big.blit(_rounded(art.size, inner_radius, top, bottom), art)
        draw_pattern(big, art.inflate(-2 * ink, -2 * ink), kinds[0], lines)
        pygame.draw.rect(big, INK, art, ink, border_radius=inner_radius)
        if layout.panel is not None:
            _panel(big, _scaled(layout.panel, s), inner_radius, PARCHMENT, ink)
        return pygame.transform.smoothscale(big, (layout.width, layout.height))

    def _draw_emblem(self, surface: pygame.Surface, card: CardDef, layout: Layout) -> None:
        art = layout.art
        side = min(round(art.width * 0.84), round(art.height * 0.92))
        if layout.detail == "small":
            side = min(side, art.height - layout.badge // 2)
        emblem = self.art.scaled(art_gen.emblem_name(card), (side, side))
        center_y = art.centery - (layout.badge // 5 if layout.detail == "small" else 0)
        surface.blit(emblem, emblem.get_rect(center=(art.centerx, center_y)))

    def _draw_name(self, surface: pygame.Surface, card: CardDef, layout: Layout) -> None:
        box = layout.banner.inflate(-2 * max(2, layout.pad // 2), -max(2, layout.pad // 2))
        w = layout.width
        # the name in the window's language large, the other language's small under it
        shown = card_name(card)
        other = card.japanese if shown == card.name else card.name
        shorts = short_names(shown) if shown == card.name else [shown]
        if layout.detail == "small":
            name = fit_label(shorts, box.size, (max(9, round(w * 0.1)), round(w * 0.14)), True, 2)
            draw_lines(surface, name, INK, box.centerx, box.centery - name.height // 2)
            return
        japanese = fit_label([other], box.size, (max(9, round(w * 0.045)), max(9, round(w * 0.062))),
                             False, 1)
        gap = max(2, round(w * 0.012))
        name_box = (box.width, box.height - japanese.height - gap)
        names = [shown] if layout.detail == "zoom" else shorts
        name = fit_label(names, name_box, (max(10, round(w * 0.045)), round(w * 0.085)), True, 2)
        top = box.centery - (name.height + gap + japanese.height) // 2
        draw_lines(surface, name, INK, box.centerx, top)
        draw_lines(surface, japanese, mix(INK, PARCHMENT[1], 0.3), box.centerx, top + name.height + gap)

    def _draw_type_icons(
        self, surface: pygame.Surface, card: CardDef, layout: Layout, colors: dict[str, Color]
    ) -> None:
        size = layout.icon
        x = layout.art.right - size - max(1, layout.pad // 2)
        y = layout.art.top + max(1, layout.pad // 2)
        names = [(name, colors[name]) for name in type_icons(card)]
        if card.subtype:
            names.append((card.subtype, SUBTYPE_BADGE))
        for name, color in names:
            surface.blit(self._icons(name, size, color), (x, y))
            y += size + max(1, size // 8)

    def _render_icon(self, name: str, size: int, color: Color) -> pygame.Surface:
        """An icon on a coloured disc with an ink ring: the shape carries the meaning."""
        big = size * 4
        disc = pygame.Surface((big, big), pygame.SRCALPHA)
        pygame.draw.circle(disc, INK, (big / 2, big / 2), big / 2)
        pygame.draw.circle(disc, shade(color, -0.3), (big / 2, big / 2), big / 2 - max(4, big // 14))
        glyph = pygame.transform.smoothscale(self.art.image(f"icons/{name}"), (round(big * 0.78),) * 2)
        disc.blit(glyph, glyph.get_rect(center=(big / 2, big / 2)))
        return pygame.transform.smoothscale(disc, (size, size))

    def _draw_numbers(self, surface: pygame.Surface, card: CardDef, layout: Layout) -> None:
        b = layout.badge
        surface.blit(self._badges("cost", str(card.cost), b), _topleft(layout.cost_center, b))
        if card.links:
            pill = self._badges("links", str(card.links), b)
            surface.blit(pill, (max(1, layout.pad // 2), round(layout.cost_center[1] + b * 0.55)))
        if card.coins is not None:
            surface.blit(self._badges("coins", str(card.coins), b), _topleft(layout.coins_center, b))
        if card.points:
            surface.blit(self._badges("points", str(card.points), b), _topleft(layout.points_center, b))

    def _render_badge(self, symbol: str, number: str, size: int) -> pygame.Surface:
        """A numbered symbol: ink digits on the light cost seal and coin, white digits with an ink
        edge on the dark points shield."""
        if symbol == "links":
            return self._links_pill(number, size)
        badge = self.art.scaled(f"symbols/{symbol}", (size, size)).copy()
        px = round(size * (0.5 if len(number) < 2 else 0.42))
        if symbol == "points":
            digits = outlined_number(number, px, WHITE, INK)
            blit_centered(badge, digits, (size / 2, size * 0.6))
        else:
            digits = font(px, True).render(number, True, INK)
            blit_centered(badge, digits, (size / 2, size * (0.5 if symbol == "cost" else 0.47)))
        return badge

    def _links_pill(self, number: str, size: int) -> pygame.Surface:
        """A small parchment pill: a chain and the number of links."""
        height = round(size * 0.6)
        chain = self.art.scaled("symbols/links", (round(height * 1.15),) * 2)
        digits = font(round(height * 0.85), True).render(number, True, INK)
        ink = digits.get_bounding_rect()
        chain_ink = chain.get_bounding_rect()
        gap = max(1, height // 8)
        width = chain_ink.width + ink.width + 2 * gap + height // 3
        pill = _rounded((width * 2, height * 2), height, PARCHMENT[0], PARCHMENT[1])
        pygame.draw.rect(pill, INK, pill.get_rect(), 2, border_radius=height)
        pill = pygame.transform.smoothscale(pill, (width, height))
        blit_centered(pill, chain, (height / 6 + gap + chain_ink.width / 2, height / 2))
        blit_centered(pill, digits, (width - height / 6 - gap - ink.width / 2, height / 2))
        return pill

    def _draw_rules(self, surface: pygame.Surface, card: CardDef, layout: Layout) -> None:
        plan = plan_rules(card, layout)
        panel = layout.panel
        assert panel is not None
        draw_lines(surface, plan.type_line, mix(INK, PARCHMENT[1], 0.25), panel.centerx, plan.type_top)
        rule_y = plan.type_top + plan.type_line.height + plan.margin // 2 + 1
        pygame.draw.line(surface, mix(INK, PARCHMENT[1], 0.6), (panel.left + plan.margin * 2, rule_y),
                         (panel.right - plan.margin * 2, rule_y))
        surface.blit(text_surface(plan.text, plan.px, INK, False, plan.box.width), plan.box.topleft)
        if plan.facts is not None:
            draw_lines(surface, plan.facts, mix(INK, PARCHMENT[1], 0.35), panel.centerx, plan.facts_top)


@dataclass(frozen=True)
class RulesPlan:
    """What the text panel shows and where: the type line, the rules text (maybe shortened with an
    ellipsis on mid-size faces, never in the zoom view) and, in the zoom view, the facts line."""

    margin: int
    type_line: Fitted
    type_top: int
    box: pygame.Rect
    text: str
    px: int
    facts: Fitted | None
    facts_top: int


def plan_rules(card: CardDef, layout: Layout) -> RulesPlan:
    """Lay out the text panel of a "text" or "zoom" face, keeping clear of the number badges."""
    panel = layout.panel
    assert panel is not None, "only text and zoom layouts have a text panel"
    w = layout.width
    margin = max(3, round(w * 0.035))
    inner = (panel.width - 2 * margin, panel.height)
    type_line = fit_label([card_words.type_line(card, type_icons(card))], inner,
                           (max(8, round(w * 0.04)), max(9, round(w * 0.052))), True, 1)
    type_top = panel.top + margin
    top = type_top + type_line.height + margin
    has_badges = card.coins is not None or card.points != 0
    bottom = round(layout.coins_center[1] - layout.badge / 2) if has_badges else panel.bottom - margin
    facts, facts_top = None, bottom
    if layout.detail == "zoom":
        facts = fit_label([card_words.facts_line(card)], inner,
                          (max(8, round(w * 0.034)), max(9, round(w * 0.042))), False, 1)
        facts_top = bottom - facts.height - margin // 2
        bottom = facts_top - margin
    box = pygame.Rect(panel.left + margin, top, panel.width - 2 * margin, bottom - top)
    text, px = fit_paragraph(card_text(card), box, (max(8, round(w * 0.04)), max(9, round(w * 0.062))))
    return RulesPlan(margin, type_line, type_top, box, text, px, facts, facts_top)


def fit_paragraph(text: str, box: pygame.Rect, px_range: tuple[int, int]) -> tuple[str, int]:
    """Rules text and the largest font size at which it fits `box` when wrapped. At the smallest
    size, text that still does not fit loses words (in Japanese, characters) from its end and gains
    an ellipsis (the zoom view is sized so that never happens)."""
    px_min, px_max = px_range
    px = next((px for px in range(px_max, px_min - 1, -1) if _fits(text, px, box)), px_min)
    pieces = units(text)
    while not _fits(text, px, box) and len(pieces) > 1:
        pieces.pop()
        text = rejoined(pieces) + "…"
    return text, px


def _fits(text: str, px: int, box: pygame.Rect) -> bool:
    """Whether `text` wrapped at the box width stays inside the box (ignoring blank rows below)."""
    return text_surface(text, px, INK, False, box.width).get_height() - _trailing_space(px) <= box.height


def _trailing_space(px: int) -> int:
    """Blank rows under the last line of a wrapped render (below the descenders)."""
    return font(px).get_height() - ink_band(px, False)[1]


def _scaled(rect: pygame.Rect, factor: int) -> pygame.Rect:
    return pygame.Rect(rect.x * factor, rect.y * factor, rect.width * factor, rect.height * factor)


def _topleft(center: tuple[float, float], size: int) -> tuple[int, int]:
    return (round(center[0] - size / 2), round(center[1] - size / 2))

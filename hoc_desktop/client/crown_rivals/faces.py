"""Playing-card faces for Crown Rivals, drawn by the program at runtime (no image files).

A face shows its rank and a suit pip in two corners and one large pip in the middle; kings,
queens and jacks get a framed panel with their letter. The four suits differ by SHAPE (a pip is
drawn from circles and polygons: the club's three leaves, the heart, the spade's point and stem,
the diamond's rhombus) and by colour, four of them, as in a four-colour deck (clubs green, hearts
red, spades black, diamonds blue), so no suit depends on colour alone. A card whose value is not
its rank (ace 1, jack 11, queen and king 40) carries its value in a gold badge, since value is what
the game counts. Surfaces are cached per card and width: blit them, never draw on them.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from hoc_desktop.client.art.card_faces import face_height
from hoc_desktop.client.ui import fonts
from hoc_desktop.engine.crown_rivals.cards import rank_of, suit_of, values
from hoc_desktop.engine.crown_rivals.rules import load_rules

RGB = tuple[int, int, int]
SUIT_COLORS: dict[str, RGB] = {"C": (18, 122, 58), "H": (200, 28, 44), "S": (24, 24, 34), "D": (28, 84, 204)}
PAPER: RGB = (252, 250, 244)
EDGE: RGB = (120, 112, 100)
BADGE: RGB = (214, 170, 70)
BACK: RGB = (122, 26, 40)
BACK_LINE: RGB = (214, 170, 70)
SUPERSAMPLE = 3
COURT = ("J", "Q", "K")


def draw_pip(surface: pygame.Surface, suit: str, center: tuple[float, float], size: float, color: RGB) -> None:
    """A suit's pip `size` pixels tall centred on `center`, drawn from shapes (see the module docstring)."""
    x, y = center
    r = size * 0.26
    if suit == "D":
        pygame.draw.polygon(surface, color, [(x, y - size / 2), (x + size * 0.38, y), (x, y + size / 2),
                                             (x - size * 0.38, y)])
    elif suit == "H":
        top = y - size * 0.18
        pygame.draw.circle(surface, color, (x - r, top), r)
        pygame.draw.circle(surface, color, (x + r, top), r)
        pygame.draw.polygon(surface, color, [(x - 2 * r + 0.5, top + r * 0.35), (x + 2 * r - 0.5, top + r * 0.35),
                                             (x, y + size / 2)])
    elif suit == "S":
        low = y + size * 0.08
        pygame.draw.circle(surface, color, (x - r, low), r)
        pygame.draw.circle(surface, color, (x + r, low), r)
        pygame.draw.polygon(surface, color, [(x - 2 * r + 0.5, low - r * 0.35), (x + 2 * r - 0.5, low - r * 0.35),
                                             (x, y - size / 2)])
        pygame.draw.polygon(surface, color, [(x, low), (x - r * 0.9, y + size / 2), (x + r * 0.9, y + size / 2)])
    else:   # clubs: three round leaves and a stem
        leaf = size * 0.23
        pygame.draw.circle(surface, color, (x, y - size * 0.24), leaf)
        pygame.draw.circle(surface, color, (x - size * 0.25, y + size * 0.06), leaf)
        pygame.draw.circle(surface, color, (x + size * 0.25, y + size * 0.06), leaf)
        pygame.draw.polygon(surface, color, [(x, y - size * 0.05), (x - r * 0.9, y + size / 2),
                                             (x + r * 0.9, y + size / 2)])


def pip_image(suit: str, size: int, color: RGB | None = None) -> pygame.Surface:
    """A pip on a transparent square, smoothed by drawing it larger and scaling it down."""
    return _pip_image(suit, max(4, size), color or SUIT_COLORS[suit])


@lru_cache(maxsize=256)
def _pip_image(suit: str, size: int, color: RGB) -> pygame.Surface:
    big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
    draw_pip(big, suit, (big.get_width() / 2, big.get_height() / 2), size * SUPERSAMPLE * 0.92, color)
    return pygame.transform.smoothscale(big, (size, size))


class PlayingCardFaces:
    """Faces and backs of the standard deck by card id ("7C", "10H", "QH"), cached by width.
    The same calls as Heart of Crown's CardFaces, so the prompt panel draws either."""

    def __init__(self) -> None:
        self._values = values(load_rules())
        self._faces = lru_cache(maxsize=400)(self._render_face)
        self._backs = lru_cache(maxsize=16)(self._render_back)

    def face(self, card: str, width: int, palette: str = "standard") -> pygame.Surface:
        """Card `card` `width` pixels wide (height as every card of the program: 1.4 times)."""
        return self._faces(card, int(width))

    def back(self, width: int) -> pygame.Surface:
        return self._backs(int(width))

    def radius(self, width: int) -> int:
        return max(3, width // 12)

    def sideways(self, card: str, width: int) -> pygame.Surface:
        """A spade in play: the face turned a quarter to the left (`width` is the upright width)."""
        return pygame.transform.rotate(self.face(card, width), 90)

    # ---- drawing
    def _blank(self, width: int, fill: RGB) -> pygame.Surface:
        surface = pygame.Surface((width, face_height(width)), pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, fill, rect, border_radius=self.radius(width))
        pygame.draw.rect(surface, EDGE, rect, width=max(1, width // 60), border_radius=self.radius(width))
        return surface

    def _render_back(self, width: int) -> pygame.Surface:
        surface = self._blank(width, BACK)
        inner = surface.get_rect().inflate(-width // 6, -width // 6)
        line = max(1, width // 45)
        pygame.draw.rect(surface, BACK_LINE, inner, width=line, border_radius=self.radius(width) // 2)
        step = max(6, width // 6)
        for k in range(-inner.height, inner.width + inner.height, step):     # a lattice of diagonals
            pygame.draw.line(surface, (150, 44, 58), (inner.x + k, inner.y), (inner.x + k - inner.height, inner.bottom))
            pygame.draw.line(surface, (150, 44, 58), (inner.x + k - inner.height, inner.y), (inner.x + k, inner.bottom))
        pygame.draw.rect(surface, BACK_LINE, inner, width=line, border_radius=self.radius(width) // 2)
        surface.blit(pip_image("H", inner.width // 2, BACK_LINE), pip_image("H", inner.width // 2).get_rect(
            center=inner.center))
        return surface

    def _render_face(self, card: str, width: int) -> pygame.Surface:
        surface = self._blank(width, PAPER)
        rank, suit = rank_of(card), suit_of(card)
        color = SUIT_COLORS[suit]
        height = surface.get_height()
        corner = self._corner(rank, suit, width)
        margin = max(2, width // 20)
        surface.blit(corner, (margin, margin))
        surface.blit(pygame.transform.rotate(corner, 180),
                     (width - margin - corner.get_width(), height - margin - corner.get_height()))
        middle = pygame.Rect(0, 0, round(width * 0.56), round(height * 0.56))
        middle.center = (width // 2, height // 2)
        if rank in COURT:
            pygame.draw.rect(surface, (246, 236, 210), middle, border_radius=max(2, width // 25))
            pygame.draw.rect(surface, color, middle, width=max(1, width // 40), border_radius=max(2, width // 25))
            letter = fonts.text_surface(rank, max(8, round(width * 0.34)), color, True, 0)
            surface.blit(letter, letter.get_rect(center=(middle.centerx, middle.y + middle.height * 0.36)))
            pip = pip_image(suit, round(width * 0.22))
            surface.blit(pip, pip.get_rect(center=(middle.centerx, middle.y + middle.height * 0.76)))
        else:
            pip = pip_image(suit, round(width * (0.5 if rank == "A" else 0.42)))
            surface.blit(pip, pip.get_rect(center=middle.center))
        if str(self._values[card]) != rank:
            self._value_badge(surface, str(self._values[card]), width)
        return surface

    def _corner(self, rank: str, suit: str, width: int) -> pygame.Surface:
        """The rank above a small pip: what shows when cards overlap."""
        text = fonts.text_surface(rank, max(9, round(width * 0.26)), SUIT_COLORS[suit], True, 0)
        pip = pip_image(suit, max(6, round(width * 0.17)))
        w = max(text.get_width(), pip.get_width())
        corner = pygame.Surface((w, text.get_height() + pip.get_height()), pygame.SRCALPHA)
        corner.blit(text, text.get_rect(midtop=(w // 2, 0)))
        corner.blit(pip, pip.get_rect(midtop=(w // 2, text.get_height() - max(1, width // 30))))
        return corner

    def _value_badge(self, surface: pygame.Surface, value: str, width: int) -> None:
        """The game's value of an ace, jack, queen or king, in a gold disc at the top right."""
        text = fonts.text_surface(value, max(8, round(width * 0.2)), (40, 28, 10), True, 0)
        radius = max(text.get_width(), text.get_height()) // 2 + max(2, width // 30)
        center = (width - radius - max(2, width // 20), radius + max(2, width // 20))
        pygame.draw.circle(surface, BADGE, center, radius)
        pygame.draw.circle(surface, (120, 90, 30), center, radius, width=max(1, width // 60))
        surface.blit(text, text.get_rect(center=center))

    def zoom(self, card: str, width: int, palette: str = "standard") -> pygame.Surface:
        """The card shown large (the zoom and the pile viewer's): its face at that width, whose
        corners, pips and value badge all grow with it."""
        return self.face(card, width, palette)

"""The card sprites on the table and their movement between pictures.

`Board.show(picture, motions, duration)` takes the new picture (placement.py) and the card
movements that led to it (motions.py): a sprite already on the table glides from where it is to
its new spot; a card that appears (drawn, bought, revealed) starts at the zone it came from; a
card that disappears (into a hand you cannot see, under a pile, off to the Supply) glides to the
zone it went to and is dropped when it arrives. So every movement animates from the same two
inputs, whatever event caused it.

A sprite whose spot is `face_down` (a guardian: known, but lying on her back) is drawn as a back.
Faces come from the `CardFaces` cache at the spot's width; a sprite that changes size on its way
(hand to field) is drawn from the destination face with a plain `scale` while it moves, and fan
angles are rotated once per (card, width, angle) and cached, so a still table costs only blits.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Hashable, Iterable

import pygame

from hoc_desktop.cards.model import CardDef
from hoc_desktop.client.art.card_faces import CardFaces, face_height
from hoc_desktop.client.hoc.table.motions import Motion
from hoc_desktop.client.hoc.table.placement import Picture, Spot, Zone
from hoc_desktop.client.ui.tween import ease_in_out_cubic
from hoc_desktop.engine.core.zones import Visibility
from hoc_desktop.engine.hoc.zones import ZONES

Ident = Hashable
LEAVING_LAYER = -1
# a card leaving a zone nobody sees (zones.py: the draw piles, the Supply) turns over on its way
FACE_DOWN_ZONES = frozenset(spec.kind for spec in ZONES if spec.visibility is Visibility.NOBODY)


class CardSprite:
    """One card on the table: where it is now, where it is going, and what it shows."""

    __slots__ = ("ident", "key", "zone", "layer", "order", "face_down", "x", "y", "w", "angle", "_from", "_to",
                 "_t", "_duration", "_delay", "leaving", "flipping")

    def __init__(self, ident: Ident, spot: Spot) -> None:
        self.ident = ident
        self.key = spot.key
        self.zone = spot.zone
        self.layer = spot.layer
        self.order = spot.order
        self.face_down = spot.face_down
        self.x, self.y, self.w = float(spot.rect.x), float(spot.rect.y), float(spot.rect.width)
        self.angle = spot.angle
        self._from = self._to = (self.x, self.y, self.w)
        self._t = self._duration = self._delay = 0.0
        self.leaving = False
        self.flipping = False       # turns from its back to its face during the current glide

    @property
    def progress(self) -> float:
        """How far the current glide is, 0..1 (1 when standing still)."""
        if not self.moving:
            return 1.0
        return min(1.0, max(0.0, (self._t - self._delay) / self._duration))

    def flip_in(self, duration: float) -> None:
        """Turn face up where it stands (a card revealed on a pile)."""
        self._from = self._to = (self.x, self.y, self.w)
        self._t, self._duration, self._delay = 0.0, duration, 0.0
        self.flipping = True

    @property
    def rect(self) -> pygame.Rect:
        w = round(self.w)
        return pygame.Rect(round(self.x), round(self.y), w, face_height(w))

    @property
    def moving(self) -> bool:
        return self._t < self._duration + self._delay

    @property
    def target(self) -> pygame.Rect:
        w = round(self._to[2])
        return pygame.Rect(round(self._to[0]), round(self._to[1]), w, face_height(w))

    def jump(self, rect: pygame.Rect) -> None:
        """Stand at `rect` at once (where a card comes from, or the end of a skipped glide)."""
        self.x, self.y, self.w = float(rect.x), float(rect.y), float(rect.width)
        self._from = self._to = (self.x, self.y, self.w)
        self._t = self._duration = self._delay = 0.0

    def glide(self, rect: pygame.Rect, duration: float, delay: float = 0.0) -> None:
        to = (float(rect.x), float(rect.y), float(rect.width))
        if to == self._to and (self.moving or (self.x, self.y, self.w) == to):
            return
        if duration <= 0:
            self.jump(rect)
            return
        self._from = (self.x, self.y, self.w)
        self._to = to
        self._t, self._duration, self._delay = 0.0, duration, delay

    def update(self, dt: float) -> None:
        if not self.moving:
            return
        self._t += dt
        k = min(1.0, max(0.0, (self._t - self._delay) / self._duration))
        e = ease_in_out_cubic(k)
        (x0, y0, w0), (x1, y1, w1) = self._from, self._to
        self.x, self.y, self.w = x0 + (x1 - x0) * e, y0 + (y1 - y0) * e, w0 + (w1 - w0) * e

    def finish(self) -> None:
        self._t = self._duration + self._delay
        self.x, self.y, self.w = self._to
        self.flipping = False


class Board:
    """Every card sprite of the table, moved from picture to picture."""

    def __init__(self, faces: CardFaces, card_def: Callable[[str], CardDef], palette: str = "standard") -> None:
        self.faces = faces
        self.card_def = card_def
        self.palette = palette
        self.sprites: dict[Ident, CardSprite] = {}
        self.leaving: list[CardSprite] = []
        self.picture = Picture()
        self._rotated = lru_cache(maxsize=256)(self._rotate)

    def set_palette(self, palette: str) -> None:
        """Draw faces in `palette` from now on (the player switched to the colour-blind palette)."""
        if palette != self.palette:
            self.palette = palette
            self._rotated.cache_clear()

    # ---- changes
    def show(self, picture: Picture, motions: Iterable[Motion] = (), duration: float = 0.0,
             revealed: frozenset[int] = frozenset()) -> None:
        """Move to `picture`. `motions`: the card movements behind the change (for where new cards
        come from and where vanishing ones go); `revealed`: cards turned face up where they lie;
        `duration` 0 places everything at once. A card that comes out of a face-down place (a draw
        pile, the Supply) or is revealed turns over on its way."""
        motions = list(motions)
        old = self.sprites
        new: dict[Ident, CardSprite] = {}
        for ident, spot in picture.spots.items():
            sprite = old.pop(ident, None)
            if sprite is None:
                sprite = CardSprite(ident, spot)
                source = self._source(ident, spot.zone, motions)
                origin = picture.anchors.get(source) if source is not None else None
                if origin is not None and duration > 0:
                    sprite.jump(pygame.Rect(origin.x, origin.y, spot.rect.width, spot.rect.height))
                    sprite.glide(spot.rect, duration)
                    sprite.flipping = spot.key is not None and source is not None and source[0] in FACE_DOWN_ZONES
                elif ident in revealed and duration > 0:
                    sprite.flip_in(duration)
            else:
                sprite.key = spot.key
                sprite.zone, sprite.layer, sprite.order, sprite.angle = spot.zone, spot.layer, spot.order, spot.angle
                sprite.face_down = spot.face_down
                sprite.glide(spot.rect, duration)
            new[ident] = sprite
        if duration > 0:
            for ident, sprite in old.items():
                goal = self._destination(ident, sprite.zone, motions, picture)
                if goal is not None:
                    sprite.leaving, sprite.layer = True, LEAVING_LAYER
                    sprite.glide(pygame.Rect(goal.x, goal.y, goal.width, face_height(goal.width)), duration)
                    self.leaving.append(sprite)
        self.sprites = new
        self.picture = picture

    @staticmethod
    def _source(ident: Ident, zone: Zone, motions: list[Motion]) -> Zone | None:
        """The zone a card that just appeared in `zone` came from, if a motion says so."""
        for m in motions:
            if m.dst == zone and _same(m, ident):
                return m.src
        return None

    @staticmethod
    def _destination(ident: Ident, zone: Zone, motions: list[Motion], picture: Picture) -> pygame.Rect | None:
        """Where a card that just left the picture went, if a motion says so."""
        for m in motions:
            if _same(m, ident) and (m.src == zone or isinstance(ident, int)):
                return picture.anchors.get(m.dst)
        return None

    def update(self, dt: float) -> None:
        for sprite in self.sprites.values():
            sprite.update(dt)
        for sprite in self.leaving:
            sprite.update(dt)
        self.leaving = [s for s in self.leaving if s.moving]

    def finish(self) -> None:
        """End every glide now (a click or Space)."""
        for sprite in self.sprites.values():
            sprite.finish()
        self.leaving.clear()

    @property
    def moving(self) -> bool:
        return bool(self.leaving) or any(s.moving for s in self.sprites.values())

    # ---- queries
    def hit(self, pos: tuple[int, int], accept: Callable[[CardSprite], bool] | None = None) -> CardSprite | None:
        """The topmost sprite under `pos` (optionally only those `accept` takes)."""
        for sprite in sorted(self.sprites.values(), key=_draw_key, reverse=True):
            if sprite.rect.collidepoint(pos) and (accept is None or accept(sprite)):
                return sprite
        return None

    # ---- drawing
    def surface_for(self, key: str | None, width: int, angle: float = 0.0) -> pygame.Surface:
        """The face (or back) of a card at `width`, rotated by `angle` degrees (cached)."""
        if angle:
            return self._rotated(key, width, round(angle, 1))
        return self._face(key, width)

    def _face(self, key: str | None, width: int) -> pygame.Surface:
        if key is None:
            return self.faces.back(width)
        return self.faces.face(self.card_def(key), width, self.palette)

    def _rotate(self, key: str | None, width: int, angle: float) -> pygame.Surface:
        return pygame.transform.rotozoom(self._face(key, width), angle, 1.0)

    def draw(self, surface: pygame.Surface, skip: Ident | None = None) -> None:
        for sprite in self.leaving:
            self._draw_sprite(surface, sprite)
        for sprite in sorted(self.sprites.values(), key=_draw_key):
            if sprite.ident != skip:
                self._draw_sprite(surface, sprite)

    def _draw_sprite(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        rect = sprite.rect
        target = sprite.target
        shown = None if sprite.face_down else sprite.key
        if sprite.moving:
            key, width = shown, rect.width
            if sprite.flipping:                  # the back narrows to an edge, then the face widens
                k = sprite.progress
                key = None if k < 0.5 else shown
                width = max(1, round(rect.width * abs(1 - 2 * k)))
            image = self._face(key, target.width)
            if image.get_size() != (width, rect.height):
                image = pygame.transform.scale(image, (width, rect.height))
            surface.blit(image, image.get_rect(center=rect.center))
            return
        if sprite.angle:
            image = self.surface_for(shown, rect.width, sprite.angle)
            surface.blit(image, image.get_rect(center=rect.center))
        else:
            surface.blit(self._face(shown, rect.width), rect)


def _same(motion: Motion, ident: Ident) -> bool:
    """Whether `motion` moved the card drawn as `ident`: by id for a card the seat can see; any
    motion of the zone for a face-down placeholder ("hand-2-3")."""
    if isinstance(ident, int):
        return motion.card is not None and motion.card.id == ident
    return True


def _draw_key(sprite: CardSprite) -> tuple[int, int, int]:
    return (sprite.layer, 1 if sprite.moving else 0, sprite.order)

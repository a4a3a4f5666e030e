"""Card definitions: loading and validating the YAML card data into immutable objects."""

from hoc_desktop.cards.loader import Catalog, load_catalog, load_sets
from hoc_desktop.cards.model import CardDef, CardFilter, Step

__all__ = ["CardDef", "CardFilter", "Step", "Catalog", "load_catalog", "load_sets"]

"""What is in the box, as the rulebook lists it (the `components` block): each component of the game
(components.yaml, or its one deck) with the name the page gives it, its count computed from its items
(never typed), and what the core knows of it in the edition's words: its size, two-sided or round.

The booklet (booklet/blocks_components.py) and rules.html (web/booklet.py) both list `listed(…)`,
so the two always agree with each other and with the print files made from the same components.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..content.components import CARD_TRIM, Component, Size
from ..content.fields import did_you_mean
from ..content.model import Content, SourceText
from ..errors import Location, Problems
from .faces import components_of, items_of

# The core's words around a component's name and count, per edition (a name may hold markup).
WORDS = {
    "ja": {"count": "{count}枚", "two_sided": "（両面）", "size": "{w}×{h}mm", "round": "直径{d}mm"},
    "en": {"count": "×{count}", "two_sided": " (two-sided)", "size": "{w} × {h} mm", "round": "{d} mm across"},
}


# The drawings beside the list, the same in the booklet and on the web page.
DRAWN_MAX = (20.0, 13.0)  # mm: the largest component's drawing, width and height; the others at its scale
STACK = (3, 1.0)  # at most 3 parts drawn, each 1 mm up and right of the one under it
CARD_RADIUS = 0.06  # × the shorter side: a card's rounded corner
TURNED_CORNER = 0.3  # × the shorter side: a two-sided part's corner turned over, its other side showing


@dataclass(frozen=True)
class Listed:
    """One line of the list: a component, its name on the page, how many parts it holds, its size in mm."""

    component: Component
    name: SourceText
    count: int
    size: Size  # the trim (the game's deck written without a size: layout.yaml's cards.trim)

    @property
    def two_sided(self) -> bool:
        """A tile, a board, a mat: both sides designed (tokens are, too, but a player sees a chip)."""
        return self.component.kind == "tile"

    @property
    def round(self) -> bool:
        return self.size.round

    def named(self, language: str) -> SourceText:
        """マット（両面） / Mats (two-sided): the name, and whether both sides are designed, at the name's place."""
        return SourceText(self.name + (WORDS[language]["two_sided"] if self.two_sided else ""), self.name.where)

    def number(self, language: str) -> str:
        """6枚 / ×6."""
        return WORDS[language]["count"].format(count=self.count)

    def number_words(self, language: str) -> SourceText:
        """6枚（両面） / ×6 (two-sided): what follows the name on the web page's line, at the name's place."""
        return SourceText(self.number(language) + (WORDS[language]["two_sided"] if self.two_sided else ""), self.name.where)

    def size_words(self, language: str) -> str:
        """63×88mm, 直径20mm / 63 × 88 mm, 20 mm across: its size, what a player checks the box against."""
        words = WORDS[language]
        if self.round:
            return words["round"].format(d=_mm(self.size.width))
        return words["size"].format(w=_mm(self.size.width), h=_mm(self.size.height))


def drawing_scale(lines: list[Listed]) -> float:
    """Drawn mm per real mm: the largest component fits DRAWN_MAX, every other at the same scale."""
    widest = max(line.size.width for line in lines)
    tallest = max(line.size.height for line in lines)
    return min(DRAWN_MAX[0] / widest, DRAWN_MAX[1] / tallest, 1.0)


def _mm(value: float) -> str:
    return f"{value:g}"


def listed(names: Mapping[str, SourceText], where: Location, content: Content, problems: Problems) -> list[Listed]:
    """Every component of the game in components.yaml's order, named by `names` (the block's, at
    `where`); each name missing or of no component noted at its line."""
    components = components_of(content)
    ids = [component.id for component in components]
    for id_, written in names.items():
        if id_ not in ids:
            expected = f"expected a component of the game: {', '.join(ids)}{did_you_mean(id_, ids)}"
            problems.add(written.where, f"components: found {id_!r}, {expected}")
    found = []
    for component in components:
        name = names.get(component.id)
        if name is None:
            expected = f"expected {component.id}: its name, as the box holds it"
            problems.add(where, f"components: found no name for {component.id!r}{_written_at(component)}, {expected}")
            continue
        copies = items_of(component, content, problems)
        if copies is not None:
            found.append(Listed(component, name, sum(copies.values()), _size(component, content)))
    return found


def _written_at(component: Component) -> str:
    return f" ({component.where})" if component.where is not None else " (the game's one deck)"


def _size(component: Component, content: Content) -> Size:
    if component.size == CARD_TRIM:
        return Size(round(content.card.width.mm, 2), round(content.card.height.mm, 2))
    return component.size

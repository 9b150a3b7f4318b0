"""The loaded, validated content: what every renderer reads. No YAML, no file access here.

Every object keeps `where`, the content/FILE:LINE it came from, so later stages (verification,
layout overflow) can point an editor at the line to change.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..errors import Location
from ..rules import Card, Color, Deck


@dataclass(frozen=True)
class Colour:
    """One palette entry: CMYK (0–1) for print, sRGB hex for screens and PNGs."""

    name: str
    cmyk: tuple[float, float, float, float]
    rgb: str  # "#RRGGBB"
    where: Location | None = None


@dataclass(frozen=True)
class Game:
    """Facts printed in several places, kept once (content/game.yaml)."""

    title: str
    tagline: str
    players_min: int
    players_max: int
    minutes_min: int
    minutes_max: int
    age_min: int
    starting_chips: int
    calculator_url: str
    publisher: str
    address: tuple[str, ...]
    credits: tuple[tuple[str, str], ...]  # (role, name)
    edition: str


@dataclass(frozen=True)
class Length:
    """A length with its unit kept for messages; `pt` is what reportlab wants."""

    pt: float
    text: str  # as written: "3mm"

    @property
    def mm(self) -> float:
        return self.pt * 25.4 / 72


@dataclass(frozen=True)
class PrintSpec:
    """A printed piece's geometry (content/layout.yaml): trim size, bleed, safe margin."""

    width: Length
    height: Length
    bleed: Length
    safe: Length


@dataclass(frozen=True)
class CardPreset:
    """A print service's card image format (content/layout.yaml, cards.presets)."""

    name: str
    description: str
    width_px: int
    height_px: int
    dpi: int
    mode: str  # "RGB" or "CMYK"


@dataclass(frozen=True)
class Block:
    """One block of a page: `kind` names it, `data` holds its validated fields.

    Text fields may contain `{ref:SECTION}` (→ "11ページ"), `{ref:A,B}` (→ "9–10ページ") and
    `{ex:EXAMPLE.FIELD}` (→ a verified number). The booklet expands them; nothing else may.
    """

    kind: str
    data: dict[str, Any]
    where: Location


@dataclass(frozen=True)
class Page:
    """One booklet page in manuscript order. `number` is the position (1 = cover)."""

    number: int
    id: str  # section id, unique: cross-references point at these
    title: str
    blocks: tuple[Block, ...]
    where: Location


@dataclass(frozen=True)
class Example:
    """A worked example: the scenario and the results the manuscript prints."""

    id: str
    kind: str  # "strength", "double", "red_board", "compare", "challenge"
    data: dict[str, Any]  # scenario: board/hand as Cards, colours, players, steps …
    expect: dict[str, Any]  # stated results, each checked against the engine
    where: Location
    expect_where: dict[str, Location] = field(default_factory=dict)


@dataclass(frozen=True)
class GlossaryEntry:
    term: str
    definition: str
    where: Location


@dataclass(frozen=True)
class Content:
    game: Game
    palette: dict[str, Colour]  # yellow, blue, red, ink, paper …
    deck: Deck
    deck_where: dict[Card, Location]
    booklet: PrintSpec
    card: PrintSpec
    card_presets: dict[str, CardPreset]
    card_preset: str  # the chosen one
    quickref: dict[str, Any]  # structured data of p.21 and the quick-reference card
    glossary: tuple[GlossaryEntry, ...]
    pages: tuple[Page, ...]
    examples: dict[str, Example]
    results: dict[str, Any] = field(default_factory=dict)  # filled by verify: example id → engine results

    def page_of(self, section_id: str) -> int:
        for page in self.pages:
            if page.id == section_id:
                return page.number
        raise KeyError(section_id)

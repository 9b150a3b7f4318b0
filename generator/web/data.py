"""What the calculator page knows about the game, computed from content (never typed in the template).

The deck and the palette go to the page as JSON (the JavaScript reads them) and as CSS custom
properties (the card design reads them).
"""
from __future__ import annotations

import json
import math

from ..errors import Problems
from ..rules import Card, Color, Deck

# The shapes the stylesheet can draw (style.css: .shape-circle, .shape-square, .shape-star).
SHAPES = ("circle", "square", "star")
CARD_COLORS = tuple(color.value for color in Color)  # yellow, blue, red: each needs a label and a shape
SCREEN_COLORS = ("ink", "paper", "tint")  # text, background and panel colours of the page


def card_data(card: Card, copies: int) -> dict:
    """One face as the JavaScript rules read it (rules.js: {kind, color, value})."""
    return {"id": card.short, "name": card.name, "kind": card.kind.value,
            "color": card.color.value, "value": card.value, "copies": copies}


def deck_data(deck: Deck) -> list[dict]:
    """Every face in deck order, with how many copies exist (the page never offers a fourth 黄0)."""
    return [card_data(card, copies) for card, copies in deck.copies.items()]


def colour_data(palette: dict) -> dict:
    """Label and shape per card colour: colour is never the only cue."""
    return {name: {"label": palette[name].label, "shape": palette[name].shape} for name in CARD_COLORS}


def check_palette(palette: dict) -> None:
    """Every colour the page uses exists; every card colour has a name and a shape CSS can draw."""
    problems = Problems()
    for name in CARD_COLORS + SCREEN_COLORS:
        if name not in palette:
            problems.add(None, f"content/game.yaml: palette: found no colour {name!r}, expected one (the web page uses it)")
    for name in CARD_COLORS:
        colour = palette.get(name)
        if colour is None:
            continue
        if not colour.label:
            problems.add(colour.where, f"palette.{name}.label: found none, expected the colour's name "
                                       f"({Color(name).ja}): the page never shows a colour by hue alone")
        if colour.shape not in SHAPES:
            problems.add(colour.where, f"palette.{name}.shape: found {colour.shape!r}, expected one of {', '.join(SHAPES)}")
    problems.raise_if_any()


def _luminance(rgb: str) -> float:
    """WCAG relative luminance of "#RRGGBB"."""
    channels = [int(rgb[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two sRGB colours (1 to 21)."""
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def text_on(background: str, palette: dict) -> str:
    """Ink or paper, whichever reads better on a card colour."""
    ink, paper = palette["ink"].rgb, palette["paper"].rgb
    return ink if contrast(background, ink) >= contrast(background, paper) else paper


def star_polygon(inner_ratio: float, points: int = 5) -> str:
    """The cards' star as a CSS clip-path: `points` tips, the first one up, in a unit square."""
    corners = []
    for i in range(points * 2):
        radius = 50 if i % 2 == 0 else 50 * inner_ratio
        angle = math.pi * i / points - math.pi / 2
        corners.append(f"{50 + radius * math.cos(angle):.1f}% {50 + radius * math.sin(angle):.1f}%")
    return "polygon(" + ",".join(corners) + ")"


def css_variables(palette: dict, card_aspect: tuple[float, float], star_inner: float) -> str:
    """`:root{…}`: the palette, the text colour on each card colour, the card's proportions and star."""
    names = CARD_COLORS + SCREEN_COLORS
    lines = [f"--{name}:{palette[name].rgb};" for name in names]
    lines += [f"--on-{name}:{text_on(palette[name].rgb, palette)};" for name in CARD_COLORS]
    lines.append(f"--card-aspect:{card_aspect[0]:g}/{card_aspect[1]:g};")
    lines.append(f"--star:{star_polygon(star_inner)};")
    return ":root{" + "".join(lines) + "}"


def script_json(value) -> str:
    """JSON safe inside <script>: reproducible (sorted keys) and unable to close the element."""
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return text.replace("</", "<\\/")

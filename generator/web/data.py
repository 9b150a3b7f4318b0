"""What the calculator page knows about the game, computed from content (never typed in the template).

The deck and the palette go to the page as JSON (the JavaScript reads them) and as CSS custom
properties (the card design reads them).
"""
from __future__ import annotations

import json

from ..cards.colours import CARD_COLOURS, TEXT_COLOURS, check_palette, text_colour
from ..cards.design import star
from ..cards.style import CardStyle
from ..rules import Card, Deck

SCREEN_COLOURS = (*TEXT_COLOURS, "tint")  # text, background and panel colours of the page


def card_data(card: Card, copies: int) -> dict:
    """One face as the JavaScript rules read it (rules.js: {kind, color, value})."""
    return {"id": card.short, "name": card.name, "kind": card.kind.value,
            "color": card.color.value, "value": card.value, "copies": copies}


def deck_data(deck: Deck) -> list[dict]:
    """Every face in deck order, with how many copies exist (the page never offers a fourth 黄0)."""
    return [card_data(card, copies) for card, copies in deck.copies.items()]


def colour_data(palette: dict) -> dict:
    """Label and shape per card colour: colour is never the only cue."""
    return {name: {"label": palette[name].label, "shape": palette[name].shape} for name in CARD_COLOURS}


def check_page_palette(palette: dict) -> None:
    """The cards' checks (labels, drawable shapes, one shape per colour), plus the page's own colours."""
    check_palette(palette, extra=SCREEN_COLOURS)


def text_on(background: str, palette: dict) -> str:
    """Ink or paper ("#RRGGBB"), whichever reads better on a card colour: as on the printed cards."""
    return palette[text_colour(background, palette)].rgb


def star_polygon(inner_ratio: float) -> str:
    """The cards' star (cards.design.star) as a CSS clip-path in a unit square, y down, first tip up."""
    corners = star(50, 50, 50, inner_ratio, "").points
    return "polygon(" + ",".join(f"{x:.1f}% {100 - y:.1f}%" for x, y in corners) + ")"


def css_variables(palette: dict, card_aspect: tuple[float, float], style: CardStyle) -> str:
    """`:root{…}`: the palette, the text colour on each card colour, the card's proportions and symbols."""
    names = CARD_COLOURS + SCREEN_COLOURS
    lines = [f"--{name}:{palette[name].rgb};" for name in names]
    lines += [f"--on-{name}:{text_on(palette[name].rgb, palette)};" for name in CARD_COLOURS]
    lines.append(f"--card-aspect:{card_aspect[0]:g}/{card_aspect[1]:g};")
    lines.append(f"--star:{star_polygon(style.star_inner)};")
    lines.append(f"--square-corner:{style.square_corner:.0%};")
    return ":root{" + "".join(lines) + "}"


def script_json(value) -> str:
    """JSON safe inside <script>: reproducible (sorted keys) and unable to close the element."""
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return text.replace("</", "<\\/")

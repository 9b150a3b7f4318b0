"""MIGHTY?'s style sheet of the web pages (the calculator and the core's rulebook page): its
palette and card proportions as CSS custom properties (the card design reads them), the core's sheet
(generator/web/style.css), then style.css, which extends it;
and the page's checks of the palette (a label and a symbol per card colour, 4.5:1 for text).
"""

from __future__ import annotations

from pathlib import Path

from markupsafe import Markup

from ....cards.colours import TEXT_COLOURS, check_palette, contrast, text_colour
from ....cards.design import SYMBOLS as CARD_STYLE
from ....cards.design import Symbols as CardStyle
from ....cards.design import star
from ....content.model import Colour, Content
from ....content.palette_roles import role_colour
from ....errors import Problems
from ....web.data import MIN_TEXT_CONTRAST, PAGE_BACKGROUNDS, TEXT_ROLES, low_contrast, screen_rgb
from ....web.page import asset, extended_stylesheet
from ..design.look import CARD_COLOURS

HERE = Path(__file__).parent
STYLESHEET = "style.css"
RULEBOOK_STYLESHEET = "rulebook.css"  # the rulebook page's own rules: the calculator page (50 KB at most) leaves them out

SCREEN_COLOURS = (*TEXT_COLOURS, "tint")  # text, background and panel colours of the page
TEXT_ON_PAGE = ("red",)  # card colours the pages also use for text on their backgrounds (the tagline)


def colour_data(palette: dict[str, Colour]) -> dict[str, dict[str, str | None]]:
    """Label and shape per card colour: colour is never the only cue."""
    return {name: {"label": palette[name].label, "shape": palette[name].shape} for name in CARD_COLOURS}


def check_page_palette(palette: dict[str, Colour]) -> None:
    """The cards' checks (labels, drawable shapes, one shape per colour), the page's own colours, and
    4.5:1 for the text on each card colour and for the colours used as text (text_rgb when given)."""
    check_palette(palette, extra=SCREEN_COLOURS)
    problems = Problems()
    for name in CARD_COLOURS:
        colour = palette[name]
        shade = screen_rgb(colour)
        on = text_on(shade, palette)
        if contrast(shade, on) < MIN_TEXT_CONTRAST:
            problems.add(colour.where, low_contrast(name, colour, f"{on} text on {shade}", contrast(shade, on)))
        for background in PAGE_BACKGROUNDS if name in TEXT_ON_PAGE else ():
            ratio = contrast(shade, palette[background].rgb)
            if ratio < MIN_TEXT_CONTRAST:
                problems.add(colour.where, low_contrast(name, colour, f"{shade} text on {background} {palette[background].rgb}", ratio))
    problems.raise_if_any()


def text_on(background: str, palette: dict[str, Colour]) -> str:
    """Ink or paper ("#RRGGBB"), whichever reads better on a card colour: as on the printed cards."""
    return palette[text_colour(background, palette)].rgb


def star_polygon(inner_ratio: float) -> str:
    """The cards' star (cards.design.star) as a CSS clip-path in a unit square, y down, first tip up."""
    corners = star(50, 50, 50, inner_ratio, "").points
    return "polygon(" + ",".join(f"{x:.1f}% {100 - y:.1f}%" for x, y in corners) + ")"


def css_variables(palette: dict[str, Colour], card_aspect: tuple[float, float], style: CardStyle) -> str:
    """`:root{…}`: the palette, the text colour on each card colour, the roles the core's sheet reads
    (accent, alert: game.yaml's `roles:`), the card's proportions and symbols."""
    names = (*CARD_COLOURS, *SCREEN_COLOURS)
    lines = [f"--{name}:{palette[name].rgb};" for name in names]
    lines += [f"--{name}-text:{screen_rgb(palette[name])};" for name in CARD_COLOURS]
    lines += [f"--on-{name}:{text_on(screen_rgb(palette[name]), palette)};" for name in CARD_COLOURS]
    roles = {role: role_colour(palette, role) for role in TEXT_ROLES}  # else the core's sheet sets that text in ink
    lines += [f"--{role}:{colour.rgb};--{role}-text:{screen_rgb(colour)};" for role, colour in roles.items() if colour is not None]
    lines.append(f"--card-aspect:{card_aspect[0]:g}/{card_aspect[1]:g};")
    lines.append(f"--star:{star_polygon(style.star_inner)};")
    lines.append(f"--square-corner:{style.square_corner:.0%};")
    return ":root{" + "".join(lines) + "}"


def stylesheet(content: Content) -> Markup:
    """The one style sheet both pages share: the palette and card proportions, the core's sheet, then
    style.css, which extends it."""
    check_page_palette(content.palette)
    aspect = (content.card.width.mm, content.card.height.mm)
    return extended_stylesheet(css_variables(content.palette, aspect, CARD_STYLE), asset(STYLESHEET, HERE))


def rulebook_stylesheet(content: Content) -> Markup:
    """The calculator's sheet, then the rulebook page's figures (rulebook.css)."""
    return stylesheet(content) + Markup(asset(RULEBOOK_STYLESHEET, HERE))

"""What the web pages know about the game's palette and data, computed from content (never typed in a template).

A page's data goes to it as JSON (`script_json`); the palette as CSS custom properties, one per
colour of game.yaml (`--accent`, `--ink` …) with its text-safe shade (`--accent-text`), checked for
4.5:1 wherever it carries text.
"""

from __future__ import annotations

import json
from typing import Any

from ..cards.colours import contrast
from ..content.model import Colour
from ..errors import Problems

PAGE_COLOURS = ("ink", "paper", "tint")  # text, background and panel colours: every palette has them
PAGE_BACKGROUNDS = ("paper", "tint")
TEXT_ROLES = ("accent", "alert")  # the roles the core's pages set text in (links, the tagline), when the palette has them
MIN_TEXT_CONTRAST = 4.5  # WCAG 1.4.3 for normal text: every text on the pages, whatever its size


def screen_rgb(colour: Colour) -> str:
    """The shade the web pages draw a colour in where it carries text: text_rgb, else rgb."""
    return colour.text_rgb or colour.rgb


def palette_variables(palette: dict[str, Colour], card_aspect: tuple[float, float]) -> str:
    """`:root{…}`: every palette colour and its text shade, the card's proportions."""
    lines = [f"--{name}:{colour.rgb};" for name, colour in palette.items()]
    lines += [f"--{name}-text:{screen_rgb(colour)};" for name, colour in palette.items()]
    lines.append(f"--card-aspect:{card_aspect[0]:g}/{card_aspect[1]:g};")
    return ":root{" + "".join(lines) + "}"


def check_text_colours(palette: dict[str, Colour]) -> None:
    """The page colours are there, and ink and the text roles read at 4.5:1 on paper and tint."""
    problems = Problems()
    missing = [name for name in PAGE_COLOURS if name not in palette]
    if missing:
        where = next(iter(palette.values())).where if palette else None
        expected = ", ".join(PAGE_COLOURS)
        problems.add(where, f"palette: found no {', '.join(missing)}, expected {expected}: the web pages' text and backgrounds")
        problems.raise_if_any()
    for name in ("ink", *(role for role in TEXT_ROLES if role in palette)):
        colour = palette[name]
        for background in PAGE_BACKGROUNDS:
            ratio = contrast(screen_rgb(colour), palette[background].rgb)
            if ratio < MIN_TEXT_CONTRAST:
                problems.add(
                    colour.where, low_contrast(name, colour, f"{screen_rgb(colour)} text on {background} {palette[background].rgb}", ratio)
                )
    problems.raise_if_any()


def low_contrast(name: str, colour: Colour, what: str, ratio: float) -> str:
    """A palette colour's text below 4.5:1 on the web pages, and the fix (a darker text_rgb)."""
    field = "text_rgb" if colour.text_rgb else "rgb"
    return (
        f"palette.{name}.{field}: found {what} at {ratio:.2f}:1, expected at least {MIN_TEXT_CONTRAST}:1 on the web pages; "
        f"give palette.{name} a darker text_rgb (a shade for screen text)"
    )


def script_json(value: Any) -> str:
    """JSON safe inside <script>: reproducible (sorted keys) and unable to close the element."""
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return text.replace("</", "<\\/")

"""The web pages' data helpers: the palette's custom properties and contrast checks, JSON that cannot break out of <script>."""

from __future__ import annotations

import dataclasses
import json

import pytest

from generator.content.model import Colour
from generator.errors import BuildError, Location
from generator.web.data import check_text_colours, palette_variables, script_json

PALETTE = {
    "accent": Colour("accent", (0.85, 0.7, 0, 0.1), "#2B3F93", Location("game.yaml", 2, 3)),
    "alert": Colour("alert", (0, 0.9, 0.8, 0), "#E83828", Location("game.yaml", 3, 3), text_rgb="#CC2E1E"),
    "ink": Colour("ink", (0, 0, 0, 1), "#231815", Location("game.yaml", 4, 3)),
    "paper": Colour("paper", (0, 0, 0, 0), "#FFFFFF", Location("game.yaml", 5, 3)),
    "tint": Colour("tint", (0.06, 0.04, 0, 0), "#F0F3FB", Location("game.yaml", 6, 3)),
}


def test_every_palette_colour_is_a_custom_property_with_its_text_shade():
    css = palette_variables(PALETTE, (63, 88))
    assert css.startswith(":root{--accent:#2B3F93;")
    assert "--alert-text:#CC2E1E;" in css and "--accent-text:#2B3F93;" in css
    assert css.endswith("--card-aspect:63/88;}")


def test_readable_text_colours_pass():
    check_text_colours(PALETTE)


def test_a_pale_text_role_is_one_message_at_its_line():
    pale = {**PALETTE, "accent": dataclasses.replace(PALETTE["accent"], rgb="#9DB0FF")}
    with pytest.raises(BuildError) as error:
        check_text_colours(pale)
    assert str(error.value.problems[0]) == (
        "game.yaml:2:3: palette.accent.rgb: found #9DB0FF text on paper #FFFFFF at 2.08:1, expected at least 4.5:1 "
        "on the web pages; give palette.accent a darker text_rgb (a shade for screen text)"
    )


def test_a_palette_without_the_page_colours_is_one_message():
    with pytest.raises(BuildError) as error:
        check_text_colours({name: c for name, c in PALETTE.items() if name != "tint"})
    assert "palette: found no tint, expected ink, paper, tint" in str(error.value)


def test_script_json_cannot_close_the_script_element():
    text = script_json({"b": "</script><script>alert(1)</script>", "a": "黄"})
    assert "</" not in text
    assert json.loads(text) == {"b": "</script><script>alert(1)</script>", "a": "黄"}
    assert text.index('"a"') < text.index('"b"')  # sorted keys: reproducible

"""The page's data helpers: contrast, the star, JSON that cannot break out of <script>."""
from __future__ import annotations

import json

import pytest

from generator.web.data import contrast, script_json, star_polygon, text_on


def test_contrast_follows_wcag():
    assert contrast("#FFFFFF", "#000000") == pytest.approx(21.0)
    assert contrast("#777777", "#777777") == pytest.approx(1.0)


def test_text_on_each_card_colour_is_the_more_readable_of_ink_and_paper(content):
    palette = content.palette
    assert text_on(palette["yellow"].rgb, palette) == palette["ink"].rgb
    assert text_on(palette["blue"].rgb, palette) == palette["paper"].rgb
    for name in ("yellow", "blue", "red"):
        # large bold text (the card value, the colour name) needs 3:1 (WCAG 1.4.3)
        assert contrast(palette[name].rgb, text_on(palette[name].rgb, palette)) >= 3.0


def test_the_star_has_ten_corners_and_its_first_tip_up():
    corners = star_polygon(0.45).removeprefix("polygon(").removesuffix(")").split(",")
    assert len(corners) == 10
    assert corners[0] == "50.0% 0.0%"
    assert corners[1] == "63.2% 31.8%"  # an inner corner, 0.45 of the way out


def test_script_json_cannot_close_the_script_element():
    text = script_json({"b": "</script><script>alert(1)</script>", "a": "黄"})
    assert "</" not in text
    assert json.loads(text) == {"b": "</script><script>alert(1)</script>", "a": "黄"}
    assert text.index('"a"') < text.index('"b"')  # sorted keys: reproducible

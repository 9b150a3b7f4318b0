"""Palette colours as numbers, and the palette checks the cards, the quick reference and the web page share."""

from __future__ import annotations

from dataclasses import replace

import pytest

from generator.cards.colours import check_palette, contrast, relative_luminance, rgb_bytes, rgb_unit, text_colour
from generator.errors import BuildError


def test_hex_colours_become_bytes_and_unit_channels():
    assert rgb_bytes("#F8C500") == (248, 197, 0)
    assert rgb_unit("#FF0033") == (1.0, 0.0, 0.2)


def test_contrast_follows_wcag():
    assert relative_luminance("#FFFFFF") == pytest.approx(1.0) and relative_luminance("#000000") == 0
    assert contrast("#FFFFFF", "#000000") == pytest.approx(21.0)
    assert contrast("#000000", "#FFFFFF") == pytest.approx(21.0)
    assert contrast("#777777", "#777777") == pytest.approx(1.0)


def test_text_takes_the_more_contrasting_of_ink_and_paper(content):
    palette = content.palette
    assert [text_colour(palette[name].rgb, palette) for name in ("yellow", "blue", "red")] == ["ink", "paper", "paper"]
    assert text_colour("#808080", {**palette, "ink": palette["paper"]}) == "ink"  # a tie keeps ink


def with_colour(palette, name, **changes):
    return {**palette, name: replace(palette[name], **changes)}


CARD_COLOURS = {"yellow": "黄", "blue": "青", "red": "赤"}  # MIGHTY?'s, as its design checks them


def problems(palette, extra=(), card_colours=CARD_COLOURS) -> list[str]:
    with pytest.raises(BuildError) as error:
        check_palette(palette, extra, card_colours)
    return [str(problem) for problem in error.value.problems]


def test_the_content_palette_passes(content):
    check_palette(content.palette, extra=("tint",))


def test_a_card_colour_needs_a_label_and_a_shape_that_can_be_drawn(content):
    palette = with_colour(with_colour(content.palette, "yellow", label=None), "blue", shape="triangle")
    assert problems(palette) == [
        f"{content.palette['yellow'].where}: palette.yellow.label: found none, expected the colour's name (黄): "
        "colour is never the only cue",
        f"{content.palette['blue'].where}: palette.blue.shape: found 'triangle', expected one of circle, square, star",
    ]


def test_two_card_colours_with_one_shape_are_refused(content):
    palette = with_colour(content.palette, "blue", shape="circle")
    assert problems(palette) == [
        f"{content.palette['yellow'].where}: palette: found the shapes circle, circle, star, "
        "expected a different shape for each card colour"
    ]


def test_a_missing_colour_is_named_once_at_the_palette(content):
    palette = {name: colour for name, colour in content.palette.items() if name != "tint"}
    assert problems(palette, extra=("tint", "paper")) == [
        f"{content.palette['yellow'].where}: palette: found no colour 'tint', expected one (the cards, the quick "
        "reference and the web page use it)"
    ]

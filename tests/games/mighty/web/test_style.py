"""MIGHTY?'s style sheet of the web pages: text colours, the star, the palette's checks."""

from __future__ import annotations

from generator.cards.colours import contrast
from generator.cards.design import star
from generator.games.mighty.web.style import star_polygon, text_on


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
    assert corners[1] == "36.8% 31.8%"  # an inner corner, 0.45 of the way out


def test_the_star_is_the_cards_star_turned_to_css_coordinates():
    card = star(50, 50, 50, 0.45, "ink").points
    css = [
        tuple(float(v.rstrip("%")) for v in corner.split())
        for corner in star_polygon(0.45).removeprefix("polygon(").removesuffix(")").split(",")
    ]
    assert css == [(round(x, 1), round(100 - y, 1)) for x, y in card]


def test_a_text_colour_below_4_5_to_1_is_an_error_naming_text_rgb(content, tmp_path, build):
    import dataclasses

    import pytest

    from generator.errors import BuildError

    red = content.palette["red"]
    palette = {**content.palette, "red": dataclasses.replace(red, text_rgb="#E83828")}  # the print red: 4.2:1 under white
    with pytest.raises(BuildError) as error:
        build(dataclasses.replace(content, palette=palette), tmp_path)
    message = str(error.value)
    assert f"{red.where}: palette.red.text_rgb: found #FFFFFF text on #E83828 at 4.18:1, expected at least 4.5:1" in message
    assert f"{red.where}: palette.red.text_rgb: found #E83828 text on tint #FFF8E3 at 3.94:1" in message
    assert "give palette.red a darker text_rgb" in message
    assert not (tmp_path / "web").exists()


def test_the_pages_draw_red_text_in_its_text_safe_shade(content):
    from generator.cards.colours import contrast
    from generator.cards.design import SYMBOLS as STYLE
    from generator.games.mighty.web.style import css_variables, screen_rgb

    red = content.palette["red"]
    assert screen_rgb(red) == red.text_rgb != red.rgb
    assert f"--red-text:{red.text_rgb};" in css_variables(content.palette, (63, 88), STYLE)
    assert min(contrast(red.text_rgb, content.palette[bg].rgb) for bg in ("paper", "tint")) >= 4.5

"""The core's card-drawing kit: what any game's design gets for fitting values and indexes of any width."""

from __future__ import annotations

import pytest

from generator.cards.card_text import width_mm
from generator.cards.design import SYMBOLS, CardGeometry, Legibility, OnCard, background, check_width, fitted_pt, symbol, widest_pt
from generator.cards.primitives import Circle, Polygon, Rect
from generator.errors import BuildError, Location
from generator.fonts import BOLD

AT = OnCard("57", Location("games/x/deck.yaml", 4, 3))


def test_a_value_that_fits_keeps_its_size():
    assert fitted_pt(AT, "7", 40.0, 20.0, "value", 0.5) == 40.0


def test_a_wider_value_shrinks_exactly_to_its_room():
    size = fitted_pt(AT, "100", 40.0, 20.0, "value", 0.5)
    assert 20.0 <= size < 40.0
    assert width_mm("100", BOLD, size) == pytest.approx(20.0)


def test_a_value_too_wide_even_at_the_smallest_size_names_the_card_and_by_how_much():
    with pytest.raises(BuildError) as error:
        fitted_pt(AT, "100000", 40.0, 10.0, "value", 0.5)
    smallest = width_mm("100000", BOLD, 20.0)
    message = str(error.value)
    assert message.startswith("games/x/deck.yaml:4:3: the value '100000' of 57 is ")
    assert (
        f"and {smallest:.1f} mm at 20 pt, the smallest the design sets it; the card has 10.0 mm, so it is {smallest - 10:.1f} mm too wide"
        in (message)
    )


def test_a_fixed_size_text_too_wide_says_by_how_much():
    with pytest.raises(BuildError) as error:
        check_width(AT, "WIDE NAME", BOLD, 30.0, 20.0, "name")
    width = width_mm("WIDE NAME", BOLD, 30.0)
    assert f"is {width:.1f} mm wide at 30 pt, the card has 20.0 mm, so it is {width - 20:.1f} mm too wide" in str(error.value)


def test_one_size_for_a_deck_of_indexes_is_the_widest_ones():
    sizes = widest_pt(AT, ["1", "57", "100"], 22.0, 8.0, "corner index", 0.5)
    assert sizes == fitted_pt(AT, "100", 22.0, 8.0, "corner index", 0.5) < 22.0


def test_text_too_small_for_a_figure_is_left_out_and_reversed_text_never_shrinks_below_the_print_minimum():
    figure = Legibility(scale=0.25, min_reversed_pt=6.0)
    assert figure.text(0, 0, "fine print", BOLD, 8.0, "ink") is None  # 2 pt once drawn
    reversed_text = figure.text(0, 0, "INDEX", BOLD, 22.0, "paper")  # 5.5 pt once drawn
    assert reversed_text is not None and reversed_text.size_pt * 0.25 == pytest.approx(6.0)


def test_the_symbols_and_the_background():
    geometry = CardGeometry(63, 88, 3, 4)
    assert background(geometry, "accent") == Rect(-3, -3, 69, 94, "accent")
    assert isinstance(symbol("circle", 0, 0, 10, "ink"), Circle)
    square = symbol("square", 0, 0, 10, "ink")
    assert isinstance(square, Rect) and square.width == pytest.approx(10 * SYMBOLS.square_fill)
    assert isinstance(symbol("star", 0, 0, 10, "ink"), Polygon)

"""Lengths with units (layout.yaml): one parser, unknown units refused."""

import pytest

from generator.content.lengths import UnitError, parse_length, parse_offset, parse_pixels


@pytest.mark.parametrize(
    "text, points",
    [
        ("148mm", 148 * 72 / 25.4),
        ("3 mm", 3 * 72 / 25.4),
        ("1.5cm", 15 * 72 / 25.4),
        ("8.5pt", 8.5),
        ("0.125in", 9.0),
    ],
)
def test_lengths_become_points(text, points):
    assert parse_length(text).pt == pytest.approx(points)
    assert parse_length(text).text == text.strip()


def test_a_length_knows_its_millimetres():
    assert parse_length("148mm").mm == pytest.approx(148)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("3", "found '3', expected a length with a unit: mm, cm, pt, in"),
        (3, "found 3, expected a length with a unit: mm, cm, pt, in"),
        ("3furlong", "found '3furlong', expected a length with a unit: mm, cm, pt, in"),
        ("815px", "found '815px', expected a length with a unit: mm, cm, pt, in"),
        ("-3mm", "found '-3mm', expected a number followed by a unit (mm, cm, pt, in or px)"),
        ("mm", "found 'mm', expected a number followed by a unit (mm, cm, pt, in or px)"),
        (True, "found True, expected a number followed by a unit (mm, cm, pt, in or px)"),
    ],
)
def test_bad_lengths_say_what_was_expected(text, expected):
    with pytest.raises(UnitError) as error:
        parse_length(text)
    assert str(error.value) == expected


def test_pixels():
    assert parse_pixels("815px") == 815
    for bad in ("815", "815.5px", "3mm"):
        with pytest.raises(UnitError, match="expected whole pixels such as 815px"):
            parse_pixels(bad)


@pytest.mark.parametrize("text, mm", [("-0.5mm", -0.5), ("+1mm", 1.0), ("0mm", 0.0), ("-0mm", 0.0), (" -2 mm ", -2.0)])
def test_offsets_may_be_signed(text, mm):
    assert parse_offset(text).mm == pytest.approx(mm)
    assert str(parse_offset(text).mm) != "-0.0"


@pytest.mark.parametrize("text", ["-0.5", -0.5, "--1mm", "1px", "", "−1mm"])
def test_bad_offsets_say_a_sign_is_allowed(text):
    with pytest.raises(UnitError) as error:
        parse_offset(text)
    assert str(error.value) == f"found {text!r}, expected a length with a unit and an optional sign, such as -0.5mm (mm, cm, pt, in)"

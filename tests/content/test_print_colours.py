"""The palette against the print limits (generator/content/print_colours.py) and layout.yaml `print`:
a planted fault is one message at its game.yaml line, through `check` and `build`, nothing written."""

from __future__ import annotations

from generator.content.loader import load_content

from .conftest import edit, line_of
from .test_bad_input import run


def test_rich_black_ink_is_refused_at_its_line(copy, capsys, tmp_path):
    edit(copy, "game.yaml", "ink:    {cmyk: [0, 0, 0, 1.0]", "ink:    {cmyk: [0.6, 0.4, 0.4, 1.0]")
    line = line_of(copy, "game.yaml", "  ink:")
    assert run(copy, capsys, tmp_path) == [
        f"content/game.yaml:{line}:11: palette.ink: cmyk [0.6, 0.4, 0.4, 1] is a rich black (K with C, M or Y): every "
        "text would print on four plates and blur where they are a little off; expected black only, cmyk [0, 0, 0, 1]"
    ]


def test_a_colour_over_the_ink_limit_is_refused_at_its_line(copy, capsys, tmp_path):
    edit(copy, "game.yaml", "blue:   {cmyk: [1.0, 0.55, 0, 0]", "blue:   {cmyk: [1.0, 1.0, 1.0, 1.0]")
    line = line_of(copy, "game.yaml", "  blue:")
    assert run(copy, capsys, tmp_path) == [
        f"content/game.yaml:{line}:11: palette.blue: cmyk [1, 1, 1, 1] totals 400% of ink, more than the limit of 300% "
        "(layout.yaml print.ink_limit); expected at most 300%: the sheet would stay wet and smear"
    ]


def test_the_limit_is_the_layout_setting(copy, capsys, tmp_path):
    """A card service's 240 %: the blue (155 %) still passes, a 250 % colour does not."""
    edit(copy, "layout.yaml", "ink_limit: 300%", "ink_limit: 240%")
    edit(copy, "game.yaml", "red:    {cmyk: [0, 0.90, 0.80, 0.15]", "red:    {cmyk: [0.5, 0.9, 0.8, 0.3]")
    found = run(copy, capsys, tmp_path)
    assert len(found) == 1 and "palette.red: cmyk [0.5, 0.9, 0.8, 0.3] totals 250% of ink, more than the limit of 240%" in found[0]


def test_print_settings_are_read_with_units(copy):
    edit(copy, "layout.yaml", "pdfx: x1a", "pdfx: x4")
    edit(copy, "layout.yaml", "min_knockout_text: 6pt", "min_knockout_text: 7pt")
    edit(copy, "layout.yaml", "back: ink-saving", "back: full")
    content = load_content(copy)
    checks = content.print_checks
    assert (checks.pdfx, checks.ink_limit, checks.min_knockout_pt, checks.min_line_mm, checks.min_image_ppi) == ("x4", 3.0, 7.0, 0.1, 300)
    assert content.card_sheets.back == "full" and content.card_sheets.printable_margin == 5.0


def test_an_unknown_pdfx_setting_is_one_message(copy, capsys, tmp_path):
    edit(copy, "layout.yaml", "pdfx: x1a", "pdfx: x3")
    line = line_of(copy, "layout.yaml", "pdfx: x3")
    found = run(copy, capsys, tmp_path)
    assert len(found) == 1 and found[0].startswith(f"content/layout.yaml:{line}:9: print.pdfx: found 'x3', expected one of x1a, x4, none")


def test_an_ink_limit_without_percent_is_one_message(copy, capsys, tmp_path):
    edit(copy, "layout.yaml", "ink_limit: 300%", "ink_limit: 300")
    found = run(copy, capsys, tmp_path)
    assert len(found) == 1 and "print.ink_limit: found 300, expected a percentage from 100% to 400% such as 300%" in found[0]

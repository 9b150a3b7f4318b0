"""generator/typeset/latin.py: English set justified and hyphenated (pyphen, US English), with the
rules checked on every English text of the content at many widths."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from reportlab.lib.colors import CMYKColor

from generator.content.markup import plain
from generator.content.verify import texts
from generator.fonts import register_latin_fonts
from generator.pipeline import load_editions
from generator.typeset import Alignment, JPStyle, Run
from generator.typeset.latin import (
    HYPHEN,
    HYPHENATION,
    MAX_HYPHENATED_RUN,
    MAX_SPACE_RATIO,
    MIN_SPACE_RATIO,
    NO_BREAK_SPACE,
    LatinParagraph,
    _line,
    adjustment_ratio,
    fitness_class,
    hyphenation_points,
)

REPO = Path(__file__).resolve().parents[2]
K100 = CMYKColor(0, 0, 0, 1)
WIDTHS = (90, 120, 160, 200, 260, 330)  # pt: from a diagram box to the booklet's full measure
MEASURE = 330  # pt: about the booklet's body measure


@pytest.fixture(scope="module")
def style() -> JPStyle:
    register_latin_fonts()
    return JPStyle("Sans", "Sans-Bold", 9.45, 14.8, K100)


@pytest.fixture(scope="module")
def english_texts() -> list[str]:
    content = load_editions(REPO / "content", ("ja", "en"))["en"]
    return sorted({plain(text, content) for text in texts(content) if len(text) > 40})


def test_hyphenation_is_us_english_and_spares_names_and_capitals():
    assert HYPHENATION == "en_US"
    assert hyphenation_points("declarations") == [3, 5, 7]  # dec-la-ra-tions
    assert hyphenation_points("everyone") == [5]  # every-one, never ev-eryone (3 letters kept before)
    assert hyphenation_points("MIGHTY") == [] and hyphenation_points("Masayoshi") == [] and hyphenation_points("strength") == []


def test_justified_lines_fill_the_measure_and_the_last_does_not(style):
    text = (
        "Whether it is MIGHTY or DOUBLE, each player picks yellow or blue for it, and it counts as a 1 of that color. "
        "Write down the color you pick for each card; you cannot change it later. For the usual sum, swap in these "
        "colors and numbers, then work out your strength as on page\u00a07."
    )
    paragraph = LatinParagraph(text, style)
    width = next(w for w in range(MEASURE - 20, MEASURE + 20) if not paragraph.out_of_bounds(w))
    lines = paragraph.layout(width)
    assert len(lines) > 2 and paragraph.justified(width)
    for line in lines[:-1]:
        lefts = paragraph.char_lefts(line)
        right = lefts[line.ink_end - line.start - 1] + paragraph._text.widths[line.ink_end - 1]
        hyphen = paragraph._text.hyphen_width(line.ink_end) if line.hyphenated else 0.0
        assert right + hyphen == pytest.approx(width, abs=0.01)
    ratios = paragraph.space_ratios(width)
    assert MIN_SPACE_RATIO - 1e-6 <= min(ratios) and max(ratios) <= MAX_SPACE_RATIO + 1e-6


def test_a_narrow_measure_is_set_ragged_right(style):
    paragraph = LatinParagraph("Keep your secret card and record face down, and do not mix them with the others.", style)
    assert not paragraph.justified(150) and paragraph.space_ratios(150) == [1.0] * len(paragraph.space_ratios(150))


@pytest.mark.parametrize("width", WIDTHS)
def test_every_english_text_keeps_the_rules_at_every_width(style, english_texts, width):
    for text in english_texts:
        paragraph = LatinParagraph(text, style)
        lines = paragraph.layout(width)
        run = 0
        for line in lines:
            run = run + 1 if line.hyphenated else 0
            assert run <= MAX_HYPHENATED_RUN, (text, paragraph.lines(width))
        assert not lines[-1].hyphenated
        if paragraph.min_width() <= width:
            assert paragraph.violations(width) == []


def test_a_lone_last_word_is_avoided_when_a_rebreak_exists(style):
    text = "The player who wins the showdown goes out, and the loser stays in the round for everyone."
    for width in range(100, 340, 3):
        paragraph = LatinParagraph(text, style)
        lines = paragraph.layout(width)
        if len(lines) > 1:
            assert lines[-1].spaces, (width, paragraph.lines(width))


def test_greedy_filling_would_have_left_a_lone_word(style):
    """The case above is a real one: filled line by line, some width leaves the last word alone."""
    text = "The player who wins the showdown goes out, and the loser stays in the round for everyone."
    words = text.split(" ")
    from generator.typeset.measure import glyph_width

    def width_of(s: str) -> float:
        return sum(glyph_width("Sans", 9.45, c) for c in s)

    def greedy_last_line(width: float) -> str:
        line = ""
        for word in words:
            candidate = f"{line} {word}".strip()
            line = candidate if width_of(candidate) <= width else word
        return line

    assert any(" " not in greedy_last_line(w) for w in range(120, 330, 7))


def test_a_no_break_run_is_never_split(style):
    runs = [Run("The end is explained in detail on "), Run("pages 9–10", no_break=True), Run(".")]
    for width in range(60, 200, 3):
        printed = LatinParagraph.from_runs(runs, style).lines(width)
        assert any("pages 9–10" in line for line in printed), (width, printed)


def test_characters_the_latin_face_lacks_come_from_the_fallback_face(style):
    paragraph = LatinParagraph("Write it down → page 11.", style)
    assert paragraph._text.faces[paragraph._text.face_of[paragraph.text.index("→")]].font == "Gothic"


def test_circled_numbers_are_figures_in_the_latin_face_whose_text_is_their_digits(style):
    paragraph = LatinParagraph("Take ③ away from ②.", style)
    indexes = {i for i, c in enumerate(paragraph.text) if c in "③②"}
    assert paragraph.measured.figures == indexes
    assert {paragraph.measured.faces[paragraph.measured.face_of[i]].font for i in indexes} == {"Sans"}
    assert [paragraph.measured.widths[i] for i in sorted(indexes)] == pytest.approx([style.size] * 2)  # one em, as BIZ UD Gothic's
    assert paragraph.text_layer(MEASURE) == ["Take 3 away from 2."]


def test_a_word_wider_than_the_measure_is_a_violation(style):
    paragraph = LatinParagraph("Supercalifragilisticexpialidocious", style)
    assert paragraph.violations(40) and paragraph.violations(400) == []


def test_left_aligned_text_is_ragged_and_balanced(style):
    ragged = JPStyle("Sans", "Sans-Bold", 9.45, 14.8, K100, alignment=Alignment.LEFT)
    paragraph = LatinParagraph("majority color / minority color", ragged)
    assert paragraph.lines(90) == ["majority color /", "minority color"]


def _break_of(paragraph: LatinParagraph, line) -> tuple[int, str | None]:
    """The break a laid-out line ends at: the first one at or after its last printed character (None: the text's end)."""
    measured = paragraph.measured
    end = min(i for i in [*measured.breaks, len(measured.chars)] if i >= line.ink_end)
    return end, measured.breaks.get(end)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("indent", [0.0, 9.45])
def test_each_line_is_the_line_measured_afresh(style, english_texts, width, indent):
    """The search carries a line's natural width and its spaces forward as the line grows by one break after
    another: each laid-out line is the very LatinLine (the same floats) that measuring it from scratch gives."""
    indented = JPStyle("Sans", "Sans-Bold", 9.45, 14.8, K100, first_line_indent=indent)
    for text in [*english_texts, "Keep it\nshort, with a  double space and co-operation\nand a last line."]:
        paragraph = LatinParagraph(text, indented)
        for line in paragraph.layout(width):
            end, kind = _break_of(paragraph, line)
            assert _line(paragraph.measured, line.start, end, kind, line.indent, width) == line, (text, width)


def _line_ends(text: str, style: JPStyle, widths=range(60, 340, 2)) -> set[str]:
    """The last word of every line but the last, at every width: where the paragraph may break."""
    ends = set()
    for width in widths:
        lines = LatinParagraph(text, style).lines(width)
        ends |= {line.rsplit(" ", 1)[-1] for line in lines[:-1]}
    return ends


def test_no_line_ends_at_a_no_break_space(style):
    text = f"The winner takes all 2{NO_BREAK_SPACE}points and MIGHTY{NO_BREAK_SPACE}+{NO_BREAK_SPACE}DOUBLE wins."
    for width in range(60, 340, 2):
        lines = LatinParagraph(text, style).lines(width)
        assert any("2\u00a0points" in line for line in lines) and any("MIGHTY\u00a0+\u00a0DOUBLE" in line for line in lines), lines


def test_a_no_break_space_stretches_and_is_drawn_as_a_space(style):
    text = f"Put down 1{NO_BREAK_SPACE}point, and every player who challenges puts down 2{NO_BREAK_SPACE}points of chips on the table."
    paragraph = LatinParagraph(text, style)
    first = paragraph.layout(200)[0]
    assert any(paragraph.text[i] == NO_BREAK_SPACE for i in first.spaces)
    assert NO_BREAK_SPACE not in "".join(paragraph.text_layer(200))
    assert paragraph.measured.widths[text.index(NO_BREAK_SPACE)] == paragraph.measured.widths[text.index(" ")]


def test_a_number_stays_with_the_word_after_it_and_a_lone_plus_with_both_neighbours(style):
    ends = _line_ends("Each player takes 2 points, 0 chips or (2 points) and MIGHTY + DOUBLE beats 3 + 1 cards here.", style)
    assert not ends & {"2", "0", "(2", "3", "1", "+", "MIGHTY"}


def test_an_opening_quote_is_never_left_at_a_line_end(style):
    ends = _line_ends('Then say \u201c MIGHTY \u201d and the player on your left says \u2018 yes \u2019 or " no " to it.', style)
    assert not ends & {"\u201c", "\u2018", '"'}


def test_words_of_five_letters_or_fewer_are_never_hyphenated_and_three_letters_stay_on_each_side():
    assert hyphenation_points("cards") == [] and hyphenation_points("table") == []
    assert all(3 <= point <= len(word) - 3 for word in ("discussion", "declarations", "opponent") for point in hyphenation_points(word))
    assert hyphenation_points("discussing")


@pytest.mark.parametrize("width", WIDTHS)
def test_no_justified_word_space_leaves_the_bounds_unless_the_paragraph_says_so(style, english_texts, width):
    """Every justified line's spaces are 80–133 % of normal, or the paragraph reports the line (the booklet's check problem)."""
    for text in english_texts:
        paragraph = LatinParagraph(text, style)
        if paragraph.justified(width) and not paragraph.out_of_bounds(width):
            ratios = paragraph.space_ratios(width)
            assert all(MIN_SPACE_RATIO - 1e-6 <= r <= MAX_SPACE_RATIO + 1e-6 for r in ratios), (text, width)


def test_a_paragraph_no_breaking_fits_stays_justified_and_says_which_line(style):
    text = "If your opponent folds, you go out. The player who folded stays in the round."
    paragraph = LatinParagraph(text, style)
    width = next(w for w in range(250, 400) if paragraph.out_of_bounds(w))
    assert paragraph.justified(width) and "needs word spaces of" in paragraph.out_of_bounds(width)[0]
    assert max(paragraph.space_ratios(width)) > MAX_SPACE_RATIO  # set justified, never ragged: the check refuses it


def test_the_adjustment_ratio_and_the_fitness_classes_are_knuth_and_plass():
    assert adjustment_ratio(1.0, 3.0, last=False) == pytest.approx(1.0)  # stretched by STRETCH (a third) of 3 pt of spaces
    assert adjustment_ratio(-0.6, 3.0, last=False) == pytest.approx(-1.0)  # shrunk by SHRINK
    assert adjustment_ratio(5.0, 3.0, last=True) == 0.0 and adjustment_ratio(2.0, 0.0, last=False) == float("inf")
    assert [fitness_class(r) for r in (-0.8, 0.0, 0.7, 1.5)] == [0, 1, 2, 3]


def test_no_line_ends_with_an_article_or_inside_face_down_or_a_short_quotation(style):
    text = "Turn the card face down, work out the sum and say \u201cI can beat that\u201d to the player with a card and an idea."
    ends = _line_ends(text, style, range(90, 340, 2))
    assert ends and not ends & {"the", "a", "an", "face", "work", "\u201cI", "can", "beat"}


def test_the_last_word_of_a_paragraph_is_never_hyphenated(style):
    text = "A player who went out cannot join in talk about the game: no advice, no information, no discussion"
    paragraph = LatinParagraph(text, style)
    assert all(i < text.rindex(" ") for i, kind in paragraph.measured.breaks.items() if kind == "hyphen")


def test_an_added_hyphen_is_a_hyphen_in_the_text_layer(style):
    paragraph = LatinParagraph("A player who went out cannot join in talk about the game: no advice, no discussing.", style)
    for width in range(120, 330, 3):
        layer, lines = paragraph.text_layer(width), paragraph.layout(width)
        for printed, line in zip(layer, lines, strict=True):
            assert printed.endswith(HYPHEN) == line.hyphenated


def test_a_hyphenated_word_is_one_actualtext_span_that_pdftotext_reads_whole(style, tmp_path):
    from reportlab.pdfgen.canvas import Canvas

    text = "A player who went out cannot join in talk about the game: no advice, no discussion and no information at all."
    paragraph = LatinParagraph(text, style)
    width = next(w for w in range(150, 330) if any(line.hyphenated for line in paragraph.layout(w)))
    canvas = Canvas(str(tmp_path / "p.pdf"), pageCompression=0)
    paragraph.draw(canvas, 20, 700, width)
    canvas.save()
    data = (tmp_path / "p.pdf").read_bytes()
    assert data.count(b"/ActualText") == data.count(b" EMC") == sum(line.hyphenated for line in paragraph.layout(width)) > 0
    read = subprocess.run(["pdftotext", str(tmp_path / "p.pdf"), "-"], check=True, capture_output=True, text=True).stdout
    assert set(text.replace(".", "").replace(",", "").replace(":", "").split()) <= set(
        read.replace(".", "").replace(",", "").replace(":", "").split()
    )

"""Ruby (ふりがな) over Japanese text: one unit for breaking, room only where a reading needs it,
drawn over its base at half size, and a text layer that still reads the base words whole."""

from __future__ import annotations

import io

import pdfplumber
import pytest
from reportlab.lib.colors import CMYKColor
from reportlab.pdfgen.canvas import Canvas

from generator.fonts import BOLD, REGULAR, register_fonts
from generator.typeset import JPParagraph, JPStyle, Run
from generator.typeset.ruby import OVERHANG, RUBY_SCALE

SIZE = 10.0
STYLE = JPStyle(REGULAR, BOLD, size=SIZE, leading=18, color=CMYKColor(0, 0, 0, 1))


def paragraph(*runs: Run) -> JPParagraph:
    register_fonts()
    return JPParagraph.from_runs(list(runs), STYLE)


def test_a_word_with_ruby_is_never_split_across_lines():
    set_ = paragraph(Run("あいうえお"), Run("挑戦", ruby="ちょうせん"), Run("する"))
    assert set_.lines(6 * SIZE) == ["あいうえお", "挑戦する"]


def test_a_reading_no_wider_than_its_base_takes_no_room():
    assert paragraph(Run("宣言", ruby="せんげん")).measured.widths == (SIZE, SIZE)


def test_a_wider_reading_reaches_over_kana_but_makes_room_beside_kanji():
    over_kana = paragraph(Run("に"), Run("挑戦", ruby="ちょうせん"), Run("す"))  # 2.5 em of reading over 2 em
    assert sum(over_kana.measured.widths) == pytest.approx(4 * SIZE)
    between_kanji = paragraph(Run("山"), Run("挑戦", ruby="ちょうせん"), Run("川"))
    assert sum(between_kanji.measured.widths) == pytest.approx(4.5 * SIZE)
    assert between_kanji.measured.lead[1] == pytest.approx(0.25 * SIZE)  # the base centred in its room
    assert OVERHANG * 2 * RUBY_SCALE <= 1


def _drawn(set_: JPParagraph, width: float) -> tuple[list[dict], list[dict]]:
    """(chars, filled paths) of the paragraph drawn on a page of its own."""
    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1, initialFontName=REGULAR)
    set_.draw(canvas, 50, 700, width)
    canvas.save()
    with pdfplumber.open(io.BytesIO(buffer.getvalue())) as pdf:
        return pdf.pages[0].chars, pdf.pages[0].curves


def test_the_reading_is_drawn_centred_over_its_base_at_half_size():
    chars, paths = _drawn(paragraph(Run("山"), Run("挑戦", ruby="ちょうせん"), Run("川")), 20 * SIZE)
    base = [c for c in chars if c["text"] in "挑戦"]
    left, right = min(p["x0"] for p in paths), max(p["x1"] for p in paths)  # its glyphs' outlines
    centre = (base[0]["x0"] + base[-1]["x1"]) / 2
    assert (left + right) / 2 == pytest.approx(centre, abs=0.5)  # ink, not advance: a little off
    assert 4 * SIZE * RUBY_SCALE < right - left <= 5 * SIZE * RUBY_SCALE  # ちょうせん at half size
    assert max(p["bottom"] for p in paths) <= min(c["top"] for c in base) + 0.01  # on the em box, never over the kanji


def test_the_text_layer_holds_the_base_text_alone():
    set_ = paragraph(Run("勝負に"), Run("挑戦", ruby="ちょうせん"), Run("する。"), Run("宣言", ruby="せんげん"), Run("した人。"))
    chars, paths = _drawn(set_, 30 * SIZE)
    assert paths and max(p["bottom"] for p in paths) < min(c["top"] for c in chars)  # the readings, as outlines above
    base = sorted(chars, key=lambda c: c["x0"])
    assert "".join(c["text"] for c in base) == "勝負に挑戦する。宣言した人。"
    gaps = [b["x0"] - a["x1"] for a, b in zip(base, base[1:], strict=False)]
    assert max(gaps) < 0.1 * SIZE  # no gap an extractor would read as a space

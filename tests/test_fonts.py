"""The font's character set, read from its cmap alone, is the one reportlab draws with."""
from __future__ import annotations

import pytest
from reportlab.pdfbase.ttfonts import TTFontFile

from generator import fonts


@pytest.mark.parametrize("face", list(fonts.FACES))
def test_the_cmap_reader_agrees_with_reportlab(face):
    path = str(fonts.font_path(face))
    assert fonts.code_points(path) == frozenset(TTFontFile(path).charToGlyph)


def test_a_font_cut_short_is_damaged(tmp_path):
    path = tmp_path / "cut.ttf"
    path.write_bytes(fonts.font_path(fonts.REGULAR).read_bytes()[:100_000])
    with pytest.raises(ValueError, match="ends past the end of the file"):
        fonts.code_points(str(path))

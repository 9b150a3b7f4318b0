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


@pytest.mark.parametrize(
    "data, reason",
    [
        (b"", "the file is empty"),
        (b"<!DOCTYPE html><html><body>404 Not Found</body></html>\n", "it is not a TrueType font file"),
        (b"\x00\x01\x00\x00", "its tables end before their data (a truncated file?)"),  # the header alone
    ],
)
def test_a_file_that_is_no_font_is_told_in_words_not_in_parser_internals(tmp_path, data, reason):
    """An empty download, an error page saved as .ttf, a header alone: the reason, never struct's words or the file's bytes."""
    path = tmp_path / "font.ttf"
    path.write_bytes(data)
    with pytest.raises(ValueError) as raised:
        fonts.code_points(str(path))
    assert str(raised.value) == reason

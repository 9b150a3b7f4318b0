"""What a print shop checks: the safe zone, CMYK only, body text in pure black, the page numbers."""

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from .conftest import MARKS, MM, PRINT, page_boxes, words

SAFE_MM = 5


def test_no_text_outside_the_safe_zone(built):
    boxes = page_boxes(built / PRINT)
    outside = []
    for number, (page_words, box) in enumerate(zip(words(built / PRINT), boxes), 1):
        height = box.media[3]
        x0, x1 = box.trim[0] + SAFE_MM * MM, box.trim[2] - SAFE_MM * MM
        top, bottom = height - box.trim[3] + SAFE_MM * MM, height - box.trim[1] - SAFE_MM * MM  # pdftotext: y down
        outside += [(number, w.text) for w in page_words
                    if w.x0 < x0 - 0.01 or w.x1 > x1 + 0.01 or w.y0 < top - 0.01 or w.y1 > bottom + 0.01]
    assert outside == []


def test_every_page_but_the_covers_shows_its_number(built):
    boxes = page_boxes(built / PRINT)
    for number, (page_words, box) in enumerate(zip(words(built / PRINT), boxes), 1):
        bottom_band = [w.text for w in page_words if w.y0 > box.media[3] - box.trim[1] - 16 * MM]
        if number in (1, 24):
            assert str(number) not in bottom_band
        else:
            assert str(number) in bottom_band, number


def operations(path):
    """(page number, page, [(operands, operator)…]) parsed by pypdf."""
    reader = PdfReader(path)
    for number, page in enumerate(reader.pages, 1):
        yield number, page, ContentStream(page.get_contents(), reader).operations


def text_runs(path):
    """(page, face, size, fill colour) of every text-showing operator, following q/Q, k and Tf."""
    for number, page, ops in operations(path):
        faces = {name: str(font.get_object()["/BaseFont"]) for name, font in page["/Resources"]["/Font"].items()}
        stack, colour, face, size = [], None, None, None
        for operands, op in ops:
            if op == b"q":
                stack.append(colour)
            elif op == b"Q":
                colour = stack.pop()
            elif op == b"k":
                colour = tuple(float(v) for v in operands)
            elif op == b"Tf":
                face, size = faces[operands[0]], float(operands[1])
            elif op in (b"Tj", b"TJ"):
                yield number, face, size, colour


@pytest.mark.parametrize("name", [PRINT, MARKS])
def test_print_files_use_cmyk_only(built, name):
    """No RGB (rg, RG) and no gray (g, G) colour operator on any page: every colour is CMYK (k, K)."""
    for number, _, ops in operations(built / name):
        used = {op for _, op in ops}
        assert not used & {b"rg", b"RG", b"g", b"G", b"sc", b"scn", b"SC", b"SCN"}, number
        assert b"k" in used, number


def test_body_text_is_pure_black(built):
    """Every run in the regular face at the body size is filled 0 0 0 1 k: K100, never four-colour black."""
    from generator.booklet.style import BODY

    body = [colour for _, face, size, colour in text_runs(built / PRINT) if face.endswith("BIZUDGothic-Regular") and size == BODY.size]
    assert len(body) > 100
    assert set(body) == {(0, 0, 0, 1)}


def test_body_text_is_at_least_9_pt(built):
    """Readers aged 8+: no text the typesetter sets is smaller than 9 pt, but for card faces and alt text."""
    from generator.booklet import style

    sizes = [v.size for v in vars(style).values() if isinstance(v, style.TextStyle)]
    assert min(sizes) >= 9

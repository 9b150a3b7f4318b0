"""The screen PDF: an outline entry per page, and every cross-reference and the URL clickable (pypdf)."""

import math

import pytest
from pypdf import PdfReader

from generator.content.markup import SIDE_WORDS, facing_page

from .conftest import SCREEN, run, squeeze


@pytest.fixture(scope="module")
def reader(built):
    return PdfReader(built / SCREEN)


def test_the_outline_has_every_page_heading_pointing_at_its_page(reader, content):
    entries = [(entry.title, reader.get_destination_page_number(entry)) for entry in reader.outline]
    assert [index for _, index in entries] == list(range(24))
    for (title, _), page in zip(entries, content.pages, strict=True):
        assert page.title in title


def links(reader):
    """(page number, rect, target page number or None, URL or None) of every link annotation."""
    found = []
    for number, page in enumerate(reader.pages, 1):
        for annotation in page.get("/Annots") or []:
            a = annotation.get_object()
            if a.get("/Subtype") != "/Link":
                continue
            target = reader.get_page_number(a["/Dest"][0].get_object()) + 1 if "/Dest" in a else None
            found.append((number, [float(v) for v in a["/Rect"]], target, a.get("/A", {}).get("/URI")))
    return found


def text_under(path, number: int, rect, page_height: float) -> str:
    """The characters inside a link's rectangle: pdftotext cropped to it (72 dpi: one pixel per point),
    its sides rounded inwards (a rectangle that ends where the next character starts must not take it)."""
    x0, y0, x1, y1 = rect
    left, right = math.ceil(x0), math.floor(x1)
    crop = [f"{v:.0f}" for v in (left, page_height - y1, right - left, y1 - y0)]
    return squeeze(
        run("pdftotext", "-f", str(number), "-l", str(number), "-x", crop[0], "-y", crop[1], "-W", crop[2], "-H", crop[3], str(path), "-")
    )


def test_every_cross_reference_links_to_the_page_it_prints(built, reader):
    height = float(reader.pages[0].mediabox.height)
    page_links = [link for link in links(reader) if link[2] is not None]
    assert len(page_links) >= 7
    by_annotation = {}
    for number, rect, target, _ in page_links:
        by_annotation.setdefault((number, target), "")
        by_annotation[(number, target)] += text_under(built / SCREEN, number, rect, height)
    for (number, target), text in by_annotation.items():
        if text in SIDE_WORDS:  # {side:…}: 左ページ / 右ページ links to the facing page
            assert target == facing_page(number, len(reader.pages)) and text == SIDE_WORDS[target % 2]
        else:
            assert str(target) in text and "ページ" in text, (number, target, text)
    assert (23, 22) in by_annotation  # p.23's 左ページ


def test_the_calculator_url_is_clickable_on_its_page(built, reader, content):
    url_links = [(number, rect) for number, rect, _, url in links(reader) if url == content.game.calculator_url]
    assert url_links, "no link to the calculator"
    height = float(reader.pages[0].mediabox.height)
    texts = [text_under(built / SCREEN, number, rect, height) for number, rect in url_links]
    assert content.game.calculator_url in texts


def test_print_files_carry_no_links(built):
    from .conftest import PRINT

    assert all(not page.get("/Annots") for page in PdfReader(built / PRINT).pages)

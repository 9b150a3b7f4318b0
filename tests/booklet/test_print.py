"""What a print shop checks: the safe zone, CMYK only, body text in pure black, the page numbers."""

import re
from dataclasses import dataclass

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from generator.booklet.surface import FORM_PREFIX

from .conftest import MARKS, MM, PRINT, page_boxes, words

SAFE_MM = 5


def test_no_text_outside_the_safe_zone(built):
    boxes = page_boxes(built / PRINT)
    outside = []
    for number, (page_words, box) in enumerate(zip(words(built / PRINT), boxes, strict=True), 1):
        height = box.media[3]
        x0, x1 = box.trim[0] + SAFE_MM * MM, box.trim[2] - SAFE_MM * MM
        top, bottom = height - box.trim[3] + SAFE_MM * MM, height - box.trim[1] - SAFE_MM * MM  # pdftotext: y down
        outside += [
            (number, w.text) for w in page_words if w.x0 < x0 - 0.01 or w.x1 > x1 + 0.01 or w.y0 < top - 0.01 or w.y1 > bottom + 0.01
        ]
    assert outside == []


def test_every_page_but_the_covers_shows_its_number(built):
    boxes = page_boxes(built / PRINT)
    for number, (page_words, box) in enumerate(zip(words(built / PRINT), boxes, strict=True), 1):
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
    from generator.booklet.stylesheet import BODY

    body = [colour for _, face, size, colour in text_runs(built / PRINT) if face.endswith("BIZUDGothic-Regular") and size == BODY.size]
    assert len(body) > 100
    assert set(body) == {(0, 0, 0, 1)}


@dataclass(frozen=True)
class Shown:
    """One text-showing operator of a page's own content stream, as the reader sees it."""

    page: int
    size: float  # pt on the page: the Tf size scaled by the text matrix and the CTM
    invisible: bool  # render mode 3 (the figures' alt text)
    text: str


def _product(a, b):
    """The 2×3 affine matrices (a, b, c, d, e, f) of PDF, a then b."""
    return (
        a[0] * b[0] + a[1] * b[2],
        a[0] * b[1] + a[1] * b[3],
        a[2] * b[0] + a[3] * b[2],
        a[2] * b[1] + a[3] * b[3],
        a[4] * b[0] + a[5] * b[2] + b[4],
        a[4] * b[1] + a[5] * b[3] + b[5],
    )


IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def shown_text(path):
    """Every text operator in the pages' content streams, with its size as printed. Form XObjects
    (Do) are not entered: the booklet's forms are the card faces (generator/booklet/figures.py)."""
    for number, _page, ops in operations(path):
        ctm, tm, size, mode, stack = IDENTITY, IDENTITY, 0.0, 0, []
        for operands, op in ops:
            if op == b"q":
                stack.append((ctm, size, mode))
            elif op == b"Q":
                ctm, size, mode = stack.pop()
            elif op == b"cm":
                ctm = _product(tuple(float(v) for v in operands), ctm)
            elif op == b"BT":
                tm = IDENTITY
            elif op == b"Tm":
                tm = tuple(float(v) for v in operands)
            elif op == b"Tf":
                size = float(operands[1])
            elif op == b"Tr":
                mode = int(operands[0])
            elif op in (b"Tj", b"TJ", b"'", b'"'):
                a, b, c, d, _, _ = _product(tm, ctm)
                yield Shown(number, size * abs(a * d - b * c) ** 0.5, mode == 3, str(operands[-1]))


def forms_drawn(path) -> set[str]:
    return {str(operands[0]) for _, _, ops in operations(path) for operands, op in ops if op == b"Do"}


def small_text(path, minimum: float) -> list[Shown]:
    return [shown for shown in shown_text(path) if not shown.invisible and shown.size < minimum - 1e-6]


def test_no_printed_text_is_smaller_than_9_pt(built):
    """Readers aged 8+: every visible word of the print PDF is at least 9 pt, read from the PDF itself
    (Tf size × text matrix × CTM). Card faces are exempt: they are form XObjects, and nothing else is."""
    shown = list(shown_text(built / PRINT))
    assert len(shown) > 500 and {s.page for s in shown} == set(range(1, 25))
    assert small_text(built / PRINT, 9) == []
    assert forms_drawn(built / PRINT) and all(re.fullmatch(rf"/FormXob\.{FORM_PREFIX}\d+", f) for f in forms_drawn(built / PRINT))


def test_the_size_check_sees_small_scaled_and_hidden_text(tmp_path):
    """The check can fail: 8 pt text and 12 pt text scaled by half are reported; invisible text and a form are not."""
    from reportlab.pdfgen.canvas import Canvas

    path = tmp_path / "sizes.pdf"
    canvas = Canvas(str(path), invariant=1)
    canvas.setFont("Helvetica", 12)
    canvas.drawString(10, 700, "twelve")
    canvas.setFont("Helvetica", 8)
    canvas.drawString(10, 680, "eight")
    canvas.saveState()
    canvas.scale(0.5, 0.5)
    canvas.setFont("Helvetica", 12)
    canvas.drawString(10, 600, "scaled")
    canvas.restoreState()
    hidden = canvas.beginText(10, 560)
    hidden.setTextRenderMode(3)
    hidden.setFont("Helvetica", 5)
    hidden.textOut("hidden")
    canvas.drawText(hidden)
    canvas.beginForm("Card1", 0, 0, 100, 100)
    canvas.setFont("Helvetica", 4)
    canvas.drawString(0, 50, "form")
    canvas.endForm()
    canvas.doForm("Card1")
    canvas.save()
    assert [(s.text, round(s.size, 3)) for s in small_text(path, 9)] == [("eight", 8), ("scaled", 6)]


BLEED_PROBE_DPI = 72  # one pixel per point
INSIDE_MM, OUTSIDE_MM = 1.0, 2.0  # probes either side of the trim; the bleed is 3 mm
PROBE_STEP_MM = 4.0
INK_TOLERANCE = 6  # per RGB channel: anti-aliasing, not a different colour


@pytest.fixture(scope="module")
def print_renderings(built, tmp_path_factory):
    from PIL import Image

    from .conftest import run

    prefix = tmp_path_factory.mktemp("bleed") / "page"
    run("pdftoppm", "-r", str(BLEED_PROBE_DPI), "-png", str(built / PRINT), str(prefix))
    return [Image.open(path).convert("RGB") for path in sorted(prefix.parent.glob("page-*.png"))]


def unbled(image, trim) -> list[str]:
    """Probes where the colour just inside the trim stops before the bleed edge (pixel boxes, y down)."""
    x0, y0, x1, y1 = trim
    inside, outside, step = (round(v * MM) for v in (INSIDE_MM, OUTSIDE_MM, PROBE_STEP_MM))
    probes = [((x, y0 + inside), (x, y0 - outside)) for x in range(x0 + step, x1 - step, step)]
    probes += [((x, y1 - inside), (x, y1 + outside)) for x in range(x0 + step, x1 - step, step)]
    probes += [((x0 + inside, y), (x0 - outside, y)) for y in range(y0 + step, y1 - step, step)]
    probes += [((x1 - inside, y), (x1 + outside, y)) for y in range(y0 + step, y1 - step, step)]
    found = []
    for near, far in probes:
        a, b = image.getpixel(near), image.getpixel(far)
        if max(abs(p - q) for p, q in zip(a, b, strict=True)) > INK_TOLERANCE:
            found.append(f"{near} {a} stops before {far} {b}")
    return found


def trim_pixels(box) -> tuple[int, int, int, int]:
    """The TrimBox in pixels of the 72 dpi rendering, y measured down from the top."""
    height = box.media[3]
    return round(box.trim[0]), round(height - box.trim[3]), round(box.trim[2]), round(height - box.trim[1])


def test_colour_that_touches_the_trim_runs_into_the_bleed(built, print_renderings):
    """The cover backgrounds and the heading bands reach past the trim to the bleed edge (trimming drifts)."""
    boxes = page_boxes(built / PRINT)
    found = [
        f"page {n}: {problem}"
        for n, (image, box) in enumerate(zip(print_renderings, boxes, strict=True), 1)
        for problem in unbled(image, trim_pixels(box))
    ]
    assert len(print_renderings) == 24
    assert found == []


def test_the_bleed_check_sees_a_background_that_stops_at_the_trim(built, print_renderings):
    """The check can fail: the cover with its bleed painted white is reported along every edge."""
    from PIL import ImageDraw

    x0, y0, x1, y1 = trim_pixels(page_boxes(built / PRINT)[0])
    cover = print_renderings[0].copy()
    draw = ImageDraw.Draw(cover)
    draw.rectangle((0, 0, cover.width, y0 - 1), fill="white")
    draw.rectangle((0, 0, x0 - 1, cover.height), fill="white")
    found = unbled(cover, (x0, y0, x1, y1))
    assert any("stops before" in problem for problem in found)
    assert len(found) > (x1 - x0) // round(PROBE_STEP_MM * MM)

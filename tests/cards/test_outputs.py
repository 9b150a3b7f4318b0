"""The built card files, checked with real tools: pdfinfo, pdffonts, pdftoppm, pypdf, zxing-cpp, chromium."""

from __future__ import annotations

import csv
import io
import re
import subprocess
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat
from pypdf import PdfReader
from pypdf.generic import ContentStream
from reportlab.pdfgen.canvas import Canvas

from generator.cards import pdf_backend, render
from generator.cards.faces import faces_of
from generator.cards.images import face_image
from generator.cards.sheets import SheetLayout
from generator.fonts import REGULAR, register_fonts
from generator.games.mighty.rules import Card, Color, parse_card
from generator.geometry import PT_PER_MM, mm_to_pt
from generator.output import Staging

from .tools import decode_all, fonts, page_boxes, render_page

GREY_MARGIN = 90  # of 255: yellow and blue backgrounds must differ at least this much in grey (about 35 %)
PNP_FILES = ("cards/cards-pnp-a4.pdf", "cards/cards-pnp-letter.pdf")
PDF_FILES = ("cards/cards-print.pdf", "quickref.pdf", "qr/calculator.pdf", *PNP_FILES)


def close(a, b, tolerance=0.02) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


# --- deck.csv and the PNGs ------------------------------------------------------------------


def read_csv(built: Path) -> list[dict]:
    with open(built / "cards/deck.csv", encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def test_deck_csv_adds_up_to_the_deck(built, content):
    rows = read_csv(built)
    assert sum(int(r["copies"]) for r in rows) == content.deck.size == 39
    assert [(r["card"], int(r["copies"])) for r in rows] == [(c.name, n) for c, n in content.deck.copies.items()]


def test_every_face_and_the_back_has_a_png_named_for_upload(built):
    files = sorted(p.name for p in (built / "cards/png").iterdir())
    assert len(files) == 15
    assert "back-x39.png" in files and "front-01-Y0-x3.png" in files and "front-13-MIGHTY-x1.png" in files
    assert {f"png/{name}" for name in files if name.startswith("front")} == {r["file"] for r in read_csv(built)}


def test_pngs_have_the_chosen_presets_size_and_dpi(built, content):
    preset = content.card_presets[content.card_preset]
    for png in (built / "cards/png").iterdir():
        with Image.open(png) as image:
            assert image.size == (preset.width_px, preset.height_px) == (815, 1110)
            assert image.mode == "RGB"
            assert [round(d) for d in image.info["dpi"]] == [300, 300]


@pytest.mark.parametrize("name, size", [("japan", (815, 1110)), ("thegamecrafter", (825, 1125)), ("makeplayingcards", (822, 1122))])
def test_each_preset_gives_its_pixel_size(content, name, size):
    faces = faces_of(content)
    image = face_image(faces.back, faces, content.card_presets[name], content.palette)
    assert image.size == size and image.mode == "RGB"


def grey_of(image: Image.Image, x_frac: float, y_frac: float) -> int:
    grey = image.convert("L")
    return grey.getpixel((int(grey.width * x_frac), int(grey.height * y_frac)))


def test_yellow_and_blue_differ_in_grey_in_the_pngs(built):
    png = built / "cards/png"
    yellow = grey_of(Image.open(png / "front-01-Y0-x3.png"), 0.02, 0.5)
    blue = grey_of(Image.open(png / "front-07-B0-x3.png"), 0.02, 0.5)
    assert yellow - blue >= GREY_MARGIN, (yellow, blue)


def test_yellow_and_blue_differ_in_grey_in_the_print_pdf(built, tmp_path):
    pdf = built / "cards/cards-print.pdf"
    yellow = grey_of(render_page(pdf, 1, tmp_path, dpi=72, gray=True), 0.02, 0.5)  # 黄0
    blue = grey_of(render_page(pdf, 19, tmp_path, dpi=72, gray=True), 0.02, 0.5)  # 青0 follows 18 yellow cards
    assert yellow - blue >= GREY_MARGIN, (yellow, blue)


# --- the print PDF --------------------------------------------------------------------------


def test_print_pdf_has_one_card_a_page_with_trim_and_bleed_boxes(built):
    boxes = page_boxes(built / "cards/cards-print.pdf")
    assert len(boxes) == 39 + 1  # every card, then the shared back
    bleed, trim = 3 * PT_PER_MM, (3, 3, 66, 91)
    for page in boxes:
        assert close(page["MediaBox"], (0, 0, 69 * PT_PER_MM, 94 * PT_PER_MM))
        assert close(page["BleedBox"], page["MediaBox"])
        assert close(page["TrimBox"], tuple(v * PT_PER_MM for v in trim)), (page, bleed)


@pytest.mark.parametrize("relpath", PDF_FILES)
def test_every_font_is_embedded(built, relpath):
    rows = fonts(built / relpath)
    assert all(row[-5] == "yes" for row in rows), rows  # the "emb" column
    assert not any("Helvetica" in row[0] for row in rows)


def streams(pdf: Path) -> list[bytes]:
    """Every page's content and every form XObject's content."""
    reader = PdfReader(pdf)
    data = []
    for page in reader.pages:
        data.append(page.get_contents().get_data())
        for xobject in (page["/Resources"].get("/XObject") or {}).values():
            data.append(xobject.get_object().get_data())
    return data


@pytest.mark.parametrize("relpath", ["cards/cards-print.pdf", "quickref.pdf", "qr/calculator.pdf"])
def test_print_files_use_cmyk_only(built, relpath):
    operators = b" ".join(streams(built / relpath))
    assert not re.search(rb"\b(rg|RG|g|G|sc|SC|scn|SCN)\b", operators)
    assert re.search(rb"\bk\b", operators)


# --- print-and-play -------------------------------------------------------------------------


def placements(pdf: Path, page: int) -> list[tuple[str, float, float]]:
    """(form name, x, y in pt) of every form drawn on a page, by following q/Q/cm in its content."""
    reader = PdfReader(pdf)
    ops = ContentStream(reader.pages[page - 1].get_contents(), reader).operations
    stack, ctm, found = [], (1, 0, 0, 1, 0, 0), []
    for operands, op in ops:
        if op == b"q":
            stack.append(ctm)
        elif op == b"Q":
            ctm = stack.pop()
        elif op == b"cm":
            ctm = multiply([float(v) for v in operands], ctm)
        elif op == b"Do":
            found.append((str(operands[0]).lstrip("/").removeprefix("FormXob."), ctm[4], ctm[5]))
    return found


def multiply(m, n):
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F)


@pytest.mark.parametrize("relpath", PNP_FILES)
def test_pnp_holds_the_calibration_39_cards_and_a_quickref_per_player(built, content, relpath):
    pdf = built / relpath
    pages = len(PdfReader(pdf).pages)
    assert pages == 2 + 2 * 5 + 2  # calibration, 5 card sheets, 1 quick-reference sheet, each front + back
    fronts = [name for p in range(3, pages + 1, 2) for name, _, _ in placements(pdf, p)]
    backs = [name for p in range(4, pages + 1, 2) for name, _, _ in placements(pdf, p)]
    assert sum(name.startswith("card-") and not name.startswith("card-back") for name in fronts) == 39
    assert backs.count("card-back-ink-saving") == 39  # layout.yaml cards.pnp.back: ink-saving by default
    assert fronts.count("quickref-front") == backs.count("quickref-back") == content.game.players_max == 8


@pytest.mark.parametrize("relpath", PNP_FILES)
def test_pnp_fronts_and_mirrored_backs_land_on_the_same_positions(built, content, relpath):
    """Read back from the PDF where each card and each back is placed; the back sheet, flipped on
    the long edge, must put each back exactly behind its front."""
    pdf = built / relpath
    width_pt = float(PdfReader(pdf).pages[0].mediabox.width)
    card_w = content.card.width.pt
    for front_page in range(3, 15, 2):
        fronts = placements(pdf, front_page)
        backs = placements(pdf, front_page + 1)
        assert len(fronts) == len(backs)
        for (_, fx, fy), (_, bx, by) in zip(fronts, backs, strict=True):
            assert abs((width_pt - (bx + card_w)) - fx) < 0.01 and abs(by - fy) < 0.01


def test_pnp_slots_match_the_sheet_geometry(built, content):
    settings = content.card_sheets
    paper = settings.papers[0]
    layout = SheetLayout(paper, content.card.width.mm, content.card.height.mm, settings)
    placed = placements(built / f"cards/cards-pnp-{paper.name}.pdf", 3)
    expected = [(layout.front(slot).x * PT_PER_MM, layout.front(slot).y * PT_PER_MM) for slot in range(9)]
    assert all(close((x, y), e) for (_, x, y), e in zip(placed, expected, strict=True))


# --- QR codes -------------------------------------------------------------------------------


def test_quickref_qr_decodes_with_level_m(built, content, tmp_path):
    codes = decode_all(render_page(built / "quickref.pdf", 2, tmp_path))
    assert [(c.text, c.ec_level) for c in codes] == [(content.game.calculator_url, "M")]


def test_every_quickref_on_the_pnp_sheet_decodes(built, content, tmp_path):
    codes = decode_all(render_page(built / "cards/cards-pnp-a4.pdf", 14, tmp_path, dpi=300))
    assert [c.text for c in codes] == [content.game.calculator_url] * 8


def test_standalone_qr_png_and_pdf_decode(built, content, tmp_path):
    url = content.game.calculator_url
    assert [c.text for c in decode_all(Image.open(built / "qr/calculator.png"))] == [url]
    assert [c.text for c in decode_all(render_page(built / "qr/calculator.pdf", 1, tmp_path))] == [url]


@pytest.mark.browser  # chromium draws the SVG
def test_standalone_qr_svg_decodes_in_a_browser(built, content, tmp_path):
    shot = tmp_path / "svg.png"
    subprocess.run(
        [
            "chromium",
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            f"--screenshot={shot}",
            "--window-size=400,400",
            (built / "qr/calculator.svg").as_uri(),
        ],
        check=True,
        capture_output=True,
        timeout=120,
    )
    assert [c.text for c in decode_all(Image.open(shot))] == [content.game.calculator_url]


def test_quickref_qr_has_a_painted_white_quiet_zone(built, tmp_path):
    """On the tinted card the 4 modules around the code are pure white: painted, not left blank."""
    page = render_page(built / "quickref.pdf", 2, tmp_path, dpi=300).convert("RGB")
    (code,) = decode_all(page)
    xs = [p.x for p in (code.position.top_left, code.position.bottom_right)]
    ys = [p.y for p in (code.position.top_left, code.position.bottom_right)]
    module = (xs[1] - xs[0]) / 29  # version 3: 29 modules (zxing reports the corners of the outer modules)
    left, top, bottom = xs[0] - 4 * module, ys[0] - 4 * module, ys[1] + 4 * module
    ring = [(x, y) for x in range(int(left) + 2, int(xs[0]) - 2) for y in range(int(top) + 2, int(bottom) - 2, 5)]
    assert all(page.getpixel(p) == (255, 255, 255) for p in ring)
    assert page.getpixel((int(left) - 6, int(top) - 6)) != (255, 255, 255)  # the tint outside it


# --- the build as a whole -------------------------------------------------------------------


def test_two_builds_are_byte_identical(built, build_elsewhere, tmp_path):
    """The second build runs in another process, folder, hash seed and time zone (and adds manifest.json)."""
    again = build_elsewhere(["cards"], tmp_path)
    first = {str(p.relative_to(built)): p.read_bytes() for p in built.rglob("*") if p.is_file()}
    second = {str(p.relative_to(again)): p.read_bytes() for p in again.rglob("*") if p.is_file()}
    # the deck's PNGs and CSV, its PDFs, QR files, tuck box, chips (sheets, print file, PNGs) and components.csv
    assert len(first) == 15 + 1 + 1 + 2 + 1 + 3 + 3 + 2 + 1 + 2 + 1
    assert second.keys() - first.keys() == {"manifest.json"} and first.keys() <= second.keys()
    assert [k for k in first if first[k] != second[k]] == []


@pytest.mark.slow  # renders every card file
def test_every_output_is_described_for_the_manifest(content, tmp_path):
    staging = Staging(tmp_path)
    try:
        render(content, staging)
        assert set(staging.described) == set(staging.written)
        assert staging.described["cards/cards-print.pdf"]["pages"] == 40
        assert staging.described["quickref.pdf"]["page_size_mm"] == [69.0, 94.0]
    finally:
        staging.discard()


def test_card_name_order_in_the_print_pdf_follows_the_deck(content):
    faces = faces_of(content)
    assert faces.deck_order[:4] == [Card.number(Color.YELLOW, 0)] * 3 + [Card.number(Color.YELLOW, 1)]


@pytest.mark.parametrize("name", ["黄3", "青0", "MIGHTY", "back"])
def test_png_and_pdf_backends_draw_the_same_card(content, tmp_path, name):
    """One design, two renderers: the PNG and the PDF (rasterised by poppler) agree to the pixel edge."""
    faces = faces_of(content)
    prims = faces.back if name == "back" else faces.fronts[parse_card(name)]
    preset = content.card_presets["japan"]
    pdf = tmp_path / "face.pdf"
    pdf.write_bytes(single_face_pdf(prims, faces, content.palette))
    stem = tmp_path / "face"
    subprocess.run(
        ["pdftoppm", "-singlefile", "-png", "-scale-to-x", str(preset.width_px), "-scale-to-y", str(preset.height_px), pdf, stem],
        check=True,
    )
    difference = ImageChops.difference(Image.open(f"{stem}.png").convert("RGB"), face_image(prims, faces, preset, content.palette)).convert(
        "L"
    )
    assert ImageStat.Stat(difference).mean[0] < 2
    assert sum(difference.histogram()[64:]) / (preset.width_px * preset.height_px) < 0.01


def single_face_pdf(prims, faces, palette) -> bytes:
    g = faces.geometry
    register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(mm_to_pt(g.bleed_box.width), mm_to_pt(g.bleed_box.height)), invariant=1, initialFontName=REGULAR)
    pdf_backend.draw(canvas, prims, mm_to_pt(g.bleed), mm_to_pt(g.bleed), palette, cmyk=False)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


@pytest.mark.parametrize("relpath", PDF_FILES)
def test_qpdf_finds_no_structural_problem(built, relpath):
    assert subprocess.run(["qpdf", "--check", built / relpath], capture_output=True).returncode == 0

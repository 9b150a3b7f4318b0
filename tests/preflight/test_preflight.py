"""`preflight` on the real build (every file clean) and on planted faults, each caught by its check."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout

import pytest
from reportlab.pdfgen.canvas import Canvas

from generator import pdfx
from generator.cli import main
from generator.content.loader import load_content
from generator.fonts import REGULAR, register_fonts
from generator.preflight.inspection import inspect, printed_codes
from generator.preflight.report import Report
from generator.qr import draw_qr

from .conftest import JAPANESE_PRINT_FILES as PRINT_FILES

MM = 72 / 25.4


@pytest.fixture(scope="module")
def content(content_dir):
    return load_content(content_dir)


@pytest.fixture(scope="module")
def preflight_command(built_all, content_dir) -> tuple[int, str, Report]:
    """`preflight` run on the whole build: its exit status, what it printed and the report its inspection made. The
    inspection takes minutes, so the command makes it once and the tests of the report read the one it made."""
    made: list[Report] = []

    def inspect_and_keep(folder, content):
        made.append(inspect(folder, content))
        return made[-1]

    printed = io.StringIO()
    with pytest.MonkeyPatch.context() as patch, redirect_stdout(printed):
        patch.setattr("generator.preflight.inspection.inspect", inspect_and_keep)  # the command imports it when it runs
        status = main(["preflight", "--content", str(content_dir), "--build", str(built_all)])
    [report] = made
    return status, printed.getvalue(), report


@pytest.fixture(scope="module")
def report(preflight_command) -> Report:
    return preflight_command[2]


def test_every_built_file_is_clean(report):
    assert {f.path: f.problems for f in report.files if f.problems} == {}
    kinds = {f.kind for f in report.files}
    assert {"booklet-print", "booklet-print-marks", "cards-print", "quickref-print", "booklet-screen", "cards-pnp", "qr"} <= kinds
    assert {f.path for f in report.files} >= {f"en/{name}" for name in PRINT_FILES}  # the English edition is inspected too


def test_the_print_files_get_every_shop_check(report):
    expected = {
        "PDF/X",
        "boxes",
        "fonts",
        "colour",
        "text",
        "ink",
        "knocked-out text",
        "hairlines",
        "outside bleed",
        "images",
        "invisible text",
        "contrast",
    }
    for f in report.files:
        if f.kind in ("booklet-print", "booklet-print-marks", "cards-print", "quickref-print", "tuckbox-print"):
            assert expected <= set(f.checks), f.path
            assert f.checks["PDF/X"] == "PDF/X-1a:2003, JC200103"
        if f.kind.endswith("-pnp"):  # printed at home: the rendered contrast too, agreeing with check's
            assert f.checks["contrast"].startswith(f"{f.checks['contrast'].split()[0]} runs sampled at 150 dpi"), f.path


def test_qr_codes_are_decoded_where_they_are_printed(report, content):
    by_path = {f.path: f for f in report.files}
    for path in ("booklet-print.pdf", "quickref.pdf", "cards/cards-pnp-a4.pdf", "qr/calculator.png", "qr/calculator.pdf"):
        assert content.game.calculator_url in by_path[path].checks["QR"], path
    assert "p.12" in by_path["booklet-print.pdf"].checks["QR"]
    assert content.game.calculator_url_en
    for path in ("en/booklet-print.pdf", "en/quickref.pdf", "en/cards/cards-pnp-a4.pdf", "en/qr/calculator.png"):
        assert content.game.calculator_url_en in by_path[path].checks["QR"], path


def _planted(folder, kind="cards-print", *, draw) -> None:
    """A one-page print file declaring PDF/X-1a, with `draw(canvas)` on it, listed in a manifest."""
    register_fonts()
    buffer = io.BytesIO()
    size = (60 * MM, 60 * MM)
    canvas = Canvas(
        buffer, pagesize=size, invariant=1, initialFontName=REGULAR, trimBox=(3 * MM, 3 * MM, 57 * MM, 57 * MM), bleedBox=(0, 0, *size)
    )
    canvas.setTitle("planted")
    draw(canvas)
    canvas.showPage()
    canvas.save()
    (folder / "planted.pdf").write_bytes(pdfx.finish(buffer.getvalue(), pdfx.X1A))
    (folder / "manifest.json").write_text(json.dumps({"outputs": [{"kind": kind, "path": "planted.pdf"}]}))


def _problems(tmp_path, content, kind="cards-print", *, draw) -> list[str]:
    _planted(tmp_path, kind, draw=draw)
    (report,) = inspect(tmp_path, content).files
    return report.problems


def test_a_clean_planted_file_is_clean(tmp_path, content):
    def draw(c):
        c.setFillColorCMYK(0, 0, 0, 1)
        c.setFont(REGULAR, 9)
        c.drawString(10 * MM, 30 * MM, "MIGHTY 9 pt")

    assert _problems(tmp_path, content, draw=draw) == []


def test_ink_over_the_limit(tmp_path, content):
    def draw(c):
        c.setFillColorCMYK(1, 1, 1, 1)
        c.rect(10 * MM, 10 * MM, 20 * MM, 20 * MM, stroke=0, fill=1)

    assert any(p.startswith("ink: total area coverage above 300% on p.1 (at most 400%)") for p in _problems(tmp_path, content, draw=draw))


def test_small_white_text_on_colour(tmp_path, content):
    def draw(c):
        c.setFillColorCMYK(1, 0.55, 0, 0)
        c.rect(0, 0, 60 * MM, 60 * MM, stroke=0, fill=1)
        c.setFillColorCMYK(0, 0, 0, 0)
        c.setFont(REGULAR, 5)
        c.drawString(10 * MM, 30 * MM, "small white 5 pt")

    found = _problems(tmp_path, content, draw=draw)
    assert any(p.startswith("knocked-out text below 6 pt: 1 runs on p.1 (smallest 5.0 pt)") for p in found), found


def test_small_black_text_that_does_not_overprint_on_yellow(tmp_path, content):
    def draw(c):
        c.setFillColorCMYK(0, 0.2, 1, 0)
        c.rect(0, 0, 60 * MM, 60 * MM, stroke=0, fill=1)
        c.setFillColorCMYK(0, 0, 0, 1)
        c.setFont(REGULAR, 5)
        c.drawString(10 * MM, 30 * MM, "black 5 pt")

    assert any("knocked-out text below 6 pt" in p for p in _problems(tmp_path, content, draw=draw))


def test_small_black_text_on_paper_is_fine(tmp_path, content):
    def draw(c):
        c.setFillColorCMYK(0, 0, 0, 1)
        c.setFont(REGULAR, 5)
        c.drawString(10 * MM, 30 * MM, "black 5 pt on paper")

    assert _problems(tmp_path, content, draw=draw) == []


def test_rich_black_text(tmp_path, content):
    def draw(c):
        c.setFillColorCMYK(0.6, 0.4, 0.4, 1)
        c.setFont(REGULAR, 9)
        c.drawString(10 * MM, 30 * MM, "rich black")

    assert any(p.startswith("text: black text on more than the K plate") for p in _problems(tmp_path, content, draw=draw))


def test_hairline(tmp_path, content):
    def draw(c):
        c.setStrokeColorCMYK(0, 0, 0, 1)
        c.setLineWidth(0.05 * MM)
        c.line(10 * MM, 10 * MM, 40 * MM, 10 * MM)

    assert any(p.startswith("hairlines: 1 strokes thinner than 0.1 mm on p.1") for p in _problems(tmp_path, content, draw=draw))


def test_invisible_text_in_a_print_file(tmp_path, content):
    def draw(c):
        text = c.beginText(10 * MM, 30 * MM)
        text.setTextRenderMode(3)
        text.setFont(REGULAR, 9)
        text.textOut("alt text")
        c.drawText(text)

    assert any(p.startswith("invisible text (render mode 3)") for p in _problems(tmp_path, content, draw=draw))


def test_rgb_in_a_print_file(tmp_path, content):
    def draw(c):
        c.setFillColorRGB(1, 0, 0)
        c.rect(10 * MM, 10 * MM, 20 * MM, 20 * MM, stroke=0, fill=1)

    found = _problems(tmp_path, content, draw=draw)
    assert any(p.startswith("colour: page 1 sets DeviceRGB") for p in found) and any(p.startswith("PDF/X: colour:") for p in found)


def test_a_missing_qr_code(tmp_path, content):
    found = _problems(tmp_path, content, "quickref-print", draw=lambda c: None)
    assert f"QR: no code decodes, expected one reading {content.game.calculator_url!r}" in found


def _code(url):
    def draw(c):
        draw_qr(c, url, 10 * MM, 10 * MM, 0.5)

    return draw


def test_a_code_that_reads_another_address(tmp_path, content):
    found = _problems(tmp_path, content, "quickref-print", draw=_code("https://example.com/"))
    assert f"QR: a code reads 'https://example.com/', expected {content.game.calculator_url!r}" in found
    assert f"QR: no code reads {content.game.calculator_url!r}, expected one (the game prints it in this file)" in found


def test_qr_codes_are_expected_where_the_game_prints_them(content):
    """MIGHTY?: its booklet's qr block (p.12), its quick reference (and the sheets that print it), its QR files."""
    url, english = content.game.calculator_url, content.game.calculator_url_en
    for kind in ("booklet-print", "booklet-screen", "quickref-print", "cards-pnp", "qr"):
        assert printed_codes(content, {"kind": kind, "path": "x"}) == (url,), kind
        assert printed_codes(content, {"kind": kind, "path": "en/x", "edition": "en"}) == (english,), kind
    assert printed_codes(content, {"kind": "cards-print", "path": "cards/cards-print.pdf"}) == ()


@pytest.fixture(scope="module")
def mind(repo):
    return load_content(repo / "games" / "the-mind")


def test_a_game_without_a_calculator_expects_no_qr_code_anywhere(mind):
    assert mind.game.calculator_url is None
    kinds = ("booklet-print", "booklet-home-a4", "quickref-print", "cards-pnp", "tuckbox-pnp", "cards-print", "qr")
    assert {kind: printed_codes(mind, {"kind": kind, "path": "x"}) for kind in kinds} == dict.fromkeys(kinds, ())


def test_a_file_without_a_code_is_clean_where_the_game_prints_none(tmp_path, mind):
    _planted(tmp_path, "quickref-print", draw=lambda c: None)
    (report,) = inspect(tmp_path, mind).files
    assert report.checks["QR"] == "none printed, none decodes"
    assert report.problems == []


def test_a_code_where_the_game_prints_none(tmp_path, mind):
    found = _problems(tmp_path, mind, "booklet-print", draw=_code("https://example.com/"))
    assert "QR: a code on p.1 reads 'https://example.com/', expected none (the game prints no QR code in this file)" in found


def test_the_command_writes_the_report_into_the_manifest(preflight_command, built_all):
    status, out, _ = preflight_command
    assert status == 0 and out.strip().endswith("all clean"), out
    assert "ok   booklet-print.pdf  (PDF/X-1a:2003, JC200103" in out
    manifest = json.loads((built_all / "manifest.json").read_text())["outputs"]
    assert any(e["path"] == "preflight.json" and e["kind"] == "preflight" for e in manifest)
    saved = json.loads((built_all / "preflight.json").read_text())
    assert saved["clean"] is True and saved["limits"]["ink_percent"] == 300


def test_the_command_fails_on_a_planted_fault(tmp_path, content_dir, capsys):
    def draw(c):
        c.setFillColorCMYK(1, 1, 1, 1)
        c.rect(10 * MM, 10 * MM, 20 * MM, 20 * MM, stroke=0, fill=1)

    _planted(tmp_path, draw=draw)
    assert main(["preflight", "--content", str(content_dir), "--build", str(tmp_path)]) == 1
    assert "✗ ink: total area coverage above 300%" in capsys.readouterr().out


def test_nothing_built_is_one_message(tmp_path, content_dir, capsys):
    assert main(["preflight", "--content", str(content_dir), "--build", str(tmp_path)]) == 2
    assert "manifest.json not found: build the files first" in capsys.readouterr().err


def test_the_built_qr_png_measures_what_the_pdf_measures(built_all):
    """Defect 8 on the built files: qr/calculator.png at its stated resolution is the PDF's size."""
    from pikepdf import Pdf
    from PIL import Image

    with Image.open(built_all / "qr/calculator.png") as png:
        png_mm = png.width / png.info["dpi"][0] * 25.4
    with Pdf.open(built_all / "qr/calculator.pdf") as pdf:
        pdf_mm = float(pdf.pages[0].mediabox[2]) / MM
    assert abs(png_mm - pdf_mm) < 0.01, (png_mm, pdf_mm)


def test_print_pdfx_none_asks_for_no_pdfx(tmp_path, content):
    """print.pdfx: none — a print file without PDF/X keys is not a fault; with x1a it is."""
    from dataclasses import replace

    register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(
        buffer,
        pagesize=(60 * MM, 60 * MM),
        invariant=1,
        initialFontName=REGULAR,
        trimBox=(3 * MM, 3 * MM, 57 * MM, 57 * MM),
        bleedBox=(0, 0, 60 * MM, 60 * MM),
    )
    canvas.showPage()
    canvas.save()
    (tmp_path / "planted.pdf").write_bytes(pdfx.finish(buffer.getvalue(), pdfx.NONE))
    (tmp_path / "manifest.json").write_text(json.dumps({"outputs": [{"kind": "cards-print", "path": "planted.pdf"}]}))
    none = replace(content, print_checks=replace(content.print_checks, pdfx="none"))
    (report,) = inspect(tmp_path, none).files
    assert report.problems == [] and report.checks["PDF/X"] == "not declared (print.pdfx: none)"
    (report,) = inspect(tmp_path, content).files
    assert any(p.startswith("PDF/X: Info /GTS_PDFXVersion") for p in report.problems)


def test_card_pngs_below_the_resolution_are_reported(tmp_path, content):
    from PIL import Image

    (tmp_path / "png").mkdir()
    Image.new("RGB", (100, 100), "white").save(tmp_path / "png/front-01.png", dpi=(300, 300))
    Image.new("RGB", (100, 100), "white").save(tmp_path / "png/front-02.png", dpi=(150, 150))
    entries = [{"kind": "card-image", "path": f"png/front-0{n}.png"} for n in (1, 2)]
    (tmp_path / "manifest.json").write_text(json.dumps({"outputs": entries}))
    (report,) = inspect(tmp_path, content).files
    assert report.problems == ["images: 1 card PNGs below 300 ppi (png/front-02.png …)"]
    assert report.checks["resolution"] == "150–300 ppi"


def _built_cards(folder):
    """A build's manifest (stage_manifest: each entry's sha256) over two card PNGs and a PDF."""
    from PIL import Image

    from generator.manifest import stage_manifest
    from generator.output import Staging, TargetStaging

    with Staging(folder) as staging:
        cards = TargetStaging(staging, "cards", "ja")
        for n in (1, 2):
            Image.new("RGB", (10, 10), "white").save(cards.path(f"cards/png/front-0{n}.png"), dpi=(300, 300))
            cards.describe(f"cards/png/front-0{n}.png", "card-image")
        cards.write_bytes("cards/deck.csv", b"1,2\n")
        cards.describe("cards/deck.csv", "card-list")
        stage_manifest(staging)


def test_a_build_whose_manifest_lists_its_files_as_they_are_is_clean(tmp_path, content):
    _built_cards(tmp_path)
    (tmp_path / "cards/notes.txt").write_text("a user's own: not in cards/png/")
    (tmp_path / "cards/png/.DS_Store").write_text("a file manager's")
    report = inspect(tmp_path, content).files[0]
    assert (report.path, report.kind, report.problems) == ("manifest.json", "manifest", [])
    assert report.checks == {"files": "3 listed, each as built"}


def test_a_manifest_that_disagrees_with_the_files_is_refused(tmp_path, content_dir, capsys):
    """A file gone, one changed since the build (or a build cut short), one in cards/png/ the manifest does not list."""
    _built_cards(tmp_path)
    (tmp_path / "cards/png/front-01.png").unlink()
    (tmp_path / "cards/deck.csv").write_bytes(b"1,2,3\n")
    (tmp_path / "cards/png/back-x39.png").write_bytes((tmp_path / "cards/png/front-02.png").read_bytes())
    assert main(["preflight", "--content", str(content_dir), "--build", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "FAIL manifest.json" in out
    assert "✗ manifest: cards/png/front-01.png is listed, but there is no such file (build again)" in out
    changed = "its sha256 differs: changed since, or the build was cut short; build again"
    assert f"✗ manifest: cards/deck.csv is not the file the build wrote ({changed})" in out
    assert (
        "✗ manifest: cards/png/back-x39.png is in no entry, but a shop uploading cards/png/ would print it (remove it, or build again)"
        in out
    )


def test_each_folder_of_card_pngs_is_one_entry_with_its_own_count(tmp_path, content):
    """The deck's cards/png/ and a component's cards/png-chips/: each folder a print service takes, counted alone."""
    from PIL import Image

    paths = ["cards/png/front-01.png", "cards/png/front-02.png", "cards/png/back.png", "cards/png-chips/front.png"]
    for path in paths:
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        Image.new("RGB", (10, 10), "white").save(tmp_path / path, dpi=(300, 300))
    (tmp_path / "manifest.json").write_text(json.dumps({"outputs": [{"kind": "card-image", "path": path} for path in paths]}))
    assert [report.path for report in inspect(tmp_path, content).files] == ["cards/png/ (3 PNGs)", "cards/png-chips/ (1 PNG)"]

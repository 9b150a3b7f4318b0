"""`build balance`: the PDF (reportlab charts), the HTML (inline SVG) and the JSON, reproducible."""

from __future__ import annotations

import json
import re

import pytest
from pypdf import PdfReader

from generator.cli import main
from generator.games.mighty import balance
from generator.games.mighty.balance.html import balance_html
from generator.games.mighty.balance.pdf import balance_pdf
from generator.output import Staging, TargetStaging
from tests.shared_builds import shared_build


@pytest.fixture(scope="module")
def built(whole_build, tmp_path_factory, content_dir):
    def build_balance(out):
        assert main(["build", "balance", "--content", str(content_dir), "--out", str(out)]) == 0

    return shared_build(tmp_path_factory, "balance", (content_dir,), build_balance)


def test_the_three_files_are_written_and_listed(built):
    manifest = json.loads((built / "manifest.json").read_text(encoding="utf-8"))
    listed = {entry["path"]: entry for entry in manifest["outputs"]}
    assert set(listed) == {"balance.pdf", "balance.html", "balance.json"}
    assert (listed["balance.pdf"]["pages"], listed["balance.pdf"]["page_size_mm"]) == (4, [297.0, 210.0])
    assert json.loads((built / "balance.json").read_text(encoding="utf-8"))["format"] == 1


def test_the_pdf_has_one_question_per_page(built, data):
    reader = PdfReader(built / "balance.pdf")
    assert len(reader.pages) == 4
    texts = [page.extract_text() for page in reader.pages]
    assert "バランスレポート" in texts[0] and "強さはどう分布する" in texts[1]
    assert "ショーダウンに勝てる確率" in texts[2] and "何人で遊ぶと" in texts[3]
    for rs in data["rule_sets"]:
        assert rs["name"] in texts[0] and rs["name"] in texts[2]


def test_the_headline_numbers_are_printed(built, data):
    first = PdfReader(built / "balance.pdf").pages[0].extract_text()
    base = data["rule_sets"][0]["headline"]
    assert f"{base['declarer_wins'] * 100:.1f}%" in first and f"{base['special_share'] * 100:.1f}%" in first


@pytest.mark.slow  # draws the report twice in each format, over a second
def test_same_data_same_bytes(data, content):
    assert balance_pdf(data, content.palette)[0] == balance_pdf(data, content.palette)[0]
    assert balance_html(data, content.palette) == balance_html(data, content.palette)


def test_the_html_draws_every_chart_inline_and_loads_nothing(built, data):
    html = (built / "balance.html").read_text(encoding="utf-8")
    assert html.count("<svg") == len(data["rule_sets"]) + 2  # a distribution per rule set, the showdown, the round view
    assert not re.search(r"(src|href)=\"(https?:)?//", html)
    assert 'role="img"' in html and "<!doctype html>" in html


@pytest.mark.slow  # two builds in other processes
def test_byte_identical_whatever_the_folder_and_the_hash_seed(tmp_path, content_dir):
    """Two builds in other folders, with other hash seeds, give the same three files."""
    import os
    import shutil
    import subprocess
    import sys

    digests = []
    for seed in ("1", "2"):
        content = tmp_path / f"copy-{seed}" / "content"
        shutil.copytree(content_dir, content)
        out = tmp_path / f"out-{seed}"
        env = {**os.environ, "PYTHONHASHSEED": seed}
        subprocess.run(
            [sys.executable, "-m", "generator", "build", "balance", "--content", str(content), "--out", str(out)],
            check=True,
            env=env,
            capture_output=True,
            cwd=content_dir.parent,
        )
        digests.append({name: (out / name).read_bytes() for name in ("balance.pdf", "balance.html", "balance.json")})
    assert digests[0] == digests[1]


def test_every_font_of_the_pdf_is_embedded(built):
    """reportlab's chart renderer opens each drawing with Helvetica unless told otherwise: a font
    the file would name without embedding it (a shop's preflight: "font not embedded")."""
    fonts = {
        str(font["/BaseFont"]): _embedded(font)
        for page in PdfReader(built / "balance.pdf").pages
        for font in (f.get_object() for f in page["/Resources"].get("/Font", {}).values())
    }
    assert fonts and all(fonts.values()), fonts


def _embedded(font) -> bool:
    """A simple font's descriptor, or a composite font's descendant's, holds the font file."""
    if "/DescendantFonts" in font:
        font = font["/DescendantFonts"][0].get_object()
    descriptor = font.get("/FontDescriptor")
    return descriptor is not None and any(key in descriptor.get_object() for key in ("/FontFile", "/FontFile2", "/FontFile3"))


def rendered(content, data, folder, monkeypatch) -> dict[str, bytes]:
    """The report's files as render writes them, its figures given (the tally is not made again)."""
    monkeypatch.setattr(balance, "report_data", lambda _: data)
    with Staging(folder) as staging:
        balance.render(content, TargetStaging(staging, "balance", "ja"))
    return {name: (folder / name).read_bytes() for name in (balance.PDF, balance.HTML, balance.JSON)}


@pytest.mark.slow  # draws the report twice, over a second
def test_the_pdf_drawn_in_a_forked_child_is_the_pdf_drawn_here(content, data, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDPRESS_PARALLEL", "on")
    forked = rendered(content, data, tmp_path / "on", monkeypatch)
    monkeypatch.setenv("CARDPRESS_PARALLEL", "off")
    assert rendered(content, data, tmp_path / "off", monkeypatch) == forked


@pytest.mark.slow  # two builds of the report
def test_a_build_makes_the_report_in_a_child_from_the_check_on_with_the_same_bytes(content_dir, tmp_path, monkeypatch):
    files = {}
    for parallel in ("on", "off"):
        monkeypatch.setenv("CARDPRESS_PARALLEL", parallel)
        out = tmp_path / parallel
        assert main(["build", "balance", "--content", str(content_dir), "--out", str(out)]) == 0
        files[parallel] = {name: (out / name).read_bytes() for name in (balance.PDF, balance.HTML, balance.JSON, "manifest.json")}
    assert files["on"] == files["off"]

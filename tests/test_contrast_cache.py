"""contrast_cache.py: a verdict from the cache is the verdict the check makes; any change of what it
depends on is a new one; CARDPRESS_CACHE_DIR=off keeps none."""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass, replace
from io import BytesIO
from pathlib import Path

import pytest
from reportlab.pdfgen.canvas import Canvas

from generator import contrast, contrast_cache
from generator.cli import main
from generator.content.model import Colour
from generator.errors import Location, Problems
from generator.pipeline import load_verified

REPO = Path(__file__).resolve().parent.parent

PALETTE = {
    "ink": Colour("ink", (0.0, 0.0, 0.0, 1.0), "#231815", Location("content/game.yaml", 4, 11)),
    "paper": Colour("paper", (0.0, 0.0, 0.0, 0.0), "#FFFFFF", Location("content/game.yaml", 5, 11)),
    "pale": Colour("pale", (0.0, 0.1, 0.3, 0.0), "#FFE8B8", Location("content/game.yaml", 6, 11)),
}


def pdf(text: str, cmyk: tuple[float, float, float, float]) -> bytes:
    """A page with `text` at 10 pt in `cmyk` on paper."""
    out = BytesIO()
    canvas = Canvas(out, pagesize=(200, 100), invariant=1)
    canvas.setFillColorCMYK(*cmyk)
    canvas.setFont("Helvetica", 10)
    canvas.drawString(20, 45, text)
    canvas.showPage()
    canvas.save()
    return out.getvalue()


LOW = pdf("MIGHTY", PALETTE["pale"].cmyk)  # pale on paper: far below 4.5:1
FINE = pdf("MIGHTY", PALETTE["ink"].cmyk)


@pytest.fixture
def judged(monkeypatch, tmp_path):
    """The files the check read (not taken from the cache), with the cache in tmp_path."""
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    read: list[bytes] = []
    judge = contrast._judge_pdf

    def counted(data, palette, where):
        read.append(data)
        return judge(data, palette, where)

    monkeypatch.setattr(contrast, "_judge_pdf", counted)
    return read


def messages(data: bytes, palette=PALETTE, where: str = "the booklet") -> list[tuple[Location | None, str]]:
    problems = Problems()
    contrast.check_pdf(data, palette, where, problems)
    return [(problem.where, problem.message) for problem in problems.found]


# --- after painting: a file's bytes ---------------------------------------------------------


def test_a_hit_is_the_verdict_of_a_miss_and_reads_nothing(judged):
    missed = messages(LOW)
    assert len(missed) == 1 and "palette.pale" in missed[0][1]  # the planted page is refused
    assert messages(LOW) == missed  # from the cache: the same location and message
    assert messages(FINE) == [] and messages(FINE) == []
    assert judged == [LOW, FINE]  # each file read once


@pytest.mark.parametrize(
    "changed",
    [
        {"data": pdf("MIGHTX", PALETTE["pale"].cmyk)},  # the file's bytes
        {"palette": {**PALETTE, "pale": replace(PALETTE["pale"], where=Location("content/game.yaml", 7, 11))}},
        {"palette": {**PALETTE, "pale": replace(PALETTE["pale"], cmyk=(0.0, 0.1, 0.31, 0.0))}},
        {"where": "the tuck box"},  # the messages name the file
    ],
    ids=["bytes", "palette-place", "palette-colour", "where"],
)
def test_each_input_changed_is_a_miss(judged, changed):
    messages(LOW)
    arguments = {"data": LOW, "palette": PALETTE, "where": "the booklet", **changed}
    messages(**arguments)
    assert judged == [LOW, arguments["data"]]


def test_new_code_or_tools_are_a_miss(judged, monkeypatch):
    messages(LOW)
    monkeypatch.setattr(contrast_cache.caches, "code_version", lambda: "another version")
    messages(LOW)
    monkeypatch.setattr(contrast_cache, "_tools", lambda: "another profile")
    messages(LOW)
    assert judged == [LOW, LOW, LOW]


def test_off_keeps_nothing_and_judges_every_time(judged, monkeypatch, tmp_path):
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", "off")
    assert messages(LOW) == messages(LOW)
    assert judged == [LOW, LOW]
    assert not (tmp_path / "cache").exists()


def test_a_damaged_entry_is_judged_again(judged, tmp_path):
    missed = messages(LOW)
    for entry in (tmp_path / "cache" / contrast_cache.FOLDER).iterdir():
        entry.write_bytes(b"not a pickle")
    assert messages(LOW) == missed
    assert judged == [LOW, LOW]


# --- before painting: the content ------------------------------------------------------------


@pytest.fixture(scope="module")
def loaded():
    return load_verified(REPO / "content")


@pytest.fixture
def cached(monkeypatch, tmp_path):
    """The cache in tmp_path; each key worked out afresh (a process works a content's out once)."""
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(contrast_cache, "_HASHED", {})
    yield
    contrast_cache._HASHED.clear()


def test_the_content_key_is_the_same_for_the_same_content(cached, loaded):
    assert contrast_cache.content_key(loaded, "the booklet") == contrast_cache.content_key(loaded, "the booklet")
    assert contrast_cache.content_key(loaded, "the booklet") != contrast_cache.content_key(loaded, "the cards")


@pytest.mark.parametrize("part", ["code_version", "_game_code", "_tools", "_font_files"])
def test_new_code_libraries_or_fonts_are_another_content_key(cached, loaded, monkeypatch, part):
    before = contrast_cache.content_key(loaded, "the booklet")
    contrast_cache._HASHED.clear()
    owner = contrast_cache.caches if part == "code_version" else contrast_cache
    monkeypatch.setattr(owner, part, lambda *_: ["changed"] if part == "_font_files" else "changed")
    assert contrast_cache.content_key(loaded, "the booklet") != before


def test_a_change_of_the_content_or_a_file_it_names_is_another_content_key(cached, loaded, tmp_path):
    before = contrast_cache.content_key(loaded, "the booklet")
    darker = {**loaded.palette, "red": replace(loaded.palette["red"], cmyk=(0.0, 0.9, 0.8, 0.2))}
    assert contrast_cache.content_key(replace(loaded, palette=darker), "the booklet") != before
    art, keys = tmp_path / "logo.svg", []
    for text in ("<svg/>", "<svg></svg>"):  # the same content model, the file it names rewritten
        art.write_text(text)
        os.utime(art, ns=(len(keys), len(keys)))
        keys.append(contrast_cache.content_key(_naming(loaded, art), "the booklet"))
        contrast_cache._HASHED.clear()
    assert keys[0] != keys[1]


def _naming(content, path: Path):
    """`content` with a page naming `path` (as a page's art does)."""

    @dataclass(frozen=True)
    class Art:
        path: Path

    return replace(content, parts={**content.parts, "art": (Art(path),)})


def test_off_has_no_content_key(loaded, monkeypatch):
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", "off")
    assert contrast_cache.content_key(loaded, "the booklet") is None


@pytest.mark.slow  # three checks of a whole game
def test_check_refuses_a_planted_page_alike_from_a_cold_a_warm_and_no_cache(tmp_path, monkeypatch, capsys):
    copy = tmp_path / "content"
    shutil.copytree(REPO / "content", copy)
    game = copy / "game.yaml"
    text = game.read_text(encoding="utf-8")
    darkened = 'red:    {cmyk: [0, 0.90, 0.80, 0.15], rgb: "#CA3324"'
    assert text.count(darkened) == 1
    game.write_text(text.replace(darkened, 'red:    {cmyk: [0, 0.90, 0.80, 0], rgb: "#E83828"'), encoding="utf-8")
    said = []
    for cache in ("cold", "cold", "off"):  # a miss, then a hit, then no cache at all
        monkeypatch.setenv("CARDPRESS_CACHE_DIR", "off" if cache == "off" else str(tmp_path / cache))
        assert main(["check", "--content", str(copy)]) == 2
        said.append(capsys.readouterr().err)
    assert "palette.red: paper text (#FFFFFF) on red (#EF4C4A) is 3.62:1" in said[0]
    assert said[0] == said[1] == said[2]
    assert list((tmp_path / "cold" / contrast_cache.FOLDER).iterdir())  # the verdicts were kept


def test_the_tools_are_the_profile_libraries_and_programs_that_draw_and_read(monkeypatch, tmp_path):
    """svglib reads SVG art and pdftoppm turns art into a card's pixels: a new version of either is a new key."""
    import shutil
    from importlib.util import find_spec

    contrast_cache._tools.cache_clear()
    tools = contrast_cache._tools()
    for library in ("reportlab", "fontTools", "pikepdf", "PIL", "svglib"):
        assert f"{find_spec(library).origin}:" in tools
    found = shutil.which("pdftoppm")
    assert found is not None and f"{Path(found).resolve()}:" in tools
    (tmp_path / "pdftoppm").write_text("#!/bin/sh\n")
    (tmp_path / "pdftoppm").chmod(0o755)
    monkeypatch.setenv("PATH", f"{tmp_path}:{os.environ['PATH']}")
    contrast_cache._tools.cache_clear()
    try:
        assert contrast_cache._tools() != tools and f"{tmp_path / 'pdftoppm'}:" in contrast_cache._tools()
    finally:
        contrast_cache._tools.cache_clear()

"""contrast_cache.py: a verdict from the cache is the verdict the check makes; any change of what it
depends on is a new one; CARDPRESS_CACHE_DIR=off keeps none."""

from __future__ import annotations

from dataclasses import replace
from io import BytesIO

import pytest
from reportlab.pdfgen.canvas import Canvas

from generator import contrast, contrast_cache
from generator.content.model import Colour
from generator.errors import Location, Problems

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

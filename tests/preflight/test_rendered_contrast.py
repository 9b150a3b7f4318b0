"""rendered_contrast.py: the contrast cross-check reads text against its surroundings on rendered pages."""

from __future__ import annotations

from pathlib import Path

from pikepdf import Pdf
from reportlab.pdfgen.canvas import Canvas

from generator.fonts import BOLD, register_fonts
from generator.painting import paint
from generator.preflight.rendered_contrast import rendered_contrast


def one_label(path: Path, panel: tuple[float, float, float, float], text: tuple[float, float, float, float], size: float) -> Path:
    """A page with a CMYK panel and a word on it, as the cards' labels are."""
    register_fonts()
    canvas = Canvas(str(path), pagesize=(200, 100))
    canvas.setFillColorCMYK(*panel)
    canvas.rect(20, 20, 160, 60, stroke=0, fill=1)
    canvas.setFillColorCMYK(*text)
    canvas.setFont(BOLD, size)
    canvas.drawString(40, 45, "DOUBLE MIGHTY")
    canvas.save()
    return path


def checked(path: Path) -> tuple[str, list[str]]:
    with Pdf.open(path) as pdf:
        return rendered_contrast(path, paint(pdf))


def test_white_on_the_old_red_is_read_too_low(tmp_path):
    """MIGHTY?'s labels before the red was darkened: white on C0 M90 Y80 K0 at 8.5 pt bold."""
    summary, problems = checked(one_label(tmp_path / "old.pdf", (0, 0.9, 0.8, 0), (0, 0, 0, 0), 8.5))
    assert summary.startswith("1 runs sampled at 150 dpi")
    assert len(problems) == 1 and problems[0].startswith("contrast: 1 text runs read below their ratio on the rendered pages (p.1)")


def test_white_on_the_darkened_red_and_black_on_white_agree_with_the_check(tmp_path):
    assert checked(one_label(tmp_path / "new.pdf", (0, 0.9, 0.8, 0.15), (0, 0, 0, 0), 8.5))[1] == []
    assert checked(one_label(tmp_path / "ink.pdf", (0, 0, 0, 0), (0, 0, 0, 1), 8.5))[1] == []

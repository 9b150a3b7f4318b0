"""reportlab 5.1 drops the graphics states of form XObjects; generator/reportlab_fixes.py keeps them."""

from __future__ import annotations

import ast
import io
import subprocess
import sys
from pathlib import Path

import pikepdf
import pytest
from reportlab.pdfgen.canvas import Canvas

import generator.reportlab_fixes  # noqa: F401


def test_a_form_keeps_its_overprint_state():
    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1)
    canvas.beginForm("card")
    canvas.setFillOverprint(True)
    canvas.setOverprintMask(1)
    canvas.rect(0, 0, 10, 10, stroke=0, fill=1)
    canvas.endForm()
    canvas.doForm("card")
    canvas.showPage()
    canvas.save()
    with pikepdf.open(io.BytesIO(buffer.getvalue())) as pdf:
        (form,) = pdf.pages[0].obj.Resources.XObject.values()
        used = [str(i.operands[0]) for i in pikepdf.parse_content_stream(form) if str(i.operator) == "gs"]
        states = form.Resources.get("/ExtGState", pikepdf.Dictionary())
        assert used and all(name in states for name in used)
        assert any(bool(states[name].get("/op", False)) for name in used)


# --- every PDF is written the same way, whatever was imported first ------------------------------

GENERATOR = Path(generator.reportlab_fixes.__file__).parent
MAKERS = ("Canvas", "SimpleDocTemplate", "BaseDocTemplate")  # what starts a reportlab PDF
RENDERERS = ("drawToFile", "drawToString")  # renderPDF.…: a drawing as a PDF (renderSVG's are SVG)


def _makes_a_pdf(tree: ast.AST) -> bool:
    """A call of a maker, or a maker imported under another name (`from … import Canvas as C`)."""
    called = any(isinstance(node, ast.Call) and (_name(node.func) in MAKERS or _renders_pdf(node.func)) for node in ast.walk(tree))
    aliased = any(isinstance(node, ast.ImportFrom) and any(a.name in MAKERS and a.asname for a in node.names) for node in ast.walk(tree))
    return called or aliased


def _name(func: ast.expr) -> str | None:
    return getattr(func, "id", getattr(func, "attr", None))


def _renders_pdf(func: ast.expr) -> bool:
    return isinstance(func, ast.Attribute) and func.attr in RENDERERS and getattr(func.value, "id", None) == "renderPDF"


def _imports_the_fixes(tree: ast.AST) -> bool:
    return any(isinstance(node, ast.ImportFrom) and any(alias.name == "reportlab_fixes" for alias in node.names) for node in ast.walk(tree))


def test_every_module_that_starts_a_pdf_imports_the_fixes():
    makers = {path: ast.parse(path.read_text(encoding="utf-8")) for path in GENERATOR.rglob("*.py")}
    makers = {path: tree for path, tree in makers.items() if _makes_a_pdf(tree)}
    assert len(makers) >= 8  # booklet, cards, tuck box, chips, QR, balance …: the scan finds them
    assert [str(path.relative_to(GENERATOR)) for path, tree in makers.items() if not _imports_the_fixes(tree)] == []


@pytest.mark.slow  # Python in another process
def test_a_module_alone_in_a_fresh_process_writes_deflate_only_streams():
    """The QR module imported alone (nothing else that would import the fixes): no ASCII85 stream."""
    code = (
        "import io, generator.qr, pikepdf; data = generator.qr.qr_pdf('https://example.org/', 0.5); "
        "pdf = pikepdf.open(io.BytesIO(data)); "
        "print(sorted({str(o.get('/Filter')) for o in pdf.objects if isinstance(o, pikepdf.Stream)}))"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert "ASCII85" not in out and "FlateDecode" in out

"""reportlab 5.1 drops the graphics states of form XObjects; generator/reportlab_fixes.py keeps them."""
from __future__ import annotations

import io

import pikepdf
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

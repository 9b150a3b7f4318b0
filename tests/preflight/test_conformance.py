"""PDF/X-1a:2003 on the built print files, item by item, and each item can fail: a planted fault
in a copy of a conforming file is reported by the check for that item."""

from __future__ import annotations

import io

import pikepdf
import pytest
from pikepdf import Array, Dictionary, Name, Pdf

from generator import pdfx
from generator.preflight.conformance import declared, problems

from .conftest import PRINT_FILES


@pytest.mark.parametrize("name", PRINT_FILES)
def test_print_files_declare_and_meet_pdfx_1a(built_all, name):
    path = built_all / name
    with Pdf.open(path) as pdf:
        assert declared(pdf) == pdfx.X1A
        assert pdf.pdf_version == "1.4"
        intent = pdf.Root.OutputIntents[0]
        assert str(intent.OutputConditionIdentifier) == "JC200103"
        assert str(intent.RegistryName) == "http://www.color.org"
        assert "Japan Color 2001 Coated" in str(intent.Info)
        assert pdf.docinfo.Trapped == Name("/False")
        assert str(pdf.docinfo.Title).startswith("MIGHTY?")
        for page in pdf.pages:
            assert "/TrimBox" in page.obj and "/BleedBox" in page.obj
    assert problems(path) == []


def _planted(built_all, plant) -> list[str]:
    """The problems of a copy of quickref.pdf after `plant(pdf)` changed it."""
    with Pdf.open(built_all / "quickref.pdf") as pdf:
        plant(pdf)
        out = io.BytesIO()
        pdf.save(out, object_stream_mode=pikepdf.ObjectStreamMode.preserve)
    path = built_all / "planted.pdf"
    path.write_bytes(out.getvalue())
    return problems(path)


def _rgb_page(pdf):
    pdf.pages[0].contents_add(pdf.make_stream(b"1 0 0 rg 0 0 10 10 re f"), prepend=False)


def _soft_mask(pdf):
    gs = Dictionary(Type=Name.ExtGState, ca=0.5)
    pdf.pages[0].obj.Resources.ExtGState = Dictionary(GS9=pdf.make_indirect(gs))


def _no_trim(pdf):
    del pdf.pages[1].obj.TrimBox


def _bleed_outside(pdf):
    pdf.pages[0].obj.BleedBox = Array([-5, -5, 10, 10])


def _trapped_unknown(pdf):
    pdf.docinfo.Trapped = Name("/Unknown")


def _no_intent(pdf):
    del pdf.Root.OutputIntents


def _unregistered(pdf):
    pdf.Root.OutputIntents[0].OutputConditionIdentifier = pikepdf.String("MyPress")


def _unembedded_font(pdf):
    font = pdf.make_indirect(Dictionary(Type=Name.Font, Subtype=Name.Type1, BaseFont=Name.Helvetica))
    pdf.pages[0].obj.Resources.Font = Dictionary(F9=font)


def _rgb_image(pdf):
    image = pdf.make_stream(
        b"\xff\x00\x00", Type=Name.XObject, Subtype=Name.Image, Width=1, Height=1, ColorSpace=Name.DeviceRGB, BitsPerComponent=8
    )
    pdf.pages[0].obj.Resources.XObject = Dictionary(Im9=image)


def _javascript(pdf):
    pdf.Root.OpenAction = pdf.make_indirect(Dictionary(S=Name.JavaScript, JS=pikepdf.String("app.alert(1)")))


def _link_annotation(pdf):
    link = Dictionary(Type=Name.Annot, Subtype=Name.Link, Rect=Array([20, 20, 40, 40]))
    pdf.pages[0].obj.Annots = Array([pdf.make_indirect(link)])


def _no_title(pdf):
    del pdf.docinfo.Title


def _no_version(pdf):
    del pdf.docinfo.GTS_PDFXVersion


def _transparency_group(pdf):
    pdf.pages[0].obj.Group = Dictionary(S=Name.Transparency, CS=Name.DeviceCMYK)


def _jpeg2000(pdf):
    image = pdf.make_stream(
        b"\x00",
        Type=Name.XObject,
        Subtype=Name.Image,
        Width=1,
        Height=1,
        ColorSpace=Name.DeviceCMYK,
        BitsPerComponent=8,
        Filter=Name.JPXDecode,
    )
    pdf.pages[0].obj.Resources.XObject = Dictionary(Im8=image)


PLANTED = {
    "colour: page 1 sets DeviceRGB colours": _rgb_page,
    "transparency: constant alpha": _soft_mask,
    "page 2: needs a TrimBox": _no_trim,
    "BleedBox [(]-5.0, -5.0, 10.0, 10.0[)] is not inside the MediaBox": _bleed_outside,
    "Trapped: found /Unknown": _trapped_unknown,
    "OutputIntents: found 0": _no_intent,
    "'MyPress' is not a registered characterization": _unregistered,
    "fonts: Helvetica is not embedded": _unembedded_font,
    "colour: /DeviceRGB": _rgb_image,
    "forbidden: an open action": _javascript,
    "forbidden: a /Link annotation inside the BleedBox": _link_annotation,
    "Title is missing": _no_title,
    "GTS_PDFXVersion: found None": _no_version,
    "transparency: a transparency group": _transparency_group,
    "forbidden: a JPEG 2000 image": _jpeg2000,
}


@pytest.mark.parametrize("expected", PLANTED)
def test_a_planted_fault_is_reported(built_all, expected):
    import re

    found = _planted(built_all, PLANTED[expected])
    assert any(re.search(expected, p) for p in found), found


def test_object_streams_are_reported(built_all, tmp_path):
    with Pdf.open(built_all / "quickref.pdf") as pdf:
        path = tmp_path / "objstm.pdf"
        pdf.save(path, object_stream_mode=pikepdf.ObjectStreamMode.generate)
    assert any("object streams" in p for p in problems(path))


def test_the_screen_pdf_is_not_pdfx_and_says_why(built_all):
    found = problems(built_all / "booklet-screen.pdf")
    assert any("GTS_PDFXVersion" in p for p in found) and any("DeviceRGB" in p for p in found)

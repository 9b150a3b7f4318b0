"""generator/pdfx.py on the built files: subset tags follow the glyphs (defect 2), every file has its
own deterministic /ID (defect 3), and the three conformance settings write what they say."""

from __future__ import annotations

import hashlib
import io
from collections import defaultdict

import pytest
from pikepdf import Name, Pdf

from generator import pdfx
from generator.preflight.conformance import declared, problems

PDFS = (
    "booklet-print.pdf",
    "booklet-print-marks.pdf",
    "booklet-screen.pdf",
    "booklet-home-a4.pdf",
    "cards/cards-print.pdf",
    "quickref.pdf",
    "cards/cards-pnp-a4.pdf",
    "cards/cards-pnp-letter.pdf",
    "qr/calculator.pdf",
)


@pytest.fixture(scope="module")
def built(print_build):
    return print_build


def _subsets(path):
    """(subset name, sha256 of its font program) for every embedded font of the file."""
    with Pdf.open(path) as pdf:
        for obj in pdf.objects:
            if getattr(obj, "get", None) and obj.get("/Type") == Name.Font and obj.get("/Subtype") == Name.TrueType:
                program = obj.FontDescriptor.FontFile2.read_bytes()
                assert str(obj.FontDescriptor.FontName) == str(obj.BaseFont)
                yield str(obj.BaseFont), hashlib.sha256(program).hexdigest()


def test_one_subset_name_is_one_glyph_set_across_all_files(built):
    programs = defaultdict(set)
    for name in PDFS:
        for subset, digest in _subsets(built / name):
            programs[subset].add(digest)
    assert len(programs) >= 8
    assert {subset: digests for subset, digests in programs.items() if len(digests) > 1} == {}
    assert "AAAAAA+BIZUDGothic-Bold" not in programs


def test_different_glyph_sets_get_different_tags():
    assert pdfx.subset_tag(b"glyphs of the booklet") != pdfx.subset_tag(b"glyphs of the cards")
    assert pdfx.subset_tag(b"x").isupper() and len(pdfx.subset_tag(b"x")) == 6


def test_every_file_has_its_own_id(built):
    ids = {}
    for name in PDFS:
        with Pdf.open(built / name) as pdf:
            first, second = (bytes(part) for part in pdf.trailer.ID)
            ids[name] = first
    assert len(set(ids.values())) == len(PDFS), ids


def test_ids_and_bytes_are_reproducible(built, booklet_build):
    """The booklet built again (alone, the Japanese edition only): the same bytes, /ID included."""
    for name in ("booklet-print.pdf", "booklet-screen.pdf"):
        assert (booklet_build / name).read_bytes() == (built / name).read_bytes()


def test_x4_adds_xmp_and_keeps_the_registered_condition(built):
    data = pdfx.finish((built / "quickref.pdf").read_bytes(), pdfx.X4)
    with Pdf.open(io.BytesIO(data)) as pdf:
        assert declared(pdf) == pdfx.X4
        meta = pdf.open_metadata()
        assert meta["pdfxid:GTS_PDFXVersion"] == "PDF/X-4"
        assert meta["dc:title"] == str(pdf.docinfo.Title)
        assert str(pdf.Root.OutputIntents[0].OutputConditionIdentifier) == "JC200103"


def test_x4_without_a_profile_is_reported_honestly(built, tmp_path):
    path = tmp_path / "x4.pdf"
    path.write_bytes(pdfx.finish((built / "quickref.pdf").read_bytes(), pdfx.X4))
    assert problems(path) == ["X-4: the OutputIntent embeds no /DestOutputProfile (ISO 15930-7 requires one)"]


def test_none_declares_nothing(built):
    data = pdfx.finish((built / "booklet-screen.pdf").read_bytes(), pdfx.NONE)
    with Pdf.open(io.BytesIO(data)) as pdf:
        assert declared(pdf) is None and "/OutputIntents" not in pdf.Root


def test_an_unknown_setting_is_refused():
    with pytest.raises(ValueError, match="x1a"):
        pdfx.finish(b"", "x3")


def test_x4_with_an_output_profile_conforms(built, tmp_path):
    """With a CMYK output profile (Ghostscript's, as a stand-in) embedded, X-4 meets every item."""
    import glob

    profiles = glob.glob("/usr/share/ghostscript/*/iccprofiles/default_cmyk.icc")
    assert profiles, "Ghostscript (scripts/install-system-deps test) ships the profile this test embeds"
    path = tmp_path / "x4.pdf"
    profile = open(profiles[0], "rb").read()
    path.write_bytes(pdfx.finish((built / "quickref.pdf").read_bytes(), pdfx.X4, profile=profile))
    assert problems(path) == []
    with Pdf.open(path) as pdf:
        assert pdf.Root.OutputIntents[0].DestOutputProfile.read_bytes() == profile
        assert pdf.Root.OutputIntents[0].DestOutputProfile.Filter == Name.FlateDecode  # not hundreds of KB raw


def test_a_profile_that_is_not_cmyk_output_is_refused(built):
    with pytest.raises(ValueError, match="CMYK"):
        pdfx.finish((built / "quickref.pdf").read_bytes(), pdfx.X4, profile=b"\0" * 12 + b"mntrRGB " + b"\0" * 100)


# ---- the language (issue 21) ----------------------------------------------------------------


def test_a_language_goes_into_the_catalog_and_the_xmp_and_x1a_still_conforms(built, tmp_path):
    path = tmp_path / "x1a-en.pdf"
    path.write_bytes(pdfx.finish((built / "quickref.pdf").read_bytes(), pdfx.X1A, title="MIGHTY? quick reference", lang="en-US"))
    assert problems(path) == []
    with Pdf.open(path) as pdf:
        meta = pdf.open_metadata()
        assert str(pdf.Root.Lang) == "en-US" and meta["dc:language"] == {"en-US"}
        assert meta["dc:title"] == str(pdf.docinfo.Title) == "MIGHTY? quick reference"
        assert meta["pdfxid:GTS_PDFXVersion"] == "PDF/X-1a:2003" and meta["pdf:Trapped"] == "False"


def test_without_a_language_nothing_is_added():
    from reportlab.pdfgen.canvas import Canvas

    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1)
    canvas.showPage()
    canvas.save()
    with Pdf.open(io.BytesIO(pdfx.finish(buffer.getvalue(), pdfx.NONE))) as pdf:
        assert "/Metadata" not in pdf.Root and "/Lang" not in pdf.Root


def test_an_unknown_language_is_refused(built):
    with pytest.raises(ValueError, match="en-US"):
        pdfx.finish((built / "booklet-screen.pdf").read_bytes(), pdfx.NONE, lang="english")


@pytest.fixture(scope="module")
def built_en(print_build):
    return print_build / "en"


def _english_pdfs(folder) -> list:
    return sorted(folder.rglob("*.pdf"))


def test_every_english_pdf_declares_english_and_its_title(built_en):
    assert len(_english_pdfs(built_en)) >= 14
    for path in _english_pdfs(built_en):
        with Pdf.open(path) as pdf:
            meta = pdf.open_metadata()
            assert str(pdf.Root.Lang) == "en-US" and meta["dc:language"] == {"en-US"}, path.name
            assert meta["dc:title"] == str(pdf.docinfo.Title) and "早見表" not in meta["dc:title"], path.name


def test_every_english_pdf_has_spaces_in_its_text_layer(built_en):
    """Read by pdfplumber and by pypdf, no page glues words together: a glued line reads as one
    long token (WorkitoutFindyourstrength…), and the longest word of the content is 14 letters."""
    import pdfplumber
    from pypdf import PdfReader

    for path in _english_pdfs(built_en):
        with pdfplumber.open(path) as pdf:
            plumbed = [page.extract_text() or "" for page in pdf.pages]
        texts = plumbed + [page.extract_text() for page in PdfReader(path).pages]
        tokens = [token for text in texts for token in text.split() if "/" not in token]  # not URLs, not content/layout.yaml
        assert max(map(len, tokens), default=0) <= 16, (path.name, max(tokens, key=len))


def test_every_japanese_pdf_declares_japanese(built):
    for name in PDFS:
        with Pdf.open(built / name) as pdf:
            assert str(pdf.Root.Lang) == "ja" and pdf.open_metadata()["dc:language"] == {"ja"}, name

"""PDF/X for the print files, and what every written PDF gets: unique subset tags and its own /ID.

    data = pdfx.finish(reportlab_bytes, pdfx.X1A, title="ゲームの説明書")   # a print file
    data = pdfx.finish(reportlab_bytes, pdfx.NONE)                                  # screen, home, PnP

`finish` rewrites a finished PDF with pikepdf (qpdf), deterministically:
- every font subset gets a tag derived from its glyph data (reportlab names every first subset
  AAAAAA+, so different glyph sets in different files shared one name: a RIP that caches fonts by
  name would print wrong glyphs);
- the trailer /ID is computed from the file's content (qpdf's deterministic id), so every file has its
  own and the same sources still give the same bytes;
- with `lang` (a BCP 47 tag, LANGUAGE_TAGS): the catalog's /Lang, which screen readers pick their voice
  by, and XMP metadata with the title (Info /Title) and the language (dc:language), mirroring the
  PDF/X keys of a print file;
- for X1A and X4: the OutputIntent (Japan Color 2001 Coated, the registered characterization
  JC200103, which needs no embedded profile), Info /GTS_PDFXVersion, /Title, /Trapped /False;
  X4 adds XMP metadata. No object streams or cross-reference streams are written (PDF 1.4).

`generator.preflight.conformance.problems(path)` checks a written file against the PDF/X
requirements one by one (the tests and `python -m generator preflight` use it); it never trusts
what this writer was asked to do.
"""

from __future__ import annotations

import hashlib
import io
import re
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import reportlab_fixes  # noqa: F401  (deflate-only streams, which the save below keeps as they are)

if TYPE_CHECKING:  # imported in each function that writes a PDF: `check` writes none, and pikepdf is 0.1 s to import
    import pikepdf

X1A = "x1a"
X4 = "x4"
NONE = "none"
CONFORMANCES = (X1A, X4, NONE)
VERSION_KEY = {X1A: "PDF/X-1a:2003", X4: "PDF/X-4"}
LANGUAGE_TAGS = {"ja": "ja", "en": "en-US"}  # an edition's language as /Lang and dc:language name it (BCP 47)
PDF_VERSION = "1.4"  # X-1a:2003 allows 1.3 and 1.4; reportlab writes 1.4 (X-4 allows it too)


@dataclass(frozen=True)
class OutputCondition:
    """The printing condition the CMYK values are meant for (an ICC characterization)."""

    identifier: str  # OutputConditionIdentifier: the registered name
    info: str  # a readable name
    registry: str = "http://www.color.org"


JAPAN_COLOR_2001_COATED = OutputCondition("JC200103", "Japan Color 2001 Coated")
# Characterizations registered at the ICC registry that the project may name (no profile embedded).
REGISTERED = {JAPAN_COLOR_2001_COATED.identifier}


def finish(
    data: bytes,
    conformance: str,
    *,
    title: str | None = None,
    lang: str | None = None,
    condition: OutputCondition = JAPAN_COLOR_2001_COATED,
    profile: bytes | None = None,
) -> bytes:
    """The PDF rewritten with unique subset tags, its own /ID, its language when `lang` is given and,
    unless NONE, the PDF/X keys.
    `profile`: an ICC output profile (CMYK, class prtr) to embed as the DestOutputProfile; X-4
    requires one, X-1a only for a condition that is not registered."""
    _check_settings(conformance, profile)  # before reading the file: a wrong setting is the caller's error
    import pikepdf

    with pikepdf.Pdf.open(io.BytesIO(data)) as pdf:
        return finish_pdf(pdf, conformance, title=title, lang=lang, condition=condition, profile=profile)


def finish_pdf(
    pdf: pikepdf.Pdf,
    conformance: str,
    *,
    title: str | None = None,
    lang: str | None = None,
    condition: OutputCondition = JAPAN_COLOR_2001_COATED,
    profile: bytes | None = None,
) -> bytes:
    """`finish` for a PDF already open (and perhaps changed: generator/booklet/derived.py)."""
    import pikepdf

    _check_settings(conformance, profile)
    tag_subsets(pdf)
    if "/ID" in pdf.trailer:  # reportlab's, the same in every file: qpdf derives a new one from the content
        del pdf.trailer.ID
    if conformance != NONE:
        _declare(pdf, conformance, title, condition, profile)
    if lang is not None:
        _declare_language(pdf, conformance, lang, title)
    out = io.BytesIO()
    pdf.save(
        out,
        deterministic_id=True,
        object_stream_mode=pikepdf.ObjectStreamMode.disable,
        stream_decode_level=pikepdf.StreamDecodeLevel.none,
        compress_streams=False,  # streams as they are
        force_version=PDF_VERSION,
        fix_metadata_version=False,
    )
    return out.getvalue()


def language_of(edition: str) -> str:
    """The `lang` to finish an edition's files with (LANGUAGE_TAGS)."""
    return LANGUAGE_TAGS[edition]


def deflated(pdf: pikepdf.Pdf, data: bytes, **keys: Any) -> pikepdf.Stream:
    """A new stream of `pdf`, deflated here: the save above writes every stream as it is."""
    import pikepdf

    stream = pikepdf.Stream(pdf, b"", **keys)
    stream.write(zlib.compress(data), filter=pikepdf.Name.FlateDecode)
    return stream


def _check_settings(conformance: str, profile: bytes | None) -> None:
    if conformance not in CONFORMANCES:
        raise ValueError(f"PDF/X conformance {conformance!r}, expected one of {CONFORMANCES}")
    if profile is not None and (profile[12:16] != b"prtr" or profile[16:20] != b"CMYK"):
        raise ValueError("the output profile must be an ICC output (prtr) profile for CMYK")


# --- subset tags ----------------------------------------------------------------------------

SUBSET = re.compile(r"^[A-Z]{6}\+")


def subset_tag(glyph_data: bytes) -> str:
    """Six capital letters from a hash of the subset's font program: different glyphs, different tag."""
    digest = hashlib.sha256(glyph_data).digest()
    return "".join(chr(ord("A") + byte % 26) for byte in digest[:6])


def tag_subsets(pdf: pikepdf.Pdf) -> None:
    import pikepdf

    for font in _fonts(pdf):
        base = str(font.get("/BaseFont", ""))[1:]
        descriptor = _descriptor(font)
        program = _font_program(descriptor)
        if not SUBSET.match(base) or program is None:
            continue
        name = pikepdf.Name("/" + subset_tag(program.read_bytes()) + base[6:])
        font.BaseFont = name
        descriptor.FontName = name


def _fonts(pdf: pikepdf.Pdf) -> Iterator[Any]:
    import pikepdf

    for obj in pdf.objects:
        if isinstance(obj, pikepdf.Dictionary | pikepdf.Stream) and obj.get("/Type") == pikepdf.Name.Font:
            yield obj


def _descriptor(font: Any) -> Any:
    import pikepdf

    if font.get("/Subtype") == pikepdf.Name.Type0:
        font = font.DescendantFonts[0]
    return font.get("/FontDescriptor")


def _font_program(descriptor: Any) -> Any:
    if descriptor is None:
        return None
    for key in ("/FontFile", "/FontFile2", "/FontFile3"):
        if key in descriptor:
            return descriptor[key]
    return None


# --- declaring PDF/X ------------------------------------------------------------------------


def _declare(pdf: pikepdf.Pdf, conformance: str, title: str | None, condition: OutputCondition, profile: bytes | None) -> None:
    import pikepdf
    from pikepdf import Name, String

    info = pdf.docinfo
    if title:
        info.Title = String(title)
    if not str(info.get("/Title", "")).strip():
        raise ValueError("a PDF/X file needs a /Title: pass title=")
    info.GTS_PDFXVersion = String(VERSION_KEY[conformance])
    info.Trapped = Name("/False")
    for key in ("/GTS_PDFXConformance",):  # the 2001 flavour's key: not part of X-1a:2003
        if key in info:
            del info[key]
    intent = pikepdf.Dictionary(
        Type=Name.OutputIntent,
        S=Name.GTS_PDFX,
        OutputConditionIdentifier=String(condition.identifier),
        OutputCondition=String(condition.info),
        Info=String(condition.info),
        RegistryName=String(condition.registry),
    )
    if profile is not None:
        intent.DestOutputProfile = deflated(pdf, profile, N=4)
    pdf.Root.OutputIntents = pikepdf.Array([pdf.make_indirect(intent)])
    if conformance == X4:
        _xmp(pdf, info)


def _xmp(pdf: pikepdf.Pdf, info: Any) -> None:
    """X-4 needs XMP metadata mirroring the Info keys, with a document and version id."""
    digest = hashlib.sha256(repr(sorted((str(k), str(v)) for k, v in info.items())).encode()).hexdigest()
    with pdf.open_metadata(set_pikepdf_as_editor=False, update_docinfo=False) as meta:
        meta["dc:title"] = str(info.Title)
        meta["pdf:Trapped"] = "False"
        meta["pdfxid:GTS_PDFXVersion"] = VERSION_KEY[X4]
        meta["xmp:CreateDate"] = _xmp_date(str(info.get("/CreationDate", "")))
        meta["xmp:ModifyDate"] = _xmp_date(str(info.get("/ModDate", "")))
        meta["xmpMM:DocumentID"] = f"uuid:{_uuid(digest)}"
        meta["xmpMM:VersionID"] = "1"
        meta["xmpMM:RenditionClass"] = "default"


def _xmp_date(pdf_date: str) -> str:
    """D:20000101000000+00'00' → 2000-01-01T00:00:00+00:00."""
    m = re.match(r"D:(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)([+-]\d\d)'(\d\d)", pdf_date)
    if not m:
        return "2000-01-01T00:00:00+00:00"
    y, mo, d, h, mi, s, tzh, tzm = m.groups()
    return f"{y}-{mo}-{d}T{h}:{mi}:{s}{tzh}:{tzm}"


def _uuid(hexdigest: str) -> str:
    h = hexdigest[:32]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


# --- the language -----------------------------------------------------------------------------


def _declare_language(pdf: pikepdf.Pdf, conformance: str, lang: str, title: str | None) -> None:
    """/Lang in the catalog, and XMP naming the title and the language (and, in a print file, its PDF/X
    version and trapping, as the Info says them: XMP that disagrees with the Info fails a preflight)."""
    if lang not in LANGUAGE_TAGS.values():
        raise ValueError(f"language {lang!r}, expected one of {sorted(LANGUAGE_TAGS.values())}")
    from pikepdf import String

    info = pdf.docinfo
    if title:
        info.Title = String(title)
    pdf.Root.Lang = String(lang)
    with pdf.open_metadata(set_pikepdf_as_editor=False, update_docinfo=False) as meta:
        if str(info.get("/Title", "")).strip():
            meta["dc:title"] = str(info.Title)
        meta["dc:language"] = [lang]
        if conformance != NONE:
            meta["pdf:Trapped"] = "False"
            meta["pdfxid:GTS_PDFXVersion"] = VERSION_KEY[conformance]

"""PDF/X-1a:2003 (ISO 15930-4) and PDF/X-4 requirements, checked one by one on a written file.

    problems(path) -> list[str]      # empty: the file conforms to what it declares

Nothing here trusts the writer: every item is read back from the file with pikepdf. There is no
free PDF/X validator (veraPDF covers PDF/A and PDF/UA), so the standard's list is this code.
The checks walk every object of the file, so a form, a pattern or an annotation's appearance
stream cannot hide a forbidden colour space or a soft mask.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pikepdf
from pikepdf import Array, Dictionary, Name, Pdf, Stream

from ..pdfx import REGISTERED, VERSION_KEY, X1A, X4

X1A_VERSIONS = ("1.3", "1.4")
X4_VERSIONS = ("1.3", "1.4", "1.5", "1.6")
X1A_SPACES = {"/DeviceCMYK", "/DeviceGray", "/Separation", "/DeviceN", "/Indexed", "/Pattern"}
RGB_OPERATORS = {"rg", "RG"}
BLEND_NORMAL = {"/Normal", "/Compatible"}
PDF_DATE = re.compile(r"^D:\d{4}")


def declared(pdf: Pdf) -> str | None:
    """x1a, x4 or None, from the Info dictionary's /GTS_PDFXVersion."""
    version = str(pdf.docinfo.get("/GTS_PDFXVersion", ""))
    for conformance, key in VERSION_KEY.items():
        if version == key:
            return conformance
    return None


def problems(path: Path) -> list[str]:
    """Every PDF/X requirement the file breaks (for the conformance it declares, else X-1a)."""
    data = Path(path).read_bytes()
    with Pdf.open(path) as pdf:
        conformance = declared(pdf) or X1A
        found = [
            *_file_structure(pdf, data, conformance),
            *_identification(pdf, conformance),
            *_output_intent(pdf, conformance),
            *_boxes(pdf),
            *_forbidden(pdf),
        ]
        for obj in pdf.objects:
            found += _object_rules(obj, conformance)
        for page_number, page in enumerate(pdf.pages, start=1):
            found += _content_rules(page, f"page {page_number}", conformance)
    return sorted(set(found), key=found.index)


# --- the file ---------------------------------------------------------------------------------


def _file_structure(pdf: Pdf, data: bytes, conformance: str) -> list[str]:
    found = []
    allowed = X1A_VERSIONS if conformance == X1A else X4_VERSIONS
    if not data.startswith(b"%PDF-") or pdf.pdf_version not in allowed:
        found.append(f"version: header PDF {pdf.pdf_version}, expected {' or '.join(allowed)}")
    if conformance == X1A:
        if b"/ObjStm" in data:
            found.append("version: object streams (a PDF 1.5 feature)")
        if re.search(rb"/Type\s*/XRef", data) or b"\nxref" not in data:
            found.append("version: a cross-reference stream instead of a classic xref table (PDF 1.5)")
    if pdf.is_encrypted:
        found.append("the file is encrypted")
    return found


def _identification(pdf: Pdf, conformance: str) -> list[str]:
    info, found = pdf.docinfo, []
    if declared(pdf) is None:
        found.append(f"Info /GTS_PDFXVersion: found {info.get('/GTS_PDFXVersion')!s}, expected ({VERSION_KEY[conformance]})")
    if not str(info.get("/Title", "")).strip():
        found.append("Info /Title is missing or empty")
    for key in ("/CreationDate", "/ModDate"):
        if not PDF_DATE.match(str(info.get(key, ""))):
            found.append(f"Info {key} is missing or not a PDF date")
    if info.get("/Trapped") not in (Name("/True"), Name("/False")):
        found.append(f"Info /Trapped: found {info.get('/Trapped')!s}, expected /True or /False")
    file_id = pdf.trailer.get("/ID")
    if not isinstance(file_id, Array) or len(file_id) != 2:
        found.append("the trailer has no /ID")
    if conformance == X4:
        found += _xmp(pdf)
    return found


def _xmp(pdf: Pdf) -> list[str]:
    if "/Metadata" not in pdf.Root:
        return ["X-4: the catalog has no XMP /Metadata"]
    meta = pdf.open_metadata()
    wanted = {"pdfxid:GTS_PDFXVersion": VERSION_KEY[X4], "pdf:Trapped": "False"}
    found = [f"XMP {key}: found {meta.get(key)!r}, expected {value!r}" for key, value in wanted.items() if meta.get(key) != value]
    found += [
        f"XMP {key} is missing"
        for key in ("dc:title", "xmp:CreateDate", "xmp:ModifyDate", "xmpMM:DocumentID", "xmpMM:VersionID", "xmpMM:RenditionClass")
        if not meta.get(key)
    ]
    return found


def _output_intent(pdf: Pdf, conformance: str) -> list[str]:
    intents = [i for i in pdf.Root.get("/OutputIntents", Array()) if i.get("/S") == Name("/GTS_PDFX")]
    if len(intents) != 1:
        return [f"OutputIntents: found {len(intents)} with /S /GTS_PDFX, expected exactly one"]
    intent, found = intents[0], []
    identifier = str(intent.get("/OutputConditionIdentifier", ""))
    if not identifier:
        found.append("OutputIntent: no /OutputConditionIdentifier")
    registered = identifier in REGISTERED and str(intent.get("/RegistryName", "")).startswith("http://www.color.org")
    profile = intent.get("/DestOutputProfile")
    if not registered and profile is None:
        found.append(f"OutputIntent: {identifier!r} is not a registered characterization and no /DestOutputProfile is embedded")
    if conformance == X4 and profile is None:
        found.append("X-4: the OutputIntent embeds no /DestOutputProfile (ISO 15930-7 requires one)")
    if profile is not None and int(profile.get("/N", 0)) != 4:
        found.append("OutputIntent: the destination profile is not a CMYK (N 4) profile")
    return found


def _boxes(pdf: Pdf) -> list[str]:
    found = []
    for number, page in enumerate(pdf.pages, start=1):
        media = _box(page, "/MediaBox")
        trim, art, bleed = _box(page, "/TrimBox"), _box(page, "/ArtBox"), _box(page, "/BleedBox")
        if (trim is None) == (art is None):
            found.append(f"page {number}: needs a TrimBox or an ArtBox (one, not both)")
        if bleed is not None and media is not None and not _inside(bleed, media):
            found.append(f"page {number}: the BleedBox {bleed} is not inside the MediaBox {media}")
        if bleed is not None and trim is not None and not _inside(trim, bleed):
            found.append(f"page {number}: the TrimBox {trim} is not inside the BleedBox {bleed}")
        if trim is not None and media is not None and not _inside(trim, media):
            found.append(f"page {number}: the TrimBox {trim} is not inside the MediaBox {media}")
    return found


def _box(page: Any, key: str) -> tuple[float, ...] | None:
    value = page.obj.get(key) if key != "/MediaBox" else page.mediabox
    if value is None:
        return None
    x0, y0, x1, y1 = (float(v) for v in value)
    return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))


def _inside(inner: tuple[float, ...], outer: tuple[float, ...], tolerance: float = 0.01) -> bool:
    return (
        inner[0] >= outer[0] - tolerance
        and inner[1] >= outer[1] - tolerance
        and inner[2] <= outer[2] + tolerance
        and inner[3] <= outer[3] + tolerance
    )


def _forbidden(pdf: Pdf) -> list[str]:
    """Document-level features X-1a and X-4 forbid: scripts, actions, forms, embedded files."""
    root, found = pdf.Root, []
    names = root.get("/Names", Dictionary())
    for key, what in (("/JavaScript", "JavaScript"), ("/EmbeddedFiles", "embedded files")):
        if key in names:
            found.append(f"forbidden: {what} in the catalog's name tree")
    for key, what in (("/AcroForm", "an interactive form"), ("/OpenAction", "an open action"), ("/AA", "additional actions")):
        if key in root:
            found.append(f"forbidden: {what} (catalog {key})")
    for number, page in enumerate(pdf.pages, start=1):
        if "/AA" in page.obj:
            found.append(f"page {number}: forbidden: additional actions")
        bleed = _box(page, "/BleedBox") or _box(page, "/MediaBox") or (0.0, 0.0, 0.0, 0.0)
        for annot in page.obj.get("/Annots", Array()):
            if annot.get("/Subtype") == Name("/PrinterMark"):
                continue
            x0, y0, x1, y1 = (float(v) for v in annot.get("/Rect", [0, 0, 0, 0]))
            if x1 > bleed[0] and x0 < bleed[2] and y1 > bleed[1] and y0 < bleed[3]:
                found.append(f"page {number}: forbidden: a {annot.get('/Subtype')!s} annotation inside the BleedBox")
    return found


# --- every object -----------------------------------------------------------------------------


def _object_rules(obj: Any, conformance: str) -> list[str]:
    """Colour spaces, transparency, fonts and forbidden objects, wherever they are in the file."""
    if not isinstance(obj, Dictionary | Stream):
        return []
    found: list[str] = []
    kind, subtype = obj.get("/Type"), obj.get("/Subtype")
    if subtype == Name("/Image"):
        found += _image(obj, conformance)
    if subtype == Name("/PS") or obj.get("/Subtype2") == Name("/PS"):
        found.append("forbidden: a PostScript XObject")
    if "/OPI" in obj:
        found.append("forbidden: OPI comments")
    if kind == Name("/ExtGState"):
        found += _graphics_state(obj, conformance)
    if kind == Name("/Font"):
        found += _font(obj)
    if "/ColorSpace" in obj and conformance == X1A:
        spaces = obj.ColorSpace
        values = spaces.values() if isinstance(spaces, Dictionary) else [spaces]
        found += [problem for space in values for problem in _colour_space(space)]
    group = obj.get("/Group")
    if conformance == X1A and isinstance(group, Dictionary) and group.get("/S") == Name("/Transparency"):
        found.append("transparency: a transparency group")
    if kind == Name("/Filespec") or "/EF" in obj:
        found.append("forbidden: an embedded file")
    if obj.get("/S") == Name("/JavaScript"):
        found.append("forbidden: a JavaScript action")
    return found


def _image(image: Any, conformance: str) -> list[str]:
    found = []
    filters = image.get("/Filter")
    filters = list(filters) if isinstance(filters, Array) else [filters]
    if Name("/JPXDecode") in filters:
        found.append("forbidden: a JPEG 2000 image")
    if conformance == X1A and ("/SMask" in image or "/SMaskInData" in image and int(image.SMaskInData) != 0):
        found.append("transparency: an image with a soft mask")
    if "/Alternates" in image:
        found.append("forbidden: alternate images")
    return found


def _graphics_state(gs: Any, conformance: str) -> list[str]:
    found = []
    if "/TR" in gs or "/TR2" in gs and gs.TR2 != Name("/Default"):
        found.append("forbidden: a transfer function")
    if conformance == X1A:
        if gs.get("/SMask", Name("/None")) != Name("/None"):
            found.append("transparency: a soft mask")
        for key in ("/CA", "/ca"):
            if float(gs.get(key, 1)) < 1:
                found.append(f"transparency: constant alpha {key} {float(gs[key]):g}")
        blend = gs.get("/BM", Name("/Normal"))
        blends = list(blend) if isinstance(blend, Array) else [blend]
        if any(str(b) not in BLEND_NORMAL for b in blends):
            found.append(f"transparency: blend mode {blend!s}")
    return found


def _font(font: Any) -> list[str]:
    subtype = font.get("/Subtype")
    name = str(font.get("/BaseFont", "?"))[1:]
    if subtype == Name("/Type3"):
        return []
    descriptor = (font.DescendantFonts[0] if subtype == Name("/Type0") else font).get("/FontDescriptor")
    if descriptor is None or not any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3")):
        return [f"fonts: {name} is not embedded"]
    return []


def _colour_space(space: Any) -> list[str]:
    """A colour space allowed in X-1a: device CMYK or gray, or a spot colour with such an alternate."""
    if isinstance(space, Name):
        return [] if str(space) in X1A_SPACES else [f"colour: {space!s} (X-1a allows only CMYK, gray and spot colours)"]
    if isinstance(space, Array) and len(space):
        family = str(space[0])
        if family in ("/Separation", "/DeviceN"):
            return _colour_space(space[2])
        if family == "/Indexed":
            return _colour_space(space[1])
        if family == "/Pattern":
            return _colour_space(space[1]) if len(space) > 1 else []
        return [f"colour: {family} (X-1a allows only CMYK, gray and spot colours)"]
    return []


def _content_rules(page: Any, where: str, conformance: str) -> list[str]:
    """Device RGB set directly by operators (rg/RG) in the page and its forms."""
    if conformance != X1A:
        return []
    found = []
    streams = [(where, page)] + [(f"{where}, form {name}", xobject) for name, xobject in _forms(page.obj)]
    for label, holder in streams:
        try:
            operators = pikepdf.parse_content_stream(holder)
        except pikepdf.PdfError:
            found.append(f"{label}: the content stream cannot be parsed")
            continue
        if any(str(instruction.operator) in RGB_OPERATORS for instruction in operators):
            found.append(f"colour: {label} sets DeviceRGB colours (rg/RG)")
    return found


def _forms(holder: Any, seen: set[Any] | None = None) -> Iterator[tuple[str, Any]]:
    """Every form XObject reachable from a page's resources, once each."""
    seen = set() if seen is None else seen
    resources = holder.get("/Resources", Dictionary())
    for name, xobject in resources.get("/XObject", Dictionary()).items():
        if xobject.get("/Subtype") != Name("/Form") or xobject.objgen in seen:
            continue
        seen.add(xobject.objgen)
        yield name, xobject
        yield from _forms(xobject, seen)

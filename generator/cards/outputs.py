"""Every card output in one pass: lay out (and check) everything first, then write through Staging."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from .. import pdfx, qr
from ..content.model import Content, SheetSettings
from ..contrast import check_pdf
from ..errors import BuildError, Problems
from ..game import Painter
from ..output import StagingFolder
from . import quickref, quickref_parts, sheet_scale
from .art_check import art_problems
from .back_check import check_back
from .card_contrast import check_cards
from .colours import check_palette
from .faces import Faces, face_name, faces_of
from .images import preset_of, write_pngs
from .pnp import check_sheets, pnp_path, pnp_pdf
from .print_pdf import write_print_pdf
from .sheet_words import check_sheet_words
from .tuckbox import check_tuckbox, net_of, write_tuckbox
from .tuckbox import pnp_pdf as tuckbox_pnp_pdf
from .tuckbox import print_pdf as tuckbox_print_pdf
from .tuckbox_net import Net

QR_STEM = "qr/calculator"
QR_PNG_DPI = 300


def render_all(content: Content, staging: StagingFolder) -> None:
    check_all(content)(staging)


def check_all(content: Content) -> Callable[[StagingFolder], None]:
    """Everything that can fail on the content, laid out and measured; returns the painter of the files."""
    settings = content.card_sheets
    check_palette(content.palette, quickref_parts.PALETTE)
    faces = faces_of(content)  # raises when a card's text does not fit
    check_faces_art(faces, content)  # raises for art a shop would refuse
    preset_of(content)  # raises for an unknown preset
    check_sheet_words(content)  # raises for a label of sheets.yaml the sheets cannot print
    check_sheets(faces, settings, sheet_scale.extent(content))  # raises when a paper is too small for its grid, marks and scale
    fit = quickref.fitted(content, settings.quickref_size, settings.quickref_min_pt, settings.qr_module)
    box = net_of(content)  # raises when the flaps do not suit the box
    check_tuckbox(content, box)  # raises when a text or the home papers do not fit
    qr.check_module(settings.qr_module)
    extras = content.plugin.card_extras(content)  # the game's own files (chips …), checked
    check_backs(content, faces)
    painted = check_contrast(content, faces, fit, box)
    return partial(_write_all, content, faces, fit, box, extras, painted)


def check_faces_art(faces: Faces, content: Content) -> None:
    """The art of every face and back: resolution, transparency, bleed, a missing file (art_check)."""
    pieces = [*faces.fronts.values(), faces.back, faces.ink_saving_back]
    trim, bleed = faces.geometry.trim, faces.geometry.bleed
    found = {problem: None for prims in pieces for problem in art_problems(prims, trim, bleed, content.print_checks.min_image_ppi)}
    if found:
        raise BuildError(list(found))


def check_backs(content: Content, faces: Faces) -> None:
    """The back and the ink-saving back give nothing away (back_check.py)."""
    problems = Problems()
    for place, back in (("the back", faces.back), ("the ink-saving back", faces.ink_saving_back)):
        check_back(back, faces.geometry, content.print_checks, place, problems)
    problems.raise_if_any()


@dataclass(frozen=True)
class Painted:
    """The files the contrast check painted, as reportlab wrote them: the render phase writes these
    rather than paint them again."""

    quickref: bytes
    tuckbox: bytes
    pnp: bytes  # the first paper's sheets
    tuckbox_pnp: bytes  # the first paper's tuck box


def check_contrast(content: Content, faces: Faces, fit: quickref.Fit, box: Net) -> Painted:
    """Every text against what it is printed on (contrast.py): each face and back from its primitives;
    the quick reference, the tuck box and the print-and-play sheets painted as they will be, and read back."""
    problems = Problems()
    cards = [(f"card {face_name(card)}", prims) for card, prims in faces.fronts.items()]
    check_cards([*cards, ("the back", faces.back), ("the ink-saving back", faces.ink_saving_back)], content.palette, problems)
    settings, palette = content.card_sheets, content.palette
    paper = settings.papers[0]  # every paper's sheets show the same parts, only placed otherwise
    painted = Painted(
        quickref.quickref_pdf(content, settings.quickref_size, fit, settings.qr_module),
        tuckbox_print_pdf(box, content),
        pnp_pdf(faces, content, settings, paper, fit),
        tuckbox_pnp_pdf(box, content, paper),
    )
    check_pdf(painted.quickref, palette, "the quick reference", problems)
    check_pdf(painted.tuckbox, palette, "the tuck box", problems)
    check_pdf(painted.pnp, palette, "the print-and-play sheets", problems)
    check_pdf(painted.tuckbox_pnp, palette, "the print-and-play tuck box", problems)
    problems.raise_if_any()
    return painted


def _write_all(
    content: Content, faces: Faces, fit: quickref.Fit, box: Net, extras: list[Painter], painted: Painted, staging: StagingFolder
) -> None:
    settings = content.card_sheets
    write_pngs(faces, content, staging)
    write_print_pdf(faces, content, staging)
    for index, paper in enumerate(settings.papers):
        sheets = painted.pnp if index == 0 else pnp_pdf(faces, content, settings, paper, fit)
        staging.write_bytes(pnp_path(paper), pdfx.finish(sheets, pdfx.NONE, lang=pdfx.language_of(content.language)))
        staging.describe(pnp_path(paper), "cards-pnp", page_size_mm=(paper.width, paper.height))
    _write_quickref(content, settings, painted.quickref, staging)
    write_tuckbox(content, box, staging, painted.tuckbox, painted.tuckbox_pnp)
    for extra in extras:
        extra(staging)


def write_calculator_qr(content: Content, staging: StagingFolder) -> None:
    """build/qr/calculator.*: the web calculator's QR code as files (a game with a calculator's extra)."""
    write_qr_files(content.game.calculator(), content.card_sheets.qr_module, staging, pdfx.language_of(content.language))


def _write_quickref(content: Content, settings: SheetSettings, data: bytes, staging: StagingFolder) -> None:
    """build/quickref.pdf from `data`, quickref_pdf's bytes."""
    sheet = quickref.sheet_of(content, settings.quickref_size)
    staging.write_bytes(quickref.QUICKREF_PDF, pdfx.finish(data, content.print_checks.pdfx, lang=pdfx.language_of(content.language)))
    staging.describe(
        quickref.QUICKREF_PDF,
        "quickref-print",
        pages=len(quickref.SIDES),
        page_size_mm=(sheet.width + 2 * sheet.bleed, sheet.height + 2 * sheet.bleed),
    )


def write_qr_files(url: str, module_mm: float, staging: StagingFolder, lang: str | None = None) -> None:
    """build/qr/calculator.svg, .png (300 dpi) and .pdf: the same code as on the quick reference."""
    staging.write_text(f"{QR_STEM}.svg", qr.qr_svg(url, module_mm))
    staging.write_bytes(f"{QR_STEM}.png", qr.qr_png(url, module_mm, QR_PNG_DPI))
    staging.write_bytes(f"{QR_STEM}.pdf", pdfx.finish(qr.qr_pdf(url, module_mm), pdfx.NONE, lang=lang))
    side = qr.qr_side_mm(url, module_mm)
    for ext in ("svg", "png"):
        staging.describe(f"{QR_STEM}.{ext}", "qr")
    staging.describe(f"{QR_STEM}.pdf", "qr", pages=1, page_size_mm=(side, side))

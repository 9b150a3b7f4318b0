"""Every card output in one pass: lay out (and check) everything first, then write through Staging."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property, partial

from .. import pdfx, qr
from ..content.model import Content, SheetSettings
from ..contrast_cache import content_key, verdict
from ..errors import BuildError, Problem, Problems
from ..game import Painter
from ..output import StagingFolder
from . import quickref, quickref_parts, sheet_scale
from .art_check import art_problems
from .back_check import check_back
from .boxes import TuckBox, boxes_of
from .colours import check_palette
from .design import CardGeometry
from .faces import Faces, component_faces, face_name
from .images import preset_of
from .pnp import check_sheets, pnp_path, pnp_pdf
from .primitives import Primitive
from .sheet_words import check_sheet_words
from .token_sheets import check_tokens, is_round, write_tokens
from .tuckbox import box_net, check_tuckbox, write_tuckbox
from .tuckbox import pnp_pdf as tuckbox_pnp_pdf
from .tuckbox import print_pdf as tuckbox_print_pdf
from .tuckbox_net import Net

QR_STEM = "qr/calculator"
QR_PNG_DPI = 300
CONTRAST_PLACE = "the cards"  # the contrast check's verdict of every card output, kept under this name


def render_all(content: Content, staging: StagingFolder) -> None:
    check_all(content)(staging)


def check_all(content: Content) -> Callable[[StagingFolder], None]:
    """Everything that can fail on the content, laid out and measured; returns the painter of the files."""
    settings = content.card_sheets
    check_palette(content.palette, quickref_parts.PALETTE)
    faces = component_faces(content)  # raises when a card's text does not fit
    check_faces_art(faces, content)  # raises for art a shop would refuse
    preset_of(content)  # raises for an unknown preset
    check_sheet_words(content)  # raises for a label of sheets.yaml the sheets cannot print
    check_sheets(faces, settings, sheet_scale.extent(content), CardGeometry.of(content.card))  # a paper too small for its grid
    fit = quickref.fitted(content, settings.quickref_size, settings.quickref_min_pt, settings.qr_module)
    boxes = check_boxes(content, faces)
    qr.check_module(settings.qr_module)
    for tokens in filter(is_round, faces):
        check_tokens(tokens, content)  # raises when a paper holds no token or a label does not print
    extras = content.plugin.card_extras(content)  # the game's own files (a QR code …), checked
    check_backs(content, faces)
    painted = check_contrast(content, faces, fit, boxes)
    return partial(_write_all, content, faces, fit, extras, painted)


def check_boxes(content: Content, faces: list[Faces]) -> list[tuple[TuckBox, Net]]:
    """Each tuck box (boxes.py) with its net; raises when its flaps do not suit it, or a text or the
    home papers do not fit it."""
    boxes = boxes_of(content, faces)
    if not all(box.holds_main_deck for box in boxes):
        check_sheet_words(content, {"box_contents_cards": 1})  # the back of a box without the extra cards
    nets = [(box, box_net(box, content)) for box in boxes]
    for box, net in nets:
        check_tuckbox(content, net, box)
    return nets


def check_faces_art(all_faces: list[Faces], content: Content) -> None:
    """The art of every face and back: resolution, transparency, bleed, a missing file (art_check)."""
    found: dict[Problem, None] = {}
    for faces in all_faces:
        pieces = [*faces.fronts.values(), *faces.backs.values(), *faces.ink_saving_backs.values()]
        trim, bleed = faces.geometry.trim, faces.geometry.bleed
        found.update(
            {problem: None for prims in pieces for problem in art_problems(prims, trim, bleed, content.print_checks.min_image_ppi)}
        )
    if found:
        raise BuildError(list(found))


def check_backs(content: Content, all_faces: list[Faces]) -> None:
    """The backs and the ink-saving backs give nothing away (back_check.py); a two-sided part's
    backs are designed sides (per-item), not backs that hide a face."""
    problems = Problems()
    for faces in all_faces:
        if faces.component.backs.rule == "per-item":
            continue
        for place, back in back_places(faces):
            check_back(back, faces.geometry, content.print_checks, place, problems)
    problems.raise_if_any()


def back_places(faces: Faces) -> list[tuple[str, list[Primitive]]]:
    """Each back and ink-saving back with how a message names it: "the back" for the default deck's."""
    if faces.component.is_default:
        return [("the back", faces.back), ("the ink-saving back", faces.ink_saving_back)]
    places = []
    for group, back in faces.backs.items():
        name = faces.component.id if faces.one_back else f"{faces.component.id} ({group})"
        places += [(f"the back of {name}", back), (f"the ink-saving back of {name}", faces.ink_saving_backs[group])]
    return places


def card_places(faces: Faces) -> list[tuple[str, list[Primitive]]]:
    """Each front with how a message names it: "card 57", or "colour-cards card red-1"."""
    prefix = "" if faces.component.is_default else f"{faces.component.id} "
    return [(f"{prefix}card {face_name(card)}", prims) for card, prims in faces.fronts.items()]


@dataclass(frozen=True)
class PaintedBox:
    """A tuck box's files as reportlab writes them: painted once, when the contrast check or the render
    phase first needs each."""

    content: Content
    box: TuckBox
    net: Net

    @cached_property
    def printed(self) -> bytes:
        return tuckbox_print_pdf(self.net, self.content, self.box)

    @cached_property
    def pnp(self) -> bytes:
        """The first paper's."""
        return tuckbox_pnp_pdf(self.net, self.content, self.content.card_sheets.papers[0], self.box)


@dataclass(frozen=True)
class Painted:
    """The files the contrast check reads back, as reportlab writes them: painted once, when the check
    or the render phase first needs each (a verdict kept in the cache paints none in the check)."""

    content: Content
    faces: list[Faces]
    fit: quickref.Fit
    boxes: tuple[PaintedBox, ...]

    @cached_property
    def quickref(self) -> bytes:
        settings = self.content.card_sheets
        return quickref.quickref_pdf(self.content, settings.quickref_size, self.fit, settings.qr_module)

    @cached_property
    def pnp(self) -> bytes:
        """The first paper's sheets (every paper's show the same parts, only placed otherwise)."""
        settings = self.content.card_sheets
        return pnp_pdf(self.faces, self.content, settings, settings.papers[0], self.fit)


def check_contrast(content: Content, faces: list[Faces], fit: quickref.Fit, boxes: list[tuple[TuckBox, Net]]) -> Painted:
    """Every text against what it is printed on (contrast.py): each face and back from its primitives;
    the quick reference, the tuck boxes and the print-and-play sheets painted as they will be, and read
    back; or the verdict of the same content, kept (contrast_cache.py), and nothing painted yet."""
    painted = Painted(content, faces, fit, tuple(PaintedBox(content, box, net) for box, net in boxes))
    problems = Problems()
    for problem in verdict(content_key(content, CONTRAST_PLACE), partial(_contrast_problems, painted)):
        problems.add(problem.where, problem.message)
    problems.raise_if_any()
    return painted


def _contrast_problems(painted: Painted) -> list[Problem]:
    from ..contrast import check_pdf  # the contrast check's code: a verdict kept in the cache needs none of it
    from .card_contrast import check_cards

    problems = Problems()
    pieces = [place for each in painted.faces for place in (*card_places(each), *back_places(each))]
    palette = painted.content.palette
    check_cards(pieces, palette, problems)
    check_pdf(painted.quickref, palette, "the quick reference", problems)
    for each in painted.boxes:
        check_pdf(each.printed, palette, each.box.called, problems)
    check_pdf(painted.pnp, palette, "the print-and-play sheets", problems)
    for each in painted.boxes:
        check_pdf(each.pnp, palette, f"the print-and-play {each.box.called.removeprefix('the ')}", problems)
    return problems.found


def _write_all(
    content: Content, faces: list[Faces], fit: quickref.Fit, extras: list[Painter], painted: Painted, staging: StagingFolder
) -> None:
    from .images import write_pngs  # the PNGs' and print files' painting code: imported by what paints, not by `check`
    from .print_pdf import write_print_pdf

    settings = content.card_sheets
    write_pngs(faces, content, staging)
    for component in faces:
        write_print_pdf(component, content, staging)
        if is_round(component):
            write_tokens(component, content, staging)
    for index, paper in enumerate(settings.papers):
        sheets = painted.pnp if index == 0 else pnp_pdf(faces, content, settings, paper, fit)
        staging.write_bytes(pnp_path(paper), pdfx.finish(sheets, pdfx.NONE, lang=pdfx.language_of(content.language)))
        staging.describe(pnp_path(paper), "cards-pnp", page_size_mm=(paper.width, paper.height))
    _write_quickref(content, settings, painted.quickref, staging)
    for each in painted.boxes:
        write_tuckbox(content, each.net, each.box, staging, each.printed, each.pnp)
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

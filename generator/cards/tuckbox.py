"""build/cards/tuckbox-print.pdf (for a print shop) and tuckbox-pnp-PAPER.pdf (for home printers).

The print file: one page, the net's bounds plus the bleed (TrimBox = the die-line's bounds), CMYK
artwork with fonts embedded, and the die-line on top in two spot colours (Separation colour
spaces, names from layout.yaml tuckbox.cut_colour / crease_colour), overprinting so they
neither knock out the artwork nor print: the shop's cutter reads them.
It is written through `print_canvas`, like cards-print.pdf, so the print files share one path.

The home file: the same net centred on the paper in RGB, cut lines solid and creases dashed in
ink, every line at least HOME_MARGIN inside the paper (home printers do not print to the edge),
the 100 % scale left of the net (or under the help line).
A net too wide for the paper upright (a deeper box: more or thicker cards) is turned a quarter.
A game with several decks has a box for each, or one for several (cards/boxes.py says which box
holds what and names its files); each is checked and written here alike.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from reportlab.lib.colors import CMYKColorSep, Color
from reportlab.pdfgen.canvas import Canvas

from .. import pdfx, reportlab_fixes  # noqa: F401  (reportlab_fixes: how every PDF is written)
from ..content.markup import plain, sheet_word
from ..content.model import Colour, Content, Paper
from ..errors import Problems
from ..fonts import REGULAR, edition_faces, register_fonts
from ..geometry import Box, mm_to_pt, pt_to_mm
from ..output import StagingFolder
from . import pdf_backend, sheet_scale
from .boxes import TuckBox, game_deck_box, refusals_at
from .card_text import descent_mm, wrap
from .colours import rgb_unit
from .drawn_colours import drawing_of
from .home_paper import HOME_MARGIN
from .primitives import Primitive, Rect, TextLine
from .print_pdf import print_canvas
from .sheets import SCALE_CLEARANCE
from .tuckbox_art import GLUE_OVERLAP, Layer, box_art
from .tuckbox_net import Arc, Net, PathPart, Piece, split, tuckbox_net, whole

DIE_LINE_PT = 0.25  # the shop's cutter follows the centre of the line; thin keeps it exact
HOME_LINE_PT = 0.4
HOME_HALO_PT = 1.4
HOME_DASH_MM = (3.0, 2.0)
# A spot colour's look on screen and proofs (its alternate); the plate itself is never printed.
CUT_ALTERNATE = (0, 1, 0, 0)  # magenta, the usual CutContour
CREASE_ALTERNATE = (1, 0, 0, 0)  # cyan
HOME_HELP_PT = 8.0
HELP_LEADING = 1.4  # × the help's size, between its lines
PIECE_GAP = 2.0  # mm of bare paper between two pieces' bleeds, where the scissors go


def net_of(content: Content) -> Net:
    """The net of the game's deck alone, with its extra cards (boxes.game_deck_box)."""
    return box_net(game_deck_box(content), content)


def box_net(box: TuckBox, content: Content) -> Net:
    """The net for the box; raises BuildError for flaps that do not suit it (at its deck's line of
    components.yaml for a box that file makes)."""
    settings = content.tuckbox
    with refusals_at(box):
        return tuckbox_net(box.size(settings), settings)


def check_tuckbox(content: Content, net: Net, box: TuckBox) -> None:
    """Before anything is written: the art fits its walls, and every home paper holds the net (whole,
    or in two pieces) with its help line and the 100 % scale."""
    with refusals_at(box):
        box_art(net, content, drawing_of(content), content.tuckbox.bleed, content.tuckbox.safe, box)
        problems = Problems()
        for paper in content.card_sheets.papers:
            if home_sheet(net, content, paper) is None:
                need = home_room(whole(net), content.tuckbox.bleed)
                problems.add(
                    paper.where,
                    f"cards.pnp.papers.{paper.name}: found a {paper.width:g}×{paper.height:g} mm paper, "
                    f"expected at least {need[0]:.1f}×{need[1]:.1f} mm (either way up) for the tuck box "
                    f"with {HOME_MARGIN:g} mm margins, its help line and the 100 % scale, or room for it in two pieces",
                )
        problems.raise_if_any()


def _title(content: Content, box: TuckBox) -> str:
    """The PDF's title: "TITLE tuck box", or "TITLE tuck box ID" for a box that is not the main one."""
    return f"{content.game.title} tuck box" if box.main else f"{content.game.title} tuck box {box.id}"


def print_pdf(net: Net, content: Content, box: TuckBox) -> bytes:
    bleed = content.tuckbox.bleed
    bounds = net.bounds
    page = Box(0, 0, bounds.width + 2 * bleed, bounds.height + 2 * bleed)
    buffer = io.BytesIO()
    canvas = print_canvas(
        buffer,
        page,
        Box(bleed, bleed, bounds.width, bounds.height),
        spot=True,
        title=_title(content, box),
        creator=content.plugin.pdf_creator,
    )
    origin = (bleed - bounds.x, bleed - bounds.y)
    _artwork(canvas, net, content, box, origin, cmyk=True)
    settings = content.tuckbox
    _die_line(
        canvas,
        net,
        origin,
        CMYKColorSep(*CUT_ALTERNATE, spotName=settings.cut_colour),
        CMYKColorSep(*CREASE_ALTERNATE, spotName=settings.crease_colour),
    )
    canvas.showPage()
    canvas.save()
    return pdfx.finish(buffer.getvalue(), content.print_checks.pdfx, lang=pdfx.language_of(content.language))  # PDF/X like every print file


@dataclass(frozen=True)
class HomeSheet:
    """The home file's page: the pieces of board it cuts, the frame they are drawn in (the paper, or
    the paper turned a quarter), where the whole net's origin goes (each piece adds its shift), the
    help lines, and where the 100 % scale goes."""

    pieces: tuple[Piece, ...]
    turned: bool
    width: float
    height: float
    placed: tuple[float, float]
    help: list[TextLine]
    scale: tuple[float, float, bool]


def home_sheet(net: Net, content: Content, paper: Paper) -> HomeSheet | None:
    """The first way the paper holds the box: the net whole, upright or turned a quarter (a deeper box),
    then in two pieces, upright or turned; None: no way."""
    bleed = content.tuckbox.bleed
    for pieces in (whole(net), split(net, content.tuckbox, 2 * bleed + PIECE_GAP)):
        for turned in (False, True):
            sheet = _laid_out(pieces, content, paper, turned)
            if sheet is not None:
                return sheet
    return None


def _laid_out(pieces: tuple[Piece, ...], content: Content, paper: Paper, turned: bool) -> HomeSheet | None:
    width, height = (paper.height, paper.width) if turned else (paper.width, paper.height)
    bleed = content.tuckbox.bleed
    room = home_room(pieces, bleed)
    if room[0] > width or room[1] > height:
        return None
    bounds = _union(pieces)
    placed = home_placement(bounds, width, height)
    help_y = placed[1] + bounds.y - bleed - HOME_MARGIN
    help_text = plain(sheet_word(content, "tuckbox_help" if len(pieces) == 1 else "tuckbox_help_pieces"), content)
    help_face, _ = edition_faces(content.language)
    lines = wrap(help_text, help_face, HOME_HELP_PT, width - 2 * HOME_MARGIN)  # English runs longer than one line
    step = pt_to_mm(HOME_HELP_PT * HELP_LEADING)
    help_lines = [TextLine(width / 2, help_y - i * step, line, help_face, HOME_HELP_PT, "ink", "middle") for i, line in enumerate(lines)]
    length, depth = sheet_scale.extent(content)
    art_left, top = placed[0] + bounds.x - bleed, min(placed[1] + bounds.top + bleed, height - HOME_MARGIN)
    lowest = help_lines[-1].y - descent_mm(help_face, HOME_HELP_PT)
    if lowest < HOME_MARGIN:
        return None
    if art_left - HOME_MARGIN >= depth + SCALE_CLEARANCE and top - length >= HOME_MARGIN:
        scale = (HOME_MARGIN, top - length, False)  # left of the net, turned a quarter, level with its top
    elif lowest - HOME_MARGIN >= depth + SCALE_CLEARANCE and width - 2 * HOME_MARGIN >= length:
        scale = (HOME_MARGIN, HOME_MARGIN, True)  # under the help line
    else:
        return None
    return HomeSheet(pieces, turned, width, height, placed, help_lines, scale)


def pnp_pdf(net: Net, content: Content, paper: Paper, box: TuckBox) -> bytes:
    register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(mm_to_pt(paper.width), mm_to_pt(paper.height)), invariant=1, initialFontName=REGULAR)
    canvas.setTitle(f"{_title(content, box)}, print-and-play ({paper.name})")
    sheet = home_sheet(net, content, paper)
    assert sheet is not None, "check_tuckbox refuses a paper that does not hold the box"
    if sheet.turned:
        # drawn on the paper lying sideways: (x, y) of that frame lands at (paper width − y, x)
        canvas.translate(mm_to_pt(paper.width), 0)
        canvas.rotate(90)
    ink, paper_white = (Color(*rgb_unit(content.palette[name].rgb)) for name in ("ink", "paper"))
    for piece in sheet.pieces:
        origin = (sheet.placed[0] + piece.shift[0], sheet.placed[1] + piece.shift[1])
        _artwork(canvas, net, content, box, origin, cmyk=False, piece=piece)
        # a paper-coloured line under each ink line: the lines show on the dark walls and on white alike
        _die_line(canvas, piece, origin, paper_white, paper_white, width_pt=HOME_HALO_PT)
        _die_line(canvas, piece, origin, ink, ink, width_pt=HOME_LINE_PT, dashed_creases=True)
    prims: list[Primitive] = [*sheet.help, *sheet_scale.scale(*sheet.scale, content)]
    pdf_backend.draw(canvas, prims, 0, 0, content.palette, cmyk=False)
    canvas.showPage()
    canvas.save()
    return pdfx.finish(buffer.getvalue(), pdfx.NONE, lang=pdfx.language_of(content.language))  # its own /ID and subset tags


def home_room(pieces: tuple[Piece, ...], bleed: float) -> tuple[float, float]:
    """The paper the home pieces need upright (mm): HOME_MARGIN all round, and underneath the art's
    bleed, a margin and the help line."""
    bounds = _union(pieces)
    return (bounds.width + 2 * HOME_MARGIN, bounds.height + bleed + 3 * HOME_MARGIN)


def _union(pieces: tuple[Piece, ...]) -> Box:
    boxes = [piece.bounds for piece in pieces]
    x0, y0 = min(b.x for b in boxes), min(b.y for b in boxes)
    return Box(x0, y0, max(b.right for b in boxes) - x0, max(b.top for b in boxes) - y0)


def home_placement(bounds: Box, width: float, height: float) -> tuple[float, float]:
    """Where the net's origin goes on a paper of width × height (mm): the pieces (`bounds`, net
    coordinates) centred, a little above the middle (the help line goes underneath)."""
    x = (width - bounds.width) / 2 - bounds.x
    y = (height - bounds.height) / 2 - bounds.y + HOME_MARGIN
    return (x, min(y, height - HOME_MARGIN - bounds.top))


def write_tuckbox(content: Content, net: Net, box: TuckBox, staging: StagingFolder, printed: bytes, first_pnp: bytes) -> None:
    """The box's print file and each paper's home file; `printed` and `first_pnp` (the first paper's) as
    the check phase painted them."""
    staging.write_bytes(box.print_path, printed)
    bleed, inner = content.tuckbox.bleed, (net.size.width, net.size.height, net.size.depth)
    page = (net.bounds.width + 2 * bleed, net.bounds.height + 2 * bleed)
    staging.describe(box.print_path, "tuckbox-print", pages=1, page_size_mm=page)
    staging.annotate(box.print_path, "inner_mm", [round(v, 2) for v in inner])
    for index, paper in enumerate(content.card_sheets.papers):
        path = box.pnp_path(paper)
        staging.write_bytes(path, first_pnp if index == 0 else pnp_pdf(net, content, paper, box))
        staging.describe(path, "tuckbox-pnp", pages=1, page_size_mm=(paper.width, paper.height))
        staging.annotate(path, "inner_mm", [round(v, 2) for v in inner])


# --- drawing ------------------------------------------------------------------------------------


def _artwork(
    canvas: Canvas, net: Net, content: Content, box: TuckBox, origin: tuple[float, float], *, cmyk: bool, piece: Piece | None = None
) -> None:
    """The ink field grown by the bleed (the outline filled and stroked 2 × bleed wide), then the walls;
    for one `piece` of a home file, its own outline's field and the walls of its region, its glue tab unprinted."""
    palette = content.palette
    piece = piece or whole(net)[0]
    bleed = content.tuckbox.bleed
    canvas.saveState()
    ink = palette["box"]  # the game's box colour (palette role box, else ink)
    if cmyk:
        canvas.setFillColorCMYK(*ink.cmyk)
        canvas.setStrokeColorCMYK(*ink.cmyk)
    else:
        canvas.setFillColorRGB(*rgb_unit(ink.rgb))
        canvas.setStrokeColorRGB(*rgb_unit(ink.rgb))
    canvas.setLineWidth(mm_to_pt(2 * bleed))
    canvas.setLineJoin(1)
    canvas.drawPath(_outline(canvas, piece.outline, origin), stroke=1, fill=1)
    canvas.restoreState()
    for layer in box_art(net, content, drawing_of(content), bleed, content.tuckbox.safe, box):
        if piece.region is None:
            _layer(canvas, layer, origin, palette, cmyk)
            continue
        clip = _in_region(layer.clip or _extent(layer.prims), piece.region, bleed)
        if clip is not None:
            _layer(canvas, replace(layer, clip=clip), origin, palette, cmyk)
    if piece.tab is not None:  # unprinted, like the glue flap: the glue holds on bare board
        tab = piece.tab.art_box(bleed + GLUE_OVERLAP)
        _layer(canvas, Layer(tab, [Rect(tab.x, tab.y, tab.width, tab.height, "paper")]), origin, palette, cmyk)


def _extent(prims: list[Primitive]) -> Box:
    """Where an unclipped layer's rectangles lie (the glue flap's): which piece it belongs to."""
    rects = [p for p in prims if isinstance(p, Rect)]
    assert rects, "an unclipped layer of the box is its glue flap's rectangle"
    x0, y0 = min(r.x for r in rects), min(r.y for r in rects)
    return Box(x0, y0, max(r.right for r in rects) - x0, max(r.top for r in rects) - y0)


def _in_region(clip: Box, region: tuple[float, float], bleed: float) -> Box | None:
    """A layer's clip for a piece whose region of the net is `region` (x from, x to): a wall whose
    middle lies in the region is drawn, cut to the region grown by the bleed past the piece's cut
    edge; None: the wall is another piece's."""
    if not region[0] <= (clip.x + clip.right) / 2 <= region[1]:
        return None
    x0, x1 = max(clip.x, region[0] - bleed), min(clip.right, region[1])
    return Box(x0, clip.y, x1 - x0, clip.height)


def _layer(canvas: Canvas, layer: Layer, origin: tuple[float, float], palette: Mapping[str, Colour], cmyk: bool) -> None:
    canvas.saveState()
    if layer.clip is not None:
        clip = layer.clip.moved(*origin)
        path = canvas.beginPath()
        path.rect(*(mm_to_pt(v) for v in (clip.x, clip.y, clip.width, clip.height)))
        canvas.clipPath(path, stroke=0, fill=0)
    pdf_backend.draw(canvas, layer.prims, mm_to_pt(origin[0]), mm_to_pt(origin[1]), palette, cmyk=cmyk)
    canvas.restoreState()


def _outline(canvas: Canvas, outline: tuple[PathPart, ...], origin: tuple[float, float]) -> Any:
    """The closed cut outline as a reportlab path, in points."""
    ox, oy = origin

    def pt(x: float, y: float) -> tuple[float, float]:
        return (mm_to_pt(x + ox), mm_to_pt(y + oy))

    path = canvas.beginPath()
    first, *rest = outline
    assert not isinstance(first, Arc), "an outline starts at a point"
    path.moveTo(*pt(*first))
    for part in rest:
        if isinstance(part, Arc):
            x0, y0 = pt(part.cx - part.r, part.cy - part.r)
            x1, y1 = pt(part.cx + part.r, part.cy + part.r)
            path.arcTo(x0, y0, x1, y1, part.start, part.extent)
        else:
            path.lineTo(*pt(*part))
    path.close()
    return path


def _die_line(
    canvas: Canvas,
    net: Net | Piece,
    origin: tuple[float, float],
    cut: Color,
    crease: Color,
    *,
    width_pt: float = DIE_LINE_PT,
    dashed_creases: bool = False,
) -> None:
    """The outline and slits in the cut colour, the creases in the crease colour; overprinting."""
    ox, oy = origin
    canvas.saveState()
    if isinstance(cut, CMYKColorSep):
        canvas.setStrokeOverprint(True)
        canvas.setFillOverprint(True)
        canvas.setOverprintMask(True)
    canvas.setLineWidth(width_pt)
    canvas.setLineCap(0)
    canvas.setStrokeColor(cut)
    canvas.drawPath(_outline(canvas, net.outline, origin), stroke=1, fill=0)
    for seg in net.slits:
        canvas.line(*(mm_to_pt(v) for v in (seg.x0 + ox, seg.y0 + oy, seg.x1 + ox, seg.y1 + oy)))
    canvas.setStrokeColor(crease)
    if dashed_creases:
        canvas.setDash([mm_to_pt(v) for v in HOME_DASH_MM])
    for seg in net.creases:
        canvas.line(*(mm_to_pt(v) for v in (seg.x0 + ox, seg.y0 + oy, seg.x1 + ox, seg.y1 + oy)))
    canvas.restoreState()

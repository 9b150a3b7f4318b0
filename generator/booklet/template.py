"""The page template: heading band, page title, page number (ノンブル) and the content frame.

Odd pages are right-hand pages (the cover, p.1, is one), so their fore-edge is on the right.
Colour that touches the trim is painted out to the bleed edge.
"""

from __future__ import annotations

from ..content.model import Page, PrintSpec
from ..errors import fail
from ..fonts import BOLD
from ..geometry import Rect, mm_to_pt, pt_to_mm
from ..typeset.mixed import draw_mixed
from .geometry import Geometry
from .kit import centred_baseline
from .plan import Painter
from .stylesheet import DEFAULT_LOOK, FRAME, NOMBRE, PAGE_TITLE, BookletLook
from .surface import Surface


def is_right_hand(number: int) -> bool:
    return number % 2 == 1


def content_rect(geometry: Geometry, number: int) -> Rect:
    """The frame body blocks flow into, between the heading band and the page number."""
    inner, outer = mm_to_pt(FRAME.margin_inner), mm_to_pt(FRAME.margin_outer)
    left, right = (inner, outer) if is_right_hand(number) else (outer, inner)
    top = geometry.height - mm_to_pt(FRAME.band_height + FRAME.margin_top)
    bottom = mm_to_pt(FRAME.margin_bottom)
    return Rect(left, bottom, geometry.width - left - right, top - bottom)


def nearest_to_trim() -> tuple[float, str]:
    """How close to the trim (mm) the template puts text or key art, and what is there: the safe
    zone of content/layout.yaml (`booklet.safe`) must not reach it."""
    title_room = (FRAME.band_height - pt_to_mm(PAGE_TITLE.size)) / 2  # the title's em box, centred in the band
    distances = {
        "the page number's disc": min(FRAME.nombre_from_bottom, FRAME.nombre_from_edge) - FRAME.nombre_radius,
        "the page title": min(title_room, FRAME.margin_inner, FRAME.margin_outer),
        "the text frame": min(FRAME.margin_inner, FRAME.margin_outer, FRAME.margin_bottom),
    }
    nearest = min(distances, key=lambda name: distances[name])
    return distances[nearest], nearest


def check_safe_zone(spec: PrintSpec) -> None:
    """booklet.safe is a promise to the print shop: nothing that matters is printed outside it."""
    distance, element = nearest_to_trim()
    if round(spec.safe.mm, 6) > round(distance, 6):
        raise fail(
            spec.safe_where,
            f"booklet.safe: found {spec.safe.text!r}, expected at most {distance:.1f}mm: {element} is "
            f"printed {distance:.1f}mm from the trim (generator/booklet/stylesheet.py, FRAME)",
        )


def cover_frame(geometry: Geometry) -> Rect:
    """The covers use the whole page inside the outer margin."""
    margin = mm_to_pt(FRAME.margin_outer)
    return Rect(margin, margin, geometry.width - 2 * margin, geometry.height - 2 * margin)


def band_painter(page: Page, geometry: Geometry, font: str = PAGE_TITLE.font, look: BookletLook = DEFAULT_LOOK) -> Painter:
    """The coloured band at the top, bleeding off three edges, with the page title in it; or, in a
    look whose band is a `rule`, the title on the paper over a hairline across the frame."""
    band, accent = mm_to_pt(FRAME.band_height), mm_to_pt(FRAME.band_accent_height)
    frame = content_rect(geometry, page.number)
    if look.band == "rule":
        return _rule_band(page, geometry, font, look)

    def paint(surface: Surface) -> None:
        x0, _, x1, y1 = geometry.bleed_rect()
        canvas = surface.canvas
        surface.fill(FRAME.band_colour)
        canvas.rect(x0, geometry.height - band, x1 - x0, y1 - geometry.height + band, stroke=0, fill=1)
        surface.fill(FRAME.band_accent)
        canvas.rect(x0, geometry.height - band - accent, x1 - x0, accent, stroke=0, fill=1)
        surface.fill(PAGE_TITLE.colour)
        draw_mixed(canvas, frame.x, centred_baseline(PAGE_TITLE, geometry.height - band / 2), page.title, font, PAGE_TITLE.size)

    return paint


def _rule_band(page: Page, geometry: Geometry, font: str, look: BookletLook) -> Painter:
    """The page title in the band's place, on the paper, over a hairline the frame's width: the
    frame stays where a solid band puts it, so a page fits the same in either look."""
    frame = content_rect(geometry, page.number)
    band, rule = mm_to_pt(FRAME.band_height), mm_to_pt(look.band_rule)
    rule_y = geometry.height - band + mm_to_pt(FRAME.margin_top) / 2

    def paint(surface: Surface) -> None:
        canvas = surface.canvas
        surface.fill(FRAME.band_colour)
        canvas.rect(frame.x, rule_y, frame.width, rule, stroke=0, fill=1)
        surface.fill(look.band_title_colour)
        baseline = rule_y + rule + mm_to_pt(FRAME.margin_top) / 2
        draw_mixed(canvas, frame.x, baseline, page.title, font, PAGE_TITLE.size)

    return paint


def nombre_painter(number: int, geometry: Geometry, look: BookletLook = DEFAULT_LOOK) -> Painter:
    """The page number at the outer bottom corner, on a small disc: in ink, or paper on a dark disc;
    in a `plain` look, the number alone."""
    from_edge = mm_to_pt(FRAME.nombre_from_edge)
    x = geometry.width - from_edge if is_right_hand(number) else from_edge
    y = mm_to_pt(FRAME.nombre_from_bottom)
    if look.nombre == "plain":

        def plain(surface: Surface) -> None:
            surface.fill(look.nombre_plain_colour)
            surface.canvas.setFont(BOLD, NOMBRE.size)
            surface.canvas.drawCentredString(x, centred_baseline(NOMBRE, y), str(number))

        return plain

    def paint(surface: Surface) -> None:
        from ..contrast import clearest_on  # imported by what paints: `check` needs the safe zone alone of this module

        canvas = surface.canvas
        surface.fill(FRAME.nombre_colour)
        canvas.circle(x, y, mm_to_pt(FRAME.nombre_radius), stroke=0, fill=1)
        surface.fill(clearest_on(FRAME.nombre_colour, (NOMBRE.colour, "paper"), surface.inks.sources))
        canvas.setFont(BOLD, NOMBRE.size)
        canvas.drawCentredString(x, centred_baseline(NOMBRE, y), str(number))

    return paint

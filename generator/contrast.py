"""Print contrast: every text against the worst colour it is printed on, by WCAG 2's ratio.

Print colours are CMYK; WCAG's ratio is defined on sRGB. One conversion serves every check:
Ghostscript's CMYK output profile ("Artifex CMYK SWOP Profile", default_cmyk.icc, a coated-press
characterization) to sRGB, relative colorimetric, through Pillow's ImageCms (LittleCMS). It is an
ICC profile rather than a formula because a formula (R = 1 − C − K) prints K100 as pure #000000 and
a solid red as #FF1A33, neither of which ink on paper is; the profile is the one the preflight's
ink measurement already needs (Ghostscript), so the check adds no package. The output intent
(Japan Color 2001 Coated) has no free profile; on the palettes' colours the two differ by a few
percent of luminance, which the margin below 4.5:1 does not hinge on.

    for short in shortfalls(drawn): short.text, short.background, short.ratio, short.required

`drawn` is what a page or card paints, in painting order: patches (filled areas) and letterings
(text runs: points along the middle of their letters, size and weight). At each point the colour
under the text is the topmost patch painted there before it (paper where none is); the text is
held to the worst of them, so a text over a pattern meets its darkest and lightest parts.

An image (a game's art) has no one colour, and the check does not guess one: a text whose letters
lie over an image (the image the topmost thing painted there) is refused by `over_art`, saying the
check cannot vouch for it. A palette-colour panel between the art and the text makes it checkable.
SVG art stays vector in the PDFs, so its shapes are patches of their own colours like any other.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, cached_property, partial
from io import BytesIO
from typing import TYPE_CHECKING

from .content.model import Colour
from .contrast_cache import file_key, verdict
from .errors import Problem, Problems, fail
from .polygons import Point, inside_polygon
from .print_profile import PROFILE, PROFILE_NAME

if TYPE_CHECKING:
    from PIL import ImageCms

    from .painting import Colour as PaintedColour
    from .painting import Painting

CMYK = tuple[float, float, float, float]
RGB = tuple[int, int, int]  # sRGB bytes
Extent = tuple[float, float, float, float]  # x0, y0, x1, y1 in one unit

LARGE_PT, LARGE_BOLD_PT = 18.0, 14.0  # WCAG 2's large text
NORMAL_RATIO, LARGE_RATIO = 4.5, 3.0  # WCAG 1.4.3's minimum contrast
FIXED = ("ink", "paper")  # the text colours of every design: a problem is said at the other colour


@dataclass(frozen=True)
class Patch:
    """A filled area: its outline (polygons, even-odd), the extent of its clip, its colour (`name`:
    the palette entry it was painted in, if known)."""

    outline: tuple[tuple[Point, ...], ...]
    rgb: RGB  # as printed (srgb) or as the file sets it, for an sRGB file
    name: str = ""
    clip: Extent | None = None
    art: bool = False  # a picture: no one colour (`rgb` means nothing); a text over it is said by over_art

    @cached_property
    def extent(self) -> Extent:
        """The outline's extent, cut by the clip's."""
        xs = [x for polygon in self.outline for x, _ in polygon] or [0.0]
        ys = [y for polygon in self.outline for _, y in polygon] or [0.0]
        x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
        if self.clip is not None:
            x0, y0, x1, y1 = max(x0, self.clip[0]), max(y0, self.clip[1]), min(x1, self.clip[2]), min(y1, self.clip[3])
        return (x0, y0, x1, y1)

    def covers(self, point: Point) -> bool:
        x, y = point
        x0, y0, x1, y1 = self.extent
        if not (x0 <= x <= x1 and y0 <= y <= y1):
            return False
        return any(inside_polygon(x, y, polygon) for polygon in self.outline)


@dataclass(frozen=True)
class Lettering:
    """A text run: points along the middle of its letters, its colour, its size as printed and weight."""

    letters: tuple[Point, ...]
    rgb: RGB
    size_pt: float
    bold: bool
    name: str = ""  # the palette entry of its colour, if known
    text: str = ""
    place: str = ""  # where it is, for the message: "page 3", "the back"


Drawn = Patch | Lettering
PAPER_PATCH = Patch((), (255, 255, 255), "paper")


@dataclass(frozen=True)
class Shortfall:
    text: Lettering
    background: Patch
    ratio: float

    @property
    def required(self) -> float:
        return required_ratio(self.text.size_pt, self.text.bold)


def required_ratio(size_pt: float, bold: bool) -> float:
    """4.5:1 below 18 pt (14 pt bold), 3:1 at or above."""
    large = size_pt >= LARGE_PT or (bold and size_pt >= LARGE_BOLD_PT)
    return LARGE_RATIO if large else NORMAL_RATIO


@cache
def srgb(cmyk: CMYK) -> RGB:
    """The colour the CMYK inks print, in sRGB bytes, through PROFILE."""
    from PIL import Image, ImageCms  # here: the cards and booklet import this module, few call it

    pixel = Image.new("CMYK", (1, 1), tuple(round(min(max(v, 0.0), 1.0) * 255) for v in cmyk))
    converted = ImageCms.applyTransform(pixel, _transform())
    assert converted is not None  # applyTransform returns None only when told to convert in place
    r, g, b = converted.getpixel((0, 0))  # type: ignore[misc]  # an RGB pixel is a 3-tuple
    return (int(r), int(g), int(b))


@cache
def _transform() -> ImageCms.ImageCmsTransform:
    from PIL import ImageCms

    if not PROFILE.is_file():
        raise fail(
            None,
            f"the print contrast check found no colour profile at {PROFILE}, expected {PROFILE_NAME}: "
            "install Debian's libgs-common (scripts/install-system-deps build)",
        )
    return ImageCms.buildTransform(
        ImageCms.getOpenProfile(str(PROFILE)),
        ImageCms.createProfile("sRGB"),
        "CMYK",
        "RGB",
        renderingIntent=ImageCms.Intent.RELATIVE_COLORIMETRIC,
    )


def hex_of(rgb: RGB) -> str:
    return "#{:02X}{:02X}{:02X}".format(*rgb)


def luminance(rgb: RGB) -> float:
    """WCAG 2 relative luminance (0 black … 1 white)."""

    def linear(byte: int) -> float:
        c = byte / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a: RGB, b: RGB) -> float:
    """WCAG 2 contrast ratio of two sRGB colours (1 to 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def clearest_on(background: str, choices: Sequence[str], palette: Mapping[str, Colour]) -> str:
    """Of the palette's colours `choices`, the one that reads best on `background` (the first on a tie)."""
    return max(choices, key=lambda name: ratio(srgb(palette[name].cmyk), srgb(palette[background].cmyk)))


def shortfalls(drawn: Sequence[Drawn]) -> list[Shortfall]:
    """Every text below its required ratio on the worst colour under its letters, in drawing order."""
    found = []
    for item, under in _texts_on(drawn):
        if any(patch.art for patch in under):
            continue  # no ratio to measure: over_art says it
        worst = min(under, key=lambda patch: _ratio(item.rgb, patch.rgb))
        measured = _ratio(item.rgb, worst.rgb)
        if measured < required_ratio(item.size_pt, item.bold):
            found.append(Shortfall(item, worst, measured))
    return found


def over_art(drawn: Sequence[Drawn]) -> list[tuple[Lettering, Patch]]:
    """Every text with a letter over a picture (the topmost patch there is art), and that picture."""
    found = []
    for item, under in _texts_on(drawn):
        art = next((patch for patch in under if patch.art), None)
        if art is not None:
            found.append((item, art))
    return found


def _texts_on(drawn: Sequence[Drawn]) -> Iterator[tuple[Lettering, list[Patch]]]:
    """Each text with letters, and the topmost patch painted before it under each of its letters."""
    patches: list[Patch] = []  # painted so far
    for item in drawn:
        if isinstance(item, Patch):
            patches.append(item)
        elif item.letters:
            near = _near(item.letters, patches)
            yield item, [_under(point, near) for point in item.letters]


@cache
def _ratio(a: RGB, b: RGB) -> float:
    """ratio, worked out once per pair of colours (a page has few)."""
    return ratio(a, b)


def _near(letters: Sequence[Point], patches: Sequence[Patch]) -> list[Patch]:
    """The patches whose extent meets the letters' (in painting order): only these can be under them."""
    xs, ys = [x for x, _ in letters], [y for _, y in letters]
    left, bottom, right, top = min(xs), min(ys), max(xs), max(ys)
    return [
        patch
        for patch in patches
        if patch.extent[0] <= right and patch.extent[2] >= left and patch.extent[1] <= top and patch.extent[3] >= bottom
    ]


def _under(point: Point, before: Sequence[Patch]) -> Patch:
    """The topmost patch painted at `point` (paper when none is)."""
    for patch in reversed(before):
        if patch.covers(point):
            return patch
    return PAPER_PATCH


# --- what a PDF paints ---------------------------------------------------------------------


def check_pdf(data: bytes, palette: Mapping[str, Colour], where: str, problems: Problems) -> None:
    """Every text of every page of the PDF `data` against what is painted under it, into `problems`:
    a file already judged is not read again (contrast_cache.py keeps the verdicts)."""
    for problem in verdict(file_key(data, palette, where), partial(_judge_pdf, data, palette, where)):
        problems.add(problem.where, problem.message)


def _judge_pdf(data: bytes, palette: Mapping[str, Colour], where: str) -> list[Problem]:
    """check_pdf's problems, the file read and interpreted."""
    return problems_of(read_back(data, palette).values(), palette, where)


@dataclass(frozen=True)
class PageFindings:
    """What the check finds on one page: its texts below their ratio, in drawing order, and its texts
    over a picture (text, place). A document's problems are made from its pages' findings in page
    order (`problems_of`): one problem may name several pages."""

    shortfalls: tuple[Shortfall, ...] = ()
    over_art: tuple[tuple[str, str], ...] = ()


def read_back(data: bytes, palette: Mapping[str, Colour], numbers: Sequence[int] | None = None) -> dict[int, PageFindings]:
    """Each page's findings in the PDF `data`, by page number, in page order. `numbers`: the numbers of
    the file's pages in the document they are some of (the file's page i is page numbers[i - 1])."""
    import pikepdf  # here: only the check phases that read a PDF back need it

    from .painting import paint

    with pikepdf.open(BytesIO(data)) as pdf:
        pages = drawn_on_pages(paint(pdf), palette, numbers)
        count = len(pdf.pages)
    found = {number: PageFindings() for number in (numbers or range(1, count + 1))}
    for page, drawn in pages.items():
        over = dict.fromkeys((text.text, text.place) for text, _ in over_art(drawn))
        found[page] = PageFindings(tuple(shortfalls(drawn)), tuple(over))
    return found


def problems_of(pages: Iterable[PageFindings], palette: Mapping[str, Colour], where: str) -> list[Problem]:
    """The problems of a document whose pages' findings are `pages`, in page order."""
    found = list(pages)
    problems = Problems()
    report([short for page in found for short in page.shortfalls], palette, where, problems)
    over = dict.fromkeys(pair for page in found for pair in page.over_art)
    for text, place in over:
        problems.add(
            None,
            f"{where} ({place}): the text {text!r} is printed over an image, expected text on a solid colour: the print "
            "contrast check cannot vouch for text on a picture (its colours vary under the letters); move the text off "
            "the image or put a palette-colour panel under it",
        )
    return problems.found


def drawn_on_pages(painting: Painting, palette: Mapping[str, Colour], numbers: Sequence[int] | None = None) -> dict[int, list[Drawn]]:
    """Each page's fills, images and text runs, in painting order, colours named after the palette's entries
    (by page number: numbers[i - 1] for the file's page i, when the file holds some pages of a document)."""

    def number_of(page: int) -> int:
        return page if numbers is None else numbers[page - 1]

    pages: dict[int, list[tuple[int, Drawn]]] = {}
    colours: dict[PaintedColour, tuple[RGB, str] | None] = {}  # each colour converted and named once

    def known_of(colour: PaintedColour) -> tuple[RGB, str] | None:
        if colour not in colours:
            colours[colour] = _known(colour, palette)
        return colours[colour]

    for fill in painting.fills:
        known = known_of(fill.colour)
        if known is not None:
            pages.setdefault(number_of(fill.page), []).append((fill.order, Patch(fill.outline, *known, fill.clip)))
    for image in painting.images:  # no one colour: a text over it is said by over_art
        picture = Patch((image.outline,), (0, 0, 0), "an image", image.clip, art=True)
        pages.setdefault(number_of(image.page), []).append((image.order, picture))
    for run in painting.text:
        known = known_of(run.fill)
        if known is not None and run.render_mode in (0, 2):  # filled glyphs (3 is invisible text)
            page = number_of(run.page)
            text = Lettering(run.letters, known[0], run.size_pt, run.bold, known[1], run.text, f"page {page}")
            pages.setdefault(page, []).append((run.order, text))
    return {page: [item for _, item in sorted(items, key=lambda pair: pair[0])] for page, items in sorted(pages.items())}


def _known(colour: PaintedColour, palette: Mapping[str, Colour]) -> tuple[RGB, str] | None:
    """A colour a file sets, as sRGB and named: CMYK and gray through PROFILE, RGB as it is (a
    home or screen file); None for a colour space the check cannot read (a spot colour: die lines)."""
    if colour.cmyk is not None:
        return srgb(colour.cmyk), name_of(colour.cmyk, palette)
    if colour.space == "DeviceRGB" and len(colour.values) == 3:
        rgb = (round(colour.values[0] * 255), round(colour.values[1] * 255), round(colour.values[2] * 255))
        named = [name for name, entry in palette.items() if entry.rgb.upper() == hex_of(rgb)]
        return rgb, named[0] if named else hex_of(rgb)
    return None


def name_of(cmyk: CMYK, palette: Mapping[str, Colour]) -> str:
    """The palette entry a colour was painted in ("accent", "a 30 % tint of accent"), or its CMYK."""
    for name, colour in palette.items():
        if _same(cmyk, colour.cmyk):
            return name
    for name, colour in palette.items():
        amount = max(colour.cmyk)
        if amount and _same(cmyk, tuple(v * (max(cmyk) / amount) for v in colour.cmyk)):
            return f"a {round(100 * max(cmyk) / amount)} % tint of {name}"
    return "C{:g} M{:g} Y{:g} K{:g}".format(*(round(100 * v, 1) for v in cmyk))


def _same(a: Sequence[float], b: Sequence[float]) -> bool:
    return all(abs(x - y) < 0.002 for x, y in zip(a, b, strict=True))


# --- the problems --------------------------------------------------------------------------


def report(found: Sequence[Shortfall], palette: Mapping[str, Colour], where: str, problems: Problems) -> None:
    """One problem per text colour on a background below its ratio, at the text colour's palette
    entry (else the background's): `where` says in which output, the pages are listed."""
    for (text, background, needed), group in _grouped(found):
        worst = min(group, key=lambda short: short.ratio)
        blamed = _blamed(_entry(text), _entry(background), palette)
        entry = palette.get(blamed)
        places = list(dict.fromkeys(short.text.place for short in group))
        problems.add(
            entry.where if entry else None,
            f"palette.{blamed}: {text} text ({hex_of(worst.text.rgb)}) on {background} "
            f"({hex_of(worst.background.rgb)}) is {worst.ratio:.2f}:1 at {worst.text.size_pt:.3g} pt"
            f"{' bold' if worst.text.bold else ''} in {where} ({_places(places)}{_sample(worst.text.text)}), "
            f"expected at least {needed:g}:1 (WCAG 2: 4.5:1 below 18 pt, 14 pt bold; 3:1 above), colours as printed through "
            f"the {PROFILE_NAME}: darken or lighten one of the two",
        )


def _grouped(found: Sequence[Shortfall]) -> Iterator[tuple[tuple[str, str, float], list[Shortfall]]]:
    groups: dict[tuple[str, str, float], list[Shortfall]] = {}
    for short in found:
        groups.setdefault((short.text.name, short.background.name, short.required), []).append(short)
    yield from groups.items()


def _blamed(text: str, background: str, palette: Mapping[str, Colour]) -> str:
    """The entry to change: the text's colour, unless it is ink or paper (every design's text colours,
    which a designer keeps), then the background's."""
    for name in sorted((text, background), key=lambda name: name in FIXED):
        if name in palette:
            return name
    return text or background or "ink"


def _entry(name: str) -> str:
    """The palette entry in a colour's name ("a 30 % tint of accent" → accent)."""
    return name.rsplit(" of ", 1)[-1] if " " not in name or " of " in name else ""


def _places(places: list[str]) -> str:
    """ "page 3, page 4 …" as "pages 3, 4 …"; at most six named."""
    shown = places[:6]
    if len(shown) > 1 and all(place.startswith("page ") for place in shown):
        shown = ["pages " + shown[0].removeprefix("page "), *(place.removeprefix("page ") for place in shown[1:])]
    return ", ".join(shown) + (f" and {len(places) - 6} more" if len(places) > 6 else "")


def _sample(text: str) -> str:
    printable = text.strip()
    return f": {printable[:24]!r}" if printable and printable.isascii() and printable.isprintable() else ""

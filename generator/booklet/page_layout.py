"""Lays out every page once: template, blocks, links. Overflow anywhere fails the whole build.

Pages 1 and N are the covers: no heading band, no page number, and their blocks get the whole
page inside the margins. Every other page: heading band, blocks in the frame, ノンブル.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from typing import Any

from ..content import blocks
from ..content.model import Block, Content, Page
from ..errors import BuildError, Problem, Problems
from ..geometry import mm_to_pt, pt_to_mm
from . import blocks_art, blocks_components, blocks_figures, blocks_reference, blocks_text, covers
from .block_drawings import BlockDrawings, Draw
from .elements import Element
from .flow import content_height, stack
from .geometry import Geometry
from .inks import Inks
from .kit import Kit
from .plan import PagePlan
from .stylesheet import PAGE_FILL_MIN, PAGE_FITTED_TO, SPACING
from .template import band_painter, content_rect, cover_frame, nombre_painter

BLOCKS = BlockDrawings()  # the generic kinds, for every game
BLOCKS.add(blocks.HeadingBlock, blocks_text.heading)
BLOCKS.add(blocks.ParagraphBlock, blocks_text.paragraph)
BLOCKS.add(blocks.ListBlock, blocks_text.bullet_list)
BLOCKS.add(blocks.StepsBlock, blocks_text.steps)
BLOCKS.add(blocks.PointsBlock, blocks_text.points)
BLOCKS.add(blocks.CalloutBlock, blocks_text.callout)
BLOCKS.add(blocks.CardsBlock, blocks_figures.cards)
BLOCKS.add(blocks.DeckBlock, blocks_figures.deck)
BLOCKS.add(blocks.QrBlock, blocks_figures.qr)
BLOCKS.add(blocks.MaterialsBlock, blocks_figures.materials)
BLOCKS.add(blocks.GlossaryBlock, blocks_reference.glossary)
BLOCKS.add(blocks.QuickrefBlock, blocks_reference.quickref)
BLOCKS.add(blocks.CoverBlock, covers.cover)
BLOCKS.add(blocks.CreditsBlock, covers.credits)
BLOCKS.add(blocks.ImageBlock, blocks_art.image)
BLOCKS.add(blocks.ComponentsBlock, blocks_components.components)


def drawing_for(block: Block, content: Content) -> Draw[Any] | None:
    """The game's own drawing of the block's kind, else the core's; None for a kind neither draws."""

    return (content.plugin.block_drawings or BlockDrawings)().get(block) or BLOCKS.get(block)


def kinds_drawn(content: Content) -> list[str]:
    """Every kind the booklet draws for this game, sorted (for the message about one it does not)."""

    return sorted({*BLOCKS.kinds, *(content.plugin.block_drawings or BlockDrawings)().kinds})


def plan_pages(content: Content, geometry: Geometry, inks: Inks, numbers: Collection[int] | None = None) -> list[PagePlan]:
    """Every page's plan (or only those of page `numbers`: the live preview re-plans what changed),
    in page order; raises BuildError listing every page that does not fit."""
    problems = Problems()
    kit = Kit(content, inks, geometry)
    plans = [_plan_page(page, kit, problems) for page in content.pages if numbers is None or page.number in numbers]
    problems.found.extend(kit.problems.found)
    _one_problem_if_the_page_is_too_small(problems, geometry)
    problems.raise_if_any()
    kit.short_lines.raise_if_any()  # a page that does not fit is the problem to fix first: it rebreaks every line
    return plans


class PlansByInk(Mapping[str, list[PagePlan]]):
    """Every page's plan for each colour model (PRINT, SCREEN), each laid out when first asked for.
    The plans differ only in their inks, so one set shows whether every page fits; the other is
    laid out where it is painted (a forked child lays out the print pages: background.py)."""

    def __init__(self, content: Content, geometry: Geometry, inks: Mapping[str, Inks]):
        self._content, self._geometry, self._inks = content, geometry, inks
        self._plans: dict[str, list[PagePlan]] = {}

    def __getitem__(self, mode: str) -> list[PagePlan]:
        if mode not in self._plans:
            self._plans[mode] = plan_pages(self._content, self._geometry, self._inks[mode])
        return self._plans[mode]

    def __contains__(self, mode: object) -> bool:  # Mapping's own would lay the pages out to answer
        return mode in self._inks

    def __iter__(self) -> Iterator[str]:
        return iter(self._inks)

    def __len__(self) -> int:
        return len(self._inks)


def _one_problem_if_the_page_is_too_small(problems: Problems, geometry: Geometry) -> None:
    """Many pages that do not fit on a page smaller than the texts were fitted to: the size is the
    one problem to report (at content/layout.yaml), not each page."""
    pages = sorted({problem.where.file for problem in problems.found if problem.where is not None})
    width, height = pt_to_mm(geometry.width), pt_to_mm(geometry.height)
    fitted_width, fitted_height = PAGE_FITTED_TO
    if len(pages) < 2 or (round(width, 3) >= fitted_width and round(height, 3) >= fitted_height):
        return
    problems.found[:] = [
        Problem(
            geometry.where,
            (
                f"booklet.trim: found {width:g}×{height:g} mm, on which {len(pages)} pages do not fit; expected at least "
                f"{fitted_width:g}×{fitted_height:g} mm, the page the texts and the page design are fitted to "
                "(or shorten the texts of those pages)"
            ),
        )
    ]


def page_label(page: Page) -> str:
    return f"page {page.number} 「{page.title}」"


def is_cover(page: Page, content: Content) -> bool:
    """The outer pages of a saddle-stitched booklet: front (1) and back (last)."""
    return page.number in (1, len(content.pages))


def _plan_page(page: Page, kit: Kit, problems: Problems) -> PagePlan:
    plan = PagePlan(page.number, page.title)
    cover = is_cover(page, kit.content)
    frame = cover_frame(kit.geometry) if cover else content_rect(kit.geometry, page.number)
    if not cover:
        plan.painters.append(band_painter(page, kit.geometry, kit.role_font("heading"), kit.look))
    elements = _elements(page, kit, frame.width, problems)
    painters, links = stack(elements, frame, page_label(page), problems)
    if not cover:
        check_fill(page, content_height(elements), frame.height, problems)
    plan.painters.extend(painters)
    plan.links.extend(links)
    if not cover:
        plan.painters.append(nombre_painter(page.number, kit.geometry, kit.look))
    return plan


def check_fill(page: Page, filled: float, frame_height: float, problems: Problems) -> None:
    """A page whose blocks reach less than PAGE_FILL_MIN of its frame's height is refused at its file,
    with how far short it is, unless it says why it is open (`open:`, a pause or a notes page).
    The fill is the laid-out plan's: the height the stacked blocks take, not the painted pixels."""
    fill = filled / frame_height
    if fill >= PAGE_FILL_MIN or page.open is not None:
        return
    short = pt_to_mm(PAGE_FILL_MIN * frame_height - filled)
    problems.add(
        page.where,
        (
            f"{page_label(page)}: the page is {fill:.0%} filled, {short:.1f} mm short of the {PAGE_FILL_MIN:.0%} of its "
            f"frame a page fills (found {pt_to_mm(filled):.1f} mm of blocks in a {pt_to_mm(frame_height):.1f} mm frame; "
            "expected at least "
            f"{pt_to_mm(PAGE_FILL_MIN * frame_height):.1f} mm): add a figure or text, or say why the page is open "
            '(`open: "a notes page"`)'
        ),
    )


def _elements(page: Page, kit: Kit, width: float, problems: Problems) -> list[Element]:
    """One element per block; two card figures in a row share one element (board | hand)."""
    elements, on_page, index = [], page.blocks, 0
    while index < len(on_page):
        block, previous = on_page[index], on_page[index - 1] if index else None
        pair = blocks_figures.side_by_side(on_page[index : index + 2], kit, width)
        if pair is not None:
            label = f"blocks {index + 1}–{index + 2} (cards)"
            elements.append(pair.named(label, block.where, mm_to_pt(_space_before(previous, block))))
            index += 2
            continue
        element = _element(index + 1, block, previous, kit, width, problems)
        if element is not None:
            elements.append(element)
        index += 1
    return elements


def _element(number: int, block: Block, previous: Block | None, kit: Kit, width: float, problems: Problems) -> Element | None:
    draw = drawing_for(block, kit.content)
    if draw is None:
        problems.add(
            block.where, f"block {number}: found kind {block.kind!r}, expected one the booklet draws: {', '.join(kinds_drawn(kit.content))}"
        )
        return None
    space = mm_to_pt(_space_before(previous, block))
    try:
        element = draw(block, kit, width)
    except BuildError as error:  # e.g. a card face whose reminder does not fit: said with every other page's problems
        problems.found.extend(error.problems)
        return None
    return element.named(f"block {number} ({block.kind})", block.where, space)


def _space_before(previous: Block | None, block: Block) -> float:
    """mm above a block: tight under its heading, more before a new heading."""
    if previous is None:
        return 0.0
    if previous.kind == "heading":
        return SPACING.after_heading
    if block.kind == "heading":
        return SPACING.before_heading
    if previous.kind == block.kind == "paragraph":
        return SPACING.paragraph
    return SPACING.block

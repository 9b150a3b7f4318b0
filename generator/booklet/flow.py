"""Stacking a page's blocks in its frame, and refusing what does not fit.

Nothing is shrunk or clipped: a page whose blocks are taller than its frame adds a problem that
names the page, the first block that crosses the bottom, the overflow in millimetres and, when the
block prints text from another file (quickref.yaml, glossary.yaml), that file.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import Location, Problems
from ..geometry import Rect, pt_to_mm
from .elements import Element
from .plan import Link, Painter

TOLERANCE = 0.01  # pt: rounding, not room


def content_height(elements: Sequence[Element]) -> float:
    return sum(e.height + (e.space_before if i else 0) for i, e in enumerate(elements))


def stack(elements: Sequence[Element], frame: Rect, page_label: str, problems: Problems) -> tuple[list[Painter], list[Link]]:
    """Places elements top to bottom in `frame`; reports the first one that crosses its bottom."""
    painters, links, top = [], [], frame.top
    for index, element in enumerate(elements):
        top -= element.space_before if index else 0
        if element.width > frame.width + TOLERANCE:
            _too_wide(element, frame, page_label, problems)
        if top - element.height < frame.y - TOLERANCE:
            _overflow(elements, index, frame, page_label, problems)
            break
        painter, element_links = element.placed(frame.x, top)
        painters.append(painter)
        links.extend(element_links)
        top -= element.height
    return painters, links


def _overflow(elements: Sequence[Element], index: int, frame: Rect, page_label: str, problems: Problems) -> None:
    element, total = elements[index], content_height(elements)
    problems.add(
        element.where,
        (
            f"{page_label}: {element.label} does not fit, the page overflows by {pt_to_mm(total - frame.height):.1f} mm "
            f"(found {pt_to_mm(total):.1f} mm of content, expected at most {pt_to_mm(frame.height):.1f} mm"
            f"{_elsewhere(element)}; shorten the text or move a block to another page)"
        ),
    )


def _too_wide(element: Element, frame: Rect, page_label: str, problems: Problems) -> None:
    problems.add(
        element.where,
        (
            f"{page_label}: {element.label} is {pt_to_mm(element.width - frame.width):.1f} mm too wide "
            f"(found {pt_to_mm(element.width):.1f} mm, expected at most {pt_to_mm(frame.width):.1f} mm{_elsewhere(element)})"
        ),
    )


def _elsewhere(element: Element) -> str:
    """Names the other files the block prints text from (p.21 prints quickref.yaml), each at its first
    text: the words to shorten may not be in the page's file at all."""
    own = element.where.file if element.where else None
    first_per_file: dict[str, Location] = {}
    for source in element.sources:
        if source.file != own:
            first_per_file.setdefault(source.file, source)
    if not first_per_file:
        return ""
    return f"; the block prints text from {', '.join(str(s) for s in first_per_file.values())}"

"""The booklet's job: what every output of it needs (the page plans per colour model, their
geometry, the title). Light to import: `check` makes a Job, and lays its pages out and paints them only
when the contrast check's kept verdict does not answer (contrast_cache.py)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from .. import pdfx
from .inks import SCREEN, Inks

if TYPE_CHECKING:
    from ..content.model import Content, GameFacts
    from .geometry import Geometry
    from .plan import PagePlan


@dataclass(frozen=True)
class Job:
    """What every output needs: the pages laid out per colour model, their geometry, the title."""

    plans: Mapping[str, Sequence[PagePlan]]  # PRINT (CMYK) and SCREEN (sRGB)
    inks: Mapping[str, Inks]
    geometry: Geometry
    title: str
    game: GameFacts
    creator: str  # the PDFs' /Creator (Game.booklet_creator)
    pdfx: str = pdfx.X1A  # the print files' conformance (layout.yaml print.pdfx)
    lang: str | None = None  # the files' declared language (pdfx.language_of)

    @cached_property
    def print_painting(self) -> bytes:
        """print_pdf's bytes, painted once: the check phase reads them for contrast, the render phase
        makes the print, marks and home files from them."""
        from .documents import print_pdf  # the painting code: imported by what paints, not by `check`

        return print_pdf(self)

    @property
    def page_count(self) -> int:
        return len(self.plans[SCREEN])  # the only plans the live preview has; every build paints them


class PlansByInk(Mapping[str, "list[PagePlan]"]):  # a string: PagePlan is only a type here
    """Every page's plan for each colour model (PRINT, SCREEN), each laid out when first asked for.
    The plans differ only in their inks, so one set shows whether every page fits; the other is
    laid out where it is painted (a forked child lays out the print pages: background.py)."""

    def __init__(self, content: Content, geometry: Geometry, inks: Mapping[str, Inks]):
        self._content, self._geometry, self._inks = content, geometry, inks
        self._plans: dict[str, list[PagePlan]] = {}

    def __getitem__(self, mode: str) -> list[PagePlan]:
        if mode not in self._plans:
            from . import page_layout  # the layout code: a check whose verdict is kept lays nothing out

            self._plans[mode] = page_layout.plan_pages(self._content, self._geometry, self._inks[mode])
        return self._plans[mode]

    def __contains__(self, mode: object) -> bool:  # Mapping's own would lay the pages out to answer
        return mode in self._inks

    def __iter__(self) -> Iterator[str]:
        return iter(self._inks)

    def __len__(self) -> int:
        return len(self._inks)

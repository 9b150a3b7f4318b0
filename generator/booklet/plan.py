"""A laid-out page: what to paint and where links go, computed once and painted on every output."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .geometry import PtBox
from .surface import Surface

Painter = Callable[[Surface], None]


@dataclass(frozen=True)
class Link:
    """A clickable area in trim coordinates: to a page of the booklet or to a URL."""

    rect: PtBox
    page: int | None = None
    url: str | None = None

    def add(self, surface: Surface) -> None:
        if self.page is not None:
            surface.link_to_page(self.rect, self.page)
        elif self.url is not None:
            surface.link_to_url(self.rect, self.url)


@dataclass
class PagePlan:
    """Page `number`'s painters in drawing order (background first) and its links."""

    number: int
    title: str
    painters: list[Painter] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)

    def paint(self, surface: Surface) -> None:
        for painter in self.painters:
            painter(surface)
        for link in self.links:
            link.add(surface)

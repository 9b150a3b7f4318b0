"""The booklet's registry type of block drawings: kind → draw(block, kit, width) -> Element.

The core's BLOCKS (page_layout.py) draws the generic kinds; a game's Game.block_drawings()
draws its own (plugin.py), looked up first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from ..content import blocks
from ..content.model import Block

if TYPE_CHECKING:
    from .elements import Element
    from .kit import Kit

B = TypeVar("B", bound=Block)
Draw = Callable[[B, "Kit", float], "Element"]  # a block kind's drawing: the block, the kit, the frame's width


class BlockDrawings(blocks.ByKind[Draw[Any]]):
    """How the booklet draws each block kind (tests/test_blocks.py: every kind has one)."""

    def add(self, kind: type[B], draw: Draw[B]) -> None:
        self._put(kind, draw)

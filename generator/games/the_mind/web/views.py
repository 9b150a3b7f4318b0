"""The Mind's block kinds on the core's rulebook page (rules.html): none of its own yet. The
setup table and the rewards are added here once their block kinds are (content: setup_table, rewards)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ....web.booklet import BlockViews


def block_views() -> BlockViews:
    from ....web.booklet import BlockViews

    return BlockViews()

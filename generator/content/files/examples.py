"""content/examples.yaml: the worked examples (content/examples.py reads each one, with the game's part)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..examples import example_list
from ..fields import Table
from ..model import Example

if TYPE_CHECKING:
    from ...game import Game


@dataclass(frozen=True)
class ExamplesFile:
    examples: dict[str, Example]


def examples_table(game: Game) -> Table[ExamplesFile]:
    """examples.yaml: the examples that read, by id (one with a problem is left out)."""
    return Table({"examples": example_list(game)}, build=lambda v: ExamplesFile(v["examples"]))

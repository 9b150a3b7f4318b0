"""content/examples.yaml: the worked examples (content/examples.py reads each one)."""

from __future__ import annotations

from dataclasses import dataclass

from ..examples import read_example_list
from ..fields import LIST, Check, Table
from ..model import Example


@dataclass(frozen=True)
class ExamplesFile:
    examples: dict[str, Example]


# The examples that read, by id (examples.py reads each; one with a problem is left out).
EXAMPLE_LIST = Check(LIST.kind, read_example_list)
EXAMPLES = Table({"examples": EXAMPLE_LIST}, build=lambda v: ExamplesFile(v["examples"]))

"""content/examples.yaml: the worked examples (content/examples.py reads each one)."""

from __future__ import annotations

from dataclasses import dataclass

from .. import schema
from ..examples import read_example_list
from ..fields import Check, Table
from ..model import Example


@dataclass(frozen=True)
class ExamplesFile:
    examples: dict[str, Example]


# The examples that read, by id (examples.py reads each; one with a problem is left out).
EXAMPLE_LIST = Check(schema.LIST, lambda value, at: read_example_list(value, at.problems))
EXAMPLES = Table({"examples": EXAMPLE_LIST}, build=lambda v: ExamplesFile(v["examples"]))

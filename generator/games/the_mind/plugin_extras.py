"""The Mind: the outputs and commands its plug-in adds to the core's (generator/plugins.py): none.

Its rulebook page, cards, tabletop deck … are the core's outputs, drawn through its other hooks.
"""

from __future__ import annotations

from ...cli import Subcommand
from ...pipeline import Output

OUTPUTS: tuple[Output, ...] = ()  # generator.pipeline.Output, each checked and painted like the core's
COMMANDS: tuple[Subcommand, ...] = ()  # generator.cli.Subcommand

"""The Mind: the outputs and commands its plug-in adds to the core's (generator/plugins.py)."""

from __future__ import annotations

OUTPUTS: tuple[object, ...] = ()  # generator.pipeline.Output, each checked and painted like the core's
COMMANDS: tuple[object, ...] = ()  # generator.cli.Subcommand

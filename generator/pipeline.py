"""The build as named stages: load → validate → verify → render → commit.

Nothing is written before every check has passed; rendering goes to a staging folder that
is moved into build/ only when every requested output rendered.
"""
from __future__ import annotations

from importlib import import_module
from pathlib import Path

from .content.loader import load_content
from .content.model import Content
from .content.rulesfile import with_variant
from .content.verify import verify_content
from .errors import Location, fail
from .manifest import stage_manifest
from .output import Staging

# Each output is one module with `render(content, staging)`.
RENDERERS = {
    "booklet": "generator.booklet",
    "cards": "generator.cards",
    "web": "generator.web",
    "tabletop": "generator.tabletop",
    "balance": "generator.balance",
}


def load_verified(content_dir: Path, variant: str | None = None) -> Content:
    """Load and validate the YAML sources, then replay every worked example (raises BuildError),
    by the base rules or by a variant of content/variants/ (`check --variant NAME`)."""
    if not Path(content_dir).is_dir():  # a mistyped --content: one message, not one per file it lacks
        raise fail(Location(str(content_dir)), "found no such folder, expected the content folder (--content FOLDER, "
                                               "holding game.yaml, deck.yaml … and pages/)")
    content = with_variant(load_content(Path(content_dir)), variant)
    return verify_content(content)


def targets(names: list[str]) -> list[str]:
    return list(RENDERERS) if "all" in names else names


def build(names: list[str], content_dir: Path, build_dir: Path, *, local: bool = False) -> list[Path]:
    """`local`: the tabletop deck also gets a copy with file:/// image URLs (for one machine)."""
    content = load_verified(content_dir)
    options = {"tabletop": {"local": local}}
    with Staging(build_dir) as staging:
        for name in targets(names):
            import_module(RENDERERS[name]).render(content, staging, **options.get(name, {}))
        stage_manifest(staging)
    return [Path(build_dir) / p for p in staging.written]

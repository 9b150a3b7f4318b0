"""The build as named stages: load → validate → verify → render → commit.

Nothing is written before every check has passed; rendering goes to a staging folder that
is moved into build/ only when every requested output rendered.
"""
from __future__ import annotations

from importlib import import_module
from pathlib import Path

from .content.loader import load_content
from .content.model import Content
from .content.verify import verify_content
from .manifest import stage_manifest
from .output import EditionStaging, Staging

# Each output is one module with `render(content, staging)`.
RENDERERS = {
    "booklet": "generator.booklet",
    "cards": "generator.cards",
    "web": "generator.web",
    "tabletop": "generator.tabletop",
}


def load_verified(content_dir: Path) -> Content:
    """Load and validate the YAML sources, then replay every worked example (raises BuildError)."""
    return load_editions(content_dir, ("ja",))["ja"]


def load_editions(content_dir: Path, editions: tuple[str, ...]) -> dict[str, Content]:
    """The verified Content of each edition: `ja` as written, `en` from content/en/ (a stale, missing
    or orphaned translation stops it: generator/translation). The Japanese is always verified first."""
    from .translation.edition import english

    loaded = load_content(Path(content_dir))
    verified = {"ja": verify_content(loaded)}
    if "en" in editions:
        verified["en"] = english(Path(content_dir), loaded, verified["ja"])
    return {edition: verified[edition] for edition in editions}


def targets(names: list[str]) -> list[str]:
    return list(RENDERERS) if "all" in names else names


def build(names: list[str], content_dir: Path, build_dir: Path, *, local: bool = False,
          editions: tuple[str, ...] = ("ja",)) -> list[Path]:
    """Renders each target for each edition: the Japanese into build/, the English into build/en/.
    `local`: the tabletop deck also gets a copy with file:/// image URLs (for one machine)."""
    contents = load_editions(content_dir, editions)
    options = {"tabletop": {"local": local}}
    with Staging(build_dir) as staging:
        for edition, content in contents.items():
            out = staging if edition == "ja" else EditionStaging(staging, edition)
            for name in targets(names):
                import_module(RENDERERS[name]).render(content, out, **options.get(name, {}))
        stage_manifest(staging)
    return [Path(build_dir) / p for p in staging.written]

"""The build as named stages: load → validate → verify → render → commit.

Nothing is written before every check has passed; rendering goes to a staging folder that
is moved into build/ only when every requested output rendered.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Protocol

from .content.loader import load_content
from .content.model import Content
from .content.rulesfile import with_variant
from .content.verify import verify_content
from .errors import BuildError, Location, fail
from .manifest import stage_manifest
from .output import EditionStaging, Staging, StagingFolder


class Renderer(Protocol):
    """An output's entry point: draws one edition's verified content into the staging folder."""

    def __call__(self, content: Content, staging: StagingFolder, /) -> None: ...


@dataclass(frozen=True)
class BuildOptions:
    """What `build` was asked besides its targets; an output's loader takes what it needs."""

    local: bool = False  # tabletop: also a deck with file:/// image URLs, for this machine only


@dataclass(frozen=True)
class Output:
    """A target of `build`. `renderer` imports the output's code only when it is built (start-up stays fast)."""

    name: str
    renderer: Callable[[BuildOptions], Renderer]
    japanese_only: bool = False  # built once, with the Japanese edition


# The outputs, in the order `build all` renders them; a game plug-in adds its own with add_output.
OUTPUTS: dict[str, Output] = {}


def add_output(output: Output) -> None:
    if output.name in OUTPUTS or output.name == "all":
        raise ValueError(f"an output named {output.name!r} exists already")
    OUTPUTS[output.name] = output


def _booklet(options: BuildOptions) -> Renderer:
    from .booklet import render

    return render


def _cards(options: BuildOptions) -> Renderer:
    from .cards import render

    return render


def _web(options: BuildOptions) -> Renderer:
    from .web import render

    return render


def _tabletop(options: BuildOptions) -> Renderer:
    from .tabletop import render

    return partial(render, local=options.local)


def _balance(options: BuildOptions) -> Renderer:
    from .balance import render

    return render


for _output in (
    Output("booklet", _booklet),
    Output("cards", _cards),
    Output("web", _web),
    Output("tabletop", _tabletop),
    # The designer's balance report is one report of the rules, built once with the Japanese edition.
    Output("balance", _balance, japanese_only=True),
):
    add_output(_output)


def load_verified(content_dir: Path, variant: str | None = None) -> Content:
    """Load and validate the YAML sources, then replay every worked example (raises BuildError),
    by the base rules or by a variant of content/variants/ (`check --variant NAME`)."""
    return load_editions(content_dir, ("ja",), variant)["ja"]


def load_editions(content_dir: Path, editions: tuple[str, ...], variant: str | None = None) -> dict[str, Content]:
    """The verified Content of each edition: `ja` as written, `en` from content/en/ (a stale, missing
    or orphaned translation stops it: generator/translation). The Japanese is always verified first."""
    if not Path(content_dir).is_dir():  # a mistyped --content: one message, not one per file it lacks
        raise fail(
            Location(str(content_dir)),
            "found no such folder, expected the content folder (--content FOLDER, holding game.yaml, deck.yaml … and pages/)",
        )
    loaded = with_variant(load_content(Path(content_dir)), variant)
    try:
        verified = {"ja": verify_content(loaded)}
    except BuildError as error:
        if "en" not in editions:
            raise
        from .translation.edition import english_sentences  # here: a Japanese build never loads the translation code (5 ms)

        raise BuildError([*error.problems, *english_sentences(Path(content_dir), loaded)]) from None
    if "en" in editions:
        from .translation.edition import english

        verified["en"] = english(Path(content_dir), loaded, verified["ja"])
    return {edition: verified[edition] for edition in editions}


def targets(names: list[str]) -> list[str]:
    return list(OUTPUTS) if "all" in names else names


def build(names: list[str], content_dir: Path, build_dir: Path, *, local: bool = False, editions: tuple[str, ...] = ("ja",)) -> list[Path]:
    """Renders each target for each edition: the Japanese into build/, the English into build/en/.
    `local`: the tabletop deck also gets a copy with file:/// image URLs (for one machine)."""
    contents = load_editions(content_dir, editions)
    options = BuildOptions(local=local)
    with Staging(build_dir) as staging:
        for edition, content in contents.items():
            out: StagingFolder = staging if edition == "ja" else EditionStaging(staging, edition)
            for output in (OUTPUTS[name] for name in targets(names)):
                if edition != "ja" and output.japanese_only:
                    continue
                output.renderer(options)(content, out)
        stage_manifest(staging)
    return [Path(build_dir) / p for p in staging.written]

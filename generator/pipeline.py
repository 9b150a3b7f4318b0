"""The build as named stages: load → validate → verify → check → render → commit.

`verdict` runs every stage that can refuse the content, for every edition, and reports every
problem at once; `check` is that verdict alone. Nothing is written before it has passed; rendering
paints the checked plans into a staging folder that is moved into build/ only when every requested
output rendered.
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
from .errors import BuildError, Location, Problem, Problems, fail
from .game import Game
from .manifest import stage_manifest
from .output import Staging, StagingFolder, TargetStaging


class Renderer(Protocol):
    """An output drawn in one go: checks one edition's verified content, then paints it into the staging folder."""

    def __call__(self, content: Content, staging: StagingFolder, /) -> None: ...


class Painter(Protocol):
    """An output's render phase: paints what its check laid out; nothing it does depends on the content's being right."""

    def __call__(self, staging: StagingFolder, /) -> None: ...


class Checker(Protocol):
    """An output's check phase: lays out one edition's verified content (measured, not painted) and
    raises BuildError with every problem the render would meet; returns the painter of the checked plan."""

    def __call__(self, content: Content, /) -> Painter: ...


@dataclass(frozen=True)
class BuildOptions:
    """What `build` was asked besides its targets; an output's loader takes what it needs."""

    local: bool = False  # tabletop: also a deck with file:/// image URLs, for this machine only
    paints: bool = False  # the check is a build's, which paints next (not `check` alone): an output may start its painting early


@dataclass(frozen=True)
class Output:
    """A target of `build`. `checker` imports the output's code only when it is checked (start-up stays fast)."""

    name: str
    checker: Callable[[BuildOptions], Checker]
    japanese_only: bool = False  # built once, with the Japanese edition

    def renderer(self, options: BuildOptions) -> Renderer:
        """Check, then paint: the output alone, as `build` does it for each edition."""
        check = self.checker(options)

        def render(content: Content, staging: StagingFolder) -> None:
            check(content)(staging)

        return render


# The core's outputs, every game's, in the order `build all` renders them; a game's plug-in adds
# its own in its OUTPUTS (`outputs`), after these.
OUTPUTS: dict[str, Output] = {}


def add_output(output: Output) -> None:
    if output.name in OUTPUTS or output.name == "all":
        raise ValueError(f"an output named {output.name!r} exists already")
    OUTPUTS[output.name] = output


def _booklet(options: BuildOptions) -> Checker:
    from .booklet import check

    return check


def _cards(options: BuildOptions) -> Checker:
    from .cards import check

    return check


def _web(options: BuildOptions) -> Checker:
    from .web import check

    return check


def _tabletop(options: BuildOptions) -> Checker:
    from .tabletop import check

    return partial(check, local=options.local)


for _output in (
    Output("booklet", _booklet),
    Output("cards", _cards),
    Output("web", _web),
    Output("tabletop", _tabletop),
):
    add_output(_output)


def load_verified(content_dir: Path, variant: str | None = None) -> Content:
    """Load and validate the YAML sources, then replay every worked example (raises BuildError),
    by the base rules or by a variant of content/variants/ (`check --variant NAME`)."""
    return load_editions(content_dir, ("ja",), variant)["ja"]


def _loaded(content_dir: Path, variant: str | None) -> Content:
    if not Path(content_dir).is_dir():  # a mistyped --content: one message, not one per file it lacks
        raise fail(
            Location(str(content_dir)),
            "found no such folder, expected the content folder (--content FOLDER, holding game.yaml, deck.yaml … and pages/)",
        )
    loaded: Content = with_variant(load_content(Path(content_dir)), variant)
    return loaded


def _japanese(content_dir: Path, loaded: Content, editions: tuple[str, ...]) -> Content:
    """The verified Japanese; when it fails, the English texts that state the old rule are named too."""
    try:
        verified: Content = verify_content(loaded)
    except BuildError as error:
        if "en" not in editions:
            raise
        from .translation.edition import english_sentences  # here: a Japanese build never loads the translation code (5 ms)

        english = english_sentences(Path(content_dir), loaded)
        raise Verdict(error.problems, english, [], editions) from None
    return verified


def load_editions(content_dir: Path, editions: tuple[str, ...], variant: str | None = None) -> dict[str, Content]:
    """The verified Content of each edition: `ja` as written, `en` from content/en/ (a stale, missing
    or orphaned translation stops it: generator/translation). The Japanese is always verified first."""
    loaded = _loaded(content_dir, variant)
    verified = {"ja": _japanese(content_dir, loaded, editions)}
    if "en" in editions:
        from .translation.edition import english

        verified["en"] = english(Path(content_dir), loaded, verified["ja"])
    return {edition: verified[edition] for edition in editions}


KINDS = ("Japanese", "English", "translation")  # the summary's tally, in this order


class Verdict(BuildError):
    """Every problem of every edition checked, each once; `tally` counts them by KINDS (those with
    any) for the CLI's summary line when both editions were checked and the problems are of more
    than one kind (else the messages' files say it: content/en/ is the English)."""

    def __init__(self, japanese: list[Problem], english: list[Problem], translation: list[Problem], editions: tuple[str, ...]):
        kinds = _once({"Japanese": japanese, "English": english, "translation": translation})
        super().__init__([problem for found in kinds.values() for problem in found])
        tally = {kind: len(found) for kind, found in kinds.items() if found}
        self.tally = tally if len(editions) > 1 and len(tally) > 1 else {}


def _once(kinds: dict[str, list[Problem]]) -> dict[str, list[Problem]]:
    """Each problem under the first kind that found it: a shared file's problem (layout.yaml) is met
    by both editions' checks and said once, as the Japanese one."""
    seen: set[Problem] = set()
    unique: dict[str, list[Problem]] = {}
    for kind, found in kinds.items():
        unique[kind] = [problem for problem in dict.fromkeys(found) if problem not in seen]
        seen.update(unique[kind])
    return unique


@dataclass(frozen=True)
class Checked:
    """What `verdict` passed: each edition's verified content and the painters of its checked outputs, in render order."""

    contents: dict[str, Content]
    painters: dict[str, dict[str, Painter]]  # by edition, then by target


def _check_outputs(content: Content, edition: str, chosen: list[Output], options: BuildOptions, problems: Problems) -> dict[str, Painter]:
    """Every requested output's check phase, each independent of the others: all their problems at once."""
    painters = {}
    for output in chosen:
        if edition != "ja" and output.japanese_only:
            continue
        try:
            painters[output.name] = output.checker(options)(content)
        except BuildError as error:
            problems.found.extend(error.problems)
    return painters


def verdict(
    names: list[str], content_dir: Path, editions: tuple[str, ...], options: BuildOptions = BuildOptions(), variant: str | None = None
) -> Checked:
    """Everything that decides whether the build succeeds: load → verify → translations → the check phase
    of every output named, for every edition. `check` asks it of `build all`'s outputs, `build` of its
    targets: one function, so one verdict. Raises Verdict with every problem of every edition.

    The Japanese is laid out whatever the state of the English; the English is verified and laid out
    once every translation is current, and until then its current texts are checked as texts (fonts,
    spaces): a stale text is about to change, and a layout of the edition would have to read it."""
    try:
        loaded = _loaded(content_dir, variant)
    except BuildError as error:  # the files as written: counted with the Japanese
        raise Verdict(error.problems, [], [], editions) from None
    try:
        chosen = [outputs(loaded.plugin)[name] for name in targets(names, loaded.plugin, loaded.game.plugin)]
    except BuildError as error:  # a target the game does not have: before any verifying
        raise Verdict(error.problems, [], [], editions) from None
    japanese = _japanese(content_dir, loaded, editions)
    problems = {kind: Problems() for kind in KINDS}
    contents = {"ja": japanese}
    if "en" in editions:
        from .translation.edition import english_edition

        english = english_edition(Path(content_dir), loaded, japanese)
        problems["translation"].found.extend(english.translation)
        problems["English"].found.extend(english.english)
        if english.content is not None:
            contents["en"] = english.content
    painters = {
        edition: _check_outputs(content, edition, chosen, options, problems["Japanese" if edition == "ja" else "English"])
        for edition, content in contents.items()
        if edition in editions
    }
    if any(problems.values()):
        raise Verdict(problems["Japanese"].found, problems["English"].found, problems["translation"].found, editions)
    return Checked({edition: contents[edition] for edition in editions}, painters)


def outputs(game: Game) -> dict[str, Output]:
    """A game's outputs by name, in `build all`'s order: the core's (OUTPUTS), then its own (Game.outputs)."""
    joined = dict(OUTPUTS)
    for output in game.outputs:
        if output.name in joined or output.name == "all":
            raise ValueError(f"the game adds an output named {output.name!r}, which exists already")
        joined[output.name] = output
    return joined


def targets(names: list[str], game: Game, plugin: str) -> list[str]:
    """The outputs `build NAMES…` renders, for `game` (game.yaml's `plugin:` writes `plugin`); a name
    it has none of (another game's output, a typo) is one problem that lists the names there are."""
    known = outputs(game)
    if "all" in names:
        return list(known)
    unknown = [name for name in names if name not in known]
    if unknown:
        raise fail(
            None,
            f"found the target{'s' if len(unknown) > 1 else ''} {', '.join(unknown)}, expected one of {', '.join([*known, 'all'])} "
            f"(the outputs of the game whose game.yaml writes plugin: {plugin})",
        )
    return names


def build(names: list[str], content_dir: Path, build_dir: Path, *, local: bool = False, editions: tuple[str, ...] = ("ja",)) -> list[Path]:
    """Checks every target of every edition (`verdict`), then paints each: the Japanese into build/,
    the English into build/en/. `local`: the tabletop deck also gets a copy with file:/// image URLs.
    Each target of each edition built replaces its files (manifest.py): what it wrote before and
    writes no more is removed, in the same commit."""
    checked = verdict(names, content_dir, editions, BuildOptions(local=local, paints=True))
    with Staging(build_dir) as staging:
        for edition, painters in checked.painters.items():
            for target, paint in painters.items():
                paint(TargetStaging(staging, target, edition))
        stage_manifest(staging)
    return [Path(build_dir) / p for p in staging.written]

"""The conformance kit: what any game's CI checks of its folder, with the toolchain's own machinery.

A game's test file calls these, one test each (the file `new-game` writes does):

    from generator import conformance
    GAME = Path(__file__).resolve().parents[1]
    def test_every_example_is_replayed(): conformance.examples_replayed(GAME)
    def test_check_is_build(tmp_path): conformance.check_is_build(GAME, tmp_path, range(5))
    ...

Each raises AssertionError saying what is wrong (a game, a seed, an edit), never anything else.
`check ≡ build` is the property the toolchain's own tests hold every game to: the same random edits of
the game's files (lengthen or shorten a text, change a number, delete a line, duplicate a block,
`edit_of`), seeded so that every run tries the same, and `check` and `build all` must say the same.
"""

from __future__ import annotations

import contextlib
import io
import random
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

HEAVY = ("reportlab", "PIL", "pikepdf", "jinja2", "qrcode", "zxingcpp", "pypdf")  # 10–30 ms each: imported where they draw or write
NUMBER = re.compile(r"(?<![\w.#])(\d+(?:\.\d+)?)(mm|pt|px|in)?(?![\w.])")
TEXT_VALUE = re.compile(r"^(\s*(?:- )?[\w.]+: )(\S.*)$")
Change = Callable[[list[str], random.Random], list[str]]
EditKinds = tuple[tuple[str, Change, tuple[str, ...]], ...]


# ---- seeded random edits of a game's files ---------------------------------------------------------


@dataclass(frozen=True)
class Edit:
    """One change to one file of a copy of a game's folder, and the edition both commands are run for."""

    file: str
    what: str
    change: Change
    edition: str


def _pick(lines: list[str], rng: random.Random, pattern: re.Pattern[str]) -> int | None:
    found = [i for i, line in enumerate(lines) if pattern.search(line) and not line.lstrip().startswith("#")]
    return rng.choice(found) if found else None


def lengthen(lines: list[str], rng: random.Random) -> list[str]:
    i = _pick(lines, rng, TEXT_VALUE)
    matched = TEXT_VALUE.match(lines[i]) if i is not None else None
    if i is not None and matched:
        head, text = matched.groups()
        lines[i] = head + text * rng.randint(2, 30) if not text.startswith(("'", '"', "[", "{")) else lines[i]
    return lines


def shorten(lines: list[str], rng: random.Random) -> list[str]:
    i = _pick(lines, rng, TEXT_VALUE)
    matched = TEXT_VALUE.match(lines[i]) if i is not None else None
    if i is not None and matched:
        head, text = matched.groups()
        lines[i] = head + text[: rng.randint(0, max(len(text) - 1, 0))]
    return lines


def renumber(lines: list[str], rng: random.Random) -> list[str]:
    i = _pick(lines, rng, NUMBER)
    if i is not None:
        m = rng.choice(list(NUMBER.finditer(lines[i])))
        value = float(m.group(1)) * rng.choice([0, 0.25, 0.5, 0.9, 1.1, 1.5, 2, 4]) + rng.choice([0, 0, 1, -1])
        number = f"{value:g}" if m.group(2) else str(int(value))
        lines[i] = lines[i][: m.start()] + number + (m.group(2) or "") + lines[i][m.end() :]
    return lines


def delete_line(lines: list[str], rng: random.Random) -> list[str]:
    if lines:
        del lines[rng.randrange(len(lines))]
    return lines


def duplicate_block(lines: list[str], rng: random.Random) -> list[str]:
    starts = [i for i, line in enumerate(lines) if line.startswith("  - ")]
    if starts:
        i = rng.choice(starts)
        end = next((j for j in range(i + 1, len(lines)) if not lines[j].startswith("    ")), len(lines))
        lines[end:end] = lines[i:end]
    return lines


def edit_kinds(folder: Path, texts: Iterable[str], numbers: Iterable[str], others: Iterable[str] = ()) -> EditKinds:
    """Which files each kind of edit touches: the pages, and the texts, numbers and other files named."""
    pages = tuple(f"pages/{p.name}" for p in sorted((folder / "pages").glob("*.yaml")))
    texts, numbers, others = tuple(texts), tuple(numbers), tuple(others)
    return (
        ("lengthen a text", lengthen, (*pages, *texts)),
        ("shorten a text", shorten, (*pages, *texts)),
        ("change a number", renumber, numbers),
        ("delete a line", delete_line, (*pages, *texts, *numbers, *others)),
        ("duplicate a block", duplicate_block, pages),
        ("touch a layout size", renumber, ("layout.yaml",)),
    )


def every_file_kinds(folder: Path) -> EditKinds:
    """The edits of a game that says nothing of its files: every YAML file of its folder for each kind."""
    files = tuple(sorted(p.name for p in folder.glob("*.yaml")))
    return edit_kinds(folder, files, files)


def edit_of(kinds: EditKinds, seed: int) -> Edit:
    rng = random.Random(seed)
    what, change, files = rng.choice(kinds)
    return Edit(rng.choice(files), what, change, rng.choice(["ja", "all"]))


def applied(edit: Edit, seed: int, folder: Path) -> str:
    """Applies the edit to the copy; returns it as a diff line for a failure's message."""
    path = folder / edit.file
    before = path.read_text(encoding="utf-8").splitlines(keepends=True)
    after = edit.change(list(before), random.Random(seed + 1))
    path.write_text("".join(after), encoding="utf-8")
    changed = [line for line in after if line not in before][:1] or ["(a line deleted)"]
    return f"seed {seed}: {edit.what} in {edit.file} ({edit.edition}): {changed[0].strip()[:120]}"


def said(argv: list[str]) -> tuple[object, str]:
    """`python -m generator ARGV` in this process: the exit status (or the crash's type and text) and
    stderr without build's timing line and its "nothing was written"."""
    from .cli import main

    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        try:
            status: object = main(argv)
        except Exception as error:  # noqa: BLE001  (a crash must be the same crash on both sides)
            status = f"{type(error).__name__}: {error}"
    return status, re.sub(r"\n?wrote \d+ files to .* in [\d.]+ s\n$", "", err.getvalue()).replace("; nothing was written\n", "\n")


def verdicts(folder: Path, kinds: EditKinds, seed: int, scratch: Path) -> tuple[str, tuple[object, str], tuple[object, str]]:
    """The edit of `seed` to a copy of the game's folder, and what `check` and `build all` say of it."""
    copy = scratch / folder.name  # messages name the copy as they name the game
    _copy_game(folder, copy)
    edit = edit_of(kinds, seed)
    done = applied(edit, seed, copy)
    checked = said(["check", "--edition", edit.edition, "--content", str(copy)])
    built = said(["build", "all", "--edition", edit.edition, "--content", str(copy), "--out", str(scratch / "out")])
    return done, checked, built


def _copy_game(folder: Path, copy: Path) -> None:
    shutil.copytree(folder, copy, ignore=shutil.ignore_patterns("__pycache__", "build", ".*"))


# ---- the kit ----------------------------------------------------------------------------------------


def examples_replayed(folder: Path) -> None:
    """Every worked example of the game is replayed by its rules and states what they give."""
    from .content.loader import load_content
    from .content.verify import verify_content
    from .errors import BuildError

    try:
        content = verify_content(load_content(folder))
    except BuildError as error:
        raise AssertionError("\n".join(str(problem) for problem in error.problems)) from None
    assert content.examples, f"{folder}: examples.yaml holds no worked example"
    assert sorted(content.results) == sorted(content.examples), f"not replayed: {sorted(set(content.examples) - set(content.results))}"


def check_is_build(folder: Path, scratch: Path, seeds: Iterable[int], kinds: EditKinds | None = None) -> None:
    """`check` and `build all` say the same (status and messages) of seeded random edits of the game's files."""
    for seed in seeds:
        where = scratch / f"seed-{seed}"
        done, checked, built = verdicts(folder, kinds or every_file_kinds(folder), seed, where)
        assert checked == built, f"{done}\ncheck: {checked}\nbuild: {built}"
        shutil.rmtree(where)


def cheap_start_up(folder: Path) -> None:
    """Importing the game's code imports no drawing, PDF or template library (every command imports it)."""
    module = game_module(folder)
    done = subprocess.run([sys.executable, "-X", "importtime", "-c", f"import {module}"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    names = {line.rsplit("|", 1)[-1].strip().split(".")[0] for line in done.stderr.splitlines() if line.startswith("import time:")}
    assert sorted(names & set(HEAVY)) == [], f"the game's code imports {sorted(names & set(HEAVY))} at its top"


def game_module(folder: Path) -> str:
    """The module the game's game.yaml names: its private name for `./PATH`, else the registered value's module."""
    from .game_folders import module_name
    from .plugins import PLUGIN_PACKAGE, is_path, plugin_in, registered

    written = plugin_in(folder / "game.yaml")
    assert written is not None, f"{folder}/game.yaml writes no plugin:"
    if is_path(written):
        return module_name((folder / written).resolve())
    return registered().get(written, f"{PLUGIN_PACKAGE}.{written.replace('-', '_')}").split(":")[0]


BAD_INPUTS: tuple[tuple[str, str, str], ...] = (  # (what, file, its new text): each must be one message, never a traceback
    ("an empty game.yaml", "game.yaml", ""),
    ("game.yaml that does not parse", "game.yaml", "title: [\n"),
    ("a list for a mapping", "deck.yaml", "- 1\n- 2\n"),
    ("rules.yaml that does not parse", "rules.yaml", "{{{\n"),
    ("examples.yaml of the wrong shape", "examples.yaml", "examples: 3\n"),
    ("a page of the wrong shape", "pages/01-cover.yaml", "blocks: nothing\n"),
    ("layout.yaml emptied", "layout.yaml", ""),
    ("a number where a text goes", "quickref.yaml", "title: 3\n"),
)


def bad_inputs_are_messages(folder: Path, scratch: Path) -> None:
    """A standard set of broken files: each is `check` exit 2 with messages, never a crash."""
    for what, file, text in BAD_INPUTS:
        copy = scratch / what.replace(" ", "-") / folder.name
        _copy_game(folder, copy)
        if not (copy / file).parent.is_dir():
            continue
        (copy / file).write_text(text, encoding="utf-8")
        status, err = said(["check", "--content", str(copy)])
        assert status == 2 and "error: " in err and "Traceback" not in err, f"{what} ({file}): {status}\n{err[-2000:]}"


def clean_preflight(folder: Path, scratch: Path) -> None:
    """`build all` then `preflight`: every file as a print shop checks it, clean."""
    out = scratch / "build"
    status, err = said(["build", "all", "--content", str(folder), "--out", str(out)])
    assert status == 0, err
    from .cli import main

    report = io.StringIO()
    with contextlib.redirect_stdout(report), contextlib.redirect_stderr(report):
        status = main(["preflight", "--content", str(folder), "--build", str(out)])
    assert status == 0, f"preflight:\n{report.getvalue()[-3000:]}"

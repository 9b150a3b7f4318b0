"""`check` and `build all` agree on random edits of the content (issue 20): the same exit status and
the same messages. Seeded, so every run tries the same edits; a failure names its seed and edit."""

from __future__ import annotations

import random
import re
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from generator.cli import main

REPO = Path(__file__).resolve().parents[2]
EDITS = 200  # each a test; those that pass check are built for real (2–5 s each: the whole set takes minutes, hence `slow`)
TEXT_FILES = [*(f"pages/{p.name}" for p in sorted((REPO / "content/pages").glob("*.yaml"))), "deck.yaml", "quickref.yaml", "glossary.yaml"]
NUMBER_FILES = ["layout.yaml", "rules.yaml", "deck.yaml", "game.yaml"]
NUMBER = re.compile(r"(?<![\w.#])(\d+(?:\.\d+)?)(mm|pt|px|in)?(?![\w.])")
TEXT_VALUE = re.compile(r"^(\s*(?:- )?[\w.]+: )(\S.*)$")


@dataclass(frozen=True)
class Edit:
    """One change to one file of a copy of content/, and the edition both commands are run for."""

    file: str
    what: str
    change: Callable[[list[str], random.Random], list[str]]
    edition: str


def _pick(lines: list[str], rng: random.Random, pattern: re.Pattern[str]) -> int | None:
    found = [i for i, line in enumerate(lines) if pattern.search(line) and not line.lstrip().startswith("#")]
    return rng.choice(found) if found else None


def lengthen(lines: list[str], rng: random.Random) -> list[str]:
    i = _pick(lines, rng, TEXT_VALUE)
    if i is not None:
        head, text = TEXT_VALUE.match(lines[i]).groups()  # type: ignore[union-attr]
        lines[i] = head + text * rng.randint(2, 30) if not text.startswith(("'", '"', "[", "{")) else lines[i]
    return lines


def shorten(lines: list[str], rng: random.Random) -> list[str]:
    i = _pick(lines, rng, TEXT_VALUE)
    if i is not None:
        head, text = TEXT_VALUE.match(lines[i]).groups()  # type: ignore[union-attr]
        lines[i] = head + text[: rng.randint(0, max(len(text) - 1, 0))]
    return lines


def renumber(lines: list[str], rng: random.Random) -> list[str]:
    i = _pick(lines, rng, NUMBER)
    if i is not None:
        matches = list(NUMBER.finditer(lines[i]))
        m = rng.choice(matches)
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


KINDS: list[tuple[str, Callable[[list[str], random.Random], list[str]], list[str]]] = [
    ("lengthen a text", lengthen, TEXT_FILES),
    ("shorten a text", shorten, TEXT_FILES),
    ("change a number", renumber, NUMBER_FILES),
    ("delete a line", delete_line, [*TEXT_FILES, *NUMBER_FILES, "readings.yaml", "web.yaml", "sheets.yaml"]),
    ("duplicate a block", duplicate_block, [f"pages/{p.name}" for p in sorted((REPO / "content/pages").glob("*.yaml"))]),
    ("touch a layout size", renumber, ["layout.yaml"]),
]


def edit_of(seed: int) -> Edit:
    rng = random.Random(seed)
    what, change, files = rng.choice(KINDS)
    return Edit(rng.choice(files), what, change, rng.choice(["ja", "all"]))


def applied(edit: Edit, seed: int, content: Path) -> str:
    """Applies the edit to the copy; returns it as a diff line for the failure message."""
    path = content / edit.file
    before = path.read_text(encoding="utf-8").splitlines(keepends=True)
    after = edit.change(list(before), random.Random(seed + 1))
    path.write_text("".join(after), encoding="utf-8")
    changed = [line for line in after if line not in before][:1] or ["(a line deleted)"]
    return f"seed {seed}: {edit.what} in {edit.file} ({edit.edition}): {changed[0].strip()[:120]}"


def outcome(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[object, str]:
    """The exit status (or the exception's type and text, for a crash) and stderr without the timing line."""
    try:
        status: object = main(argv)
    except Exception as error:  # noqa: BLE001  (a crash must be the same crash on both sides)
        status = f"{type(error).__name__}: {error}"
    err = capsys.readouterr().err
    return status, re.sub(r"\n?wrote \d+ files to .* in [\d.]+ s\n$", "", err).replace("; nothing was written\n", "\n")


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(EDITS))
def test_check_and_build_all_agree_on_a_random_edit(seed, tmp_path, capsys):
    content = tmp_path / "content"
    shutil.copytree(REPO / "content", content)
    edit = edit_of(seed)
    said = applied(edit, seed, content)
    checked = outcome(["check", "--edition", edit.edition, "--content", str(content)], capsys)
    built = outcome(["build", "all", "--edition", edit.edition, "--content", str(content), "--out", str(tmp_path / "build")], capsys)
    assert checked == built, said
    assert checked[0] in (0, 2), said

"""Every shell command of the editors' and designers' pages runs, as the page gives it.

Each page's `sh` blocks run in order, in a workspace of the page's own: a copy of MIGHTY?'s content
folder (the editors' commands change it). `python -m generator …`, `.venv/bin/python -m generator …`
and `cardpress …` run this checkout's generator; a command exits 0 unless its comment says
`exit status N`. Two kinds are not run as they stand, and the test says which: `make T …` runs as
`make -n T …` (the target and its variables exist and expand; the build it stands for is the same
command run elsewhere), and `preview`, a server that runs until it is stopped, has its arguments
parsed by the command line (tests/preview starts the server). docs/new-game.md's commands run in
tests/commands/test_new_game.py, in a new game's folder; the README's new-game commands are those.
Every yaml example of these pages reads as YAML.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from generator.cli import parser

REPO = Path(__file__).resolve().parent.parent.parent
DOCS = REPO / "docs"
GUIDES = sorted([*(DOCS / "editors").glob("*.md"), *(DOCS / "designers").glob("*.md"), DOCS / "content-format.md", DOCS / "booklet.md"])
GENERATOR = (("python", "-m", "generator"), ("python3", "-m", "generator"), (".venv/bin/python", "-m", "generator"), ("cardpress",))
EXIT_STATUS = re.compile(r"exit status (\d+)")


def shell_blocks(page: Path) -> list[list[str]]:
    """The page's sh blocks, each a list of its command lines (comments kept: they may say the exit status)."""
    blocks = re.findall(r"```sh\n(.*?)```", page.read_text(encoding="utf-8"), re.DOTALL)
    return [[line for line in block.splitlines() if line.strip() and not line.lstrip().startswith("#")] for block in blocks]


def split(line: str) -> tuple[list[str], int]:
    """A line's words, without its comment, and the exit status the comment gives (0 when it gives none)."""
    command, _, comment = line.partition(" #")
    status = EXIT_STATUS.search(comment)
    return shlex.split(command), int(status[1]) if status else 0


def generator_args(words: list[str]) -> list[str] | None:
    for prefix in GENERATOR:
        if tuple(words[: len(prefix)]) == prefix:
            return words[len(prefix) :]
    return None


def run_line(line: str, cwd: Path) -> str | None:
    """Runs one line; None when it did as the page says, else what went wrong."""
    words, expected = split(line)
    arguments = generator_args(words)
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    if arguments is not None and arguments[:1] == ["preview"]:
        parser(arguments).parse_args(arguments)  # exits (SystemExit) on an argument the command does not take
        return None
    if arguments is not None:
        argv = [sys.executable, "-m", "generator", *arguments]
    elif words[:1] == ["make"]:
        argv = ["make", "-n", "-C", str(REPO), *words[1:]]
    else:
        return f"{line!r}: a command this test does not know how to run (teach run_line)"
    done = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True)
    if done.returncode != expected:
        return f"{line!r} exited {done.returncode}, expected {expected}:\n{done.stdout[-1500:]}{done.stderr[-1500:]}"
    return None


GUIDES_WITH_COMMANDS = [page for page in GUIDES if shell_blocks(page)]


@pytest.mark.slow  # the generator in other processes
@pytest.mark.parametrize("page", GUIDES_WITH_COMMANDS, ids=[str(page.relative_to(REPO)) for page in GUIDES_WITH_COMMANDS])
def test_every_command_of_the_page_runs(page, tmp_path, other_process):
    shutil.copytree(REPO / "content", tmp_path / "content")
    failed = [problem for block in shell_blocks(page) for line in block if (problem := run_line(line, tmp_path))]
    assert failed == []


def test_the_guides_give_commands():
    """The editors' and designers' pages this test runs hold commands (a renamed folder would leave it nothing to run)."""
    names = {page.relative_to(REPO).as_posix() for page in GUIDES_WITH_COMMANDS}
    assert {"docs/editors/index.md", "docs/editors/preview.md", "docs/editors/translations.md", "docs/designers/mighty.md"} <= names


def test_the_readme_starts_a_game_with_the_new_game_guide_s_commands():
    """The README's first new game is docs/new-game.md's, whose commands tests/commands/test_new_game.py runs."""
    readme = re.search(r"## The first new game\n.*?```sh\n(.*?)```", (REPO / "README.md").read_text(encoding="utf-8"), re.DOTALL)
    guide = shell_blocks(REPO / "docs" / "new-game.md")[0]
    assert readme is not None
    assert [split(line)[0] for line in readme[1].splitlines()] == [split(line)[0] for line in guide if "pytest" not in line]


def test_a_command_that_does_not_do_as_the_page_says_is_found(tmp_path):
    assert run_line("nonsense --flag", tmp_path) is not None
    assert split("python -m generator check --variant x   # exit status 2") == (["python", "-m", "generator", "check", "--variant", "x"], 2)
    assert generator_args(["cardpress", "check"]) == ["check"] and generator_args(["make", "check"]) is None


def test_every_yaml_example_of_the_guides_is_yaml():
    """An editor copies them: each yaml block of the editors' and designers' pages (and the new-game guide's)
    reads as YAML (the new-game guide's are also applied to a game and built: tests/commands/test_new_game.py)."""
    broken = []
    for page in [*GUIDES, DOCS / "new-game.md"]:
        text = page.read_text(encoding="utf-8")
        for block in re.finditer(r"```yaml\n(.*?)```", text, re.DOTALL):
            try:
                yaml.safe_load(block[1])
            except yaml.YAMLError as error:
                broken.append(f"{page.relative_to(REPO)}:{text[: block.start()].count(chr(10)) + 2}: {str(error).splitlines()[0]}")
    assert broken == []

"""`new-game PATH` (issue 26): a complete standalone game at PATH, anywhere (content, code, README, its
conformance tests), or one message and nothing written."""

import ast
import json
import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

import generator.commands.new_game as new_game_command
from generator.cli import main
from generator.commands.new_game import TEMPLATE, new_game, refusal
from generator.errors import BuildError
from generator.plugins import load_game, plugin_key

REPO = Path(__file__).resolve().parents[2]


def snapshot(root: Path) -> list[str]:
    return sorted(str(path.relative_to(root)) for path in root.rglob("*"))


def python_lines(folder: Path) -> int:
    return sum(len(path.read_text().splitlines()) for path in folder.rglob("*.py"))


def test_a_new_game_is_one_folder_with_its_content_code_readme_and_tests(tmp_path):
    folder = new_game(tmp_path / "card-duel")
    assert folder == tmp_path / "card-duel"
    assert {p.name for p in folder.iterdir()} >= {"game.yaml", "deck.yaml", "rules.yaml", "examples.yaml", "pages", "game", "README.md"}
    assert (folder / "tests" / "test_game.py").is_file() and (folder / ".gitignore").is_file()
    assert len(list((folder / "pages").glob("*.yaml"))) == 4  # a 4-page booklet
    assert "plugin: ./game" in (folder / "game.yaml").read_text() and 'toolchain: ">=' in (folder / "game.yaml").read_text()
    written = [path for path in folder.rglob("*") if path.is_file()]
    assert [path for path in written if "@@" in path.read_text()] == []  # every placeholder filled in
    assert [path for path in written if path.suffix == ".tmpl"] == []
    assert python_lines(folder / "game") < 300  # a minimal game
    assert "class TestConformance(Conformance):" in (folder / "tests" / "test_game.py").read_text()  # the kit's pytest plug-in


def test_its_code_is_one_game_value_made_by_keyword(tmp_path):
    folder = new_game(tmp_path / "card-duel")
    game = load_game(plugin_key("./game", folder))
    assert game.card("7") is not None and game.pdf_creator == "CARD DUEL print toolchain"
    calls = [node for node in ast.walk(ast.parse((folder / "game" / "game.py").read_text())) if isinstance(node, ast.Call)]
    assert [call for call in calls if ast.unparse(call.func) == "Game" and not call.args]  # keywords only


def test_its_pages_show_the_markers_and_its_example_states_a_rule(tmp_path):
    folder = new_game(tmp_path / "card-duel")
    play = (folder / "pages" / "02-play.yaml").read_text()
    assert "{rules:hand}" in play and "{ex:first.winner}" in play
    examples = (folder / "examples.yaml").read_text()
    assert "hands: {Aさん: [3, 7], Bさん: [9, 2]}" in examples and "expect: {winner: Bさん, highest: 9}" in examples
    assert "states:" in examples and "いちばん大きい数字を出した人の勝ち" in play


def test_every_template_file_keeps_its_imports_cheap():
    """The game's code is imported by every command: reportlab, the pipeline and the CLI only inside functions."""
    heavy = re.compile(r"^(?:from|import) (?:reportlab|PIL|pikepdf|generator\.(?:cli|pipeline|booklet\.[a-z_]+|cards\.[a-z_]+))\b")
    for path in (TEMPLATE / "plugin").glob("*.py.tmpl"):
        top = path.read_text().split("\nif TYPE_CHECKING:")[0]
        assert [line for line in top.splitlines() if heavy.match(line)] == [], path.name


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("Card-Duel", "found the game name 'Card-Duel', expected lower-case letters, digits and single hyphens"),
        ("card_duel", "found the game name 'card_duel', expected lower-case letters"),
        ("2-players", "expected lower-case letters, digits and single hyphens, starting with a letter"),
        ("card--duel", "found the game name 'card--duel'"),
        ("duel-", "found the game name 'duel-'"),
        ("taken", "taken, which exists already; expected a new folder"),
    ],
)
def test_a_path_that_cannot_be_a_new_game_is_refused_and_nothing_is_written(tmp_path, name, why):
    (tmp_path / "taken").mkdir()
    before = snapshot(tmp_path)
    assert why in (refusal(tmp_path / name) or "")
    with pytest.raises(BuildError) as refused:
        new_game(tmp_path / name)
    assert len(refused.value.problems) == 1
    assert snapshot(tmp_path) == before


def test_a_failure_while_writing_leaves_nothing_behind(monkeypatch, tmp_path):
    before = snapshot(tmp_path)
    real_fill = new_game_command._fill

    def fail_on_the_code(template, into, fills):
        if template.name == "plugin":
            raise OSError(28, "No space left on device")
        real_fill(template, into, fills)

    monkeypatch.setattr(new_game_command, "_fill", fail_on_the_code)
    with pytest.raises(OSError):
        new_game(tmp_path / "card-duel")
    assert snapshot(tmp_path) == before


def test_the_command_says_what_it_wrote_and_how_to_build_it(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    assert main(["new-game", "card-duel"]) == 0
    assert capsys.readouterr().out == (
        "wrote card-duel/: in it, `cardpress check`, `cardpress build all`, `cardpress preflight` and `python -m pytest` (its README.md)\n"
    )
    assert main(["new-game", "card-duel"]) == 2
    assert capsys.readouterr().err == "error: found card-duel, which exists already; expected a new folder\n1 problem\n"


def test_its_help_shows_the_path_alone(capsys):
    """Every command takes --content and --game, but a new game reads no game: its --help leaves them out."""
    with pytest.raises(SystemExit):
        main(["new-game", "--help"])
    shown = capsys.readouterr().out
    assert "the new game's folder, anywhere" in shown
    assert "--game" not in shown and "--content" not in shown


DOCS = REPO / "docs" / "new-game.md"


def five_minutes() -> list[list[str]]:
    """docs/new-game.md's commands, in order, each as its words (its first sh block, then the one that
    renders what was built): the steps the tests below take."""
    blocks = re.findall(r"```sh\n(.*?)```", DOCS.read_text(encoding="utf-8"), re.DOTALL)
    return [shlex.split(line.partition(" #")[0]) for block in blocks[:2] for line in block.splitlines() if line.strip()]


def outside_the_checkout() -> dict[str, str]:
    """This process's environment without PYTHONPATH: a command of the installed toolchain must not import the checkout."""
    return {name: value for name, value in os.environ.items() if name != "PYTHONPATH"}


def ran(argv: list[str], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    done = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True)
    assert done.returncode == 0, f"{' '.join(argv)}:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
    return done


@dataclass(frozen=True)
class Installed:
    """The toolchain installed once, not editable, in a fresh virtual environment (issue 26: docs/new-game.md's
    "Install the toolchain once"): pip copied this checkout into site-packages, with every dependency
    pyproject.toml names, and pytest for a game's own tests."""

    venv: Path

    @property
    def python(self) -> Path:
        return self.venv / "bin" / "python"

    @property
    def cardpress(self) -> Path:
        return self.venv / "bin" / "cardpress"


@pytest.fixture(scope="module")
def installed(other_process, tmp_path_factory) -> Installed:
    venv = tmp_path_factory.mktemp("installed") / "venv"
    # Without a pip of its own (ensurepip was a fifth of the time): this checkout's pip installs into it (--python).
    ran([sys.executable, "-m", "venv", "--without-pip", str(venv)], venv.parent)
    toolchain = Installed(venv)
    # --no-compile: Python writes the bytecode of what a command imports on its first run; pip compiling
    # every module of every dependency first was a third of the install's time
    install = [sys.executable, "-m", "pip", "--python", str(toolchain.python), "install", "-q", "--no-compile", str(REPO), "pytest"]
    ran(install, venv.parent, outside_the_checkout())
    return toolchain


@dataclass(frozen=True)
class GuideRun:
    """docs/new-game.md's steps, run by the installed toolchain in an empty folder outside the repository
    (`cardpress` is the virtual environment's command, `python` its interpreter, `cd` moves into the
    game), each inside the game's folder, up to the first that failed: each command's words and what
    it did. Entering the game, the checkout's ruff and mypy read its code (the template's code is
    lint-clean, as the guide's "Tests" says)."""

    folder: Path  # the empty folder the guide starts in; the game is its card-duel/
    ran: list[tuple[list[str], subprocess.CompletedProcess]]

    def said(self, *words: str) -> str:
        """What the command starting with `words` printed (stdout, then stderr), once it and every command before it exited 0."""
        for argv, done in self.ran:
            assert done.returncode == 0, f"{' '.join(argv)}:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
            if argv[: len(words)] == list(words):
                return done.stdout + done.stderr
        raise AssertionError(f"no command `{' '.join(words)}` ran")


LINT = (
    ["ruff", "check", "--config", str(REPO / "pyproject.toml"), "game", "tests"],
    ["ruff", "format", "--check", "--config", str(REPO / "pyproject.toml"), "game", "tests"],
    ["mypy", "--strict", "game"],
)


@pytest.fixture(scope="module")
def guide_run(installed, tmp_path_factory) -> GuideRun:
    start = tmp_path_factory.mktemp("empty")
    run = GuideRun(start, [])
    folder = start
    for words in five_minutes():
        if words[0] == "cd":
            folder = folder / words[1]
            for step in LINT:  # the checkout's linters, the game's code importing the checkout's generator
                checkout = {**os.environ, "PYTHONPATH": str(REPO)}
                done = subprocess.run([sys.executable, "-m", *step], cwd=folder, env=checkout, capture_output=True, text=True)
                run.ran.append((step, done))
                if done.returncode != 0:
                    return run
            continue
        argv = {
            "cardpress": [str(installed.cardpress), *words[1:]],
            "python": [str(installed.python), *words[1:], "-q", "-p", "no:cacheprovider"],
            "pdftoppm": [w.replace("/tmp/", f"{start}/") for w in words],
        }[words[0]]
        done = subprocess.run(argv, cwd=folder, env=outside_the_checkout(), capture_output=True, text=True)
        run.ran.append((words, done))
        if done.returncode != 0:
            break
    return run


def test_the_installed_toolchain_is_a_copy_in_the_virtual_environment_with_its_types(installed, tmp_path):
    located = ran([str(installed.python), "-c", "import generator; print(generator.__file__)"], tmp_path, outside_the_checkout()).stdout
    assert str(installed.venv) in located and (Path(located.strip()).parent / "py.typed").is_file()
    assert ran([str(installed.cardpress), "--help"], tmp_path, outside_the_checkout()).stdout.startswith("usage: cardpress ")


def test_the_installed_toolchain_checks_builds_and_tests_a_game_outside_the_repository(guide_run):
    """Issue 26's first "done when": a game started in an empty folder outside the repository works from there."""
    assert "content OK" in guide_run.said("cardpress", "check")
    assert guide_run.said("cardpress", "preflight").splitlines()[-1].endswith("all clean")
    assert "5 passed" in guide_run.said("python", "-m", "pytest")


def test_a_new_game_outside_the_repository_builds_at_once_and_passes_its_kit(guide_run):
    """From nothing to every output, by docs/new-game.md's commands: the code is lint-clean and
    type-checks, check, build all and preflight exit 0, its tests pass, and the pages render as the guide shows."""
    steps = five_minutes()
    assert [words[:2] for words in steps] == [
        ["cardpress", "new-game"], ["cd", "card-duel"], ["cardpress", "check"], ["cardpress", "build"], ["cardpress", "preflight"],
        ["python", "-m"], ["pdftoppm", "-r"], ["pdftoppm", "-r"],
    ]  # fmt: skip
    guide_run.said(*steps[-1])  # the last step, and every one before it, exited 0
    assert [argv for argv, _ in guide_run.ran] == [steps[0], *LINT, *steps[2:]]  # every step ran, the linters on entering the game
    game = guide_run.folder / "card-duel"
    listed = json.loads((game / "build" / "manifest.json").read_text())["outputs"]
    kinds = {entry["kind"] for entry in listed}
    assert {"booklet-print", "booklet-screen", "cards-print", "cards-pnp", "quickref-print", "tuckbox-print", "web"} <= kinds
    assert not (game / "build" / "qr").exists()  # no calculator: no QR code files
    rendered = [len(list(guide_run.folder.glob(f"{name}-*.png"))) for name in ("card", "quickref")]
    assert rendered == [21, 2]  # pdftoppm: the 20 faces and the back; the card's two sides


DOCS = REPO / "docs" / "new-game.md"


def first_changes() -> tuple[str, list[tuple[str, str]]]:
    """docs/new-game.md's "Your first changes": its text and its code blocks (language, code), in order."""
    section = DOCS.read_text(encoding="utf-8").split("\n## Your first changes\n", 1)[1].split("\n## ", 1)[0]
    return section, re.findall(r"```(python|yaml)\n(.*?)```", section, re.DOTALL)


def put_function(code_folder: Path, code: str) -> None:
    """The game's function or method of the snippet's name replaced by the snippet; a hook it has none
    of goes into blocks.py, and into its Game(...) by keyword (as docs/new-game.md says)."""
    name = re.match(r" *def (\w+)\(", code)[1]
    found = [path for path in code_folder.glob("*.py") if re.search(rf"^ *def {name}\(", path.read_text(), re.MULTILINE)]
    if not found:  # a new hook: into blocks.py, and into Game(...) by keyword
        blocks, game = code_folder / "blocks.py", code_folder / "game.py"
        blocks.write_text(f"{blocks.read_text()}\n\n{code}")
        text = game.read_text().replace("\n\nGAME = Game(\n", f"\nfrom .blocks import {name}\n\nGAME = Game(\n    {name}={name},\n", 1)
        game.write_text(text)
        return
    (path,) = found
    lines = path.read_text().splitlines(keepends=True)
    (function,) = [node for node in ast.walk(ast.parse("".join(lines))) if isinstance(node, ast.FunctionDef) and node.name == name]
    path.write_text("".join([*lines[: function.lineno - 1], code, *lines[function.end_lineno :]]))


@pytest.mark.slow  # new-game, mypy, check and a whole build in other processes
def test_the_first_changes_docs_new_game_shows_build(tmp_path):
    """Each snippet of "Your first changes", applied where the text says, type-checks and builds; its
    wrong result stops the build with the message the page quotes."""
    environment = {**os.environ, "PYTHONPATH": str(REPO)}

    def run(*step: str, cwd: Path) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, *step], cwd=cwd, env=environment, capture_output=True, text=True)

    assert run("-m", "generator", "new-game", "card-duel", cwd=tmp_path).returncode == 0
    game = tmp_path / "card-duel"
    code_folder = game / "game"
    section, snippets = first_changes()
    assert [language for language, _ in snippets] == ["python", "yaml", "yaml", "python", "python", "python", "python"]
    for language, code in snippets:
        if language == "python" and code.startswith("from "):
            (code_folder / "blocks.py").write_text(code)
        elif language == "python":
            put_function(code_folder, code)
        else:
            target = game / ("pages/02-play.yaml" if "# in pages/02-play.yaml" in code else "examples.yaml")
            target.write_text(target.read_text() + code)
    deck = game / "deck.yaml"
    deck.write_text(deck.read_text().replace("to: 20", "to: 30").replace("total: 20", "total: 30"))
    page = game / "pages" / "02-play.yaml"
    page.write_text(page.read_text().replace("  - heading: 遊び方\n", "  - heading: 遊び方\n  - banner: 大きい数が勝つ！\n", 1))
    for step in (["-m", "mypy", "--strict", "game"], ["-m", "generator", "build", "all"]):
        done = run(*step, cwd=game)
        assert done.returncode == 0, f"{' '.join(step)}:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
    html = (game / "build" / "web" / "rules.html").read_text(encoding="utf-8")
    won = "<ruby>勝<rt>か</rt></ruby>つ"  # with its reading (readings.yaml), as rules.html shows it
    assert f'<p class="banner"><strong>大きい数が{won}！</strong></p>' in html and f"{won}のはBさんです" in html
    examples = game / "examples.yaml"
    examples.write_text(examples.read_text().replace("expect: {winner: Bさん, highest: 30}", "expect: {winner: Aさん, highest: 30}"))
    done = run("-m", "generator", "check", cwd=game)
    quoted = re.search(r"`(card-duel/examples\.yaml:[^`]+)`", section)[1]
    assert done.stderr.splitlines() == [f"error: {quoted}", "1 problem"]

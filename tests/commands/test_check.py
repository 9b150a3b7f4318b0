"""`python -m generator check`: verifies the content without rendering."""

from __future__ import annotations

import gc
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.cli import main
from generator.commands import check as check_command
from generator.commands.check import counted

REPO = Path(__file__).resolve().parents[2]


def test_check_passes_on_the_content_and_says_what_it_checked(capsys):
    assert main(["check", "--content", str(REPO / "content")]) == 0
    out = capsys.readouterr().out
    assert re.fullmatch(
        r"content OK: 24 pages, \d+ blocks, 11 worked examples replayed \(\d+ of them checks of the rules, not printed\), "
        r"39 cards, 11 glossary terms, English translations current, every output laid out \(\d+\.\d\d s\)\n",
        out,
    )


def test_check_of_the_japanese_edition_alone_says_nothing_of_translations(capsys):
    assert main(["check", "--edition", "ja", "--content", str(REPO / "content")]) == 0
    assert "English" not in capsys.readouterr().out


def test_check_writes_nothing(tmp_path, monkeypatch):
    shutil.copytree(REPO / "content", tmp_path / "content")
    monkeypatch.chdir(tmp_path)
    assert main(["check"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["content"]


def test_check_fails_with_exit_2_and_the_message(tmp_path, capsys):
    shutil.copytree(REPO / "content", tmp_path / "content")
    examples = tmp_path / "content" / "examples.yaml"
    examples.write_text(examples.read_text(encoding="utf-8").replace("strength: -10", "strength: -9"), encoding="utf-8")
    assert main(["check", "--content", str(tmp_path / "content")]) == 2
    err = capsys.readouterr().err
    assert "example 1 (negative), expect.strength: stated −9, the rules give −10 (record: 0 + 0 + 0 = 0 / 5 + 5 = 10 / 0 − 10 = −10)" in err
    assert err.endswith("\n1 problem\n")  # check writes nothing, so it does not say so


@pytest.mark.slow  # the generator in another process
def test_python_dash_m_generator_check_runs_as_ci_does():
    done = subprocess.run([sys.executable, "-m", "generator", "check"], cwd=REPO, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("content OK: 24 pages")


@pytest.mark.parametrize(("number", "said"), [(0, "0 worked examples"), (1, "1 worked example"), (2, "2 worked examples")])
def test_the_summary_counts_agree_with_their_number(number, said):
    assert counted(number, "worked example") == said


def test_the_check_runs_without_the_cyclic_collector_and_gives_it_back(monkeypatch):
    seen = []
    real = check_command.verdict
    monkeypatch.setattr(check_command, "verdict", lambda *args, **kwargs: seen.append(gc.isenabled()) or real(*args, **kwargs))
    assert gc.isenabled()
    assert main(["check", "--edition", "ja", "--content", str(REPO / "content")]) == 0
    assert seen == [False] and gc.isenabled()

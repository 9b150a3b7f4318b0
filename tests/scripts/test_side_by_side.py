"""scripts/side_by_side.py: two commands run in turn, after a warm-up each, and the table of their medians."""

from __future__ import annotations

import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))

from side_by_side import Pair, Side, generator, medians_in_turn, table  # noqa: E402  (scripts/ is no package)


def test_the_sides_run_in_turn_after_one_warm_up_each(tmp_path):
    log = tmp_path / "log"
    a, b = (Side(["sh", "-c", f"echo {name} >> {log}"], {}) for name in "AB")
    pair = medians_in_turn(a, b, 3, tmp_path)
    assert log.read_text().split() == ["A", "B"] * 4
    assert all(seconds >= 0 for seconds in (*pair.mine, *pair.theirs))


def test_the_table_gives_each_row_its_ratio_in_wall_and_cpu_time():
    rows = [("`check`", "Typst peer", Pair((1.0, 0.9), (0.5, 0.3)))]
    assert table(rows).splitlines()[2] == "| `check` | 1.00 s (0.90 s) | Typst peer | 0.50 s (0.30 s) | 2.00× (3.00×) |"


def test_a_saved_side_saves_its_file_before_each_run(tmp_path):
    """The 'a page saved' rows: the file's time is now before every run (no whole result said again), its text unchanged."""
    page = tmp_path / "page.yaml"
    page.write_text("title: x\n")
    log = tmp_path / "log"
    side = Side(["sh", "-c", f"stat -c %Y {page} >> {log}"], {}, saved=page)
    os.utime(page, (1_000_000_000, 1_000_000_000))
    side.seconds(tmp_path)
    assert int(log.read_text()) > 1_000_000_000 and page.read_text() == "title: x\n"


def test_an_edited_side_changes_a_sentence_of_its_own_copy_before_each_run(tmp_path):
    """The 'a sentence edited' rows: real work each run (a new text each time), in a copy: the repository's page stays."""
    page = Path("pages") / "07-strength.yaml"
    side = generator(REPO, tmp_path, "this", "check", "--edition", "ja", edited=True)
    copy = Path(side.argv[side.argv.index("--content") + 1])
    assert copy != REPO / "content" and copy.is_relative_to(tmp_path)
    assert side.edit is not None
    texts = []
    for _ in range(2):
        side.edit()
        texts.append((copy / page).read_text(encoding="utf-8"))
    original = (REPO / "content" / page).read_text(encoding="utf-8")
    assert len({original, *texts}) == 3 and "（{n:2}回目）" in texts[1]

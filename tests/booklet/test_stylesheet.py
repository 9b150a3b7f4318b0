"""docs/booklet.md's style table points at stylesheet.py and holds no values: it names every setting
of stylesheet.py, each once, and names nothing stylesheet.py lacks."""

import ast
import re
from pathlib import Path

from generator.booklet import stylesheet

from .conftest import REPO

DOC = REPO / "docs" / "booklet.md"


def style_table() -> str:
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("## Style sheet") :]
    end = section.find("\n## ", 1)  # the next section, if the table is not the page's last
    return section if end < 0 else section[:end]


def table_rows(section: str) -> list[str]:
    return [line for line in section.splitlines() if line.startswith("| ") and not line.startswith("| element")]


def named(rows: list[str]) -> list[str]:
    return [name for row in rows for name in re.findall(r"`([A-Z][A-Z_]+)`", row)]


def settings() -> set[str]:
    """The settings stylesheet.py defines: its module-level assignments (BODY, FRAME, …), not what it imports."""
    tree = ast.parse(Path(stylesheet.__file__).read_text(encoding="utf-8"))
    return {target.id for node in tree.body if isinstance(node, ast.Assign) for target in node.targets}


def test_the_table_names_every_setting_of_stylesheet_py_once():
    names = named(table_rows(style_table()))
    assert sorted(names) == sorted(settings())


def test_the_table_holds_no_values():
    rows = table_rows(style_table())
    assert len(rows) > 10
    assert [row for row in rows if re.search(r"\d\s*(mm|pt|%)", row)] == []


def test_the_checks_see_a_stale_table():
    rows = ["| body | `BODY`, 10.5 pt |", "| gone | `BODY_TEXT` |"]
    assert re.search(r"\d\s*(mm|pt|%)", rows[0])
    assert set(named(rows)) - settings() == {"BODY_TEXT"}

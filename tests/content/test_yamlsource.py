"""Reading YAML with locations, and the guards: UTF-8, syntax, duplicate keys, alias bombs."""
from __future__ import annotations

import time
import tracemalloc

import pytest

from generator.content.yamlsource import MAX_NODES, Mapping, Sequence, read_yaml
from generator.errors import BuildError, Location, Problems


def read(tmp_path, text: str | bytes):
    path = tmp_path / "x.yaml"
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    problems = Problems()
    return read_yaml(path, "content/x.yaml", problems), problems


def message(error: BuildError) -> str:
    return str(error)


def test_values_keep_their_file_line_and_column(tmp_path):
    data, problems = read(tmp_path, "title: MIGHTY?\nplayers:\n  min: 2\nlist: [a, b]\n")
    assert not problems
    assert isinstance(data, Mapping) and isinstance(data["list"], Sequence)
    assert data.where == Location("content/x.yaml", 1, 1)
    assert data.at("title") == Location("content/x.yaml", 1, 8)
    assert data["players"].at("min") == Location("content/x.yaml", 3, 8)
    assert data["list"].at(1) == Location("content/x.yaml", 4, 11)
    assert data["players"]["min"] == 2


def test_scalars_read_as_the_safe_loader_reads_them(tmp_path):
    data, _ = read(tmp_path, "a: 3\nb: -1.5\nc: true\nd: null\ne: 2026-09-21\nf: '3'\n")
    assert data == {"a": 3, "b": -1.5, "c": True, "d": None, "e": "2026-09-21", "f": "3"}


def test_an_empty_file_is_an_empty_mapping(tmp_path):
    data, problems = read(tmp_path, "# only a comment\n")
    assert data == {} and data.where == Location("content/x.yaml", 1, 1) and not problems


def test_a_duplicate_key_is_a_problem_and_the_first_value_stays(tmp_path):
    data, problems = read(tmp_path, "a: 1\nb: 2\na: 3\n")
    assert data["a"] == 1
    assert [str(p) for p in problems.found] == [
        "content/x.yaml:3:1: found the key 'a' twice (first on line 1), expected each key once"
    ]


def test_a_syntax_error_names_line_and_column(tmp_path):
    with pytest.raises(BuildError) as error:
        read(tmp_path, "a: [1, 2\nb: 3\n")
    assert message(error.value).startswith("content/x.yaml:2:2: found invalid YAML: expected ',' or ']', but got ':'")


def test_a_file_that_is_not_utf8_names_the_byte(tmp_path):
    with pytest.raises(BuildError) as error:
        read(tmp_path, "title: ok\nnote: ".encode() + "説明".encode("shift_jis") + b"\n")
    assert message(error.value) == (
        "content/x.yaml:2:7: found byte 0x90, which is not UTF-8; expected a UTF-8 text file (save it as UTF-8)"
    )


def test_a_utf8_byte_order_mark_is_fine(tmp_path):
    data, _ = read(tmp_path, "\ufefftitle: ok\n")
    assert data == {"title": "ok"}


def billion_laughs(levels: int = 9) -> str:
    lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, levels + 1)]
    return "\n".join(lines) + "\n"


def test_an_alias_bomb_is_refused_fast_and_in_bounded_memory(tmp_path):
    tracemalloc.start()
    started = time.perf_counter()
    with pytest.raises(BuildError) as error:
        read(tmp_path, billion_laughs())
    seconds = time.perf_counter() - started
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert message(error.value).startswith("content/x.yaml:")
    assert f"found more than {MAX_NODES} values after expanding anchors and aliases (an alias bomb?)" in message(error.value)
    assert seconds < 1.0
    assert peak < 50_000_000


def test_a_recursive_alias_is_refused(tmp_path):
    with pytest.raises(BuildError) as error:
        read(tmp_path, "a: &a [*a]\n")
    assert message(error.value) == "content/x.yaml:1:4: found an alias that contains itself, expected a plain document: write the values out"


def test_a_small_alias_is_expanded(tmp_path):
    data, _ = read(tmp_path, "a: &x [1, 2]\nb: *x\n")
    assert data["b"] == [1, 2]


def test_absurd_nesting_is_a_problem_not_a_crash(tmp_path):
    with pytest.raises(BuildError) as error:
        read(tmp_path, "a: " + "[" * 2000 + "]" * 2000 + "\n")
    assert message(error.value) == "content/x.yaml: found lists or mappings nested too deep to read, expected a plain document"

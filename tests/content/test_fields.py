"""The declarative readers: a table of fields reads a mapping, each field the same way, every
problem noted in one pass; and the loader's files provide exactly the attributes of Content."""

from __future__ import annotations

import dataclasses

from generator.content.components import ComponentsFile
from generator.content.fields import LENGTH, POSITIVE, TEXT, At, Entries, Items, Reading, Table, as_dict, optional
from generator.content.loader import GameParts, PagesFolder, content_files
from generator.content.model import Content, SourceText
from generator.content.rulesfile import VariantsFolder
from generator.content.yamlsource import read_yaml
from generator.errors import Problems
from generator.plugins import load_game


def read(tmp_path, text: str, reader):
    """`text` (a YAML document) read by `reader`: (the value, the problems as strings, the texts read)."""
    path = tmp_path / "x.yaml"
    path.write_text(text, encoding="utf-8")
    reading = Reading()
    data = read_yaml(path, "content/x.yaml", Problems())
    value = reader(data, At(data.where, "", reading))
    return value, [str(p) for p in reading.problems.found], reading.texts


PAIR = Table({"min": POSITIVE, "max": POSITIVE}, build=as_dict)


def test_a_table_reads_its_fields(tmp_path):
    value, problems, _ = read(tmp_path, "min: 2\nmax: 8\n", PAIR)
    assert (value, problems) == ({"min": 2, "max": 8}, [])


def test_a_missing_key_is_one_message_naming_what_is_expected(tmp_path):
    value, problems, _ = read(tmp_path, "min: 2\n", PAIR)
    assert value is None
    assert problems == ["content/x.yaml:1:1: found no 'max', expected 'max' (a whole number above 0)"]


def test_every_problem_of_a_table_in_one_pass(tmp_path):
    value, problems, _ = read(tmp_path, "min: zero\nmax: 0\nmix: 3\n", PAIR)
    assert value is None
    assert problems == [
        "content/x.yaml:3:1: found unknown key 'mix', expected one of: min, max (did you mean 'min'?)",
        "content/x.yaml:1:6: min: found 'zero', expected a whole number above 0",
        "content/x.yaml:2:6: max: found 0, expected a whole number above 0",
    ]


def test_nested_tables_name_the_path(tmp_path):
    outer = Table({"players": PAIR, "note": optional(TEXT, "none")}, build=as_dict)
    value, problems, _ = read(tmp_path, "players: {min: 2, max: -1}\n", outer)
    assert value is None and problems == ["content/x.yaml:1:24: players.max: found -1, expected a whole number above 0"]
    value, problems, _ = read(tmp_path, "players: {min: 2, max: 3}\n", outer)
    assert value == {"players": {"min": 2, "max": 3}, "note": "none"}  # an optional key absent: its default


def test_build_may_check_fields_together(tmp_path):
    def ordered(values):
        if values["min"] > values["max"]:
            values.add("max", f"found {values['max']}, expected at least min ({values['min']})")
            return None
        return values["min"], values["max"]

    value, problems, _ = read(tmp_path, "min: 5\nmax: 3\n", Table({"min": POSITIVE, "max": POSITIVE}, build=ordered))
    assert value is None and problems == ["content/x.yaml:2:6: max: found 3, expected at least min (5)"]


def test_items_point_at_each_wrong_item_and_repeated_keys(tmp_path):
    terms = Table({"terms": Items(Table({"term": TEXT}, build=as_dict), unique="term")}, build=as_dict)
    value, problems, _ = read(tmp_path, "terms:\n  - {term: A}\n  - {term: 3}\n  - {term: A}\n", terms)
    assert value is None
    assert problems == [
        "content/x.yaml:4:12: term 3, term: found 'A' a second time (first on line 2), expected each term once",
        "content/x.yaml:3:12: term 2, term: found 3, expected text",
    ]


def test_entries_see_their_name_and_the_needed_names(tmp_path):
    sizes = Entries(Table({"width": LENGTH}, build=lambda v: (v.at.name, v["width"].text)), needs=("a4", "a5"), needs_expected="the papers")
    value, problems, _ = read(tmp_path, "a4: {width: 210mm}\nb5: {width: 182mm}\n", sizes)
    assert value is None
    assert problems == ["content/x.yaml:1:1: found no 'a5', expected the papers a4, a5"]
    value, problems, _ = read(tmp_path, "a4: {width: 210mm}\na5: {width: 148mm}\n", sizes)
    assert value == {"a4": ("a4", "210mm"), "a5": ("a5", "148mm")} and problems == []


def test_every_text_read_is_kept_with_its_place(tmp_path):
    """Later checks of printed text (markup, characters the font lacks) see every text, whatever else failed."""
    table = Table({"title": TEXT, "count": POSITIVE}, build=as_dict)
    _, problems, texts = read(tmp_path, "title: 見出し\ncount: many\n", table)
    assert len(problems) == 1
    assert texts == ["見出し"] and isinstance(texts[0], SourceText) and str(texts[0].where) == "content/x.yaml:1:8"


def test_the_files_provide_exactly_the_attributes_of_content():
    """A file's result fields are the Content attributes it fills: a new one needs no other code."""
    results = [*(file.result for file in content_files(load_game("mighty"))), PagesFolder, VariantsFolder, GameParts, ComponentsFile]
    provided = [f.name for result in results for f in dataclasses.fields(result)]
    # by verify_content; the edition's by generator/translation/english.py; the variant's by rulesfile.with_variant;
    # the game's code (Game) by load_content, from game.yaml's `plugin:`
    filled_later = {"results", "language", "words", "variant", "plugin"}
    assert sorted(provided) == sorted(f.name for f in dataclasses.fields(Content) if f.name not in filled_later)
    assert len(provided) == len(set(provided))

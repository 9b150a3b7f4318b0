"""Reading YAML with locations, and the guards: UTF-8, syntax, duplicate keys, alias bombs."""

from __future__ import annotations

import tracemalloc

import pytest

from generator.content import yamlsource
from generator.content.yamlsource import MAX_BYTES, MAX_NODES, Mapping, Sequence, locate, read_yaml
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
    assert [str(p) for p in problems.found] == ["content/x.yaml:3:1: found the key 'a' twice (first on line 1), expected each key once"]


def syntax_error(tmp_path, text: str) -> str:
    with pytest.raises(BuildError) as error:
        read(tmp_path, text)
    return message(error.value)


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "a: [1, 2\nb: 3\n",
            "1:4: found '[' that is not closed before line 2, column 2; expected a ']' to close it, and a comma between items",
        ),
        ("a: 1\nb: [1, 2\n", "2:4: found '[' that is never closed; expected a ']' to close it"),
        ("a: 1\nb: {c: 2\n\n\n", "2:4: found '{' that is never closed; expected a '}' to close it"),
        ('a: "text\nb: 1\n', "1:4: found '\"' that is never closed; expected a '\"' to close it"),
        (
            "a: {game:cards}枚\n",
            "1:4: found a text that starts with '{', which YAML reads as a mapping; expected the whole text in quotes: \"{game:cards}枚\"",
        ),
        (
            "- [注意] です\n",
            "1:3: found a text that starts with '[', which YAML reads as a list; expected the whole text in quotes: \"[注意] です\"",
        ),
        (
            "- {term: X, definition: {rules:board_size}枚}\n",
            "1:25: found a text that starts with '{', which YAML reads as a mapping; "
            'expected the whole text in quotes: "{rules:board_size}枚"',
        ),
        ('a: "引用" です\n', "1:4: found more text after the closing quote; expected the whole text inside the quotes"),
        (
            "a: 注意: 本文\n",
            "1:6: found ': ' (a colon and a space) inside a text, which YAML reads as a new key; "
            'expected the whole text in quotes: "注意: 本文"',
        ),
        (
            "- {term: X, definition: 注意: 本文}\n",
            "1:27: found ': ' (a colon and a space) inside a text, which YAML reads as a new key; "
            'expected the whole text in quotes: "注意: 本文" (or a comma, if two entries ran together)',
        ),
        ("a:\n\tb: 1\n", "2:1: found a tab; expected spaces (YAML does not allow tabs for indentation: indent with spaces)"),
        ("a: b\n---\nc: d\n", "2:1: found a second document (a line ---); expected one document per file: remove the ---"),
        (
            "a: 1\n  b: 2\n",
            "2:3: found a key indented more than the line above, which already has its value; expected it at "
            "the indentation of the key above (remove the extra spaces)",
        ),
        (
            "a: 1\nb 2\nc: 3\n",
            "2:1: found a line without ':' ('b 2') among `key: value` lines; expected `key: value` (is the ':' after the key missing?)",
        ),
        (
            "a:\n  - x\nb:\n  tone tip\n  text: c\n",
            "4:3: found a line without ':' ('tone tip') among `key: value` lines; expected "
            "`key: value` (is the ':' after the key missing?)",
        ),
        (
            "- a: **b**です\n",
            "1:6: found a text that starts with '*', which YAML reads as an alias (*name); expected the whole "
            'text in quotes: "**b**です"',
        ),
        ("a: - b\n", "1:4: found a text that starts with '-', which YAML reads as a list item; expected the whole text in quotes: \"- b\""),
        (
            "a: b\nc: > d\n",
            "2:4: found a text that starts with '>', which YAML reads as the start of a folded text; expected the "
            'whole text in quotes: "> d"',
        ),
        ("a: {b: 1}}\n", "1:10: found '}' that closes nothing (one too many?); expected it only to close a '{' before it"),
        (
            'a: "text\nb: 1\nc: "d"\n',
            "1:4: found '\"' that is closed only on line 3; expected the closing '\"' on line 1, where the text ends",
        ),
        (
            "blocks:\n  paragraph: a\n  - formula\n",
            "3:3: found a list item '- ' among the `key: value` lines of the mapping "
            "that starts on line 2; expected one kind of line at one indentation (is a "
            "'- ' missing on line 2, or this line's indentation wrong?)",
        ),
        (
            "a:\n    b: 1\n   c: 2\n",
            "3:4: found a line whose indentation does not fit the mapping that starts on line 1; "
            "expected each key of a mapping at the same indentation (check the spaces at the start "
            "of this line and of the line above)",
        ),
    ],
)
def test_a_syntax_error_says_in_plain_words_what_to_fix(tmp_path, text, expected):
    assert syntax_error(tmp_path, text) == f"content/x.yaml:{expected}"


def test_a_syntax_error_past_the_last_line_is_placed_on_the_last_line(tmp_path):
    """PyYAML's mark is line 3 of a 2-line file; the message keeps to the file (the line that lacks its ':')."""
    assert syntax_error(tmp_path, "a: 1\nb|\n") == (
        "content/x.yaml:2:1: found a line without ':' ('b|') among `key: value` lines; expected `key: value` "
        "(is the ':' after the key missing?)"
    )


@pytest.mark.parametrize(
    "text, found",
    [
        ("a: !!python/object:os.system x\n", "1:4: found the tag !!python/object:os.system on a value"),
        ("a: !!binary xx\n", "1:4: found the tag !!binary on a value"),
        ("a: !local 3\n", "1:4: found the tag !local on a value"),
        ("a: !!python/object/apply:os.system {args: [ls]}\n", "1:4: found the tag !!python/object/apply:os.system on a mapping"),
        ("a:\n  - !!python/tuple [1, 2]\n", "2:5: found the tag !!python/tuple on a list"),
        ("!!set\n? a\n", "1:1: found the tag !!set on a mapping"),
    ],
)
def test_a_tag_is_refused_on_every_kind_of_node(tmp_path, text, found):
    assert syntax_error(tmp_path, text) == (
        f"content/x.yaml:{found}, expected plain YAML without a !tag (tags can make YAML build objects or run code: remove it)"
    )


@pytest.mark.parametrize("text, found", [("a: !!int abc\n", "!!int 'abc'"), ("a: !!bool maybe\n", "!!bool 'maybe'")])
def test_a_plain_tag_with_a_value_it_cannot_have_is_a_message_not_a_traceback(tmp_path, text, found):
    tag = found.split()[0]
    assert syntax_error(tmp_path, text) == (
        f"content/x.yaml:1:4: found {found}, which is not a {tag} value; expected a plain value without a !tag"
    )


def test_a_plain_tag_is_fine(tmp_path):
    assert read(tmp_path, "a: !!str 3\nb: !!int '4'\n")[0] == {"a": "3", "b": 4}


# ---- where a word inside a text is written ----


def where_of(tmp_path, text: str, needle: str) -> Location:
    data, _ = read(tmp_path, text)
    value = data["t"]
    return locate(value, data.at("t"), value.index(needle), needle)


@pytest.mark.parametrize(
    "text, line, column",
    [
        ("t: 本文{ex:x.y}です\n", 1, 6),  # plain
        ('t: "本文{ex:x.y}です"\n', 1, 7),  # double-quoted
        ("t: '本文''{ex:x.y}'\n", 1, 9),  # single-quoted, with an escaped quote before
        ("t: |-\n  一行目\n  二行目\n  三行目 {ex:x.y}\n", 4, 7),  # literal block
        ("t: >-\n  一行目\n  二行目 {ex:x.y}\n", 3, 7),  # folded block
        ("t: 一行目\n  二行目{ex:x.y}\n", 2, 6),  # plain over two lines
    ],
)
def test_a_word_inside_a_text_is_located_at_its_own_line_and_column(tmp_path, text, line, column):
    assert where_of(tmp_path, text, "{ex:x.y}") == Location("content/x.yaml", line, column)


def test_the_second_of_two_equal_words_is_located_as_the_second(tmp_path):
    data, _ = read(tmp_path, "t: |-\n  {a:b}\n  {a:b}\n")
    value = data["t"]
    assert locate(value, data.at("t"), value.rindex("{a:b}"), "{a:b}") == Location("content/x.yaml", 3, 3)


def test_a_word_written_with_an_escape_falls_back_to_the_text(tmp_path):
    data, _ = read(tmp_path, 't: "\\u007Bex:x.y}"\n')
    assert locate(data["t"], data.at("t"), 0, "{ex:x.y}") == Location("content/x.yaml", 1, 4)


def test_a_file_that_is_not_utf8_names_the_byte(tmp_path):
    with pytest.raises(BuildError) as error:
        read(tmp_path, b"title: ok\nnote: " + "説明".encode("shift_jis") + b"\n")
    assert message(error.value) == (
        "content/x.yaml:2:7: found byte 0x90, which is not UTF-8 (the file looks saved as Shift_JIS); expected a UTF-8 "
        "text file (save it as UTF-8)"
    )


def test_a_file_in_no_encoding_a_japanese_editor_uses_is_only_not_utf8(tmp_path):
    with pytest.raises(BuildError) as error:
        read(tmp_path, b"title: \x80\x80\n")
    assert message(error.value) == (
        "content/x.yaml:1:8: found byte 0x80, which is not UTF-8; expected a UTF-8 text file (save it as UTF-8)"
    )


def test_a_utf8_byte_order_mark_is_fine(tmp_path):
    data, _ = read(tmp_path, "\ufefftitle: ok\n")
    assert data == {"title": "ok"}


def billion_laughs(levels: int = 9) -> str:
    lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, levels + 1)]
    return "\n".join(lines) + "\n"


def test_an_alias_bomb_is_refused_fast_and_in_bounded_memory(tmp_path, monkeypatch):
    """Fast as a count, not a clock: the walk stops at the node budget instead of expanding 9^10 values."""
    visits = []
    count = yamlsource._Walker._count
    monkeypatch.setattr(yamlsource._Walker, "_count", lambda self, node: (visits.append(1), count(self, node)))
    tracemalloc.start()
    with pytest.raises(BuildError) as error:
        read(tmp_path, billion_laughs())
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert message(error.value).startswith("content/x.yaml:")
    assert f"found more than {MAX_NODES} values after expanding anchors and aliases (an alias bomb?)" in message(error.value)
    assert len(visits) == MAX_NODES + 1
    assert peak < 50_000_000


def test_a_recursive_alias_is_refused(tmp_path):
    with pytest.raises(BuildError) as error:
        read(tmp_path, "a: &a [*a]\n")
    assert message(error.value) == (
        "content/x.yaml:1:4: found an alias that contains itself, expected a plain document: write the values out"
    )


def test_a_small_alias_is_expanded(tmp_path):
    data, _ = read(tmp_path, "a: &x [1, 2]\nb: *x\n")
    assert data["b"] == [1, 2]


@pytest.mark.slow  # over a second
def test_absurd_nesting_is_a_problem_not_a_crash(tmp_path):
    with pytest.raises(BuildError) as error:
        read(tmp_path, "a: " + "[" * 2000 + "]" * 2000 + "\n")
    assert message(error.value) == "content/x.yaml: found lists or mappings nested too deep to read, expected a plain document"


def test_markup_typed_without_quotes_is_one_problem_and_reads_as_the_text(tmp_path):
    """`text: {game:cards}` is valid YAML (a mapping), never what an editor means."""
    data, problems = read(tmp_path, "t: {game:cards}\nu: {a: 1}\n")
    assert data == {"t": "{game:cards}", "u": {"a": 1}}
    assert [str(p) for p in problems.found] == [
        'content/x.yaml:1:4: found {game:cards}, which YAML reads as a mapping, not a text; expected the text in quotes: "{game:cards}"'
    ]


def test_a_huge_file_is_refused_after_reading_at_most_a_megabyte(tmp_path):
    path = tmp_path / "x.yaml"
    with path.open("wb") as file:
        file.truncate(200_000_000)  # sparse: 200 MB on disk for nothing
    tracemalloc.start()
    with pytest.raises(BuildError) as error:
        read_yaml(path, "content/x.yaml", Problems())
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert message(error.value) == (
        "content/x.yaml: found a file of 200.0 MB, expected a content file of at most 1 MB "
        "(they are a few kB of text: is it the right file?)"
    )
    assert peak < 3 * MAX_BYTES


@pytest.mark.parametrize(
    "character, name",
    [
        ("\x00", "NUL"),
        ("\x07", "BEL"),
        ("\x1b", "ESC"),
        ("\x7f", "DEL"),
        ("\x85", "a control character"),
    ],
)
def test_a_control_character_is_named_at_its_line_and_column_without_parser_words(tmp_path, character, name):
    text = message_of(tmp_path, f"a: 1\nb: x{character}y\n")
    assert text == (
        f"content/x.yaml:2:5: found the control character U+{ord(character):04X} ({name}), which editors do not "
        "show; expected plain text: delete it (retype the line if you cannot see it)"
    )


def test_many_control_characters_are_counted_after_the_first_ten(tmp_path):
    lines = message_of(tmp_path, "a: " + "\x01" * 25 + "\n").splitlines()
    assert len(lines) == 11 and lines[-1] == "content/x.yaml:1:14: found 15 more control characters from here on, expected none"


def message_of(tmp_path, text: str) -> str:
    with pytest.raises(BuildError) as error:
        read(tmp_path, text)
    return message(error.value)


# ---- how messages name a content folder and its files ---------------------------------------------


@pytest.mark.parametrize(
    ("file", "split"),
    [
        ("content/deck.yaml", ("content", "deck.yaml")),
        ("content/pages/05-play.yaml", ("content", "pages/05-play.yaml")),
        ("content/en/pages/05-play.yaml", ("content", "en/pages/05-play.yaml")),
        ("games/the-mind/game.yaml", ("games/the-mind", "game.yaml")),
        ("games/the-mind/pages/09-end.yaml", ("games/the-mind", "pages/09-end.yaml")),
        ("games/the-mind/variants/fast.yaml", ("games/the-mind", "variants/fast.yaml")),
        ("content/pages", ("content", "pages")),  # the pages folder itself
        ("game.yaml", ("", "game.yaml")),
    ],
)
def test_a_shown_file_splits_into_its_content_folder_and_its_path_inside(file, split):
    assert yamlsource.split_shown(file) == split


def test_a_folder_is_shown_as_the_user_can_open_it_from_the_working_directory(tmp_path, monkeypatch):
    (tmp_path / "games" / "zoo").mkdir(parents=True)
    monkeypatch.chdir(tmp_path)
    assert yamlsource.shown_folder(tmp_path / "games" / "zoo") == "games/zoo"
    assert yamlsource.shown_folder("games/zoo") == "games/zoo"
    assert yamlsource.shown_folder(tmp_path) == tmp_path.name  # the working directory itself: its name, not "."


def test_a_folder_outside_the_working_directory_is_shown_by_its_name(tmp_path, monkeypatch):
    (tmp_path / "here").mkdir()
    monkeypatch.chdir(tmp_path / "here")
    assert yamlsource.shown_folder(tmp_path / "elsewhere" / "the-mind") == "the-mind"


IME_COLON = (
    "found a full-width colon '：' after the key 'Aさん', expected ':' (half-width) and a space (switch the Japanese input off to type it)"
)


@pytest.mark.parametrize(
    "text, where",
    [
        ("hands: {Aさん： [青7, 黄2], Bさん: [青1]}\n", "1:12"),  # a player's name in a flow mapping
        ("hands:\n  Aさん： [青7, 黄2]\n  Bさん: [青1]\n", "2:6"),  # and at the start of a line
    ],
)
def test_a_full_width_colon_after_a_japanese_key_is_named(tmp_path, text, where):
    """Names are where the Japanese input is on: the colon, not an unclosed '{' or a line without ':'."""
    assert syntax_error(tmp_path, text) == f"content/x.yaml:{where}: {IME_COLON}"


def test_a_japanese_key_with_a_full_width_colon_is_read_as_meant_and_noted(tmp_path):
    value, problems = read(tmp_path, "hands: {Aさん：2, Bさん: 3}\n")
    assert value == {"hands": {"Aさん": 2, "Bさん": 3}}
    assert [str(problem) for problem in problems.found] == [f"content/x.yaml:1:9: {IME_COLON}"]


def test_a_full_width_colon_inside_a_value_is_text(tmp_path):
    value, problems = read(tmp_path, "title: 説明：これは文\n")
    assert value == {"title": "説明：これは文"} and not problems.found

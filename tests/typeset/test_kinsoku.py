"""The kinsoku tables, break opportunities and the checker, against JLREQ Appendix A."""

from hypothesis import given
from hypothesis import strategies as st

from generator.typeset import kinsoku
from generator.typeset.kinsoku import (
    CL01,
    CL02,
    CL03,
    CL04,
    CL05,
    CL06,
    CL07,
    CL08,
    CL09,
    CL10,
    CL11,
    break_opportunities,
    violations,
)


def marked(text: str) -> str:
    """The text with `|` at every break opportunity, for readable expectations."""
    breaks = set(break_opportunities(text))
    return "".join(("|" if index in breaks else "") + char for index, char in enumerate(text))


# ---- the classes: JLREQ code points and the full-width forms real text uses ----


def test_classes_hold_the_jlreq_and_fullwidth_code_points():
    assert {"「", "『", "（", "［", "｛", "【", "〔", "〈", "《", "(", "“", "‘", "｢"} <= CL01.chars
    assert {"」", "』", "）", "］", "｝", "】", "〕", "〉", "》", ")", "”", "’", "｣"} <= CL02.chars
    assert {"〜", "～", "゠", "‐", "–"} <= CL03.chars
    assert {"！", "？", "!", "?", "‼", "⁇", "⁈", "⁉"} <= CL04.chars
    assert {"・", "：", "；", ":", ";", "･"} <= CL05.chars
    assert {"。", "．", ".", "｡"} <= CL06.chars
    assert {"、", "，", ",", "､"} <= CL07.chars
    assert {"―", "…", "‥", "—"} <= CL08.chars
    assert {"々", "ゝ", "ゞ", "ヽ", "ヾ", "〻"} <= CL09.chars
    assert {"ー", "ｰ"} <= CL10.chars
    assert set("ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶｧｨｩｪｫｯｬｭｮ") | {"ㇰ", "ㇿ"} <= CL11.chars


def test_every_class_from_cl02_to_cl11_cannot_start_a_line():
    for cls in (CL02, CL03, CL04, CL05, CL06, CL07, CL08, CL09, CL10, CL11):
        assert cls.chars <= kinsoku.NOT_STARTING, cls.number
    assert CL01.chars <= kinsoku.NOT_ENDING
    assert not CL01.chars & kinsoku.NOT_STARTING


def test_only_commas_and_full_stops_hang():
    assert kinsoku.HANGING <= CL06.chars | CL07.chars
    assert {"、", "。"} <= kinsoku.HANGING
    assert not {"」", "ー", "っ", "！"} & kinsoku.HANGING


def test_char_class_names_the_class():
    assert kinsoku.char_class("」") is CL02
    assert kinsoku.char_class("あ") is None


# ---- break opportunities ----


def test_breaks_between_ideographs_and_kana():
    assert marked("強さを計算") == "強|さ|を|計|算"


def test_no_break_before_closing_marks_small_kana_and_long_vowel():
    assert marked("「マイティ」。") == "「マ|イ|ティ」。"
    assert marked("ちょっとコーヒー") == "ちょっ|と|コー|ヒー"
    assert marked("本当に！？") == "本|当|に！？"
    assert marked("人々の時々") == "人々|の|時々"


def test_no_break_after_opening_brackets():
    assert marked("あ（い）う「え」") == "あ|（い）|う|「え」"


def test_inseparable_pairs_stay_whole():
    assert marked("あ――い……う") == "あ――|い……|う"


def test_latin_words_numbers_and_urls_stay_whole():
    assert marked("5,000円と3.14") == "5,000|円|と|3.14"
    assert marked("https://mighty.boardstyle.org/を") == "https://mighty.boardstyle.org/|を"
    assert marked("¥100と50%と−10") == "¥100|と|50%|と|−10"
    assert marked("2–8人") == "2–8|人"


def test_spaces_end_lines_and_join_numbers_but_not_words():
    assert marked("DOUBLE 2枚") == "DOUBLE 2|枚"
    assert marked("2 + 4 = 6です") == "2 + 4 = 6|で|す"
    assert marked("Board Game Style") == "Board |Game |Style"
    assert marked("本当に？ 挑戦") == "本|当|に？ |挑|戦"


def test_soft_word_breaks_are_after_separators_and_spaces():
    text = "https://a.org/b c"
    assert [text[:i] for i in kinsoku.soft_word_breaks(text)] == ["https:/", "https://", "https://a.", "https://a.org/", "https://a.org/b "]


def test_a_kept_together_span_never_breaks_inside_but_its_edges_follow_the_rules():
    text = "扱いは19ページ。"
    assert marked(text) == "扱|い|は|19|ペー|ジ。"  # kinsoku alone would split the reference
    assert break_opportunities(text, [(3, 8)]) == [1, 2, 3]  # 扱|い|は|19ページ。
    assert break_opportunities("左ページの例", [(0, 4)]) == [4, 5]  # 左ページ|の|例: its edges stay open


# ---- the checker ----


def test_violations_report_each_rule_with_its_class():
    assert violations(["あいう「", "えお。", "。かき", "たち――", "――つ", "example.c", "om"]) == [
        "lines 1–2 'あいう「' | 'えお。': '「' (cl-01 opening bracket) ends a line",
        "lines 2–3 'えお。' | '。かき': '。' (cl-06 full stop) starts a line",
        "lines 4–5 'たち――' | '――つ': '―' (cl-08 inseparable) starts a line",
        "lines 4–5 'たち――' | '――つ': the pair '――' is split",
        "lines 6–7 'xample.c' | 'om': a Latin word or number is split",
    ]


def test_an_empty_line_starts_a_new_paragraph():
    assert violations(["禁止です。", "", "・自分の強さ", "・相手の強さ"]) == [
        "lines 3–4 '・自分の強さ' | '・相手の強さ': '・' (cl-05 middle dot) starts a line",
    ]


def test_a_break_at_a_word_space_passes_when_the_source_shows_it():
    lines = ["Board", "Game"]
    assert violations(lines) == ["lines 1–2 'Board' | 'Game': a Latin word or number is split"]
    assert violations(lines, source="a Board Game.") == []
    assert violations(["Boa", "rd Game"], source="a Board Game.") != []


def test_spaces_at_line_ends_are_ignored():
    assert violations(["あいう ", " えお"]) == []


# ---- properties ----

TRICKY = "あ漢カ「」（）、。ー・っ！？―…々 A1.,/"


@given(st.text(alphabet=TRICKY, min_size=2, max_size=30))
def test_breaking_at_any_opportunity_breaks_no_rule(text):
    for index in break_opportunities(text):
        assert violations([text[:index], text[index:]], source=text) == [], (text, index)


@given(st.text(alphabet=TRICKY, min_size=2, max_size=30))
def test_opportunities_lie_inside_the_text_and_never_before_a_space(text):
    for index in break_opportunities(text):
        assert 0 < index < len(text)
        assert text[index] != " "


def test_the_rules_module_is_pure():
    import ast
    from pathlib import Path

    tree = ast.parse(Path(kinsoku.__file__).read_text(encoding="utf-8"))
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    assert imported <= {"__future__", "dataclasses", "re"}

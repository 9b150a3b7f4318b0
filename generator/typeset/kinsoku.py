"""Japanese line-breaking rules (禁則処理), after W3C JLREQ Appendix A and JIS X 4051. Pure: no reportlab.

Two uses: `break_opportunities(text)` tells the typesetter where a line may end, and
`violations(lines)` checks lines extracted from a finished PDF against the same rules.
Each class lists the JLREQ code points plus the FULLWIDTH (U+FF01…) and halfwidth forms real text uses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class CharClass:
    """One JLREQ character class: its number, name and members."""

    number: str
    name: str
    chars: frozenset[str]

    def __contains__(self, char: object) -> bool:
        return char in self.chars


def _cls(number: str, name: str, chars: str) -> CharClass:
    return CharClass(number, name, frozenset(chars.replace(" ", "")))


def _span(first: str, last: str) -> str:
    return "".join(chr(code) for code in range(ord(first), ord(last) + 1))


CL01 = _cls("cl-01", "opening bracket", "‘ “ ( [ { 〔 〈 《 「 『 【 ｟ 〘 〖 « 〝 （ ［ ｛ ｢")
CL02 = _cls("cl-02", "closing bracket", "’ ” ) ] } 〕 〉 》 」 』 】 ｠ 〙 〗 » 〟 ） ］ ｝ ｣")
CL03 = _cls("cl-03", "hyphen", "‐ 〜 ゠ – ～")
CL04 = _cls("cl-04", "dividing punctuation", "! ? ‼ ⁇ ⁈ ⁉ ！ ？")
CL05 = _cls("cl-05", "middle dot", "・ : ; ： ； ･")
CL06 = _cls("cl-06", "full stop", "。 . ． ｡")
CL07 = _cls("cl-07", "comma", "、 , ， ､")
CL08 = _cls("cl-08", "inseparable", "— ― … ‥")
CL09 = _cls("cl-09", "iteration mark", "ヽ ヾ ゝ ゞ 々 〻")
CL10 = _cls("cl-10", "prolonged sound mark", "ー ｰ")
CL11 = _cls("cl-11", "small kana", "ぁぃぅぇぉっゃゅょゎゕゖ ァィゥェォッャュョヮヵヶ" + _span("ㇰ", "ㇿ") + _span("ｧ", "ｯ"))
CL12 = _cls("cl-12", "prefixed abbreviation", "¥ $ £ # € № ￥ ＄ ￡ ＃")
CL13 = _cls(
    "cl-13", "postfixed abbreviation", "° ′ ″ ℃ ¢ % ‰ ℓ ％ ￠ ㏋ ㌃ ㌍ ㌔ ㌘ ㌢ ㌣ ㌦ ㌧ ㌫ ㌶ ㌻ ㍉ ㍊ ㍍ ㍑ ㍗ ㎎ ㎏ ㎜ ㎝ ㎞ ㎡ ㏄"
)

CANNOT_START = (CL02, CL03, CL04, CL05, CL06, CL07, CL08, CL09, CL10, CL11, CL13)
CANNOT_END = (CL01, CL12)
NOT_STARTING = frozenset().union(*(cls.chars for cls in CANNOT_START))
NOT_ENDING = frozenset().union(*(cls.chars for cls in CANNOT_END))
HANGING = frozenset("、。，．,.")  # burasage: only commas and full stops may hang past the margin

# Latin words and numbers are never split: ASCII letters, digits and symbols, Latin-1 letters,
# full-width letters and digits, and the signs that sit inside numbers (−10, 8–9, ¥100, 50%).
WORD_CHARS = frozenset(_span("!", "~") + _span("À", "ɏ") + _span("０", "９") + _span("Ａ", "Ｚ") + _span("ａ", "ｚ") + "−–¥£€°％￥")
_WORD_CHARS_TEXT = "".join(sorted(WORD_CHARS))
SPACES = " \u3000"  # a space and the ideographic space: neither starts a line, both may sit past its end
# Where an over-long Latin word (a URL) may break when nothing else fits.
SOFT_WORD_BREAKS = frozenset("/-._?&=# \u3000")


def char_class(char: str) -> CharClass | None:
    """The class among cl-01…cl-13 that restricts `char`, or None."""
    for cls in (*CANNOT_END, *CANNOT_START):
        if char in cls:
            return cls
    return None


def is_word_char(char: str) -> bool:
    return char in WORD_CHARS


def _before_spaces(text: str, index: int) -> int:
    """Index of the last non-space character before `index` (-1 if none)."""
    index -= 1
    while index >= 0 and text[index] in SPACES:
        index -= 1
    return index


def _joined_by_space(before: str, after: str) -> bool:
    """Do a space's neighbours belong together? Yes around numbers and signs (`カード 2枚`, `2 + 4 = 6`);
    no between two Latin words (`Board Game`), which break at the space as in any Latin text."""
    return is_word_char(before) and is_word_char(after) and not (before.isalpha() and after.isalpha())


def can_break_before(text: str, index: int) -> bool:
    """May a line end just before text[index] (0 < index < len(text))?"""
    after = text[index]
    if after in SPACES or after in NOT_STARTING:
        return False  # a space stays at the end of the line it ends
    before_at = _before_spaces(text, index)
    if before_at < 0:
        return False
    before = text[before_at]
    if before in NOT_ENDING:
        return False
    if before_at < index - 1:
        return not _joined_by_space(before, after)
    return not (is_word_char(before) and is_word_char(after))  # Latin words and numbers stay whole


Span = tuple[int, int]  # characters [start, stop) of a text


def break_opportunities(text: str, keep_together: list[Span] | tuple[Span, ...] = ()) -> list[int]:
    """Every index i (0 < i < len(text)) where a line may break before text[i].

    `keep_together` lists spans that never break inside (a page reference such as 19ページ: the
    kinsoku rules alone allow 19ペー|ジ); the edges of a span follow the rules as usual.
    """
    inside = {index for start, stop in keep_together for index in range(start + 1, stop)}
    return [index for index in range(1, len(text)) if index not in inside and can_break_before(text, index)]


def soft_word_breaks(text: str) -> list[int]:
    """Last-resort breaks inside an over-long Latin word: after a space or a URL separator."""
    return [
        index
        for index in range(1, len(text))
        if text[index - 1] in SOFT_WORD_BREAKS and text[index] not in SPACES and text[index] not in NOT_STARTING
    ]


# ---- the checker, for lines extracted from a finished PDF ----


def _describe(char: str) -> str:
    cls = char_class(char)
    return f"{char!r} ({cls.number} {cls.name})" if cls else repr(char)


WORD_SPLIT = "a Latin word or number is split"


def _boundary_problems(ending: str, starting: str) -> list[str]:
    """What is wrong with ending one line with `ending` and starting the next with `starting`."""
    last, first = ending[-1], starting[0]
    found = []
    if last in NOT_ENDING:
        found.append(f"{_describe(last)} ends a line")
    if first in NOT_STARTING:
        found.append(f"{_describe(first)} starts a line")
    if last in CL08 and first == last:
        found.append(f"the pair {last * 2!r} is split")
    if is_word_char(last) and is_word_char(first):
        found.append(WORD_SPLIT)
    return found


def _word_space(ending: str, starting: str, source: str) -> bool:
    """Does `source` show a space between the Latin word ending one line and the one starting the next?"""
    tail = len(ending) - len(ending.rstrip(_WORD_CHARS_TEXT))
    head = len(starting) - len(starting.lstrip(_WORD_CHARS_TEXT))
    return re.search(re.escape(ending[-tail:]) + " +" + re.escape(starting[:head]), source) is not None


def violations(lines: list[str], source: str | None = None) -> list[str]:
    """Every line-breaking rule broken between consecutive lines, as readable sentences.

    `lines` are the lines of one paragraph in reading order, or of several paragraphs with an empty
    string between them (a paragraph's first line may start with anything, e.g. a `・` list mark).
    Spaces at either end of a line are ignored, as text extraction drops or keeps them at will; so
    two Latin words broken at their space (`Board` | `Game`) look like one split word unless `source`,
    the text the lines were set from, shows the space.
    """
    stripped = [line.strip(SPACES) for line in lines]
    found: list[str] = []
    for number, (ending, starting) in enumerate(zip(stripped, stripped[1:], strict=False), start=1):
        if ending and starting:
            problems = _boundary_problems(ending, starting)
            if source is not None and _word_space(ending, starting, source):
                problems = [p for p in problems if p != WORD_SPLIT]
            where = f"lines {number}–{number + 1} {ending[-8:]!r} | {starting[:8]!r}"
            found.extend(f"{where}: {problem}" for problem in problems)
    return found

"""content/readings.yaml: the kanji a young reader knows, and the readings (ふりがな) of the words
whose kanji they do not. The web pages draw those readings as ruby (generator/web/ruby.py).

    taught: 一右雨…       every kanji read without help (the first two school years)
    words:  {選ぶ: えらぶ, 宣言: せんげん, …}

A word holds kanji, with kana around them (okurigana) where they pick the reading; its reading is
kana only and starts and ends with the word's own kana, so the ruby can cover the kanji alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ...errors import Location
from ..fields import At, Entries, Table, Values, matching
from ..model import Readings

KANA_ONLY = re.compile(r"[\u3041-\u309f\u30a0-\u30ffー]+")


def is_kanji(char: str) -> bool:
    """Whether the character is a kanji (CJK ideographs: extension A, unified, compatibility) or 々.
    Compared, not matched: a regex of these 27,000 code points took 3 ms to compile at every start."""
    return "\u3400" <= char <= "\u9fff" or "\uf900" <= char <= "\ufaff" or char == "々"


@dataclass(frozen=True)
class ReadingsFile:
    readings: Readings


def kana_edges(word: str) -> tuple[str, str]:
    """The kana before the first and after the last kanji: ('', 'ぶ') for 選ぶ."""
    kanji = [i for i, ch in enumerate(word) if is_kanji(ch)]
    return word[: kanji[0]], word[kanji[-1] + 1 :]


@dataclass(frozen=True)
class WordReading:
    """The reading of the word `at.name`: kana only, around the word's kanji as the word has them."""

    @property
    def expected(self) -> str:
        return "its reading in kana (ひらがな)"

    def __call__(self, value: Any, at: At) -> str | None:
        if not isinstance(value, str) or not KANA_ONLY.fullmatch(value):
            at.add(f"found {value!r}, expected {self.expected}")
            return None
        head, tail = kana_edges(at.name)
        if not (value.startswith(head) and value.endswith(tail)) or len(value) <= len(head) + len(tail):
            at.add(f"found {value!r}, expected a reading that starts with {head!r} and ends with {tail!r} as the word does")
            return None
        return value


def _is_word(name: Any) -> bool:
    return isinstance(name, str) and any(map(is_kanji, name))


def _readings(values: Values) -> ReadingsFile | None:
    taught = "".join(values["taught"].split())
    stray = "".join(dict.fromkeys(ch for ch in taught if not is_kanji(ch)))
    if stray:
        values.add("taught", f"found {stray!r}, expected kanji only")
        return None
    words, written = values["words"], values.mapping["words"]
    return ReadingsFile(
        Readings(
            taught=frozenset(taught),
            words=dict(words),
            where={word: written.at(word) for word in words},
            file=Location(values.where("words").file),
        )
    )


READINGS = Table(
    {
        "taught": matching(lambda v: isinstance(v, str) and v.strip() != "", "the kanji taught, as one text"),
        "words": Entries(WordReading(), what="a mapping of words to their readings", name=_is_word, name_expected="a word with kanji"),
    },
    build=_readings,
)


Segment = tuple[str, str | None]  # (text, reading or None)


def ruby_segments(text: str, readings: Readings) -> tuple[list[Segment], list[str]]:
    """The text cut into plain runs and (kanji, reading) pairs, and the kanji nothing covers: words
    matched longest first, the ruby on the word's kanji only (選ぶ → 選/えら, ぶ). The web pages
    (generator/web/ruby.py) and the printed furigana (generator/booklet/kit.py) read it alike."""
    longest = max(map(len, readings.words), default=0)
    out: list[Segment] = []
    missing: list[str] = []
    i = 0
    while i < len(text):
        word = _word_at(text, i, readings, longest)
        if word:
            out += _split_okurigana(word, readings.words[word])
            i += len(word)
            continue
        ch = text[i]
        if is_kanji(ch) and ch not in readings.taught and ch != "々":
            missing.append(ch)
        out.append((ch, None))
        i += 1
    return _merge(out), missing


def _word_at(text: str, i: int, readings: Readings, longest: int) -> str | None:
    for length in range(min(longest, len(text) - i), 0, -1):
        word = text[i : i + length]
        if word in readings.words and _needs_ruby(word, readings.taught):
            return word
    return None


def _needs_ruby(word: str, taught: frozenset[str]) -> bool:
    return any(is_kanji(ch) and ch not in taught and ch != "々" for ch in word)


def _split_okurigana(word: str, reading: str) -> list[Segment]:
    """選ぶ/えらぶ → [("選", "えら"), ("ぶ", None)]: the kana around the kanji carry no ruby."""
    head, tail = kana_edges(word)
    core = word[len(head) : len(word) - len(tail)]
    core_reading = reading[len(head) : len(reading) - len(tail)]
    segments: list[Segment] = [(head, None)] if head else []
    segments.append((core, core_reading))
    return segments + ([(tail, None)] if tail else [])


def _merge(segments: list[Segment]) -> list[Segment]:
    """Neighbouring plain runs joined, so the markup stays short."""
    merged: list[Segment] = []
    for text, reading in segments:
        if reading is None and merged and merged[-1][1] is None:
            merged[-1] = (merged[-1][0] + text, None)
        else:
            merged.append((text, reading))
    return merged

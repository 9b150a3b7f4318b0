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

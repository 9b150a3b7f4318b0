"""content/readings.yaml: the kanji a young reader knows, and the readings (ふりがな) of the words
whose kanji they do not. The web pages draw those readings as ruby (generator/web/ruby.py).

    taught: 一右雨…       every kanji read without help (the first two school years)
    words:  {選ぶ: えらぶ, 宣言: せんげん, …}

A word is kanji, optionally with kana around them (okurigana) that pick the reading; its reading
is kana only, and when the word has kana they must also end (or start) its reading.
"""
from __future__ import annotations

import re

from ..errors import Location
from . import schema as s
from .model import Readings

FILE = "readings.yaml"
KANJI = re.compile(r"[\u3400-\u9fff\uf900-\ufaff々]")
KANA_ONLY = re.compile(r"[\u3041-\u309f\u30a0-\u30ffー]+")


def read_readings(source) -> Readings | None:
    """readings.yaml, its problems noted in `source.problems`; None when it cannot be read."""
    data = source.mapping(FILE, ("taught", "words"))
    if data is None:
        return None
    problems = source.problems
    taught = s.need(data, "taught", s.TEXT, "", problems) or ""
    stray = sorted({ch for ch in taught if not ch.isspace() and not KANJI.match(ch)})
    if stray:
        problems.add(data.at("taught"), f"taught: found {''.join(stray)!r}, expected kanji only")
    words = s.need(data, "words", s.MAPPING, "", problems) or {}
    readings: dict[str, str] = {}
    places: dict[str, Location] = {}
    for word, reading in words.items():
        where = words.key_where[word]
        problem = _problem(word, reading)
        if problem:
            problems.add(where, f"words.{word}: {problem}")
            continue
        readings[str(word)] = str(reading)
        places[str(word)] = where
    return Readings(taught=frozenset(ch for ch in taught if KANJI.match(ch)), words=readings, where=places,
                    file=Location(source.shown(FILE)))


def _problem(word, reading) -> str | None:
    if not isinstance(word, str) or not KANJI.search(word):
        return f"found the word {word!r}, expected a word with kanji"
    if not isinstance(reading, str) or not KANA_ONLY.fullmatch(reading):
        return f"found the reading {reading!r}, expected kana only (ひらがな)"
    head, tail = _kana_edges(word)
    if not (reading.startswith(head) and reading.endswith(tail)) or len(reading) <= len(head) + len(tail):
        return f"found the reading {reading!r}, expected it to start with {head!r} and end with {tail!r} as the word does"
    return None


def _kana_edges(word: str) -> tuple[str, str]:
    """The kana before the first and after the last kanji: ('', 'ぶ') for 選ぶ."""
    kanji = [i for i, ch in enumerate(word) if KANJI.match(ch)]
    return word[:kanji[0]], word[kanji[-1] + 1:]

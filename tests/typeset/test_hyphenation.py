"""generator/typeset/hyphenation.py: cached hyphenation patterns are the parsed patterns, and a changed
dictionary misses."""

import shutil

import pyphen
import pytest

from generator.cache import CACHE_ENV
from generator.typeset import hyphenation
from generator.typeset.latin import HYPHENATION, LEFT_MIN, RIGHT_MIN

WORDS = ("declarations", "everyone", "hyphenation", "showdown", "strength", "announcement", "uncomfortable")


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    monkeypatch.setattr(pyphen, "hdcache", {})  # pyphen's own per-process cache: each test parses or reads afresh
    return tmp_path / "cache" / "hyphenation"


@pytest.fixture
def dictionary():
    return pyphen.LANGUAGES[pyphen.language_fallback(HYPHENATION)]


def test_cached_patterns_have_every_attribute_of_parsed_ones(cache, dictionary):
    parsed = hyphenation.load_patterns(dictionary)  # miss: parses and stores
    assert len(list(cache.glob("*.pickle"))) == 1
    cached = hyphenation.load_patterns(dictionary)  # hit
    assert cached is not parsed and vars(cached) == vars(pyphen.HyphDict(dictionary))
    assert [cached.positions(word) for word in WORDS] == [parsed.positions(word) for word in WORDS]


def test_the_hyphenator_hyphenates_as_pyphen_from_a_warm_cache(cache):
    hyphenation.load_hyphenator(HYPHENATION, LEFT_MIN, RIGHT_MIN)
    pyphen.hdcache.clear()
    warm = hyphenation.load_hyphenator(HYPHENATION, LEFT_MIN, RIGHT_MIN)
    assert len(list(cache.glob("*.pickle"))) == 1
    fresh = pyphen.Pyphen(lang=HYPHENATION, left=LEFT_MIN, right=RIGHT_MIN, cache=False)
    assert [warm.positions(word) for word in WORDS] == [fresh.positions(word) for word in WORDS]
    assert warm.positions("declarations") == [3, 5, 7]


def test_the_key_is_the_dictionary_files_hash(cache, dictionary, tmp_path):
    copy = tmp_path / "hyph_copy.dic"
    shutil.copyfile(dictionary, copy)
    hyphenation.load_patterns(copy)
    hyphenation.load_patterns(dictionary)  # same bytes elsewhere: the same entry
    assert len(list(cache.glob("*.pickle"))) == 1
    with copy.open("a", encoding="utf-8") as handle:
        handle.write("\nzz1zz\n")  # one more pattern
    assert "zzzz" in hyphenation.load_patterns(copy).patterns  # other bytes: parsed, a new entry
    assert len(list(cache.glob("*.pickle"))) == 2


def test_a_damaged_entry_is_parsed_again(cache, dictionary):
    hyphenation.load_patterns(dictionary)
    (entry,) = cache.glob("*.pickle")
    entry.write_bytes(entry.read_bytes()[:1000])
    assert vars(hyphenation.load_patterns(dictionary)) == vars(pyphen.HyphDict(dictionary))


def test_with_caching_off_nothing_is_written(tmp_path, monkeypatch, dictionary):
    monkeypatch.setenv(CACHE_ENV, "off")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("HOME", str(tmp_path))
    assert vars(hyphenation.load_patterns(dictionary)) == vars(pyphen.HyphDict(dictionary))
    assert list(tmp_path.iterdir()) == []

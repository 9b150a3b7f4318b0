"""The parsed-font cache: a cached face is the parsed face, and a changed font file misses."""

import pickle
import shutil

import pytest

from generator import fontcache
from generator.cache import CACHE_ENV
from generator.fonts import REGULAR, font_path


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    return tmp_path / "cache" / "fonts"


def comparable(font):
    face = {k: v for k, v in vars(font.face).items() if k != "_pdfScale"}
    return face, font.fontName, font.shapable, font._asciiReadable, font.face._pdfScale(1234)


def test_a_cached_face_has_every_attribute_of_a_parsed_one(cache):
    parsed = fontcache.load_ttfont(REGULAR, font_path(REGULAR))  # miss: parses and stores
    assert len(list(cache.glob("*.pickle"))) == 1
    cached = fontcache.load_ttfont(REGULAR, font_path(REGULAR))  # hit
    assert comparable(cached) == comparable(parsed)
    assert cached.stringWidth("マイティ MIGHTY?", 9) == parsed.stringWidth("マイティ MIGHTY?", 9)


def test_the_key_is_the_font_files_hash(cache, tmp_path):
    copy = tmp_path / "copy.ttf"
    shutil.copyfile(font_path(REGULAR), copy)
    fontcache.load_ttfont(REGULAR, copy)
    fontcache.load_ttfont(REGULAR, font_path(REGULAR))  # same bytes elsewhere: the same entry
    assert len(list(cache.glob("*.pickle"))) == 1
    with copy.open("ab") as handle:
        handle.write(b"\0")
    fontcache.load_ttfont(REGULAR, copy)  # other bytes: a new entry
    assert len(list(cache.glob("*.pickle"))) == 2


def test_a_damaged_entry_is_parsed_again(cache):
    fontcache.load_ttfont(REGULAR, font_path(REGULAR))
    entry = next(cache.glob("*.pickle"))
    entry.write_bytes(b"not a pickle")
    font = fontcache.load_ttfont(REGULAR, font_path(REGULAR))
    assert font.face.numGlyphs > 1000
    assert isinstance(pickle.loads(entry.read_bytes()), dict)  # and stored again


def test_off_stores_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv(CACHE_ENV, "off")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    fontcache.load_ttfont(REGULAR, font_path(REGULAR))
    assert not list(tmp_path.rglob("*.pickle"))

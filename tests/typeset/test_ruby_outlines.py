"""ruby.py's outlines in the build's cache: a reading drawn from kept outlines and paths is the reading
drawn from the font; another font file, fontTools or reportlab version or format is another entry; off
keeps none."""

from __future__ import annotations

import io

import fontTools
import fontTools.ttLib
import pytest
from reportlab.pdfgen.canvas import Canvas

from generator import fontcache
from generator.fonts import BOLD, REGULAR
from generator.typeset import ruby


@pytest.fixture
def parses(monkeypatch, tmp_path, fonts) -> list[str]:
    """The faces fontTools parsed, with the cache in tmp_path and no outlines held in this process."""
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    parsed: list[str] = []
    font_file = fontTools.ttLib.TTFont  # ruby.py imports it where it parses a face

    def counted(data, **options):
        parsed.append(data)
        return font_file(data, **options)

    monkeypatch.setattr(fontTools.ttLib, "TTFont", counted)
    ruby._outlines.cache_clear()
    yield parsed
    ruby._outlines.cache_clear()


def painted(reading: str, font: str = REGULAR) -> bytes:
    """A page with `reading` drawn as ruby; a new process each time (no outlines held)."""
    ruby._outlines.cache_clear()
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=(200, 100), invariant=1)
    ruby.draw_reading(canvas, 10, 50, reading, font, 12)
    canvas.showPage()
    canvas.save()
    return out.getvalue()


def entries(tmp_path) -> list[str]:
    return sorted(path.name for path in (tmp_path / "cache" / "ruby").glob("*.pickle"))


def test_a_hit_draws_the_same_bytes_as_a_miss_and_parses_nothing(parses, tmp_path, monkeypatch):
    missed = painted("ふりがな、カタカナ")
    assert len(parses) == 1 and len(entries(tmp_path)) == 1
    assert painted("ふりがな、カタカナ") == missed
    assert len(parses) == 1  # every outline from the cache
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", "off")
    assert painted("ふりがな、カタカナ") == missed  # drawn from the font itself
    assert len(parses) == 2


def test_a_character_not_kept_yet_is_read_and_kept(parses, tmp_path):
    painted("ふり")
    assert painted("ふりがな") == painted("ふりがな")
    assert len(parses) == 2  # "が" and "な" read once, then kept beside "ふ" and "り"
    assert painted("なふ") == painted("なふ")  # a new reading of kept characters: no parse
    assert len(parses) == 2 and len(entries(tmp_path)) == 1


def test_another_font_file_or_library_is_another_entry(parses, tmp_path, monkeypatch):
    painted("かな")
    painted("かな", BOLD)  # another face
    assert len(entries(tmp_path)) == 2
    monkeypatch.setattr(fontcache, "key_of", lambda font: "a changed font file")
    painted("かな")
    monkeypatch.setattr(fontTools, "version", "another fontTools")
    painted("かな")
    monkeypatch.setattr(ruby, "REPORTLAB_VERSION", "another reportlab")  # it writes the paths' numbers
    painted("かな")
    monkeypatch.setattr(ruby._Outlines, "FORMAT", ruby._Outlines.FORMAT + 1)
    painted("かな")
    assert len(entries(tmp_path)) == 6 and len(parses) == 6


def test_off_keeps_nothing(parses, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", "off")
    assert painted("かな") == painted("かな")
    assert len(parses) == 2
    assert not (tmp_path / "cache").exists()


def test_a_damaged_entry_is_read_from_the_font_again(parses, tmp_path):
    missed = painted("かな")
    for name in entries(tmp_path):
        (tmp_path / "cache" / "ruby" / name).write_bytes(b"damaged")
    assert painted("かな") == missed
    assert len(parses) == 2

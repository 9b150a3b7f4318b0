"""png_cache.py: a card PNG from the cache is the PNG drawn afresh; a change of anything it is drawn
from is another key; CARDPRESS_CACHE_DIR=off keeps none."""

from __future__ import annotations

from dataclasses import replace

import pytest

from generator.cards import images, png_cache
from generator.cards.faces import component_faces
from generator.cards.primitives import Picture


@pytest.fixture(scope="module")
def drawings(content):
    """The first few PNGs of the deck: (path, primitives, component)."""
    return images._drawings(component_faces(content))[:3]


@pytest.fixture
def drawn(monkeypatch, tmp_path) -> list[int]:
    """How many faces were drawn (not read from the cache), with the cache in tmp_path."""
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    count, face_image = [], images.face_image

    def counted(*args, **kwargs):
        count.append(1)
        return face_image(*args, **kwargs)

    monkeypatch.setattr(images, "face_image", counted)
    return count


def pngs(drawings, content) -> list[bytes]:
    return images._pngs(drawings, content, images.preset_of(content))


def test_a_hit_is_the_png_of_a_miss(content, drawings, drawn, monkeypatch):
    missed = pngs(drawings, content)
    assert len(drawn) == 3
    assert pngs(drawings, content) == missed and len(drawn) == 3  # all three from the cache
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", "off")
    assert pngs(drawings, content) == missed and len(drawn) == 6  # drawn afresh


def test_only_the_changed_face_is_drawn_again(content, drawings, drawn):
    pngs(drawings, content)
    (path, prims, faces), *rest = drawings
    edited = [(path, prims[:-1], faces), *rest]
    assert pngs(edited, content)[1:] == pngs(drawings, content)[1:]
    assert len(drawn) == 4


def keys(content, drawings, preset=None):
    return png_cache.keys(content, preset or images.preset_of(content), [(prims, faces) for _, prims, faces in drawings])


@pytest.mark.usefixtures("drawn")
def test_each_input_changed_is_another_key(content, drawings, monkeypatch, tmp_path):
    before = keys(content, drawings)
    assert keys(content, drawings) == before
    (path, prims, faces), *rest = drawings
    preset = images.preset_of(content)
    palette = {**content.palette, "red": replace(content.palette["red"], rgb="#FF0000")}
    art = tmp_path / "art.png"
    art.write_bytes(b"one")
    picture = Picture(x=0, y=0, width=10, height=10, file=art)
    changed = [
        keys(content, [(path, prims[:-1], faces), *rest]),  # the primitives
        keys(content, [(path, prims, replace(faces, geometry=replace(faces.geometry, bleed=4.0))), *rest]),  # the geometry
        keys(content, drawings, replace(preset, dpi=preset.dpi + 1)),  # the preset
        keys(replace(content, palette=palette), drawings),  # the palette
        keys(content, [(path, [*prims, picture], faces), *rest]),  # a placed file …
    ]
    art.write_bytes(b"other file")  # … rewritten: the same primitives, another key
    changed.append(keys(content, [(path, [*prims, picture], faces), *rest]))
    monkeypatch.setattr(png_cache, "code_stamps", lambda content: "other code")
    changed.append(keys(content, drawings))
    monkeypatch.setattr(png_cache, "PIL_VERSION", "another Pillow")
    changed.append(keys(content, drawings))
    firsts = [found[0] for found in changed]
    assert before[0] not in firsts and len(set(firsts)) == len(firsts)
    assert all(found[1:] == before[1:] for found in changed[:2])  # the other faces keep their keys


def test_off_has_no_keys_and_keeps_nothing(content, drawings, drawn, monkeypatch, tmp_path):
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", "off")
    assert keys(content, drawings) is None
    pngs(drawings, content)
    assert not (tmp_path / "cache").exists()

"""PNG encoding on every core (generator/cards/png_backend.py's `encoded`): the bytes and the order
of encoding the images in turn, whatever the number of threads."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from PIL import Image

from generator import cores
from generator.cards.png_backend import encoded, png_bytes


def _images(count: int) -> list[Image.Image]:
    """Distinct images, each a different noise (so a swapped pair would show)."""
    return [Image.effect_noise((120, 90), 20 + 10 * i).convert("RGB") for i in range(count)]


@pytest.mark.parametrize("threads", [1, 2, 4])
def test_the_same_bytes_in_the_same_order_as_encoding_in_turn(monkeypatch, threads):
    monkeypatch.setattr("generator.cards.png_backend.encoder_threads", lambda: threads)
    images = _images(7)
    assert encoded(images, 300) == [png_bytes(image, 300) for image in images]


def test_the_images_are_drawn_here_while_they_are_encoded(monkeypatch):
    """`images` may draw each one as it is asked for: in the caller's thread, in order."""
    monkeypatch.setattr("generator.cards.png_backend.encoder_threads", lambda: 2)
    drawn_in: list[threading.Thread] = []

    def drawing() -> Iterator[Image.Image]:
        for image in _images(3):
            drawn_in.append(threading.current_thread())
            yield image

    assert len(encoded(drawing(), 96)) == 3
    assert drawn_in == [threading.current_thread()] * 3


def test_with_parallel_work_off_one_thread_encodes(monkeypatch):
    monkeypatch.setenv("CARDPRESS_PARALLEL", "off")
    assert cores.encoder_threads() == 1
    images = _images(2)
    assert encoded(images, 72) == [png_bytes(image, 72) for image in images]


def test_a_drawing_that_fails_fails_here():
    def broken() -> Iterator[Image.Image]:
        yield _images(1)[0]
        raise ValueError("drawing failed")

    with pytest.raises(ValueError, match="drawing failed"):
        encoded(broken(), 72)

"""The per-card PNGs' file names (generator/cards/images.py): upload-friendly and sorting in deck order."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from generator.cards.faces import Faces
from generator.cards.images import file_names


@dataclass(frozen=True)
class _Face:
    key: str


def _faces(copies: list[int]) -> Faces:
    return cast(Any, type("F", (), {"copies": {_Face(f"c{i}"): n for i, n in enumerate(copies, start=1)}})())


def test_a_deck_under_100_cards_keeps_two_digits():
    names = file_names(_faces([3] * 13))
    assert names["c1"] == "front-01-c1-x3.png" and names["c13"] == "front-13-c13-x3.png" and names["back"] == "back-x39.png"


def test_a_deck_of_100_cards_or_more_pads_to_its_counts_width_so_the_names_sort_in_deck_order():
    names = file_names(_faces([1] * 114 + [6]))
    assert names["c1"] == "front-001-c1-x1.png" and names["c115"] == "front-115-c115-x6.png" and names["back"] == "back-x120.png"
    fronts = [names[f"c{i}"] for i in range(1, 116)]
    assert sorted(fronts) == fronts


def test_a_tiny_deck_still_has_two_digits():
    assert file_names(_faces([1, 1]))["c2"] == "front-02-c2-x1.png"

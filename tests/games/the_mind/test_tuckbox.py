"""The Mind's tuck box through the core (generator/cards/tuckbox_art.py): its facts as its booklet prints them."""

from __future__ import annotations

from generator.cards.drawn_colours import drawing_of
from generator.cards.primitives import TextLine
from generator.cards.tuckbox import net_of
from generator.cards.tuckbox_art import box_art
from generator.content.markup import expand


def test_the_front_prints_the_one_playing_time_as_the_booklet_does(content):
    """game.yaml's `minutes: {about: 20}`: 約20分 ({game:minutes}), not the core's 20–20分."""
    settings = content.tuckbox
    layers = box_art(net_of(content), content, drawing_of(content), settings.bleed, settings.safe)
    texts = [prim.text for layer in layers for prim in layer.prims if isinstance(prim, TextLine)]
    assert "2–4人\u3000約20分\u30008歳以上" in texts
    assert expand("{game:minutes}", content) == "約20分"

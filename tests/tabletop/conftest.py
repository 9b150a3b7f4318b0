"""One build of the cards and the tabletop deck per session (the tests compare the two)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generator import cards, tabletop
from generator.cards.faces import faces_of
from generator.cards.primitives import TextLine
from generator.content.loader import load_content
from generator.fonts import BOLD
from generator.manifest import stage_manifest
from generator.output import Staging
from generator.tabletop import TabletopDeck
from generator.tabletop.saved_object import DeckCard
from tests.shared_builds import shared_build


def build_tabletop(content, out: Path, *, with_cards: bool = False, local: bool = False) -> Path:
    with Staging(out) as staging:
        if with_cards:
            cards.render(content, staging)
        tabletop.render(content, staging, local=local)
        stage_manifest(staging)
    return out


@pytest.fixture(scope="session")
def content(content_dir):
    return load_content(content_dir)


@pytest.fixture(scope="session")
def built(whole_build, content_dir, content, tmp_path_factory) -> Path:
    return shared_build(
        tmp_path_factory, "tabletop", (content_dir,), lambda folder: build_tabletop(content, folder, with_cards=True, local=True)
    )


@pytest.fixture(scope="session")
def saved(built, content) -> dict:
    return json.loads((built / tabletop.json_name(content.game.title)).read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def deck_object(saved) -> dict:
    return saved["ObjectStates"][0]


MANY_FACES = 120  # The Mind's 100 numbers and 20 others: two sheets


def many_faces_deck(content) -> TabletopDeck:
    """A deck of MANY_FACES distinct faces, one copy each: MIGHTY?'s faces in turn, each numbered
    (drawn through the tabletop functions, as any game's deck is)."""
    faces = faces_of(content)
    base = list(faces.fronts.values())
    g = faces.geometry
    fronts = [[*base[i % len(base)], TextLine(g.width / 2, g.height / 4, str(i + 1), BOLD, 40, "ink", "middle")] for i in range(MANY_FACES)]
    cards = [DeckCard(i, f"card {i + 1}", f"face {i + 1}") for i in range(MANY_FACES)]
    return TabletopDeck(g, fronts, faces.back, cards)


@pytest.fixture(scope="session")
def many_deck(content) -> TabletopDeck:
    return many_faces_deck(content)


@pytest.fixture(scope="session")
def many_built(content, many_deck, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("many")
    with Staging(out) as staging:
        tabletop.render_deck(many_deck, content, staging)
        stage_manifest(staging)
    return out


@pytest.fixture(scope="session")
def many_saved(many_built, content) -> dict:
    return json.loads((many_built / tabletop.json_name(content.game.title)).read_text(encoding="utf-8"))

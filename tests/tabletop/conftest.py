"""One build of the cards and the tabletop deck per session (the tests compare the two)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generator import cards, tabletop
from generator.content.loader import load_content
from generator.manifest import stage_manifest
from generator.output import Staging


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
def built(whole_build, content, tmp_path_factory) -> Path:
    return build_tabletop(content, tmp_path_factory.mktemp("build"), with_cards=True, local=True)


@pytest.fixture(scope="session")
def saved(built, content) -> dict:
    return json.loads((built / tabletop.json_name(content.game.title)).read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def deck_object(saved) -> dict:
    return saved["ObjectStates"][0]

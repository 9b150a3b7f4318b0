"""Every image URL of a tabletop save is absolute: the simulator loads a deck's images from an absolute URL
only (a relative tabletop/deck-faces.png shows blank cards). A game names its host in layout.yaml
tabletop.image_url, or has a calculator_url whose tabletop/ folder is the default; a game with neither
is refused at its layout.yaml."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.content.loader import load_content
from generator.errors import BuildError
from generator.tabletop import check, image_base_url

pytestmark = pytest.mark.slow  # loads a whole game and lays out its tabletop deck
REPO = Path(__file__).resolve().parents[2]
MIND = REPO / "games" / "the-mind"
IMAGE_URL = "  image_url: https://the-mind.boardstyle.org/tabletop/"


def test_the_mind_is_hosted_at_its_image_url() -> None:
    assert image_base_url(load_content(MIND)) == "https://the-mind.boardstyle.org/tabletop/"


def test_a_game_with_neither_image_url_nor_calculator_url_is_refused_at_its_tabletop_settings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    copy = tmp_path / "games" / "the-mind"
    shutil.copytree(MIND, copy, ignore=shutil.ignore_patterns("build", "__pycache__"))
    layout = copy / "layout.yaml"
    lines = layout.read_text(encoding="utf-8").splitlines()
    (at,) = [number for number, line in enumerate(lines) if line.startswith(IMAGE_URL)]
    del lines[at]
    layout.write_text("\n".join(lines) + "\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(BuildError) as error:
        check(load_content(Path("games/the-mind")))
    tabletop_line = lines.index("tabletop:                                # the deck for Tabletop Simulator (build/tabletop/)") + 2
    assert [str(problem) for problem in error.value.problems] == [
        f"games/the-mind/layout.yaml:{tabletop_line}:3: tabletop.image_url: found none, and game.yaml has no calculator_url "
        "to default from; expected the https:// address where the build's tabletop/ folder is hosted "
        "(Tabletop Simulator loads a deck's images only from an absolute URL)"
    ]

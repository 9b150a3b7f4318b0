"""Fixtures for the calculator's tests: the real content, the built calculator beside the rulebook
page (the core's web output), a headless Chromium (tests/web's fixtures)."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator import web
from generator.content.model import Content
from generator.games.mighty import calculator
from generator.output import Staging, StagingFolder
from tests.web.conftest import browser, content, deck  # noqa: F401  (fixtures, shared with tests/web)


def render(verified: Content, staging: StagingFolder) -> None:
    """Both pages, as `build calculator web` renders them (the calculator's problems first)."""
    calculator.render(verified, staging)
    web.render(verified, staging)


def build_page(verified: Content, build_dir: Path) -> Path:
    """Renders both pages through Staging, as the pipeline does; returns build/web/index.html."""
    with Staging(build_dir) as staging:
        render(verified, staging)
    return build_dir / calculator.OUTPUT


@pytest.fixture(scope="session")
def page(content, tmp_path_factory) -> Path:  # noqa: F811  (the fixture, as a parameter)
    return build_page(content, tmp_path_factory.mktemp("build"))


@pytest.fixture(scope="session")
def rules_page(page) -> Path:
    """build/web/rules.html, built with the calculator."""
    return page.parents[1] / web.RULES_OUTPUT


@pytest.fixture()
def build():
    """`build(content, folder)`: renders a (changed) content into folder/web/index.html."""
    return build_page

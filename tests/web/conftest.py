"""Fixtures for the web pages' tests: the real content, the built rulebook page, a headless Chromium."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.content.model import Content
from generator.games.mighty.rules import Deck
from generator.output import Staging
from generator.pipeline import load_verified
from generator.web import RULES_OUTPUT, render


@pytest.fixture(scope="session")
def content(content_dir) -> Content:
    """Loaded and verified, as the build renders it (the rulebook page prints the examples' results)."""
    return load_verified(content_dir)


@pytest.fixture(scope="session")
def deck(content) -> Deck:
    return content.deck


def build_page(content: Content, build_dir: Path) -> Path:
    """Renders the page through Staging, as the pipeline does; returns build/web/rules.html."""
    with Staging(build_dir) as staging:
        render(content, staging)
    return build_dir / RULES_OUTPUT


@pytest.fixture(scope="session")
def rules_page(content, tmp_path_factory) -> Path:
    """build/web/rules.html."""
    return build_page(content, tmp_path_factory.mktemp("build"))


@pytest.fixture()
def build():
    """`build(content, folder)`: renders a (changed) content into folder/web/rules.html."""
    return build_page


@pytest.fixture(scope="session")
def browser(tmp_path_factory):
    """Debian's headless Chromium through Debian's chromedriver (see browser.py): one per session."""
    from .browser import launch

    driver = launch(tmp_path_factory.mktemp("chromium-profile"))
    yield driver
    driver.quit()

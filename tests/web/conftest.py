"""Fixtures for the web calculator tests: the real content, the built page, a headless Chromium."""
from __future__ import annotations

from pathlib import Path

import pytest

from generator.content.loader import load_content
from generator.content.model import Content
from generator.output import Staging
from generator.rules import Deck
from generator.web import OUTPUT, render

CHROMIUM = Path("/usr/bin/chromium")  # Debian's package: the tests never download a browser
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="session")
def content(content_dir) -> Content:
    return load_content(content_dir)


@pytest.fixture(scope="session")
def deck(content) -> Deck:
    return content.deck


def build_page(content: Content, build_dir: Path) -> Path:
    """Renders the page through Staging, as the pipeline does; returns build/web/index.html."""
    with Staging(build_dir) as staging:
        render(content, staging)
    return build_dir / OUTPUT


@pytest.fixture(scope="session")
def page(content, tmp_path_factory) -> Path:
    return build_page(content, tmp_path_factory.mktemp("build"))


@pytest.fixture()
def build():
    """`build(content, folder)`: renders a (changed) content into folder/web/index.html."""
    return build_page


@pytest.fixture(scope="session")
def browser(tmp_path_factory):
    """Headless Chromium from Debian, driven by Playwright (never `playwright install`)."""
    from playwright import sync_api  # the test extra: pip install playwright

    assert CHROMIUM.is_file(), f"{CHROMIUM} is missing: apt-get install chromium"
    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_api.sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(profile), executable_path=str(CHROMIUM), args=CHROMIUM_ARGS,
            viewport={"width": 360, "height": 740}, device_scale_factor=2, has_touch=True, is_mobile=True)
        yield context
        context.close()

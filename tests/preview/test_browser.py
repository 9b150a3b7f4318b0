"""The preview page in headless Chromium (Debian's, driven by /usr/bin/chromedriver: nothing is
downloaded): a save replaces the changed page's image in place, without a reload."""

from __future__ import annotations

import shutil

import pytest

from .conftest import wait_for

CHROMEDRIVER = "/usr/bin/chromedriver"
CHROMIUM = "/usr/bin/chromium"
SENTENCE = "{n:0}のカードも{n:1}枚と数えます。"
PAGE7 = "pages/07-strength.yaml"

pytestmark = pytest.mark.skipif(not shutil.which(CHROMEDRIVER), reason="needs chromium-driver (scripts/install-system-deps test)")


@pytest.fixture
def browser(tmp_path):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in (
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--no-proxy-server",
        f"--user-data-dir={tmp_path / 'profile'}",
        "--window-size=1200,900",
    ):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_script_timeout(60)
    yield driver
    driver.quit()


def src(browser, number: int) -> str:
    return browser.execute_script(f"return document.querySelector('figure[data-key=\"page-{number}\"] img').getAttribute('src')")


def test_a_save_replaces_the_changed_page_in_place(preview, browser):
    browser.get(preview.url)
    wait_for(lambda: browser.execute_script("return document.querySelectorAll('#booklet img[src]').length") == 24, "24 page images")
    status = preview.status()
    assert [src(browser, n) for n in range(1, 25)] == [entry["image"] for entry in status["pages"]]
    # the spreads a reader sees: the covers alone, 2–3 … 22–23 side by side
    rows = browser.execute_script(
        "return [...document.querySelectorAll('.spread')].map(r => [...r.querySelectorAll('figure')].map(f => f.dataset.key))"
    )
    assert rows[0] == ["page-1"] and rows[1] == ["page-2", "page-3"] and rows[-1] == ["page-24"] and len(rows) == 13

    browser.execute_script("window.notReloaded = true; window.scrollTo(0, 1500);")
    scrolled = browser.execute_script("return window.scrollY")
    old7, old1 = src(browser, 7), src(browser, 1)
    node7 = browser.execute_script("return document.querySelector('figure[data-key=\"page-7\"] img')")

    preview.edit(PAGE7, SENTENCE, SENTENCE + "数え忘れに注意。")
    wait_for(lambda: src(browser, 7) != old7, "page 7's image to be replaced")
    assert src(browser, 7) == preview.status()["pages"][6]["image"]
    assert src(browser, 1) == old1  # unchanged pages untouched
    assert browser.execute_script("return window.notReloaded === true")  # no navigation happened
    assert browser.execute_script("return window.scrollY") == scrolled
    assert browser.execute_script("return document.querySelector('figure[data-key=\"page-7\"] img')") == node7  # same element
    wait_for(
        lambda: browser.execute_script(
            "const i = document.querySelector('figure[data-key=\"page-7\"] img'); return i.complete && i.naturalWidth === 583"
        ),
        "the new image to load",
    )


def test_a_bad_save_shows_the_problem_over_the_pages_and_a_good_one_clears_it(preview, browser):
    browser.get(preview.url)
    wait_for(lambda: browser.execute_script("return document.body.dataset.generation") == "1", "the first build")
    problems = lambda: browser.execute_script(  # noqa: E731
        "const p = document.getElementById('problems'); return p.hidden ? null : p.innerText"
    )
    assert problems() is None
    old7 = src(browser, 7)
    preview.edit(PAGE7, "title: 強さを計算する", "title: [強さを計算する")
    shown = wait_for(problems, "the problem to show")
    assert "content/pages/07-strength.yaml:" in shown
    assert src(browser, 7) == old7  # the last good page stays
    preview.edit(PAGE7, "title: [強さを計算する", "title: 強さを計算する")
    wait_for(lambda: problems() is None, "the problem to clear")
    assert browser.execute_script("return document.querySelectorAll('#booklet img[src]').length") == 24

"""Debian's headless Chromium, driven by Selenium through Debian's chromedriver.

Both paths are explicit, so Selenium Manager never runs and nothing is downloaded. A `Tab` is the
one window of a session, set to a phone's width (and optionally a larger default text size) through
the DevTools protocol; axe-core comes from node_modules (package-lock.json, `npm ci`).
"""

from __future__ import annotations

import json
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
    "--disable-dev-shm-usage",
    "--hide-scrollbars",
]
VISIBLE_TEXT = (
    "(() => { const copy = arguments[0].cloneNode(true); copy.querySelectorAll('rt').forEach(rt => rt.remove());"
    " return copy.textContent.replace(/\\s+/g, ' ').trim(); })()"
)
DEFAULT_TEXT_PX = 16  # Chromium's default font size: 200 % text is 32


def launch(profile: Path) -> webdriver.Chrome:
    for path, package in ((CHROMIUM, "chromium"), (CHROMEDRIVER, "chromium-driver")):
        assert path.is_file(), f"{path} is missing: scripts/install-system-deps test (apt-get install {package})"
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for arg in [*CHROMIUM_ARGS, f"--user-data-dir={profile}"]:
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(executable_path=str(CHROMEDRIVER)), options=options)


class Tab:
    """The browser window as a test uses it: open a page at a width, run script, press keys, run axe."""

    def __init__(self, driver: webdriver.Chrome):
        self.driver = driver

    def open(self, path: Path, width: int = 360, height: int = 740, text_scale: float = 1.0) -> Tab:
        self.driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": True}
        )
        self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
        self.driver.get("about:blank")  # the font size takes effect in a loaded page's session
        self.driver.execute_cdp_cmd("Page.enable", {})
        self.driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": round(DEFAULT_TEXT_PX * text_scale)}})
        self.driver.get(path.as_uri())
        self.driver.get_log("browser")  # forget messages of earlier pages
        return self

    def js(self, script: str, *args):
        """The value of a JavaScript expression (`return` is added)."""
        return self.driver.execute_script("return " + script, *args)

    def find(self, css: str):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def find_all(self, css: str):
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def click(self, css: str) -> None:
        self.find(css).click()

    def press(self, *keys: str) -> None:
        ActionChains(self.driver).send_keys(*keys).perform()

    def tab(self, shift: bool = False) -> None:
        if shift:
            ActionChains(self.driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        else:
            self.press(Keys.TAB)

    def enter(self) -> None:
        self.press(Keys.ENTER)

    def focused(self) -> dict:
        """The focused element: tag, id, classes, data-slot / data-card, accessible-ish name."""
        return self.js("""(() => { const e = document.activeElement;
            return {tag: e.tagName, id: e.id, slot: e.dataset.slot ?? null, card: e.dataset.card ?? null,
                    text: e.textContent.replace(/\\s+/g, ' ').trim(), disabled: !!e.disabled}; })()""")

    def text(self, css: str) -> str:
        """What a reader sees in the element: its text without ruby readings, whitespace collapsed."""
        return self.js(VISIBLE_TEXT, self.find(css))

    def texts(self, css: str) -> list[str]:
        return [self.js(VISIBLE_TEXT, element) for element in self.find_all(css)]

    def errors(self) -> list[str]:
        return [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]

    def requests(self) -> list[str]:
        return self.js("performance.getEntriesByType('resource').map(e => e.name)")

    def scroll_width(self) -> int:
        return self.js("document.documentElement.scrollWidth")

    def axe(self) -> list[dict]:
        """axe-core's violations (every rule axe runs by default, any impact) on the page as it is now."""
        assert AXE.is_file(), f"{AXE} is missing: run `make setup` (npm ci installs axe-core)"
        if not self.js("typeof window.axe !== 'undefined'"):
            self.driver.execute_script(AXE.read_text(encoding="utf-8"))
        self.driver.set_script_timeout(60)
        result = self.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "axe.run(document, {resultTypes: ['violations']}).then(r => done(JSON.stringify(r.violations)), e => done(String(e)));"
        )
        violations = json.loads(result)
        return [
            {
                "id": v["id"],
                "impact": v["impact"],
                "help": v["help"],
                "nodes": [(n["target"], n.get("failureSummary", "")) for n in v["nodes"]],
            }
            for v in violations
        ]

    def screenshot(self, path: Path) -> None:
        """The whole page, as tall as it is."""
        width = self.js("document.documentElement.clientWidth")
        height = self.js("document.documentElement.scrollHeight")
        self.driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True}
        )
        path.write_bytes(self.driver.get_screenshot_as_png())

"""The live preview's build: in memory, and only what a change affects.

Each rebuild loads and verifies the whole content (30 ms: the checks are the point), then renders
again only the outputs whose inputs changed, judged by fingerprints of the source files:

    booklet page N   its own file content/pages/NN-*.yaml, every file outside pages/ but examples.yaml
                     (deck, game, layout, glossary, quickref), which section is on which page
                     ({ref:…} and {side:…} print other pages' numbers), and the worked examples
                     whose id the page's file names (`example: ID`, `{ex:ID.…}`), as verified
    card faces       every file outside pages/
    quick reference  every file outside pages/, and the section map
    web page         every file outside pages/, and the pages the game's web page shows (its WEB)

A re-rendered page gets a new hash only when its pixels differ, so an edit that does not show
(a comment, a reordered key) changes nothing in the browser. A build that fails keeps the last good
pictures and reports the build's own problems; nothing is written to disk but poppler's scratch
files, which live in a temporary folder for the length of one call.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from PIL import Image

from ..content.model import Content, Page
from ..content.yamlsource import split_shown
from ..errors import BuildError
from ..pipeline import load_verified
from ..web.booklet import rules_html

PAGES_DIR = "pages"
EXAMPLES_FILE = "examples.yaml"
CARD_PREVIEW_SCALE = 3  # card faces at a third of the print service's pixel size
QUICKREF_DPI = 150


@dataclass(frozen=True)
class Picture:
    """A PNG and the hash of its pixels (not of its bytes: equal pixels, equal hash)."""

    png: bytes
    hash: str


@dataclass(frozen=True)
class Snapshot:
    """What the preview shows after rebuild number `generation`: the last good pictures, and
    whether the latest build succeeded (else its problems, each `content/FILE:LINE:COL: …`)."""

    generation: int = 0
    ok: bool = True
    problems: tuple[str, ...] = ()
    pages: Mapping[int, Picture] = field(default_factory=dict)
    cards: Mapping[str, Picture] = field(default_factory=dict)  # face name → picture, in deck order
    quickref: Mapping[str, Picture] = field(default_factory=dict)  # front, back
    calculator: str = ""  # the page's HTML
    seconds: float = 0.0  # how long this rebuild took
    rendered: tuple[str, ...] = ()  # what this rebuild rendered again ("page 7", "cards" …)

    def status(self) -> dict[str, Any]:
        """GET /status.json: the contract for tests and editor plug-ins."""
        return {
            "generation": self.generation,
            "ok": self.ok,
            "problems": list(self.problems),
            "pages": [{"page": n, "image": f"/pages/{n:02d}.png?v={p.hash}"} for n, p in sorted(self.pages.items())],
        }

    def sections(self) -> dict[str, Any]:
        """Everything the preview page shows, for its first paint and each pushed update."""
        return {
            **self.status(),
            "cards": [{"name": name, "image": f"/cards/{name}.png?v={p.hash}"} for name, p in self.cards.items()],
            "quickref": [{"side": side, "image": f"/quickref/{side}.png?v={p.hash}"} for side, p in self.quickref.items()],
            "calculator": f"/calculator.html?v={digest(self.calculator.encode())}",
            "seconds": round(self.seconds, 3),
            "rendered": list(self.rendered),
        }


def digest(*parts: bytes | str) -> str:
    hasher = hashlib.sha256()
    for part in parts:
        hasher.update(part.encode() if isinstance(part, str) else part)
        hasher.update(b"\0")
    return hasher.hexdigest()[:16]


def picture(image: Image.Image, previous: Picture | None = None) -> Picture:
    """The image as a Picture; `previous` itself when the pixels are the same (no PNG encoding)."""
    from ..booklet.pngs import png_bytes

    rgb = image.convert("RGB")
    pixels = digest(f"{rgb.size}", rgb.tobytes())
    if previous is not None and previous.hash == pixels:
        return previous
    return Picture(png_bytes(rgb), pixels)


def source_files(content_dir: Path) -> dict[str, str]:
    """Every file under the content folder (relative path → hash of its bytes)."""
    return {
        path.relative_to(content_dir).as_posix(): digest(path.read_bytes()) for path in sorted(content_dir.rglob("*")) if path.is_file()
    }


@dataclass
class Fingerprints:
    """The inputs of each output, as one hash per output (see the module's table)."""

    pages: dict[int, str]
    cards: str
    quickref: str
    calculator: str

    @staticmethod
    def of(files: Mapping[str, str], content: Content) -> Fingerprints:
        shown = set(content.plugin.live_page_sections(content))
        shared = digest(*(f"{name}={h}" for name, h in files.items() if not name.startswith(f"{PAGES_DIR}/")))
        layout = digest(*(f"{name}={h}" for name, h in files.items() if not name.startswith(f"{PAGES_DIR}/") and name != EXAMPLES_FILE))
        sections = digest(*(f"{page.number}={page.id}" for page in content.pages))
        examples = {id_: digest(repr(example), repr(content.results.get(id_))) for id_, example in content.examples.items()}
        everywhere = _examples_named(replace(content, pages=(), examples={}, results={}), content)  # glossary, quickref …
        return Fingerprints(
            pages={
                page.number: digest(
                    layout,
                    sections,
                    str(page.number),
                    files.get(_relpath(page), ""),
                    *(examples[id_] for id_ in sorted({*everywhere, *_examples_named(page, content)})),
                )
                for page in content.pages
            },
            cards=shared,
            quickref=digest(shared, sections),
            calculator=digest(shared, *(files.get(_relpath(page), "") for page in content.pages if page.id in shown)),
        )


def _examples_named(model: object, content: Content) -> list[str]:
    """The ids of the worked examples a page (or any other part of the content) names anywhere, as a
    whole word: every way content uses an example names it (`example: ID`, `{ex:ID.…}`), and
    naming one it does not use only costs a render."""
    if not content.examples:
        return []
    names = "|".join(re.escape(id_) for id_ in sorted(content.examples, key=len, reverse=True))  # longest first
    found = {match.group(1) for match in re.finditer(rf"(?<![\w-])({names})(?![\w-])", repr(model))}  # one pass, not one per id
    return sorted(found)


def _relpath(page: Page) -> str:
    """content/pages/05-play.yaml → pages/05-play.yaml (the loader names files after the folder, games/NAME too)."""
    return split_shown(str(page.where.file))[1]


class LiveBuild:
    """Rebuilds on demand and keeps the latest Snapshot; not thread-safe (one watcher calls it)."""

    def __init__(self, content_dir: Path, clock: Callable[[], float] | None = None):
        import time

        self.content_dir = Path(content_dir)
        self.snapshot = Snapshot()
        self._done: Fingerprints | None = None  # the fingerprints of the last good build
        self.read: dict[str, str] = {}  # the source files the last rebuild read (path → hash)
        self._clock = clock or time.perf_counter

    def rebuild(self) -> Snapshot:
        started = self._clock()
        previous = self.snapshot
        try:
            self.read = files = source_files(self.content_dir)  # before loading: a save during the load triggers another rebuild
            content = load_verified(self.content_dir)
            prints = Fingerprints.of(files, content)
            updates, rendered = self._render(content, prints)
        except BuildError as error:
            return self._failed(previous, tuple(str(p) for p in error.problems), started)
        except OSError as error:  # a file vanished mid-save, poppler could not write its scratch files …
            return self._failed(previous, (f"{error.filename or ''}: {error.strerror or error}",), started)
        self._done = prints
        self.snapshot = replace(
            previous,
            generation=previous.generation + 1,
            ok=True,
            problems=(),
            seconds=self._clock() - started,
            rendered=tuple(rendered),
            **updates,
        )
        return self.snapshot

    def _failed(self, previous: Snapshot, problems: tuple[str, ...], started: float) -> Snapshot:
        """The last good pictures stay; the problems are shown over them."""
        self.snapshot = replace(
            previous, generation=previous.generation + 1, ok=False, problems=problems, seconds=self._clock() - started, rendered=()
        )
        return self.snapshot

    def _render(self, content: Content, prints: Fingerprints) -> tuple[dict[str, Any], list[str]]:
        """Renders every output whose fingerprint changed; raises BuildError before anything is kept."""
        done = self._done
        changed = [n for n, key in prints.pages.items() if done is None or done.pages.get(n) != key]
        updates: dict[str, Any] = {}
        rendered = [page_ranges(changed)] if changed else []
        if changed or (done and set(done.pages) != set(prints.pages)):
            kept = {n: p for n, p in self.snapshot.pages.items() if n in prints.pages and n not in changed}
            updates["pages"] = {**kept, **booklet_pictures(content, changed, self.snapshot.pages)}
        if done is None or done.cards != prints.cards:
            updates["cards"] = card_pictures(content, self.snapshot.cards)
            rendered.append("cards")
        if done is None or done.quickref != prints.quickref:
            updates["quickref"] = quickref_pictures(content, self.snapshot.quickref)
            rendered.append("quick reference")
        if done is None or done.calculator != prints.calculator:
            updates["calculator"] = calculator_html(content)
            rendered.append("calculator")
        return updates, rendered


def page_ranges(numbers: list[int]) -> str:
    """[1, 2, 3, 7] → "pages 1–3, 7"; [7] → "page 7"."""
    runs: list[list[int]] = []
    for n in sorted(numbers):
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    text = ", ".join(f"{r[0]}–{r[-1]}" if len(r) > 1 else f"{r[0]}" for r in runs)
    return f"page {text}" if len(numbers) == 1 else f"pages {text}"


def booklet_pictures(content: Content, numbers: list[int], previous: Mapping[int, Picture]) -> dict[int, Picture]:
    """Pages `numbers` laid out, painted as on the screen PDF and rasterised as build/preview/ is."""
    from ..booklet import document_title
    from ..booklet.documents import proof_pdf
    from ..booklet.geometry import Geometry
    from ..booklet.imposition import slot_origins
    from ..booklet.inks import PRINT, SCREEN, Inks
    from ..booklet.job import Job
    from ..booklet.page_layout import plan_pages
    from ..booklet.pngs import rasterise
    from ..fonts import register_fonts

    register_fonts()
    geometry = Geometry.of(content.booklet)
    slot_origins(geometry)  # the checks `make booklet` makes before painting, so the preview reports them too
    inks = {mode: Inks.of(content.palette, mode) for mode in (PRINT, SCREEN)}
    plans = plan_pages(content, geometry, inks[SCREEN], numbers)
    if not plans:
        return {}
    job = Job({SCREEN: plans}, inks, geometry, document_title(content), content.game, content.plugin.booklet_creator)
    images = rasterise(proof_pdf(job, plans), range(1, len(plans) + 1))
    return {plan.number: picture(image, previous.get(plan.number)) for plan, image in zip(plans, images, strict=True)}


def card_pictures(content: Content, previous: Mapping[str, Picture]) -> dict[str, Picture]:
    """Every distinct face and the back, as the print service's PNGs but smaller."""
    from ..cards import quickref_parts
    from ..cards.colours import check_palette
    from ..cards.faces import face_name, faces_of
    from ..cards.images import face_image, preset_of

    check_palette(content.palette, quickref_parts.PALETTE)
    faces = faces_of(content)
    full = preset_of(content)
    small = replace(
        full,
        width_px=full.width_px // CARD_PREVIEW_SCALE,
        height_px=full.height_px // CARD_PREVIEW_SCALE,
        dpi=full.dpi // CARD_PREVIEW_SCALE,
        mode="RGB",
    )
    pictures = {
        name: picture(face_image(prims, faces, small, content.palette), previous.get(name))
        for name, prims in ((face_name(card), prims) for card, prims in faces.fronts.items())
    }
    pictures["back"] = picture(face_image(faces.back, faces, small, content.palette), previous.get("back"))
    return pictures


def quickref_pictures(content: Content, previous: Mapping[str, Picture]) -> dict[str, Picture]:
    """Both sides of the quick-reference card as printed (trim + bleed)."""
    from ..booklet.pngs import rasterise
    from ..cards import quickref
    from ..fonts import register_fonts

    register_fonts()
    settings = content.card_sheets
    fit = quickref.fitted(content, settings.quickref_size, settings.quickref_min_pt, settings.qr_module)
    pdf = quickref.quickref_pdf(content, settings.quickref_size, fit, settings.qr_module)
    images = rasterise(pdf, range(1, len(quickref.SIDES) + 1), QUICKREF_DPI)
    return {side: picture(image, previous.get(side)) for side, image in zip(quickref.SIDES, images, strict=True)}


def calculator_html(content: Content) -> str:
    """The game's web page (its WEB's live_page), as the preview shows it."""
    return (content.plugin.live_page or rules_html)(content)

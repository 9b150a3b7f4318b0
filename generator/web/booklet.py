"""build/web/rules.html: the whole booklet as one page, from the same content and verified examples, for any game.

Every page becomes a section (its heading, an anchor, its page number so that "11ページ" still
means something); every block becomes HTML: card figures are the game's card design drawn as
inline SVG with the figure's words as its text alternative, lists, steps and the glossary are real
HTML. The cover is the page's header and the back cover its footer. Block views are plain dicts
with the texts already rendered (richtext.WebText), one view per block kind: the core's kinds in
`BLOCK_VIEWS`, the game's own from its plug-in (WEB: web.plugin.Game.block_views); the template
(rules.html.j2) only arranges them.
"""

from __future__ import annotations

import base64
import io
from collections.abc import Callable, Sequence
from functools import cached_property
from pathlib import Path
from typing import Any, TypeVar

import jinja2
from markupsafe import Markup, escape

from .. import art
from ..cards.component_list import CARD_RADIUS, STACK, TURNED_CORNER, Listed, listed
from ..cards.component_list import drawing_scale as component_scale
from ..cards.drawn_colours import drawing_of
from ..content import blocks
from ..content.markup import PHRASES
from ..content.model import Block, Content, Ending, Page, SourceText
from ..errors import Problems, fail
from ..game import CardFace, Game
from ..geometry import MM_PER_INCH
from ..qr import BLACK_RGB, QUIET_MODULES, WHITE_RGB, dark_runs, side_modules
from .page import HERE, Labels, asset, default_stylesheet
from .richtext import WebText, environment, section_anchor
from .ruby import Ruby, readings_of
from .svg import CardSymbols

TEMPLATE = "rules.html.j2"
View = dict[str, Any]  # what the template reads of a section or a block
COVER, BACK_COVER = 0, -1  # the first and last pages: the page's header and footer
CARD_GAP = 2.0  # mm between the cards of a figure row
ARROW = "→"
CIRCLED_ONE = 0x2460  # ①
COMPONENTS_CSS = "components.css"  # added to the page's style sheet only where a page lists the box's components
SVG_PX_PER_MM = 3.0  # a component's drawing: the booklet's scale, a little larger on screen


class BookletView:
    """What rules.html.j2 needs, built block by block; a game's views read the page's words,
    phrases and templates here too."""

    def __init__(self, content: Content, text: WebText, design: Game, ruby: Ruby):
        self.content = content
        self.text = text
        self.design = design
        self.ruby = ruby
        self.cards = CardSymbols(content, drawing_of(content), design.figure_id)
        self.views = BLOCK_VIEWS.joined((design.block_views or BlockViews)())
        self.phrases = PHRASES[content.language]
        self._templates: dict[tuple[Path, str], jinja2.Template] = {}

    @cached_property
    def words(self) -> Labels:
        """content/web.yaml's words for this page (`t` and `p` of the templates)."""
        return Labels(self.content, self.text)

    def macros(self, folder: Path, name: str) -> Any:
        """A game's template of macros (one per block kind) with the page's `t` and `phrases`: its
        views call them and give their HTML whole."""
        key = (folder, name)
        if key not in self._templates:  # compiled once a page, not once a block (28 a page with the cache off)
            self._templates[key] = environment(folder, self.ruby).get_template(name)
        return self._templates[key].make_module({"t": self.words.rich, "phrases": self.phrases})

    def sections(self) -> list[View]:
        return [self.section(page) for page in self.content.pages[1:-1]]

    def section(self, page: Page) -> View:
        return {
            "id": section_anchor(page.id),
            "number": page.number,
            "title": self.text.rich(page.title),
            "plain_title": self.text.plain(page.title),
            "blocks": [self.block(b) for b in page.blocks],
        }

    def cover(self) -> View:
        """The page's header: the cover block's texts (`check` says so when page 1 has none)."""
        page = self.content.pages[COVER]
        block = next((b for b in page.blocks if isinstance(b, blocks.CoverBlock)), None)
        if block is None:
            raise fail(page.where, f"page {page.number} has no cover block, expected one: rules.html takes its title and subtitle from it")
        return {
            "title": self.text.rich(block.title),
            "tagline": self.text.rich(block.tagline),
            "subtitle": self.text.rich(block.subtitle),
            "facts": self.text.rich(block.facts),
            "plain": self.text.plain(block.title) + " " + self.text.plain(block.subtitle),
        }

    def back_cover(self) -> list[View]:
        return [self.block(b) for b in self.content.pages[BACK_COVER].blocks]

    def block(self, block: Block) -> View:
        show = self.views.get(block)
        if show is None:
            raise fail(
                block.where,
                f"found the block {block.kind!r}, which the web rulebook cannot show yet; "
                f"expected one of {', '.join(self.views.kinds)} (generator/web/booklet.py, or the game's WEB block_views)",
            )
        return {"kind": block.kind, **show(self, block)}

    def rich(self, text: SourceText | None) -> Markup | None:
        """The text rendered; None for one the block leaves out (the template tests them)."""
        return self.text.rich(text) if text else None

    # ---- figures ---------------------------------------------------------------------------------

    def figure(self, cards: Sequence[CardFace], alt: str) -> View:
        """One row of cards as an <svg role="img"> whose label says which cards they are."""
        width, height = self.cards.size
        uses = Markup("").join(self.cards.use(card, i * (width + CARD_GAP)) for i, card in enumerate(cards))
        total = len(cards) * width + (len(cards) - 1) * CARD_GAP
        return {"svg": uses, "viewbox": f"0 0 {total:g} {height:g}", "alt": alt, "count": len(cards)}

    def defs(self) -> Markup:
        return self.cards.defs()


def _cover(view: BookletView, block: blocks.CoverBlock) -> View:
    return {}


def _texts(view: BookletView, text: SourceText, title: SourceText | None = None, style: str = "body", tone: str = "info") -> View:
    return {"text": view.rich(text), "title": view.rich(title), "style": style, "tone": tone}


def _heading(view: BookletView, block: blocks.HeadingBlock) -> View:
    return _texts(view, block.text)


def _paragraph(view: BookletView, block: blocks.ParagraphBlock) -> View:
    return _texts(view, block.text, style=block.style)


def _callout(view: BookletView, block: blocks.CalloutBlock) -> View:
    return _texts(view, block.text, block.title, tone=block.tone)


def _list(view: BookletView, block: blocks.ListBlock) -> View:
    return {"title": view.rich(block.title), "items": [view.text.rich(item) for item in block.items]}


def _steps(view: BookletView, block: blocks.StepsBlock) -> View:
    """A step's number is text (as printed: 1 2 3 or ① ② ③), the list keeps its order."""
    return _items(view, block.items, block.marker)


def _points(view: BookletView, block: blocks.PointsBlock) -> View:
    return _items(view, block.items, "number")


def _items(view: BookletView, items: Sequence[blocks.StepItem | blocks.PointItem], marker: str) -> View:
    shown = [
        {"title": view.rich(item.title), "text": view.rich(item.text), "marker": step_marker(marker, n)}
        for n, item in enumerate(items, start=1)
    ]
    return {"items": shown, "marker": marker}


def step_marker(marker: str, n: int) -> str:
    return chr(CIRCLED_ONE + n - 1) if marker == "circled" else str(n)


def _cards(view: BookletView, block: blocks.CardsBlock) -> View:
    shown: View = {"figure": view.figure(block.cards, block.alt), "becomes": None}
    if block.counted_cards:
        shown["becomes"] = view.figure(block.counted_cards, block.becomes_alt or "")
        shown["arrow"] = ARROW
    return shown | {"label": view.rich(block.label), "caption": view.rich(block.caption)}


def _glossary(view: BookletView, block: blocks.GlossaryBlock) -> View:
    entries = [{"term": view.text.rich(e.term), "definition": view.text.rich(e.definition)} for e in view.content.glossary]
    note = view.content.glossary_note
    return {"entries": entries, "note": view.text.rich(note) if note else None}


def ending_view(view: BookletView, ending: Ending) -> View:
    """An ending (quickref.yaml) as the templates' `ending` macro reads it."""
    return {"title": view.text.rich(ending.title), "lines": [view.text.rich(line) for line in ending.lines]}


def _quickref(view: BookletView, block: blocks.QuickrefBlock) -> View:
    quickref = view.content.quickref
    return {"title": view.text.rich(quickref.title), "endings": [ending_view(view, e) for e in quickref.endings]}


def _qr(view: BookletView, block: blocks.QrBlock) -> View:
    url = view.text.plain(block.url)
    q = QUIET_MODULES
    path = "".join(f"M{q + c} {q + r}h{length}v1h-{length}z" for r, c, length in dark_runs(url))  # as qr.qr_svg draws it
    light, dark = (rgb_hex(channels) for channels in (WHITE_RGB, BLACK_RGB))  # qr.py's quiet zone and modules
    return {"url": url, "side": side_modules(url), "path": path, "light": light, "dark": dark, "caption": view.rich(block.caption)}


def _image(view: BookletView, block: blocks.ImageBlock) -> View:
    """The art as an sRGB PNG inside the page (twice the CSS pixels of its printed width, for sharp screens)."""
    try:
        drawn = art.read(block.file.path)
        width_mm = block.width.mm if block.width else (block.height.mm * drawn.width / drawn.height if block.height else WEB_IMAGE_MM)
        height_mm = block.height.mm if block.height else width_mm * drawn.height / drawn.width
        px = round(width_mm / MM_PER_INCH * 96 * 2)
        pixels = art.rasterised(drawn, (px, max(1, round(px * height_mm / width_mm))))
    except art.ArtError as error:  # the booklet's check says the same at the same place; check runs both
        raise fail(block.file.where, f"image: {error}") from None
    buffer = io.BytesIO()
    pixels.save(buffer, format="PNG")
    source = "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode("ascii")
    caption = Markup(f"<figcaption>{view.rich(block.caption)}</figcaption>") if block.caption else Markup("")
    return {
        "html": Markup(
            f'<figure class="art"><img src="{source}" alt="" style="width:{width_mm:g}mm;max-width:100%;height:auto">{caption}</figure>'
        )
    }


WEB_IMAGE_MM = 120.0  # an image block without a size: about a booklet column


def rgb_hex(channels: tuple[float, ...]) -> str:
    return "#" + "".join(f"{round(c * 255):02X}" for c in channels)


def _materials(view: BookletView, block: blocks.MaterialsBlock) -> View:
    return {"title": view.rich(block.title), "items": [{"name": view.text.rich(item.name), "icon": item.icon} for item in block.items]}


def _deck(view: BookletView, block: blocks.DeckBlock) -> View:
    """Every face with its copies, in the rows the game groups them in (Game.deck_rows)."""
    copies: dict[CardFace, int] = {face: n for face, n in view.content.deck.copies.items()}  # the game's faces (plugins.CardFace)
    rows = [
        [{"figure": view.figure([face], view.design.card_label(view.content, face)), "copies": copies.get(face, 0)} for face in row]
        for row in view.design.web_deck_rows(view.content)
    ]
    return {"title": view.rich(block.title), "caption": view.rich(block.caption), "rows": rows}


def _components(view: BookletView, block: blocks.ComponentsBlock) -> View:
    """What is in the box, as the booklet lists it (cards/component_list.py): a list, each line its drawing
    (decorative: the words say it all), its name and count, and its size."""
    problems = Problems()
    lines = listed(block.names, block.where, view.content, problems)
    problems.raise_if_any()
    language = view.content.language
    scale = component_scale(lines)
    return {
        "title": view.rich(block.title),
        "items": [
            {
                "drawing": component_svg(line, scale),
                "name": view.text.rich(line.name),
                "number": view.text.rich(line.number_words(language)),
                "size": line.size_words(language),
            }
            for line in lines
        ],
    }


def component_svg(line: Listed, scale: float) -> Markup:
    """The part drawn small (mm × `scale`, the same scale for every line), up to three stacked; hidden from screen readers."""
    w, h = line.size.width * scale, line.size.height * scale
    shown = min(line.count, STACK[0])
    step = STACK[1]
    rise = step * (shown - 1)
    shapes = []
    for index in range(shown):
        x, y = step * index, rise - step * index
        if line.round:
            shapes.append(f'<circle cx="{x + w / 2:.2f}" cy="{y + h / 2:.2f}" r="{w / 2:.2f}"/>')
        else:
            radius = min(w, h) * CARD_RADIUS if line.component.kind == "deck" else 0
            shapes.append(f'<rect x="{x:.2f}" y="{y:.2f}" width="{w:.2f}" height="{h:.2f}" rx="{radius:.2f}"/>')
    if line.two_sided:
        corner = min(w, h) * TURNED_CORNER
        right = rise + w
        shapes.append(f'<path class="component-side" d="M{right - corner:.2f} 0V{corner:.2f}H{right:.2f}Z"/>')
    box = f"{w + rise + 1:.2f} {h + rise + 1:.2f}"
    return Markup(
        f'<svg class="component-drawing" aria-hidden="true" viewBox="-0.5 -0.5 {box}" '
        f'style="width:{(w + rise + 1) * SVG_PX_PER_MM:.1f}px">{"".join(shapes)}</svg>'
    )


def uses_components(content: Content) -> bool:
    return any(isinstance(block, blocks.ComponentsBlock) for page in content.pages for block in page.blocks)


def _credits(view: BookletView, block: blocks.CreditsBlock) -> View:
    game = view.content.game
    return {
        "label": view.text.rich(block.publisher_label),
        "publisher": view.text.words(game.publisher),
        "address": [view.text.words(line) for line in game.address],
        "credits": [(view.text.words(role), view.text.words(name)) for role, name in game.credits],
    }


B = TypeVar("B", bound=Block)
Show = Callable[[BookletView, B], View]  # a block kind's view: what rules.html.j2 reads of a block


class BlockViews(blocks.ByKind[Show[Any]]):
    """How the web rulebook shows each block kind (tests/test_blocks.py: every kind has one).

    rules.html.j2 arranges the views of the kinds it names; the view of any other kind gives its
    HTML whole, as `html` (Markup: a game renders it with its own template)."""

    def add(self, kind: type[B], show: Show[B]) -> None:
        self._put(kind, show)

    def joined(self, other: BlockViews) -> BlockViews:
        """These views and a game's, in one registry (a kind in both: the game's)."""
        both = BlockViews()
        for kind, show in (*self._handlers.items(), *other._handlers.items()):
            both._put(kind, show)
        return both


BLOCK_VIEWS = BlockViews()
BLOCK_VIEWS.add(blocks.CoverBlock, _cover)
BLOCK_VIEWS.add(blocks.ImageBlock, _image)
BLOCK_VIEWS.add(blocks.HeadingBlock, _heading)
BLOCK_VIEWS.add(blocks.ParagraphBlock, _paragraph)
BLOCK_VIEWS.add(blocks.CalloutBlock, _callout)
BLOCK_VIEWS.add(blocks.ListBlock, _list)
BLOCK_VIEWS.add(blocks.StepsBlock, _steps)
BLOCK_VIEWS.add(blocks.PointsBlock, _points)
BLOCK_VIEWS.add(blocks.CardsBlock, _cards)
BLOCK_VIEWS.add(blocks.GlossaryBlock, _glossary)
BLOCK_VIEWS.add(blocks.QuickrefBlock, _quickref)
BLOCK_VIEWS.add(blocks.QrBlock, _qr)
BLOCK_VIEWS.add(blocks.MaterialsBlock, _materials)
BLOCK_VIEWS.add(blocks.DeckBlock, _deck)
BLOCK_VIEWS.add(blocks.CreditsBlock, _credits)
BLOCK_VIEWS.add(blocks.ComponentsBlock, _components)


def rules_html(content: Content) -> str:
    """build/web/rules.html (the English edition: build/en/web/rules.html): the page, its style sheet
    the game's (Game.stylesheet, shared with its own pages), its words those of content/web.yaml
    (page.Labels), its link to the game's own page when it has one (Game.companion_page)."""
    design = content.plugin
    ruby = Ruby(readings_of(content))
    text = WebText(content, lambda section: f"#{section_anchor(section)}", ruby)
    view = BookletView(content, text, design, ruby)
    template = environment(HERE, ruby).get_template(TEMPLATE)
    cover = view.cover()
    sections = view.sections()
    words = view.words

    def phrase(name: str, **values: Markup) -> Markup:
        return Markup(escape(view.phrases[name])).format(**values)

    html = template.render(
        lang=content.language,
        t=words.rich,
        p=words.plain,
        phrases=view.phrases,
        phrase=phrase,
        cover=cover,
        sections=sections,
        back_cover=view.back_cover(),
        defs=view.defs(),
        description=text.plain(content.game.tagline) + " " + cover["plain"],
        theme_colour=design.theme_colour(content),
        css=(design.stylesheet or default_stylesheet)(content) + (Markup(asset(COMPONENTS_CSS)) if uses_components(content) else ""),
        companion=design.companion_page(content),
    )
    ruby.check()
    return html

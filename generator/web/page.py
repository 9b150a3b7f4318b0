"""Assembles build/web/index.html: the template, the inlined stylesheet and scripts, the data.

Everything the page says about the game (deck, palette, title, ranking, reminders, the p.13
steps) is read from content here; the template holds only the interface's own words.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup

from ..cards.style import STYLE as CARD_STYLE
from ..content import text as inline
from ..content.model import Content
from ..errors import fail
from ..rules import HandClass
from ..rules.strength import BOARD_SIZE, HAND_SIZE
from .data import CARD_COLOURS, check_page_palette, colour_data, css_variables, deck_data, script_json

HERE = Path(__file__).parent
TEMPLATE = "index.html.j2"
STYLESHEET = "style.css"
SCRIPTS = ("rules.js", "app.js")  # rules first: app.js calls MightyRules
HELP_SECTION = "web-howto"  # the booklet page (p.13) whose steps the page repeats as its help


def asset(name: str) -> str:
    """A file of this package, checked so it cannot close the element it is inlined into."""
    text = (HERE / name).read_text(encoding="utf-8")
    if "</script" in text.lower() or "</style" in text.lower():
        raise ValueError(f"generator/web/{name} contains a closing </script> or </style>: it cannot be inlined")
    return text


def environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(HERE), autoescape=True, undefined=jinja2.StrictUndefined,
        trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
    )


def face_rows(content: Content) -> list[dict]:
    """The picker's rows: one per card colour, faces in deck order."""
    faces = deck_data(content.deck)
    faces = _named(faces, content)
    rows = [{"label": content.palette[color].label, "faces": [f for f in faces if f["color"] == color]}
            for color in CARD_COLOURS]
    return [row for row in rows if row["faces"]]


def ranking(content: Content) -> list[dict]:
    """p.9's ranking from the quick-reference data, strongest first, matched to the engine's classes
    (verification has checked that there is one entry per class)."""
    order = content.quickref["ranking"]["order"]
    classes = sorted(HandClass, key=lambda cls: cls.rank, reverse=True)
    return [{"handClass": cls.value, "text": str(text)} for cls, text in zip(classes, order, strict=True)]


def reminders(content: Content) -> dict[str, str]:
    """The red cards' one-line rules, keyed by the class they give a hand (MIGHTY)."""
    by_name = {card.name: str(text) for card, text in content.deck_reminders.items()}
    return {cls.value: by_name[cls.value] for cls in HandClass if cls.value in by_name}


def help_section(content: Content) -> dict:
    """p.13 (how to use the page), from the booklet's own page: its steps and its paragraphs."""
    page = next((page for page in content.pages if page.id == HELP_SECTION), None)
    if page is None:
        raise fail(None, f"content/pages: found no page with id {HELP_SECTION!r}, expected the booklet's "
                         f"p.13 (how to use the web calculator): the page shows its steps as help")
    steps = [{"title": rich(item["title"], content), "text": rich(item.get("text") or "", content)}
             for block in page.blocks if block.kind == "steps" for item in block.data["items"]]
    paragraphs = [rich(block.data["text"], content) for block in page.blocks if block.kind == "paragraph"]
    return {"title": inline.plain(_web_text(page.title), content), "steps": steps, "paragraphs": paragraphs}


def rich(text, content: Content) -> Markup:
    """Booklet text as the page shows it: markup expanded as the booklet expands it ({ref:…} prints
    the page number as text), **bold** as <strong>, everything else escaped."""
    runs = inline.spans(_web_text(text), content)
    return Markup("").join(Markup("<strong>{}</strong>").format(run) if bold else run for run, bold in runs)


def _web_text(text):
    """The text, unless it says 左ページ / 右ページ: a screen has no facing page."""
    for match in inline.MARKUP.finditer(text):
        if match.group(1) == "side":
            raise fail(getattr(text, "where", None),
                       f"found {match.group(0)} in the text the web page repeats, expected {{ref:{match.group(2)}}} "
                       f"(the web page has no facing page to point at)")
    return text


PLACE = "#"  # in a label of web.yaml: where the page puts a number, a card or a colour


def labels(content: Content) -> dict[str, object]:
    """web.yaml's words, markup expanded; a label with # as its (before, after) parts, or (before, middle, after) for two."""
    found: dict[str, object] = {}
    for name, text in content.web_labels.items():
        words = inline.plain(text, content)
        found[name] = tuple(words.split(PLACE)) if PLACE in words else words
    return found


def card_names(content: Content) -> dict[str, str]:
    """Each face's name as the page reads it aloud: 黄0; in English, yellow 0."""
    return {card.short: inline.card_name(card, content) for card in content.deck.copies}


def _named(faces: list[dict[str, Any]], content: Content) -> list[dict[str, Any]]:
    names = card_names(content)
    return [{**face, "name": names[face["id"]]} for face in faces]


def page_data(content: Content) -> dict:
    """What app.js reads: the deck, the colours' labels and shapes, the ranking, the reminders."""
    return {"deck": _named(deck_data(content.deck), content), "colours": colour_data(content.palette), "boardSize": BOARD_SIZE,
            "ranking": ranking(content), "reminders": reminders(content)}


def page_html(content: Content) -> str:
    check_page_palette(content.palette)
    aspect = (content.card.width.mm, content.card.height.mm)
    return environment().get_template(TEMPLATE).render(
        game=content.game,
        t=labels(content),
        lang=content.language,
        colours=colour_data(content.palette),
        rows=face_rows(content),
        board_size=BOARD_SIZE,
        hand_size=HAND_SIZE,
        help=help_section(content),
        ranking_title=str(content.quickref["ranking"]["title"]),
        theme_colour=content.palette["red"].rgb,
        css=Markup(css_variables(content.palette, aspect, CARD_STYLE) + asset(STYLESHEET)),
        data=Markup(script_json(page_data(content))),
        script=Markup("".join(asset(name) for name in SCRIPTS)),
    )

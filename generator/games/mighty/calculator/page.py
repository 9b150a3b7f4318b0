"""Assembles build/web/index.html: the template, the inlined stylesheet and scripts, the data.

Everything the page says is read from content here: about the game (deck, palette, title, ranking,
reminders, the p.13 steps), and the interface's own words (content/web.yaml, translated in
content/en/web.yaml); the template holds none.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from markupsafe import Markup

from ....content import markup as inline
from ....content.blocks import ParagraphBlock, StepsBlock
from ....content.model import Content
from ....errors import fail
from ....web.data import script_json
from ....web.page import Labels, asset
from ....web.richtext import RULES_PAGE, WebText, environment, section_anchor
from ....web.ruby import Ruby, readings_of
from ..design.look import CARD_COLOURS
from ..fields import NAME_SPACE, card_name
from ..parts import mighty_parts
from ..rules import HandClass
from ..web.style import colour_data, stylesheet
from .data import deck_data, rules_data

HERE = Path(__file__).parent
TEMPLATE = "index.html.j2"
SCRIPTS = ("rules.js", "app.js")  # rules first: app.js calls MightyRules
HELP_SECTION = "web-howto"  # the booklet page (p.13) whose steps the page repeats as its help


def face_rows(content: Content) -> list[dict[str, Any]]:
    """The picker's rows: one per card colour, faces in deck order."""
    faces = _named(deck_data(mighty_parts(content).deck), content)
    rows = [
        {"label": content.palette[color].label, "color": color, "faces": [f for f in faces if f["color"] == color]}
        for color in CARD_COLOURS
    ]
    return [row for row in rows if row["faces"]]


def ranking(content: Content, text: WebText) -> list[dict[str, Any]]:
    """p.9's ranking from the quick-reference data, strongest first, matched to the engine's classes
    (verification has checked that there is one entry per class)."""
    order = mighty_parts(content).ranking.order
    classes = mighty_parts(content).rules.ranking  # rules.yaml; verify checks that quickref.yaml lists them in this order
    return [{"handClass": cls.value, "text": text.rich(item)} for cls, item in zip(classes, order, strict=True)]


def reminders(content: Content, text: WebText) -> dict[str, dict[str, Any]]:
    """The red cards' one-line rules, keyed by the class they give a hand (MIGHTY): with ruby to show,
    plain to announce."""
    by_name = {card.name: reminder for card, reminder in mighty_parts(content).reminders.items()}
    return {
        cls.value: {"html": text.rich(by_name[cls.value]), "plain": text.plain(by_name[cls.value])}
        for cls in HandClass
        if cls.value in by_name
    }


def help_section(content: Content, text: WebText) -> dict[str, Any]:
    """p.13 (how to use the page), from the booklet's own page: its steps and its paragraphs."""
    page = next((page for page in content.pages if page.id == HELP_SECTION), None)
    if page is None:
        raise fail(
            None,
            f"content/pages: found no page with id {HELP_SECTION!r}, expected the booklet's "
            f"p.13 (how to use the web calculator): the page shows its steps as help",
        )
    steps = [
        {"title": text.rich(_web_text(item.title)), "text": text.rich(_web_text(item.text or ""))}
        for block in page.blocks
        if isinstance(block, StepsBlock)
        for item in block.items
    ]
    paragraphs = [text.rich(_web_text(block.text)) for block in page.blocks if isinstance(block, ParagraphBlock)]
    return {"title": text.rich(_web_text(page.title)), "steps": steps, "paragraphs": paragraphs}


def _web_text(text: str) -> str:
    """The text, unless it says 左ページ / 右ページ: a screen has no facing page."""
    for match in inline.MARKUP.finditer(text):
        if match.group(1) == "side":
            raise fail(
                getattr(text, "where", None),
                f"found {match.group(0)} in the text the web page repeats, expected {{ref:{match.group(2)}}} "
                f"(the web page has no facing page to point at)",
            )
    return text


ANNOUNCED_NUMBER = ("strength", "majority", "majority-count", "minority", "minority-count", "majority")  # its #s, in order
ANNOUNCED_SPECIAL = ("class", "reminder")


def card_names(content: Content) -> dict[str, str]:
    """Each face's name as the page reads it aloud: 黄0; in English, yellow 0."""
    return {card.short: card_name(card, content) for card in mighty_parts(content).deck.copies}


def _named(faces: list[dict[str, Any]], content: Content) -> list[dict[str, Any]]:
    names = card_names(content)
    return [{**face, "name": names[face["id"]]} for face in faces]


def page_data(content: Content) -> dict[str, Any]:
    """What app.js reads: the deck (with the names read aloud), the colours' labels and shapes, the board size,
    the rules rules.js plays by."""
    return {
        "deck": _named(deck_data(mighty_parts(content).deck), content),
        "colours": colour_data(content.palette),
        "boardSize": mighty_parts(content).rules.board_size,
        "rules": rules_data(mighty_parts(content).rules),
        "nameSpace": NAME_SPACE[content.language],
    }


def rules_href(section_id: str) -> str:
    """A section of the rulebook page, beside this one."""
    return f"{RULES_PAGE}#{section_anchor(section_id)}"


def page_html(content: Content) -> str:
    ruby = Ruby(readings_of(content))
    text = WebText(content, rules_href, ruby)
    template = environment(HERE, ruby).get_template(TEMPLATE)
    words = Labels(content, text)
    html = template.render(
        game=content.game,
        t=words.rich,
        p=words.plain,
        lang=content.language,
        announce_number=words.sentence("announce_number", ANNOUNCED_NUMBER),
        announce_special=words.sentence("announce_special", ANNOUNCED_SPECIAL),
        colours=colour_data(content.palette),
        rows=face_rows(content),
        board_size=mighty_parts(content).rules.board_size,
        hand_size=mighty_parts(content).rules.hand_size,
        help=help_section(content, text),
        ranking_title=text.rich(mighty_parts(content).ranking.title),
        ranking=ranking(content, text),
        reminders=reminders(content, text),
        rules_href=RULES_PAGE,
        theme_colour=content.palette["red"].rgb,
        css=stylesheet(content),
        data=Markup(script_json(page_data(content))),
        script=Markup("".join(asset(name, HERE) for name in SCRIPTS)),
    )
    ruby.check()
    return html

"""What the web pages share: the files inlined into them, the words of content/web.yaml, the style sheet.

The core's rulebook page (booklet.py) and a game's own pages (a plug-in's outputs, generator/plugins.py)
are filled from the same content with the same helpers, so they read as one site.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from markupsafe import Markup

from ..content.model import Content
from ..errors import Location, fail
from .data import check_text_colours, palette_variables
from .richtext import WebText

HERE = Path(__file__).parent
STYLESHEET = "style.css"


def asset(name: str, folder: Path = HERE) -> str:
    """A file of `folder` (this package's by default), checked so it cannot close the element it is inlined into."""
    text = (folder / name).read_text(encoding="utf-8")
    if "</script" in text.lower() or "</style" in text.lower():
        raise ValueError(f"{_shown(folder / name)} contains a closing </script> or </style>: it cannot be inlined")
    return text


def _shown(path: Path) -> str:
    """generator/web/style.css: the file as the repository names it."""
    package = HERE.parent
    return f"generator/{path.relative_to(package).as_posix()}" if path.is_relative_to(package) else str(path)


PLACE = "#"  # in a label of web.yaml: where the page puts a number, a card, a colour or a link


class _Named(dict[str, Any]):
    """web.yaml's labels by name: one a page reads and web.yaml lacks is a BuildError at web.yaml, not
    jinja2's UndefinedError from inside the template (labels are free-form: the pages decide which they need)."""

    def __init__(self, where: Location | None):
        super().__init__()
        self.where = where

    def __missing__(self, name: str) -> Any:
        raise fail(self.where, f"labels: found no label {name!r}, expected it under labels: (a web page shows it)")


class Labels:
    """web.yaml's words for one page: `rich` ones (markup expanded, with ruby: shown), `plain` ones
    (no ruby: attributes and text read aloud only). A label with # is a tuple of its parts."""

    def __init__(self, content: Content, text: WebText):
        file = next((label.where.file for label in content.web_labels.values() if getattr(label, "where", None)), None)
        at_file = Location(file) if file else None
        self.rich: dict[str, Any] = _Named(at_file)
        self.plain: dict[str, Any] = _Named(at_file)
        for name, label in content.web_labels.items():
            where = getattr(label, "where", None)
            parts = str(label).split(PLACE)
            rich = [text.rich(part, where) for part in parts]
            plain = [text.plain(part, where) for part in parts]
            self.rich[name] = tuple(rich) if len(parts) > 1 else rich[0]
            self.plain[name] = tuple(plain) if len(parts) > 1 else plain[0]
        self.where = {name: getattr(label, "where", None) for name, label in content.web_labels.items()}

    def sentence(self, name: str, fields: tuple[str, ...]) -> str:
        """A label said aloud by a page's script, its #s as {field} placeholders in the order given."""
        parts = self.plain[name] if isinstance(self.plain[name], tuple) else (self.plain[name],)
        if len(parts) != len(fields) + 1:
            raise fail(self.where[name], f"labels.{name}: found {len(parts) - 1} #, expected {len(fields)} (in order: {', '.join(fields)})")
        return "".join(
            part + (f"{{{field}}}" if i < len(fields) else "") for i, (part, field) in enumerate(zip(parts, (*fields, ""), strict=True))
        )


def default_stylesheet(content: Content, extra: str = "") -> Markup:
    """The core's style sheet of the rulebook page, for a game that has no look of its own
    (Game.stylesheet): the palette's custom properties, style.css, then `extra` (the CSS of the
    game's own block kinds). Raises BuildError when a colour that carries text is too pale for it."""
    check_text_colours(content.palette)
    aspect = (content.card.width.mm, content.card.height.mm)
    return extended_stylesheet(palette_variables(content.palette, aspect), extra)


def extended_stylesheet(variables: str, extension: str) -> Markup:
    """The one style sheet every game's pages share, extended: `variables` (`:root{…}`, the custom
    properties style.css reads: the palette, --NAME-text, --accent and --alert), the core's style.css,
    then `extension`, a game's own rules (they come last, so one of them overrides the core's)."""
    return Markup(variables + asset(STYLESHEET) + extension)

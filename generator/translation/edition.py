"""The editions: `ja` (the content as written) and `en` (its translation), each a verified Content.

`english(content_dir, loaded)` refuses to build when a translation is stale, missing or orphaned:
one problem per text, naming the Japanese and the English FILE:LINE (status.py); a character
that neither Open Sans nor its fallback face can draw, an ordinary space where a no-break one
belongs (spaces.py) and a number typed in prose (content/numbers.py), at its content/en/ line and column.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .. import fonts
from ..content.glyphs import check_glyphs
from ..content.model import Content
from ..content.numbers import check_numbers
from ..content.verify import verify_content
from ..content.yamlsource import split_shown
from ..errors import BuildError, Problem, Problems
from .english import english_content, localise
from .spaces import Joins, check_spaces
from .status import status
from .terms import check_terms, read_terms
from .units import units

ENGLISH_FOLDER = "en/"  # the English texts' folder in content/ (a Location's file is content/en/…)
SHEETS = "sheets.yaml"  # the print-and-play sheets' words: drawn in Open Sans alone (cards/pnp.py, chips.py, tuckbox.py)


def english_sentences(content_dir: Path, loaded: Content) -> list[Problem]:
    """When the Japanese fails verification (a rule changed): the problems of the English edition's
    own texts, so that its sentences stating the old rule are named too, at their content/en/ lines
    (examples.yaml `states`, {rules:…} that can no longer print). The problems of the shared files
    are the Japanese run's; nothing when a translation is not current (fix the Japanese first)."""
    found = status(units(loaded), content_dir)
    if not found.ok:
        return []
    table = {(unit.file, unit.key): entry.english for unit, entry in found.current}
    try:
        verify_content(english_content(loaded, table))
    except BuildError as error:
        return [problem for problem in error.problems if _in_english_folder(problem)]
    return []


def _in_english_folder(problem: Problem) -> bool:
    return problem.where is not None and split_shown(problem.where.file)[1].startswith(ENGLISH_FOLDER)


@dataclass(frozen=True)
class EnglishEdition:
    """The English edition as far as its translations allow: `content` once every one is current."""

    content: Content | None
    translation: list[Problem]  # stale, missing and orphaned translations, and the form of content/en/
    english: list[Problem]  # the English texts' own problems: fonts, spaces, the rules they state, terms


def english(content_dir: Path, loaded: Content, japanese: Content) -> Content:
    """The verified English content of the loaded (unverified) Japanese content; BuildError when a
    translation is not current, or renders a glossary term differently (terms.py). `japanese`: the
    verified Japanese edition (the terminology check reads its texts as printed)."""
    edition = english_edition(content_dir, loaded, japanese)
    if edition.content is None:
        raise BuildError([*edition.translation, *edition.english])
    return edition.content


def english_edition(content_dir: Path, loaded: Content, japanese: Content) -> EnglishEdition:
    """Every problem of the English edition. While a translation is not current, the current texts
    are still checked as texts (glyphs, spaces); the edition is verified only when all are."""
    found = status(units(loaded), content_dir)
    table = {(unit.file, unit.key): entry.english for unit, entry in found.current}
    problems = Problems()
    sheets = [text for (file, _), text in table.items() if file == SHEETS]
    check_glyphs([text for (file, _), text in table.items() if file != SHEETS], problems, fonts.drawable_latin, fonts.LATIN_FONT_NAME)
    check_glyphs(sheets, problems, fonts.drawable_latin_faces, fonts.LATIN_FONT_NAME)  # set without a fallback face
    joins = Joins.of(loaded.plugin)
    problems.found.extend(check_spaces((entry for _, entry in found.current), joins))
    check_numbers((entry.english for _, entry in found.current), problems)  # as the Japanese's, at load
    if problems or not found.ok:
        return EnglishEdition(None, found.problems, problems.found)
    try:
        checked = verify_content(english_content(loaded, table))
    except BuildError as error:
        return EnglishEdition(None, [], error.problems)
    terms = read_terms(content_dir, japanese, checked, problems)  # the glossary as written, entry for entry
    verified = localise(checked)
    problems.found.extend(check_terms(found.current, terms, japanese, verified))
    return EnglishEdition(None if problems else verified, [], problems.found)

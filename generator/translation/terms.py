"""The terminology check: a translation renders each glossary term of its Japanese as the glossary's
English term (content/en/terminology.yaml lists the forms that count, e.g. folds, folded).

    content/en/pages/17-showdown.yaml:6:7: 2.paragraph.text: renders 宣言者 differently: the Japanese at
    content/pages/17-showdown.yaml:4:16 uses 宣言者, expected “declarer” (content/en/glossary.yaml:16:7) …

Both texts are compared as printed (markup expanded), so `{rules:hand_size|hand card}` counts as “hand”.
An entry's `avoid:` forms are the English the style sheet rules out for the term (“drop out” for
フォールド, “points of chips” for 持ち点): found in any English text, each is one problem.

The `words:` entries are the style sheet's (content/en/STYLE.md) names for the things no glossary term
names (a game's own objects and tools). Each is keyed by its English word, may
name the Japanese it renders (`ja:`, checked as a glossary term's is) and lists the variants it rules out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..content.fields import NAME, At, Items, Reading, Table, Values, one_of, optional
from ..content.markup import plain
from ..content.model import Content, SourceText
from ..content.yamlsource import Mapping, read_yaml
from ..errors import BuildError, Location, Problem, Problems
from .store import Entry, folder, shown
from .units import Unit

FILE = "terminology.yaml"
WORDS_KEY = "words"  # the style sheet's own words, keyed by their English (not glossary terms)
STYLE_SHEET = "STYLE.md"
JA_SPLIT = "／"  # 宣言者／親: two terms
EN_SPLIT = " / "


@dataclass(frozen=True)
class Term:
    japanese: str
    ja_forms: tuple[str, ...]
    en_forms: tuple[str, ...]
    exact_case: bool
    where: Location  # its entry in terminology.yaml
    not_forms: tuple[str, ...]  # Japanese words holding the term that are not it (a name: ボードスタイル)
    glossary: Location  # the English glossary term it must agree with
    avoid: tuple[str, ...] = ()  # English the style sheet rules out for this term, in any text
    of_style_sheet: bool = False  # a `words:` entry: named by its English word, defined in STYLE.md

    @property
    def name(self) -> str:
        """How a message names the term: the glossary's Japanese, or the style sheet's English word."""
        return f"“{self.en_forms[0]}”" if self.of_style_sheet else self.japanese

    def avoided_in(self, text: str) -> list[str]:
        """The ruled-out forms `text` uses, in the order of the entry."""
        return [form for form in self.avoid if _word(form).search(text)]

    def in_japanese(self, text: str) -> bool:
        if not self.ja_forms:
            return False
        for word in self.not_forms:
            text = text.replace(word, "")
        return any(form in text for form in self.ja_forms)

    def found_in(self, text: str) -> str:
        """The Japanese form of the term that `text` holds."""
        for word in self.not_forms:
            text = text.replace(word, "")
        return next(form for form in self.ja_forms if form in text)

    def in_english(self, text: str) -> bool:
        return any(_word(form, self.exact_case).search(text) for form in self.en_forms)


@cache  # a check asks for each term's pattern about 19,000 times: built once
def _word(form: str, exact_case: bool = False) -> re.Pattern[str]:
    """`form` as a whole word (or words): “fold” is not in “unfolded”, “point” is in “1 point”."""
    # a space in the form also matches a NO-BREAK SPACE: the style sheet joins the words no line may
    # part (“minority\u00a0color\u00a0total” on the quick reference)
    words = "[ \u00a0]".join(map(re.escape, form.split(" ")))
    return re.compile(rf"(?<![\w-]){words}(?![\w-])", 0 if exact_case else re.IGNORECASE)


def glossary_terms(japanese: Content, english: Content) -> list[tuple[str, str, Location]]:
    """(Japanese term, English term, where the English is written) for each part of each glossary entry."""
    pairs = []
    for ja, en in zip(japanese.glossary, english.glossary, strict=True):
        for ja_part, en_part in zip(ja.term.split(JA_SPLIT), en.term.split(EN_SPLIT), strict=False):  # unequal: reported below
            pairs.append((ja_part.strip(), en_part.strip(), en.term.where))
    return pairs


def read_terms(content_dir: Path, japanese: Content, english: Content, problems: Problems) -> list[Term]:
    name = shown(content_dir, FILE)
    path = folder(content_dir) / FILE
    if not path.is_file():
        problems.add(Location(name), f"found no {FILE}, expected one entry per glossary term (docs/content-format.md)")
        return []
    try:
        data = read_yaml(path, name, problems)
    except BuildError as error:
        problems.found.extend(error.problems)
        return []
    if not isinstance(data, Mapping):
        problems.add(Location(name), "found no mapping, expected `TERM: {en: [FORMS]}` entries")
        return []
    _check_glossary_parts(japanese, english, problems)
    pairs = {ja: (en, where) for ja, en, where in glossary_terms(japanese, english)}
    for japanese_term in pairs:
        if japanese_term not in data:
            problems.add(data.where, f"found no entry for the glossary term {japanese_term}, expected `{japanese_term}: {{en: [FORMS]}}`")
    at = At(data.where, "", Reading(problems))
    terms = []
    for key in data:
        if key == WORDS_KEY:
            terms.extend(_style_words(data[key], at.key(data, key), data.key_where[key], content_dir, problems))
            continue
        if key not in pairs:
            problems.add(data.key_where[key], f"found {key}, which is no glossary term; expected one of: {', '.join(pairs)}")
            continue
        read = FORMS(data[key], at.key(data, key))
        if read is not None:
            terms.append(_term(str(key), read, data.key_where[key], pairs[str(key)], problems))
    return terms


def _style_words(data: object, at: At, where: Location, content_dir: Path, problems: Problems) -> list[Term]:
    """The `words:` entries: each English word of the style sheet with the variants it rules out."""
    if not isinstance(data, Mapping):
        problems.add(where, f"found no mapping under {WORDS_KEY}:, expected `WORD: {{en: [FORMS], avoid: [FORMS]}}` entries")
        return []
    sheet = Location(shown(content_dir, STYLE_SHEET))
    words = []
    for key in data:
        read = FORMS(data[key], at.key(data, key))
        if read is None:
            continue
        if str(read["en"][0]).lower() != str(key).lower():
            problems.add(read.where("en"), f"{key}: found {read['en'][0]!r} first, expected the word itself, {key!r}")
        words.append(
            Term(
                japanese=str(key),
                ja_forms=tuple(read["ja"] or ()),
                en_forms=tuple(read["en"]),
                exact_case=read["case"] == "exact",
                where=data.key_where[key],
                not_forms=tuple(read["not"]),
                glossary=sheet,
                avoid=tuple(read["avoid"]),
                of_style_sheet=True,
            )
        )
    return words


def _check_glossary_parts(japanese: Content, english: Content, problems: Problems) -> None:
    """The English glossary prints each term of a paired entry as an entry of its own
    (english.english_glossary): as many terms as the Japanese, and a definition for each."""
    for ja, en in zip(japanese.glossary, english.glossary, strict=True):
        terms = len(en.term.split(EN_SPLIT))
        if len(ja.term.split(JA_SPLIT)) != terms:
            problems.add(
                en.term.where,
                f"found the term {en.term!r} for {ja.term}, expected as many terms joined with "
                f"{EN_SPLIT.strip()!r} as the Japanese joins with {JA_SPLIT}",
            )
        elif len(en.definition.split(EN_SPLIT)) != terms:
            problems.add(
                en.definition.where,
                f"found {len(en.definition.split(EN_SPLIT))} definition(s) for the terms {en.term!r}, expected one for each "
                f"term, joined with {EN_SPLIT.strip()!r}, each a sentence of its own (the English glossary prints each term as an entry)",
            )


WORDS = Items(NAME, nonempty=True)
FORMS = Table(
    {
        "en": WORDS,
        "ja": optional(WORDS),
        "not": optional(WORDS, default=()),
        "avoid": optional(WORDS, default=()),
        "case": optional(one_of("exact")),
    },
    build=lambda v: v,
    what="{en: [FORMS]}, with optional ja: [FORMS], not: [WORDS], avoid: [FORMS] and case: exact",
)


def _term(key: str, forms: Values, where: Location, glossary: tuple[str, Location], problems: Problems) -> Term:
    english, glossary_where = glossary
    if str(forms["en"][0]).lower() != english.lower():
        problems.add(
            forms.where("en"), f"{key}: found {forms['en'][0]!r} first, expected the glossary's English term {english!r} ({glossary_where})"
        )
    return Term(
        japanese=key,
        ja_forms=tuple(forms["ja"] or (key,)),
        en_forms=tuple(forms["en"]),
        exact_case=forms["case"] == "exact",
        where=where,
        not_forms=tuple(forms["not"]),
        glossary=glossary_where,
        avoid=tuple(forms["avoid"]),
    )


def check_terms(pairs: list[tuple[Unit, Entry]], terms: list[Term], japanese: Content, english: Content) -> list[Problem]:
    """One problem per translated text and term its English does not render as the glossary does."""
    problems = Problems()
    for unit, entry in pairs:
        source, target = _printed(unit.text, japanese), _printed(entry.english, english)
        for term in terms:
            if term.in_japanese(source) and not term.in_english(target):
                problems.add(entry.english.where, _differently(unit, entry, term, source, target))
            for form in term.avoided_in(target):
                problems.add(entry.english.where, _avoided(entry, term, form, target))
    return problems.found


def _avoided(entry: Entry, term: Term, form: str, target: str) -> str:
    return (
        f"{entry.key}: found “{form}” in the English “{_short(target)}”, which the style sheet rules out for "
        f"{term.name}; expected “{term.en_forms[0]}” ({term.glossary}; the forms ruled out: {term.where})"
    )


def _differently(unit: Unit, entry: Entry, term: Term, source: str, target: str) -> str:
    japanese = term.found_in(source) if term.of_style_sheet else term.japanese
    return (
        f"{entry.key}: renders {japanese} differently: the Japanese at {unit.where} "
        f"{around(source, term.found_in(source))} uses {japanese}, expected “{term.en_forms[0]}” "
        f"({term.glossary}; the forms that count: {term.where}) in the English “{_short(target)}”"
    )


def around(text: str, needle: str, width: int = 12) -> str:
    """「…相手が降りればあがれます。…フォールドを誘う手も…」: the Japanese around the term, for the message."""
    flat = " ".join(text.split())
    index = flat.find(needle)
    start, stop = max(0, index - width), min(len(flat), index + len(needle) + width)
    return "「" + ("…" if start else "") + flat[start:stop] + ("…" if stop < len(flat) else "") + "」"


def _printed(text: SourceText, content: Content) -> str:
    return plain(text, content)


def _short(text: str, length: int = 72) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= length else flat[:length] + "…"

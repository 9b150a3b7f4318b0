"""Inline markup in content text, and what it expands to.

    {ref:SECTION}        → 11ページ      (the page the section is on)
    {ref:A,B}            → 9–10ページ    (consecutive pages joined with an en dash)
    {ex:EXAMPLE.FIELD}   → 3, −10 … (a result the game's engine verified; PLAYER.FIELD for one player's)
    {game:FIELD}         → 2–8人, 39 …  (a game fact from game.yaml / deck.yaml)
    {rules:NAME}         → 1, 2, D×2 … (a number or mark of the game's rules: Game.rule_fields)
    {side:SECTION}       → 左ページ / 右ページ (the facing page of the same spread; anything else is an error)
    {n:NUMBER}           → 1, 0 … (a number that states nothing the game's files hold, as typed: numbers.py)
    **bold**             → kept as ** in `expand`; `spans` splits it into (text, bold) runs

Everything else, `<` and `&` included, is ordinary text. `check` finds every problem (verify.py
runs it on all text before anything renders), so `expand` cannot fail on verified content.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence

from ..errors import Location, fail
from ..game import Game
from .fields import did_you_mean
from .model import Content, ExampleResult, Page, SourceText, Written, written_fields
from .pages import PAGES_PER_SHEET
from .yamlsource import locate, shorten, split_shown

# Kana, CJK ideographs, CJK punctuation and full-width forms: a text holding one is Japanese. Compared,
# not matched: a regex of these 28,000 code points took 3 ms to compile at every start.
JAPANESE_RANGES = (
    ("\u3000", "\u303f"),
    ("\u3040", "\u30ff"),
    ("\u31f0", "\u31ff"),
    ("\u3400", "\u4dbf"),
    ("\u4e00", "\u9fff"),
    ("\uff01", "\uff60"),
    ("\uffe0", "\uffee"),
)
FIRST_JAPANESE = JAPANESE_RANGES[0][0]


def _is_japanese_char(char: str) -> bool:
    return char >= FIRST_JAPANESE and any(low <= char <= high for low, high in JAPANESE_RANGES)


def is_japanese(text: str) -> bool:
    """Whether the text holds a Japanese character (the English edition's texts hold none)."""
    chars = str(text)
    return bool(chars) and max(chars) >= FIRST_JAPANESE and any(map(_is_japanese_char, chars))


def japanese_characters(text: str) -> list[str]:
    """The Japanese characters of the text, in order."""
    return [char for char in str(text) if _is_japanese_char(char)]


MARKUP = re.compile(r"\{([a-z]+):([^{}\n]*)\}")
NUMBER = re.compile(r"\d+(?:[.,]\d+)*")  # 3, 2026, ３, 1.5: one number, however many digits (numbers.py)
PLAIN_NUMBER = "n"  # {n:1}: a number that states nothing the game's files hold, printed as typed
URL = re.compile(r"https?://[^\s\u3000「」（）]+")  # a URL in a text: the booklet links it, its digits are its own
LOOKS_LIKE_MARKUP = re.compile(r"\{[a-z]+\b")
BOLD = "**"
PAGE_SUFFIX = "ページ"
RANGE_DASH = "\u2013"  # 9–10ページ
LIST_JOIN = "、"  # 9、12ページ: pages that do not follow each other
SIDE_WORDS = ("左ページ", "右ページ")  # even pages are left-hand pages, odd pages right-hand pages
SIDE_WORDS_EN = ("the left page", "the right page")
# Punctuation the booklet and rules.html add around content words, per edition: the bullet of lists,
# a dialogue's Aさん「…」, the back cover's 制作会社：name.
PHRASES = {
    "ja": {"bullet": "・", "says": "{player}「{says}」", "label": "{label}：{value}", "greater": "＞", "equals": "＝ "},
    "en": {"bullet": "• ", "says": "{player}: “{says}”", "label": "{label}: {value}", "greater": ">", "equals": "= "},
}


class MarkupError(ValueError):
    """One markup that does not resolve; the message says what was found and what was expected."""


class Unverified(MarkupError):
    """An {ex:…} of an example whose replay failed: that failure is the problem to report."""


def _players(content: Content) -> str:
    unit = " players" if content.language == "en" else "人"
    return f"{content.game.players_min}{RANGE_DASH}{content.game.players_max}{unit}"


def _minutes(content: Content) -> str:
    """20–45分 for a range; 20分 for one playing time (min = max), not 20–20分."""
    unit = " minutes" if content.language == "en" else "分"
    low, high = content.game.minutes_min, content.game.minutes_max
    return f"{low}{unit}" if low == high else f"{low}{RANGE_DASH}{high}{unit}"


def _age(content: Content) -> str:
    return f"ages {content.game.age_min}+" if content.language == "en" else f"{content.game.age_min}歳以上"


def _calculator_url(content: Content) -> str:
    """{game:url}: the web calculator's address; a game without a calculator has none to print."""
    if content.game.calculator_url is None:
        raise MarkupError(
            "found {game:url}, but game.yaml has no calculator_url (the game has no web calculator); "
            "expected calculator_url: https://… in game.yaml, or no {game:url}"
        )
    return content.game.calculator_url


GAME_FIELDS: dict[str, Callable[[Content], object]] = {  # the core's {game:NAME}; a game adds its own (Game.game_fields)
    "title": lambda c: c.game.title,
    "title_ja": lambda c: c.game.title_ja,
    "tagline": lambda c: c.game.tagline,
    "players": _players,
    "players_min": lambda c: c.game.players_min,
    "players_max": lambda c: c.game.players_max,
    "minutes": _minutes,
    "age": _age,
    "age_min": lambda c: c.game.age_min,
    "url": _calculator_url,
    "publisher": lambda c: c.game.publisher,
    "edition": lambda c: c.game.edition,
    "cards": lambda c: c.deck.size,
}


def game_fields(game: Game) -> Mapping[str, Callable[[Content], object]]:
    """Every {game:NAME} of a game: the core's and its own, in the order messages list them."""
    return game.game_fields(GAME_FIELDS)


def pages_text(numbers: list[int], language: str = "ja") -> str:
    """[9, 10] → 9–10ページ; [11] → 11ページ; [4, 9] → 4、9ページ.
    English: page 11; pages 9–10; pages 4 and 9; pages 4, 9 and 12–13."""
    numbers = sorted(set(numbers))
    runs: list[list[int]] = []
    for n in numbers:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    parts = [f"{run[0]}{RANGE_DASH}{run[-1]}" if len(run) > 1 else str(run[0]) for run in runs]
    if language == "en":
        listed = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
        return ("page " if len(numbers) == 1 else "pages ") + listed
    return LIST_JOIN.join(parts) + PAGE_SUFFIX


def _sections(argument: str, known: list[str]) -> list[str]:
    """The section ids of {ref:A,B}; MarkupError for one that is not a page id."""
    ids = [part.strip() for part in argument.split(",")]
    for section in ids:
        if section not in known:
            raise MarkupError(
                f"found {{ref:{shorten(argument)}}}, but there is no section {shorten(section)!r}; "
                f"expected a page id{did_you_mean(section, known)}"
            )
    return ids


def _ref(argument: str, content: Content, where: Location | None = None) -> str:
    ids = _sections(argument, [page.id for page in content.pages])
    return pages_text([content.page_of(section) for section in ids], content.language)


def facing_page(number: int, page_count: int) -> int | None:
    """The page across the spread of a saddle-stitched booklet: 2–3, 4–5 … (N−2)–(N−1); the covers face none."""
    if number <= 1 or number >= page_count:
        return None
    return number + 1 if number % 2 == 0 else number - 1


def side_text(argument: str, on_page: int | None, target: int, page_count: int, language: str = "ja") -> str:
    """{side:SECTION} on page `on_page` → 左ページ / 右ページ, when the section is on the facing page."""
    if on_page is None:
        raise MarkupError(
            f"found {{side:{shorten(argument)}}} outside a booklet page, expected it only in a text of "
            "pages/NN-ID.yaml (it names the facing page)"
        )
    facing = facing_page(on_page, page_count)
    if target != facing:
        across = f"faces page {facing}" if facing else "faces no page"
        raise MarkupError(
            f"found {{side:{shorten(argument)}}} on page {on_page}, but section {argument!r} is on page {target} "
            f"and page {on_page} {across}; expected the section on the facing page of the same spread, "
            f"or {{ref:{shorten(argument)}}} to print its page number"
        )
    return (SIDE_WORDS_EN if language == "en" else SIDE_WORDS)[target % 2]


def page_holding(pages: Iterable[Page], where: Location | None) -> Page | None:
    """The page whose file holds a text written at `where`, or None (glossary.yaml, quickref.yaml …)."""
    file = where.file.replace("/en/pages/", "/pages/") if where is not None else None  # a translation: its Japanese page
    return next((page for page in pages if page.where.file == file), None)


def _side_of(argument: str, pages: Sequence[Page], where: Location | None, language: str = "ja") -> str:
    ids = [page.id for page in pages]
    sections = _sections(argument, ids)
    if len(sections) != 1:
        raise MarkupError(f"found {{side:{shorten(argument)}}}, expected one section id: {{side:SECTION}}")
    page = page_holding(pages, where)
    target = pages[ids.index(sections[0])].number
    return side_text(argument, page.number if page else None, target, len(pages), language)


def check_static(text: str, pages: Sequence[Page], game: Game | None = None) -> list[str]:
    """The {ref:…}, {side:…}, {rules:…} and {n:…} of one text that do not resolve (checked while loading, before verify)."""
    return [message for _, message in _static_problems(text, pages, game=game)]


def located_static_problems(
    text: str, pages: Sequence[Page], spreads: bool = True, game: Game | None = None
) -> list[tuple[Location | None, str]]:
    """check_static's problems, each at the line and column of its markup; `spreads`: whether the
    pages are numbered soundly, so that {side:…} can be checked (else it waits for the next run);
    {rules:…} by the names of the `game` (None: game.yaml names none, so they wait too)."""
    found = _static_problems(text, pages, spreads, game)
    return [(_at(text, match.start(), match.group(0)), message) for match, message in found]


def _static_problems(text: str, pages: Sequence[Page], spreads: bool = True, game: Game | None = None) -> list[tuple[re.Match[str], str]]:
    known = [page.id for page in pages]
    problems = []
    for match in MARKUP.finditer(text):
        namespace, argument = match.group(1), match.group(2).strip()
        try:
            if namespace == "ref":
                _sections(argument, known)
            elif namespace == "side" and spreads and len(pages) % PAGES_PER_SHEET == 0:  # else no spreads: reported on its own
                _side_of(argument, pages, getattr(text, "where", None))
            elif namespace == "rules" and game is not None:
                _rule_name(argument.partition(COUNT_NOUN)[0].strip(), game.rule_fields())
            elif namespace == PLAIN_NUMBER:
                plain_number(argument.partition(COUNT_NOUN)[0].strip())
        except MarkupError as error:
            problems.append((match, str(error)))
    return problems


def _at(text: str, offset: int, needle: str) -> Location | None:
    """Where `needle`, at `offset` in `text`, is written: its own line and column when the text
    was read from a file (inside a long paragraph or a |- block), else where the text starts."""
    return locate(text, getattr(text, "where", None), offset, needle)


def texts_in(value: object) -> Iterator[SourceText]:
    """Every SourceText inside a block, the quick reference, a dict, a tuple … in the order of their fields."""
    if isinstance(value, SourceText):
        yield value
    elif isinstance(value, Written):
        for _, item in written_fields(value):
            yield from texts_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from texts_in(item)
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from texts_in(item)


def _ex(argument: str, content: Content, where: Location | None = None) -> str:
    return example_field(argument, list(content.examples), content.results)


def example_field(argument: str, examples: list[str], results: dict[str, ExampleResult]) -> str:
    """{ex:EXAMPLE.FIELD} among these examples (ids) and the results of those that replayed."""
    example, _, field = argument.partition(".")
    if example in examples and example not in results:
        raise Unverified(argument)
    if example not in results:
        known = examples
        raise MarkupError(
            f"found {{ex:{shorten(argument)}}}, but there is no example {shorten(example)!r}; "
            f"expected one of: {', '.join(known)}{did_you_mean(example, known)}"
        )
    fields = results[example].fields
    if field not in fields:
        choices = _field_choices(field, results[example])
        raise MarkupError(
            f"found {{ex:{shorten(argument)}}}, but example {example!r} has no field {shorten(field)!r}; "
            f"expected one of: {', '.join(choices)}{did_you_mean(field, choices)}"
        )
    return fields[field]


def _field_choices(field: str, result: ExampleResult) -> list[str]:
    """The fields to suggest: one player's (for PLAYER.FIELD), else the example's own and PLAYER.…"""
    player = field.partition(".")[0] if "." in field else ""
    if player in result.players and player:
        return [name for name in result.fields if name.startswith(player + ".")]
    players = [f"{name}.…" for name in result.players if name]
    return [name for name in result.fields if "." not in name] + players


def _game(argument: str, content: Content, where: Location | None = None) -> str:
    fields = game_fields(_game_of(content))
    _game_name(argument, fields)
    return str(fields[argument](content))


def _game_of(content: Content) -> Game:
    return content.plugin


def _game_name(argument: str, fields: Mapping[str, object]) -> None:
    if argument not in fields:
        raise MarkupError(f"found {{game:{shorten(argument)}}}, expected one of: {', '.join(fields)}{did_you_mean(argument, fields)}")


def _rule_name(argument: str, fields: Mapping[str, object]) -> None:
    if argument not in fields:
        raise MarkupError(f"found {{rules:{shorten(argument)}}}, expected one of: {', '.join(fields)}{did_you_mean(argument, fields)}")


def _rule(argument: str, content: Content) -> str:
    """A value of rules.yaml, as the game's rules object holds it (Game.rule_fields)."""
    fields = _game_of(content).rule_fields()
    _rule_name(argument, fields)
    return str(fields[argument](content.rules))


def plain_number(argument: str) -> str:
    """{n:1} → 1: the number as typed; MarkupError for anything but one number."""
    if not NUMBER.fullmatch(argument):
        raise MarkupError(
            f"found {{{PLAIN_NUMBER}:{shorten(argument)}}}, expected one number as it is printed: "
            f"{{{PLAIN_NUMBER}:1}}, {{{PLAIN_NUMBER}:2026}} (a number that states nothing the game's files hold)"
        )
    return argument


RESOLVERS: dict[str, Callable[[str, Content, Location | None], str]] = {
    "ref": _ref,
    "ex": _ex,
    "game": _game,
    "rules": lambda argument, content, where: _rule(argument, content),
    "side": lambda argument, content, where: _side_of(argument, content.pages, where, content.language),
    PLAIN_NUMBER: lambda argument, content, where: plain_number(argument),
}
REFERENCES = ("ref", "side")  # markup that names a page: printed as one unbreakable unit, linked on screen


COUNT_NOUN = "|"  # {rules:round_penalty|point} → "1 point", "2 points": English counts agree with their number


def counted(value: str, noun: str) -> str:
    """ "1" + "point" → "1 point"; "2" + "point" → "2 points"; "person/people" names both forms.
    A NO-BREAK SPACE joins them: no line may part a number from its unit (docs/content-format.md)."""
    one, _, many = noun.partition("/")
    return f"{value}\u00a0{one if value == '1' else (many or one + 's')}"


def resolve(namespace: str, argument: str, content: Content, where: Location | None = None) -> str:
    """The text one markup stands for; MarkupError when it does not resolve.

    `where` is where the text was written: {side:…} needs the page it is on. `{NAME|noun}`
    prints the value followed by the noun in the number it agrees with (English).
    """
    if COUNT_NOUN in argument and namespace not in REFERENCES:
        argument, _, noun = argument.partition(COUNT_NOUN)
        return counted(resolve(namespace, argument, content, where), noun.strip())
    _known_namespace(namespace, argument)
    return RESOLVERS[namespace](argument.strip(), content, where)


def _known_namespace(namespace: str, argument: str) -> None:
    if namespace not in RESOLVERS:
        raise MarkupError(
            f"found {{{shorten(namespace)}:{shorten(argument)}}}, "
            f"expected markup {{ref:…}}, {{side:…}}, {{ex:…}}, {{game:…}}, {{rules:…}} or {{{PLAIN_NUMBER}:…}}"
            f"{did_you_mean(namespace, RESOLVERS)}"
        )


def check(text: str, content: Content) -> list[str]:
    """Every problem in one text: markup that does not resolve, a stray `{name`, an unpaired **."""
    return [message for _, message in located_problems(text, content)]


def located_problems(text: str, content: Content) -> list[tuple[Location | None, str]]:
    """check's problems, each at the line and column of the markup (or the ** or `{name`) concerned."""
    return _located(text, lambda namespace, argument, where: resolve(namespace, argument, content, where))


def located_loading_problems(
    text: str, examples: list[str] | None, results: dict[str, ExampleResult], game: Game | None = None
) -> list[tuple[Location | None, str]]:
    """While other content has problems of form (so there is no Content yet), the checks of `check`
    that need none: unknown markup, {game:NAME}, {ex:ID.FIELD} of the `examples` (ids; None: not
    known) against the `results` of those that replayed, a stray `{name`, an unpaired **.
    {ref:…}, {side:…} and {rules:…} are left to located_static_problems."""

    def resolve_loaded(namespace: str, argument: str, where: Location | None) -> None:
        _known_namespace(namespace, argument)
        if namespace == "game" and game is not None:
            _game_name(argument.strip(), game_fields(game))
        elif namespace == "ex" and examples is not None:
            example_field(argument.strip(), examples, results)

    return _located(text, resolve_loaded)


def _located(text: str, resolve_one: Callable[[str, str, Location | None], object]) -> list[tuple[Location | None, str]]:
    problems = []
    for match in MARKUP.finditer(text):
        try:
            resolve_one(match.group(1), match.group(2), getattr(text, "where", None))
        except Unverified:
            pass
        except MarkupError as error:
            problems.append((_at(text, match.start(), match.group(0)), str(error)))
    inside_markup = {i for match in MARKUP.finditer(text) for i in range(*match.span())}
    stray = next((m for m in LOOKS_LIKE_MARKUP.finditer(text) if m.start() not in inside_markup), None)
    if stray:
        problems.append(
            (
                _at(text, stray.start(), stray.group(0)),
                f"found {shorten(stray.group(0))!r} that is not complete markup, "
                "expected {ref:ID}, {side:ID}, {ex:ID.FIELD}, {game:FIELD}, {rules:NAME} or {n:NUMBER}",
            )
        )
    bold = [i for i in _occurrences(text, BOLD) if i not in inside_markup]
    if len(bold) % 2:
        problems.append((_at(text, bold[-1], BOLD), "found an unpaired **, expected **bold text** with ** on both sides"))
    return problems


def _occurrences(text: str, needle: str) -> list[int]:
    """The offsets of `needle` in `text`, without overlaps (**** is two **)."""
    found, index = [], text.find(needle)
    while index >= 0:
        found.append(index)
        index = text.find(needle, index + len(needle))
    return found


def expand(text: str, content: Content, where: Location | None = None) -> str:
    """The text with every {…} markup replaced; `**` bold marks are kept (see `spans`).

    Only for verified content, whose markup `check` found sound; anything else is a BuildError.
    """
    where = getattr(text, "where", None) or where

    def replace(match: re.Match[str]) -> str:
        try:
            return resolve(match.group(1), match.group(2), content, where)
        except MarkupError as error:
            raise fail(where, str(error)) from None

    return MARKUP.sub(replace, text)


def spans(text: str, content: Content, where: Location | None = None) -> list[tuple[str, bool]]:
    """The expanded text as (run, bold) pairs: "a**b**c" → [("a", False), ("b", True), ("c", False)]."""
    parts = expand(text, content, where).split(BOLD)
    return [(part, i % 2 == 1) for i, part in enumerate(parts) if part]


def plain(text: str, content: Content, where: Location | None = None) -> str:
    """The expanded text without bold marks: for alt text, search, the web page's <title>."""
    return expand(text, content, where).replace(BOLD, "")


PLACE = "#"  # in a label of web.yaml or sheets.yaml: where the page or sheet puts a number, a name …


def filled(label: SourceText, content: Content, *values: object) -> str:
    """A label with its #s replaced by the values, in order; one message when their count differs."""
    parts = plain(label, content).split(PLACE)
    if len(parts) != len(values) + 1:
        raise fail(
            getattr(label, "where", None),
            f"found {len(parts) - 1} # in {shorten(str(label))!r}, expected {len(values)} "
            "(one for each thing filled in there, in the order the comment beside it names)",
        )
    return "".join(part + (str(value) if i < len(values) else "") for i, (part, value) in enumerate(zip(parts, (*values, ""), strict=True)))


def content_folder(content: Content) -> str:
    """The content folder as messages name it (content, games/NAME): the folder of its first page."""
    where = content.pages[0].where if content.pages else None
    return split_shown(where.file)[0] if where is not None else "content"


def sheet_word(content: Content, name: str, why: str = "the print-and-play sheets print it") -> SourceText:
    """sheets.yaml's label `name`; one message at the game's sheets.yaml when the file lacks it (`why`: who reads it)."""
    if name not in content.sheet_words:
        file = next(
            (label.where.file for label in content.sheet_words.values() if getattr(label, "where", None)),
            f"{content_folder(content)}/sheets.yaml",
        )
        raise fail(Location(file), f"labels: found no label {name!r}, expected it under labels: ({why})")
    return content.sheet_words[name]

"""What the content part reads from a game's plug-in (issue 19): `GameRules`, a plug-in's `RULES`.

The core reads the files every game has (game.yaml's facts, layout.yaml, pages/, glossary.yaml,
readings.yaml …) and the generic parts of the others; a game's own parts go through these hooks:

| content | the core keeps | the game gives (hook) |
|---|---|---|
| card names (deck, examples, card figures) | the reader, the message | `card`, `card_names` |
| deck.yaml | `Content.deck` (faces, copies), `deck_where`, `deck_reminders` | `deck_table` |
| rules.yaml, variants/ | reading, merging a variant, messages at lines | `rules_table`, `rules_problems`, `with_rules_name` |
| game.yaml, layout.yaml, quickref.yaml | their tables (`Quickref`: a title, endings) | `file_keys`: the game's keys (`Content.parts`) |
| examples.yaml | `id`, `uses`, `states`, `printed`; counts against the deck | `example_keys`, `example_part`, `dealt`, `replay` |
| `{ex:ID.FIELD}` | the lookup, the message | `ExampleResult.fields` (from `replay`) |
| card figures of an example | `example:`, `show:`, `becomes:` | `figure_rows`, `figure_alt` |
| `{rules:NAME}`, `{game:NAME}` | the markup, game.yaml's facts | `rule_fields`, `game_fields` |
| page blocks | `content/blocks.py` `KINDS` (generic kinds), `NamesEndings` | `block_kinds`, `block_resolvers` |
| verification | every generic check | `verify`: the game's own checks of the verified content |

A game's own keys of the core's files (a quick reference's formula and ranking, or its titled
sections) are read into `Content.parts` by key: the core's `Quickref` holds no game's part. A game's
own block kinds are its plug-in's dataclasses; one whose blocks name quickref.yaml endings by id (a
flow's choices) is a `blocks.NamesEndings`: the loader gives it the endings' ids to check them.

Each game's schema is documented beside it: the default game's (content/) in docs/content-format.md,
a second game's in games/NAME/FORMAT.md. A plug-in defines `RULES` (generator/plugins.py); docs/new-game.md shows one.

The core's `model.Example` holds what every game's examples have (`id`, `where`, `number`, `uses`,
`states`, `printed`, `label`) and `part`, the game's own (what `example_part` read); the core's
`model.ExampleResult` holds `id`, `fields` (what `{ex:ID.FIELD}` prints), `players` (the names
`ID.PLAYER` may use) and `part`, the game's own (what its resolvers and `figure_rows` read).

Every hook that reads YAML uses the core's reading machinery (`fields.Table`, `Values`, `Reader`, `At`):
problems are noted at their FILE:LINE:COL on the way and nothing raises. Hooks are called during
`load_content` (reading) and `verify_content` (meaning), once per edition.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, cast

from ..errors import Location, Problems
from ..plugins import CardFace, plugin_part

if TYPE_CHECKING:
    from .blocks import BlockKind
    from .fields import Field, Reader, Table, Values
    from .model import Content, Example, ExampleResult, Game, SourceText
    from .verify import BlockResolvers

RuleProblem = tuple[str, str]  # (a dotted key path of rules.yaml, `stakes.declaration`, the message)
GameField = Callable[["Content"], object]  # a {game:NAME} value; may raise markup.MarkupError with what to write instead
RuleField = Callable[[Any], object]  # a {rules:NAME} value, read off the game's rules object; may raise MarkupError


@dataclass(frozen=True)
class DeckFile:
    """What deck.yaml's table (`GameRules.deck_table`) builds: its fields are `Content` attributes.

    `deck` has the core's API whatever the game: `faces()` (in the game's order), `count(card)`,
    `size`, iteration over every physical card, `copies`, `overdrawn(cards)`."""

    deck: Any  # the deck: each face (a plugins.CardFace) and its copies
    deck_where: dict[Any, Location]  # each face → the deck.yaml entry that writes it
    deck_reminders: dict[Any, SourceText] = field(default_factory=dict)  # face → a one-line text printed on it (a reminder of its rule)


@dataclass(frozen=True)
class Setting:
    """What a replay plays by, as far as it loaded (None: that file has problems of its own)."""

    rules: Any  # the game's rules object (rules.yaml, or a variant's)
    deck: Any | None  # Content.deck: None while deck.yaml has problems (card counts are checked the run after)
    game: Game | None  # game.yaml's facts
    parts: Mapping[str, Any]  # the values of the game's own keys (`file_keys`), by key; a missing one is absent


class GameRules(Protocol):
    """A game's content: its cards, deck, rules, examples, markers and block kinds (see the table above)."""

    # ---- cards ---------------------------------------------------------------------------------

    def card(self, name: str) -> CardFace | None:
        """The card a name written in content stands for (deck.yaml, examples.yaml, a `cards` figure:
        `57`, `L3`, `life`), or None when it names no card of the game. Whether the deck holds it
        is checked later, against `Content.deck`. Called by the core's card reader, for every name."""
        ...

    def card_names(self) -> str:
        """The names `card` accepts, for the message when it accepts none: `1–100, L1–L12,
        life` (shown as `expected a card name: …`)."""
        ...

    def deck_names(self, deck: Any) -> str:
        """The deck's faces as a reader names them, for a message about a card the deck lacks:
        `1–100, L1–L12, life`. Called by verification."""
        ...

    # ---- the files -----------------------------------------------------------------------------

    def deck_table(self) -> Table[DeckFile]:
        """deck.yaml's table: any kinds and attributes of cards, read into the core's `DeckFile`.
        Its problems are noted at their lines by the table's readers. Called once, while loading."""
        ...

    def deck_by_rules(self, deck: Any, rules: Any) -> Any:
        """The deck as the rules make it, once deck.yaml and rules.yaml have read (a level
        card may show the reward rules.yaml gives each level); a game whose rules change no card returns
        `deck` as it is. Called once by `load_content`, on the deck it puts into `Content.deck`."""
        ...

    def rules_table(self) -> Table[Any]:
        """rules.yaml's table (and a variant's, merged over it): the game's rules object, or None with
        each problem noted at its value's line (`fields.Values.add`). The core merges a variant's
        overrides into rules.yaml's mapping and reads the result with this same table."""
        ...

    def rules_problems(self, rules: Any, setting: Setting) -> Sequence[RuleProblem]:
        """What the rules cannot be played with, given the other files (game.yaml, the deck, the
        game's own keys: stakes above the starting chips, levels beyond the level
        cards): (key path, message) pairs the core reports at that key's line in rules.yaml (or in the
        variant's file). Called after the files read, for rules.yaml and for each variant."""
        ...

    def with_rules_name(self, rules: Any, name: str) -> Any:
        """The rules object of variant `name` (content/variants/NAME.yaml): how it names itself in
        messages and reports. A game whose rules carry no name returns them as they are."""
        ...

    def file_keys(self, file: str, core: Mapping[str, Reader[Any] | Field]) -> Mapping[str, Reader[Any] | Field]:
        """The keys of a file the core reads (`game.yaml`, `layout.yaml`, `quickref.yaml`) with their
        readers: the core's (`core`, in its order) and the game's own, where the game wants them
        (messages list the keys in this order): game.yaml's starting chips, layout.yaml's `chips:`,
        the quick reference's own parts (titled `sections`, say). The values of the game's keys go
        into `Content.parts` by key (a game's parts module reads them, typed). `core` for a file it adds nothing to."""
        ...

    # ---- worked examples ------------------------------------------------------------------------

    def example_keys(self, core: Mapping[str, Reader[Any] | Field]) -> Mapping[str, Reader[Any] | Field]:
        """The keys of an example in examples.yaml: the core's (`core`: `id`, `uses`, `states`,
        `printed`) and the game's, in the order messages list them: a board, hands, steps, expect;
        or a mode, a level, lives, hands, steps, expect."""
        ...

    def example_part(self, values: Values) -> Any | None:
        """The game's own part of one example, from the values of `example_keys` (`values.mapping`
        is the example as written): its scenario, steps and stated results, each with its location.
        None with the problems noted at their lines. Called while loading, once per example."""
        ...

    def example_cards(self, example: Example) -> Sequence[CardFace]:
        """Every card on the table in the example (the core counts them against the deck, once)."""
        ...

    def dealt(self, example: Example, rules: Any, problems: Problems) -> bool:
        """Whether the example deals as many cards as the rules do (a board and hands, The
        Mind's level × cards per level); each difference is noted. Called before `replay`."""
        ...

    def replay(self, example: Example, source: Example, setting: Setting, problems: Problems) -> ExampleResult | None:
        """Plays `source` (the example itself, or the one it `uses`) by the rules and compares every
        result `example` states, noting each difference at the line that states it. Returns the
        values `{ex:ID.FIELD}` prints (`ExampleResult.fields`), or None when it cannot be replayed
        (the reason noted, or nothing noted when `setting` lacks a file it needs: the run after)."""
        ...

    def figure_rows(
        self, example: Example, result: ExampleResult, show: str, player: str, counted: bool, report: Callable[[str], None]
    ) -> tuple[tuple[CardFace, ...], tuple[CardFace, ...]] | None:
        """A `cards` figure of an example (`example: ID[.PLAYER]`, `show: SHOW`, "" when not written):
        the cards it shows and, when `counted` (`becomes: counted`), the same cards as the rules count
        them (else ()); None with the problem given to `report` (a message: the core adds the block's
        place). `player` is the PLAYER of `ID.PLAYER` ("" when not written)."""
        ...

    def figure_alt(self, cards: Sequence[CardFace]) -> str:
        """The alternative text of a row of cards (the web page's alt, the PDF's /Alt)."""
        ...

    # ---- text markers ---------------------------------------------------------------------------

    def rule_fields(self) -> Mapping[str, RuleField]:
        """`{rules:NAME}`: every name a text may use and how its value is read off the rules object."""
        ...

    def game_fields(self, core: Mapping[str, GameField]) -> Mapping[str, GameField]:
        """`{game:NAME}`: the core's names (`core`: title, players, minutes, cards …) and the game's
        own, in the order messages list them (card counts per kind, `starting_chips`);
        each reads the loaded Content."""
        ...

    # ---- page blocks and verification -------------------------------------------------------------

    def block_kinds(self, core: Mapping[str, BlockKind[Any]]) -> Mapping[str, BlockKind[Any]]:
        """The block kinds this game's pages may use, by name: the core's (`core`, content/blocks.py
        `KINDS`) and the game's own (a formula, a record, a challenge flow, a setup table and
        its rewards), in the order messages list them; no other game sees its own. A game's kinds are
        declared in its plug-in (their dataclasses and `BlockKind`s); one whose blocks name quickref.yaml
        endings by id also makes its dataclass a `blocks.NamesEndings`, whose check the loader runs with
        the endings' ids. The booklet and the web take their drawings from their own protocols."""
        ...

    def block_resolvers(self) -> BlockResolvers:
        """How verification fills in the game's block kinds that show an example (a hand's record,
        an example's dialogue): `verify.BlockResolvers`, keyed by the block's dataclass."""
        ...

    def verify(self, content: Content, problems: Problems) -> None:
        """The game's own checks of the verified content (a printed ranking against
        the rules' ranking), each problem at its line. Called last by `verify_content`."""
        ...

    def texts(self, content: Content) -> Sequence[SourceText]:
        """The texts of the game's own parts (`Content.parts`) that may hold markup: checked like the
        core's (those of the quick reference's own parts, say)."""
        ...


def game_rules(plugin: str) -> GameRules:
    """The RULES of the plug-in game.yaml names (`plugin:`)."""
    return cast(GameRules, plugin_part(plugin, "RULES"))  # a game module's attribute, read by its protocol

"""What The Mind's card design reads from its content: colours by role, words, icons, where each card is written.

Pure data: `faces` draws from a `MindLook`, and `look_of` (in `loading`) builds one from the loaded
content, so the faces can be tested without a content folder.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from generator.errors import Location
from generator.fonts import BOLD, REGULAR

from ..cards import CardKind, MindCard
from ..model import Reward

# The palette roles the faces paint with (game.yaml `palette`), and what each is for.
ROLES = {
    "accent": "the level cards' field and the rings of the faces and the back",
    "band": "the night field of the number, life and shuriken cards and of the back",
    "life": "the heart of the life cards and of the levels that give a life",
    "shuriken": "the shuriken of the shuriken cards and of the levels that give one",
    "ink": "the back's titles where its disc is light",
    "paper": "the numbers and words on the fields",
    "tint": "the ink-saving back's rings",
}


@dataclass(frozen=True)
class MindLook:
    title: str  # THE MIND: a SourceText, so a title too wide for the back is a message at game.yaml
    title_ja: str
    level_word: str  # レベル, over the level's number
    words: Mapping[Reward, str]  # ライフ, 手裏剣: under the icons (the icon is never the only cue)
    reward_icons: Mapping[Reward, str]  # the icon a level card with that reward shows (deck.yaml `reward_icons`)
    token_icons: Mapping[CardKind, str]  # the icon of a life and of a shuriken card (deck.yaml `icon`)
    text_on: Mapping[str, str]  # background role → "ink" or "paper", whichever contrasts more
    lowest: int  # the number cards run from lowest to highest (deck.yaml): which values read as another upside down
    highest: int
    highest_level: int = 12  # the level cards run from 1: which levels read as another upside down (6 and 9)
    where: Mapping[MindCard, Location] = field(default_factory=dict)  # deck.yaml, for messages at a card
    word_font: str = REGULAR
    word_bold: str = BOLD
    number_font: str = BOLD  # the values and levels: the game's title face (game.yaml fonts: title)
    heading_font: str = BOLD  # レベル and the back's Japanese title: the game's heading face
    min_reversed_pt: float = 6.0  # paper-coloured text is never smaller (layout.yaml print.min_knockout_text)
    back_band: float = 3.0  # mm inside the cut the back's rings keep to (layout.yaml print.back_band)

    def at(self, card: MindCard) -> Location | None:
        return self.where.get(card) or self.where.get(MindCard(card.kind))

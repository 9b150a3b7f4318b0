"""MIGHTY? (content/): the first game plug-in. Its rules engine, card design, block kinds, strength
calculator, balance report and the `stats` and `strength` commands live in this package; the core
reads the attributes below (generator/plugins.py lists them)."""

from .plugin_booklet import BOOKLET as BOOKLET
from .plugin_cards import CARDS as CARDS
from .plugin_extras import COMMANDS as COMMANDS
from .plugin_extras import OUTPUTS as OUTPUTS
from .plugin_rules import RULES as RULES
from .plugin_tabletop import TABLETOP as TABLETOP
from .plugin_translation import TRANSLATION as TRANSLATION
from .plugin_web import WEB as WEB

"""MIGHTY? (content/): the first game plug-in. Its rules engine, card design, block kinds, strength
calculator, balance report and the `stats` and `strength` commands live in this package; the core
reads its `GAME` (game.py), a generator.game.Game."""

from .game import GAME as GAME

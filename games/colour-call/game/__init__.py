"""COLOUR CALL's code: `engine` (its rules, pure), `content` (how its files are read), `drawing` (its
cards), `game` (the hooks, and GAME: the generator.game.Game the toolchain reads)."""

from .game import GAME as GAME

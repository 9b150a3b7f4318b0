"""A print toolchain for card games: content → verified rules → print files (a game is a folder with a
game.yaml and its code, one generator.game.Game)."""

__version__ = "0.1.0"  # the distribution's version (pyproject.toml reads it); game.yaml's `toolchain:` is checked against it

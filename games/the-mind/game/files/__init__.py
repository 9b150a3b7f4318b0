"""The Mind's content files read by the core's Table/Values/Reader machinery (generator/content/fields.py).

Each module reads one file of games/the-mind/ into the engine's types (generator/games/the_mind/model.py)
and notes every problem at its FILE:LINE:COL; nothing here raises. games/the-mind/FORMAT.md is the schema.
"""

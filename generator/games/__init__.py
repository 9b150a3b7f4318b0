"""The games this toolchain prints, one plug-in package each (issue 19).

A game sits above the core: its package may use the core, nothing in the core imports a game.
The plug-in interface that loads a game's content folder into its package is not written yet;
`the_mind` holds The Mind's pure rules engine, ready to be wired to it.
"""

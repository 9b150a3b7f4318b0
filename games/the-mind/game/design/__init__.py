"""The Mind's look: its card faces and back (`faces`), its icons (`icons`), what they read from content (`look`).

Drawn from the core's card primitives and card geometry; the plug-in's CARDS and BOOKLET
(plugin_cards.py, plugin_booklet.py) hand them to the core.
"""

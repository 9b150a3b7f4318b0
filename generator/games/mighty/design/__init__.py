"""MIGHTY?'s look: card faces and back, tuck-box front, quick-reference sides, chips, the cover's fan,
its block kinds in the booklet (formula, record, ranking, challenge flow, dialogue) and the chips icon.

Drawn from the core's kit (generator/cards/design.py, primitives.py, quickref.py's parts, the
booklet's elements); read by the core through plugin_cards.py and plugin_booklet.py.
"""

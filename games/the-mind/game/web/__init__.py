"""The Mind's parts of the core's rulebook page (rules.html): its hooks (design.py) and the views of
its block kinds (views.py). Drawing and markup live here, outside the pure engine's modules."""

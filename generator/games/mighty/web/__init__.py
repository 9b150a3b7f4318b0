"""MIGHTY?'s parts of the web pages: its style sheet (style.py, style.css), shared by the calculator
and the core's rulebook page, and the views of its block kinds on that page (views.py)."""

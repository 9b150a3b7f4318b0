"""One module per content file: its table of fields (see ../fields.py) and the frozen dataclass it reads into.

The fields of each result dataclass are the `Content` attributes of the same names (loader.py)."""

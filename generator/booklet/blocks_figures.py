"""Figure blocks (stub)."""
from .elements import Element
def _stub(block, kit, width): return Element(width, 20)
cards = deck = formula = record = ranking = qr = materials = _stub

mm: float

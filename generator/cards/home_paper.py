"""What every print-and-play sheet of the box and the chips keeps from the paper's edge."""

HOME_MARGIN = 6.0  # mm: home printers leave 3–5 mm unprinted; every cut line and guide stays at least this far inside

"""What art files a game may place, and how they fit their box: names only, no image library, so that
reading the content (content/blocks.py) stays light; `art` reads, checks and draws the files."""

RASTER_SUFFIXES = (".png", ".jpg", ".jpeg")
VECTOR_SUFFIXES = (".svg",)
PDF_SUFFIXES = (".pdf",)  # its first page, placed as vector art
SUFFIXES = RASTER_SUFFIXES + VECTOR_SUFFIXES + PDF_SUFFIXES
FITS = ("contain", "cover")  # the whole art inside its box, or the box filled and the art cut to it
KINDS_EXPECTED = "a PNG, JPEG, SVG or PDF file"

from collections.abc import Callable
from typing import Any

class PDFResourceDictionary:
    XObject: object
    ExtGState: object
    def basicFonts(self) -> None: ...
    def allProcs(self) -> None: ...
    def basicProcs(self) -> None: ...

class PDFFormXObject:
    Resources: PDFResourceDictionary | None
    XObjects: object
    hasImages: bool
    # replaced by generator/reportlab_fixes.py: the document is reportlab's PDFDocument
    format: Callable[[PDFFormXObject, Any], bytes]

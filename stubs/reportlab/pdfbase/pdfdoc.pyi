from collections.abc import Callable

class PDFDocument: ...

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
    # an attribute, not a method: generator/reportlab_fixes.py replaces it
    format: Callable[[PDFFormXObject, PDFDocument], bytes]

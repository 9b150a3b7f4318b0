"""A fix for reportlab 5.1 (pinned), applied once on import.

Form XObjects lose their graphics states: `Canvas.endForm` records the ExtGState entries a form
uses (overprint, alpha), but `PDFFormXObject.format` builds the form's /Resources without them, so
the form's `/gRLs0 gs` names a resource that is not there and viewers and RIPs ignore it (the black
text on a card form would knock out after all). This adds them, building the resources exactly as
reportlab does otherwise.
"""
from __future__ import annotations

from reportlab.pdfbase import pdfdoc

_original_format = pdfdoc.PDFFormXObject.format


def _format_with_graphics_states(self, document):  # type: ignore[no-untyped-def]
    states = getattr(self, "ExtGState", None)
    if states and not self.Resources:
        resources = pdfdoc.PDFResourceDictionary()
        resources.basicFonts()
        if self.hasImages:
            resources.allProcs()
        else:
            resources.basicProcs()
        if self.XObjects:
            resources.XObject = self.XObjects
        resources.ExtGState = states
        self.Resources = resources
    return _original_format(self, document)


if pdfdoc.PDFFormXObject.format is not _format_with_graphics_states:
    pdfdoc.PDFFormXObject.format = _format_with_graphics_states

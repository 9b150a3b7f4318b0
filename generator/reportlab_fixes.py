"""reportlab 5.1 (pinned) as this project writes PDFs with it: one fix and one setting, applied once
on import. Every module that makes a Canvas or a platypus document imports this module
(tests/test_reportlab_fixes.py checks that), so no output depends on what else was imported first.

Streams deflated only: reportlab would also ASCII85-encode every stream (a quarter larger), and
`pdfx.finish`'s save would then decode and deflate each one again (12 ms a booklet PDF). Without
it, the save keeps reportlab's streams byte for byte.

The fix: form XObjects lose their graphics states: `Canvas.endForm` records the ExtGState entries a form
uses (overprint, alpha), but `PDFFormXObject.format` builds the form's /Resources without them, so
the form's `/gRLs0 gs` names a resource that is not there and viewers and RIPs ignore it (the black
text on a card form would knock out after all). This adds them, building the resources exactly as
reportlab does otherwise.
"""

from __future__ import annotations

from reportlab import rl_config
from reportlab.pdfbase import pdfdoc

rl_config.useA85 = 0

_original_format = pdfdoc.PDFFormXObject.format


def _format_with_graphics_states(self: pdfdoc.PDFFormXObject, document: pdfdoc.PDFDocument) -> bytes:
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

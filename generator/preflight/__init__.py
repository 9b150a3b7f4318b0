"""A print shop's preflight of build/: `python -m generator preflight` (`make preflight`).

    report = inspection.inspect(build_dir, content)   # every file of build/manifest.json that a shop or player gets
    report.clean, report.files[i].problems, report.as_json()

inspection.py decides which checks a file gets (by its kind in the manifest) and runs them; the
checks themselves are checks.py, painting.py (what a page paints), separations.py (Ghostscript's
plates), codes.py (QR codes) and conformance.py (PDF/X); report.py holds the verdict, writes
build/preflight.json and prints the short report.
"""

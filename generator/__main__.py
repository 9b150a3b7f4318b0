"""`python -m generator`: runs the command, then ends the process without tearing Python down."""
import os
import sys

from .cli import main

status = main()
if sys.getprofile() is not None or sys.gettrace() is not None:
    sys.exit(status)  # under cProfile or coverage: they write their results when Python exits
# Every file is written and closed by now (all of it in `with` blocks). Tearing the interpreter
# down would free a build's objects one by one and collect garbage once more: about 60 ms, a tenth
# of a booklet build, for nothing. So the buffered output is flushed and the process ends here.
for stream in (sys.stdout, sys.stderr):
    try:
        stream.flush()
    except (OSError, ValueError):  # a reader that went away (`| head`), or a closed stream
        pass
os._exit(status)

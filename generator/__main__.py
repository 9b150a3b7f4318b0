"""`python -m generator`: runs the command, then ends the process without tearing Python down."""

import os
import sys

from .launch import main


def _observed() -> bool:
    """A profiler or coverage tool is watching: they write their results when Python exits."""
    if sys.getprofile() is not None or sys.gettrace() is not None:
        return True
    monitoring = getattr(sys, "monitoring", None)  # Python 3.12+: cProfile and coverage may use it instead
    return monitoring is not None and any(monitoring.get_tool(tool) is not None for tool in range(6))


def _flushed(status: int) -> int:
    """The status after flushing stdout and stderr: output that could not be written is an error."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except BrokenPipeError:  # the reader went away (`| head`): what it wanted, it has
            pass
        except (OSError, ValueError) as error:  # a full disk under `> file`: say so, and fail
            from .cli import EXIT_OUTPUT  # here: a replayed result imports none of the toolchain

            if stream is not sys.stderr:
                print(f"error: standard output: {getattr(error, 'strerror', None) or error}", file=sys.stderr)
            status = status or EXIT_OUTPUT
    return status


status = main()
if _observed():
    sys.exit(status)
# Every file is written and closed by now (all of it in `with` blocks). Tearing the interpreter
# down would free a build's objects one by one and collect garbage once more: about 60 ms, a tenth
# of a booklet build, for nothing. So the buffered output is flushed and the process ends here.
os._exit(_flushed(status))

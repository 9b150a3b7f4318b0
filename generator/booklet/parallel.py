"""Makes some of the booklet's PDFs in a forked child process while the parent paints the others.

Painting is pure Python (reportlab), so two documents only use both cores from two processes.
A fork shares the laid-out page plans for free (they hold closures, which could not be pickled);
the child sends back only what the painters return (pickled: bytes, or a dict of them), and what it
read (results.py: a file only the child opened, a module only it imported, is an input of the command
too). The output is the same as painting in turn (tests/booklet/test_parallel.py): each document is
painted by the same code from the same plans.

Forking is only safe in a process with one thread (another thread could hold a lock the child
would then wait on forever), and it only pays when a core is idle: on a busy machine the child
waits for a core anyway and its copy-on-write page faults cost more than it saves (measured: on a
2-core machine at load 6–10 the serial build was faster). So the documents are painted in this
process, one after the other, when the process has other threads, when the load average leaves
no core free, where fork does not exist, or with CARDPRESS_PARALLEL off (cores.py).
"""

from __future__ import annotations

import gc
import os
import pickle
import threading
from collections.abc import Callable, Mapping
from typing import Any

from .. import results
from ..cores import free_core, parallel_setting

PaintJob = Callable[[], Any]  # returns something picklable


def _may_fork() -> bool:
    if not hasattr(os, "fork") or threading.active_count() != 1:
        return False
    setting = parallel_setting()
    return setting == "on" or (setting == "auto" and free_core())


class Background:
    """`Background(painters)` starts painting them; `.result()` returns {name: what it returned}."""

    def __init__(self, painters: Mapping[str, PaintJob]):
        self._painters = dict(painters)
        self._pid: int | None = None
        self._read = -1
        if _may_fork():
            self._fork()

    def _fork(self) -> None:
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: paint, send, and leave without running any of the parent's clean-up
            gc.disable()  # short-lived: a collection would touch (and so copy) every page of the parent's heap
            status = 0
            try:
                os.close(read)
                painted = {name: paint() for name, paint in self._painters.items()}
                data = pickle.dumps((painted, results.recorded()), protocol=pickle.HIGHEST_PROTOCOL)  # and what it read
                with os.fdopen(write, "wb") as pipe:
                    pipe.write(data)
            except BaseException:  # noqa: BLE001 - reported by the parent, which paints again itself
                status = 1
            finally:
                os._exit(status)
        os.close(write)
        self._pid, self._read = pid, read

    def result(self) -> dict[str, Any]:
        if self._pid is None:
            return {name: paint() for name, paint in self._painters.items()}
        with os.fdopen(self._read, "rb") as pipe:
            data = pipe.read()
        _, status = os.waitpid(self._pid, 0)
        if status != 0 or not data:
            # the child failed (or was killed): paint here, so a real error surfaces with its traceback
            return {name: paint() for name, paint in self._painters.items()}
        painted: dict[str, Any]
        painted, read = pickle.loads(data)
        results.merge(read)  # what the child read or imported is an input of the command too
        return painted

"""Paints some of the booklet's PDFs in a forked child process while the parent paints the others.

Painting is pure Python (reportlab), so two documents only use both cores from two processes.
A fork shares the laid-out page plans for free (they hold closures, which could not be pickled);
the child sends back only the finished bytes. The output is the same as painting in turn
(tests/booklet/test_parallel.py): each document is painted by the same code from the same plans.

Forking is only safe in a process with one thread (another thread could hold a lock the child
would then wait on forever), so anywhere else — and where fork does not exist — the documents are
painted in this process, one after the other.
"""
from __future__ import annotations

import gc
import os
import pickle
import threading
from collections.abc import Callable, Mapping

Painter = Callable[[], bytes]


class Background:
    """`Background(painters)` starts painting them; `.result()` returns {name: bytes}."""

    def __init__(self, painters: Mapping[str, Painter]):
        self._painters = dict(painters)
        self._pid: int | None = None
        self._read = -1
        if hasattr(os, "fork") and threading.active_count() == 1 and os.environ.get("MIGHTY_PARALLEL") != "off":
            self._fork()

    def _fork(self) -> None:
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: paint, send, and leave without running any of the parent's clean-up
            gc.disable()  # short-lived: a collection would touch (and so copy) every page of the parent's heap
            status = 0
            try:
                os.close(read)
                data = pickle.dumps({name: paint() for name, paint in self._painters.items()}, protocol=pickle.HIGHEST_PROTOCOL)
                with os.fdopen(write, "wb") as pipe:
                    pipe.write(data)
            except BaseException:  # noqa: BLE001 - reported by the parent, which paints again itself
                status = 1
            finally:
                os._exit(status)
        os.close(write)
        self._pid, self._read = pid, read

    def result(self) -> dict[str, bytes]:
        if self._pid is None:
            return {name: paint() for name, paint in self._painters.items()}
        with os.fdopen(self._read, "rb") as pipe:
            data = pipe.read()
        _, status = os.waitpid(self._pid, 0)
        if status != 0 or not data:
            # the child failed (or was killed): paint here, so a real error surfaces with its traceback
            return {name: paint() for name, paint in self._painters.items()}
        return pickle.loads(data)

"""Runs some jobs in a forked child process while this one does other work: pure Python uses both
cores only from two processes. The booklet paints some of its PDFs so (booklet/__init__.py); a
game's own outputs may run their work so too.

A fork shares everything this process has made or imported for free (the booklet's page plans
hold closures, which could not be pickled; a game's code is there however it was found); the
child sends back only what the jobs return (pickled), and what it read (results.py: a file only
the child opened, a module only it imported, is an input of the command too). The result is the same as running the jobs
here (tests/test_background.py, tests/booklet/test_parallel.py): the same code on the same data.

Forking is only safe in a process with one thread (another thread could hold a lock the child
would then wait on forever), and it only pays when a core is idle: on a busy machine the child
waits for a core anyway and its copy-on-write page faults cost more than it saves (measured: on a
2-core machine at load 6–10 the serial build was faster). So the jobs run in this process, one
after the other, when the process has other threads, when the load average leaves no core free,
where fork does not exist, or with CARDPRESS_PARALLEL off (cores.py).
"""

from __future__ import annotations

import gc
import os
import pickle
import signal
import threading
from collections.abc import Callable, Mapping
from typing import Any

from . import results
from .cores import free_core, parallel_setting

Job = Callable[[], Any]  # returns something picklable


def may_fork() -> bool:
    """Whether Background forks now (else it runs its jobs in this process)."""
    if not hasattr(os, "fork") or threading.active_count() != 1:
        return False
    setting = parallel_setting()
    return setting == "on" or (setting == "auto" and free_core())


class Background:
    """`Background(jobs)` starts running them; `.result()` returns {name: what it returned}."""

    def __init__(self, jobs: Mapping[str, Job]):
        self._jobs = dict(jobs)
        self._pid: int | None = None
        self._read = -1
        self._parent = 0
        if may_fork():
            self._fork()

    def _fork(self) -> None:
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: run, send, and leave without running any of the parent's clean-up
            gc.disable()  # short-lived: a collection would touch (and so copy) every page of the parent's heap
            status = 0
            try:
                os.close(read)
                done = {name: run() for name, run in self._jobs.items()}
                data = pickle.dumps((done, results.recorded()), protocol=pickle.HIGHEST_PROTOCOL)  # and what it read
                with os.fdopen(write, "wb") as pipe:
                    pipe.write(data)
            except BaseException:  # noqa: BLE001 - reported by the parent, which runs the jobs again itself
                status = 1
            finally:
                os._exit(status)
        os.close(write)
        self._pid, self._read, self._parent = pid, read, os.getpid()

    def result(self) -> dict[str, Any]:
        if self._pid is None:
            return {name: run() for name, run in self._jobs.items()}
        with os.fdopen(self._read, "rb") as pipe:
            data = pipe.read()
        _, status = os.waitpid(self._pid, 0)
        self._pid = None
        if status != 0 or not data:
            # the child failed (or was killed): run here, so a real error surfaces with its traceback
            return {name: run() for name, run in self._jobs.items()}
        done: dict[str, Any]
        done, read = pickle.loads(data)
        results.merge(read)  # what the child read or imported is an input of the command too
        return done

    def __del__(self) -> None:
        """A result never asked for (a build that failed after starting it): the child is stopped and
        reaped, not left a zombie for as long as this process lives (a test session, say)."""
        if self._pid is not None and os.getpid() == self._parent:  # not a forked copy of this object
            os.kill(self._pid, signal.SIGKILL)
            os.waitpid(self._pid, 0)
            os.close(self._read)

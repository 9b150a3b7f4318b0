"""How much of the machine a build may use: the CARDPRESS_PARALLEL setting (auto, the default; on;
off) and the cores this process may run on. The booklet forks a painter when a core is free
(background.py) and the balance report counts its boards in a process per core so; the cards and
the tabletop sheets encode their PNGs in a thread per core, likewise."""

from __future__ import annotations

import os

from .cache import CACHE_ENV

PARALLEL_ENV = CACHE_ENV.removesuffix("CACHE_DIR") + "PARALLEL"  # auto (default), on, off: named like cache.py's variable


def parallel_setting() -> str:
    return os.environ.get(PARALLEL_ENV, "auto")


def cores() -> int:
    """The cores this process may run on (1 where the platform cannot say)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def free_core() -> bool:
    """At least one core was idle over the last minute (load average below cores − 1)."""
    try:
        return os.getloadavg()[0] <= cores() - 1
    except OSError:
        return False


def encoder_threads() -> int:
    """Threads for zlib work (PNG encoding), which runs without the GIL: a thread per core when one
    is free (or with parallel work on), else one. On a busy machine a second thread only waits for
    a core: measured at load 5–7 on 2 cores, two encoders took 10–20 % longer than one."""
    setting = parallel_setting()
    return cores() if setting == "on" or (setting == "auto" and free_core()) else 1

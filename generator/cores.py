"""How much of the machine a build may use: the CARDPRESS_PARALLEL setting (auto, the default; on;
off) and the cores this process may run on. The booklet forks a painter when a core is free
(booklet/parallel.py); the cards and the tabletop sheets encode their PNGs in threads."""

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
    """Threads for zlib work (PNG encoding), which runs without the GIL: a thread per core, or one
    with parallel work off. No load test, unlike a fork: an idle thread costs no copied memory."""
    return 1 if parallel_setting() == "off" else cores()

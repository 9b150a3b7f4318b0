"""File events for the live preview: watchfiles (inotify on Linux) in a thread, batched.

Changes that arrive within STEP_MS of each other are one batch, so an editor's "save all" builds
once; a batch is cut after DEBOUNCE_MS even if events keep coming.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Set
from pathlib import Path

STEP_MS = 50  # quiet time that ends a batch of file events (a save-all takes a few ms)
DEBOUNCE_MS = 1600  # a batch is cut after this long even if events keep coming
READY_MS = 1000  # the watcher's idle tick (the first one also says that it is watching)


class Watcher:
    """watchfiles in a thread, handing batches of file events to the rebuild loop through a queue.

    The loop takes every batch that queued up while it was rebuilding as one: saves made during a
    rebuild cost one more rebuild, not one each."""

    def __init__(self, content_dir: Path):
        self.batches: queue.Queue[Set[object]] = queue.Queue()  # watchfiles' sets of (change, path)
        self.ready = threading.Event()  # set once the file system watch is in place
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, args=(content_dir,), name="preview-watch", daemon=True)
        self._thread.start()

    def _watch(self, content_dir: Path) -> None:
        from watchfiles import DefaultFilter, watch

        # yield_on_timeout: the first (empty) yield tells that the watch is in place; later ones are idle ticks
        for changes in watch(
            content_dir,
            watch_filter=DefaultFilter(),
            step=STEP_MS,
            debounce=DEBOUNCE_MS,
            stop_event=self._stop,
            rust_timeout=READY_MS,
            yield_on_timeout=True,
            raise_interrupt=False,
        ):
            self.ready.set()
            if changes:
                self.batches.put(changes)
        self.ready.set()

    def next_batch(self) -> set[object]:
        """Waits for file events; returns them with every other batch already waiting."""
        changes = set(self.batches.get())
        while True:
            try:
                changes |= self.batches.get_nowait()
            except queue.Empty:
                return changes

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

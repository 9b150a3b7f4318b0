"""`python -m generator preview`: a live preview of every output for editors.

    serve(content_dir, port, say=print)

builds everything once (in memory: build/ is never touched), serves it on http://127.0.0.1:PORT/
and rebuilds on every save under the content folder. File events come from watchfiles (inotify
on Linux), batched: changes that arrive within STEP_MS of each other are one rebuild, so an
editor's "save all" builds once. Each rebuild renders only what the change affects (live.py)
and pushes the result to open browsers (server.py). Ctrl-C stops it.
"""

from __future__ import annotations

import errno
import gc
import queue
import signal
import socket
import threading
from collections.abc import Callable, Set
from pathlib import Path

from .live import LiveBuild, Snapshot, source_files
from .server import HOST, Hub, PreviewServer

STEP_MS = 50  # quiet time that ends a batch of file events (a save-all takes a few ms)
DEBOUNCE_MS = 1600  # a batch is cut after this long even if events keep coming
READY_MS = 1000  # the watcher's idle tick (the first one also says that it is watching)
PORT_TRIES = 20  # how far past a busy port to look for a free one to suggest


class PortBusy(Exception):
    def __init__(self, port: int, suggestion: int | None):
        self.port, self.suggestion = port, suggestion
        hint = f"; try --port {suggestion} (make preview PORT={suggestion})" if suggestion else ""
        super().__init__(f"port {port} on {HOST} is already in use (another preview or server is running there){hint}")


def serve(content_dir: Path, port: int, say: Callable[[str], None] = print) -> int:
    stop_on_signals()
    hub = Hub()
    server = bind(port, hub)
    live = LiveBuild(content_dir)
    threading.Thread(target=server.serve_forever, name="preview-http", daemon=True).start()
    say(f"preview of {content_dir}/ at http://{HOST}:{server.port}/ (Ctrl-C stops it)")
    watcher = Watcher(content_dir)
    try:
        say(summary(hub.publish(live.rebuild())))
        # Most of the heap is now what every rebuild keeps: modules, the fonts' metrics, caches. Kept
        # for good, the cyclic collector stops walking it on each rebuild (measured: a full collection
        # 52 → 9 ms). The cost: cyclic garbage of this first build is never freed (one build's worth).
        gc.freeze()
        watcher.ready.wait()
        if source_files(content_dir) != live.read:  # saved while the watcher was starting: not seen by it
            watcher.batches.put(set())
        while True:
            watcher.next_batch()
            say(summary(hub.publish(live.rebuild())))
    except KeyboardInterrupt:
        pass
    finally:
        watcher.stop()
        server.stop()
    say("preview stopped")
    return 0


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


def stop_on_signals() -> None:
    """Ctrl-C (SIGINT, even where the shell started us with it ignored) and SIGTERM both end the
    watch loop through KeyboardInterrupt, so the server is shut down and scratch files removed."""
    if threading.current_thread() is not threading.main_thread():
        return

    def interrupt(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGINT, interrupt)
    signal.signal(signal.SIGTERM, interrupt)


def bind(port: int, hub: Hub) -> PreviewServer:
    try:
        return PreviewServer(port, hub)
    except OSError as error:
        if error.errno != errno.EADDRINUSE:
            raise
        raise PortBusy(port, free_port_after(port)) from None


def free_port_after(port: int) -> int | None:
    for candidate in range(port + 1, min(port + 1 + PORT_TRIES, 65536)):
        with socket.socket() as probe:
            try:
                probe.bind((HOST, candidate))
            except OSError:
                continue
            return candidate
    return None


def summary(snapshot: Snapshot) -> str:
    """One line per rebuild for the terminal; the problems in full, as `make check` prints them."""
    if not snapshot.ok:
        lines = [f"error: {problem}" for problem in snapshot.problems]
        count = len(snapshot.problems)
        return "\n".join([*lines, f"{count} problem{'s' if count != 1 else ''}; showing the last good pages"])
    what = ", ".join(snapshot.rendered) if snapshot.rendered else "nothing changed"
    return f"build {snapshot.generation}: {what} ({snapshot.seconds:.2f} s)"

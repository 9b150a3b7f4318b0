"""One preview session: bind the server, build once, then rebuild on every batch of saves.

    serve(content_dir, port, say=print)

builds everything once (in memory: build/ is never touched), serves it on http://127.0.0.1:PORT/
and rebuilds on every batch of file events (watcher.py). Each rebuild renders only what the change
affects (live.py) and pushes the result to open browsers (server.py). Ctrl-C stops it.
"""

from __future__ import annotations

import errno
import gc
import signal
import socket
import threading
from collections.abc import Callable
from pathlib import Path

from .live import LiveBuild, Snapshot, source_files
from .server import HOST, Hub, PreviewServer
from .watcher import Watcher

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

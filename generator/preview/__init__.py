"""`python -m generator preview`: a live preview of every output for editors (`make preview`).

session.py serves (`serve(content_dir, port)`: build once, then rebuild on every save), watcher.py
batches the file events, live.py rebuilds in memory only what a change affects, and server.py
answers the browser (the page, its pictures, /status.json and the /events stream).
"""

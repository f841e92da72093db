"""A classic daemon: fork, setsid, fork again; the server runs in a new session, its parents gone."""

import os

from notes_base import serve

if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        serve()
    os._exit(0)
os._exit(0)

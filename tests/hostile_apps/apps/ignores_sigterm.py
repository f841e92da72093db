"""Ignores SIGTERM: only SIGKILL stops it."""

import signal

from notes_base import serve

signal.signal(signal.SIGTERM, signal.SIG_IGN)
serve()

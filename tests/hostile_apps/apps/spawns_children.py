"""Spawns two children that sleep for ten minutes and ignore SIGTERM, then serves."""

import subprocess
import sys

from notes_base import serve

CHILD = "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(600)"
children = [subprocess.Popen([sys.executable, "-c", CHILD, *sys.argv[2:]]) for _ in range(2)]
serve()

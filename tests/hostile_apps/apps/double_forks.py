"""Double-forks a helper that ignores SIGTERM (its parent exits at once, so it is nobody's child), then serves."""

import os
import signal
import sys
import time

from notes_base import serve

if os.fork() == 0:
    if os.fork() == 0:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        os.execv(sys.executable, [sys.executable, "-c", "import time; time.sleep(600)", *sys.argv[2:]])
    os._exit(0)
time.sleep(0.2)
serve()

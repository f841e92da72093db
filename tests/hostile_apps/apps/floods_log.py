"""Writes 24 MB to stdout before it serves: app.log must stay capped."""

import sys

from notes_base import serve

line = b"flood " * 20 + b"\n"
for _ in range(24_000_000 // len(line)):
    sys.stdout.buffer.write(line)
sys.stdout.buffer.write(b"last line of the flood\n")
sys.stdout.flush()
serve()

"""Prints a start-up error and exits before it ever listens."""

import sys

print("fatal: cannot open database notes.db (this app never starts)", flush=True)
sys.exit(3)

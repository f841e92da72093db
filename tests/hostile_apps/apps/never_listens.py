"""Stays alive but never opens its port."""

import time

print("starting up... (forever)", flush=True)
time.sleep(3600)

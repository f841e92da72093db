"""Verifier of upwork: the engine does the work; this file is data, checked as text by `fgb validate`, never imported.

`python environments/upwork/verifier.py --url URL` runs `fgb verify upwork --url URL` (any other `fgb verify` option too).
"""

import sys
from pathlib import Path

from forgingground.cli import main

if __name__ == "__main__":
    sys.exit(main(["--root", str(Path(__file__).resolve().parents[2]), "verify", "upwork", *sys.argv[1:]]))

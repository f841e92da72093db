"""Verifier of opentable: the engine does the work; this file is data, checked as text by `fgb validate`, never imported.

`python environments/opentable/verifier.py --url URL` runs `fgb verify opentable --url URL` (any other `fgb verify` option too).
"""

import sys
from pathlib import Path

from forgingground.cli import main

if __name__ == "__main__":
    sys.exit(main(["--root", str(Path(__file__).resolve().parents[2]), "verify", "opentable", *sys.argv[1:]]))

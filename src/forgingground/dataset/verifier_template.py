"""The one verifier.py every environment holds: a thin entry into the engine, compared as text and never imported.

An environment folder holds data only. Its verifier.py exists so that `python environments/<env>/verifier.py --url URL`
works beside the folder, and it must equal TEMPLATE with the environment's name filled in: `fgb validate` compares the
text, and no command of ours imports or runs it. New ops and body transforms are engine changes under src/.
"""

from __future__ import annotations

TEMPLATE = '''"""Verifier of {name}: the engine does the work; this file is data, checked as text by `fgb validate`, never imported.

`python environments/{name}/verifier.py --url URL` runs `fgb verify {name} --url URL` (any other `fgb verify` option too).
"""

import sys
from pathlib import Path

from forgingground.cli import main

if __name__ == "__main__":
    sys.exit(main(["--root", str(Path(__file__).resolve().parents[2]), "verify", "{name}", *sys.argv[1:]]))
'''


def verifier_text(name: str) -> str:
    """The canonical verifier.py of environment `name`."""
    return TEMPLATE.replace("{name}", name)

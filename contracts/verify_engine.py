"""The verification engine's documented entry: `python contracts/verify_engine.py ENV --url URL` is `fgb verify`.

The engine itself lives in the installed package (src/forgingground/engine/); this file exists so the
dataset names one place that verifies an app, with the same flags as `fgb verify --help`.
"""

from forgingground.cli import main

if __name__ == "__main__":
    import sys

    raise SystemExit(main(["verify", *sys.argv[1:]]))

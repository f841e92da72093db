"""The guide's tested shell blocks run verbatim, in order, in one shell, from the install into a fresh venv on,
with the baseline agents: the page cannot rot, and its one install is enough for everything after it."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
GUIDE = REPO / "site" / "docs" / "guides" / "evaluate-agents.md"
TESTED = re.compile(r'^```sh title="tested"\n(.*?)^```$', re.S | re.M)


def guide_blocks() -> list[str]:
    return TESTED.findall(GUIDE.read_text())


def test_the_guide_walks_the_whole_loop() -> None:
    text = "\n".join(guide_blocks())
    for command in ("fgb brief", "fgb evaluate", "fgb leaderboard", "fgb export harbor", "fgb trial"):
        assert command in text, f"the guide runs no `{command}`"


def test_the_tested_blocks_run(tmp_path: Path) -> None:
    script = "set -euo pipefail\n" + "\n".join(guide_blocks())
    # The session's own venv is left off PATH, so every fgb and python after the install block is the fresh venv's.
    path = os.pathsep.join(p for p in os.environ["PATH"].split(os.pathsep) if Path(p) != Path(sys.executable).parent)
    env = {
        **{k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")},
        "PATH": path,
        "FGB_ROOT": str(REPO),
    }
    done = subprocess.run(["bash", "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert (tmp_path / "fgb-venv" / "bin" / "fgb").is_file(), "the fresh venv's fgb ran the blocks"
    board = json.loads((tmp_path / "leaderboard.json").read_text())
    means = {a["agent"]: a["scores"]["leaf_pass"]["mean"] for a in board["agents"]}
    assert means["gold"] == 1.0 and means["nothing"] == 0.0 and 0.0 < means["crud-only"] < 1.0
    assert "lower integration gap is better" in (tmp_path / "leaderboard.md").read_text()

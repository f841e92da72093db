"""The guide's tested shell blocks run, in order, in one shell, with the baseline agents: the page cannot rot."""

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


def test_the_tested_blocks_run(tmp_path: Path, fgb_wheel: Path) -> None:
    script = "set -euo pipefail\n" + "\n".join(guide_blocks())
    env = {
        **os.environ,
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
        "FGB_ROOT": str(REPO),
        "FGB_WHEEL": str(fgb_wheel),  # the session's wheel: `fgb export harbor` need not build another
    }
    done = subprocess.run(["bash", "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    board = json.loads((tmp_path / "leaderboard.json").read_text())
    means = {a["agent"]: a["scores"]["leaf_pass"]["mean"] for a in board["agents"]}
    assert means["gold"] == 1.0 and means["nothing"] == 0.0 and 0.0 < means["crud-only"] < 1.0
    assert "lower integration gap is better" in (tmp_path / "leaderboard.md").read_text()

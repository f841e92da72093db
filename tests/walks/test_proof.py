"""`fgb walks prove`: an own mutant run on leaf and mid, its killers split between hand-written checks and walks."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

from forgingground.walks import proof
from forgingground.walks.proof import WALK, prove

REPO = Path(__file__).resolve().parents[2]


def test_a_mutant_is_killed_by_walks_and_by_hand_written_checks_each_counted_apart() -> None:
    result = prove(REPO, "slack", ["rename_wrong_name"], say=lambda _: None)
    (row,) = result["rows"]
    assert row["mutant"] == "rename_wrong_name" and row["declared"] == "leaf"
    assert "leaf.conversations.rename.renamed" in row["hand_written_killers"]
    assert row["walk_killers"] and all(w.startswith("w") and not w.startswith(WALK) for w in row["walk_killers"])
    assert not row["walks_only"]
    assert (result["mutants"], result["killed_by_hand_written"], result["killed_by_walks"]) == (1, 1, 1)
    assert result["killed_by_walks_only"] == [] and result["missed_by_both"] == []


def test_an_unknown_mutant_is_refused_plainly() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "forgingground", "walks", "prove", "slack", "--only", "no_such_mutant"],
        cwd=REPO,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2, done.stderr
    assert "slack has no mutant no_such_mutant" in done.stderr and "Traceback" not in done.stderr


def test_an_environment_without_walks_is_refused_before_any_mutant_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    real = proof.load_environment
    monkeypatch.setattr(proof, "load_environment", lambda d: dataclasses.replace(real(d), walks=[]))
    with pytest.raises(ValueError, match="slack has no walks.json"):
        prove(REPO, "slack", say=lambda _: pytest.fail("a mutant ran"))


def test_only_mutants_an_api_walk_can_see_are_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """A browser or security mutant run on leaf and mid would read as missed by both: the proof leaves them out."""
    layers = {"leafy": "leaf", "chained": "mid", "gap": "integration", "page": "root", "look": "visual", "xss": "security"}
    registry = {name: {"layer": layer, "fault": name} for name, layer in layers.items()}
    monkeypatch.setattr(proof, "list_mutants", lambda root, env: registry)
    ran: list[str] = []

    def verify(root: Path, env: str, name: str, *rest: object) -> dict[str, object]:
        ran.append(name)
        return {"results": [{"id": "leaf.x", "outcome": "fail"}]}

    monkeypatch.setattr(proof, "verify_mutant", verify)
    result = prove(REPO, "slack", say=lambda _: None)
    assert ran == ["leafy", "chained", "gap"]
    assert result["mutants"] == 3 and result["missed_by_both"] == []

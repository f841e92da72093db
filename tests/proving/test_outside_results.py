"""Committed outside results (contracts/results/outside/ENV.json) agree with their clones and trace every lost point."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forgingground.proving.outside import load_breaks

REPO = Path(__file__).resolve().parents[2]
RESULTS = sorted((REPO / "contracts" / "results" / "outside").glob("*.json"))


def test_the_check_has_something_to_check() -> None:
    """Once clones are committed, a missing result must fail here rather than skip silently."""
    clones = sorted(p.name for p in (REPO / "tests" / "fixtures" / "outside").glob("*") if p.is_dir())
    assert clones == sorted(p.stem for p in RESULTS), "every committed clone has its result, and every result its clone"


@pytest.mark.parametrize("result_file", RESULTS, ids=lambda p: p.stem)
def test_a_result_totals_its_rows_and_names_every_break_of_its_clone(result_file: Path) -> None:
    result = json.loads(result_file.read_text())
    clone = REPO / "tests" / "fixtures" / "outside" / result["environment"]
    ids = [b["id"] for b in load_breaks(clone)]
    rows = [r["id"] for r in result["breaks"]]
    assert rows == [i for i in ids if i in rows], "rows are the clone's breaks, in its order"
    assert (
        len(rows) == len(ids)
        if not result.get("sample")
        else result["sample"] == {**result["sample"], "breaks": len(rows), "of": len(ids)}
    )
    applied = [r for r in result["breaks"] if r["applied"]]
    assert result["applied"] == len(applied) and result["caught"] == sum(bool(r["caught"]) for r in applied)
    assert result["brief_version"], "the brief version the clone was built from (clone/BRIEF_VERSION)"


@pytest.mark.parametrize("result_file", RESULTS, ids=lambda p: p.stem)
def test_every_point_the_unbroken_clone_lost_is_traced_to_a_rule_of_its_brief(result_file: Path) -> None:
    result = json.loads(result_file.read_text())
    env = result["environment"]
    document = (REPO / "environments" / env / "document.md").read_text()
    traced = json.loads((REPO / "tests" / "fixtures" / "outside" / env / "lost.json").read_text())
    for lost in result["clone"]["lost"]:
        if lost["id"].startswith(("chain:", "journey:")):
            continue  # a chain or journey fails through its asserts, each listed on its own
        assert lost.get("rules"), f"{lost['id']}: a lost point must cite the rule it judges"
        for rule in lost["rules"]:
            if rule.startswith("screen:"):  # a screen's fidelity: traced to its reference screenshot in the brief
                assert (REPO / "environments" / env / "references" / f"{rule.removeprefix('screen:')}.png").is_file(), rule
                continue
            if rule.startswith("checkpoint:"):  # a checkpoint's fidelity: traced to its screenshot (numbered in the brief)
                shot = REPO / "environments" / env / "references" / "checkpoints" / f"{rule.removeprefix('checkpoint:')}.png"
                assert shot.is_file(), rule
                continue
            if rule.startswith("api:"):  # an endpoint's own contract (a walk cites every endpoint it calls)
                assert f"({rule.removeprefix('api:')})" in document, f"{lost['id']}: endpoint {rule} is not in {env}'s brief"
                continue
            assert f"`{rule}`" in document, f"{lost['id']}: rule {rule} is not stated in {env}'s document.md"
        entry = traced.get(lost["id"])
        assert entry and entry.get("why"), f"{lost['id']}: say in lost.json what the clone did against which sentence"


@pytest.mark.parametrize("result_file", RESULTS, ids=lambda p: p.stem)
def test_every_break_still_missed_is_triaged(result_file: Path) -> None:
    result = json.loads(result_file.read_text())
    file = REPO / "tests" / "fixtures" / "outside" / result["environment"] / "triage.json"
    triage = json.loads(file.read_text()) if file.is_file() else {}
    for row in result["breaks"]:
        if row["applied"] and not row["caught"]:
            entry = triage.get(row["id"])
            assert entry, f"{row['id']}: a missed break needs an entry in {file.relative_to(REPO)}"
            assert entry.get("class") in ("unstated", "equivalent", "missed") and entry.get("why"), row["id"]

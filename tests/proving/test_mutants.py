"""Mutants of the gold app are killed, each where it declares; integration mutants through integration_gap.

This runs the four-plus integration mutants, a leaf one and a mid one (nox -s mutants runs all of them).
If a grader became trivially true, the mutant it should kill would survive and this test would fail.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forgingground.proving.mutants import list_mutants, run_mutants

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def registry() -> dict:
    return list_mutants(REPO, "gmail")


def test_registry_is_big_enough(registry) -> None:
    assert len(registry) >= 25
    assert sum(m["layer"] == "integration" for m in registry.values()) >= 4
    assert {m["layer"] for m in registry.values()} >= {"leaf", "mid", "integration", "root", "visual"}


def test_integration_and_sample_mutants_are_killed_where_declared(registry) -> None:
    sample = [n for n, m in registry.items() if m["layer"] == "integration"] + [
        "search_ignores_negation",
        "error_shape_plain",
    ]
    result = run_mutants(REPO, "gmail", sample, progress=False)
    rows = {r["mutant"]: r for r in result["rows"]}
    assert result["survivors"] == []
    for name in sample:
        assert rows[name]["expected_layer_caught"], rows[name]
    for name, row in rows.items():
        if registry[name]["layer"] == "integration":
            assert row["scores"]["leaf_pass"] == 1.0 and row["scores"]["integration_gap"] > 0


@pytest.mark.parametrize("env", ["gmail", "google-tasks"])
def test_committed_kill_matrix_meets_the_target(env: str) -> None:
    result = json.loads((REPO / "contracts" / "results" / "mutants" / f"{env}.json").read_text())
    assert result["environment"] == env
    assert result["kill_rate"] >= 0.95
    assert result["integration_detected"] == result["integration_total"] >= 3


def test_a_start_that_fails_once_is_retried_before_it_counts_as_a_kill(monkeypatch, registry) -> None:
    import forgingground.proving.mutants as mutants

    name = "send_wrong_status"
    calls: list[str] = []
    verdicts = iter([{"error": "the app exited with code 1 before answering"}, {"error": "still down"}])

    def fake_run(root, env, mutant, declared, out, outside=False):
        calls.append(out.name)
        return next(verdicts)

    monkeypatch.setattr(mutants, "_run", fake_run)
    row = run_mutants(REPO, "gmail", [name], progress=False)["rows"][0]
    assert calls == [name, f"{name}.retry"]
    assert row["caught_by"] == ["app_start"] and row["note"] == "still down"

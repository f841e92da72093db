"""Result records aggregate per agent and per environment: means, bootstrap intervals, runs per cell, not-run layers left out."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from forgingground.leaderboard import aggregate, load_records
from forgingground.leaderboard.aggregate import RecordError

REPO = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((REPO / "schemas" / "leaderboard.schema.json").read_text())


def record(agent: str, env: str, leaf: float | None, mid: float = 0.5, gap: float | None = 0.0, completed: bool = True) -> dict:
    scores = {"leaf_pass": leaf, "mid_pass": mid, "root_pass": None, "visual": None, "integration_gap": gap}
    cost = {"usd": None, "input_tokens": None, "output_tokens": None, "wall_s": None}
    run = {"model": None, "brief_version": "1.0.0+brief.3", "failure": None, "duration_s": 1.0, "cost": cost}
    return {"agent": agent, "environment": env, "completed": completed, "scores": scores, **run,
            "started_at": "2026-12-02T00:00:00Z", "fgb_version": "0.1.0"}  # fmt: skip


def test_per_agent_mean_interval_and_runs() -> None:
    data = aggregate([record("a", "gmail", 1.0), record("a", "slack", 0.0), record("a", "slack", 0.5), record("b", "gmail", 0.2)])
    a = next(x for x in data["agents"] if x["agent"] == "a")
    assert (a["runs"], a["environments"]) == (3, 2)
    leaf = a["scores"]["leaf_pass"]
    assert leaf["n"] == 3 and leaf["mean"] == 0.5
    assert 0.0 <= leaf["ci_low"] < leaf["mean"] < leaf["ci_high"] <= 1.0
    slack = next(c for c in a["cells"] if c["environment"] == "slack")
    assert slack["runs"] == 2 and slack["scores"]["leaf_pass"]["mean"] == 0.25


def test_layer_not_run_is_left_out_not_counted_as_zero() -> None:
    data = aggregate([record("a", "gmail", 1.0), record("a", "slack", None)])
    leaf = data["agents"][0]["scores"]["leaf_pass"]
    assert (leaf["n"], leaf["mean"]) == (1, 1.0)
    root = data["agents"][0]["scores"]["root_pass"]
    assert root == {"n": 0, "mean": None, "ci_low": None, "ci_high": None}


def test_one_run_or_equal_runs_give_a_zero_width_interval() -> None:
    data = aggregate([record("a", "gmail", 0.7), record("a", "slack", 0.7)])
    leaf = data["agents"][0]["scores"]["leaf_pass"]
    assert leaf["ci_low"] == leaf["ci_high"] == 0.7


def test_output_is_deterministic_and_one_agent_does_not_move_another() -> None:
    runs = [record("a", e, v) for e, v in (("gmail", 0.1), ("slack", 0.9), ("trello", 0.4))]
    alone = aggregate(runs)
    assert aggregate(runs) == alone
    with_other = aggregate([*runs, record("zz", "gmail", 0.3), record("zz", "slack", 0.6)])
    assert next(x for x in with_other["agents"] if x["agent"] == "a") == alone["agents"][0]


def test_agents_ranked_by_mean_overall_score_not_by_leaf_first() -> None:
    # leafy: leaf 0.9, mid 0.1 (overall 0.5); even: leaf 0.6, mid 0.6 (overall 0.6); low: overall 0.3
    data = aggregate([record("leafy", "gmail", 0.9, mid=0.1), record("even", "gmail", 0.6, mid=0.6), record("low", "gmail", 0.1)])
    assert [a["agent"] for a in data["agents"]] == ["even", "leafy", "low"]
    assert [a["scores"]["overall"]["mean"] for a in data["agents"]] == [0.6, 0.5, 0.3]
    assert (
        "mean overall score" in data["method"]["ranking"] and "integration_gap is reported beside it" in data["method"]["ranking"]
    )


def test_an_undefined_gap_is_left_out_of_the_mean_never_read_as_no_gap() -> None:
    nothing = [record("nothing", "gmail", 0.0, mid=0.0, gap=None), record("nothing", "slack", 0.0, mid=0.0, gap=None)]
    data = aggregate([*nothing, record("gold", "gmail", 1.0, mid=1.0, gap=0.0)])
    by_name = {a["agent"]: a for a in data["agents"]}
    assert by_name["nothing"]["scores"]["integration_gap"] == {"n": 0, "mean": None, "ci_low": None, "ci_high": None}
    assert by_name["gold"]["scores"]["integration_gap"]["mean"] == 0.0
    assert [a["agent"] for a in data["agents"]] == ["gold", "nothing"]


def test_document_is_valid_against_its_schema() -> None:
    data = aggregate([record("a", "gmail", 1.0, completed=False), record("b", "slack", 0.3, gap=None)])
    jsonschema.Draft202012Validator(SCHEMA).validate(data)
    assert data["method"]["lower_is_better"] == ["integration_gap"]


def test_a_record_without_scores_names_its_file_and_pointer(tmp_path: Path) -> None:
    (tmp_path / "r.json").write_text(json.dumps({"agent": "a", "environment": "gmail"}))
    with pytest.raises(RecordError, match=r"r\.json: /scores is missing"):
        load_records([tmp_path])


def test_cli_writes_json_and_page_and_refuses_missing_input(tmp_path: Path) -> None:
    records = tmp_path / "records"
    records.mkdir()
    for i, r in enumerate([record("a", "gmail", 1.0), record("b", "gmail", 0.0)]):
        (records / f"{i}.json").write_text(json.dumps(r))
    out, page = tmp_path / "lb.json", tmp_path / "lb.md"
    fgb = [sys.executable, "-m", "forgingground"]
    done = subprocess.run(
        [*fgb, "leaderboard", str(records), "--out", str(out), "--page", str(page)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert [a["agent"] for a in json.loads(out.read_text())["agents"]] == ["a", "b"]
    assert "lower integration gap is better" in page.read_text()
    bad = subprocess.run([*fgb, "leaderboard", str(tmp_path / "nope")], capture_output=True, text=True)
    assert bad.returncode == 2 and "no such file or folder" in bad.stderr and "Traceback" not in bad.stderr


def test_pass_at_1_and_pass_hat_k_per_cell_and_per_agent() -> None:
    # gmail: 5 attempts, 3 solve (overall >= 0.9); slack: 5 attempts, all solve.
    gmail = [record("a", "gmail", v, mid=v) for v in (1.0, 0.95, 0.9, 0.89, 0.0)]
    slack = [record("a", "slack", 1.0, mid=1.0) for _ in range(5)]
    a = aggregate([*gmail, *slack])["agents"][0]
    assert [c["solved"] for c in a["cells"]] == [3, 5]
    by_k = {p["k"]: p for p in a["pass_k"]}
    assert sorted(by_k) == [1, 2, 3, 4, 5]
    assert by_k[1]["mean"] == round((0.6 + 1.0) / 2, 4)  # pass@1: 3/5 and 5/5
    assert by_k[2]["mean"] == round((3 / 10 + 1.0) / 2, 4)  # C(3,2)/C(5,2)
    assert by_k[5]["mean"] == 0.5  # gmail never solves 5 of 5
    assert all(p["ci_low"] <= p["mean"] <= p["ci_high"] for p in a["pass_k"])
    assert by_k[2]["ci_low"] < by_k[2]["ci_high"]  # two environments that differ: an interval, not a point


def test_pass_hat_k_stops_at_the_fewest_attempts_of_any_cell() -> None:
    runs = [*(record("a", "gmail", 1.0, mid=1.0) for _ in range(3)), *(record("a", "slack", 1.0, mid=1.0) for _ in range(7))]
    assert [p["k"] for p in aggregate(runs)["agents"][0]["pass_k"]] == [1, 2, 3]
    seven = [record("a", "gmail", 1.0, mid=1.0) for _ in range(7)]
    assert [p["k"] for p in aggregate(seven)["agents"][0]["pass_k"]] == [1, 2, 3, 4, 5]


def test_a_board_refuses_two_brief_versions_of_one_environment(tmp_path: Path) -> None:
    old = record("a", "gmail", 1.0) | {"brief_version": "1.0.0+brief.2"}
    with pytest.raises(RecordError, match=r"gmail: 1\.0\.0\+brief\.2, 1\.0\.0\+brief\.3.*one benchmark version"):
        aggregate([old, record("b", "gmail", 0.5)])
    other_env = record("a", "slack", 1.0) | {"brief_version": "2.0.0+brief.1"}
    assert aggregate([other_env, record("b", "gmail", 0.5)])["benchmark"]["briefs"] == {
        "gmail": "1.0.0+brief.3",
        "slack": "2.0.0+brief.1",
    }
    for i, r in enumerate([old, record("b", "gmail", 0.5)]):
        (tmp_path / f"{i}.json").write_text(json.dumps(r))
    done = subprocess.run([sys.executable, "-m", "forgingground", "leaderboard", str(tmp_path)], capture_output=True, text=True)
    assert done.returncode == 2 and "one benchmark version" in done.stderr and "Traceback" not in done.stderr

"""Local trials in Harbor's order: the oracle reaches 1.0 on every layer it runs, doing nothing about 0.

Doing nothing runs on one environment of each provenance (discovery, OpenAPI, domain template), the oracle on the
cheapest of them: the export is one code path for all, every environment's export is checked by test_export.py and
Harbor's own checker, and every gold app's layers by the gold tests; the leaderboard's records (`nox -s leaderboard`)
hold the oracle's trials of every environment."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from forgingground.harbor.export import exportable_environments
from forgingground.harbor.reward import PASS_LAYERS
from forgingground.harbor.trial import TrialResult, result_file, run_trials

REPO = Path(__file__).resolve().parents[2]


def one_per_provenance(envs: list[str]) -> list[str]:
    """The environment with the fewest endpoints of each API provenance: the cheapest trial that covers each kind."""
    chosen: dict[str, tuple[int, str]] = {}
    for env in envs:
        folder = REPO / "environments" / env
        kind = json.loads((folder / "meta.json").read_text()).get("sources", {}).get("api", {}).get("kind", "domain_template")
        size = (len(json.loads((folder / "contract.json").read_text())["api"]), env)
        chosen[kind] = min(chosen.get(kind, size), size)
    return sorted(env for _, env in chosen.values())


ENVS = one_per_provenance(exportable_environments(REPO))
ORACLE_ENVS = ENVS[:1]  # a full verify of every layer: the expensive trial, once
NEAR_ZERO = 0.05


@pytest.fixture(scope="module")
def trials(harbor_tasks: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], TrialResult]:
    """Every trial at once, one per CPU: the slow part of this module, run a single time."""
    specs = [(harbor_tasks / env, "nothing") for env in ENVS] + [(harbor_tasks / env, "oracle") for env in ORACLE_ENVS]
    specs += [(harbor_tasks / ENVS[0], "crud")]
    results = run_trials(specs, tmp_path_factory.mktemp("trials"), jobs=os.cpu_count() or 2)
    return {(r.task, r.agent): r for r in results}


@pytest.mark.parametrize("env", ORACLE_ENVS)
def test_oracle_scores_one_on_every_layer(trials: dict[tuple[str, str], TrialResult], env: str) -> None:
    trial = trials[(env, "oracle")]
    assert trial.error is None, trial.error
    layers = {k: v for k, v in trial.rewards.items() if k in PASS_LAYERS}
    assert {"leaf_pass", "mid_pass"} <= set(layers), trial.rewards
    assert layers == dict.fromkeys(layers, 1.0) and trial.rewards["reward"] == 1.0, trial.rewards
    assert trial.rewards.get("integration_gap", 0.0) == 0.0
    record = json.loads(result_file(trial).read_text())
    assert (record["agent"], record["environment"], record["completed"]) == ("gold", env, True)


@pytest.mark.parametrize("env", ENVS)
def test_doing_nothing_scores_about_zero(trials: dict[tuple[str, str], TrialResult], env: str) -> None:
    trial = trials[(env, "nothing")]
    assert trial.error is None, trial.error
    assert trial.rewards["reward"] <= NEAR_ZERO and all(trial.rewards[k] <= NEAR_ZERO for k in PASS_LAYERS if k in trial.rewards)
    record = json.loads(result_file(trial).read_text())
    assert record["agent"] == "nothing" and record["completed"] is False and "fgb.toml" in record["failure"]


def test_the_crud_agent_serves_its_environment_from_its_own_submission(trials: dict[tuple[str, str], TrialResult]) -> None:
    """The trial's task and workspace live under /tmp, which the grader's sandbox hides: the CRUD baseline must carry
    the environment it serves in its submission (once it named the task folder and scored 0 on every layer)."""
    trial = trials[(ENVS[0], "crud")]
    assert trial.error is None, trial.error
    assert 0.0 < trial.rewards["leaf_pass"] < 1.0 and trial.rewards["reward"] < 1.0, trial.rewards
    record = json.loads(result_file(trial).read_text())
    assert (record["agent"], record["completed"]) == ("crud-only", True)


def test_trial_order_leaves_harbor_s_folders(trials: dict[tuple[str, str], TrialResult]) -> None:
    work = Path(trials[(ENVS[0], "oracle")].workspace)
    assert (work / "app" / "fgb.toml").is_file()  # solve.sh ran in the app folder
    assert (work / "tests" / "test.sh").is_file() and (work / "solution" / "solve.sh").is_file()
    assert json.loads((work / "logs" / "verifier" / "reward.json").read_text())["reward"] == 1.0
    assert not (Path(trials[(ENVS[0], "nothing")].workspace) / "solution").exists()  # only the oracle sees solution/


def test_attempts_run_each_trial_k_times_with_a_record_each(harbor_tasks: Path, tmp_path: Path) -> None:
    from forgingground.cli import main
    from forgingground.leaderboard import aggregate, load_records

    env = ENVS[0]
    records, work = tmp_path / "records", tmp_path / "work"
    args = ["trial", str(harbor_tasks / env), "--agent", "nothing", "-k", "2", "--work", str(work), "--records", str(records)]
    assert main(args) == 0
    assert sorted(p.name for p in (records / "nothing").iterdir()) == [
        f"{env}.attempt-{i}.{kind}" for i in (1, 2) for kind in ("json", "log.txt")
    ]
    log = (records / "nothing" / f"{env}.attempt-2.log.txt").read_text()
    assert f"# trial: {env} with nothing, attempt 2" in log and "# verifier: tests/test.sh" in log
    assert "the agent left no submission manifest" in log.split("# verifier: tests/test.sh")[1], "the verifier's output"
    assert all((work / "nothing" / env / f"attempt-{i}" / "logs" / "verifier" / "reward.json").is_file() for i in (1, 2))
    board = aggregate(load_records([records], REPO))
    assert board["agents"][0]["cells"][0]["runs"] == 2 and board["agents"][0]["provenance"]["attempts_per_cell"] == {
        "min": 2,
        "max": 2,
    }
    assert main(["trial", str(harbor_tasks / env), "--attempts", "0"]) == 2

"""A submission's records are checked before they join the board: brief version, the submission's sha256, the
submitted app present and unchanged, and a sample re-scored to the same numbers."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

from forgingground.cli import main

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def submitted(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A submission as a pull request holds it: records/<agent>/google-tasks.json and apps/<agent>/google-tasks/."""
    root = tmp_path_factory.mktemp("pr")
    app = root / "apps" / "empty" / "google-tasks"
    seed = REPO / "environments" / "google-tasks" / "seed" / "seed.json"
    (app / "env" / "seed").mkdir(parents=True)
    (app / "env" / "seed" / "seed.json").write_bytes(seed.read_bytes())
    (app / "env" / "contract.json").write_bytes((seed.parents[1] / "contract.json").read_bytes())
    start = f"{sys.executable} -m forgingground.engine.empty_app env --port {{port}}"
    (app / "fgb.toml").write_text(f'[agent]\nname = "empty"\n\n[app]\nstart = "{start}"\n')
    out = root / "eval"
    args = ["--root", str(REPO), "evaluate", str(app), "--env", "google-tasks", "--out", str(out), "--db", "sqlite"]
    assert main([*args, "--layers", "leaf,mid"]) == 0
    (root / "records" / "empty").mkdir(parents=True)
    shutil.copy(out / "result.json", root / "records" / "empty" / "google-tasks.json")
    return root


def run_check(root: Path, *extra: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(["--root", str(REPO), "leaderboard", str(root / "records"), "--check", *extra])
    return code, capsys.readouterr().out


def test_an_intact_submission_passes_and_its_sample_rescores_the_same(
    submitted: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out = run_check(submitted, "--submissions", str(submitted / "apps"), "--rescore", "1", capsys=capsys)
    assert code == 0 and "1 record(s) checked, 0 problem(s), 1 re-scored" in out, out


def test_a_changed_app_a_changed_score_a_stale_brief_and_a_missing_hash_are_each_named(
    submitted: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pr = shutil.copytree(submitted, tmp_path / "pr")
    record_file = pr / "records" / "empty" / "google-tasks.json"
    record = json.loads(record_file.read_text())
    (pr / "apps" / "empty" / "google-tasks" / "README").write_text("added after scoring")
    code, out = run_check(pr, "--submissions", str(pr / "apps"), capsys=capsys)
    assert code == 1 and "is not the submission this record scored" in out, out
    (pr / "apps" / "empty" / "google-tasks" / "README").unlink()
    record_file.write_text(json.dumps(record | {"scores": record["scores"] | {"leaf_pass": 1.0}}))
    code, out = run_check(pr, "--submissions", str(pr / "apps"), "--rescore", "1", capsys=capsys)
    assert code == 1 and "re-scored differently (leaf_pass 1.0 -> " in out, out
    record_file.write_text(json.dumps(record | {"brief_version": "0.0.1+brief.1", "submission_sha256": None}))
    code, out = run_check(pr, capsys=capsys)
    assert code == 1 and "scored against brief 0.0.1+brief.1; the board is for " in out and "no submission_sha256" in out
    shutil.rmtree(pr / "apps" / "empty")
    record_file.write_text(json.dumps(record))
    code, out = run_check(pr, "--submissions", str(pr / "apps"), capsys=capsys)
    assert code == 1 and "its submission is missing" in out


def test_rescore_without_submissions_is_a_usage_error(submitted: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["--root", str(REPO), "leaderboard", str(submitted / "records"), "--check", "--rescore", "2"])
    assert code == 2 and "needs N >= 0 and --submissions" in capsys.readouterr().err

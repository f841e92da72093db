"""`fgb gold`/`fgb baseline`: every run writes into a folder of its own with a `latest` symlink; unknown
environments are usage errors."""

from __future__ import annotations

import json
from pathlib import Path

from forgingground import gold
from forgingground.cli import main
from forgingground.gold import _live_and_kept, new_run_dir
from forgingground.gold_inputs import SAMPLE, environment_digest, kept_row


def test_each_run_gets_its_own_folder_and_latest_points_at_the_newest(tmp_path: Path) -> None:
    first = new_run_dir(tmp_path / "gold")
    second = new_run_dir(tmp_path / "gold")
    assert first != second and first.is_dir() and second.is_dir()
    latest = tmp_path / "gold" / "latest"
    assert latest.is_symlink() and latest.resolve() == second.resolve()
    assert [p.name for p in (tmp_path / "gold").glob(".latest-*")] == [], "no staging link left behind"


def test_unknown_environment_is_a_usage_error(capsys) -> None:
    assert main(["gold", "nosuchenv", "--layers", "leaf"]) == 2
    err = capsys.readouterr().err
    assert "no environment with a gold app named nosuchenv" in err and "google-tasks" in err


def test_a_draw_that_is_not_a_number_is_a_usage_error(capsys) -> None:
    assert main(["baseline", "--draw", "abc1234"]) == 2
    assert "--draw abc1234: give a whole number" in capsys.readouterr().err


def _row(env: str, db: str, inputs: str, leaf: float) -> dict:
    score = {"status": "scored", "value": leaf, "numerator": 0, "denominator": 1}
    return {"environment": env, "db": db, "inputs": inputs, "leaf_pass": score, "mid_pass": {**score, "value": 0.0}}


def test_a_draw_runs_changed_environments_live_and_keeps_the_committed_rows_of_the_rest(tmp_path: Path) -> None:
    envs = [f"env{i}" for i in range(8)]
    for env in envs:
        (tmp_path / "environments" / env).mkdir(parents=True)
        (tmp_path / "environments" / env / "contract.json").write_text(env)
    rows = [_row(e, "sqlite", environment_digest(tmp_path, e), 0.0) for e in envs[1:]]
    rows.append(_row(envs[0], "postgres", environment_digest(tmp_path, envs[0]), 0.0))  # another database's row
    summary = tmp_path / "contracts" / "results" / "baseline.json"
    summary.parent.mkdir(parents=True)
    summary.write_text(json.dumps({"runs": rows}))
    live, kept = _live_and_kept(tmp_path, "baseline", envs, "sqlite", "7")
    assert envs[0] in live, "no committed sqlite row: it runs live"
    assert len(live) <= 1 + SAMPLE and sorted(live + [r["environment"] for r in kept]) == envs
    assert all(r["db"] == "sqlite" for r in kept)
    assert _live_and_kept(tmp_path, "baseline", envs, "sqlite", None) == (envs, [])


def test_a_committed_row_that_fails_fails_the_run(monkeypatch, capsys, tmp_path: Path) -> None:
    failing = _row("google-tasks", "sqlite", "0" * 64, 0.5)
    monkeypatch.setattr(gold, "_live_and_kept", lambda *a: ([], [failing]))
    monkeypatch.setattr(gold, "run_kind", lambda *a, **k: [])
    monkeypatch.setattr(gold, "_write_summary", lambda *a, **k: Path("contracts/results/baseline.json").resolve())
    assert main(["baseline", "--draw", "7", "--layers", "leaf,mid", "--out", str(tmp_path)]) == 1
    assert (tmp_path / "baseline" / "latest").is_symlink(), "the kept rows went into a run folder of its own"
    captured = capsys.readouterr()
    assert "judged from their committed rows" in captured.out and "google-tasks" in captured.out
    assert "google-tasks: an app that does nothing scores leaf_pass = 0.5" in captured.err


def test_gold_with_a_draw_names_the_rows_it_kept_in_its_run_folder(monkeypatch, tmp_path: Path, capsys) -> None:
    """CI's main job: the committed row of an environment not drawn stands, and the run's folder says so (kept.json),
    so the suite reading the run's reports knows that report is missing on purpose."""
    passing = {**_row("trello", "postgres", "0" * 64, 1.0), "completed": True, "mid_pass": _row("x", "", "", 1.0)["leaf_pass"]}
    for layer in ("root_pass", "visual"):
        passing[layer] = passing["leaf_pass"]
    asked: list[str] = []
    monkeypatch.setattr(gold, "_live_and_kept", lambda root, kind, *a: (asked.append(kind), ([], [passing]))[1])
    monkeypatch.setattr(gold, "run_kind", lambda *a, **k: [])
    monkeypatch.setattr(gold, "_write_summary", lambda *a, **k: Path("contracts/results/gold.json").resolve())
    assert main(["gold", "--db", "postgres", "--draw", "7", "--out", str(tmp_path), "--layers", "leaf,mid"]) == 0
    assert kept_row(tmp_path / "gold" / "latest", "trello", "postgres") == passing
    assert main(["gold", "--draw", "7", "--through", "equivalence-proxy", "--out", str(tmp_path), "--layers", "leaf"]) == 0
    assert asked == ["gold", "gold-through-equivalence-proxy"]  # each run is judged against its own summary
    assert kept_row(tmp_path / "gold-through-equivalence-proxy" / "latest", "trello") == passing
    # the kept rows never leave a plain folder where a later run's `latest` link must go
    assert (tmp_path / "gold" / "latest").is_symlink() and (tmp_path / "gold-through-equivalence-proxy" / "latest").is_symlink()


def test_an_interrupted_run_starts_no_other_environment(monkeypatch, tmp_path: Path) -> None:
    """Ctrl-C (or SIGTERM, raised the same way) while one environment runs: the queued ones never start."""
    import pytest

    started: list[str] = []

    def fake_run_one(root: Path, env: str, *args: object, **kwargs: object) -> dict:
        started.append(env)
        return {"environment": env, "scores": {}}

    def interrupted(*_: object, **__: object) -> dict:
        raise KeyboardInterrupt

    monkeypatch.setattr(gold, "run_one", fake_run_one)
    monkeypatch.setattr(gold, "_summary_row", interrupted)
    envs = ["gmail", "slack", "trello", "spotify", "reddit"]
    with pytest.raises(KeyboardInterrupt):
        gold.run_kind("gold", Path(__file__).resolve().parents[1], envs, "sqlite", tmp_path, jobs=1)
    assert len(started) < len(envs), started

"""fgb evaluate: the gold app as a submission scores 1.0 everywhere; a submission that cannot install or start is a
completed-false result with its reports still written, exit 1."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import jsonschema
import pytest

from forgingground.build.gold_submission import write_gold_submission
from forgingground.build.submission_hash import submission_sha256
from forgingground.cli import main

from .conftest import REPO

RESULT_SCHEMA = json.loads((REPO / "schemas" / "result.schema.json").read_text())
SCORE_SCHEMA = json.loads((REPO / "schemas" / "score.schema.json").read_text())


def _evaluate(submission: Path, out: Path, *extra: str) -> tuple[int, dict]:
    """fgb evaluate on google-tasks; on a SQLite file unless `extra` chooses the database (the default is PostgreSQL)."""
    db = [] if "--db" in extra else ["--db", "sqlite"]
    code = main(["--root", str(REPO), "evaluate", str(submission), "--env", "google-tasks", "--out", str(out), *db, *extra])
    result = json.loads((out / "result.json").read_text())
    jsonschema.Draft202012Validator(RESULT_SCHEMA, format_checker=jsonschema.FormatChecker()).validate(result)
    report = json.loads((out / "report.json").read_text())
    jsonschema.Draft202012Validator(SCORE_SCHEMA).validate(report)  # for every failure kind too
    return code, result


def _manifest(folder: Path, app: str, extra: str = "") -> Path:
    """A submission folder with fgb.toml and the public seed the empty app serves (the checkout's environments/
    is hidden from sandboxed submissions)."""
    (folder / "env" / "seed").mkdir(parents=True, exist_ok=True)
    seed = REPO / "environments" / "google-tasks" / "seed" / "seed.json"
    (folder / "env" / "seed" / "seed.json").write_bytes(seed.read_bytes())
    (folder / "env" / "contract.json").write_bytes((seed.parents[1] / "contract.json").read_bytes())
    (folder / "fgb.toml").write_text(f'[agent]\nname = "broken"\n\n[app]\n{app}\n{extra}')
    return folder


def _empty_app() -> str:
    """The state protocol alone (fgb's empty app): starts fast, scores about 0."""
    return f"{sys.executable} -m forgingground.engine.empty_app env --port {{port}}"


def test_the_gold_app_as_a_submission_scores_one_on_every_layer(tmp_path: Path) -> None:
    submission = write_gold_submission(REPO, "google-tasks", tmp_path / "gold")
    (submission / "fgb.toml").write_text((submission / "fgb.toml").read_text() + "\n[cost]\nusd = 0.5\ninput_tokens = 12\n")
    code, result = _evaluate(submission, tmp_path / "out")
    assert code == 0 and result["completed"] and result["failure"] is None
    assert result["scores"] == {"leaf_pass": 1.0, "mid_pass": 1.0, "root_pass": 1.0, "visual": 1.0, "integration_gap": 0.0}
    assert (result["agent"], result["model"], result["environment"]) == ("gold", None, "google-tasks")
    version = json.loads((REPO / "environments" / "google-tasks" / "meta.json").read_text())["version"]
    assert result["brief_version"] == f"{version}+brief.3"
    assert result["cost"] == {"usd": 0.5, "input_tokens": 12, "output_tokens": None, "wall_s": None}
    for name in ("report.json", "report.html", "junit.xml", "app.log"):
        assert (tmp_path / "out" / name).is_file(), name
    assert not list(submission.rglob("*.sqlite3")), "the app ran in a copy, never in the submission folder"


def test_a_start_command_that_exits_is_not_completed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    submission = _manifest(tmp_path / "sub", 'start = "echo booting on {port}; exit 3"')
    code, result = _evaluate(submission, tmp_path / "out")
    assert code == 1 and not result["completed"]
    assert "the app did not start" in result["failure"] and "exited with code 3" in result["failure"]
    # No chain had its leaf asserts pass, so the gap is undefined (null), never a 0 that would read as "no gap".
    assert result["scores"] == {"leaf_pass": 0.0, "mid_pass": 0.0, "root_pass": 0.0, "visual": 0.0, "integration_gap": None}
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    assert report["scores"]["integration_gap"]["status"] == "undefined"
    assert report["infrastructure"][0]["kind"] == "app_start" and "booting on" in report["infrastructure"][0]["message"]
    assert {r["outcome"] for r in report["results"]} == {"infra_error"}
    assert (tmp_path / "out" / "report.html").is_file() and (tmp_path / "out" / "junit.xml").is_file()
    assert "not completed: the app did not start" in capsys.readouterr().err
    # The record names what it scored: the submission's hash, taken before the run.
    assert result["submission_sha256"] == submission_sha256(submission) and len(result["submission_sha256"]) == 64


def test_a_browser_layer_that_cannot_run_is_refused_without_a_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """No browser here: scoring root and visual as 0 would rank the app below what it built, so nothing is scored."""
    from forgingground.browser import launch

    monkeypatch.setattr(launch, "browser_problem", lambda: "no Chromium found (test)")
    submission = _manifest(tmp_path / "sub", f'start = "{_empty_app()}"')
    out = tmp_path / "out"
    code = main(["--root", str(REPO), "evaluate", str(submission), "--env", "google-tasks", "--out", str(out), "--db", "sqlite"])
    err = capsys.readouterr().err
    assert code == 2 and not (out / "result.json").exists() and not (out / "report.json").exists()
    assert "root and visual layers need a browser" in err and "no Chromium found (test)" in err and "--layers leaf,mid" in err
    assert "Traceback" not in err
    code = main(["--root", str(REPO), "evaluate", str(submission), "--env", "google-tasks", "--out", str(out), "--db", "sqlite",
                 "--layers", "leaf,mid"])  # fmt: skip
    assert code == 0 and json.loads((out / "result.json").read_text())["scores"]["root_pass"] is None


def test_a_failing_install_is_not_completed(tmp_path: Path) -> None:
    submission = _manifest(tmp_path / "sub", f'install = "echo fetching; exit 7"\nstart = "{_empty_app()}"')
    code, result = _evaluate(submission, tmp_path / "out", "--layers", "leaf,mid")
    assert code == 1 and not result["completed"]
    assert "[app] install `echo fetching; exit 7` exited with code 7" in result["failure"] and "fetching" in result["failure"]
    assert result["scores"]["root_pass"] is None, "a layer not asked for stays null"
    assert (tmp_path / "out" / "install.log").read_text().startswith("$ echo fetching; exit 7\nfetching")


def test_a_front_end_that_does_not_start_is_not_completed(tmp_path: Path) -> None:
    ui = '[ui]\nstart = "echo no vite here {ui_port} $API_URL; exit 4"\n'
    submission = _manifest(tmp_path / "sub", f'start = "{_empty_app()}"', ui)
    code, result = _evaluate(submission, tmp_path / "out")
    assert code == 1 and "the front end did not start" in result["failure"]
    log = (tmp_path / "out" / "ui.log").read_text()
    assert log.startswith("no vite here ") and "http://127.0.0.1:" in log, "{ui_port} and $API_URL are filled in"


def test_the_empty_app_completes_and_scores_near_zero(tmp_path: Path) -> None:
    submission = _manifest(tmp_path / "sub", f'start = "{_empty_app()}"')
    code, result = _evaluate(submission, tmp_path / "out", "--layers", "leaf,mid")
    assert code == 0 and result["completed"]
    assert result["scores"]["leaf_pass"] <= 0.1 and result["scores"]["mid_pass"] <= 0.1
    assert result["scores"]["root_pass"] is None and result["scores"]["visual"] is None


def _postgres_or_skip() -> None:
    from forgingground.pgcluster import PostgresUnavailable, find_bin

    try:
        find_bin()
    except PostgresUnavailable as exc:
        if os.environ.get("FGB_REQUIRE_POSTGRES"):
            raise
        pytest.skip(str(exc))


def test_by_default_the_app_runs_on_postgres_and_its_stack_is_judged(tmp_path: Path) -> None:
    _postgres_or_skip()
    submission = write_gold_submission(REPO, "google-tasks", tmp_path / "gold")
    code, result = _evaluate(submission, tmp_path / "out", "--layers", "leaf", "--db", "postgres")
    assert code == 0 and result["scores"]["leaf_pass"] == 1.0
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    assert report["app"]["database"] == "postgres"
    stack = {r["id"]: r["outcome"] for r in report["results"] if r["id"].startswith("leaf.protocol.stack.")}
    assert stack == {"leaf.protocol.stack.database": "pass", "leaf.protocol.stack.restart": "pass"}


def test_without_a_postgres_server_evaluate_says_what_to_do(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("FGB_PG_BIN", str(tmp_path / "no-server"))
    submission = _manifest(tmp_path / "sub", f'start = "{_empty_app()}"')
    argv = ["--root", str(REPO), "evaluate", str(submission), "--env", "google-tasks", "--out", str(tmp_path / "out")]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "apt-get install postgresql" in err and "--db sqlite" in err and "Traceback" not in err
    assert not (tmp_path / "out" / "result.json").exists(), "no record of a run that never started"


def _alive(token: str) -> list[str]:
    from tests.hostile_apps.conftest import processes_with

    return processes_with(token)


def test_an_install_that_leaves_a_background_job_leaves_nothing_running(tmp_path: Path) -> None:
    token = f"fgb-install-{os.getpid()}-bg"
    submission = _manifest(tmp_path / "sub", f'install = "sh -c \'sleep 300; : {token}\' & echo done"\nstart = "{_empty_app()}"')
    code, result = _evaluate(submission, tmp_path / "out", "--layers", "leaf")
    assert code == 0 and result["completed"]
    assert not _alive(token), "the install's background job outlived the install"


def test_a_hanging_install_ends_within_the_budget(tmp_path: Path) -> None:
    token = f"fgb-install-{os.getpid()}-hang"
    submission = _manifest(
        tmp_path / "sub", f'install = "echo resolving; sh -c \'sleep 600; : {token}\'"\nstart = "{_empty_app()}"'
    )
    started = time.monotonic()
    code, result = _evaluate(submission, tmp_path / "out", "--layers", "leaf", "--budget", "4")
    assert time.monotonic() - started < 60
    assert code == 1 and "[app] install did not finish within the installs' allowance of 4 s" in result["failure"]
    assert not _alive(token)
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    assert report["infrastructure"][0]["kind"] == "install"


def test_the_install_log_is_capped(tmp_path: Path) -> None:
    flood = f"{sys.executable} -c \\\"import sys; sys.stdout.write('x' * 6_000_000 + chr(10) + 'the end')\\\""
    submission = _manifest(tmp_path / "sub", f'install = "{flood}"\nstart = "{_empty_app()}"')
    code, _ = _evaluate(submission, tmp_path / "out", "--layers", "leaf")
    assert code == 0
    log = (tmp_path / "out" / "install.log").read_bytes()
    assert len(log) < 4_100_000 and b"bytes of output cut here" in log and log.endswith(b"the end")


@pytest.mark.parametrize("budget", ["nan", "-5", "0", "inf"])
def test_a_budget_that_is_not_a_positive_number_is_refused(
    tmp_path: Path, budget: str, capsys: pytest.CaptureFixture[str]
) -> None:
    submission = _manifest(tmp_path / "sub", f'start = "{_empty_app()}"')
    code = main(
        [
            "--root",
            str(REPO),
            "evaluate",
            str(submission),
            "--env",
            "google-tasks",
            "--out",
            str(tmp_path / "out"),
            "--budget",
            budget,
        ]
    )
    assert code == 2 and "--budget" in capsys.readouterr().err
    assert not (tmp_path / "out" / "result.json").exists()


def test_an_earlier_result_is_not_left_for_a_run_that_dies(tmp_path: Path) -> None:
    """A run killed before it writes leaves no result.json of an earlier run and an 'unfinished' report."""
    import importlib

    evaluate_module = importlib.import_module("forgingground.build.evaluate")

    submission = _manifest(tmp_path / "sub", f'start = "{_empty_app()}"')
    out = tmp_path / "out"
    _evaluate(submission, out, "--layers", "leaf")

    def dies(*_: object, **__: object) -> None:
        raise KeyboardInterrupt

    import unittest.mock

    with unittest.mock.patch.object(evaluate_module, "running", dies):
        code = main(
            ["--root", str(REPO), "evaluate", str(submission), "--env", "google-tasks", "--out", str(out), "--db", "sqlite"]
        )
    assert code == 130
    assert not (out / "result.json").exists()
    report = json.loads((out / "report.json").read_text())
    assert report["completed"] is False and report["infrastructure"][0]["kind"] == "unfinished"


def test_evaluate_killed_outright_leaves_no_database_server_behind(tmp_path: Path) -> None:
    """The throwaway PostgreSQL runs under the reaper too: a SIGKILL of fgb takes it down (pg_ctl left a daemon)."""
    import signal
    import subprocess

    from tests.hostile_apps.conftest import processes_with

    _postgres_or_skip()
    import shutil
    import tempfile

    # The cluster's folder is made here (its path marks our server's processes); outside pytest's 0700 folder,
    # so that the postgres user can enter it.
    scratch = Path(tempfile.mkdtemp(prefix="fgb-killed-"))
    scratch.chmod(0o755)
    submission = _manifest(tmp_path / "sub", 'start = "sleep 600 # {port}"')
    argv = [sys.executable, "-m", "forgingground", "--root", str(REPO), "evaluate", str(submission), "--env", "google-tasks"]
    fgb = subprocess.Popen([*argv, "--out", str(tmp_path / "out")], env={**os.environ, "TMPDIR": str(scratch)},
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    server = f"bin/postgres -D {scratch}/fgb-pg-"  # the server itself, not initdb
    ends = time.monotonic() + 60
    while not processes_with(server) and time.monotonic() < ends:
        time.sleep(0.1)
    assert processes_with(server), "the database server never started"
    time.sleep(1.0)  # evaluate goes on to start the app (which never answers)
    fgb.send_signal(signal.SIGKILL)
    fgb.wait(10)
    ends = time.monotonic() + 5
    while processes_with(f"{scratch}/fgb-pg-") and time.monotonic() < ends:
        time.sleep(0.1)
    left = processes_with(f"{scratch}/fgb-pg-")
    shutil.rmtree(scratch, ignore_errors=True)
    assert not left

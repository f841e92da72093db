"""The stack the brief states: the data model's tables in the database DATABASE_URL names, the state kept on restart.

Against google-tasks: its gold app passes both; the CRUD-only app (memory) fails both; the gold app started without
the verifier's DATABASE_URL (a file of its own, new at every start) fails both; an app verified at a URL has both
not run. The ops and the database read are judged on their own too.
"""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import pytest

from forgingground.baselines.crud_app import command as crud_command
from forgingground.dataset.loader import load_environment
from forgingground.engine.app_process import AppProcess
from forgingground.engine.app_store import read_keys, sqlite_database
from forgingground.engine.context import CheckContext
from forgingground.engine.ops import BUILTINS
from forgingground.engine.runner import RunOptions, verify
from forgingground.engine.stack import StackAccess, stack_unit
from forgingground.gold import gold_command

REPO = Path(__file__).resolve().parents[2]
ENV = REPO / "environments" / "google-tasks"
STACK_RULES = frozenset({"protocol.stack.database", "protocol.stack.restart"})
KEYS = {"lists": ["id"]}


def judge(op: str, stack: dict, before: dict | None = None) -> bool:
    found = BUILTINS.get(op)
    assert found is not None
    return found.function(CheckContext(before=before, stack=stack), {"keys": KEYS}).ok


def test_the_database_must_hold_exactly_the_served_rows() -> None:
    served = {"lists": [{"id": "a"}, {"id": 7}]}
    assert judge("eval_stack_database", {"served": served, "stored": {"lists": [("7",), ("a",)]}}), "7 and '7' are one key"
    assert not judge("eval_stack_database", {"served": served, "stored": {"lists": [("a",)]}}), "a served row not stored"
    assert not judge("eval_stack_database", {"served": served, "stored": {"lists": [("7",), ("a",), ("b",)]}}), "a stale row"
    assert not judge("eval_stack_database", {"served": served, "stored": {"lists": "OperationalError: no such table"}})
    assert not judge("eval_stack_database", {"served": served, "stored_error": "no SQLite file"})


def test_a_restart_must_keep_the_state_the_writes_made() -> None:
    seed = {"lists": [{"id": "a", "title": "A"}]}
    served = {"lists": [{"id": "a", "title": "A"}, {"id": "b", "title": "B", "at": "2026-01-15T09:00:00Z"}]}
    respelled = {"lists": [{"id": "b", "title": "B", "at": "2026-01-15T09:00:00.000+00:00"}, {"id": "a", "title": "A"}]}
    assert judge("eval_stack_kept", {"served": served, "after_restart": respelled}, seed), "any order, instants as instants"
    assert not judge("eval_stack_kept", {"served": served, "after_restart": seed}, seed), "the seed again: writes lost"
    assert not judge("eval_stack_kept", {"served": seed, "after_restart": seed}, seed), "nothing written: nothing judged"
    assert not judge("eval_stack_kept", {"served": served, "restart_error": "AppStartError: exited with code 1"}, seed)


def test_keys_are_read_back_from_a_sqlite_file_table_by_table(tmp_path: Path) -> None:
    path = tmp_path / "app.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE lists (id TEXT PRIMARY KEY, title TEXT)")
        conn.execute("INSERT INTO lists VALUES ('b', 'B'), ('a', 'A')")
    found = read_keys(f"sqlite:///{path}", {"lists": ["id"], "tasks": ["id"], "lists_x": ["nope"]})
    assert found["lists"] == [("a",), ("b",)]
    assert isinstance(found["tasks"], str) and "no such table" in found["tasks"]


def _run(command: str, tmp_path: Path, env: dict[str, str] | None = None, started: bool = True) -> dict[str, dict]:
    """Verify only the stack unit (a rule focus) of google-tasks against the app the command starts."""
    environment = load_environment(ENV)
    with sqlite_database() as url:
        app = AppProcess(command, tmp_path / "app.log", env={"DATABASE_URL": url, **(env or {})}, cwd=REPO)
        options = RunOptions(layers=("leaf",), rules=STACK_RULES, stack=StackAccess(app.restart, url) if started else None)
        with app:
            report = verify(environment, app.url, options)
    return {r["id"]: r for r in report["results"] if r["id"].startswith("leaf.protocol.stack.")}


def test_the_gold_app_keeps_its_tables_in_the_database_and_its_state_across_a_restart(tmp_path: Path) -> None:
    results = _run(gold_command(REPO, "google-tasks"), tmp_path)
    assert {k: r["outcome"] for k, r in results.items()} == {
        "leaf.protocol.stack.database": "pass",
        "leaf.protocol.stack.restart": "pass",
    }, results
    assert (tmp_path / "app.restarted.log").is_file(), "the restarted process logs beside the first one, which is kept"


def test_an_app_that_keeps_its_data_in_memory_fails_both(tmp_path: Path) -> None:
    results = _run(crud_command(ENV), tmp_path)
    assert results["leaf.protocol.stack.database"]["outcome"] == "fail"
    assert "nothing was stored" in results["leaf.protocol.stack.database"]["message"]
    assert results["leaf.protocol.stack.restart"]["outcome"] == "fail"
    assert "differing from the state before the restart" in results["leaf.protocol.stack.restart"]["message"]


def test_an_app_that_ignores_database_url_fails_the_database_check(tmp_path: Path) -> None:
    results = _run(f"env -u DATABASE_URL {gold_command(REPO, 'google-tasks')}", tmp_path)
    assert results["leaf.protocol.stack.database"]["outcome"] == "fail"
    assert results["leaf.protocol.stack.restart"]["outcome"] == "fail", "its own file is new at every start"


def test_an_app_the_verifier_did_not_start_has_the_stack_not_run(tmp_path: Path) -> None:
    results = _run(gold_command(REPO, "google-tasks"), tmp_path, started=False)
    assert {r["outcome"] for r in results.values()} == {"not_run"}
    assert all("did not start this app" in r["message"] for r in results.values())


def test_the_unit_replays_the_chain_that_adds_most() -> None:
    unit = stack_unit(load_environment(ENV))
    assert unit.steps and "replays" in unit.id
    assert [a.id for a in unit.asserts] == ["leaf.protocol.stack.database", "leaf.protocol.stack.restart"]


@pytest.mark.skipif(sys.platform != "linux", reason="the app's process group is read from /proc")
def test_restart_keeps_the_port_and_the_tmpdir(tmp_path: Path) -> None:
    script = tmp_path / "app.py"
    script.write_text(
        "import http.server, os, sys, pathlib\n"
        "mark = pathlib.Path(os.environ['TMPDIR']) / 'started'\n"
        "count = int(mark.read_text()) + 1 if mark.exists() else 1\n"
        "mark.write_text(str(count))\n"
        "class H(http.server.BaseHTTPRequestHandler):\n"
        "    def do_GET(self):\n"
        '        body = (\'{"tables": {}, "starts": %d}\' % count).encode()\n'
        "        self.send_response(200); self.send_header('content-type', 'application/json'); self.end_headers()\n"
        "        self.wfile.write(body)\n"
        "    def log_message(self, *a): pass\n"
        "http.server.ThreadingHTTPServer(('127.0.0.1', int(sys.argv[1])), H).serve_forever()\n"
    )
    import httpx

    with AppProcess(f"{sys.executable} {script} {{port}}", tmp_path / "app.log") as app:
        port = app.port
        assert httpx.get(f"{app.url}/api/state").json()["starts"] == 1
        app.restart()
        assert app.port == port
        assert httpx.get(f"{app.url}/api/state").json()["starts"] == 2, "the second process saw the first one's file"


def judge_clock(first: dict, shifted: dict, seed: dict) -> tuple[bool, str]:
    found = BUILTINS.get("eval_reset_now")
    assert found is not None
    params = {"keys": KEYS, "first": "2026-01-15T09:00:00Z", "shifted": "2026-01-16T10:01:01Z"}
    verdict = found.function(CheckContext(before=seed, stack={"first": first, "shifted": shifted}), params)
    return verdict.ok, verdict.message


def test_a_reset_honours_now_wherever_the_clock_is_stamped() -> None:
    seed = {"lists": [{"id": "a", "at": "2026-01-15T09:00:00Z"}]}  # a seed row on the clock is not the run's stamp
    made = {"lists": [*seed["lists"], {"id": "b", "at": "2026-01-15T09:00:00.000Z", "due": "2026-02-01T00:00:00Z"}]}
    later = {"lists": [*seed["lists"], {"id": "b", "at": "2026-01-16T10:01:01+00:00", "due": "2026-02-01T00:00:00Z"}]}
    assert judge_clock(made, later, seed)[0], "the later clock, any spelling; unstamped columns are left alone"
    ok, why = judge_clock(made, made, seed)
    assert not ok and "2026-01-16T10:01:01Z" in why, "the seed's clock again: the reset ignored now"
    renumbered = {"lists": [*seed["lists"], {"id": "zz", "at": "2026-01-16T10:01:01Z", "due": "2026-02-01T00:00:00Z"}]}
    assert judge_clock(made, renumbered, seed)[0], "a row with another id is found by its other columns"
    assert not judge_clock(seed, seed, seed)[0], "nothing written: no stamp to judge the clock by"
    assert judge_clock(made, seed, seed)[0], "a row the later clock did not make is not compared"


def test_a_stamp_a_step_after_the_clock_is_judged_and_a_copied_seed_instant_is_not() -> None:
    seed = {"lists": [{"id": "a", "at": "2026-01-15T09:30:00Z"}]}  # half an hour after the clock, in the seed
    ms = {"t1": 1768467600000, "t2": 1768557661000}  # the two clocks in epoch milliseconds
    made = {"lists": [*seed["lists"], {"id": "b", "sent": ms["t1"] + 2000, "copy": "2026-01-15T09:30:00Z"}]}
    later = {"lists": [*seed["lists"], {"id": "b", "sent": ms["t2"] + 2000, "copy": "2026-01-15T09:30:00Z"}]}
    ok, why = judge_clock(made, later, seed)
    assert ok and why.startswith("1 row(s)"), "the clock plus a counter's two seconds, under either clock"
    ignored = {"lists": [*seed["lists"], {"id": "b", "sent": ms["t1"] + 2000, "copy": "2026-01-15T09:30:00Z"}]}
    assert not judge_clock(made, ignored, seed)[0], "the first clock's stamp again: the reset ignored now"
    drifted = {"lists": [*seed["lists"], {"id": "b", "sent": ms["t2"] + 5000, "copy": "2026-01-15T09:30:00Z"}]}
    assert not judge_clock(made, drifted, seed)[0], "another step after the later clock: not the same writes"


def test_an_app_whose_reset_ignores_now_fails_the_clock_check(tmp_path: Path) -> None:
    environment = load_environment(ENV)
    rules = frozenset({"protocol.reset.now"})
    for command, outcome in [
        (gold_command(REPO, "google-tasks"), "pass"),
        (f"{sys.executable} -m uvicorn ignores_now:app --app-dir {REPO / 'tests/engine/apps'} --port {{port}}", "fail"),
    ]:
        with AppProcess(command, tmp_path / "app.log", cwd=REPO) as app:
            report = verify(environment, app.url, RunOptions(layers=("leaf",), rules=rules))
        result = next(r for r in report["results"] if r["id"] == "leaf.protocol.reset.now")
        assert result["outcome"] == outcome, (command, result["message"])

"""`fgb evaluate`: install and start a submission in a temporary copy, run every layer, write the reports and result.json.

copy SUBMISSION -> tmp; [app].install, [ui].install; start the API with DATABASE_URL naming a throwaway PostgreSQL
database (or, with --db sqlite, a SQLite file of the verifier's own), and the UI on its own port; verify every layer
(root and visual on the UI's URL; the stack unit reads that database and restarts the API once); stop everything;
report.json/html, junit.xml, result.json.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import jsonschema

from .. import __version__, paths
from ..dataset import load_environment
from ..engine.app_log import CappedLog
from ..engine.app_process import AppProcess, AppStartError, free_port
from ..engine.app_store import sqlite_database
from ..engine.process_tree import spawn
from ..engine.reports import write_atomically, write_reports
from ..engine.runner import ALL_LAYERS, RunOptions, unfinished_report, verify
from ..engine.sandbox import Sandbox
from ..engine.sandbox import unavailable as sandbox_unavailable
from ..engine.stack import StackAccess
from ..generated.submission import Submission
from .brief import brief_version
from .limits import EVAL_BUDGET_S, INSTALL_LOG_BYTES, INSTALL_TIMEOUT_S, STARTUP_TIMEOUT_S
from .manifest import load_manifest
from .policy import load_policy
from .submission_hash import submission_sha256
from .submission_venv import make_venv

SCORE_KEYS = ("leaf_pass", "mid_pass", "root_pass", "visual", "integration_gap")
LAYER_OF = {"leaf_pass": "leaf", "mid_pass": "mid", "root_pass": "root", "visual": "visual"}
DATABASES = ("postgres", "sqlite")


class RunFailure(Exception):
    """Install or start failed: an infrastructure failure of the submission, reported, never raised to the user."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


@dataclass
class Confinement:
    """How the submission's commands run: in a bubblewrap sandbox (the default where it works) or unconfined."""

    sandbox: Sandbox | None = None
    database_reach: dict[int, Path] = field(default_factory=dict)  # PostgreSQL's port -> its socket file
    first_on_path: list[Path] = field(default_factory=list)  # the submission's own Python environment, when it installs
    unconfined_because: str | None = None

    def describe(self) -> str:
        return "bwrap" if self.sandbox else f"none: {self.unconfined_because}"


def confinement(
    tmp: Path, work: Path, manifest: Submission, database_url: str, db_sockets: dict[int, Path], root: Path, wanted: bool
) -> Confinement:
    """The sandbox of one evaluation: writable only its copy, home, the SQLite file's folder; the checkout's
    held-out folders hidden; a Python environment of its own when it installs. Unconfined when not wanted or
    when bubblewrap cannot run here (the reason is kept for the report)."""
    if not wanted:
        return Confinement(unconfined_because="--no-sandbox")
    why = sandbox_unavailable()
    if why:
        return Confinement(unconfined_because=why)
    writable = [work]
    if database_url.startswith("sqlite:///"):
        writable.append(Path(database_url.removeprefix("sqlite:///")).parent)
    hidden = [root / name for name in ("environments", "tests", "contracts", "results")]
    sandbox = Sandbox(sockets=tmp / "sockets", home=tmp / "home", writable=writable, hidden=hidden)
    first: list[Path] = []
    if manifest.app.install or (manifest.ui and manifest.ui.install):
        first = [make_venv(tmp / "venv")]
        sandbox.writable.append(tmp / "venv")
    return Confinement(sandbox, dict(db_sockets), first)


def command_env(extra: dict[str, str], confined: Confinement | None = None) -> dict[str, str]:
    """The environment of every command: fgb's, `python` first on PATH as fgb's interpreter (or the submission's
    own environment in the sandbox), plus the ports and URLs."""
    first = [str(p) for p in (confined.first_on_path if confined else [])]
    path = os.pathsep.join([*first, str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    return {**os.environ, "PATH": path, **extra}


def _install(
    command: str | None, cwd: Path, log: CappedLog, what: str, ends: float, allowance_s: float, confined: Confinement
) -> None:
    """Run one install command under the reaper (in the sandbox, with the network) until it exits or the install
    allowance ends; nothing it started (a background job, a daemon) is left running after it. Raises RunFailure."""
    if not command:
        return
    log.write(f"$ {command}\n".encode())
    wrapped = confined.sandbox.command(command, cwd.resolve()) if confined.sandbox else command
    tree = spawn(wrapped, cwd=cwd, env=command_env({}, confined), stdout=subprocess.PIPE, grace_s=3.0)
    assert tree.popen.stdout is not None
    log.follow(tree.popen.stdout)
    code = tree.wait_command(max(0.0, ends - time.monotonic()))
    tree.stop(3.0)  # a finished install's background jobs go too
    log.settle(2.0)
    if code is None:
        raise RunFailure(
            "install", f"{what} install did not finish within the installs' allowance of {allowance_s:g} s (see {log.file})"
        )
    if code != 0:
        tail = "\n".join(log.recent().decode("utf-8", errors="replace").splitlines()[-15:])
        raise RunFailure("install", f"{what} install `{command}` exited with code {code}; log {log.file}:\n{tail}")


def _start_ui(stack: ExitStack, m: Submission, work: Path, out: Path, api: AppProcess, confined: Confinement) -> str | None:
    if m.ui is None:
        return None
    command = m.ui.start.replace("{ui_port}", "{port}").replace("{api_url}", api.url)
    reach = {api.port: confined.sandbox.socket_for(api.port)} if confined.sandbox else None
    ui = AppProcess(
        command, out / "ui.log", STARTUP_TIMEOUT_S, cwd=work / (m.ui.workdir or "."), sandbox=confined.sandbox, reach=reach
    )
    ui.env = command_env({"UI_PORT": str(ui.port), "API_URL": api.url}, confined)
    try:
        stack.enter_context(ui)
    except AppStartError as exc:
        raise RunFailure("ui_start", f"the front end did not start: {exc}") from None
    return ui.url


@contextmanager
def database(kind: str, sockets: dict[int, Path] | None = None) -> Iterator[str]:
    """The DATABASE_URL a submission runs on: a throwaway PostgreSQL database (its socket file put in `sockets`),
    or a SQLite file; gone afterwards.

    Raises PostgresUnavailable (a usage error: install PostgreSQL or choose sqlite) when no server can be started.
    """
    if kind == "sqlite":
        with sqlite_database() as url:
            yield url
        return
    from ..pgcluster import throwaway_cluster

    with throwaway_cluster("submission", sockets) as url:
        yield url


@contextmanager
def running(
    manifest: Submission,
    work: Path,
    out: Path,
    database_url: str,
    install_allowance_s: float = INSTALL_TIMEOUT_S,
    confined: Confinement | None = None,
) -> Iterator[tuple[str, str | None, StackAccess]]:
    """Install and start the submission in `work` (logs into `out`) on `database_url`; yield (API URL, UI URL or
    None, what the stack unit may do to the API); stop it all after. The installs share one allowance.

    Raises RunFailure when an install fails or a process does not answer.
    """
    confined = confined or Confinement(unconfined_because="not asked")
    ends = time.monotonic() + install_allowance_s
    log = CappedLog(out / "install.log", INSTALL_LOG_BYTES, INSTALL_LOG_BYTES)
    try:
        for what, part in (("[app]", manifest.app), ("[ui]", manifest.ui)):
            if part is not None:
                _install(part.install, work / (part.workdir or "."), log, what, ends, install_allowance_s, confined)
    finally:
        log.close()
    with ExitStack() as stack:
        cwd = work / (manifest.app.workdir or ".")
        reach = confined.database_reach if confined.sandbox else None
        api = AppProcess(manifest.app.start, out / "app.log", STARTUP_TIMEOUT_S, cwd=cwd, sandbox=confined.sandbox, reach=reach)
        api.env = command_env({"DATABASE_URL": database_url}, confined)
        try:
            stack.enter_context(api)
        except AppStartError as exc:
            raise RunFailure("app_start", f"the app did not start: {exc}") from None
        yield api.url, _start_ui(stack, manifest, work, out, api, confined), StackAccess(api.restart, database_url)


class LayerUnavailable(Exception):
    """A layer asked for cannot run on this machine: evaluate scores nothing rather than a 0 that is not the app's."""


def refuse_missing_layers(layers: tuple[str, ...]) -> None:
    """Raise LayerUnavailable when root or visual is asked for and no browser can be started here."""
    from ..browser.launch import browser_problem

    wanted = [layer for layer in ("root", "visual") if layer in layers]
    problem = browser_problem() if wanted else None
    if problem:
        raise LayerUnavailable(
            f"the {' and '.join(wanted)} layer{'s' if len(wanted) > 1 else ''} need a browser and none can start here: "
            f"{problem}; or pass --layers leaf,mid to score without them (no result is written)"
        )


def _unstarted_report(env: Any, options: RunOptions, failure: RunFailure) -> dict[str, Any]:
    """The engine's report of an app that is not there: every assert of the run's layers an infrastructure error."""
    dead = f"http://127.0.0.1:{free_port()}"
    report = verify(
        env, dead, RunOptions(layers=options.layers, budget_s=30.0, artifacts_dir=options.artifacts_dir, run_id=options.run_id)
    )
    report["infrastructure"].insert(0, {"kind": failure.kind, "message": str(failure)[:2000], "where": None})
    report["completed"] = False
    return report


def _scores(report: dict[str, Any], layers: tuple[str, ...]) -> dict[str, float | None]:
    scores: dict[str, float | None] = {}
    for key in SCORE_KEYS:
        value = report["scores"][key]["value"]
        wanted = LAYER_OF.get(key, "mid") in layers
        scores[key] = 0.0 if value is None and wanted and not report["completed"] and key != "integration_gap" else value
    # the security layer, where the environment declares security facts (its asserts are in the report): beside the
    # others, never folded into overall
    if "security" in layers and any(r["level"] == "security" for r in report["results"]):
        value = report["scores"]["security"]["value"]
        scores["security"] = 0.0 if value is None and not report["completed"] else value
    return scores


def result_record(
    m: Submission, env: str, version: str, report: dict[str, Any], layers: tuple[str, ...], **run: Any
) -> dict[str, Any]:
    cost = m.cost.model_dump() if m.cost else {}
    return {
        "agent": m.agent.name,
        "model": m.agent.model,
        "environment": env,
        "brief_version": version,
        "scores": _scores(report, layers),
        "completed": bool(report["completed"]),
        "failure": run.get("failure"),
        "duration_s": round(run["duration_s"], 3),
        "cost": {k: cost.get(k) for k in ("usd", "input_tokens", "output_tokens", "wall_s")},
        "started_at": run["started_at"],
        "fgb_version": __version__,
        "submission_sha256": run.get("submission_sha256"),
    }


def evaluate(
    root: Path,
    submission: Path,
    env: str,
    out: Path,
    layers: tuple[str, ...] = ALL_LAYERS,
    budget_s: float = EVAL_BUDGET_S,
    db: str = "postgres",
    sandbox: bool = True,
) -> dict[str, Any]:
    """Evaluate one submission folder against `env`; writes reports and result.json into `out`, returns the result.

    Raises ManifestError (a usage error) when fgb.toml is missing or invalid, LayerUnavailable when a browser
    layer is asked for and no browser can start, PostgresUnavailable when db is postgres and no server starts;
    install and start failures are results with completed false.
    """
    manifest = load_manifest(submission, root)
    refuse_missing_layers(layers)
    environment = load_environment(paths.environments_dir(root) / env)
    version = brief_version(environment.meta.version, load_policy(root).version)
    started_at = datetime.now(UTC).isoformat().replace("+00:00", "Z")
    t0 = time.perf_counter()
    identity = submission_sha256(submission)  # before the run: what was submitted, not what the run left
    out.mkdir(parents=True, exist_ok=True)
    options = RunOptions(layers=layers, budget_s=budget_s, artifacts_dir=out)
    (out / "result.json").unlink(missing_ok=True)  # an earlier run's result must not pass for this one's
    write_reports(unfinished_report(environment, options), out)  # replaced by this run's reports when it ends
    failure: RunFailure | None = None
    db_sockets: dict[int, Path] = {}
    with tempfile.TemporaryDirectory(prefix="fgb-evaluate-") as tmp, database(db, db_sockets) as database_url:
        work = Path(tmp) / "submission"
        shutil.copytree(submission, work, symlinks=True, ignore=shutil.ignore_patterns(".git"))
        confined = Confinement(unconfined_because="the sandbox was not set up")
        try:
            try:
                confined = confinement(Path(tmp), work, manifest, database_url, db_sockets, root, sandbox)
            except (OSError, subprocess.CalledProcessError) as exc:
                raise RunFailure("install", f"the submission's own Python environment could not be made: {exc}") from None
            allowance = min(INSTALL_TIMEOUT_S, budget_s)
            with running(manifest, work, out, database_url, allowance, confined) as (api_url, ui_url, access):
                options.ui_url, options.stack = ui_url, access
                report = verify(environment, api_url, options)
            report["app"].update(
                start_command=manifest.app.start, log_file=str(out / "app.log"), database=db, sandbox=confined.describe()
            )
        except RunFailure as exc:
            failure = exc
    if failure is not None:
        report = _unstarted_report(environment, options, failure)
        report["app"].update(
            start_command=manifest.app.start, log_file=str(out / "app.log"), database=db, sandbox=confined.describe()
        )
    write_reports(report, out)
    reason = (
        str(failure) if failure else (None if report["completed"] else "; ".join(i["message"] for i in report["infrastructure"]))
    )
    result = result_record(
        manifest,
        env,
        version,
        report,
        layers,
        duration_s=time.perf_counter() - t0,
        started_at=started_at,
        failure=reason,
        submission_sha256=identity,
    )
    schema = json.loads((paths.schemas_dir(root) / "result.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(schema).validate(result)
    write_atomically(out / "result.json", json.dumps(result, indent=2) + "\n")
    return result

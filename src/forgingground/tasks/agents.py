"""Agents that act on a running app for one task: do nothing, run the oracle, or run any external command.

The external-command protocol (so a browser or API agent plugs in without code changes): the command runs
in a fresh temporary folder with these environment variables, and is killed when its time limit is up:

    FGB_APP_URL      base URL of the app under test (its UI at /, its API under the contract's paths)
    FGB_ENV          environment name, e.g. gmail
    FGB_TASK_ID      task id
    FGB_TASK_GOAL    the goal in plain words
    FGB_TIME_LIMIT   seconds the agent has
    FGB_DOCUMENT     path of the environment's document.md (the spec the agent may read)

Whatever the command prints goes to the task's log. Its exit code is recorded but never graded: only the
state it leaves behind is.
"""

from __future__ import annotations

import os
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from ..dataset.loader import Environment
from ..generated.tasks import Task


@dataclass
class AgentRun:
    ok: bool
    message: str
    seconds: float
    log: str = ""


class Agent(Protocol):
    name: str

    def act(self, env: Environment, task: Task, base_url: str) -> AgentRun: ...


class NoopAgent:
    """Does nothing: what an agent that gives up scores."""

    name = "noop"

    def act(self, env: Environment, task: Task, base_url: str) -> AgentRun:
        return AgentRun(True, "did nothing", 0.0)


class OracleAgent:
    """Runs the task's oracle solution: its API steps, or its ui_flow in a browser."""

    name = "oracle"

    def act(self, env: Environment, task: Task, base_url: str) -> AgentRun:
        from ..engine.http import AppClient, Deadline, Limits
        from ..engine.steps import run_steps
        from ..engine.transforms import TRANSFORMS
        from ..generated.contract import Step

        started = time.perf_counter()
        oracle = task.oracle
        if oracle.ui_flow:
            return self._ui(env, oracle.ui_flow, base_url, started)
        steps = [Step.model_validate(s) for s in oracle.steps or []]
        client = AppClient(base_url, Limits(), Deadline(120))
        try:
            exchanges, _ = run_steps(client, steps, env.endpoint_by_id(), TRANSFORMS)
        finally:
            client.close()
        bad = [ex for ex in exchanges if ex.error or (ex.status or 0) >= 400]
        message = f"{len(exchanges)} call(s)" + (
            f", {len(bad)} failed: {bad[0].method} {bad[0].url} -> {bad[0].status or bad[0].error}" if bad else ""
        )
        return AgentRun(not bad, message, time.perf_counter() - started)

    def _ui(self, env: Environment, flow_id: str, base_url: str, started: float) -> AgentRun:
        from datetime import datetime

        from ..browser import browser_session, new_page, settle
        from ..engine.journeys import run_flow

        flow = next(f for f in env.contract.ui_flows if f.id == flow_id)
        screens = {s.id: s for s in env.contract.screens}
        with browser_session() as browser:
            page = new_page(browser, datetime.fromisoformat(env.clock().replace("Z", "+00:00")))
            result = run_flow(page, flow, base_url.rstrip("/"), screens)
            settle(page)
            page.context.close()
        return AgentRun(result.ok, result.message, time.perf_counter() - started)


class CommandAgent:
    """Any program: run with the task in its environment, stopped at the time limit."""

    def __init__(self, command: str, time_limit_s: float = 300.0) -> None:
        self.command = command
        self.time_limit_s = time_limit_s
        self.name = f"command: {command}"

    def act(self, env: Environment, task: Task, base_url: str) -> AgentRun:
        started = time.perf_counter()
        variables = {
            "FGB_APP_URL": base_url.rstrip("/"),
            "FGB_ENV": env.name,
            "FGB_TASK_ID": task.id,
            "FGB_TASK_GOAL": task.goal,
            "FGB_TIME_LIMIT": str(int(self.time_limit_s)),
            "FGB_DOCUMENT": str(env.path / "document.md"),
        }
        with tempfile.TemporaryDirectory() as workdir:
            proc = subprocess.Popen(
                self.command,
                shell=True,
                cwd=workdir,
                env={**os.environ, **variables},
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
                start_new_session=True,
            )
            try:
                out, _ = proc.communicate(timeout=self.time_limit_s)
                ok, message = True, f"exited with code {proc.returncode}"
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                out, _ = proc.communicate()
                ok, message = False, f"stopped at the time limit of {self.time_limit_s:.0f} s"
        return AgentRun(ok, message, time.perf_counter() - started, (out or "")[-4000:])


def make_agent(spec: str, time_limit_s: float = 300.0) -> Any:
    """noop, oracle, or a shell command."""
    if spec == "noop":
        return NoopAgent()
    if spec == "oracle":
        return OracleAgent()
    return CommandAgent(spec, time_limit_s)


__all__ = ["Agent", "AgentRun", "CommandAgent", "NoopAgent", "OracleAgent", "Path", "make_agent"]

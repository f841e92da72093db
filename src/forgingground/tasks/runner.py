"""Run an environment's tasks with one agent against a running app, and grade what each left behind."""

from __future__ import annotations

from typing import Any

from ..dataset.loader import Environment
from ..engine.context import CheckContext, Verdict
from ..engine.http import AppClient, Deadline, Limits
from ..engine.ops import BUILTINS
from ..engine.steps import substitute
from .agents import Agent


class TaskInfraError(Exception):
    pass


def _state(client: AppClient) -> dict[str, Any]:
    ex = client.request("GET", "/api/state", step="state")
    if ex.error or ex.status != 200 or not ex.has_json or "tables" not in ex.json:
        raise TaskInfraError(f"GET /api/state failed: {ex.error or ex.status}")
    return ex.json["tables"]


def _reset(client: AppClient, env: Environment) -> None:
    ex = client.request("POST", "/api/reset", body={"now": env.clock()}, has_body=True, step="reset")
    if ex.error or ex.status is None or not 200 <= ex.status < 300:
        raise TaskInfraError(f"POST /api/reset failed: {ex.error or ex.status}")


def run_tasks(env: Environment, base_url: str, agent: Agent, only: list[str] | None = None) -> dict[str, Any]:
    """Restore -> agent acts -> read state -> grade, for every task; reward 1 when every grader check passes."""
    ops = BUILTINS
    keys = env.primary_keys()
    client = AppClient(base_url, Limits(request_timeout_s=30), Deadline(3600))
    rows = []
    try:
        _reset(client, env)
        seed = _state(client)
        for task in env.tasks.tasks:
            if only and task.id not in only:
                continue
            row: dict[str, Any] = {
                "id": task.id,
                "family": task.family,
                "possible": task.possible,
                "difficulty": task.difficulty.value,
            }
            try:
                _reset(client, env)
                run = agent.act(env, task, base_url)
                after = _state(client)
            except TaskInfraError as exc:
                rows.append({**row, "reward": 0, "infra_error": str(exc), "checks": []})
                continue
            ctx = CheckContext(before=seed, after=after, keys=keys, ops=ops)
            checks = []
            for check in task.grader:
                op = ops.get(check.op)
                verdict = op.function(ctx, substitute(check.params or {}, {})) if op else Verdict(False, f"unknown op {check.op}")
                checks.append({"op": check.op, "ok": verdict.ok, "message": verdict.message})
            rows.append(
                {
                    **row,
                    "reward": int(all(c["ok"] for c in checks)),
                    "agent": {"ok": run.ok, "message": run.message, "seconds": round(run.seconds, 2), "log": run.log[-1000:]},
                    "checks": checks,
                    "state_diff": ctx.diff().to_json(limit=5),
                }
            )
    finally:
        client.close()
    total = len(rows)
    passed = [r["id"] for r in rows if r["reward"]]
    return {
        "environment": env.name,
        "agent": agent.name,
        "tasks": total,
        "passed": len(passed),
        "score": round(len(passed) / total, 4) if total else 0.0,
        "passed_ids": passed,
        "rows": rows,
    }

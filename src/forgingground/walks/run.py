"""Run walks on an app: record what gold shows (generation), or judge another app against that record."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..dataset.loader import Environment
from ..engine.context import Exchange
from ..engine.equality import instant
from ..engine.http import AppClient
from ..engine.reports.curl import curl_command, reset_command
from ..engine.steps import run_steps
from ..engine.transforms import TRANSFORMS
from ..engine.walk_compare import FRESH, agree, canonical, first_divergence, read
from ..generated.contract import Step
from .contested import Shape, accepted_requests, may_answer
from .free import unordered
from .observe import Observed, mark_fresh

UNSTATED = "is stated nowhere"
TYPE_NAMES = {"string", "number", "boolean", "array", "object", "null"}  # what JMESPath's type() answers: no wording


def reset(client: AppClient, env: Environment) -> None:
    ex = client.request("POST", "/api/reset", body={"now": env.clock()}, has_body=True, step="reset", protocol=True)
    if ex.error_kind or ex.status is None or not 200 <= ex.status < 300:
        raise RuntimeError(f"POST /api/reset failed: {ex.error or f'status {ex.status}'}")


def play(client: AppClient, env: Environment, steps: list[dict[str, Any]]) -> tuple[list[Exchange], dict[str, Any]]:
    """Reset to the seed, then the walk's steps in order."""
    reset(client, env)
    models = [Step.model_validate(s) for s in steps]
    return run_steps(client, models, env.endpoint_by_id(), TRANSFORMS)


def record(
    client: AppClient,
    env: Environment,
    walk_id: str,
    steps: list[dict[str, Any]],
    seen: dict[str, Observed],
    free: list[dict[str, Any]],
    again: AppClient | None = None,
    expected: dict[Shape, set[int | None]] | None = None,
    played: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """One walk as gold plays it, twice (the second time through `again`, the equivalence proxy, when given; the first
    play is `played` when the caller has just made it, observe_once's rows of these very steps): per step
    the status and the values the environment's asserts read on that endpoint, objects the walk made written as the
    variables that captured them. A status no assert checks on that endpoint, or anything the second play shows
    otherwise (a generated token, a clock read, an order no rule fixes), is left out and listed as free. A refusal
    where another stated error may apply (`expected`: contested.py) is recorded as any of them."""
    first = played if played is not None else observe_once(client, env, steps, seen, free)[0]
    second = observe_once(again or client, env, steps, seen, free)[0]
    observed: list[dict[str, Any]] = []
    notes: list[str] = []
    bound: dict[str, Any] = {}  # fresh values of the first play -> the second's, for the whole walk
    for step, a, b in zip(steps, first, second, strict=True):
        row: dict[str, Any] = {"step": step["name"]}
        either = may_answer(step, a["status"], expected or {}) if "status" in a else []
        if either and a["status"] == b.get("status") and _objects_refuse(client, env, steps, len(observed), expected or {}):
            row["status_in"] = either
            shown = " or ".join(map(str, either))
            notes.append(f"{step['name']}: {shown}, gold {a['status']}: two stated errors may apply, no rule says which wins")
        elif "status" in a and a["status"] == b.get("status"):
            row["status"] = a["status"]
        elif "status" in a:
            notes.append(f"{step['name']}: the status differs between two plays of gold")
        else:
            notes.append(f"{step['name']}: status {a['answered']} (no assert on {step['call']} checks it)")
        reads = [r for r in a["reads"] if _again(r, b["reads"], bound)]
        notes += [
            f"{step['name']}: {r['kind']} of {r['expr']} differs between two plays of gold" for r in a["reads"] if r not in reads
        ]
        notes += [f"{step['name']}: {why}" for why in a["free"]]
        if reads:
            row["reads"] = reads
        row["rules"] = a["rules"]
        observed.append(row)
    return {"id": walk_id, "steps": steps, "observed": observed, "free": notes}


def _objects_refuse(
    client: AppClient, env: Environment, steps: list[dict[str, Any]], k: int, expected: dict[Shape, set[int | None]]
) -> bool:
    """Whether step k's objects, after the steps before it, refuse every request the probes send to be accepted (so
    that a second error applies besides the request's own); True where no such request is known."""
    for asked in accepted_requests(steps[k]["call"], expected):
        variant = {key: v for key, v in steps[k].items() if key not in ("body", "query", "capture")} | asked
        exchanges, _ = play(client, env, [*steps[:k], variant])
        status = exchanges[k].status if k < len(exchanges) else None
        if status is not None and status < 400:
            return False
    return True


def _again(read: dict[str, Any], others: list[dict[str, Any]], bound: dict[str, Any]) -> bool:
    """Whether the second play shows the read alike, by the rules a judged app meets (agree); binds fresh values."""
    for other in others:
        if (other["expr"], other["kind"]) != (read["expr"], read["kind"]):
            continue
        trial = dict(bound)
        if agree(read["value"], other["value"], bool(read.get("ordered")), read["expr"], trial) is None:
            bound.update(trial)
            return True
    return False


def observe_once(
    client: AppClient, env: Environment, steps: list[dict[str, Any]], seen: dict[str, Observed], free: list[dict[str, Any]]
) -> tuple[list[dict[str, Any]], list[Exchange], dict[str, Any]]:
    """One play of the walk on gold: per step its status, reads and free notes; the exchanges; the captures."""
    exchanges, captures = play(client, env, steps)
    made = {v: k for k, v in captures.items() if isinstance(v, str) and v}
    known = (
        strings(env.seed.model_dump(mode="json"))
        | strings([ex.request_body for ex in exchanges])
        | strings([ex.url for ex in exchanges])
    )
    fresh: dict[str, str] = {}
    brief = (env.path / "document.md").read_text(encoding="utf-8")
    # an instant is stated when the seed, a request or the clock holds it, in whatever spelling (reads are canonical)
    instants = {canonical(t) for t in known | {env.clock()} if instant(t) is not None}
    rows = []
    for k, step in enumerate(steps):
        facts = seen[step["call"]]
        ex = exchanges[k] if k < len(exchanges) else None
        if ex is None or ex.error_kind:
            raise RuntimeError(f"gold did not answer step {step['name']} ({step['call']}): {ex.error if ex else 'not made'}")
        row: dict[str, Any] = {"answered": ex.status, "rules": sorted(facts.rules), "reads": [], "free": []}
        if ex.status in facts.statuses:
            row["status"] = ex.status
        # an error's body is left out: its shape is stated for few endpoints, and an object's keys vary by clone
        if ex.status in facts.statuses and 200 <= ex.status < 300:
            any_order = unordered(free, step["call"], ex)
            for look in sorted(facts.looks.values(), key=lambda x: x.key):
                value = read(look, ex.json) if ex.has_json else None
                if value is not None:
                    value = mark_fresh(_template(value, made), known, fresh, look.expr)
                    unstated = sorted(
                        t
                        for t in texts(value)
                        if t not in known
                        and t not in instants
                        and not t.startswith(("${", FRESH))
                        and t not in brief
                        and not (t in TYPE_NAMES and "type(" in look.expr)
                    )
                    if unstated:  # a text a check expects must be in the brief: gold's own wording is not judged
                        # the app's own address in a text (a paging link) differs between plays: `$APP` stands for it
                        shown = ", ".join(unstated[:3]).replace(client.base_url.rstrip("/"), "$APP")
                        row["free"].append(f"{look.expr}: {shown} {UNSTATED}")
                        continue
                    item = {"expr": look.expr, "kind": look.kind, "value": value}
                    if look.ordered and look.expr not in any_order:
                        item["ordered"] = True
                    row["reads"].append(item)
        rows.append(row)
    return rows, exchanges, captures


def texts(value: Any) -> set[str]:
    if isinstance(value, dict):
        return {t for v in value.values() for t in texts(v)}
    if isinstance(value, list):
        return {t for v in value for t in texts(v)}
    return {value} if isinstance(value, str) else set()


def strings(value: Any) -> set[str]:
    """Every string in a value, and every path segment and query value of a URL (a request's own ids)."""
    if isinstance(value, dict):
        return {s for v in value.values() for s in strings(v)} | set(value)
    if isinstance(value, list):
        return {s for v in value for s in strings(v)}
    if isinstance(value, str):
        return {value, *re.split(r"[/?&=]", value)}
    return set()


def _template(value: Any, made: dict[str, str]) -> Any:
    if isinstance(value, dict):
        return {k: _template(v, made) for k, v in value.items()}
    if isinstance(value, list):
        return [_template(v, made) for v in value]
    if isinstance(value, str) and value in made:
        return "${" + made[value] + "}"
    return value


@dataclass
class Divergence:
    walk: str
    step: str
    call: str
    why: str
    rules: list[str] = field(default_factory=list)
    reproduction: list[str] = field(default_factory=list)


def judge(client: AppClient, env: Environment, walk: dict[str, Any], base_url: str) -> Divergence | None:
    """The first step where the app shows other than gold did, or None when it agrees all the way."""
    exchanges, captures = play(client, env, walk["steps"])
    found = first_divergence(walk["observed"], exchanges, captures)
    if found is None:
        return None
    k, why = found
    step, row = walk["steps"][k], walk["observed"][k]
    return Divergence(walk["id"], step["name"], step["call"], why, row["rules"], _curl(exchanges[: k + 1], base_url, env.clock()))


def _curl(exchanges: list[Exchange], base_url: str, now: str) -> list[str]:
    """The walk up to its divergence as curl lines from the reset, the app's base as $APP."""
    return [reset_command(base_url, now), *(curl_command(ex.evidence(), base_url) for ex in exchanges)]

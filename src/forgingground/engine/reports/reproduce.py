"""How a reader reproduces a run's failures: reset as the run did, then rerun only what judges each failed rule."""

from __future__ import annotations

import shlex
from typing import Any

from .curl import APP_VARIABLE, reset_command

FAILED = ("fail", "infra_error")


def failed_rules(report: dict[str, Any]) -> list[str]:
    """The rules failed asserts judge, in order of first failure."""
    seen: dict[str, None] = {}
    for r in report["results"]:
        if r["outcome"] in FAILED:
            seen.update(dict.fromkeys(r.get("rules") or []))
    return list(seen)


def rerun_lines(report: dict[str, Any], url: str, limit: int | None = None) -> list[str]:
    """`fgb verify ENV --url URL --rule RULE` per failed rule (URL as given: "$APP" in the page, the run's URL in a terminal)."""
    env = shlex.quote(report["environment"])
    rules = failed_rules(report)
    lines = [f"fgb verify {env} --url {url} --rule {shlex.quote(rule)}" for rule in rules[:limit]]
    if limit is not None and len(rules) > limit:
        lines.append(f"# and {len(rules) - limit} more rule(s): report.html lists them all")
    return lines


def reproduction(report: dict[str, Any]) -> list[str]:
    """The shell lines report.html shows: set $APP, reset with the run's `now`, rerun each failed rule."""
    base = report["app"]["url"]
    return [
        f"{APP_VARIABLE}={shlex.quote(base.rstrip('/'))}   # this run's app has stopped: set it to where yours answers now",
        reset_command(base, report.get("reset_now")),
        *rerun_lines(report, f'"${APP_VARIABLE}"'),
    ]

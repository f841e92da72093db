"""An assert that checks a named step's response must be used only where a step of that name runs."""

from __future__ import annotations

from typing import Any

from .problems import Collector, pointer


def _step_params(check: dict[str, Any], where: tuple[object, ...]) -> list[tuple[str, tuple[object, ...]]]:
    """Every params.step of a check (and of eval_all's sub-checks), with its pointer parts."""
    params = check.get("params") or {}
    found = []
    if isinstance(params.get("step"), str):
        found.append((params["step"], (*where, "params", "step")))
    if check.get("op") == "eval_all":
        for i, sub in enumerate(params.get("checks") or []):
            if isinstance(sub, dict):
                found += _step_params(sub, (*where, "params", "checks", i))
    return found


def check_assert_steps(contract: dict[str, Any], asserts: dict[str, Any], shown: str, out: Collector) -> None:
    """Report each assert whose params.step names no step of a probe or chain that runs it (it would always fail)."""
    index = {a["id"]: (i, a) for i, a in enumerate(asserts["asserts"])}
    for section in ("probes", "chains"):
        for j, user in enumerate(contract[section]):
            names = [s.get("name") or s.get("call") for s in user.get("steps", [])]
            for ident in user.get("asserts", []):
                if ident not in index:
                    continue  # reported by the cross-reference check
                i, item = index[ident]
                for step, where in _step_params(item["check"], ("asserts", i, "check")):
                    if step not in names:
                        out.error(
                            shown,
                            pointer(*where),
                            f"names step {step!r}, which {section[:-1]} {user['id']!r} (contract.json /{section}/{j}) lacks: "
                            f"its steps are {', '.join(map(str, names))}; fix the name or the step",
                        )

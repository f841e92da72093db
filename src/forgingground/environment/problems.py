"""Problems found in an environment: collected, never raised, each with where and what to change."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from enum import StrEnum


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True)
class Problem:
    """One finding: the file, the JSON pointer inside it, and a message that says the consequence."""

    path: str
    pointer: str
    message: str
    severity: Severity = Severity.ERROR

    def render(self) -> str:
        return f"{self.path}:{self.pointer}: {self.severity.value}: {self.message}"


def pointer(*parts: object) -> str:
    """RFC 6901 pointer from path parts ('' is the whole document)."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


class Collector:
    """Accumulates problems for one file at a time."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def error(self, path: str, ptr: str, message: str) -> None:
        self.problems.append(Problem(path, ptr, message, Severity.ERROR))

    def warning(self, path: str, ptr: str, message: str) -> None:
        self.problems.append(Problem(path, ptr, message, Severity.WARNING))


def sort_problems(problems: list[Problem]) -> list[Problem]:
    """Errors first, then by file and pointer, so output is stable."""
    return sorted(problems, key=lambda p: (p.severity != Severity.ERROR, p.path, p.pointer, p.message))


def render_text(problems: list[Problem], checked: int) -> str:
    lines = [p.render() for p in sort_problems(problems)]
    errors = sum(p.severity == Severity.ERROR for p in problems)
    warnings = len(problems) - errors
    verdict = "FAILED" if errors else "ok"
    lines.append(f"{verdict}: {checked} environment(s) checked, {errors} error(s), {warnings} warning(s)")
    return "\n".join(lines)


def render_json(problems: list[Problem], checked: int) -> str:
    errors = sum(p.severity == Severity.ERROR for p in problems)
    return json.dumps(
        {
            "checked": checked,
            "errors": errors,
            "warnings": len(problems) - errors,
            "problems": [asdict(p) | {"severity": p.severity.value} for p in sort_problems(problems)],
        },
        indent=2,
    )

"""The hostile-app suite: run `fgb verify` as a user would, then check what any run must leave behind.

Every case checks: no traceback, no orphan process (the process table is searched for the case's token), a
bounded run, report.json valid against schemas/score.schema.json, junit.xml parsed by an XML parser,
report.html UTF-8; and its own verdict. Each test's outcome is recorded; with FGB_HOSTILE_RESULTS=<file>
(set by `nox -s hostile`) the suite writes {"tried", "survived", "cases"} there.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from xml.etree import ElementTree as ET

import jsonschema
import pytest

REPO = Path(__file__).resolve().parents[2]
APPS = Path(__file__).parent / "apps"
SCORE_SCHEMA = json.loads((REPO / "schemas" / "score.schema.json").read_text())
RUN_LIMIT_S = 180  # no case may take longer than this, however hostile the app


@dataclass
class Verified:
    """What one `fgb verify` left: exit code, output, reports, and processes still alive with the case's token."""

    code: int
    stdout: str
    stderr: str
    out: Path
    leftovers: list[str] = field(default_factory=list)

    @property
    def report(self) -> dict[str, Any]:
        return json.loads((self.out / "report.json").read_text(encoding="utf-8"))

    def outcome(self, assert_id: str) -> dict[str, Any]:
        return next(r for r in self.report["results"] if r["id"] == assert_id)

    def infra_kinds(self) -> set[str]:
        return {i["kind"] for i in self.report["infrastructure"]}


def processes_with(token: str) -> list[str]:
    """Command lines of live processes that carry token (zombies excluded)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue
        if token in cmdline and state != "Z":
            found.append(f"{entry.name}: {cmdline[:200]}")
    return found


def app_command(app: str, token: str, background: bool = False, then: str = "") -> str:
    """The start command of a hostile app: python <app>.py PORT TOKEN (optionally `&`, as a careless script would,
    and a command after it)."""
    return f"{sys.executable} {APPS / app}.py {{port}} {token}" + (" &" if background else "") + (f" {then}" if then else "")


def run_verify(root: Path, out: Path, args: list[str], token: str | None = None) -> Verified:
    """`fgb verify` in a child process (a traceback or a hang there cannot hide), then the process-table check."""
    proc = subprocess.run(
        [sys.executable, "-m", "forgingground", "--root", str(root), "verify", *args, "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=RUN_LIMIT_S,
        cwd=root,
    )
    return Verified(proc.returncode, proc.stdout, proc.stderr, out, processes_with(token) if token else [])


def check_survived(v: Verified, codes: tuple[int, ...]) -> None:
    """What every case demands, whatever the app did."""
    assert "Traceback" not in v.stderr, v.stderr[-3000:]
    assert v.code in codes, f"exit {v.code}, expected {codes}; stderr: {v.stderr[-2000:]}"
    assert not v.leftovers, f"processes left behind: {v.leftovers}"
    jsonschema.Draft202012Validator(SCORE_SCHEMA).validate(v.report)
    ET.parse(v.out / "junit.xml")  # raises on ill-formed XML
    HTMLParser().feed((v.out / "report.html").read_bytes().decode("utf-8"))


@pytest.fixture
def token() -> str:
    return f"fgb-hostile-{uuid.uuid4().hex[:12]}"


# -- recording ----------------------------------------------------------------------------------------
_CASES: dict[str, dict[str, Any]] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if "hostile_apps" not in report.nodeid:
        return
    case_id = report.nodeid.split("::")[-1]
    what = dict(report.user_properties).get("what", "")
    row = _CASES.setdefault(case_id, {"id": case_id, "what": what, "survived": True})
    row["what"] = row["what"] or what
    if report.skipped:
        row["skipped"] = True
    if report.failed or (report.when == "call" and report.outcome != "passed"):
        row["survived"] = False


def pytest_sessionfinish(session: pytest.Session) -> None:
    target = os.environ.get("FGB_HOSTILE_RESULTS")
    if not target or not _CASES:
        return
    cases = sorted((c for c in _CASES.values() if not c.pop("skipped", False)), key=lambda c: c["id"])
    summary = {
        "generated_by": "nox -s hostile",
        "tried": len(cases),
        "survived": sum(c["survived"] for c in cases),
        "cases": cases,
    }
    jsonschema.Draft202012Validator(json.loads((REPO / "schemas" / "hostile_apps.schema.json").read_text())).validate(summary)
    Path(target).parent.mkdir(parents=True, exist_ok=True)
    Path(target).write_text(json.dumps(summary, indent=2) + "\n")

"""Schemathesis (what an API-testing user might pick instead) on the same mutants: which does it kill, how fast?

Schemathesis fuzzes the gold app's OpenAPI. It already reports findings on the correct app (statuses the
OpenAPI does not list), so a mutant counts as killed when the set of (operation, failure) findings differs
from the gold app's under the same seed.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from ..engine.app_process import AppProcess
from ..gold import gold_command
from .mutants import mutant_start

SEED = "20260115"


def _st() -> str:
    found = shutil.which("st") or str(Path(sys.executable).with_name("st"))
    if not Path(found).exists():
        raise FileNotFoundError("schemathesis is not installed (pip install schemathesis)")
    return found


def findings(root: Path, env: str, mutant: str | None, outside: bool = False) -> tuple[set[str], float]:
    """(operation: failure) findings of one schemathesis run against the gold app (optionally a mutant, started as
    `fgb mutants` starts it), and seconds."""
    with tempfile.TemporaryDirectory() as tmp:
        command, extra = mutant_start(root, env, mutant, outside) if mutant else (gold_command(root, env), {})
        with AppProcess(command, Path(tmp) / "app.log", env=extra, cwd=root) as app:
            started = time.perf_counter()
            subprocess.run(
                [
                    _st(),
                    "run",
                    f"{app.url}/openapi.json",
                    "--checks",
                    "all",
                    "--phases",
                    "examples,coverage,fuzzing",
                    "--max-examples",
                    "10",
                    "--workers",
                    "1",
                    "--seed",
                    SEED,
                    "--generation-deterministic",
                    "--exclude-path-regex",
                    "^/api/",
                    "--request-timeout",
                    "5",
                    "--report",
                    "junit",
                    "--report-junit-path",
                    str(Path(tmp) / "junit.xml"),
                ],
                capture_output=True,
                text=True,
                check=False,
                cwd=tmp,  # its crash cache stays in the run's own folder: every run starts equal, the checkout stays clean
            )
            seconds = time.perf_counter() - started
        junit = Path(tmp) / "junit.xml"
        found: set[str] = set()
        if junit.exists():
            for case in ET.parse(junit).getroot().iter("testcase"):
                for failure in list(case.findall("failure")) + list(case.findall("error")):
                    first = (failure.get("message") or failure.text or "").strip().splitlines()
                    found.add(f"{case.get('name')}: {first[0][:120] if first else failure.tag}")
    return found, seconds


def compare(root: Path, env: str, mutants: dict[str, bool]) -> dict[str, Any]:
    """Schemathesis on the gold app and on each mutant (name -> whether it is an outside mutant)."""
    gold, gold_seconds = findings(root, env, None)
    rows: list[dict[str, Any]] = []
    for name, outside in mutants.items():
        found, seconds = findings(root, env, name, outside)
        rows.append(
            {
                "mutant": name,
                "killed": found != gold,
                "new_findings": sorted(found - gold)[:5],
                "lost_findings": len(gold - found),
                "seconds": round(seconds, 2),
            }
        )
        print(f"schemathesis {name:28} {'killed' if found != gold else 'survived'} ({seconds:.1f} s)", flush=True)
    return {
        "environment": env,
        "tool": "schemathesis",
        "settings": f"--checks all --phases examples,coverage,fuzzing --max-examples 10 --seed {SEED}",
        "gold_findings": len(gold),
        "gold_seconds": round(gold_seconds, 2),
        "mutants": len(rows),
        "killed": sum(bool(r["killed"]) for r in rows),
        "seconds": round(sum(float(r["seconds"]) for r in rows), 1),
        "rows": rows,
    }

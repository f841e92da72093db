"""Each test file's seconds in a CI run: conftest.py starts the longest files first, so none holds the suite open alone.

Refresh from a run's JUnit report (CI's suite, say): `python tests/file_seconds.py suite.xml` rewrites
tests/file_seconds.json. A file not listed there counts 0 s and runs last.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ElementTree
from collections import Counter
from pathlib import Path

FILE = Path(__file__).with_suffix(".json")


def load(file: Path = FILE) -> dict[str, float]:
    """The committed seconds per test file (path from the repository's root), or nothing when there are none."""
    try:
        return {str(k): float(v) for k, v in json.loads(file.read_text())["seconds"].items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


def test_file(classname: str) -> str:
    """tests.ref_apps.test_x.TestY -> tests/ref_apps/test_x.py (JUnit names a test's module and class, not its file)."""
    parts: list[str] = []
    for part in classname.split("."):
        parts.append(part)
        if part.startswith("test_"):
            break
    return "/".join(parts) + ".py"


def from_junit(report: Path) -> dict[str, float]:
    """Seconds per file in a JUnit report (setup, call and teardown of each test case), rounded to a tenth."""
    seconds: Counter[str] = Counter()
    for case in ElementTree.parse(report).iter("testcase"):
        seconds[test_file(case.get("classname") or "")] += float(case.get("time") or 0)
    return {name: round(value, 1) for name, value in sorted(seconds.items(), key=lambda kv: (-kv[1], kv[0]))}


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python tests/file_seconds.py JUNIT.xml", file=sys.stderr)
        return 2
    seconds = from_junit(Path(argv[0]))
    made = f"python tests/file_seconds.py {Path(argv[0]).name} (seconds of each test file in one CI run; conftest.py reads them)"
    FILE.write_text(json.dumps({"generated_by": made, "seconds": seconds}, indent=1) + "\n")
    print(f"{FILE}: {len(seconds)} files, {sum(seconds.values()):.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

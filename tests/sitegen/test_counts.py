"""Counts written in prose (README, guides, home page) equal the counts the dataset and the generated results give."""

from __future__ import annotations

import json
import re
from pathlib import Path

from forgingground.environment import list_environments

REPO = Path(__file__).resolve().parents[2]
WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen twenty twenty-one twenty-two twenty-three twenty-four twenty-five".split()
)}  # fmt: skip
PAGES = [
    REPO / "README.md",
    REPO / "CONTRIBUTING.md",
    *sorted((REPO / "site" / "docs").glob("*.md")),
    *sorted((REPO / "site" / "docs" / "guides").glob("*.md")),
]


def number(text: str) -> int:
    return int(text) if text.isdigit() else WORDS[text.lower()]


def claims(pattern: str) -> list[tuple[str, int]]:
    found = []
    for page in PAGES:
        for m in re.finditer(pattern, page.read_text(encoding="utf-8"), flags=re.IGNORECASE):
            if m.group(1).isdigit() or m.group(1).lower() in WORDS:
                found.append((f"{page.relative_to(REPO)}: {m.group(0)!r}", number(m.group(1))))
    return found


def test_every_environment_count_in_prose_is_the_dataset_s() -> None:
    envs = len(list_environments(REPO))
    found = claims(r"\b(?:all|the|of all)\s+([a-z-]+|\d+)\s+environments\b")
    assert found, "the prose states the number of environments somewhere"
    assert [c for c, n in found if n != envs] == [], f"there are {envs} environments"


def test_the_calibrated_screen_count_in_prose_is_the_calibration_s() -> None:
    screens = sum(
        1
        for c in (json.loads(p.read_text()) for p in (REPO / "environments").glob("*/contract.json"))
        for s in c.get("screens", [])
        if s.get("reference")
    )
    calibration = (REPO / "contracts" / "VISUAL_CALIBRATION.md").read_text()
    assert f"{screens}/{screens}" in calibration, "every screen with a reference is calibrated"
    found = claims(r"\ball\s+(\d+)\s+screens\b")
    assert found and [c for c, n in found if n != screens] == [], f"{screens} screens have a reference screenshot"

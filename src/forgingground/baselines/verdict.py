"""When a CRUD-only run is wrong: an app that did not start, or a leaf score not strictly between the empty app and gold."""

from __future__ import annotations

from typing import Any


def crud_failures(rows: list[dict[str, Any]], floor: float, empty: dict[str, float] | None = None) -> list[str]:
    """Problems of a run. Plain CRUD must clear what the empty app scores in the same environment (`empty`, the
    committed baseline's leaf scores), or `floor`, the most the empty app may score, where no baseline is known: an
    API that is not CRUD-shaped (google-contacts' batch calls and resource names) leaves CRUD little, but never
    nothing more than an app that answers nothing."""
    problems = []
    for row in rows:
        if "error" in row:
            problems.append(f"{row['environment']}: the CRUD-only app did not start")
            continue
        floor_here = (empty or {}).get(row["environment"], floor)
        leaf = row["leaf_pass"]
        if leaf["status"] == "scored" and not floor_here < leaf["value"] < 1.0:
            problems.append(
                f"{row['environment']}: the CRUD-only app scores leaf_pass = {leaf['value']}, outside ({floor_here}, 1.0): "
                + ("its graders pass an app with no business rules" if leaf["value"] >= 1.0 else "plain CRUD maps too little")
            )
    return problems

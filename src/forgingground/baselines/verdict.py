"""When a CRUD-only run is wrong: an app that did not start, or a leaf score not strictly between the empty app and gold."""

from __future__ import annotations

from typing import Any


def crud_failures(rows: list[dict[str, Any]], floor: float) -> list[str]:
    """Problems of a run; `floor` is the most the empty app may score, which plain CRUD must clear."""
    problems = []
    for row in rows:
        if "error" in row:
            problems.append(f"{row['environment']}: the CRUD-only app did not start")
            continue
        leaf = row["leaf_pass"]
        if leaf["status"] == "scored" and not floor < leaf["value"] < 1.0:
            problems.append(
                f"{row['environment']}: the CRUD-only app scores leaf_pass = {leaf['value']}, outside ({floor}, 1.0): "
                + ("its graders pass an app with no business rules" if leaf["value"] >= 1.0 else "plain CRUD maps too little")
            )
    return problems

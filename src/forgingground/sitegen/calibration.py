"""The calibration page: the calibration tables plus, per screen, the perturbed screenshots that were scored."""

from __future__ import annotations

import json
import shutil
from html import escape
from pathlib import Path
from typing import Any


def page(root: Path, shots_out: Path, note: str) -> str:
    """Copy contracts/calibration/ into `shots_out` and return the page: tables first, then a gallery per screen."""
    table = root / "contracts" / "VISUAL_CALIBRATION.md"
    result_file = root / "contracts" / "results" / "visual_calibration.json"
    out = [note.rstrip("\n"), "", table.read_text() if table.exists() else "# Visual-fidelity calibration\n\nNot run yet.\n"]
    shots = root / "contracts" / "calibration"
    if not result_file.exists() or not shots.is_dir():
        return "\n".join(out)
    result: dict[str, Any] = json.loads(result_file.read_text())
    threshold = result["threshold"]
    if shots_out.exists():
        shutil.rmtree(shots_out)
    shutil.copytree(shots, shots_out)
    out += [
        "## What each perturbation looks like",
        "",
        f"The screenshots the calibration scored (downscaled; click one to see it larger). Each caption gives the score and "
        f"whether it passes (>= {threshold}). Remake them with `nox -s calibrate`.",
        "",
    ]
    for env, one in result.get("per_environment", {}).items():
        rows = {r["perturbation"]: r for r in one["rows"]}
        screens = sorted(
            {s for r in one["rows"] for s in r["per_screen"]}, key=lambda s: list(rows["identical"]["per_screen"]).index(s)
        )
        out += [f"### {env}", ""]
        for screen in screens:
            figures = []
            for name, row in rows.items():
                png = shots / env / screen / f"{name}.png"
                if not png.exists():
                    continue
                value = row["per_screen"][screen]
                verdict = "passes" if value >= threshold else "fails"
                src = f"{shots_out.name}/{env}/{screen}/{name}.png"
                clone = "a clone" if row["a_person_calls_it_a_clone"] else "not a clone"
                figures.append(
                    f'<figure class="fgb-shot fgb-{verdict}"><a href="{src}"><img src="{src}" alt="{escape(env)} {escape(screen)}: '
                    f'{escape(row["what"])}" loading="eager"></a><figcaption>{escape(name)} ({clone}): <b>{value:.2f}</b> {verdict}'
                    "</figcaption></figure>"
                )
            if figures:
                out += [f"#### {env} / {screen}", "", '<div class="fgb-shots">', *figures, "</div>", ""]
    return "\n".join(out)

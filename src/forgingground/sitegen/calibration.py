"""The calibration pages: the calibration tables, and per environment a gallery of the perturbed screenshots that were
scored (one page per environment: a single page with every screenshot of 21 environments took over 30 s to load)."""

from __future__ import annotations

import json
import shutil
from html import escape
from pathlib import Path
from typing import Any


def page(root: Path, shots_out: Path, note: str) -> tuple[str, dict[str, str]]:
    """Copy contracts/calibration/ into `shots_out`; return the page (tables, then links to the galleries) and each
    environment's gallery page, to be written beside it as calibration-<env>.md."""
    table = root / "contracts" / "VISUAL_CALIBRATION.md"
    result_file = root / "contracts" / "results" / "visual_calibration.json"
    out = [note.rstrip("\n"), "", table.read_text() if table.exists() else "# Visual-fidelity calibration\n\nNot run yet.\n"]
    shots = root / "contracts" / "calibration"
    if not result_file.exists() or not shots.is_dir():
        return "\n".join(out), {}
    result: dict[str, Any] = json.loads(result_file.read_text())
    threshold = result["threshold"]
    if shots_out.exists():
        shutil.rmtree(shots_out)
    shutil.copytree(shots, shots_out)
    out += [
        "## What each perturbation looks like",
        "",
        "The screenshots the calibration scored, one gallery per environment:",
        "",
    ]
    galleries: dict[str, str] = {}
    for env, one in result.get("per_environment", {}).items():
        figures = gallery(env, one, shots, shots_out.name, threshold)
        if figures:
            out.append(f"- [{env}](calibration-{env}.md)")
            galleries[env] = "\n".join(
                [
                    note.rstrip("\n"),
                    "",
                    f"# Visual-fidelity calibration: {env}",
                    "",
                    f"The screenshots the calibration scored (downscaled; click one to see it larger). Each caption gives the "
                    f"score and whether it passes (>= {threshold}). Remake them with `nox -s calibrate`; the tables are on "
                    "[the calibration page](calibration.md).",
                    "",
                    *figures,
                ]
            )
    return "\n".join(out), galleries


def gallery(env: str, one: dict[str, Any], shots: Path, folder: str, threshold: float) -> list[str]:
    """One environment's screens, each with a figure per perturbation that has a screenshot."""
    rows = {r["perturbation"]: r for r in one["rows"]}
    screens = sorted(
        {s for r in one["rows"] for s in r["per_screen"]}, key=lambda s: list(rows["identical"]["per_screen"]).index(s)
    )
    out: list[str] = []
    for screen in screens:
        figures = []
        for name, row in rows.items():
            png = shots / env / screen / f"{name}.png"
            if not png.exists():
                continue
            value = row["per_screen"][screen]
            verdict = "passes" if value >= threshold else "fails"
            src = f"{folder}/{env}/{screen}/{name}.png"
            clone = "a clone" if row["a_person_calls_it_a_clone"] else "not a clone"
            figures.append(
                f'<figure class="fgb-shot fgb-{verdict}"><a href="{src}"><img src="{src}" alt="{escape(env)} {escape(screen)}: '
                f'{escape(row["what"])}" loading="eager"></a><figcaption>{escape(name)} ({clone}): <b>{value:.2f}</b> {verdict}'
                "</figcaption></figure>"
            )
        if figures:
            out += [f"## {screen}", "", '<div class="fgb-shots">', *figures, "</div>", ""]
    return out

"""`fgb calibrate-visual [ENV ...]`: score perturbed copies of the gold UIs against their references, to show the score
ranks screens the way a person would, on every environment that has reference screenshots. Named environments are
captured again and merged into the committed result, with every environment whose screens changed since; the others
keep their committed browser scores and only have another_app (which depends on the set of environments) scored again.
The perturbations and the bound each must keep are in perturbations.py (another_app scores the next environment's
reference screens, no browser needed). Writes contracts/results/visual_calibration.json, contracts/VISUAL_CALIBRATION.md
and the perturbed screenshots it scored, downscaled, as contracts/calibration/<env>/<screen>/<perturbation>.png (the
site shows them); fails when a perturbation breaks its bound.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import tempfile
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from .. import paths
from .perturbations import ANOTHER_APP, NEAR, PERTURBATIONS

THUMBNAIL_WIDTH = 320  # wide enough to see what changed, small enough to commit 232 of them
THUMBNAIL_COLOURS = 48


def thumbnail(png: bytes) -> bytes:
    """A small palette PNG of a scored screenshot: the site shows what each perturbation did, not numbers alone."""
    import io

    from PIL import Image

    image = Image.open(io.BytesIO(png)).convert("RGB")
    height = max(1, round(image.height * THUMBNAIL_WIDTH / image.width))
    small = image.resize((THUMBNAIL_WIDTH, height), Image.Resampling.LANCZOS).quantize(THUMBNAIL_COLOURS)
    out = io.BytesIO()
    small.save(out, format="PNG", optimize=True)
    return out.getvalue()


def shots_dir(root: Path, env_name: str) -> Path:
    return root / "contracts" / "calibration" / env_name


def capture_env(
    root: Path,
    env_name: str,
    capture: Callable[[Any], tuple[bytes, Any]] | None = None,
    screens: list[str] | None = None,
    names: list[str] | None = None,
) -> dict[str, dict[str, Any]]:
    """screen id -> perturbation -> (png, layout) of the gold UI with each browser perturbation applied (all screens
    and perturbations, or the ones named)."""
    import httpx

    from ..browser import SCREEN_QUIET_MS, browser_session, new_page, settle
    from ..engine.app_process import AppProcess
    from ..engine.journeys import screen_path
    from ..environment import load_environment
    from ..gold import gold_command
    from ..visual.layout import capture_screen

    capture = capture or capture_screen
    env = load_environment(paths.environments_dir(root) / env_name)
    now = datetime.fromisoformat(env.clock().replace("Z", "+00:00"))
    captured: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as tmp, AppProcess(gold_command(root, env_name), Path(tmp) / "app.log", cwd=root) as app:
        with browser_session() as browser:
            page = new_page(browser, now)
            for screen in (s for s in env.contract.screens if s.reference and (screens is None or s.id in screens)):
                captured[screen.id] = {}
                for name, (_, _, script) in PERTURBATIONS.items():
                    if name == ANOTHER_APP or (names is not None and name not in names):
                        continue
                    httpx.post(f"{app.url}/api/reset", json={"now": env.clock()}, timeout=30).raise_for_status()
                    page.goto(app.url + screen_path(screen), wait_until="load")
                    settle(page, quiet_ms=SCREEN_QUIET_MS)
                    if script:
                        page.evaluate(f"() => {{ {script} }}")
                        page.wait_for_timeout(50)
                    captured[screen.id][name] = capture(page)
            page.context.close()
    return captured


def references(root: Path, env_name: str) -> dict[str, tuple[bytes, dict[str, Any]]]:
    """screen id -> (png, layout) of an environment's committed references, in contract order."""
    from ..environment import load_environment

    env = load_environment(paths.environments_dir(root) / env_name)
    found = {}
    for screen in (s for s in env.contract.screens if s.reference):
        png = env.path / screen.reference
        found[screen.id] = (png.read_bytes(), json.loads(png.with_suffix(".layout.json").read_text()))
    return found


def another_app(root: Path, env_name: str) -> list[tuple[bytes, dict[str, Any]]]:
    """The next environment's (in name order) references: what `another_app` scores against this one's screens."""
    names = sorted(set(with_references(root)) - {env_name})
    if not names:
        return []
    following = next((n for n in names if n > env_name), names[0])
    return list(references(root, following).values())


def score_env(root: Path, env_name: str, captured: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Every perturbation on every screen of one environment scored against the screen's reference (thumbnails written)."""
    from ..visual.score import PASS_THRESHOLD, fidelity

    scores: dict[str, dict[str, float]] = {name: {} for name in PERTURBATIONS}
    shots = shots_dir(root, env_name)
    if shots.is_dir():
        shutil.rmtree(shots)
    others = another_app(root, env_name)
    for k, (screen_id, (ref_png, ref_layout)) in enumerate(references(root, env_name).items()):
        candidates = dict(captured[screen_id])
        if others:
            candidates[ANOTHER_APP] = others[k % len(others)]
        (shots / screen_id).mkdir(parents=True, exist_ok=True)
        for name in PERTURBATIONS:
            if name not in candidates:
                continue
            png, layout = candidates[name]
            (shots / screen_id / f"{name}.png").write_bytes(thumbnail(png))
            scores[name][screen_id] = fidelity(ref_layout, layout, ref_png, png)["score"]
    return {
        "environment": env_name,
        "threshold": PASS_THRESHOLD,
        "near": NEAR,
        "generated_by": f"fgb calibrate-visual {env_name}",
        "rows": summarize(scores),
    }


def calibrate(root: Path, env_name: str) -> dict[str, Any]:
    """Every perturbation on every screen of one environment, scored against the screen's reference."""
    return score_env(root, env_name, capture_env(root, env_name))


def summarize(scores: dict[str, dict[str, float]]) -> list[dict[str, Any]]:
    """One row per perturbation: mean, min, max and how many screens pass."""
    from ..visual.score import PASS_THRESHOLD

    rows = []
    for name, (what, expect, _) in PERTURBATIONS.items():
        values = list(scores[name].values())
        if not values:
            continue
        rows.append(
            {
                "perturbation": name,
                "what": what,
                "a_person_calls_it_a_clone": expect != "not",
                "expect": expect,
                "mean": round(statistics.mean(values), 4),
                "min": round(min(values), 4),
                "max": round(max(values), 4),
                "screens_passing": sum(v >= PASS_THRESHOLD for v in values),
                "screens": len(values),
                "per_screen": scores[name],
            }
        )
    return rows


def calibrate_all(root: Path, env_names: list[str]) -> dict[str, Any]:
    """Each environment's calibration, and the rows over all their screens together."""
    return pool(root, {name: calibrate(root, name) for name in env_names})


def merge_into(root: Path, committed: dict[str, Any], recapture: list[str]) -> dict[str, Any]:
    """Recapture `recapture` (and every environment whose screens changed); keep the others' browser scores."""
    names = with_references(root)
    recapture = sorted(set(recapture) | set(stale_environments(root, committed, names)))
    per_env = {
        name: calibrate(root, name) if name in recapture else rescore_another_app(root, name, committed["per_environment"][name])
        for name in names
    }
    return pool(root, per_env)


def pool(root: Path, per_env: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The rows over every environment's screens together, beside each environment's own result."""
    from ..visual.score import PASS_THRESHOLD
    from ..visual.tolerance import TOLERANCE_TEXT
    from .capture import recorded_chromium

    env_names = list(per_env)
    pooled: dict[str, dict[str, float]] = {p: {} for p in PERTURBATIONS}
    for env, result in per_env.items():
        for row in result["rows"]:
            pooled[row["perturbation"]].update({f"{env}/{screen}": v for screen, v in row["per_screen"].items()})
    return {
        "environments": env_names,
        "threshold": PASS_THRESHOLD,
        "near": NEAR,
        "generated_by": "fgb calibrate-visual " + " ".join(env_names),
        "rows": summarize(pooled),
        "per_environment": per_env,
        "tolerance": TOLERANCE_TEXT,
        "references_chromium": {name: recorded_chromium(paths.environments_dir(root) / name) for name in env_names},
    }


def rescore_another_app(root: Path, env_name: str, committed: dict[str, Any], write_shots: bool = True) -> dict[str, Any]:
    """A committed environment's browser scores kept; only `another_app` (references only, no browser) scored again."""
    from ..visual.score import fidelity

    scores: dict[str, dict[str, float]] = {name: {} for name in PERTURBATIONS}
    for row in committed["rows"]:
        if row["perturbation"] in scores:
            scores[row["perturbation"]] = dict(row["per_screen"])
    scores[ANOTHER_APP] = {}
    shots = shots_dir(root, env_name)
    others = another_app(root, env_name)
    for k, (screen_id, (ref_png, ref_layout)) in enumerate(references(root, env_name).items()):
        if not others:
            break
        png, layout = others[k % len(others)]
        if write_shots:
            (shots / screen_id).mkdir(parents=True, exist_ok=True)
            (shots / screen_id / f"{ANOTHER_APP}.png").write_bytes(thumbnail(png))
        scores[ANOTHER_APP][screen_id] = fidelity(ref_layout, layout, ref_png, png)["score"]
    return {**committed, "rows": summarize(scores)}


def stale_environments(root: Path, committed: dict[str, Any], names: list[str]) -> list[str]:
    """Environments whose committed calibration does not cover exactly the screens their references have now."""
    stale = []
    for name in names:
        rows = committed.get("per_environment", {}).get(name, {}).get("rows", [])
        scored = set().union(*(set(r["per_screen"]) for r in rows)) if rows else set()
        if scored != set(references(root, name)):
            stale.append(name)
    return stale


def with_references(root: Path) -> list[str]:
    """Environments whose contract declares at least one screen with a reference screenshot."""
    from ..environment import list_environments, load_environment

    found = []
    for name in list_environments(root):
        if any(s.reference for s in load_environment(paths.environments_dir(root) / name).contract.screens):
            found.append(name)
    return found


def problems(result: dict[str, Any]) -> list[str]:
    """What breaks a bound (perturbations.py): gold not exactly 1.0, a near copy under NEAR, a clone failing on
    average, or a non-clone passing on some screen."""
    threshold, near = result["threshold"], result.get("near", NEAR)
    found = []
    for row in result["rows"]:
        expect = row.get("expect") or ("clone" if row["a_person_calls_it_a_clone"] else "not")
        name = f"{row['perturbation']} ({row['what']})"
        if expect == "gold" and row["min"] != 1.0:
            found.append(f"{name} scores {row['min']} on some screen, not exactly 1.0")
        elif expect == "near" and row["min"] < near:
            found.append(f"{name} scores {row['min']} on some screen, under {near}: a near copy scores too low")
        elif expect == "clone" and row["mean"] < threshold:
            found.append(f"{name} averages {row['mean']}: a clone fails")
        elif expect == "not" and row["max"] >= threshold:
            found.append(f"{name} reaches {row['max']} on some screen: a non-clone passes")
    return found


def _browser_lines(result: dict[str, Any]) -> list[str]:
    """Which Chromium made the references, and the tolerance that lets another build score the gold UI 1.0."""
    lines = []
    if result.get("tolerance"):
        lines += [
            f"Tolerance across browser builds (`src/forgingground/visual/tolerance.py`): {result['tolerance']}. Within it a",
            "screen scores exactly 1.0 and `fgb references --check` passes; a moved block, changed text or a recoloured region fails.",
            "",
        ]
    made_by = result.get("references_chromium") or {}
    if made_by:
        versions: dict[str, list[str]] = {}
        for env, version in made_by.items():
            versions.setdefault(version or "not recorded", []).append(env)
        listed = "; ".join(f"Chromium {v} ({', '.join(envs)})" for v, envs in versions.items())
        lines += [
            f"References made with {listed}, as recorded in each environment's `references/browser.json`;",
            "`fgb references --check` says when the running Chromium differs.",
            "",
        ]
    return lines


def _expect(row: dict[str, Any]) -> str:
    return row.get("expect") or ("clone" if row["a_person_calls_it_a_clone"] else "not")


def _bound(row: dict[str, Any], threshold: float, near: float) -> str:
    return {
        "gold": "exactly 1.0 (the reference)",
        "near": f">= {near} on every screen (the same page)",
        "clone": f"passes on average (a flawed clone, >= {threshold})",
        "not": f"< {threshold} on every screen (not a clone)",
    }[_expect(row)]


def _nearest(row: dict[str, Any]) -> str:
    """The screen closest to breaking the row's bound: the highest for non-clones, the lowest for the rest."""
    scores = row.get("per_screen") or {}
    if not scores:
        return ""
    pick = max if _expect(row) == "not" else min
    screen = pick(scores, key=lambda k: scores[k])
    return f"{screen} {scores[screen]:.3f}"


def markdown(result: dict[str, Any]) -> str:
    per_env = result.get("per_environment", {})
    names = list(per_env)
    lines = [
        "# Visual-fidelity calibration",
        "",
        f"Generated by `{result['generated_by']}` (nox -s calibrate); do not edit. Each perturbation is applied to the gold UI",
        f"after every screen loads at the seed state, then scored against that screen's reference. A screen passes at >= {result['threshold']}.",
        "",
        *_browser_lines(result),
        f"## All screens together ({len(names)} environments)" if names else "## All screens",
        "",
        "| perturbation | what changed | bound (a person calls it...) | mean | min | max | screens passing | screen nearest its bound |",
        "|---|---|---|---|---|---|---|---|",
    ]
    near = result.get("near", NEAR)
    for r in sorted(result["rows"], key=lambda r: -r["mean"]):
        lines.append(
            f"| {r['perturbation']} | {r['what']} | {_bound(r, result['threshold'], near)} | {r['mean']:.3f} | "
            f"{r['min']:.3f} | {r['max']:.3f} | {r['screens_passing']}/{r['screens']} | {_nearest(r)} |"
        )
    if names:
        lines += [
            "",
            "## Per environment (mean; screens passing)",
            "",
            "| perturbation | " + " | ".join(names) + " |",
            "|---|" + "---|" * len(names),
        ]
        for r in sorted(result["rows"], key=lambda r: -r["mean"]):
            cells = []
            for name in names:
                row = next((x for x in per_env[name]["rows"] if x["perturbation"] == r["perturbation"]), None)
                cells.append(f"{row['mean']:.2f}; {row['screens_passing']}/{row['screens']}" if row else "-")
            lines.append(f"| {r['perturbation']} | " + " | ".join(cells) + " |")
    lines += [
        "",
        "The formula, its components and weights are documented in one place: the docstring of",
        "`src/forgingground/visual/score.py`. The perturbations and their bounds are in",
        "`src/forgingground/references/perturbations.py`;",
        "`tests/references/test_calibration_bounds.py` holds the committed numbers to those bounds.",
        "",
    ]
    return "\n".join(lines)


def add_commands(sub: argparse._SubParsersAction, commands: dict[str, Callable[[argparse.Namespace], int]]) -> None:
    p = sub.add_parser(
        "calibrate-visual",
        help="score perturbed gold UIs to calibrate visual fidelity; write the table",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("envs", nargs="*", metavar="ENV", help="environments to calibrate (default: every one with references)")
    commands["calibrate-visual"] = cmd_calibrate


def cmd_calibrate(args: argparse.Namespace) -> int:
    root = paths.find_root(Path(args.root) if args.root else None)
    names = args.envs or with_references(root)
    if not names:
        print("no environment has reference screenshots: run `fgb references ENV` first")
        return 1
    out = root / "contracts" / "results" / "visual_calibration.json"
    committed = json.loads(out.read_text()) if args.envs and out.is_file() else None
    if committed and "per_environment" in committed:
        result = merge_into(root, committed, args.envs)
        result["generated_by"] = "fgb calibrate-visual " + " ".join(args.envs) + " (merged into the committed result)"
    else:
        result = calibrate_all(root, names)
        result["generated_by"] = "fgb calibrate-visual" + ("".join(f" {n}" for n in args.envs) if args.envs else "")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")
    (root / "contracts" / "VISUAL_CALIBRATION.md").write_text(markdown(result))
    print(markdown(result))
    found = problems(result)  # over all screens: every per-screen bound, and clones' mean over all of them
    for problem in found:
        print(f"FAIL {problem}")
    return 1 if found else 0

"""Graders proved from outside: a clone built from `fgb brief` alone by someone who never read the graders, broken
one stated rule at a time; each break counts as caught when some check the unbroken clone passed now fails.

A clone folder holds `app/` (a submission with fgb.toml) and `breaks/` (`NN-name.patch` files that apply to app/
with `patch -p1`, and breaks.json: id, kind api|ui, the sentence of the brief each break violates, what it does).
The unbroken clone is evaluated once on every layer; each break on the layers of its kind first (api: leaf, mid;
ui: root, visual) and on the others only when those did not catch it, so the count is "caught by any layer".
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..build.evaluate import evaluate
from ..engine.reports import write_atomically
from ..engine.scoring import INFRA, NOT_RUN, PASS

FIRST_LAYERS = {"api": ("leaf", "mid"), "ui": ("root", "visual")}
OTHER_LAYERS = {"api": ("root", "visual"), "ui": ("leaf", "mid")}
ALL = ("leaf", "mid", "root", "visual")


class CloneError(Exception):
    """The clone folder is not usable (a usage error: said plainly, no traceback)."""


def load_breaks(clone: Path) -> list[dict[str, Any]]:
    """The breaks of a clone, each with its patch file; raises CloneError naming every problem found."""
    index = clone / "breaks" / "breaks.json"
    if not (clone / "app" / "fgb.toml").is_file():
        raise CloneError(f"{clone / 'app' / 'fgb.toml'}: missing (the clone must be a submission folder)")
    try:
        breaks = json.loads(index.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise CloneError(f"{index}: {exc}") from None
    problems = []
    if not isinstance(breaks, list):
        raise CloneError(f"{index}: expected a JSON list of breaks")
    for n, item in enumerate(breaks):
        where = f"{index}:/{n}"
        if not isinstance(item, dict) or not isinstance(item.get("id"), str):
            problems.append(f"{where}: each break needs a string id")
            continue
        if item.get("kind") not in FIRST_LAYERS:
            problems.append(f"{where}/kind: expected 'api' or 'ui', got {item.get('kind')!r}")
        if not (clone / "breaks" / f"{item['id']}.patch").is_file():
            problems.append(f"{where}/id: no patch file breaks/{item['id']}.patch")
        if not str(item.get("rule_quote") or "").strip():
            problems.append(f"{where}/rule_quote: quote the sentence of the brief this break violates")
    if problems:
        raise CloneError("\n".join(problems))
    return breaks


def outcomes(report: dict[str, Any]) -> dict[str, tuple[str, str]]:
    """Every judged check of a report by a stable key, as (layer, outcome): asserts by id, chains, journeys."""
    seen = {r["id"]: (r["level"], r["outcome"]) for r in report.get("results", [])}
    seen |= {f"chain:{c['id']}": ("mid", c["outcome"]) for c in report.get("chains", [])}
    seen |= {f"journey:{j['id']}": ("root", j["outcome"]) for j in report.get("journeys", [])}
    return seen


def newly_failing(before: dict[str, tuple[str, str]], after: dict[str, tuple[str, str]], layers: tuple[str, ...]) -> list[str]:
    """The checks of `layers` that passed on the unbroken clone and do not pass (or are gone) on the broken one."""
    return sorted(
        k
        for k, (layer, outcome) in before.items()
        if layer in layers and outcome == "pass" and after.get(k, ("", "missing"))[1] != "pass"
    )


def lost_points(report: dict[str, Any]) -> list[dict[str, Any]]:
    """What an unbroken clone lost, with the rules each check cites: each must trace to a sentence of its brief."""
    lost = [
        {"id": r["id"], "level": r["level"], "outcome": r["outcome"], "rules": r.get("rules", []), "message": r.get("message")}
        for r in report.get("results", [])
        if r["outcome"] not in (PASS, NOT_RUN)
    ]
    lost += [
        {"id": f"chain:{c['id']}", "level": "mid", "outcome": c["outcome"]}
        for c in report.get("chains", [])
        if c["outcome"] != "pass"
    ]
    lost += [
        {"id": f"journey:{j['id']}", "level": "root", "outcome": j["outcome"], "message": j.get("message")}
        for j in report.get("journeys", [])
        if j["outcome"] not in (PASS, NOT_RUN)
    ]
    return lost


def apply_patch(app: Path, patch: Path) -> str | None:
    """Apply one break to a copy of the app; None when it applied, else patch's complaint."""
    done = subprocess.run(
        ["patch", "-p1", "--batch", "--forward", "--silent", "-d", str(app), "-i", str(patch.resolve())],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    return None if done.returncode == 0 else (done.stdout + done.stderr).strip()[:500] or f"patch exited {done.returncode}"


class OutsideRun:
    """Evaluations of one clone and its breaks against one environment, reports kept under `work`."""

    def __init__(
        self,
        root: Path,
        env: str,
        clone: Path,
        work: Path,
        db: str = "sqlite",
        layers: tuple[str, ...] = ALL,
        own_kind: bool = False,
    ) -> None:
        self.root, self.env, self.clone, self.work, self.db, self.layers = root, env, clone, work, db, layers
        self.own_kind = own_kind  # judge each break on the layers of its kind only (quicker; fewer catches possible)

    def report(self, app: Path, name: str, layers: tuple[str, ...]) -> tuple[dict[str, Any], dict[str, Any]]:
        out = self.work / name
        result = evaluate(self.root, app, self.env, out, layers=layers, db=self.db)
        return result, json.loads((out / "report.json").read_text(encoding="utf-8"))

    def judge_break(self, item: dict[str, Any], before: dict[str, tuple[str, str]]) -> dict[str, Any]:
        row = {k: item.get(k) for k in ("id", "kind", "rule_quote", "what")}
        with tempfile.TemporaryDirectory(prefix="fgb-outside-") as tmp:
            app = Path(tmp) / "app"
            shutil.copytree(self.clone / "app", app, symlinks=True)
            complaint = apply_patch(app, self.clone / "breaks" / f"{item['id']}.patch")
            if complaint:
                return row | {"applied": False, "caught": None, "why": complaint}
            caught: list[str] = []
            layers_run: list[str] = []
            stages = [tuple(x for x in s if x in self.layers) for s in (FIRST_LAYERS[item["kind"]], OTHER_LAYERS[item["kind"]])]
            for stage in [s for s in stages[:1] if s] if self.own_kind else [s for s in stages if s]:
                for attempt in (1, 2):  # a catch made only of infrastructure errors (load) is taken once more
                    result, report = self.report(app, f"breaks/{item['id']}-{'-'.join(stage)}-{attempt}", stage)
                    after = outcomes(report)
                    caught = newly_failing(before, after, stage)
                    if not caught or any(after.get(k, ("", ""))[1] != INFRA for k in caught):
                        break
                layers_run += stage
                if caught:
                    break
        return row | {
            "applied": True,
            "caught": bool(caught),
            "caught_by": caught[:20],
            "caught_count": len(caught),
            "layers_run": layers_run,
            "completed": bool(report["completed"]),
            "scores": result["scores"],
        }


def sample_breaks(breaks: list[dict[str, Any]], n: int, seed: int) -> list[dict[str, Any]]:
    """n breaks drawn with `seed`, UI breaks in their share of the whole but at least six of them (or all there are),
    kept in the clone's order."""
    rng = random.Random(seed)
    ui = [b for b in breaks if b["kind"] == "ui"]
    api = [b for b in breaks if b["kind"] != "ui"]
    rng.shuffle(ui)
    rng.shuffle(api)
    k_ui = min(len(ui), n, max(min(6, len(ui)), round(n * len(ui) / max(len(breaks), 1))))
    chosen = {b["id"] for b in ui[:k_ui] + api[: n - k_ui]}
    return [b for b in breaks if b["id"] in chosen]


def run_outside(
    root: Path,
    env: str,
    clone: Path,
    result_file: Path,
    only: list[str] | None = None,
    db: str = "sqlite",
    layers: tuple[str, ...] = ALL,
    sample: int | None = None,
    seed: int = 0,
    own_kind: bool = False,
    progress: Callable[[str], None] = lambda line: print(line, flush=True),
) -> dict[str, Any]:
    """Evaluate the unbroken clone, then each break (or a sample of them); write and return the result (its first
    run's count kept)."""
    every = load_breaks(clone)
    breaks = sample_breaks(every, sample, seed) if sample else every
    if only:
        unknown = sorted(set(only) - {b["id"] for b in breaks})
        if unknown:
            raise CloneError(f"no such break: {', '.join(unknown)}")
        breaks = [b for b in breaks if b["id"] in only]
    earlier = json.loads(result_file.read_text(encoding="utf-8")) if result_file.is_file() else None
    with tempfile.TemporaryDirectory(prefix="fgb-outside-reports-") as tmp:
        run = OutsideRun(root, env, clone, Path(tmp), db, layers, own_kind)
        progress(f"{env}: the unbroken clone ({', '.join(layers)})")
        pristine, report = run.report(clone / "app", "clone", layers)
        if not report["completed"]:
            raise CloneError(f"the unbroken clone did not complete its run: {pristine.get('failure')}")
        before = outcomes(report)
        rows = []
        for n, item in enumerate(breaks, 1):
            row = run.judge_break(item, before)
            rows.append(row)
            verdict = "not applied" if not row["applied"] else "caught" if row["caught"] else "MISSED"
            progress(
                f"[{n}/{len(breaks)}] {item['id']}: {verdict}"
                + (f" by {', '.join(row['caught_by'][:3])}" if row.get("caught") else "")
            )
    if only and earlier:
        kept = {r["id"]: r for r in earlier.get("breaks", [])}
        kept.update({r["id"]: r for r in rows})
        rows = [kept[b["id"]] for b in every if b["id"] in kept]
    applied = [r for r in rows if r["applied"]]
    caught = sum(1 for r in applied if r["caught"])
    now = datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")
    result = {
        "environment": env,
        "brief_version": _brief_version(clone),
        "database": db,
        "layers": list(layers),
        "own_kind_layers_only": own_kind,
        "sample": {"breaks": len(rows), "of": len(every), "seed": seed} if len(rows) < len(every) else None,
        "clone": {"scores": pristine["scores"], "lost": lost_points(report)},
        "breaks": rows,
        "applied": len(applied),
        "caught": caught,
        "rate": round(caught / len(applied), 4) if applied else None,
        "first_run": (earlier or {}).get("first_run") or {"caught": caught, "applied": len(applied), "date": now[:10]},
        "date": now,
    }
    result_file.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(result_file, json.dumps(result, indent=2) + "\n")
    return result


def _brief_version(clone: Path) -> str | None:
    """The brief version the clone was built from, as its builder recorded it (clone/BRIEF_VERSION), if known."""
    file = clone / "BRIEF_VERSION"
    return file.read_text(encoding="utf-8").strip() if file.is_file() else None


def regressions(committed: dict[str, Any], fresh: dict[str, Any]) -> list[str]:
    """What a fresh judgement lost against the committed one: breaks caught then and missed now, and checks the
    unbroken clone passed then and fails now (on the layers the fresh run judged)."""
    then = {r["id"]: r for r in committed.get("breaks", [])}
    problems = [
        f"{r['id']}: caught in the committed result (by {', '.join(then[r['id']].get('caught_by', [])[:2])}), missed now"
        for r in fresh["breaks"]
        if r["applied"] and not r["caught"] and then.get(r["id"], {}).get("caught")
    ]
    lost_then = {x["id"] for x in committed.get("clone", {}).get("lost", [])}
    problems += [
        f"the unbroken clone now fails {x['id']} ({x.get('message', '')[:120]}), which it passed in the committed result"
        for x in fresh["clone"].get("lost", [])
        if x["id"] not in lost_then
    ]
    return problems

"""Which of a gold app's own mutants the walks kill, and which only the walks kill: what walks add to the chains."""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import paths
from ..environment import load_environment
from ..proving.mutants import list_mutants, verify_mutant

# mutants no API walk can see: the browser's layers, and the security layer's probes (leaf and mid never send them)
NOT_API = ("root", "visual", "security")
WALK = "mid.walk."  # the prefix of a walk's assert: every other failing assert is a hand-written check's


def prove(root: Path, env: str, only: list[str] | None = None, say: Callable[[str], None] = print) -> dict[str, Any]:
    """Run each API mutant of the environment (or those named) on leaf and mid and split its killers: hand-written
    checks (probes, chains, the protocol's) against walks."""
    registry = list_mutants(root, env)
    unknown = sorted(set(only or []) - set(registry))
    if unknown:
        raise ValueError(f"{env} has no mutant {', '.join(unknown)}: see ref_apps/{env}/mutants.py")
    names = [n for n in registry if (not only or n in only) and registry[n]["layer"] not in NOT_API]
    environment = load_environment(paths.environments_dir(root) / env)
    if not environment.walks:
        raise ValueError(f"{env} has no walks.json: run `fgb walks generate {env}` first")
    rows: list[dict[str, Any]] = []
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="fgb-walks-prove-") as tmp:
        for name in names:
            outside = registry[name].get("source") == "outside"
            report = verify_mutant(root, env, name, ("leaf", "mid"), Path(tmp) / f"{name}.log", outside, environment)
            if "error" in report:
                rows.append({"mutant": name, "error": report["error"][:300]})
                say(f"{name:32} did not start")
                continue
            failed = [r["id"] for r in report["results"] if r["outcome"] in ("fail", "infra_error")]
            walks = sorted(f.removeprefix(WALK) for f in failed if f.startswith(WALK))
            hand = sorted(f for f in failed if not f.startswith(WALK))
            rows.append(
                {
                    "mutant": name,
                    "declared": registry[name]["layer"],
                    "fault": registry[name]["fault"],
                    "hand_written_killers": hand[:8],
                    "hand_written_kills": len(hand),
                    "walk_killers": walks,
                    "walks_only": bool(walks) and not hand,
                }
            )
            say(f"{name:32} hand-written {len(hand):3}  walks {len(walks):2}{'  (walks only)' if walks and not hand else ''}")
    ran = [r for r in rows if "error" not in r]
    return {
        "environment": env,
        "generated_by": f"fgb walks prove {env}" + (f" --only {' '.join(only)}" if only else ""),
        "walks": len(environment.walks),
        "mutants": len(ran),
        "killed_by_hand_written": sum(bool(r["hand_written_kills"]) for r in ran),
        "killed_by_walks": sum(bool(r["walk_killers"]) for r in ran),
        "killed_by_walks_only": sorted(r["mutant"] for r in ran if r["walks_only"]),
        "missed_by_both": sorted(r["mutant"] for r in ran if not r["hand_written_kills"] and not r["walk_killers"]),
        "seconds": round(time.perf_counter() - started, 1),
        "rows": rows,
    }

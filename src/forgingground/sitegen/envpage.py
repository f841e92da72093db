"""One page per environment: its spec summary, version, latest results, screens, endpoints, chains, tasks, provenance."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from .. import paths
from ..dataset.confined import inside
from ..engine.scoring import ratio_text
from . import svg
from .escape import markdown_text
from .tiers import tier_names


def _json(path: Path) -> Any:
    return json.loads(path.read_text()) if path.exists() else None


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def rules_table(contract: dict[str, Any], asserts: list[dict[str, Any]], mutants: dict[str, Any] | None) -> list[str]:
    """Each rule with the asserts that judge it (by level) and the rule mutants that break it, killed or not."""
    rules = contract.get("rules") or []
    if not rules:
        return []
    judged: dict[str, dict[str, int]] = {}
    for a in asserts:
        for rule in a.get("rules") or []:
            judged.setdefault(rule, {}).setdefault(a["level"], 0)
            judged[rule][a["level"]] += 1
    broken: dict[str, list[str]] = {}
    for row in (mutants or {}).get("rows", []):
        for rule in row.get("rules") or []:
            mark = "" if row.get("rule_killers") else " (**survived**)"
            broken.setdefault(rule, []).append(f"`{row['mutant']}`{mark}")
    out = ["", "## Rules", "", "Each rule the build spec states, the asserts that judge it and the mutants that break it.", ""]
    out += ["| rule | text | judged by | broken by |", "|---|---|---|---|"]
    for r in rules:
        levels = judged.get(r["id"], {})
        by = ", ".join(f"{n} {lv}" for lv, n in sorted(levels.items())) or "**nobody**"
        text = markdown_text(r["text"], cell=True)
        out.append(f"| `{r['id']}` | {text} | {by} | {', '.join(broken.get(r['id'], [])) or '-'} |")
    return out


def environment_page(root: Path, name: str, docs: Path, note: str) -> str:
    """The page's markdown; copies the reference screenshots and draws the entity diagram beside it."""
    env_dir = paths.environments_dir(root) / name
    contract = _json(env_dir / "contract.json") or {}
    asserts = (_json(env_dir / "asserts.json") or {}).get("asserts", [])
    meta = _json(env_dir / "meta.json") or {}
    tasks = (_json(env_dir / "tasks.json") or {}).get("tasks", [])
    gold = [r for r in (_json(root / "contracts/results/gold.json") or {"runs": []})["runs"] if r["environment"] == name]
    base = [r for r in (_json(root / "contracts/results/baseline.json") or {"runs": []})["runs"] if r["environment"] == name]
    out = [
        note.rstrip("\n"),
        "",
        f"# {markdown_text(meta.get('title', name))}",
        "",
        f"**Environment version {meta.get('version', '?')}** · tiers: {tier_names(meta.get('tiers', []))} · calibration: "
        f"{meta.get('calibration', {}).get('status', '?')}.",
        "",
        f"Spec summary: the [build spec]({name}-spec.md) an agent receives; {len(contract.get('api', []))} endpoints, {len(contract.get('chains', []))} chains, "
        f"{len(contract.get('ui_flows', []))} journeys, {len(contract.get('screens', []))} screens, {len(tasks)} tasks.",
        "",
    ]
    out += [
        "## Latest results",
        "",
    ]
    mutants = _json(root / "contracts" / "results" / "mutants" / f"{name}.json")
    tasks_result = _json(root / "contracts" / "results" / "tasks" / f"{name}.json")
    if mutants:
        out.append(
            f"Mutants killed: {mutants['killed']}/{mutants['mutants']} ({mutants['kill_rate']:.1%}); integration mutants "
            f"caught through integration_gap: {mutants['integration_detected']}/{mutants['integration_total']}."
        )
    if tasks_result:
        b = tasks_result["baselines"]
        out.append(
            f"Tasks: oracle {b['oracle']['score']:.3f}, no-op {b['noop']['score']:.3f} (see [verification status](../status/verify.md))."
        )
    # The integration gap comes right after the app: the headline stays in view on a narrow screen.
    out += ["", "| app | db | integration gap | leaf | mid | root | visual |", "|---|---|---|---|---|---|---|"]
    for kind, runs in (("gold", gold), ("empty app", base)):
        for r in runs:
            cells = [ratio_text(r[k]) for k in ("integration_gap", "leaf_pass", "mid_pass", "root_pass", "visual")]
            out.append(f"| {kind} | {r['db']} | " + " | ".join(cells) + " |")
    out += ["", "## Screens", ""]
    shots = docs / "environments" / name
    for s in contract.get("screens", []):
        out.append(f"### {markdown_text(s['title'])} (`{s['route']}`)")
        out.append("")
        names = ", ".join(f'{c["role"]} "{c["name"]}"' for c in s.get("components", []))
        out.append("Accessible names: " + markdown_text(names) + ".")
        if s.get("reference") and inside(env_dir, s["reference"]):  # never publish a file from outside the environment
            src = env_dir / s["reference"]
            if src.exists():
                _write(shots / src.name, "")
                shutil.copy2(src, shots / src.name)
                shot = f"{name}/{src.name}"
                out += [
                    "",
                    f"[![Reference screenshot of {markdown_text(s['title'])} (click for full size)]({shot}){{ .fgb-reference }}]({shot})",
                ]
        out.append("")
    out += ["## Endpoints", "", "| id | method | path |", "|---|---|---|"]
    out += [f"| `{e['id']}` | {e['method']} | `{e['path']}` |" for e in contract.get("api", [])]
    out += rules_table(contract, asserts, mutants)
    out += ["", "## Chains", ""] + [
        f"- **{c['id']}** ({c['family']}): {markdown_text(c['title'])}" for c in contract.get("chains", [])
    ]
    out += ["", "## Journeys", ""] + [f"- **{f['id']}**: {markdown_text(f['title'])}" for f in contract.get("ui_flows", [])]
    out += ["", "## Asserts by level", "", "| level | count | example |", "|---|---|---|"]
    for level in ("leaf", "mid", "root", "visual"):
        rows = [a for a in asserts if a["level"] == level]
        out.append(f"| {level} | {len(rows)} | {markdown_text(rows[0]['statement'], cell=True) if rows else ''} |")
    _write(docs / "environments" / f"{name}-entities.svg", svg.entities(contract))
    out += ["", "## Data model", "", f"![Entity diagram of {name}]({name}-entities.svg)", ""]
    out += ["## Tasks", "", "| task | family | possible | goal |", "|---|---|---|---|"]
    out += [
        f"| `{t['id']}` | {t.get('family', '')} | {'yes' if t['possible'] else 'no'} | {markdown_text(t['goal'], cell=True)} |"
        for t in tasks
    ]
    out += ["", "## Versions", "", "| version | date | changes |", "|---|---|---|"]
    out += [
        f"| {c['version']} | {c['date']} | {markdown_text(c['changes'], cell=True)} |"
        for c in reversed(meta.get("changelog", []))
    ]
    out += ["", "## Provenance", ""]
    for part, src in meta.get("sources", {}).items():
        extra = f" ({src['package']} {src.get('version', '')}, sha256 `{src['sha256'][:12]}`)" if src.get("package") else ""
        out.append(f"- **{part}**: {markdown_text(src['description'])}{extra}")
    return "\n".join(out) + "\n"

"""The Results pages: one summary across environments, then per environment a page of score bars and the colour-coded
kill matrix (one page held all 21 matrices and was 85,000 px tall at 1280 px)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .. import paths
from ..mdtext import markdown_text
from . import harbor_trials, svg
from .escape import escape_document

LAYERS = ("leaf_pass", "mid_pass", "root_pass", "visual")
MATRIX_LAYERS = ["leaf", "mid", "integration_gap", "root", "visual"]
SERIES = [
    ("gold app: lowest layer score", "#188038"),
    ("empty app: highest layer score", "#9aa0a6"),
    ("no-op agent: task score", "#f9ab00"),
    ("integration gap of the gold app", "#1a73e8"),
    ("largest integration gap among mutants", "#a142f4"),
]


def _json(path: Path) -> Any:
    return json.loads(path.read_text()) if path.exists() else None


def _scored(run: dict[str, Any], keys: tuple[str, ...] = LAYERS) -> list[float]:
    return [run[k]["value"] for k in keys if run.get(k, {}).get("status") == "scored"]


def summary(root: Path) -> list[tuple[str, list[float | None]]]:
    """Per environment: the five numbers of the summary chart (None where nothing was run)."""
    results = root / "contracts" / "results"
    gold = (_json(results / "gold.json") or {"runs": []})["runs"]
    empty = (_json(results / "baseline.json") or {"runs": []})["runs"]
    envs = sorted({r["environment"] for r in gold} | {r["environment"] for r in empty})
    groups: list[tuple[str, list[float | None]]] = []
    for env in envs:
        g = [v for r in gold if r["environment"] == env for v in _scored(r)]
        e = [v for r in empty if r["environment"] == env for v in _scored(r)]
        gaps = [v for r in gold if r["environment"] == env for v in _scored(r, ("integration_gap",))]
        tasks = _json(results / "tasks" / f"{env}.json")
        mutants = _json(results / "mutants" / f"{env}.json")
        mutant_gaps = [
            m["scores"]["integration_gap"]
            for m in (mutants or {}).get("rows", [])
            if (m.get("scores") or {}).get("integration_gap") is not None  # a mutant that never started has no scores
        ]
        groups.append(
            (
                env,
                [
                    min(g) if g else None,
                    max(e) if e else None,
                    tasks["baselines"]["noop"]["score"] if tasks else None,
                    max(gaps) if gaps else None,
                    max(mutant_gaps) if mutant_gaps else None,
                ],
            )
        )
    return groups


def kill_matrix_svg(mutants: dict[str, Any]) -> str:
    """The mutant x layer matrix: failed-assert counts where a layer caught the mutant, 'gap' for integration_gap."""
    cells: dict[tuple[str, str], int | str] = {}
    for m in mutants["rows"]:
        for layer in MATRIX_LAYERS:
            if layer == "integration_gap":
                if layer in m["caught_by"]:
                    cells[(m["mutant"], layer)] = "gap"
            elif m.get("fail_counts", {}).get(layer):
                cells[(m["mutant"], layer)] = m["fail_counts"][layer]
    declared = {m["mutant"]: ("integration_gap" if m["declared"] == "integration" else m["declared"]) for m in mutants["rows"]}
    return svg.matrix(
        f"Mutants of {mutants['environment']} x the layers that caught them",
        [m["mutant"] for m in mutants["rows"]],
        MATRIX_LAYERS,
        cells,
        declared,
        {m["mutant"] for m in mutants["rows"] if not m["killed"]},
    )


def page(root: Path, figures: Path, note: str) -> tuple[str, dict[str, str]]:
    """Write the figures into `figures` (site/docs/status/); return the summary page and each environment's page, to be
    written beside it as results-<env>.md."""
    figures.mkdir(parents=True, exist_ok=True)
    results = root / "contracts" / "results"
    groups = summary(root)
    (figures / "summary.svg").write_text(svg.grouped_bars("Every environment at a glance", groups, SERIES))
    per_env = {env: environment_page(root, env, figures, note) for env, _ in groups}
    out = [
        note.rstrip("\n"),
        "",
        "# Results",
        "",
        "Per-layer scores of every gold app, of the empty app (serves the API's routes, does nothing) and of the no-op agent,",
        "from `contracts/results/`. A rigorous environment has its gold app at 1.0, the empty app and the no-op agent near 0,",
        "the gold app's integration gap at 0 and a gap above 0 for the mutants that break a flow. Each environment's name",
        "opens its page: score bars per layer and database, and which layer caught each of its mutants.",
        "",
        "## Summary",
        "",
        "![Summary over every environment: gold app, empty app, no-op agent and integration gaps](summary.svg){ .zoom }",
        "",
        "| environment | gold app (lowest layer) | empty app (highest layer) | no-op agent | integration gap: gold "
        "| integration gap: largest mutant | mutants caught |",
        "|---|---|---|---|---|---|---|",
    ]
    for env, values in groups:
        mutants = _json(results / "mutants" / f"{env}.json")
        caught = f"{mutants['killed']}/{mutants['mutants']}" if mutants else "not run"
        out.append(
            f"| [{env}](results-{env}.md) | "
            + " | ".join("not run" if v is None else f"{v:.3f}" for v in values)
            + f" | {caught} |"
        )
    out += ["", "The [integration gap](../integration-gap.md) page defines the gap and walks through a mutant it catches.", ""]
    out += harbor_trials.summary_section(root, [env for env, _ in groups])
    bench = _json(root / "contracts/bench/results.json") or {}
    if bench:
        out += ["## Benchmarks (`nox -s bench`)", "", "| benchmark | measured | target | met |", "|---|---|---|---|"]
        for name, b in sorted(bench.items()):
            measured, target = bench_cells(b)
            out.append(f"| {name}: {b['what']} | {measured} | {target} | {'yes' if b['met'] else 'no'} |")
        out.append("")
    return "\n".join(out), per_env


def bench_cells(b: dict[str, Any]) -> tuple[str, str]:
    """What one benchmark measured and its target, as the results page's table shows them."""
    seconds = b.get("seconds", b.get("seconds_with"))
    if "target_generate_seconds_total" in b:  # walks: generation over every environment, and the share of a verify
        part = " (some environments)" if b.get("partial") else ""
        return (
            f"generation {b['generate_seconds_total']} s{part}; walks add up to {b['worst_added_to_verify']:.0%} to a verify",
            f"under {b['target_generate_seconds_total']} s; at most {b['target_added_to_verify']:.0%} added",
        )
    if "target_seconds" in b:
        return f"{seconds} s", f"{b['target_seconds']} s"
    if "target_ratio" in b:
        return f"{seconds} s, ratio {b.get('ratio')}", f"ratio under {b['target_ratio']}"
    return f"{seconds} s", str(b.get("target", "none stated"))


def environment_page(root: Path, env: str, figures: Path, note: str) -> str:
    """One environment's results: gold app and empty app per layer and database, then its mutant kill matrix."""
    results = root / "contracts" / "results"
    gold = [r for r in (_json(results / "gold.json") or {"runs": []})["runs"] if r["environment"] == env]
    empty = {r["db"]: r for r in (_json(results / "baseline.json") or {"runs": []})["runs"] if r["environment"] == env}
    out = [
        note.rstrip("\n"),
        "",
        f"# Results: {env}",
        "",
        f"The [environment page](../environments/{env}.md) says what {env} judges; [every environment](results.md) is one "
        "table. Scores come from `contracts/results/` (`nox -s gold`, `nox -s baseline`, `nox -s mutants`).",
        "",
        "## Gold app and empty app per layer",
        "",
    ]
    for r in sorted(gold, key=lambda r: r["db"]):
        series: list[tuple[str, float | None]] = []
        for k in (*LAYERS, "integration_gap"):
            series.append((f"gold {k}", r[k]["value"] if r[k]["status"] == "scored" else None))
        e = empty.get(r["db"])
        if e:
            series += [(f"empty app {k}", e[k]["value"] if e[k]["status"] == "scored" else None) for k in LAYERS]
        fig = f"{env}-{r['db']}-scores.svg"
        (figures / fig).write_text(svg.bars(f"{env} on {r['db']}: gold app and empty app", series))
        out += [f"![Scores of the {env} gold app and empty app on {r['db']}]({fig})", ""]
    if not gold:
        out += ["Not run yet: `nox -s gold`.", ""]
    out += tool_section(root, env)
    out += outside_section(root, env)
    mutants = _json(results / "mutants" / f"{env}.json")
    out += ["## Mutant kill matrix", ""]
    if not mutants:
        return "\n".join([*out, "Not run yet: `nox -s mutants`.", ""])
    (figures / f"{env}-kill-matrix.svg").write_text(kill_matrix_svg(mutants))
    out += [
        f"{mutants['killed']}/{mutants['mutants']} mutants caught. Green means the layer caught the mutant, which is what "
        "a verifier should do; the blue frame marks the layer each mutant was written to test.",
        "",
        f"![Kill matrix of {env}: which layers caught each mutant]({env}-kill-matrix.svg){{ .zoom }}",
        "",
        "| mutant | declared | " + " | ".join(MATRIX_LAYERS) + " |",
        "|---|---|" + "---|" * len(MATRIX_LAYERS),
    ]
    for m in mutants["rows"]:
        cells = [
            ("caught (gap)" if "integration_gap" in m["caught_by"] else "")
            if k == "integration_gap"
            else (f"caught ({m['fail_counts'][k]})" if m.get("fail_counts", {}).get(k) else "")
            for k in MATRIX_LAYERS
        ]
        out.append(f"| `{m['mutant']}` | {m['declared']} | " + " | ".join(cells) + " |")
    out.append("")  # a table ends before whatever follows, or markdown folds it into the table
    return "\n".join(out)


def tool_section(root: Path, env: str) -> list[str]:
    """The mutation tools' campaigns (contracts/results/mutation/ENV.json, cosmic-ray on the rule code, and
    contracts/results/ui-mutation/ENV.json, Stryker on the front end): each score, and each survivor with the class
    and the reason its triage (ref_apps/<pkg>/mutation_triage.json) gives, or "not triaged yet"."""
    out = _tool_campaign(
        root, env, "mutation", "## Mutation tool", "the gold app's handlers and store", f"nox -s mutation -- {env}"
    )
    ui = _tool_campaign(root, env, "ui-mutation", "### Front end", "the gold app's front-end script", f"fgb ui-mutation {env}")
    return out + ui


def _tool_campaign(root: Path, env: str, folder: str, heading: str, code: str, command: str) -> list[str]:
    run = _json(root / "contracts" / "results" / folder / f"{env}.json")
    out = [heading, ""]
    if not isinstance(run, dict) or not run.get("rows"):
        return [*out, f"No campaign yet: `{command}`.", ""]
    triage = (_json(paths.ref_app_dir(root, env) / "mutation_triage.json") or {}).get("survivors", {})
    judged = run["mutants"] - run["equivalent"] - run["stillborn"]
    score = f"{run['score']:.1%}" if run.get("score") is not None else "n/a"
    partial = "" if run.get("complete") else f" (under way: {run['mutants']} of {run['enumerated']} run)"
    if run.get("sample"):
        partial += f" (a sample: the mutants of {run['sample']} lines drawn with seed {run['seed']})"
    styling = (run.get("excluded") or {}).get("styling")
    if styling:  # Stryker's styling ignorer (proving/stryker_ignorer.py): looks are the visual layer's to judge
        partial += f"; {styling} more, which only empty a constant CSS class name, were left unrun (styling is not rule code)"
    out += [
        f"{run['tool']} made {run['mutants']} mutants of {code}{partial}: {run['killed']} killed, "
        f"{run['survived']} survived, of which {run['equivalent']} cannot change behaviour; **{score} of the {judged} others "
        f"killed**, untriaged survivors counted as missed. Each mutant ran against the units that execute it on the "
        f"gold app ({run.get('mutants_per_minute')} mutants a minute).",
        "",
    ]
    survivors = sorted((r for r in run["rows"] if r["verdict"] == "survived"), key=lambda r: (r["file"], r["line"], r["id"]))

    # What a reader must weigh first (missed, untriaged) shows; what the triage settled (behaviour the brief leaves
    # free, mutants that cannot change behaviour) is folded below, each with why, so a long campaign keeps the page short.
    def settled(kind: str) -> list[dict[str, Any]]:
        return [r for r in survivors if triage.get(r["id"], {}).get("class") == kind]

    unstated, equivalent = settled("unstated"), settled("equivalent")
    shown = [r for r in survivors if r not in unstated and r not in equivalent]
    if shown:
        out += [*_survivor_table(shown, triage), ""]
    for rows, what in (
        (unstated, "whose behaviour the brief leaves free (unstated)"),
        (equivalent, "that cannot change behaviour (equivalent)"),
    ):
        if rows:
            out += [
                '<details markdown="1">',
                f"<summary>{len(rows)} survivors {what}, with why</summary>",
                "",
                *_survivor_table(rows, triage),
                "",
                "</details>",
                "",
            ]
    return out


def _survivor_table(survivors: list[dict[str, Any]], triage: dict[str, Any]) -> list[str]:
    out = ["| survivor | line | class | why |", "|---|---|---|---|"]
    for r in survivors:
        entry = triage.get(r["id"], {})
        name = r["id"].split("/app/", 1)[-1]
        why = entry.get("why", "")
        if entry.get("rule"):
            why = f"rule `{entry['rule']}`: {why}"
        out.append(
            f"| `{markdown_text(name, cell=True)}` | {r['line']} | {entry.get('class', '**not triaged yet**')} | "
            f"{_cell_text(why)} |"
        )
    return out


def outside_section(root: Path, env: str) -> list[str]:
    """A clone built from the brief alone (contracts/results/outside/ENV.json): how it scored, the points it lost with
    the rules they cite, and each one-rule break with the sentence it breaks and whether a check caught it."""
    run = _json(root / "contracts" / "results" / "outside" / f"{env}.json")
    if not isinstance(run, dict) or not run.get("breaks"):
        return []
    scores = run["clone"]["scores"]
    vector = ", ".join(f"{k} {'-' if scores.get(k) is None else f'{scores[k]:.3f}'}" for k in (*LAYERS, "integration_gap"))
    first = run.get("first_run") or {}
    out = [
        "## A clone built from the brief",
        "",
        f"Someone who never read the graders built a clone from `fgb brief {env}` (brief {run.get('brief_version') or '?'}), "
        f"then broke it one stated rule at a time (`fgb outside {env}`). The unbroken clone scored {vector}. "
        f"**{run['caught']} of {run['applied']} breaks caught** (at the first run, before the graders were fixed: "
        f"{first.get('caught', '?')} of {first.get('applied', '?')}).",
        "",
    ]
    if run["clone"]["lost"]:
        out += ["Points the unbroken clone lost, with the rules they cite:", "", "| check | outcome | rules |", "|---|---|---|"]
        for lost in run["clone"]["lost"]:
            rules = ", ".join(f"`{r}`" for r in lost.get("rules") or []) or "-"
            out.append(f"| `{markdown_text(lost['id'], cell=True)}` | {lost['outcome']} | {rules} |")
        out.append("")
    out += ["| break | kind | the sentence it breaks | caught by |", "|---|---|---|---|"]
    for b in run["breaks"]:
        verdict = "not applied" if not b.get("applied") else f"`{b['caught_by'][0]}`" if b.get("caught") else "**missed**"
        out.append(
            f"| `{markdown_text(b['id'], cell=True)}` | {b.get('kind')} | {_cell_text(b.get('rule_quote') or '')} | {verdict} |"
        )
    out.append("")
    return out


def _cell_text(text: str) -> str:
    """Triage prose in one table cell: tag-like `<` shown as text outside code spans (inside them it already is)."""
    return escape_document(" ".join(text.split())).replace("|", "\\|")

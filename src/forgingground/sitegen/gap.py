"""The "Integration gap" page: the exact definition and a worked example recorded from one of our own mutant runs.

`fgb docs-example` runs the gold app with one mutant, keeps the part of report.json the page needs (scores, chains,
the failing chain's asserts and exchanges, with the loopback host taken out so reruns give the same file) in
contracts/results/examples/integration_gap.json; `fgb docs-gen` renders the page from that file.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from .. import paths
from ..engine.scoring import ratio_text

EXAMPLE = Path("contracts/results/examples/integration_gap.json")
DEFAULT = ("gmail", "untrash_loses_inbox", "trash_restore_delete")
_HOST = re.compile(r"^https?://[^/]+")


def excerpt(report: dict[str, Any], contract: dict[str, Any], env: str, mutant: str, fault: str, chain_id: str) -> dict[str, Any]:
    """What the page shows, from a report: a chain whose every endpoint passes leaf and which still fails."""
    chain = next((c for c in report["chains"] if c["id"] == chain_id), None)
    if chain is None:
        raise ValueError(f"the report has no chain {chain_id!r}: pick one of {[c['id'] for c in report['chains']]}")
    spec = next(c for c in contract.get("chains", []) if c["id"] == chain_id)
    leaf = [r for r in report["results"] if r["level"] == "leaf"]
    per_endpoint = {e["id"]: {"asserts": 0, "passed": 0} for e in contract.get("api", []) if e["id"] in chain["endpoints"]}
    probe_endpoint = {p["id"]: p["endpoint"] for p in contract.get("probes", [])}
    for r in leaf:
        endpoint = probe_endpoint.get((r.get("source") or "").removeprefix("probe "))
        if endpoint in per_endpoint:
            per_endpoint[endpoint]["asserts"] += 1
            per_endpoint[endpoint]["passed"] += r["outcome"] == "pass"
    chain_asserts = [r for r in report["results"] if r.get("source") == f"chain {chain_id}"]
    return {
        "environment": env,
        "mutant": mutant,
        "fault": fault,
        "generated_by": f"fgb docs-example {env} {mutant} {chain_id}",
        "scores": {
            k: {f: v.get(f) for f in ("status", "numerator", "denominator", "value")} for k, v in report["scores"].items()
        },
        "chains": [{k: c[k] for k in ("id", "outcome", "endpoints_leaf_ok", "integration_gap")} for c in report["chains"]],
        "chain": {
            "id": chain_id,
            "title": spec["title"],
            "outcome": chain["outcome"],
            "steps": [{k: s[k] for k in ("name", "call", "query", "body") if k in s} for s in spec.get("steps", [])],
            "leaf_per_endpoint": per_endpoint,
            "asserts": [
                {
                    "id": r["id"],
                    "statement": r["statement"],
                    "outcome": r["outcome"],
                    "message": r["message"],
                    "exchanges": [
                        {
                            "step": x.get("step"),
                            "method": x["method"],
                            "url": _HOST.sub("", x["url"]),
                            "status": x.get("status"),
                            "response": x.get("response_excerpt"),
                        }
                        for x in (r.get("evidence") or {}).get("exchanges", [])
                    ]
                    if r["outcome"] != "pass"
                    else [],
                }
                for r in chain_asserts
            ],
        },
    }


def record(root: Path, env: str, mutant: str, chain_id: str) -> Path:
    """Run the gold app with one mutant on leaf and mid, and write the example the page is drawn from."""
    import tempfile

    from ..engine.app_process import AppProcess
    from ..engine.runner import RunOptions, verify
    from ..environment import load_environment
    from ..proving.mutants import list_mutants, mutant_start

    known = list_mutants(root, env)
    if mutant not in known:
        where = f"ref_apps/{paths.ref_app_dir(root, env).name}/mutants.py"
        raise ValueError(f"{env} has no mutant {mutant!r} ({where} lists {sorted(known)})")
    environment = load_environment(paths.environments_dir(root) / env)
    command, served = mutant_start(root, env, mutant, known[mutant].get("source") == "outside")
    with tempfile.TemporaryDirectory() as tmp:
        with AppProcess(command, Path(tmp) / "app.log", env=served, cwd=root) as app:
            report = verify(environment, app.url, RunOptions(layers=("leaf", "mid")))
    contract = json.loads((paths.environments_dir(root) / env / "contract.json").read_text())
    data = excerpt(report, contract, env, mutant, known[mutant]["fault"], chain_id)
    out = root / EXAMPLE
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(data, indent=2) + "\n")
    return out


DEFINITION = """\
## Definition

A chain is **eligible** when the leaf layer ran and its **leaf basis** passed (`endpoints_leaf_ok`): of the
endpoints the chain calls, every leaf assert that judges a facet the chain's own asserts judge (for an assert
without facets, a rule it cites), and every leaf assert that judges the endpoint's answer itself (status and
shape: the `api:` rules). A leaf failure on a facet the chain does not use leaves the chain counted. An eligible
chain **has a gap** when it fails nonetheless. Then

```text
integration gap = (eligible chains that fail) / (eligible chains)
```

- **Numerator**: chains whose endpoints pass on their own, on the facets the chain uses, and which still fail
  end to end.
- **Denominator**: the eligible chains. A chain whose basis fails is already explained by leaf: it counts in
  neither, and the report says which leaf asserts excluded it (`excluded_because`).
- **Undefined** (`n/a`, never 0) when no chain is eligible: an app that does nothing has no gap, and must not
  win on it. Not run unless both leaf and mid ran.
- **A caveat reported beside it**: a gap chain whose failing facets no leaf assert judges anywhere lists them
  (`unprobed_facets`): such a failure may be one endpoint's bug that only a chain reaches, not a failure of
  composition.
- **Lower is better.** 0 means every failure of a business flow is explained by a failing endpoint; a gold app
  scores 0.
- **Generated walks count too.** Where an environment has `walks.json` (seeded sequences of API calls recorded on
  gold, `fgb walks generate`), each walk is a unit of the mid layer beside the chains (family `walk`, one assert
  `mid.walk.<id>`). A walk observes rules, not facets, so its leaf basis is every leaf assert of its endpoints that
  cites a rule it observes (`basis: rules` in the report); a walk that fails while that basis passes has a gap.
- Source: `src/forgingground/engine/scoring.py` (`judge_chains`, `leaf_basis`, `gap_ratio`).
"""


def _fmt(score: dict[str, Any]) -> str:
    return ratio_text(score)


def page(root: Path, note: str) -> str:
    """The page: why the gap matters, its definition, and the recorded example."""
    out = [
        note.rstrip("\n"),
        "",
        "# Integration gap",
        "",
        "Unit-level checks can all pass while the app is still wrong: each endpoint answers correctly alone, but the",
        "state one leaves behind is not the state the next one needs. The integration gap measures exactly that share",
        "of failures, the one no per-endpoint test can see. It is the headline number of every run; **lower is better**.",
        "",
        DEFINITION,
    ]
    data = json.loads((root / EXAMPLE).read_text()) if (root / EXAMPLE).exists() else None
    if not data:
        return "\n".join(out + ["## Worked example", "", "Not recorded yet: run `fgb docs-example`."]) + "\n"
    s, chain = data["scores"], data["chain"]
    out += [
        f"## Worked example: {data['environment']} with the mutant `{data['mutant']}`",
        "",
        f"The mutant injects one fault into the gold app: *{data['fault']}*. Recorded with `{data['generated_by']}`",
        f"(it starts the gold app with the patch `{data['mutant']}` applied from outside, and runs leaf and mid).",
        "",
        "| leaf | mid | integration gap |",
        "|---|---|---|",
        f"| {_fmt(s['leaf_pass'])} | {_fmt(s['mid_pass'])} | **{_fmt(s['integration_gap'])}** |",
        "",
        f"Every leaf assert passes, so every chain is eligible: the denominator is {s['integration_gap']['denominator']} chains. "
        f"One of them, `{chain['id']}` ({chain['title']}), fails: the numerator is {s['integration_gap']['numerator']}.",
        "",
        "### The endpoints of the chain, each on its own",
        "",
        "| endpoint | leaf asserts passed |",
        "|---|---|",
    ]
    out += [f"| `{e}` | {v['passed']}/{v['asserts']} |" for e, v in chain["leaf_per_endpoint"].items()]
    out += ["", "### The chain end to end", "", "| step | call | query |", "|---|---|---|"]
    for step in chain["steps"]:
        query = urlencode(step.get("query") or {}, doseq=True, safe=":")
        out.append(f"| {step['name']} | `{step['call']}` | {f'`{query}`' if query else ''} |")
    out += ["", "| assert | statement | outcome |", "|---|---|---|"]
    out += [f"| `{a['id']}` | {a['statement']} | {a['outcome']} |" for a in chain["asserts"]]
    for a in (a for a in chain["asserts"] if a["outcome"] != "pass"):
        out += ["", f"### Evidence of `{a['id']}`", "", f"{a['statement']}: {a['message']}.", "", "```http"]
        for x in a["exchanges"]:
            out.append(f"{x['method']} {x['url']}  # step {x['step']}")
            out.append(f"-> {x['status']} {x['response'] or ''}".rstrip())
        out += ["```"]
        queried = {step["name"] for step in chain["steps"] if step.get("query")}
        if any(x["step"] in queried and "?" not in x["url"] for x in a["exchanges"]):
            out += [
                "",
                "The recorded URLs lack their query strings (the run's evidence dropped them); the chain table above gives",
                "each step's query.",
            ]
    out += [
        "",
        f"Each endpoint answers as its own asserts demand, yet the flow breaks ({data['fault']}): only a chain that uses",
        "the endpoints together sees it, and that is what the integration gap counts.",
        "",
        "### Every chain of the run",
        "",
        "| chain | outcome | leaf basis passes | counts in the gap |",
        "|---|---|---|---|",
    ]
    out += [
        f"| `{c['id']}` | {c['outcome']} | {'yes' if c['endpoints_leaf_ok'] else 'no'} | {'**yes**' if c['integration_gap'] else 'no'} |"
        for c in data["chains"]
    ]
    return "\n".join(out) + "\n"

"""A self-contained HTML report: the score vector on top, failed asserts with their evidence first."""

from __future__ import annotations

import json
from html import escape
from typing import Any

STYLE = """
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:72rem;color:#1d1d1f;padding:0 1rem}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}
.scores td{font-size:1.1rem}.pass{color:#176c2b}.fail{color:#b3261e}.infra_error{color:#8a5a00}.not_run{color:#777}
details{margin:.4rem 0 .8rem}pre{background:#f6f6f6;padding:.5rem;overflow:auto;max-height:20rem;font-size:12px}
.badge{display:inline-block;padding:0 .4rem;border-radius:.3rem;font-weight:600}
"""
NAMES = {
    "leaf_pass": "Leaf (endpoints)",
    "mid_pass": "Mid (chains)",
    "root_pass": "Root (journeys)",
    "visual": "Visual fidelity",
    "integration_gap": "Integration gap",
}


def _ratio(r: dict[str, Any]) -> str:
    if r["status"] == "not_run":
        return '<span class="not_run">not run</span>'
    infra = f" &middot; {r['infra_errors']} infrastructure" if r.get("infra_errors") else ""
    return f"<b>{r['value']:.3f}</b> ({r['numerator']}/{r['denominator']}{infra})"


def _images(report: dict[str, Any], screen_id: str) -> str:
    """The side-by-side diff image of a screen, when the run wrote one (failed screens open first)."""
    result = next(
        (r for r in report["results"] if r["level"] == "visual" and (r.get("source") or "").endswith(f" {screen_id}")), None
    )
    observed = (result or {}).get("evidence", {}).get("observed") or {}
    images = observed.get("images") if isinstance(observed, dict) else None
    if not images:
        return ""
    opened = " open" if result and result["outcome"] == "fail" else ""
    return (
        f'<details{opened}><summary>images</summary><a href="{escape(images["diff"])}">'
        f'<img src="{escape(images["diff"])}" alt="reference, candidate and difference of {escape(screen_id)}" width="720"></a></details>'
    )


def render_html(report: dict[str, Any]) -> str:
    rows = "".join(f"<tr><td>{NAMES[k]}</td><td>{_ratio(v)}</td></tr>" for k, v in report["scores"].items())
    infra = (
        "".join(
            f"<li><b>{escape(i['kind'])}</b> {escape(i.get('where') or '')}: {escape(i['message'])}</li>"
            for i in report["infrastructure"]
        )
        or "<li>none</li>"
    )
    results = []
    for r in report["results"]:
        evidence = escape(json.dumps(r.get("evidence", {}), indent=2, default=str)[:20000])
        results.append(
            f'<tr><td><span class="badge {r["outcome"]}">{r["outcome"]}</span></td><td>{r["level"]}</td>'
            f"<td><code>{escape(r['id'])}</code><br>{escape(r['statement'])}"
            f"<details{' open' if r['outcome'] == 'fail' else ''}><summary>{escape(r['message'])}</summary>"
            f"<div>{escape(r.get('source') or '')}</div><pre>{evidence}</pre></details></td></tr>"
        )
    screens = "".join(
        f"<tr><td><code>{escape(x['id'])}</code></td><td>{x.get('score', 0):.3f}</td>"
        f"<td>{', '.join(f'{k} {x[k]}' for k in ('dom', 'ssim', 'block', 'text', 'position', 'color') if k in x)}</td>"
        f"<td>{_images(report, x['id'])}</td></tr>"
        for x in report.get("screens", [])
    )
    journeys = "".join(
        f'<tr><td><code>{escape(j["id"])}</code></td><td class="{j["outcome"]}">{j["outcome"]}</td><td>{escape(j["message"])}</td></tr>'
        for j in report.get("journeys", [])
    )
    chains = "".join(
        f"<tr><td><code>{escape(c['id'])}</code></td><td>{escape(c['family'])}</td>"
        f'<td class="{c["outcome"]}">{c["outcome"]}</td><td>{"yes" if c["endpoints_leaf_ok"] else "no"}</td>'
        f"<td>{'<b>gap</b>' if c.get('integration_gap') else ''}</td></tr>"
        for c in report["chains"]
    )
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>{escape(report["environment"])}: ForgingGround-Bench report</title><style>{STYLE}</style></head><body>
<h1>{escape(report["environment"])} <small>verified {escape(report["started_at"])}</small></h1>
<p>App: <code>{escape(report["app"]["url"])}</code> &middot; layers {", ".join(report["layers"])} &middot;
{report["duration_s"]} s &middot; {report.get("http_exchanges", 0)} HTTP exchanges &middot;
run {"completed" if report["completed"] else '<b class="fail">did not complete</b>'}</p>
<h2>Score vector</h2><table class="scores">{rows}</table>
<h2>Infrastructure failures</h2><ul>{infra}</ul>
<h2>Chains</h2><table><tr><th>chain</th><th>family</th><th>outcome</th><th>endpoints pass leaf</th><th></th></tr>{chains}</table>
<h2>Journeys</h2><table><tr><th>journey</th><th>outcome</th><th>what happened</th></tr>{journeys}</table>
<h2>Screens (reference | candidate | difference)</h2><table><tr><th>screen</th><th>fidelity</th><th>parts</th><th></th></tr>{screens}</table>
<h2>Asserts (failed first)</h2><table><tr><th>outcome</th><th>level</th><th>assert</th></tr>{"".join(results)}</table>
<p><small>ForgingGround-Bench engine {escape(report["engine_version"])}</small></p></body></html>
"""

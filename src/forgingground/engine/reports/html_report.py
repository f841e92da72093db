"""A self-contained HTML report: the score vector on top, failed asserts first, filters and search, evidence to replay."""

from __future__ import annotations

from typing import Any

from .html_assets import SCRIPT, STYLE
from .html_evidence import chain_html, evidence_html, journey_evidence_html, screen_images_html
from .reproduce import failed_rules, reproduction
from .text import h

NAMES = {
    "leaf_pass": "Leaf (endpoints)",
    "mid_pass": "Mid (chains, walks)",
    "root_pass": "Root (journeys)",
    "visual": "Visual fidelity",
    "security": "Security",
    "integration_gap": "Integration gap",
}
MEANING = {
    "leaf_pass": "share of endpoint asserts that pass; higher is better",
    "mid_pass": "share of business chains and generated walks whose every assert passes; higher is better",
    "root_pass": "share of browser journeys done with every assert passing; higher is better",
    "visual": "share of screens at or above their fidelity threshold; higher is better",
    "security": "share of security probes passed (another's resources, hostile text, read-only fields), generated from "
    "the environment's security facts; beside the others, not in overall; higher is better",
    "integration_gap": "share of chains and walks that fail although the leaf asserts of the facets (a walk: the rules) "
    "they use pass (failing such units / such units; n/a when there are none): lower is better",
}
LAYERS = ("leaf", "mid", "root", "visual", "security")
OUTCOMES = ("fail", "infra_error", "pass", "not_run")


def _ratio(r: dict[str, Any]) -> tuple[str, str, str]:
    if r["status"] == "not_run":
        why = f" ({h(r['reason'])})" if r.get("reason") else ""
        return f'<span class="not_run">not run{why}</span>', "", ""
    if r["status"] == "undefined":
        return '<span class="not_run">n/a: no chain had its leaf asserts pass</span>', "0/0", ""
    return f"<b>{r['value']:.3f}</b>", f"{r['numerator']}/{r['denominator']}", str(r.get("infra_errors") or 0)


def _scores(report: dict[str, Any]) -> str:
    rows = "".join(
        f"<tr><td>{NAMES[k]}</td>{''.join(f'<td>{c}</td>' for c in _ratio(v))}<td class='note'>{MEANING[k]}</td></tr>"
        for k, v in report["scores"].items()
    )
    return (
        '<div class="wrap"><table class="scores"><thead><tr><th style="width:17%">score</th><th style="width:10%">value</th>'
        '<th style="width:12%">passed / total</th><th style="width:11%">infra errors</th><th>what it means</th></tr></thead>'
        f"<tbody>{rows}</tbody></table></div>"
        '<p class="note">The <b>integration gap</b> is the share of chains that fail although every endpoint they call '
        "passes its leaf asserts: the endpoints work alone but not together. Lower is better.</p>"
    )


def _assert_rows(results: list[dict[str, Any]], base: str | None = None, now: str | None = None) -> str:
    """One row per assert; the not_run asserts of a layer collapse into one row."""
    rows = []
    for r in results:
        if r["outcome"] == "not_run":
            continue
        opened = " open" if r["outcome"] == "fail" else ""
        evidence = evidence_html(r, base, now)
        details = f"<details{opened}><summary>evidence</summary>{evidence}</details>" if evidence else ""
        rows.append(
            f'<tr data-layer="{h(r["level"])}" data-outcome="{h(r["outcome"])}">'
            f'<td><span class="badge {h(r["outcome"])}">{h(r["outcome"])}</span></td><td>{h(r["level"])}</td>'
            f"<td><code>{h(r['id'])}</code><br>{h(r['statement'])}</td>"
            f"<td>{h(r['message'])}<br><span class='note'>{h(r.get('source') or '')}</span>{details}</td></tr>"
        )
    for layer in LAYERS:
        skipped = [r for r in results if r["outcome"] == "not_run" and r["level"] == layer]
        if skipped:
            ids = ", ".join(h(r["id"]) for r in skipped)
            rows.append(
                f'<tr data-layer="{layer}" data-outcome="not_run"><td><span class="badge not_run">not_run</span></td>'
                f"<td>{layer}</td><td>{len(skipped)} assert{'s' if len(skipped) != 1 else ''} not run</td><td>{h(skipped[0]['message'])}"
                f"<details><summary>which</summary><code>{ids}</code></details></td></tr>"
            )
    return "".join(rows)


def _controls(results: list[dict[str, Any]]) -> str:
    def buttons(kind: str, values: tuple[str, ...]) -> str:
        present = [v for v in values if any(r["level" if kind == "layer" else "outcome"] == v for r in results)]
        return f'<button type="button" data-filter="{kind}" data-value="all" aria-pressed="true">all {kind}s</button>' + "".join(
            f'<button type="button" data-filter="{kind}" data-value="{v}" aria-pressed="false">{v}</button>' for v in present
        )

    return (
        f'<div class="controls" role="group" aria-label="filter asserts by layer">{buttons("layer", LAYERS)}</div>'
        f'<div class="controls" role="group" aria-label="filter asserts by outcome">{buttons("outcome", OUTCOMES)}</div>'
        '<div class="controls"><input id="search" type="search" placeholder="search ids, statements, messages, URLs" '
        'aria-label="search asserts"> <span id="shown"></span></div>'
    )


def _journeys(report: dict[str, Any]) -> str:
    journeys = report.get("journeys") or []
    if not journeys:
        return '<p class="note">no journeys ran</p>'
    rows = "".join(
        f'<tr><td><code>{h(j["id"])}</code></td><td><span class="badge {h(j["outcome"])}">{h(j["outcome"])}</span></td>'
        f"<td>{h(j.get('steps_done', ''))}</td><td>{h(j['message'])}{_reproduction(j)}{_first_try(j)}</td>"
        f"<td>{journey_evidence_html(j)}</td></tr>"
        for j in journeys
    )
    return (
        '<div class="wrap"><table><thead><tr><th style="width:22%">journey</th><th style="width:10%">outcome</th>'
        '<th style="width:8%">steps done</th><th>what happened</th><th style="width:20%">evidence</th></tr></thead>'
        f"<tbody>{rows}</tbody></table></div>"
    )


def _reproduction(journey: dict[str, Any]) -> str:
    """A failed UI walk's moves from the reset to its divergence, a line each: what a person does to see it."""
    lines = journey.get("reproduction") or []
    if not lines:
        return ""
    items = "".join(f"<li>{h(line)}</li>" for line in lines)
    return f'<details><summary>reproduce it ({len(lines)} steps)</summary><ol class="reproduce">{items}</ol></details>'


def _first_try(journey: dict[str, Any]) -> str:
    """A journey that needed another try says so, with what its first try saw (flaky when it then passed)."""
    first = journey.get("first_try")
    if not first:
        return ""
    verdict = "flaky: passed" if journey["outcome"] == "pass" else "failed again"
    seen = journey_evidence_html({"id": f"{journey['id']} (first try)", **first})
    return (
        f'<p class="note">{verdict} on try {h(journey.get("tries", 2))}; the first try did {h(first["steps_done"])} '
        f"steps: {h(first['message'])} {seen}</p>"
    )


def _screens(report: dict[str, Any]) -> str:
    screens = report.get("screens") or []
    if not screens:
        return '<p class="note">no screens or checkpoints were compared</p>'
    rows = []
    for x in screens:
        result = next(
            (r for r in report["results"] if r["level"] == "visual" and (r.get("source") or "").endswith(f" {x['id']}")), None
        )
        outcome = result["outcome"] if result else ""
        parts = ", ".join(
            f"{k} {h(x[k])}"
            for k in ("dom", "ssim", "block", "text", "position", "relative", "size", "absolute", "color", "perceptual")
            if k in x
        )
        # A checkpoint is a screen after actions: say which journey it was captured in.
        where = f"<br><span class='note'>checkpoint of journey <code>{h(x['journey'])}</code></span>" if x.get("journey") else ""
        rows.append(
            f"<tr><td><code>{h(x['id'])}</code>{where}</td><td><span class='badge {h(outcome)}'>{h(outcome)}</span></td>"
            f"<td>{x.get('score', 0):.3f}</td><td>{parts}</td></tr>"
        )
        images = screen_images_html(x, result)
        if images:
            rows.append(f'<tr><td colspan="4">{images}</td></tr>')
    return (
        '<div class="wrap"><table><thead><tr><th style="width:25%">screen</th><th style="width:10%">outcome</th>'
        f'<th style="width:10%">fidelity</th><th>parts</th></tr></thead><tbody>{"".join(rows)}</tbody></table></div>'
    )


def _infrastructure(report: dict[str, Any]) -> str:
    items = "".join(
        f"<li><b>{h(i['kind'])}</b> {h(i.get('where') or '')}: {h(i['message'])}</li>" for i in report["infrastructure"]
    )
    return f"<ul>{items}</ul>" if items else '<p class="note">none</p>'


def _reproduce(report: dict[str, Any]) -> str:
    """Shell lines that reproduce the failures from a reset; how to open a journey's trace."""
    if not failed_rules(report):
        return '<p class="note">no assert that cites a rule failed</p>'
    lines = "\n".join(reproduction(report))
    return (
        "<p>The app this run verified has stopped. Set <code>APP</code> to where your app answers, reset it as the run "
        "did, then rerun only what judges a failed rule. Each evidence block below starts with the same reset; a "
        "failed journey's trace opens with <code>playwright show-trace</code>.</p>"
        f'<div class="curl"><pre>{h(lines)}</pre><button class="copy" type="button">copy</button></div>'
    )


def render_html(report: dict[str, Any]) -> str:
    results = report["results"]
    base, now = report["app"]["url"], report.get("reset_now")
    chains = (
        "".join(chain_html(c, results, base, now) for c in report["chains"]) or '<p class="note">the mid layer was not run</p>'
    )
    completed = "completed" if report["completed"] else '<b class="fail">did not complete</b>'
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>{h(report["environment"])}: ForgingGround-Bench report</title><style>{STYLE}</style></head><body>
<h1>{h(report["environment"])} <small class="note">verified {h(report["started_at"])}</small></h1>
<p>App: <code>{h(report["app"]["url"])}</code> &middot; layers {h(", ".join(report["layers"]))} &middot;
{h(report["duration_s"])} s &middot; {h(report.get("http_exchanges", 0))} HTTP exchanges &middot; run {completed}</p>
<h2>Score vector</h2>{_scores(report)}
<h2>Reproduce</h2>{_reproduce(report)}
<h2>Infrastructure failures</h2>{_infrastructure(report)}
<h2>Asserts (failed first)</h2>{_controls(results)}
<div class="wrap"><table id="asserts"><thead><tr><th style="width:9%">outcome</th><th style="width:6%">layer</th>
<th style="width:35%">assert</th><th>result and evidence</th></tr></thead><tbody>{_assert_rows(results, base, now)}</tbody></table></div>
<h2>Chains and walks</h2>{chains}
<h2>Journeys</h2>{_journeys(report)}
<h2>Screens and checkpoints</h2>{_screens(report)}
<p class="note">ForgingGround-Bench engine {h(report["engine_version"])}, run {h(report.get("run_id") or "?")}. Written by <code>fgb verify</code>;
rerun it to remake this page.</p><script>{SCRIPT}</script></body></html>
"""

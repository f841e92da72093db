"""Evidence as a person reads it: each exchange with a copyable curl, the state diff as a table, chains as timelines."""

from __future__ import annotations

import json
from typing import Any

from .curl import curl_command, reset_command
from .text import h, pretty


def exchange_html(ex: dict[str, Any], failed: bool = False, base: str | None = None) -> str:
    """One call: method, full URL, status and time, the request body, the response excerpt, and curl to replay it."""
    status = ex.get("status")
    outcome = h(ex.get("error") or f"status {status}")
    elapsed = f" &middot; {ex['elapsed_ms']} ms" if ex.get("elapsed_ms") is not None else ""
    body = ""
    if ex.get("request_body") is not None:
        body = f"<details><summary>request body</summary><pre>{h(pretty(ex['request_body']))}</pre></details>"
    response = ""
    if ex.get("response_excerpt"):
        kind = f" ({h(ex['content_type'])})" if ex.get("content_type") else ""
        response = f"<details><summary>response{kind}</summary><pre>{h(ex['response_excerpt'])}</pre></details>"
    step = f"<b>{h(ex['step'])}</b> " if ex.get("step") else ""
    return (
        f'<div class="exchange{" failed" if failed else ""}">{step}<code>{h(ex["method"])} {h(ex["url"])}</code> '
        f"&rarr; {outcome}{elapsed}{body}{response}"
        f'<div class="curl"><pre>{h(curl_command(ex, base))}</pre><button class="copy" type="button">copy</button></div></div>'
    )


def state_diff_html(diff: dict[str, Any] | None) -> str:
    """Rows added, removed and changed per table, one table row each, changed fields only."""
    if not diff:
        return '<p class="note">state diff: nothing changed since the restore</p>' if diff is not None else ""
    rows = []
    for table, d in diff.items():
        for row in d.get("added", []):
            rows.append((table, "added", "", "", _cell(row)))
        for row in d.get("removed", []):
            rows.append((table, "removed", "", _cell(row), ""))
        for change in d.get("changed", []):
            fields = change.get("fields", [])
            before = {k: change["before"].get(k) for k in fields}
            after = {k: change["after"].get(k) for k in fields}
            key = {k: change["after"][k] for k in ("id",) if k in change.get("after", {})}
            rows.append((table, "changed", ", ".join(fields) + (f" of {_cell(key)}" if key else ""), _cell(before), _cell(after)))
    body = "".join(
        f"<tr><td><code>{h(t)}</code></td><td>{h(kind)}</td><td>{h(fields)}</td><td><code>{h(b)}</code></td>"
        f"<td><code>{h(a)}</code></td></tr>"
        for t, kind, fields, b, a in rows
    )
    return (
        '<div class="wrap"><table class="diff"><caption class="note">state diff since the restore</caption>'
        '<thead><tr><th style="width:12%">table</th><th style="width:9%">change</th><th style="width:19%">fields</th>'
        f"<th>before</th><th>after</th></tr></thead><tbody>{body}</tbody></table></div>"
    )


def _cell(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 600 else text[:600] + "..."


def evidence_html(r: dict[str, Any], base: str | None = None, now: str | None = None) -> str:
    """An assert's evidence: the reset it starts from, its exchanges (the judged one marked when it failed), state
    diff and what was observed."""
    evidence = r.get("evidence") or {}
    failed = evidence.get("failed_exchange")
    parts = [exchange_html(ex, failed == i, base) for i, ex in enumerate(evidence.get("exchanges") or [])]
    if parts and base:
        parts.insert(0, reset_html(base, now))
    if "state_diff" in evidence:
        parts.append(state_diff_html(evidence["state_diff"]))
    if evidence.get("observed") is not None:
        parts.append(f"<details><summary>observed</summary><pre>{h(pretty(evidence['observed']))}</pre></details>")
    return "".join(parts)


def reset_html(base: str, now: str | None) -> str:
    """The first line of every reproduction: reset the app with the run's `now`."""
    return (
        f'<div class="exchange"><b>reset</b> (the run reset the app first)<div class="curl"><pre>{h(reset_command(base, now))}'
        '</pre><button class="copy" type="button">copy</button></div></div>'
    )


def chain_html(chain: dict[str, Any], results: list[dict[str, Any]], base: str | None = None, now: str | None = None) -> str:
    """A chain as a step timeline: every call in order, the one a failed check judged in red, then the verdicts."""
    mine = [r for r in results if r.get("source") == f"chain {chain['id']}"]
    found: list[list[dict[str, Any]]] = [(r.get("evidence") or {}).get("exchanges") or [] for r in mine]
    exchanges = next((ex for ex in found if ex), [])
    failed_at = {(r.get("evidence") or {}).get("failed_exchange") for r in mine if r["outcome"] == "fail"}
    failed_at |= {i for i, ex in enumerate(exchanges) if ex.get("error")}  # the call that broke an infra_error chain
    steps = "".join(
        f'<li class="{"failed" if i in failed_at else ""}">{exchange_html(ex, i in failed_at, base)}</li>'
        for i, ex in enumerate(exchanges)
    )
    if steps and base:
        steps = f"<li>{reset_html(base, now)}</li>{steps}"
    verdicts = "".join(
        f'<li><span class="badge {h(r["outcome"])}">{h(r["outcome"])}</span> <code>{h(r["id"])}</code>: {h(r["message"])}</li>'
        for r in mine
        if r["outcome"] != "pass"
    )
    gap = (
        ' &middot; <b class="fail">integration gap</b>: the leaf asserts of the facets it uses pass'
        if chain.get("integration_gap")
        else ""
    )
    if chain.get("unprobed_facets"):
        gap += f" (no leaf assert judges {h(', '.join(chain['unprobed_facets']))}: possibly one endpoint's bug)"
    if chain.get("excluded_because"):
        gap += f" &middot; not in the gap's count: {h(chain['excluded_because'])}"
    opened = " open" if chain["outcome"] in ("fail", "infra_error") else ""
    return (
        f'<details class="chain"{opened}><summary><span class="badge {h(chain["outcome"])}">{h(chain["outcome"])}</span> '
        f"<code>{h(chain['id'])}</code> ({h(chain['family'])}) &middot; leaf basis passes: "
        f"{'yes' if chain.get('endpoints_leaf_ok') else 'no'}{gap}</summary>"
        f'<ol class="timeline">{steps or "<li>no call recorded</li>"}</ol>'
        f"{f'<ul>{verdicts}</ul>' if verdicts else ''}</details>"
    )


def journey_evidence_html(journey: dict[str, Any]) -> str:
    """Links (and a thumbnail) to what the browser layer saved when a journey failed; nothing when it saved nothing."""
    evidence = journey.get("evidence") or {}
    parts = []
    if evidence.get("screenshot"):
        src = h(evidence["screenshot"])
        parts.append(f'<a href="{src}"><img class="thumb" src="{src}" alt="screenshot of {h(journey["id"])} at failure"></a>')
    for key, label in (("aria_snapshot", "ARIA snapshot"), ("trace", "trace")):
        if evidence.get(key):
            parts.append(f'<a href="{h(evidence[key])}">{label}</a>')
    if evidence.get("trace"):  # a trace is a zip Playwright's viewer opens, from the report's folder
        parts.append(f"(open it: <code>playwright show-trace {h(evidence['trace'])}</code>)")
    return " ".join(parts)


def screen_images_html(screen: dict[str, Any], result: dict[str, Any] | None) -> str:
    """Reference | candidate | difference at full width, labelled; open for a failed screen."""
    observed = ((result or {}).get("evidence") or {}).get("observed") or {}
    images = observed.get("images") if isinstance(observed, dict) else None
    if not images or not images.get("diff"):
        return ""
    opened = " open" if result and result["outcome"] == "fail" else ""
    src = h(images["diff"])
    return (
        f"<details{opened}><summary>reference | candidate | difference</summary>"
        '<div class="shots"><span>reference</span><span>candidate</span><span>difference</span></div>'
        f'<a href="{src}"><img class="fullwidth" src="{src}" '
        f'alt="reference, candidate and difference of {h(screen["id"])}"></a></details>'
    )

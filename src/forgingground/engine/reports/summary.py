"""What the terminal shows after a run: the score lines, a short list of failed asserts, and where the reports are."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .reproduce import failed_rules, rerun_lines
from .text import one_line

LABEL = {"fail": "FAIL", "infra_error": "ERROR"}


def score_line(name: str, ratio: dict[str, Any]) -> str:
    if ratio["status"] == "not_run":
        return f"{name}: not run" + (f" ({ratio['reason']})" if ratio.get("reason") else "")
    if ratio["status"] == "undefined":
        return f"{name}: n/a (no chain had the leaf asserts of the facets it uses pass)"
    extra = f", {ratio['infra_errors']} infra" if ratio.get("infra_errors") else ""
    return f"{name}: {ratio['value']:.3f} ({ratio['numerator']}/{ratio['denominator']}{extra})"


def failed_lines(report: dict[str, Any], limit: int = 10) -> list[str]:
    """Like pytest's short summary: one line per failed assert (id, layer, reason), capped with 'and N more'."""
    failed = [r for r in report["results"] if r["outcome"] in LABEL]
    if not failed:
        return []
    lines = [f"failed asserts ({len(failed)}):"]
    lines += [f"  {LABEL[r['outcome']]} {r['id']} [{r['level']}] {one_line(r['message'])}" for r in failed[:limit]]
    if len(failed) > limit:
        lines.append(f"  and {len(failed) - limit} more (see report.html)")
    return lines


def gap_lines(chains: list[dict[str, Any]], limit: int = 3) -> list[str]:
    """Beside the gap: the chains it does not count and why, and the gap chains no leaf assert can explain."""
    lines = []
    excluded = [c for c in chains if c.get("excluded_because")]
    if excluded:
        lines.append(f"  not counted in the gap ({len(excluded)} of {len(chains)} chains):")
        lines += [f"    {c['id']}: {one_line(c['excluded_because'])}" for c in excluded[:limit]]
        lines += [f"    and {len(excluded) - limit} more (see report.html)"] if len(excluded) > limit else []
    unprobed = [c for c in chains if c.get("unprobed_facets")]
    if unprobed:
        lines.append(
            f"  gap chains failing on facets no leaf assert judges ({len(unprobed)}; maybe one endpoint's bug): "
            + ", ".join(c["id"] for c in unprobed[:limit])
            + (" ..." if len(unprobed) > limit else "")
        )
    return lines


def terminal_summary(report: dict[str, Any], files: dict[str, Path], limit: int = 10) -> list[str]:
    """Scores, infrastructure failures, failed asserts, then the report paths, one per line."""
    lines = [score_line(name, ratio) for name, ratio in report["scores"].items()]
    lines += gap_lines(report.get("chains") or [])
    infra = sorted(report["infrastructure"], key=lambda i: i["kind"] != "incomplete")  # how much did not run, first
    lines += [f"infrastructure: {i['kind']}: {one_line(i['message'])}" for i in infra[:5]]
    lines += failed_lines(report, limit)
    flaky = [j["id"] for j in report.get("journeys") or [] if j.get("first_try") and j["outcome"] == "pass"]
    if flaky:
        lines.append(f"flaky: {len(flaky)} journey(s) passed only on a later try: {', '.join(flaky[:limit])}")
    rules = failed_rules(report)
    if rules:
        lines.append(f"failed rules ({len(rules)}): {', '.join(rules[:limit])}" + (" ..." if len(rules) > limit else ""))
        lines.append("rerun what judges one (with your app's URL):")
        lines += [f"  {line}" for line in rerun_lines(report, report["app"]["url"].rstrip("/"), limit=3)]
    lines.append("reports:")
    lines += [f"  {kind:<5} {files[kind]}" for kind in ("html", "json", "junit") if kind in files]
    if "html" in files:
        lines.append(f"open {files['html']} for the evidence and a reproduction from reset")
    return lines

"""JUnit XML: one testsuite per level, one testcase per assert with its time; infrastructure failures are errors."""

from __future__ import annotations

from typing import Any
from xml.etree import ElementTree as ET

from .curl import curl_command
from .text import clean


def _details(r: dict[str, Any]) -> str:
    """The failure text: statement, expected and got, where it ran, and the calls to replay it."""
    evidence = r.get("evidence") or {}
    lines = [clean(r["statement"]), clean(r["message"])]
    if r.get("source"):
        lines.append(f"ran in: {clean(r['source'])}")
    exchanges = evidence.get("exchanges") or []
    if exchanges:
        lines.append("reproduce:")
        lines += [f"  {clean(curl_command(ex))}" for ex in exchanges]
    return "\n".join(lines)


def render_junit(report: dict[str, Any]) -> str:
    suites = ET.Element("testsuites", name=f"forgingground {clean(report['environment'])}", time=str(report["duration_s"]))
    if report.get("run_id"):
        suites.set("id", clean(report["run_id"]))  # the run that wrote this file (report.json carries the same)
    # A journey that passed only on a later try: each of its asserts carries the first try as a flakyFailure (Surefire).
    flaky = {
        f"ui_flow {j['id']}": j["first_try"]
        for j in report.get("journeys") or []
        if j.get("first_try") and j["outcome"] == "pass"
    }
    for level in ("leaf", "mid", "root", "visual", "security"):
        rows = [r for r in report["results"] if r["level"] == level]
        if level == "security" and not rows:
            continue  # the layer exists only where an environment declares security facts
        suite = ET.SubElement(
            suites,
            "testsuite",
            name=f"{clean(report['environment'])}.{level}",
            tests=str(len(rows)),
            failures=str(sum(r["outcome"] == "fail" for r in rows)),
            errors=str(sum(r["outcome"] == "infra_error" for r in rows)),
            skipped=str(sum(r["outcome"] == "not_run" for r in rows)),
            time=f"{sum(r.get('duration_s') or 0.0 for r in rows):.3f}",
        )
        for r in rows:
            case = ET.SubElement(
                suite,
                "testcase",
                classname=f"{clean(report['environment'])}.{level}",
                name=clean(r["id"]),
                time=f"{r.get('duration_s') or 0.0:.3f}",
            )
            message = clean(f"{r['message']} (assert: {r['statement']})")[:1000]
            if r["outcome"] == "fail":
                ET.SubElement(case, "failure", message=message, type="assert").text = _details(r)
            elif r["outcome"] == "infra_error":
                ET.SubElement(case, "error", message=message, type="infrastructure").text = _details(r)
            elif r["outcome"] == "not_run":
                ET.SubElement(case, "skipped", message=clean(r["message"]))
            if r["outcome"] == "pass" and r.get("source") in flaky:
                first = flaky[r["source"]]
                ET.SubElement(case, "flakyFailure", message=clean(f"first try: {first['message']}")[:1000], type="journey")
    ET.indent(suites)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(suites, encoding="unicode") + "\n"

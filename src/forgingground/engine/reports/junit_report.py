"""JUnit XML: one testsuite per level, one testcase per assert; infrastructure failures are errors, not failures."""

from __future__ import annotations

from typing import Any
from xml.etree import ElementTree as ET


def render_junit(report: dict[str, Any]) -> str:
    suites = ET.Element("testsuites", name=f"forgingground {report['environment']}", time=str(report["duration_s"]))
    for level in ("leaf", "mid", "root", "visual"):
        rows = [r for r in report["results"] if r["level"] == level]
        suite = ET.SubElement(
            suites,
            "testsuite",
            name=f"{report['environment']}.{level}",
            tests=str(len(rows)),
            failures=str(sum(r["outcome"] == "fail" for r in rows)),
            errors=str(sum(r["outcome"] == "infra_error" for r in rows)),
            skipped=str(sum(r["outcome"] == "not_run" for r in rows)),
        )
        for r in rows:
            case = ET.SubElement(suite, "testcase", classname=f"{report['environment']}.{level}", name=r["id"])
            if r["outcome"] == "fail":
                ET.SubElement(case, "failure", message=r["message"][:500]).text = r["statement"]
            elif r["outcome"] == "infra_error":
                ET.SubElement(case, "error", message=r["message"][:500], type="infrastructure")
            elif r["outcome"] == "not_run":
                ET.SubElement(case, "skipped", message=r["message"])
    ET.indent(suites)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(suites, encoding="unicode") + "\n"

"""Reports of a verification run: JSON for machines, HTML for people, JUnit XML for CI systems."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .html_report import render_html
from .junit_report import render_junit
from .sanitize import sanitize
from .summary import failed_lines, score_line, terminal_summary


def write_reports(report: dict[str, Any], out_dir: Path) -> dict[str, Path]:
    """Write report.json, report.html and junit.xml into out_dir; return their paths."""
    report = sanitize(report)  # whatever the app sent, every renderer gets text it can encode
    out_dir.mkdir(parents=True, exist_ok=True)
    files = {"json": out_dir / "report.json", "html": out_dir / "report.html", "junit": out_dir / "junit.xml"}
    files["json"].write_text(json.dumps(report, indent=2, default=str) + "\n", encoding="utf-8")
    files["html"].write_text(render_html(report), encoding="utf-8")
    files["junit"].write_text(render_junit(report), encoding="utf-8")
    return files


__all__ = ["failed_lines", "render_html", "render_junit", "sanitize", "score_line", "terminal_summary", "write_reports"]

"""The leaderboard's site page: a sortable table, a leaf/mid/root chart per agent, and a drill-down per environment."""

from __future__ import annotations

from html import escape
from typing import Any

LABELS = {
    "overall": "overall",
    "leaf_pass": "leaf",
    "mid_pass": "mid",
    "root_pass": "root",
    "visual": "visual",
    "security": "security",
    "integration_gap": "integration gap",
}
CHART_METRICS = ("leaf_pass", "mid_pass", "root_pass")
COLOURS = {"leaf_pass": "#1a73e8", "mid_pass": "#188038", "root_pass": "#e37400"}

# Click a header to sort by it (again to reverse); cells carry their number in data-v. No library, no network.
SORT_JS = """<script>
document.querySelectorAll("table[data-sortable]").forEach(function (table) {
  table.querySelectorAll("th").forEach(function (th, col) {
    th.style.cursor = "pointer";
    th.addEventListener("click", function () {
      var body = table.tBodies[0], rows = Array.from(body.rows), down = th.dataset.dir !== "desc";
      th.dataset.dir = down ? "desc" : "asc";
      rows.sort(function (a, b) {
        var x = a.cells[col].dataset.v, y = b.cells[col].dataset.v;
        var nx = parseFloat(x), ny = parseFloat(y);
        var c = isNaN(nx) || isNaN(ny) ? String(x).localeCompare(String(y)) : nx - ny;
        return down ? -c : c;
      });
      rows.forEach(function (r) { body.appendChild(r); });
    });
  });
});
</script>"""


def _cell(summary: dict[str, Any], metric: str, interval: bool = True) -> str:
    mean = summary.get("mean")
    if mean is None:  # a gap no chain was eligible for is undefined, a layer no run scored is not run
        return f'<td data-v="-1">{"n/a" if metric == "integration_gap" else "not run"}</td>'
    text = f"{mean:.3f}"
    if interval and summary["ci_high"] != summary["ci_low"]:
        text += f" <small>[{summary['ci_low']:.3f}, {summary['ci_high']:.3f}]</small>"
    return f'<td data-v="{mean}">{text}</td>'


def _pass_cell(entry: dict[str, Any] | None, note: str = "") -> str:
    if entry is None:  # every cell has one attempt: pass^k for k > 1 is not defined
        return '<td data-v="-1" title="one attempt per environment: pass^k needs k attempts">n/a</td>'
    text = f"{entry['mean']:.3f}{note}"
    if entry["ci_high"] != entry["ci_low"]:
        text += f" <small>[{entry['ci_low']:.3f}, {entry['ci_high']:.3f}]</small>"
    return f'<td data-v="{entry["mean"]}">{text}</td>'


def _table(data: dict[str, Any]) -> str:
    """The scores: rank and agent in one (sticky) first column so the name stays in view on a phone."""
    first, rest = data["metrics"][:2], data["metrics"][2:]  # overall and the gap lead; pass@1 and pass^k follow
    head = (
        "".join(f"<th>{escape(LABELS[m])}</th>" for m in first)
        + "<th>pass@1</th><th>pass^k</th>"
        + "".join(f"<th>{escape(LABELS[m])}</th>" for m in rest)
    )
    rows = []
    for rank, agent in enumerate(data["agents"], 1):
        top = agent["pass_k"][-1]
        cells = (
            "".join(_cell(agent["scores"][m], m) for m in first)
            + _pass_cell(agent["pass_k"][0])
            + _pass_cell(top if top["k"] > 1 else None, f" <small>k={top['k']}</small>")
            + "".join(_cell(agent["scores"][m], m) for m in rest)
        )
        rows.append(
            f'<tr><td data-v="{rank}">{rank}. {escape(agent["agent"])}</td>{cells}<td data-v="{agent["runs"]}">{agent["runs"]}</td></tr>'
        )
    return (
        "<table data-sortable>\n<thead><tr><th># agent</th>"
        + head
        + "<th>runs</th></tr></thead>\n<tbody>\n"
        + "\n".join(rows)
        + "\n</tbody>\n</table>"
    )


def _provenance_table(data: dict[str, Any]) -> str:
    """Who ran each agent and with what: a second table, so the scores' table stays within 1280 px."""
    rows = []
    for agent in data["agents"]:
        p = agent["provenance"]
        attempts = p["attempts_per_cell"]
        cells = [
            escape(agent["agent"]),
            str(agent["environments"]),
            escape(", ".join(p["models"]) or "-"),
            escape(", ".join(p["brief_versions"]) if len(p["brief_versions"]) <= 2 else f"{len(p['brief_versions'])} versions"),
            escape(", ".join(p["fgb_versions"]) or "-"),
            escape(p["first_run"] or "-") if p["first_run"] == p["last_run"] else escape(f"{p['first_run']} to {p['last_run']}"),
            str(attempts["min"]) if attempts["min"] == attempts["max"] else f"{attempts['min']}-{attempts['max']}",
            "-" if p["cost_usd"] is None else f"${p['cost_usd']:.2f}",
            "-" if p["mean_wall_s"] is None else f"{p['mean_wall_s']:.0f} s",
        ]
        rows.append("<tr>" + "".join(f'<td data-v="{c}">{c}</td>' for c in cells) + "</tr>")
    head = "".join(
        f"<th>{h}</th>"
        for h in ("agent", "environments", "model", "brief", "fgb", "runs dated", "attempts each", "cost", "time per run")
    )
    return f"<table data-sortable>\n<thead><tr>{head}</tr></thead>\n<tbody>\n" + "\n".join(rows) + "\n</tbody>\n</table>"


def chart(data: dict[str, Any]) -> str:
    """Grouped vertical bars: leaf, mid and root of each agent on a 0-1 axis, with the interval as a whisker."""
    agents = data["agents"]
    bar, gap, left, top, plot_h = 22, 26, 40, 30, 200
    group = bar * len(CHART_METRICS) + gap
    width = left + group * max(1, len(agents)) + 20
    height = top + plot_h + 60
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="DejaVu Sans, sans-serif" font-size="12">',
        "<title>leaf, mid and root pass rate per agent</title>",
    ]
    for tick in (0.0, 0.25, 0.5, 0.75, 1.0):
        y = top + plot_h * (1 - tick)
        parts.append(f'<line x1="{left}" y1="{y:.1f}" x2="{width - 10}" y2="{y:.1f}" stroke="#dadce0"/>')
        parts.append(f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end">{tick:g}</text>')
    for i, agent in enumerate(agents):
        x0 = left + 10 + i * group
        for j, metric in enumerate(CHART_METRICS):
            s = agent["scores"][metric]
            if s["mean"] is None:
                continue
            x, h = x0 + j * bar, plot_h * s["mean"]
            parts.append(
                f'<rect x="{x}" y="{top + plot_h - h:.1f}" width="{bar - 3}" height="{h:.1f}" fill="{COLOURS[metric]}">'
                f"<title>{escape(agent['agent'])} {LABELS[metric]}: {s['mean']:.3f}</title></rect>"
            )
            if s["ci_high"] != s["ci_low"]:
                cx = x + (bar - 3) / 2
                y1, y2 = top + plot_h * (1 - s["ci_low"]), top + plot_h * (1 - s["ci_high"])
                parts.append(f'<line x1="{cx:.1f}" y1="{y1:.1f}" x2="{cx:.1f}" y2="{y2:.1f}" stroke="#202124"/>')
        parts.append(f'<text x="{x0}" y="{top + plot_h + 18}">{escape(agent["agent"])}</text>')
    for j, metric in enumerate(CHART_METRICS):
        x = left + j * 90
        parts.append(f'<rect x="{x}" y="{height - 20}" width="12" height="12" fill="{COLOURS[metric]}"/>')
        parts.append(f'<text x="{x + 16}" y="{height - 10}">{LABELS[metric]}</text>')
    parts.append("</svg>")
    return "\n".join(parts)


def _logs(cell: dict[str, Any], repo_url: str | None) -> str:
    """Links to each run's trial log in the repository (log, or log 1, log 2 ... with attempts)."""
    logs = [path for path in cell.get("logs") or [] if not path.startswith("/")]  # outside the repository: no link
    if not repo_url or not logs:
        return ""
    names = ["log"] if len(logs) == 1 else [f"log {i}" for i in range(1, len(logs) + 1)]
    links = ", ".join(
        f'<a href="{escape(repo_url)}/blob/main/{escape(path)}">{n}</a>' for n, path in zip(names, logs, strict=True)
    )
    return f" <small>({links})</small>"


def _drilldown(agent: dict[str, Any], metrics: list[str], repo_url: str | None = None) -> str:
    head = "".join(f"<th>{escape(LABELS[m])}</th>" for m in metrics)
    rows = [
        f'<tr><td data-v="{escape(c["environment"])}">{escape(c["environment"])}{_logs(c, repo_url)}</td><td data-v="{c["runs"]}">{c["runs"]}</td>'
        f'<td data-v="{c["completed"]}">{c["completed"]}</td><td data-v="{c["solved"]}">{c["solved"]}</td>'
        + "".join(_cell(c["scores"][m], m) for m in metrics)
        + "</tr>"
        for c in agent["cells"]
    ]
    return (
        f"<details>\n<summary>{escape(agent['agent'])}: {agent['environments']} environment(s), {agent['runs']} run(s)</summary>\n"
        "<table data-sortable>\n<thead><tr><th>environment</th><th>runs</th><th>completed</th><th>solved</th>"
        + head
        + "</tr></thead>\n<tbody>\n"
        + "\n".join(rows)
        + "\n</tbody>\n</table>\n</details>"
    )


def _versions(benchmark: dict[str, Any]) -> str:
    briefs = sorted(set(benchmark["briefs"].values()))
    shown = ", ".join(briefs) if len(briefs) <= 3 else f"{len(briefs)} brief versions, one per environment"
    return f"{shown}; fgb {', '.join(benchmark['fgb_versions'])}"


def render_leaderboard_page(data: dict[str, Any], repo_url: str | None = None) -> str:
    """The whole Markdown page (raw HTML blocks inside) for a leaderboard document."""
    method = data["method"]
    lines = [
        # The tables need the page's full width: without the side panels every column fits at 1280 px.
        "---\nhide:\n  - navigation\n  - toc\n---",
        "<!-- GENERATED by `" + data["generated_by"] + "` from result records: do not edit, rerun it. -->",
        "# Leaderboard",
        "",
        "Each row is an app-building agent: the mean of every layer over its runs (agents x environments x runs), "
        "with a confidence interval in brackets. Leaf, mid, root and visual are pass rates: higher is better. "
        "**A lower integration gap is better**: it is the share of business chains that fail although the leaf "
        "asserts of every facet they use pass on their own; **n/a** where no chain qualified (an app that does "
        "nothing has no gap to win with). **Security** is the share of security probes passed (another user's "
        "resources, hostile text, read-only fields), in environments that declare security facts; it is shown "
        "beside the others and not folded into overall.",
        "",
        f"Ranking: {escape(method['ranking'])}",
        "",
        f"Interval: {escape(method['interval'])} Click a column header to sort.",
        "",
        f"pass@1 and pass^k: {escape(method['pass_definition'])} pass^k shows the largest k every environment of "
        "the agent allows; n/a when each environment had one attempt.",
        "",
        "One board per benchmark version: every record of an environment was scored against the same brief ("
        + escape(_versions(data["benchmark"]))
        + ").",
        "",
        _table(data),
        "",
        "## Who ran what",
        "",
        "The models, brief and fgb versions the records name, when they ran, how many attempts each environment got,",
        "and what they cost (where the records say). Each environment's brief has a version of its own: the brief column",
        "lists every version the runs were scored against.",
        "",
        _provenance_table(data),
        "",
        "## Leaf, mid and root per agent",
        "",
        chart(data),
        "",
        "## Per environment",
        "",
        *(_drilldown(agent, data["metrics"], repo_url) + "\n" for agent in data["agents"]),
        SORT_JS,
        "",
    ]
    return "\n".join(lines)

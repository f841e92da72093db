"""The Results page: headings stay out of tables, one summary across environments, kill matrices that read right."""

from __future__ import annotations

import json
import re
from pathlib import Path

import markdown

from forgingground.sitegen import results, svg

NOTE = "<!-- note -->\n"
SCORED = {"status": "scored", "numerator": 1, "denominator": 1, "value": 1.0}
NOT_RUN = {"status": "not_run", "numerator": 0, "denominator": 0, "value": None}


def _dump(path: Path, data: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))


def _run(env: str, value: float, gap: float) -> dict:
    s = {**SCORED, "value": value}
    return {
        "environment": env,
        "db": "sqlite",
        "leaf_pass": s,
        "mid_pass": s,
        "root_pass": NOT_RUN,
        "visual": NOT_RUN,
        "integration_gap": {**SCORED, "value": gap},
    }


def _mutants(env: str) -> dict:
    rows = [
        {
            "mutant": "caught_by_leaf",
            "declared": "leaf",
            "killed": True,
            "caught_by": ["leaf"],
            "fail_counts": {"leaf": 2},
            "scores": {"integration_gap": 0.0},
        },
        {
            "mutant": "flow_broken",
            "declared": "integration",
            "killed": True,
            "caught_by": ["mid", "integration_gap"],
            "fail_counts": {"mid": 1},
            "scores": {"integration_gap": 0.25},
        },
        {
            "mutant": "nobody_sees",
            "declared": "mid",
            "killed": False,
            "caught_by": [],
            "fail_counts": {},
            "scores": {"integration_gap": 0.0},
        },
    ]
    return {"environment": env, "mutants": 3, "killed": 2, "rows": rows}


def _root(tmp_path: Path) -> Path:
    res = tmp_path / "contracts" / "results"
    _dump(res / "gold.json", {"runs": [_run("mail", 1.0, 0.0), _run("shop", 1.0, 0.0)]})
    _dump(res / "baseline.json", {"runs": [_run("mail", 0.1, 0.0), _run("shop", 0.0, 0.0)]})
    _dump(res / "tasks" / "mail.json", {"baselines": {"noop": {"score": 0.08}}})
    for env in ("mail", "shop"):
        _dump(res / "mutants" / f"{env}.json", _mutants(env))
    return tmp_path


def test_each_environment_has_its_own_page_linked_from_the_summary(tmp_path: Path) -> None:
    root = _root(tmp_path)
    summary, per_env = results.page(root, tmp_path / "out", NOTE)
    assert sorted(per_env) == ["mail", "shop"]
    html = markdown.markdown(summary, extensions=["tables", "attr_list", "toc"])
    assert re.findall(r'<a href="results-([a-z]+)\.md">', html) == ["mail", "shop"]
    assert "<td>2/3</td>" in html, "mutants caught per environment"
    assert "Mutant kill matrix" not in summary, "the matrices live on the environments' pages"
    for env, text in per_env.items():
        page = markdown.markdown(text, extensions=["tables", "attr_list", "toc"])
        assert re.findall(r"<h2[^>]*>([^<]+)</h2>", page) == [
            "Gold app and empty app per layer",
            "Mutation tool",
            "Mutant kill matrix",
        ]
        assert "<h1" in page and f"Results: {env}" in page
        assert not re.search(r"<td>[^<]*#", page), "a heading folded into the table above it"
        assert page.count("<tr>") == 1 + 3 and "<code>nobody_sees</code>" in page
        assert f'src="{env}-kill-matrix.svg"' in page and (tmp_path / "out" / f"{env}-kill-matrix.svg").exists()


def test_a_clone_from_outside_shows_its_breaks_and_the_sentence_each_breaks(tmp_path: Path) -> None:
    root = _root(tmp_path)
    breaks = [
        {
            "id": "01-limit",
            "kind": "api",
            "rule_quote": "limit <= 50 | at most",
            "applied": True,
            "caught": True,
            "caught_by": ["leaf.x"],
        },
        {"id": "02-badge", "kind": "ui", "rule_quote": "the <b>Join</b> button reads Joined", "applied": True, "caught": False},
    ]
    scores = {"leaf_pass": 1.0, "mid_pass": 0.9, "root_pass": 1.0, "visual": 1.0, "integration_gap": 0.0}
    lost = [{"id": "chain:c1", "outcome": "fail", "rules": ["r.one"]}]
    run = {
        "breaks": breaks,
        "applied": 2,
        "caught": 1,
        "first_run": {"caught": 0, "applied": 2},
        "brief_version": "1.0.0+brief.3",
    }
    _dump(root / "contracts" / "results" / "outside" / "mail.json", run | {"clone": {"scores": scores, "lost": lost}})
    _, per_env = results.page(root, tmp_path / "out", NOTE)
    page = markdown.markdown(per_env["mail"], extensions=["tables", "attr_list", "toc"])
    assert "A clone built from the brief" in re.findall(r"<h2[^>]*>([^<]+)</h2>", page)
    assert "<strong>1 of 2 breaks caught</strong> (at the first run, before the graders were fixed: 0 of 2)" in page
    assert "<td><code>leaf.x</code></td>" in page and "<strong>missed</strong>" in page
    assert "&lt;b&gt;Join&lt;/b&gt;" in page and "limit &lt;= 50 | at most" in page, "quotes shown as text, one cell each"
    assert "<td><code>r.one</code></td>" in page
    assert "A clone built from the brief" not in per_env["shop"]


def test_an_environment_with_nothing_run_says_so(tmp_path: Path) -> None:
    root = _root(tmp_path)
    (root / "contracts" / "results" / "mutants" / "shop.json").unlink()
    summary, per_env = results.page(root, tmp_path / "out", NOTE)
    assert "| [shop](results-shop.md) |" in summary and summary.split("results-shop.md) |")[1].split("\n")[0].endswith(
        "| not run |"
    )
    assert "Not run yet: `nox -s mutants`." in per_env["shop"]
    assert not (tmp_path / "out" / "shop-kill-matrix.svg").exists()


def test_the_summary_has_gold_empty_app_noop_and_gap_per_environment(tmp_path: Path) -> None:
    root = _root(tmp_path)
    groups = dict(results.summary(root))
    assert groups["mail"] == [1.0, 0.1, 0.08, 0.0, 0.25]
    assert groups["shop"] == [1.0, 0.0, None, 0.0, 0.25]  # no task results: not run, never 0
    results.page(root, tmp_path / "out", NOTE)
    chart = (tmp_path / "out" / "summary.svg").read_text()
    for series, _ in results.SERIES:
        assert series in chart
    assert "not run" in chart and ">0.10<" in chart


def test_the_page_plots_the_empty_app_beside_the_gold_app(tmp_path: Path) -> None:
    root = _root(tmp_path)
    results.page(root, tmp_path / "out", NOTE)
    figure = (tmp_path / "out" / "mail-sqlite-scores.svg").read_text()
    assert "empty app leaf_pass" in figure and "gold integration_gap" in figure and ">0.100<" in figure


def test_caught_cells_are_green_with_a_legend_and_survivors_are_named(tmp_path: Path) -> None:
    drawn = results.kill_matrix_svg(_mutants("mail"))
    assert svg.CAUGHT in drawn and f'fill="{svg.MISSED}"' in drawn
    cells = re.findall(r'<rect x="\d+(?:\.\d+)?" y="\d+(?:\.\d+)?" width="88" height="18" fill="([^"]+)"/>', drawn)
    assert cells.count(svg.CAUGHT) == 3, "leaf for one, mid and gap for the other"
    assert "#c5221f" not in "".join(cells), "a caught mutant is not drawn in the colour of failure"
    assert "caught: this layer failed n asserts of the mutant (good)" in drawn
    assert "nobody_sees (survived)" in drawn and "survived every layer (bad)" in drawn
    assert drawn.count(f'stroke="{svg.DECLARED}"') == 3 + 1  # each mutant's declared layer, plus the legend


def test_an_environment_page_shows_the_tool_campaign_with_each_survivor_and_its_triage(tmp_path: Path) -> None:
    root = _root(tmp_path)
    rows = [
        {
            "id": "ref_apps/mail/app/store.py:NumberReplacer:0",
            "file": "ref_apps/mail/app/store.py",
            "line": 3,
            "verdict": "survived",
        },
        {"id": "ref_apps/mail/app/store.py:AddNot:1", "file": "ref_apps/mail/app/store.py", "line": 9, "verdict": "survived"},
        {"id": "ref_apps/mail/app/store.py:AddNot:0", "file": "ref_apps/mail/app/store.py", "line": 9, "verdict": "killed"},
        {
            "id": "ref_apps/mail/app/store.py:ReplaceAndWithOr:0",
            "file": "ref_apps/mail/app/store.py",
            "line": 7,
            "verdict": "survived",
        },
    ]
    campaign = {
        "tool": "cosmic-ray 8",
        "mutants": 3,
        "killed": 1,
        "survived": 2,
        "equivalent": 1,
        "stillborn": 0,
        "score": 1.0,
        "complete": True,
        "enumerated": 3,
        "mutants_per_minute": 40.0,
        "rows": rows,
    }
    _dump(root / "contracts" / "results" / "mutation" / "mail.json", campaign)
    why = "a limit `<n>` the brief | leaves free"
    free = "the order of ties, which the brief leaves free"
    triage = {
        "survivors": {rows[0]["id"]: {"class": "equivalent", "why": why}, rows[3]["id"]: {"class": "unstated", "why": free}}
    }
    _dump(root / "ref_apps" / "mail" / "mutation_triage.json", triage)
    _, per_env = results.page(root, tmp_path / "out", NOTE)
    html = markdown.markdown(per_env["mail"], extensions=["tables", "attr_list", "toc", "md_in_html"])
    assert re.search(r"<h2[^>]*>Mutation tool</h2>", html) and "<strong>100.0% of the 2 others killed</strong>" in html
    cells = re.findall(r"<tr>\s*<td><code>([^<]+)</code></td>\s*<td>(\d+)</td>\s*<td>(.*?)</td>\s*<td>(.*?)</td>", html)
    assert [(c[0], c[2]) for c in cells] == [
        ("store.py:AddNot:1", "<strong>not triaged yet</strong>"),
        ("store.py:ReplaceAndWithOr:0", "unstated"),
        ("store.py:NumberReplacer:0", "equivalent"),
    ], "what needs a reader first; the settled ones after"
    opened, unstated, equivalent = html.split("<details>")
    assert "AddNot:1" in opened and "ReplaceAndWithOr:0" not in opened and "NumberReplacer:0" not in opened
    assert (
        "<summary>1 survivors whose behaviour the brief leaves free (unstated)" in unstated and "ReplaceAndWithOr:0" in unstated
    )
    assert "<summary>1 survivors that cannot change behaviour" in equivalent and "NumberReplacer:0" in equivalent
    assert "<code>&lt;n&gt;</code>" in cells[2][3] and cells[2][3].endswith("leaves free"), "escaped, one cell"
    assert "No campaign yet: `nox -s mutation -- shop`." in per_env["shop"]


def test_each_benchmark_shows_what_it_measured_against_its_own_target() -> None:
    walks = {
        "generate_seconds_total": 812.4,
        "target_generate_seconds_total": 600,
        "worst_added_to_verify": 0.274,
        "target_added_to_verify": 0.3,
        "partial": False,
    }
    assert results.bench_cells(walks) == (
        "generation 812.4 s; walks add up to 27% to a verify",
        "under 600 s; at most 30% added",
    )
    assert "(some environments)" in results.bench_cells({**walks, "partial": True})[0]
    assert results.bench_cells({"seconds": 1.5, "target_seconds": 2.0}) == ("1.5 s", "2.0 s")
    assert results.bench_cells({"seconds_with": 62.0, "ratio": 0.99, "target_ratio": 1.5}) == (
        "62.0 s, ratio 0.99",
        "ratio under 1.5",
    )
    assert results.bench_cells({"seconds": 2020.9, "target": "share_not_at_1_0 == 0"}) == (
        "2020.9 s",
        "share_not_at_1_0 == 0",
    )


def test_harbor_trials_show_each_reward_and_say_which_ran_on_an_older_brief(tmp_path: Path) -> None:
    """A trial of an older brief version must not read as today's: its cell names the version it ran."""
    root = _root(tmp_path)
    _dump(root / "contracts" / "visibility.json", {"version": 3})
    for env, version in (("mail", "2.0.0"), ("shop", "1.1.0")):
        _dump(root / "environments" / env / "meta.json", {"version": version})
    reward = {"reward": 1.0, "leaf_pass": 1.0, "mid_pass": 1.0, "root_pass": 1.0, "visual": 1.0}
    partial = {"reward": 0.25, "leaf_pass": 1.0, "mid_pass": 0.0, "root_pass": 0.0, "visual": 0.0}
    _dump(
        root / "contracts" / "results" / "harbor" / "summary.json",
        [
            {"environment": "mail", "agent": "oracle", "reward": reward, "wall_s": 150.4, "image": "fgb-local/mail:2.0.0_brief.3", "build_s": 99.6},
            {"environment": "mail", "agent": "nop", "reward": partial, "wall_s": 140, "image": "fgb-local/mail:2.0.0_brief.3"},
            {"environment": "shop", "agent": "oracle", "reward": reward, "wall_s": 200, "image": "fgb-local/shop:1.0.0_brief.3"},
        ],
    )  # fmt: skip
    (root / "site").mkdir()
    (root / "site" / "mkdocs.yml").write_text("site_name: x\nrepo_url: https://example.org/fgb/\n")
    (root / "contracts" / "results" / "harbor" / "oracle" / "mail").mkdir(parents=True)  # files kept of that trial
    summary, _ = results.page(root, tmp_path / "out", NOTE)
    html = markdown.markdown(summary, extensions=["tables", "attr_list", "toc"])
    rows = {
        cells[0]: cells[1:]
        for tr in re.findall(r"<tr>(.*?)</tr>", html, re.S)
        if (cells := re.findall(r"<td>(.*?)</td>", tr, re.S)) and len(cells) == 4
    }
    kept = '<a href="https://example.org/fgb/tree/main/contracts/results/harbor/oracle/mail">files</a>'
    assert rows["mail"] == [f"1.000, 150 s ({kept})", "0.250 (leaf 1.000, mid 0.000, root 0.000, visual 0.000), 140 s", "100 s"]
    assert rows["shop"] == ["1.000, 200 s, brief 1.0.0+brief.3 (older)", "not run", ""]
    assert "1 of 2 environments have an oracle trial of today's brief." in summary


def test_without_harbor_trials_the_results_page_says_none_ran(tmp_path: Path) -> None:
    summary, _ = results.page(_root(tmp_path), tmp_path / "out", NOTE)
    assert "No trial has run yet." in summary.split("## Harbor's own runner")[1]

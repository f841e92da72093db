"""The report's evidence parts on hand-made data: timelines mark the right call, diffs are tables, absences are tolerated."""

from __future__ import annotations

from forgingground.engine.reports.html_evidence import chain_html, journey_evidence_html, screen_images_html, state_diff_html


def ex(step: str, status: int | None = 200, error: str | None = None) -> dict:
    return {"step": step, "method": "GET", "url": f"http://h/{step}?a=1", "status": status, "error": error}


def result(outcome: str, exchanges: list[dict], failed: int | None = None) -> dict:
    evidence = {"exchanges": exchanges} | ({"failed_exchange": failed} if failed is not None else {})
    return {
        "id": f"mid.c.{outcome}",
        "outcome": outcome,
        "message": "expected 1, got 2",
        "source": "chain c",
        "evidence": evidence,
    }


def chain(outcome: str) -> dict:
    return {"id": "c", "family": "f", "outcome": outcome, "endpoints": [], "endpoints_leaf_ok": True, "integration_gap": True}


def test_timeline_marks_the_judged_call_only() -> None:
    calls = [ex("one"), ex("two"), ex("three")]
    html = chain_html(chain("fail"), [result("fail", calls, failed=1), result("pass", calls)])
    items = html.split('<ol class="timeline">')[1].split("</ol>")[0].split("<li")[1:]
    assert ['class="failed"' in item for item in items] == [False, True, False]
    assert "integration gap" in html and "expected 1, got 2" in html


def test_timeline_marks_the_call_that_broke_an_infra_error_chain() -> None:
    calls = [ex("one"), ex("two", None, "no response within 5.0 s")]
    html = chain_html(chain("infra_error"), [result("infra_error", calls)])
    items = html.split('<ol class="timeline">')[1].split("</ol>")[0].split("<li")[1:]
    assert ['class="failed"' in item for item in items] == [False, True]


def test_state_diff_is_a_table_of_changed_fields() -> None:
    diff = {
        "messages": {
            "added": [],
            "removed": [],
            "changed": [{"before": {"id": "m1", "labels": ["TRASH"]}, "after": {"id": "m1", "labels": []}, "fields": ["labels"]}],
        }
    }
    html = state_diff_html(diff)
    assert "<th" in html and "<td>changed</td>" in html and "labels of {&quot;id&quot;: &quot;m1&quot;}" in html
    assert "&quot;TRASH&quot;" in html
    assert "nothing changed" in state_diff_html({}) and state_diff_html(None) == ""


def test_journey_and_screen_evidence_are_optional() -> None:
    assert journey_evidence_html({"id": "j", "outcome": "fail"}) == ""
    assert 'href="j.aria.yml"' in journey_evidence_html({"id": "j", "evidence": {"aria_snapshot": "j.aria.yml"}})
    assert screen_images_html({"id": "s"}, None) == ""
    failed = {"outcome": "fail", "evidence": {"observed": {"images": {"diff": "screens/s.diff.png"}}}}
    html = screen_images_html({"id": "s"}, failed)
    assert html.startswith("<details open>") and "<span>reference</span><span>candidate</span><span>difference</span>" in html

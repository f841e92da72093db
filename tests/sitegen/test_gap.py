"""The Integration gap page: the exact definition and an example whose numbers come from a recorded run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forgingground.sitegen import gap

REPO = Path(__file__).resolve().parents[2]
CONTRACT = {
    "api": [{"id": "m.trash"}, {"id": "m.untrash"}, {"id": "m.list"}],
    "probes": [{"id": "probe.m.trash", "endpoint": "m.trash"}, {"id": "probe.m.untrash", "endpoint": "m.untrash"}],
    "chains": [
        {
            "id": "cycle",
            "title": "Trash and back",
            "steps": [{"name": "untrash", "call": "m.untrash"}, {"name": "restored", "call": "m.list", "query": {"q": "lunch"}}],
        }
    ],
}


def _report() -> dict:
    def r(id_: str, level: str, source: str, outcome: str = "pass", evidence: dict | None = None) -> dict:
        return {
            "id": id_,
            "level": level,
            "statement": f"{id_} holds",
            "outcome": outcome,
            "message": "ids [] == ['a7']",
            "source": source,
            "evidence": evidence or {},
        }

    exchange = {
        "step": "restored",
        "method": "GET",
        "url": "http://127.0.0.1:40404/m",
        "status": 200,
        "response_excerpt": '{"n":0}',
    }
    return {
        "scores": {
            "leaf_pass": {"status": "scored", "numerator": 2, "denominator": 2, "value": 1.0},
            "mid_pass": {"status": "scored", "numerator": 0, "denominator": 1, "value": 0.0},
            "integration_gap": {"status": "scored", "numerator": 1, "denominator": 1, "value": 1.0},
        },
        "chains": [
            {
                "id": "cycle",
                "outcome": "fail",
                "endpoints": ["m.untrash", "m.list"],
                "endpoints_leaf_ok": True,
                "integration_gap": True,
            }
        ],
        "results": [
            r("leaf.untrash.status", "leaf", "probe probe.m.untrash"),
            r("leaf.trash.status", "leaf", "probe probe.m.trash"),
            r("mid.cycle.restored", "mid", "chain cycle", "fail", {"exchanges": [exchange]}),
        ],
    }


def test_the_excerpt_keeps_what_the_page_needs_and_drops_the_loopback_port() -> None:
    data = gap.excerpt(_report(), CONTRACT, "mail", "untrash_loses_inbox", "untrash forgets INBOX", "cycle")
    assert data["chain"]["leaf_per_endpoint"] == {"m.untrash": {"asserts": 1, "passed": 1}, "m.list": {"asserts": 0, "passed": 0}}
    failing = data["chain"]["asserts"][0]
    assert failing["exchanges"][0]["url"] == "/m" and "40404" not in json.dumps(data)
    assert data["chain"]["steps"][1]["query"] == {"q": "lunch"}


def test_an_unknown_chain_is_refused_with_the_choices() -> None:
    with pytest.raises(ValueError, match=r"no chain 'nope'.*\['cycle'\]"):
        gap.excerpt(_report(), CONTRACT, "mail", "m", "f", "nope")


def test_the_page_states_numerator_denominator_and_lower_is_better(tmp_path: Path) -> None:
    data = gap.excerpt(_report(), CONTRACT, "mail", "untrash_loses_inbox", "untrash forgets INBOX", "cycle")
    (tmp_path / gap.EXAMPLE).parent.mkdir(parents=True)
    (tmp_path / gap.EXAMPLE).write_text(json.dumps(data))
    text = gap.page(tmp_path, "<!-- note -->\n")
    assert "integration gap = (eligible chains that fail) / (eligible chains)" in text
    assert "**Numerator**" in text and "**Denominator**" in text and "lower is better" in text.lower()
    assert "| 1.000 (2/2) | 0.000 (0/1) | **1.000 (1/1)** |" in text
    assert "GET /m  # step restored" in text and "`q=lunch`" in text
    assert "lack their query strings" in text, "evidence without the query says where to find it"


def test_the_committed_example_is_the_gmail_untrash_mutant_with_every_leaf_passing() -> None:
    data = json.loads((REPO / gap.EXAMPLE).read_text())
    assert (data["environment"], data["mutant"], data["chain"]["id"]) == gap.DEFAULT
    assert data["scores"]["leaf_pass"]["value"] == 1.0
    assert data["scores"]["integration_gap"]["numerator"] == 1
    assert [a["id"] for a in data["chain"]["asserts"] if a["outcome"] == "fail"] == ["mid.trash_restore_delete.restored"]


def test_docs_example_names_what_to_change_for_an_unknown_environment_or_mutant(capsys) -> None:
    from forgingground.cli import main

    assert main(["--root", str(REPO), "docs-example", "nosuchenv"]) == 2
    assert "no environment 'nosuchenv' under environments/" in capsys.readouterr().out
    assert main(["--root", str(REPO), "docs-example", "gmail", "nosuchmutant"]) == 2
    out = capsys.readouterr().out
    assert "gmail has no mutant 'nosuchmutant'" in out and "untrash_loses_inbox" in out

"""A brief on the site is three pages: every line of document.md is on exactly one of them, the spec page links the
rules page where its rules block stood, and the rules page links the security page where its security rules stood."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forgingground.engine.security_rules import security_rules
from forgingground.environment import list_environments
from forgingground.sitegen.specpages import RULE_LINE, rules_page, security_page, split_rules, split_security

REPO = Path(__file__).resolve().parents[2]

IDS = {"security.text.verbatim", "security.owner.only", "security.a.b"}
DOC = """## Rules

<!-- rules:begin -->
- `api.list.paging`: A list pages.
    - boundary (`api.list.paging#zero`): limit=0 answers 400.
- `security.text.verbatim`: Text is stored verbatim.
    - security (`security.text.verbatim#a-title`): `title` stores markup.
    - security (`security.text.verbatim#a-body`): `body` stores markup.
- `security.owner.only`: Another's resource answers 403.
    - ownership (`security.owner.only#a`): a write answers 403.

<!-- rules:end -->

## After
"""


def test_the_security_rules_move_with_their_facets_and_a_link_stands_in_their_place() -> None:
    spec, rules = split_security("demo", DOC, IDS)
    assert [line for line in rules if RULE_LINE.match(line)] == [
        "- `security.text.verbatim`: Text is stored verbatim.\n",
        "- `security.owner.only`: Another's resource answers 403.\n",
    ]
    assert len(rules) == 5 and all("security" in line for line in rules)
    assert (
        "- The security rules (2 rules, 3 facets, generated from contract.json `/security`) are on [a page of their own](demo-security.md).\n\n<!-- rules:end -->"
        in spec
    )
    assert "`api.list.paging#zero`" in spec and "## After" in spec and "security.text" not in spec
    page = security_page("demo", "Demo", rules)
    assert page.startswith("# Demo: security rules\n") and "(demo-spec.md)" in page and page.endswith(rules[-1])


def test_a_brief_without_security_rules_is_one_page_unchanged() -> None:
    doc = DOC.replace("`security.", "`notsecurity.")
    assert split_security("demo", doc, IDS) == (doc, [])


def test_only_the_generated_rules_inside_the_rules_block_move() -> None:
    """An environment's own rule named security.* stays, and so does a line outside the generated block."""
    doc = DOC.replace("<!-- rules:begin -->\n", "<!-- rules:begin -->\n- `security.session.expiry`: Own rule.\n")
    doc = "- `security.owner.only`: quoted in the scope.\n" + doc
    spec, rules = split_security("demo", doc, IDS)
    assert "- `security.session.expiry`: Own rule.\n" in spec and spec.startswith("- `security.owner.only`: quoted")
    assert "(2 rules, 3 facets" in spec and len(rules) == 5
    one, _ = split_security("demo", DOC, {"security.owner.only"})
    assert "(1 rule, 1 facet," in one


def test_a_non_security_rule_after_the_security_rules_stays_on_the_spec_page() -> None:
    doc = DOC.replace(
        "<!-- rules:begin -->\n", "<!-- rules:begin -->\n- `security.a.b`: First.\n    - security (`security.a.b#x`): x.\n"
    )
    spec, rules = split_security("demo", doc, IDS)
    assert "`api.list.paging#zero`" in spec and rules[:2] == [
        "- `security.a.b`: First.\n",
        "    - security (`security.a.b#x`): x.\n",
    ]
    assert spec.count("a page of their own") == 1 and "(3 rules, 4 facets" in spec


def test_the_rules_block_moves_whole_and_a_line_counting_it_stands_in_its_place() -> None:
    spec, rules = split_rules("demo", DOC)
    assert rules[0].startswith("<!-- rules:begin") and rules[-1] == "<!-- rules:end -->\n"
    assert spec == "## Rules\n\nThe rules (3 rules, 4 facets) are on [a page of their own](demo-rules.md).\n\n## After\n"
    page = rules_page("demo", "Demo", rules)
    assert page.startswith("# Demo: rules\n") and "(demo-spec.md)" in page and page.endswith("".join(rules))


def test_a_brief_without_a_rules_block_is_one_page_unchanged() -> None:
    doc = DOC.replace("<!-- rules:begin -->", "").replace("<!-- rules:end -->", "")
    assert split_rules("demo", doc) == (doc, [])


def test_the_security_rules_link_stays_with_the_rules() -> None:
    spec, _ = split_security("demo", DOC, IDS)
    spec, rules = split_rules("demo", spec)
    assert "demo-security.md" not in spec and any("demo-security.md" in line for line in rules)
    assert "(1 rule, 1 facet)" in spec


@pytest.mark.parametrize("name", list_environments(REPO))
def test_every_line_of_a_brief_is_on_exactly_one_of_its_pages(name: str) -> None:
    doc = (REPO / "environments" / name / "document.md").read_text()
    contract = json.loads((REPO / "environments" / name / "contract.json").read_text())
    spec, security = split_security(name, doc, {r["id"] for r in security_rules(contract)})
    assert bool(security) == bool(contract.get("security"))
    spec, rules = split_rules(name, spec)
    assert rules, "every brief has a generated rules block"
    lines = spec.splitlines(keepends=True) + rules
    markers = [line for line in lines if line.startswith(("- The security rules (", "The rules ("))]
    assert len(markers) == (2 if security else 1)
    rest = [line for line in lines if line not in markers]
    assert sorted(rest + security) == sorted(doc.splitlines(keepends=True))
    ids = {r["id"] for r in contract["rules"]}
    assert not any((m := RULE_LINE.match(line)) and m.group(1) in ids for line in spec.splitlines())
    assert not any((m := RULE_LINE.match(line)) and m.group(1).startswith("security.") for line in rules)

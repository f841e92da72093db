"""The environment page's rules table: who judges each rule, which mutant breaks it, and what nobody judges."""

from __future__ import annotations

from forgingground.sitegen.envpage import rules_table


def test_rules_table_lists_judges_and_mutants() -> None:
    contract = {"rules": [{"id": "a.b", "text": "One | two."}, {"id": "a.c", "text": "Three."}]}
    asserts = [
        {"id": "x", "level": "leaf", "rules": ["a.b"]},
        {"id": "y", "level": "mid", "rules": ["a.b"]},
        {"id": "z", "level": "leaf", "rules": ["a.b", "api:e"]},
    ]
    mutants = {
        "rows": [
            {"mutant": "m1", "rules": ["a.b"], "rule_killers": ["x"]},
            {"mutant": "m2", "rules": ["a.c"], "rule_killers": []},
        ]
    }
    rows = [line for line in rules_table(contract, asserts, mutants) if line.startswith("| `")]
    assert rows == [
        "| `a.b` | One \\| two. | 2 leaf, 1 mid | `m1` |",
        "| `a.c` | Three. | **nobody** | `m2` (**survived**) |",
    ]


def test_no_rules_no_section() -> None:
    assert rules_table({}, [], None) == []

"""A triage follows its code over an edit of the gold app: same file, operator and line text; nothing guessed."""

from __future__ import annotations

from forgingground.proving.triage_carry import carry

BEFORE = {
    "a.py": ["x = 1", "if MUTANTS.is_active('m'):", "    pass", "if a == b:", "if a == b:", "y = a + 1"],
}
AFTER = {
    "a.py": ["x = 1", "if a == b:", "if a == b:", "y = a + 1"],  # the switch is gone: two lines up
}


def reader(files: dict[str, list[str]]):
    return lambda path, line: files[path][line - 1]


def entry(line: int, operator: str, why: str) -> dict:
    return {"class": "unstated", "why": why, "file": "a.py", "line": line, "operator": operator}


def row(mutant_id: str, line: int, operator: str, verdict: str = "survived") -> dict:
    return {"id": mutant_id, "file": "a.py", "line": line, "operator": operator, "verdict": verdict}


def test_verdicts_follow_the_line_text_the_nth_of_equals_to_the_nth() -> None:
    eq = "core/ReplaceComparisonOperator_Eq_Gt"
    triage = {
        "a.py:ReplaceComparisonOperator_Eq_Gt:1": entry(4, eq, "first comparison"),
        "a.py:ReplaceComparisonOperator_Eq_Gt:2": entry(5, eq, "second comparison"),
        "a.py:AddNot:0": entry(2, "core/AddNot", "the switch itself"),
        "a.py:ReplaceBinaryOperator_Add_Sub:0": entry(6, "core/ReplaceBinaryOperator_Add_Sub", "the sum"),
    }
    rows = [
        row("a.py:ReplaceComparisonOperator_Eq_Gt:0", 2, eq),
        row("a.py:ReplaceComparisonOperator_Eq_Gt:1", 3, eq),
        row("a.py:ReplaceBinaryOperator_Add_Sub:0", 4, "core/ReplaceBinaryOperator_Add_Sub", verdict="killed"),
        row("a.py:NumberReplacer:0", 1, "core/NumberReplacer"),
    ]
    carried = carry(triage, reader(BEFORE), rows, reader(AFTER))
    assert {k: (v["why"], v["line"]) for k, v in carried.survivors.items()} == {
        "a.py:ReplaceComparisonOperator_Eq_Gt:0": ("first comparison", 2),
        "a.py:ReplaceComparisonOperator_Eq_Gt:1": ("second comparison", 3),
    }
    # the switch's mutant has no code any more; the sum is killed now: neither is carried, both are listed
    assert sorted(carried.gone) == ["a.py:AddNot:0", "a.py:ReplaceBinaryOperator_Add_Sub:0"]
    assert carried.untriaged == ["a.py:NumberReplacer:0"], "a new survivor is left to triage, not given a verdict"


def test_another_operator_on_the_same_line_does_not_take_a_verdict() -> None:
    triage = {"a.py:ReplaceComparisonOperator_Eq_Gt:1": entry(4, "core/ReplaceComparisonOperator_Eq_Gt", "why")}
    rows = [row("a.py:ReplaceComparisonOperator_Eq_Lt:0", 2, "core/ReplaceComparisonOperator_Eq_Lt")]
    carried = carry(triage, reader(BEFORE), rows, reader(AFTER))
    assert (carried.survivors, carried.gone, carried.untriaged) == (
        {},
        ["a.py:ReplaceComparisonOperator_Eq_Gt:1"],
        ["a.py:ReplaceComparisonOperator_Eq_Lt:0"],
    )

"""A triage follows its code over an edit of the gold app: same file, operator and line text; nothing guessed."""

from __future__ import annotations

from forgingground.proving.triage_carry import carry, with_front_end

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


def test_a_mutant_killed_now_does_not_pass_its_verdict_to_its_neighbour() -> None:
    # gmail's search.py line 91 has two NumberReplacer mutants (len(raw) > 2, > 0); a new probe kills the first. Counted
    # among survivors, the second took the first's "missed"; counted among every mutant of the line, it keeps its own.
    number = "core/NumberReplacer"
    triage = {
        "a.py:NumberReplacer:0": {**entry(4, number, "len > 2: a one-character negation"), "class": "missed"},
        "a.py:NumberReplacer:1": entry(4, number, "len > 0: a lone dash"),
    }
    old_rows = [row("a.py:NumberReplacer:0", 4, number), row("a.py:NumberReplacer:1", 4, number)]
    rows = [row("a.py:NumberReplacer:0", 2, number, verdict="killed"), row("a.py:NumberReplacer:1", 2, number)]
    carried = carry(triage, reader(BEFORE), rows, reader(AFTER), old_rows)
    assert {k: v["why"] for k, v in carried.survivors.items()} == {"a.py:NumberReplacer:1": "len > 0: a lone dash"}
    assert carried.gone == ["a.py:NumberReplacer:0"] and carried.untriaged == []
    # a line whose mutants changed in number falls back to counting among the survivors
    more = [*rows, row("a.py:NumberReplacer:2", 2, number)]
    fallback = carry(triage, reader(BEFORE), more, reader(AFTER), old_rows)
    assert sorted(fallback.survivors) == ["a.py:NumberReplacer:1", "a.py:NumberReplacer:2"]


def test_a_carry_keeps_the_front_end_verdicts_of_the_current_file() -> None:
    # gmail's cosmic-ray carry dropped the two Stryker verdicts written after the revision it carried from.
    ui = {"class": "unstated", "why": "styling", "file": "ref_apps/x/app/ui/app.js", "line": 3, "operator": "ObjectLiteral"}
    moved = {"class": "equivalent", "why": "w", "file": "ref_apps/x/app/store.py", "line": 9, "operator": "core/AddNot"}
    stale = {**moved, "line": 7}
    current = {"ref_apps/x/app/ui/app.js:ObjectLiteral:3:1:0": ui, "ref_apps/x/app/store.py:AddNot:0": stale}
    merged = with_front_end({"ref_apps/x/app/store.py:AddNot:1": moved}, current)
    assert merged == {"ref_apps/x/app/store.py:AddNot:1": moved, "ref_apps/x/app/ui/app.js:ObjectLiteral:3:1:0": ui}

"""Coverage-based unit selection: the lines a mutation needs to run, and the units that run them."""

from __future__ import annotations

from forgingground.proving.coverage_map import EVERY_UNIT, header_lines, units_running

SOURCE = """\
import x


@decorate(limit=10)
def handler(a, b=3):
    if a > 1 and (
        b < 2
    ):
        return a + 1
    try:
        y = compute(
            a,
            b * 2,
        )
    except ValueError:
        y = 0
    for i in range(a):
        y += i
    return [z for z in y if z > 0]
"""


def test_a_simple_statement_needs_all_its_lines() -> None:
    assert list(header_lines(SOURCE, 13, 12)) == [11, 12, 13, 14]  # `b * 2` inside the call spanning 11-14
    assert list(header_lines(SOURCE, 9, 15)) == [9]
    assert list(header_lines(SOURCE, 19, 30)) == [19]  # a comprehension's test: the return holds it


def test_a_compound_statement_needs_only_its_header() -> None:
    assert list(header_lines(SOURCE, 6, 9)) == [6, 7, 8]  # the `if` test, not its body
    assert list(header_lines(SOURCE, 7, 8)) == [6, 7, 8]
    assert list(header_lines(SOURCE, 17, 19)) == [17]  # the `for` header


def test_a_decorator_or_default_belongs_to_the_def_header() -> None:
    assert list(header_lines(SOURCE, 4, 16)) == [4, 5]
    assert list(header_lines(SOURCE, 5, 17)) == [4, 5]


def test_an_except_clause_is_its_own_line() -> None:
    assert list(header_lines(SOURCE, 15, 11)) == [15]


def test_units_running_a_span() -> None:
    lines = {"f.py": {"6": ["probe:a"], "7": ["chain:b", "probe:a"], "9": ["probe:c"], "1": [EVERY_UNIT]}}
    assert units_running(lines, "f.py", range(6, 9)) == {"probe:a", "chain:b"}
    assert units_running(lines, "f.py", range(1, 2)) is None, "import-time lines matter to every unit"
    assert units_running(lines, "f.py", range(20, 22)) == set(), "no unit executes it: nothing can observe the mutant"
    assert units_running(lines, "g.py", range(6, 9)) == set()

"""The kit's mutant registry: FGB_MUTANT picks one, and a UI mutant's snippet lands in index.html only when active."""

from __future__ import annotations

import pytest

from ref_apps.kit.mutants import Mutants

KNOWN = Mutants("toy", {"api_fault": {"layer": "leaf", "fault": "x"}, "ui_hide": {"layer": "visual", "fault": "y"}})
PAGE = "<html><head><title>t</title></head><body></body></html>"
SNIPPETS = {"ui_hide": "<style>nav{display:none}</style>"}


def test_inject_adds_only_the_active_ui_mutants_snippet(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FGB_MUTANT", raising=False)
    assert KNOWN.inject(PAGE, SNIPPETS) == PAGE
    monkeypatch.setenv("FGB_MUTANT", "api_fault")
    assert KNOWN.inject(PAGE, SNIPPETS) == PAGE
    monkeypatch.setenv("FGB_MUTANT", "ui_hide")
    assert KNOWN.inject(PAGE, SNIPPETS) == PAGE.replace("</head>", SNIPPETS["ui_hide"] + "</head>")


def test_unknown_mutants_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FGB_MUTANT", "typo")
    with pytest.raises(SystemExit, match="not a mutant of the gold toy app"):
        KNOWN.active()
    monkeypatch.delenv("FGB_MUTANT")
    with pytest.raises(AssertionError, match="unknown mutants"):
        KNOWN.inject(PAGE, {"ui_typo": "<style></style>"})

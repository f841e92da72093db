"""A gold app with an outside mutant applied: FGB_GOLD_APP=<package> FGB_MUTANT=<name>[,<name>...], served by uvicorn.

The patch is applied before the gold app is imported, so even names bound at import time see it; the gold app's
own FGB_MUTANT switch (the older, inside mechanism) is cleared so it serves the reference behaviour.
"""

from __future__ import annotations

import importlib
import os
from typing import Any

from .operations import operation_matcher
from .patches import MutantBook, PatchedResponses, Patcher


def book_of(package: str) -> MutantBook:
    """ref_apps/<package>/mutants.py's MUTANTS: the outside mutants of that gold app."""
    return importlib.import_module(f"ref_apps.{package}.mutants").MUTANTS


def create(package: str, name: str) -> Any:
    """The gold app with the mutant `name` applied; `a,b` applies both (faults measured together, as in the
    integration gap's tests of one leaf fault beside one integration fault)."""
    # Cleared first: a mutants module may import gold modules that read the inside switch at import time.
    os.environ.pop("FGB_MUTANT", None)
    book = book_of(package)
    names = [n for n in name.split(",") if n] or [name]
    unknown = [n for n in names if n not in book.mutants]
    if unknown:
        raise SystemExit(
            f"FGB_MUTANT={unknown[0]!r} is not an outside mutant of {book.app}; known: {', '.join(sorted(book.mutants))}"
        )
    patcher = Patcher()
    for each in names:
        book.mutants[each].apply(patcher)
    gold = importlib.import_module(f"ref_apps.{package}.app.main").app

    match = operation_matcher(gold.openapi().get("paths", {}))
    return PatchedResponses(gold, patcher, lambda scope: match(scope.get("method", ""), scope.get("path", "")))


app = create(os.environ.get("FGB_GOLD_APP", ""), os.environ.get("FGB_MUTANT", ""))

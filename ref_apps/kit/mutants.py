"""Deliberately broken variants of a gold app, switched on by FGB_MUTANT=<name>: each app lists its own."""

from __future__ import annotations

import os


class Mutants:
    def __init__(self, app: str, known: dict[str, dict[str, str]]) -> None:
        self.app, self.MUTANTS = app, known

    def active(self) -> str | None:
        name = os.environ.get("FGB_MUTANT") or None
        if name is not None and name not in self.MUTANTS:
            known = ", ".join(sorted(self.MUTANTS))
            raise SystemExit(f"FGB_MUTANT={name!r} is not a mutant of the gold {self.app} app; known: {known}")
        return name

    def is_active(self, name: str) -> bool:
        assert name in self.MUTANTS, f"unknown mutant {name!r}"
        return self.active() == name

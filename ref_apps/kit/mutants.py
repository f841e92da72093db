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

    def inject(self, html: str, snippets: dict[str, str]) -> str:
        """index.html with the active UI mutant's <script> or <style> put before </head>: UI mutants change
        what the page serves, never the UI's own files."""
        unknown = set(snippets) - set(self.MUTANTS)
        assert not unknown, f"snippets for unknown mutants: {sorted(unknown)}"
        snippet = snippets.get(self.active() or "")
        return html.replace("</head>", snippet + "</head>") if snippet else html

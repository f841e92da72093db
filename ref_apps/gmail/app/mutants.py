"""Deliberately broken variants of the gold app, one fault each, switched on by FGB_MUTANT=<name>.

They prove the graders: each mutant names the layer that must catch it. Unknown names stop the app at start,
so a typo never silently runs the correct app.
"""

from __future__ import annotations

import os

MUTANTS: dict[str, dict[str, str]] = {
    "ui_rename_compose": {"layer": "root", "fault": "the Compose button is labelled Write"},
    "ui_hide_sidebar": {"layer": "visual", "fault": "the label sidebar never renders"},
}


def active() -> str | None:
    name = os.environ.get("FGB_MUTANT") or None
    if name is not None and name not in MUTANTS:
        raise SystemExit(f"FGB_MUTANT={name!r} is not a mutant of the gold gmail app; known: {', '.join(sorted(MUTANTS))}")
    return name


def is_active(name: str) -> bool:
    return active() == name


def transform_index(html: str) -> str:
    """The UI mutants change what index.html serves, never app.js."""
    if is_active("ui_rename_compose"):
        html = html.replace('class="compose">Compose</button>', 'class="compose">Write</button>')
    if is_active("ui_hide_sidebar"):
        html = html.replace("</head>", "<style>.sidebar{display:none}</style></head>")
    return html

"""Deliberately broken variants of the gold google-tasks app, switched on by FGB_MUTANT=<name>."""

from __future__ import annotations

import os

MUTANTS: dict[str, dict[str, str]] = {
    "insert_wrong_status": {"layer": "leaf", "fault": "tasks.insert answers 201 instead of 200"},
    "list_unordered": {"layer": "leaf", "fault": "tasks.list sorts by title, ignoring positions"},
    "complete_without_timestamp": {"layer": "leaf", "fault": "completing a task leaves `completed` empty"},
    "patch_replaces": {"layer": "leaf", "fault": "tasks.patch clears the fields it was not given"},
    "delete_list_keeps_tasks": {"layer": "leaf", "fault": "deleting a list leaves its tasks behind"},
    "get_missing_404": {"layer": "leaf", "fault": "an unknown task id answers 200 with an empty body"},
    "tasklists_insert_ignores_title": {"layer": "leaf", "fault": "a new list is always called 'Untitled'"},
    "paging_broken": {"layer": "leaf", "fault": "pageToken is ignored"},
    "clear_deletes": {"layer": "leaf", "fault": "clear deletes completed tasks instead of hiding them"},
    "show_hidden_ignored": {"layer": "integration", "fault": "tasks.list shows hidden tasks even without showHidden"},
    "insert_ignores_previous": {"layer": "integration", "fault": "tasks.insert ignores `previous`: every new task goes first"},
    "move_keeps_old_parent": {"layer": "integration", "fault": "tasks.move to the top level keeps the old parent"},
    "ui_checkbox_noop": {"layer": "root", "fault": "ticking a task's checkbox in the UI saves nothing"},
    "ui_hide_lists": {"layer": "visual", "fault": "the UI hides the navigation of lists"},
}


def active() -> str | None:
    name = os.environ.get("FGB_MUTANT") or None
    if name is not None and name not in MUTANTS:
        raise SystemExit(f"FGB_MUTANT={name!r} is not a mutant of the gold google-tasks app; known: {', '.join(sorted(MUTANTS))}")
    return name


def is_active(name: str) -> bool:
    return active() == name


def transform_index(html: str) -> str:
    """The UI mutants change what index.html serves, never app.js."""
    if is_active("ui_checkbox_noop"):  # swallow checkbox changes before the app sees them
        html = html.replace(
            "</head>",
            "<script>document.addEventListener('change', e => { if (e.target.type === 'checkbox') "
            "e.stopImmediatePropagation(); }, true);</script></head>",
        )
    if is_active("ui_hide_lists"):
        html = html.replace("</head>", "<style>.sidebar{display:none}</style></head>")
    return html

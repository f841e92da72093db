"""Deliberately broken variants of the gold app, one fault each, switched on by FGB_MUTANT=<name>.

They prove the graders: each mutant names the layer that must catch it. Unknown names stop the app at start,
so a typo never silently runs the correct app.
"""

from __future__ import annotations

import os

# name -> the layer that must catch it, and the fault a real clone could have. "integration" mutants pass every
# leaf assert of the endpoints they touch, yet break a chain: integration_gap must show them.
MUTANTS: dict[str, dict[str, str]] = {
    "labels_create_missing": {"layer": "leaf", "fault": "labels.create is not implemented (404)"},
    "send_wrong_status": {"layer": "leaf", "fault": "messages.send answers 201 instead of 200"},
    "get_wrong_field": {"layer": "leaf", "fault": "messages.get names threadId threadID"},
    "trash_no_side_effect": {"layer": "leaf", "fault": "messages.trash answers but never stores TRASH"},
    "paging_broken": {"layer": "leaf", "fault": "pageToken is ignored: every page is the first"},
    "label_counts_wrong": {"layer": "leaf", "fault": "labels.get counts every message as unread"},
    "delete_collateral": {"layer": "leaf", "fault": "messages.delete also deletes the rest of the thread"},
    "modify_ignores_remove": {"layer": "leaf", "fault": "modify ignores removeLabelIds"},
    "attachments_empty": {"layer": "leaf", "fault": "attachments.get serves no data"},
    "user_check_missing": {"layer": "leaf", "fault": "any userId reads the mailbox"},
    "error_shape_plain": {"layer": "leaf", "fault": "errors are FastAPI's {detail}, not Google's {error}"},
    "vacation_not_saved": {"layer": "leaf", "fault": "updateVacation answers but stores nothing"},
    "sendas_delete_primary": {"layer": "leaf", "fault": "the primary send-as address can be deleted"},
    "threads_list_duplicates": {"layer": "leaf", "fault": "threads.list lists a thread once per matching message"},
    "import_no_unread": {"layer": "leaf", "fault": "messages.import forgets UNREAD"},
    "batch_modify_first_only": {"layer": "leaf", "fault": "batchModify changes only the first message"},
    "search_ignores_negation": {"layer": "mid", "fault": "search ignores negated terms"},
    "draft_send_keeps_draft": {"layer": "leaf", "fault": "drafts.send leaves the draft behind"},
    "send_never_threads": {"layer": "leaf", "fault": "send stores the message but never threads it"},
    "label_invisible_to_search": {"layer": "integration", "fault": "label: search only knows the labels of the seed"},
    "filter_never_runs": {"layer": "integration", "fault": "a filter is saved but never run on new mail"},
    "profile_history_stale": {"layer": "leaf", "fault": "the profile's historyId never advances"},
    "in_operator_broken": {"layer": "integration", "fault": "the in: search operator is ignored"},
    "untrash_loses_inbox": {"layer": "leaf", "fault": "untrash removes TRASH but does not restore INBOX"},
    "ui_rename_compose": {"layer": "root", "fault": "the Compose button is labelled Write"},
    "ui_hide_sidebar": {"layer": "visual", "fault": "the label sidebar never renders"},
    "ui_archive_noop": {"layer": "root", "fault": "the Archive button does nothing"},
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
    if is_active("ui_archive_noop"):
        # Capture clicks on Archive before the app sees them.
        html = html.replace(
            "</head>",
            "<script>document.addEventListener('click', e => { if (e.target.closest('button')?.textContent === "
            "'Archive') e.stopImmediatePropagation(); }, true);</script></head>",
        )
    return html

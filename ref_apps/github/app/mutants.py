"""Deliberately broken variants of the gold github app, switched on by FGB_MUTANT=<name>."""

from ...kit.mutants import Mutants

MUTANTS = Mutants(
    "github",
    {
        "create_issue_200": {"layer": "leaf", "fault": "creating an issue answers 200 instead of 201"},
        "list_includes_closed": {"layer": "leaf", "fault": "listing issues includes closed ones by default"},
        "labels_filter_any": {"layer": "leaf", "fault": "labels=a,b matches issues with any of the labels, not all"},
        "close_without_closed_at": {"layer": "leaf", "fault": "closing an issue leaves closed_at empty"},
        "duplicate_label_ok": {"layer": "leaf", "fault": "a second label with an existing name is created (422 expected)"},
        "merge_twice_ok": {"layer": "leaf", "fault": "merging an already merged pull request answers 200 (405 expected)"},
        "issues_oldest_first": {"layer": "leaf", "fault": "issues are listed oldest first by default"},
        "missing_issue_200": {"layer": "leaf", "fault": "an unknown issue number answers 200 with an empty object"},
        "open_count_stale": {
            "layer": "integration",
            "fault": "closing an issue does not lower the repository's open_issues_count",
        },
        "comment_count_stale": {"layer": "integration", "fault": "commenting does not raise the issue's comment count"},
        "merge_leaves_issue_open": {"layer": "leaf", "fault": "merging marks the pull merged but leaves it open"},
        "changes_requested_ignored": {"layer": "integration", "fault": "a pull request with changes requested can be merged"},
        "ui_merge_noop": {"layer": "root", "fault": "the UI's Confirm merge button merges nothing"},
        "ui_hide_labels": {"layer": "visual", "fault": "the UI drops the issue list's labels and meta lines"},
    },
)


# What each UI mutant adds to index.html (see Mutants.inject).
UI_SNIPPETS = {
    "ui_merge_noop": "<script>document.addEventListener('click', e => { if (e.target.textContent === 'Confirm merge') e.stopImmediatePropagation(); }, true);</script>",
    "ui_hide_labels": "<style>.label,.meta{display:none}</style>",
}


def transform_index(html: str) -> str:
    return MUTANTS.inject(html, UI_SNIPPETS)

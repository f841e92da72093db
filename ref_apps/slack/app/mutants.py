"""Deliberately broken variants of the gold slack app, switched on by FGB_MUTANT=<name>."""

from ...kit.mutants import Mutants

MUTANTS = Mutants(
    "slack",
    {
        "history_oldest_first": {"layer": "leaf", "fault": "conversations.history returns the oldest message first"},
        "history_includes_replies": {"layer": "leaf", "fault": "conversations.history lists thread replies too"},
        "caps_names_ok": {"layer": "leaf", "fault": "conversations.create accepts names with capitals and spaces"},
        "post_nonmember_ok": {"layer": "leaf", "fault": "posting to a channel the user is not in succeeds"},
        "archived_post_ok": {"layer": "leaf", "fault": "posting to an archived channel succeeds"},
        "double_reaction_ok": {"layer": "leaf", "fault": "the same reaction twice answers ok (already_reacted expected)"},
        "update_others_ok": {"layer": "leaf", "fault": "chat.update edits someone else's message"},
        "list_includes_archived": {"layer": "leaf", "fault": "conversations.list ignores exclude_archived"},
        "invite_first_only": {"layer": "leaf", "fault": "conversations.invite adds only the first of several users"},
        "reply_count_stale": {"layer": "integration", "fault": "a thread reply does not update the parent's reply_count"},
        "delete_keeps_pin": {"layer": "integration", "fault": "deleting a message leaves its pin in pins.list"},
        "broadcast_hidden": {
            "layer": "integration",
            "fault": "a reply sent with reply_broadcast does not show in the channel history",
        },
        "ui_send_noop": {"layer": "root", "fault": "the UI's message box and thread Send button post nothing"},
        "ui_hide_sidebar": {"layer": "visual", "fault": "the UI hides the sidebar of channels"},
    },
)


# What each UI mutant adds to index.html (see Mutants.inject).
UI_SNIPPETS = {
    "ui_send_noop": "<script>document.addEventListener('keydown', e => { if (e.key === 'Enter') e.stopImmediatePropagation(); }, true);document.addEventListener('submit', e => { e.preventDefault(); e.stopImmediatePropagation(); }, true);</script>",
    "ui_hide_sidebar": "<style>.sidebar{display:none}</style>",
}


def transform_index(html: str) -> str:
    return MUTANTS.inject(html, UI_SNIPPETS)

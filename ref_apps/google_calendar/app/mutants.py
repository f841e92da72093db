"""Deliberately broken variants of the gold google-calendar app, switched on by FGB_MUTANT=<name>."""

from ...kit.mutants import Mutants

MUTANTS = Mutants(
    "google-calendar",
    {
        "empty_range_ok": {"layer": "leaf", "fault": "an event ending before it starts is stored (400 expected)"},
        "list_includes_cancelled": {"layer": "leaf", "fault": "events.list shows cancelled events without showDeleted"},
        "order_by_summary": {"layer": "leaf", "fault": "orderBy=startTime sorts by summary"},
        "freebusy_counts_transparent": {"layer": "leaf", "fault": "free/busy counts events marked transparent (free) as busy"},
        "delete_primary_ok": {"layer": "leaf", "fault": "the primary calendar can be deleted"},
        "patch_replaces": {"layer": "leaf", "fault": "events.patch drops the attendees and location it was not given"},
        "new_calendar_utc": {"layer": "leaf", "fault": "calendars.insert ignores timeZone"},
        "search_case_sensitive": {"layer": "leaf", "fault": "q= matches case-sensitively"},
        "dst_naive_expansion": {
            "layer": "integration",
            "fault": "recurrences expand in UTC, so a series shifts an hour after a DST change",
        },
        "override_ignored": {"layer": "leaf", "fault": "expanding a series ignores its changed instances"},
        "freebusy_ignores_exceptions": {
            "layer": "integration",
            "fault": "free/busy expands a series as if none of its instances had changed",
        },
        "delete_master_keeps_instances": {
            "layer": "integration",
            "fault": "deleting a series leaves its instances in singleEvents listings",
        },
        "ui_rename_noop": {"layer": "root", "fault": "the UI's event editor saves everything but the new title"},
        "ui_unlabelled_week": {
            "layer": "visual",
            "fault": "the UI loses the week's day headers and hour labels and the list of calendars",
        },
    },
)


# What each UI mutant adds to index.html (see Mutants.inject).
UI_SNIPPETS = {
    "ui_rename_noop": "<script>const f = window.fetch; window.fetch = (u, o) => { if (o && o.method === 'PATCH' && o.body) { const b = JSON.parse(o.body); delete b.summary; o = {...o, body: JSON.stringify(b)}; } return f(u, o); };</script>",
    "ui_unlabelled_week": "<style>.head,.hour,.calendars{visibility:hidden}</style>",
}


def transform_index(html: str) -> str:
    return MUTANTS.inject(html, UI_SNIPPETS)

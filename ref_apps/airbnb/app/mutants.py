"""Deliberately broken variants of the gold airbnb app, switched on by FGB_MUTANT=<name>."""

from ...kit.mutants import Mutants

MUTANTS = Mutants(
    "airbnb",
    {
        "search_ignores_guests": {"layer": "leaf", "fault": "search lists places too small for the party"},
        "quote_no_service_fee": {"layer": "leaf", "fault": "the price breakdown leaves out the service fee"},
        "past_dates_ok": {"layer": "leaf", "fault": "a stay starting in the past can be booked"},
        "double_booking_ok": {"layer": "leaf", "fault": "nights already booked can be booked again"},
        "strict_full_refund": {"layer": "leaf", "fault": "cancelling under a strict policy refunds everything"},
        "review_before_stay_ok": {"layer": "leaf", "fault": "a stay can be reviewed before it happened"},
        "calendar_ignores_blocks": {"layer": "leaf", "fault": "the calendar shows nights the host blocked as available"},
        "sort_price_desc": {"layer": "leaf", "fault": "sort=price puts the dearest first"},
        "own_listing_ok": {"layer": "leaf", "fault": "a host can book their own listing"},
        "search_ignores_bookings": {"layer": "integration", "fault": "search treats booked nights as free"},
        "custom_price_not_in_quote": {
            "layer": "integration",
            "fault": "quotes use the default price, ignoring the host's custom prices",
        },
        "rating_stale": {"layer": "integration", "fault": "a new review does not change the listing's rating"},
        "decline_keeps_dates": {"layer": "integration", "fault": "declining a request keeps its nights blocked"},
        "ui_reserve_wrong_dates": {"layer": "root", "fault": "the UI books the night before the chosen check-in"},
        "ui_hide_map": {"layer": "visual", "fault": "the UI hides the map and the availability calendars"},
    },
)


# What each UI mutant adds to index.html (see Mutants.inject).
UI_SNIPPETS = {
    "ui_reserve_wrong_dates": "<script>const f = window.fetch; window.fetch = (u, o) => { if (u === '/v1/bookings' && o && o.body) { const b = JSON.parse(o.body); const d = new Date(b.checkin + 'T00:00:00Z'); d.setUTCDate(d.getUTCDate() - 1); b.checkin = d.toISOString().slice(0, 10); o = {...o, body: JSON.stringify(b)}; } return f(u, o); };</script>",
    "ui_hide_map": "<style>.map,.calendar{display:none}</style>",
}


def transform_index(html: str) -> str:
    return MUTANTS.inject(html, UI_SNIPPETS)

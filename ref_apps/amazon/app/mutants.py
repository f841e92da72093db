"""Deliberately broken variants of the gold amazon app, switched on by FGB_MUTANT=<name>."""

from ...kit.mutants import Mutants

MUTANTS = Mutants(
    "amazon",
    {
        "brand_filter_ignored": {"layer": "leaf", "fault": "search ignores the brand filter"},
        "facets_unfiltered": {"layer": "leaf", "fault": "facet counts cover the whole catalogue, not the results"},
        "newest_sort_oldest": {"layer": "leaf", "fault": "sort=newest puts the oldest first"},
        "out_of_stock_addable": {"layer": "leaf", "fault": "an out-of-stock product goes into the cart"},
        "standard_shipping_always": {"layer": "leaf", "fault": "standard shipping is charged even from $35"},
        "tax_ignores_state": {"layer": "leaf", "fault": "every address is taxed at California's rate"},
        "cancel_shipped_ok": {"layer": "leaf", "fault": "a shipped order can be cancelled"},
        "return_window_ignored": {"layer": "leaf", "fault": "items delivered more than 30 days ago can be returned"},
        "over_return_ok": {"layer": "leaf", "fault": "more items can be returned than were bought"},
        "per_page_ignored": {"layer": "leaf", "fault": "search ignores per_page"},
        "order_keeps_stock": {"layer": "leaf", "fault": "placing an order does not take its items out of stock"},
        "cancel_no_restock": {"layer": "leaf", "fault": "cancelling an order does not put its items back in stock"},
        "search_stock_cached": {"layer": "integration", "fault": "search's in-stock filter reads stock cached at start-up"},
        "order_delivery_standard": {
            "layer": "integration",
            "fault": "orders get the standard delivery date whatever speed was paid for",
        },
        "order_shipping_differs": {
            "layer": "integration",
            "fault": "orders charge two-day shipping even when the preview made it free",
        },
        "ui_add_to_cart_noop": {"layer": "root", "fault": "the UI says Added to Cart without adding anything"},
        "ui_hide_filters": {"layer": "visual", "fault": "the UI hides the search filters, the star ratings and the reviews"},
    },
)


# What each UI mutant adds to index.html (see Mutants.inject).
UI_SNIPPETS = {
    "ui_add_to_cart_noop": "<script>const f = window.fetch; window.fetch = (u, o) => (u === '/v1/cart/items' && o && o.method === 'POST') ? Promise.resolve(new Response('{}', {status: 200})) : f(u, o);</script>",
    "ui_hide_filters": "<style>.filters,.rating,.reviews{display:none}</style>",
}


def transform_index(html: str) -> str:
    return MUTANTS.inject(html, UI_SNIPPETS)

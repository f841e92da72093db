"""Deliberately broken variants of the gold doordash app, switched on by FGB_MUTANT=<name>."""

from ...kit.mutants import Mutants

MUTANTS = Mutants(
    "doordash",
    {
        "closed_restaurant_ok": {"layer": "leaf", "fault": "a closed restaurant's items go into the cart"},
        "required_option_skippable": {"layer": "leaf", "fault": "an item is added without its required option"},
        "max_choices_ignored": {"layer": "leaf", "fault": "more choices than a group allows are accepted"},
        "no_small_order_fee": {"layer": "leaf", "fault": "orders under $12 get no small-order fee"},
        "tip_on_total": {"layer": "leaf", "fault": "a percentage tip is computed on the total, not the subtotal"},
        "cancel_while_preparing_ok": {"layer": "leaf", "fault": "an order the kitchen is preparing can be cancelled"},
        "carts_mix_restaurants": {"layer": "leaf", "fault": "items from a second restaurant join the cart (409 expected)"},
        "promo_minimum_ignored": {"layer": "leaf", "fault": "a promo applies below its minimum subtotal"},
        "advance_skips_confirmed": {"layer": "leaf", "fault": "a placed order jumps straight to preparing"},
        "order_keeps_cart": {"layer": "integration", "fault": "placing an order leaves the cart full"},
        "quantity_not_repriced": {"layer": "leaf", "fault": "changing a line's quantity keeps its old line total"},
        "order_lines_drop_options": {
            "layer": "leaf",
            "fault": "an order's lines are priced at the menu price, without their options",
        },
        "order_ignores_promo": {"layer": "leaf", "fault": "checking out drops the promo the quote applied"},
        "ui_tip_ignored": {"layer": "root", "fault": "the UI places the order without the tip the user picked"},
        "ui_menu_unpriced": {
            "layer": "visual",
            "fault": "the UI shows the menu without prices and the store without its details",
        },
    },
)


# What each UI mutant adds to index.html (see Mutants.inject).
UI_SNIPPETS = {
    "ui_tip_ignored": "<script>const f = window.fetch; window.fetch = (u, o) => { if (u === '/v1/orders' && o && o.body) { const b = JSON.parse(o.body); delete b.tip_percent; o = {...o, body: JSON.stringify(b)}; } return f(u, o); };</script>",
    "ui_menu_unpriced": "<style>.price,.sub,.money{display:none}</style>",
}


def transform_index(html: str) -> str:
    return MUTANTS.inject(html, UI_SNIPPETS)

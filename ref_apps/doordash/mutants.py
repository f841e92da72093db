"""Outside mutants of the gold doordash app: one named patch per rule of contract.json /rules (ref_apps/kit/patches.py)."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

from ..kit import clock, insecure
from ..kit.errors import ApiError
from ..kit.patches import MutantBook, Patcher
from .app import store
from .app.handlers import cart, orders, restaurants
from .app.models import CartLine, Counter, MenuItem, Order, OrderLine, Promo

MUTANTS = MutantBook("doordash")
CART_OPS = ("cart.get", "cart.add_item", "cart.update_item", "cart.remove_item", "cart.clear")
ALL_OPS = (
    "restaurants.list", "restaurants.get", "restaurants.menu", *CART_OPS, "cart.quote",
    "orders.create", "orders.list", "orders.get", "orders.cancel", "orders.advance",
)  # fmt: skip
Money = dict[str, int]


def _sorted(key: Callable[[dict[str, Any]], Any], when: Callable[[dict[str, Any]], bool]) -> Callable[[Any, dict[str, Any]], Any]:
    """A restaurants.list rewrite that re-sorts the answer by `key` when the query matches `when`."""
    return lambda body, query: {**body, "restaurants": sorted(body["restaurants"], key=key)} if when(query) else body


def _total(m: Money) -> int:
    return m["subtotal"] + m["delivery_fee"] + m["service_fee"] + m["small_order_fee"] + m["tax"] + m["tip"] - m["discount"]


def _recharge(p: Patcher, adjust: Callable[[Any, Money, dict[str, Any], Any], None]) -> None:
    """Change the charges both the quote and the checkout compute: adjust(session, money, body, restaurant), then re-total."""

    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def charges(session: Any, body: dict[str, Any] | None) -> Any:
            money, code, restaurant = original(session, body)
            adjust(session, money, body or {}, restaurant)
            money["total"] = _total(money)
            return money, code, restaurant

        return charges

    p.wrap(cart, "charges", make)
    p.wrap(orders, "charges", make)


def _on_charge_error(p: Patcher, handle: Callable[[Callable[..., Any], Any, dict[str, Any], ApiError], Any]) -> None:
    """Route the charges' errors through handle(original, session, body, error) for the quote and the checkout."""

    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def charges(session: Any, body: dict[str, Any] | None) -> Any:
            try:
                return original(session, body)
            except ApiError as error:
                return handle(original, session, body or {}, error)

        return charges

    p.wrap(cart, "charges", make)
    p.wrap(orders, "charges", make)


def _after(p: Patcher, module: Any, attr: str, then: Callable[..., Any]) -> None:
    """Run the gold handler, then then(session, result, **kw) may change the stored rows and the answer."""

    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def handler(session: Any, **kw: Any) -> Any:
            return then(session, original(session, **kw), **kw)

        return handler

    p.wrap(module, attr, make)


def _page_fetch(rewrite_js: str) -> str:
    """A UI snippet that rewrites the JSON body of the UI's own requests: `u` is the path, `b` the parsed body."""
    return (
        "<script>const f = window.fetch; window.fetch = (u, o) => { if (o && o.body) { const b = JSON.parse(o.body); "
        + rewrite_js
        + " o = {...o, body: JSON.stringify(b)}; } return f(u, o); };</script>"
    )


# -- restaurants ------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "list_sorted_by_id",
    layer="leaf",
    fault="the default listing sorts by id, not distance",
    rules=["restaurants.list.by_distance"],
)
def _list_sorted_by_id(p: Patcher) -> None:
    p.respond("restaurants.list", _sorted(lambda r: r["id"], lambda q: q.get("sort", "distance") == "distance"))


@MUTANTS.mutant(
    "rating_worst_first", layer="leaf", fault="sort=rating lists the worst rated first", rules=["restaurants.list.by_rating"]
)
def _rating_worst_first(p: Patcher) -> None:
    p.respond("restaurants.list", _sorted(lambda r: r["rating"], lambda q: q.get("sort") == "rating"))


@MUTANTS.mutant(
    "delivery_time_by_distance",
    layer="leaf",
    fault="sort=delivery_time sorts by distance",
    rules=["restaurants.list.by_delivery_time"],
)
def _delivery_time_by_distance(p: Patcher) -> None:
    p.respond("restaurants.list", _sorted(lambda r: r["distance_km"], lambda q: q.get("sort") == "delivery_time"))


@MUTANTS.mutant("search_case_sensitive", layer="leaf", fault="q matches only with the same case", rules=["restaurants.list.q"])
def _search_case_sensitive(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        q = query.get("q")
        if not q:
            return body
        return {**body, "restaurants": [r for r in body["restaurants"] if q in r["name"] or q in r["cuisine"]]}

    p.respond("restaurants.list", rewrite)


@MUTANTS.mutant(
    "open_now_ignored", layer="leaf", fault="open_now=true still lists closed restaurants", rules=["restaurants.list.open_now"]
)
def _open_now_ignored(p: Patcher) -> None:
    p.wrap(restaurants, "list_", lambda original: lambda session, **kw: original(session, **{**kw, "open_now": None}))


@MUTANTS.mutant(
    "hours_never_wrap", layer="leaf", fault="hours past midnight are read as closed all day", rules=["restaurants.hours.open"]
)
def _hours_never_wrap(p: Patcher) -> None:
    from datetime import time
    from zoneinfo import ZoneInfo

    def is_open(r: Any) -> bool:
        local = clock.now().astimezone(ZoneInfo(r.time_zone)).time()
        return time.fromisoformat(r.opens) <= local < time.fromisoformat(r.closes)

    for module in (store, restaurants, cart, orders):
        p.wrap(module, "is_open", lambda original: is_open)


@MUTANTS.mutant(
    "fee_in_dollars",
    layer="leaf",
    fault="one restaurant's delivery_fee is in dollars, not cents",
    rules=["restaurants.get.fields"],
)
def _fee_in_dollars(p: Patcher) -> None:
    p.respond(
        "restaurants.get",
        lambda body, query: {**body, "delivery_fee": body["delivery_fee"] / 100} if "delivery_fee" in body else body,
    )


# -- menu -------------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "menu_one_category", layer="leaf", fault="the menu puts every item under one category", rules=["menu.categories.group"]
)
def _menu_one_category(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if "categories" not in body:
            return body
        return {**body, "categories": [{"name": "Menu", "items": [i for c in body["categories"] for i in c["items"]]}]}

    p.respond("restaurants.menu", rewrite)


@MUTANTS.mutant(
    "menu_groups_optional",
    layer="leaf",
    fault="the menu shows every option group as optional",
    rules=["menu.items.option_groups"],
)
def _menu_groups_optional(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        for category in body.get("categories", []):
            for item in category["items"]:
                for group in item["option_groups"]:
                    group["required"] = False
        return body

    p.respond("restaurants.menu", rewrite)


@MUTANTS.mutant(
    "menu_hides_sold_out", layer="leaf", fault="unavailable items vanish from the menu", rules=["menu.items.unavailable"]
)
def _menu_hides_sold_out(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        for category in body.get("categories", []):
            category["items"] = [i for i in category["items"] if i["available"]]
        return body

    p.respond("restaurants.menu", rewrite)


# -- cart -------------------------------------------------------------------------------------------------------


@MUTANTS.mutant("note_dropped", layer="leaf", fault="adding an item forgets its note", rules=["cart.add.line"])
def _note_dropped(p: Patcher) -> None:
    p.request("cart.add_item", lambda body, query: {k: v for k, v in body.items() if k != "note"})


@MUTANTS.mutant(
    "options_free", layer="leaf", fault="a line's unit price leaves out its choices' deltas", rules=["cart.line.price"]
)
def _options_free(p: Patcher) -> None:
    p.wrap(cart, "unit_price", lambda original: lambda session, item, chosen: (original(session, item, chosen), item.price)[1])


@MUTANTS.mutant(
    "subtotal_largest_line", layer="leaf", fault="the cart's subtotal is its largest line, not the sum", rules=["cart.subtotal"]
)
def _subtotal_largest_line(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if "lines" not in body:
            return body
        return {**body, "subtotal": max((line["line_total"] for line in body["lines"]), default=0)}

    for op in CART_OPS:
        p.respond(op, rewrite)


def _groups_with(**change: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """store.groups_of whose groups read `change` (copies: the stored rows stay as they are)."""

    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def groups_of(session: Any, item: Any) -> Any:
            out = []
            for g, choices in original(session, item):
                fields = {
                    k: getattr(g, k) for k in ("id", "item_id", "name", "required", "min_choices", "max_choices", "position")
                }
                out.append((SimpleNamespace(**(fields | change)), choices))
            return out

        return groups_of

    return make


@MUTANTS.mutant(
    "required_group_optional",
    layer="leaf",
    fault="an item goes into the cart without its required choice",
    rules=["cart.options.required"],
)
def _required_group_optional(p: Patcher) -> None:
    p.wrap(store, "groups_of", _groups_with(required=False, min_choices=0))


@MUTANTS.mutant(
    "max_choices_unbounded",
    layer="leaf",
    fault="a group takes more choices than its max_choices",
    rules=["cart.options.max_choices"],
)
def _max_choices_unbounded(p: Patcher) -> None:
    p.wrap(store, "groups_of", _groups_with(max_choices=99))


@MUTANTS.mutant(
    "carts_mix", layer="leaf", fault="another restaurant's item joins the cart (409 expected)", rules=["cart.restaurant.single"]
)
def _carts_mix(p: Patcher) -> None:
    p.wrap(cart, "cart_lines", lambda original: lambda session: [])


@MUTANTS.mutant(
    "replace_cart_ignored",
    layer="leaf",
    fault="replace_cart is ignored: another restaurant's item is still refused",
    rules=["cart.restaurant.replace"],
)
def _replace_cart_ignored(p: Patcher) -> None:
    p.request("cart.add_item", lambda body, query: {k: v for k, v in body.items() if k != "replace_cart"})


@MUTANTS.mutant(
    "closed_store_sells", layer="leaf", fault="a closed restaurant's items go into the cart", rules=["cart.add.closed"]
)
def _closed_store_sells(p: Patcher) -> None:
    p.wrap(cart, "is_open", lambda original: lambda r: True)


@MUTANTS.mutant("sold_out_sells", layer="leaf", fault="an unavailable item goes into the cart", rules=["cart.add.unavailable"])
def _sold_out_sells(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def add_item(session: Any, *, body: dict[str, Any] | None = None, **kw: Any) -> Any:
            item = session.get(MenuItem, str((body or {}).get("item_id") or ""))
            if item is None or item.available:
                return original(session, body=body, **kw)
            item.available = True
            try:
                return original(session, body=body, **kw)
            finally:
                item.available = False
                session.commit()

        return add_item

    p.wrap(cart, "add_item", make)


@MUTANTS.mutant(
    "quantity_keeps_total", layer="leaf", fault="a new quantity keeps the line's old total", rules=["cart.update.quantity"]
)
def _quantity_keeps_total(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def update_item(session: Any, *, line_id: str, **kw: Any) -> Any:
            line = session.get(CartLine, line_id)
            before = line.line_total if line is not None else None
            original(session, line_id=line_id, **kw)
            line = session.get(CartLine, line_id)
            if line is not None and before is not None:
                line.line_total = before
                session.commit()
            return store.cart_resource(session)

        return update_item

    p.wrap(cart, "update_item", make)


@MUTANTS.mutant(
    "zero_keeps_line", layer="leaf", fault="quantity 0 sets the line to 1 instead of removing it", rules=["cart.update.zero"]
)
def _zero_keeps_line(p: Patcher) -> None:
    p.request("cart.update_item", lambda body, query: {**body, "quantity": 1} if body.get("quantity") == 0 else body)


@MUTANTS.mutant(
    "quantity_clamped", layer="leaf", fault="a quantity above 50 is taken as 50 instead of refused", rules=["cart.quantity.range"]
)
def _quantity_clamped(p: Patcher) -> None:
    def clamp(body: Any, query: dict[str, Any]) -> Any:
        q = body.get("quantity")
        return {**body, "quantity": 50} if isinstance(q, int) and q > 50 else body

    p.request("cart.add_item", clamp)
    p.request("cart.update_item", clamp)


@MUTANTS.mutant(
    "remove_keeps_line", layer="leaf", fault="removing a line answers the cart but keeps the line", rules=["cart.remove.line"]
)
def _remove_keeps_line(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def remove_item(session: Any, *, line_id: str, **kw: Any) -> Any:
            if session.get(CartLine, line_id) is None:
                raise store.missing()
            return store.cart_resource(session)

        return remove_item

    p.wrap(cart, "remove_item", make)


@MUTANTS.mutant("clear_keeps_lines", layer="leaf", fault="emptying the cart leaves its lines", rules=["cart.clear.empty"])
def _clear_keeps_lines(p: Patcher) -> None:
    p.wrap(cart, "clear", lambda original: lambda session, **kw: store.cart_resource(session))


# -- charges ----------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "delivery_never_free", layer="leaf", fault="the delivery fee is charged over $35 too", rules=["charges.delivery_fee"]
)
def _delivery_never_free(p: Patcher) -> None:
    _recharge(p, lambda session, m, body, r: m.update(delivery_fee=r.delivery_fee))


@MUTANTS.mutant("service_no_minimum", layer="leaf", fault="the service fee has no $2 minimum", rules=["charges.service_fee"])
def _service_no_minimum(p: Patcher) -> None:
    _recharge(p, lambda session, m, body, r: m.update(service_fee=store.half_up(m["subtotal"] * 15, 100)))


@MUTANTS.mutant(
    "small_fee_dropped", layer="leaf", fault="orders under $12 get no small-order fee", rules=["charges.small_order_fee"]
)
def _small_fee_dropped(p: Patcher) -> None:
    _recharge(p, lambda session, m, body, r: m.update(small_order_fee=0))


@MUTANTS.mutant("tax_eight_percent", layer="leaf", fault="tax is 8 %, not 8.875 %", rules=["charges.tax"])
def _tax_eight_percent(p: Patcher) -> None:
    _recharge(p, lambda session, m, body, r: m.update(tax=store.half_up(m["subtotal"] * 8, 100)))


@MUTANTS.mutant("tip_amount_ignored", layer="leaf", fault="a tip in cents is dropped", rules=["charges.tip"])
def _tip_amount_ignored(p: Patcher) -> None:
    _recharge(p, lambda session, m, body, r: m.update(tip=0) if "tip_amount" in body else None)


@MUTANTS.mutant(
    "two_tips_allowed", layer="leaf", fault="tip_percent and tip_amount together are accepted", rules=["charges.tip.one_kind"]
)
def _two_tips_allowed(p: Patcher) -> None:
    def drop(body: Any, query: dict[str, Any]) -> Any:
        return {k: v for k, v in body.items() if k != "tip_amount"} if "tip_percent" in body else body

    p.request("cart.quote", drop)
    p.request("orders.create", drop)


@MUTANTS.mutant("rounding_down", layer="leaf", fault="percentages are rounded down, not half up", rules=["charges.rounding"])
def _rounding_down(p: Patcher) -> None:
    def adjust(session: Any, m: Money, body: dict[str, Any], r: Any) -> None:
        sub = m["subtotal"]
        m["service_fee"] = max(sub * 15 // 100, 200)
        m["tax"] = sub * 8875 // 100000
        if "tip_percent" in body:
            m["tip"] = sub * body["tip_percent"] // 100
        if m["discount"]:
            promo = session.get(Promo, str(body["promo_code"]).upper())
            m["discount"] = min(sub * promo.percent_off // 100, promo.max_off)

    _recharge(p, adjust)


@MUTANTS.mutant(
    "promo_case_sensitive", layer="leaf", fault="a promo code in lower case is refused", rules=["charges.promo.discount"]
)
def _promo_case_sensitive(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def charges(session: Any, body: dict[str, Any] | None) -> Any:
            code = (body or {}).get("promo_code")
            if code and str(code) != str(code).upper():
                raise ApiError(400, "this promo code is not valid")
            return original(session, body)

        return charges

    p.wrap(cart, "charges", make)
    p.wrap(orders, "charges", make)


def _without_promo(match: str) -> Callable[[Callable[..., Any], Any, dict[str, Any], ApiError], Any]:
    """On a promo error whose message contains `match`, charge without the promo instead of answering 400."""

    def handle(original: Callable[..., Any], session: Any, body: dict[str, Any], error: ApiError) -> Any:
        if match not in error.message:
            raise error
        return original(session, {k: v for k, v in body.items() if k != "promo_code"})

    return handle


@MUTANTS.mutant(
    "promo_minimum_waived",
    layer="leaf",
    fault="a promo below its minimum is silently dropped (400 expected)",
    rules=["charges.promo.minimum"],
)
def _promo_minimum_waived(p: Patcher) -> None:
    _on_charge_error(p, _without_promo("minimum"))


@MUTANTS.mutant(
    "inactive_promo_waived",
    layer="leaf",
    fault="an inactive promo is silently dropped (400 expected)",
    rules=["charges.promo.inactive"],
)
def _inactive_promo_waived(p: Patcher) -> None:
    _on_charge_error(p, _without_promo("not valid"))


@MUTANTS.mutant("total_without_tip", layer="leaf", fault="the total leaves out the tip", rules=["charges.total"])
def _total_without_tip(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def charges(session: Any, body: dict[str, Any] | None) -> Any:
            money, code, restaurant = original(session, body)
            return {**money, "total": money["total"] - money["tip"]}, code, restaurant

        return charges

    p.wrap(cart, "charges", make)
    p.wrap(orders, "charges", make)


@MUTANTS.mutant(
    "quote_spends_an_id",
    layer="leaf",
    fault="quoting stores something (it advances the id counter)",
    rules=["charges.quote.read_only"],
)
def _quote_spends_an_id(p: Patcher) -> None:
    def then(session: Any, result: Any, **kw: Any) -> Any:
        counter = session.get(Counter, "ids")
        counter.value += 1
        session.commit()
        return result

    _after(p, cart, "quote", then)


# -- checkout ---------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "order_drops_promo",
    layer="mid",
    fault="checking out drops the promo the quote applied",
    rules=["checkout.charges.same_as_quote"],
)
def _order_drops_promo(p: Patcher) -> None:
    p.request("orders.create", lambda body, query: {k: v for k, v in body.items() if k != "promo_code"})


@MUTANTS.mutant(
    "order_lines_lose_options", layer="mid", fault="an order's lines forget their options", rules=["checkout.lines.copied"]
)
def _order_lines_lose_options(p: Patcher) -> None:
    def then(session: Any, result: Any, **kw: Any) -> Any:
        for line in session.query(OrderLine).filter(OrderLine.order_id == result["id"]):
            line.options_text = ""
        session.commit()
        return {**result, "lines": [{**x, "options": ""} for x in result["lines"]]}

    _after(p, orders, "create", then)


@MUTANTS.mutant(
    "order_refills_cart", layer="integration", fault="placing an order leaves the cart full", rules=["checkout.cart.emptied"]
)
def _order_refills_cart(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def create(session: Any, **kw: Any) -> Any:
            columns = ("id", "item_id", "restaurant_id", "quantity", "note", "options", "unit_price", "line_total")
            kept = [{c: getattr(x, c) for c in columns} for x in store.cart_lines(session)]
            result = original(session, **kw)
            session.add_all(CartLine(**row) for row in kept)
            session.commit()
            return result

        return create

    p.wrap(orders, "create", make)


@MUTANTS.mutant(
    "order_starts_confirmed", layer="leaf", fault="a new order starts as confirmed, not placed", rules=["checkout.order.placed"]
)
def _order_starts_confirmed(p: Patcher) -> None:
    def then(session: Any, result: Any, **kw: Any) -> Any:
        session.get(Order, result["id"]).status = "confirmed"
        session.commit()
        return {**result, "status": "confirmed"}

    _after(p, orders, "create", then)


@MUTANTS.mutant("empty_cart_400", layer="leaf", fault="an empty cart answers 400, not 409", rules=["checkout.empty_cart"])
def _empty_cart_400(p: Patcher) -> None:
    def handle(original: Callable[..., Any], session: Any, body: dict[str, Any], error: ApiError) -> Any:
        raise ApiError(400, error.message) if error.code == 409 else error

    _on_charge_error(p, handle)


# -- orders -----------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "orders_by_id_text", layer="mid", fault="orders list by id as text, not by placed_at", rules=["orders.list.newest_first"]
)
def _orders_by_id_text(p: Patcher) -> None:
    p.respond("orders.list", lambda body, query: {**body, "orders": sorted(body["orders"], key=lambda o: o["id"], reverse=True)})


@MUTANTS.mutant("status_filter_ignored", layer="mid", fault="status= still lists every order", rules=["orders.list.status"])
def _status_filter_ignored(p: Patcher) -> None:
    p.wrap(
        orders,
        "list_",
        lambda original: lambda session, **kw: original(session, **{k: v for k, v in kw.items() if k != "status"}),
    )


@MUTANTS.mutant(
    "order_read_without_options",
    layer="leaf",
    fault="reading an order shows its lines without options",
    rules=["orders.get.lines"],
)
def _order_read_without_options(p: Patcher) -> None:
    p.respond(
        "orders.get",
        lambda body, query: {**body, "lines": [{**x, "options": ""} for x in body["lines"]]} if "lines" in body else body,
    )


@MUTANTS.mutant("advance_two_steps", layer="leaf", fault="a placed order jumps to preparing", rules=["orders.status.advance"])
def _advance_two_steps(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def advance(session: Any, *, order_id: str, **kw: Any) -> Any:
            order = session.get(Order, order_id)
            if order is not None and order.status == "placed":
                original(session, order_id=order_id, **kw)
            return original(session, order_id=order_id, **kw)

        return advance

    p.wrap(orders, "advance", make)


@MUTANTS.mutant("cancelled_advances", layer="mid", fault="a cancelled order can be advanced again", rules=["orders.status.end"])
def _cancelled_advances(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def advance(session: Any, *, order_id: str, **kw: Any) -> Any:
            order = session.get(Order, order_id)
            if order is not None and order.status == "cancelled":
                order.status = "placed"
            return original(session, order_id=order_id, **kw)

        return advance

    p.wrap(orders, "advance", make)


@MUTANTS.mutant(
    "cancel_while_cooking", layer="leaf", fault="an order being prepared can be cancelled", rules=["orders.cancel.window"]
)
def _cancel_while_cooking(p: Patcher) -> None:
    def step_back(session: Any, *, order_id: str, **_: Any) -> None:
        order = session.get(Order, order_id)
        if order is not None and order.status == "preparing":
            order.status = "confirmed"

    p.before(orders, "cancel", step_back)


@MUTANTS.mutant("cancel_without_refund", layer="leaf", fault="cancelling refunds nothing", rules=["orders.cancel.refund"])
def _cancel_without_refund(p: Patcher) -> None:
    def then(session: Any, result: Any, **kw: Any) -> Any:
        session.get(Order, result["id"]).refund = 0
        session.commit()
        return {**result, "refund": 0}

    _after(p, orders, "cancel", then)


# -- errors -----------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "unknown_line_400", layer="leaf", fault="an unknown cart line or item answers 400, not 404", rules=["errors.not_found"]
)
def _unknown_line_400(p: Patcher) -> None:
    p.wrap(cart, "missing", lambda original: lambda: ApiError(400, "Not found"))


@MUTANTS.mutant("errors_flat", layer="leaf", fault="errors answer {message} without the error envelope", rules=["errors.shape"])
def _errors_flat(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        return {"message": body["error"]["message"]} if isinstance(body, dict) and "error" in body else body

    for op in ALL_OPS:
        p.respond(op, rewrite)


# -- UI ---------------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "ui_add_button_dead", layer="root", fault="the sheet's Add to cart button does nothing", rules=["ui.store.add_to_cart"]
)
def _ui_add_button_dead(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('click', (e) => { const b = e.target.closest && e.target.closest('button'); "
        "if (b && b.textContent.trim() === 'Add to cart') { e.stopImmediatePropagation(); e.preventDefault(); } }, true);</script>"
    )


@MUTANTS.mutant(
    "ui_new_cart_keeps_old",
    layer="root",
    fault="Start new cart sends no replace_cart, so the cart is not replaced",
    rules=["ui.store.start_new_cart"],
)
def _ui_new_cart_keeps_old(p: Patcher) -> None:
    p.page(_page_fetch("if (u === '/v1/cart/items') delete b.replace_cart;"))


@MUTANTS.mutant(
    "ui_tip_dropped", layer="root", fault="the UI places the order without the tip the user picked", rules=["ui.checkout.tip"]
)
def _ui_tip_dropped(p: Patcher) -> None:
    p.page(_page_fetch("if (u === '/v1/orders') delete b.tip_percent;"))


@MUTANTS.mutant(
    "ui_total_nan", layer="root", fault="the order confirmation shows $NaN for the total", rules=["ui.checkout.confirmation"]
)
def _ui_total_nan(p: Patcher) -> None:
    p.page(
        "<script>const f = window.fetch; window.fetch = async (u, o) => { const r = await f(u, o); "
        "if (u !== '/v1/orders' || !o || o.method !== 'POST') return r; const j = await r.json(); "
        "if (j.charges) delete j.charges.total; "
        "return new Response(JSON.stringify(j), {status: r.status, headers: {'content-type': 'application/json'}}); };</script>"
    )


@MUTANTS.mutant(
    "ui_cart_count_stale",
    layer="root",
    fault="the header's Cart (n) badge is set when the page loads and never refreshed after the cart changes",
    rules=["ui.cart_count"],
)
def _ui_cart_count_stale(p: Patcher) -> None:
    p.page(
        "<script>const d = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent'); let set = false; "
        "Object.defineProperty(Node.prototype, 'textContent', {configurable: true, get() { return d.get.call(this); }, "
        "set(v) { if (this.id === 'cart-link') { if (set) return; set = true; } d.set.call(this, v); }});</script>"
    )


@MUTANTS.mutant(
    "ui_cart_list_not_rerendered",
    layer="root",
    fault="after adding an item the store re-renders everything but the 'Your cart' list, which keeps its old lines",
    rules=["ui.store.add_to_cart"],
)
def _ui_cart_list_not_rerendered(p: Patcher) -> None:
    p.page(
        "<script>const r = Element.prototype.replaceChildren; let old = null; "
        "Element.prototype.replaceChildren = function (...kids) { "
        "const i = kids.findIndex((k) => k && k.getAttribute && k.getAttribute('aria-label') === 'Your cart'); "
        "if (i >= 0) { if (old) kids[i] = old; else old = kids[i]; } return r.apply(this, kids); };</script>"
    )


@MUTANTS.mutant(
    "ui_quote_cached",
    layer="root",
    fault="the checkout caches its first quote, so picking a tip leaves the 'Order total' list without the tip",
    rules=["ui.checkout.quote"],
)
def _ui_quote_cached(p: Patcher) -> None:
    p.page(
        "<script>const f = window.fetch; let first = null; window.fetch = async (u, o) => { "
        "if (u !== '/v1/cart/quote') return f(u, o); if (!first) first = await (await f(u, o)).text(); "
        "else await f(u, o); "
        "return new Response(first, {status: 200, headers: {'content-type': 'application/json'}}); };</script>"
    )


@MUTANTS.mutant(
    "ui_orders_list_stale",
    layer="root",
    fault="the orders page caches its first GET /v1/orders, so after a cancel the list still shows the order as placed",
    rules=["ui.orders.cancel"],
)
def _ui_orders_list_stale(p: Patcher) -> None:
    p.page(
        "<script>const f = window.fetch; let first = null; window.fetch = async (u, o) => { "
        "if (u !== '/v1/orders' || (o && o.method && o.method !== 'GET')) return f(u, o); "
        "if (!first) first = await (await f(u, o)).text(); else await f(u, o); "
        "return new Response(first, {status: 200, headers: {'content-type': 'application/json'}}); };</script>"
    )


# -- once switches inside the gold code, now patches from outside ------------------------------------------------


@MUTANTS.mutant(
    "tip_on_total", layer="leaf", fault="a percentage tip is computed on the total, not the subtotal", rules=["charges.tip"]
)
def _tip_on_total(p: Patcher) -> None:
    def adjust(session: Any, m: Money, body: dict[str, Any], r: Any) -> None:
        if "tip_percent" in body:
            m["tip"] = 0
            m["tip"] = store.half_up(_total(m) * body["tip_percent"], 100)

    _recharge(p, adjust)


@MUTANTS.mutant(
    "promo_minimum_ignored", layer="leaf", fault="a promo applies below its minimum subtotal", rules=["charges.promo.minimum"]
)
def _promo_minimum_ignored(p: Patcher) -> None:
    def handle(original: Callable[..., Any], session: Any, body: dict[str, Any], error: ApiError) -> Any:
        if "minimum" not in error.message:
            raise error
        money, _, restaurant = original(session, {k: v for k, v in body.items() if k != "promo_code"})
        promo = session.get(Promo, str(body["promo_code"]).upper())
        money["discount"] = min(store.half_up(money["subtotal"] * promo.percent_off, 100), promo.max_off)
        money["total"] = _total(money)
        return money, promo.code, restaurant

    _on_charge_error(p, handle)


@MUTANTS.mutant(
    "order_lines_drop_options",
    layer="leaf",
    fault="an order's lines are priced at the menu price, without their options",
    rules=["checkout.lines.copied"],
)
def _order_lines_drop_options(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def create(session: Any, **kw: Any) -> Any:
            bought = [(x.item_id, x.quantity) for x in store.cart_lines(session)]
            result = original(session, **kw)
            for n, (item_id, quantity) in enumerate(bought):
                line = session.get(OrderLine, f"{result['id']}-{n + 1}")
                line.unit_price = session.get(MenuItem, item_id).price
                line.line_total = line.unit_price * quantity
            session.commit()
            return orders._resource(session, session.get(Order, result["id"]))

        return create

    p.wrap(orders, "create", make)


@MUTANTS.mutant(
    "ui_menu_unpriced",
    layer="visual",
    fault="the UI shows the menu without prices and the store without its details",
    rules=["screen:home"],
)
def _ui_menu_unpriced(p: Patcher) -> None:
    p.page("<style>.price,.sub,.money{display:none}</style>")


# -- security: the kit's insecure mutants, and this app's own read-only faults -----------------------------------------
insecure.register(MUTANTS, "doordash")  # the notes and the address; no page shows either, so no markup mutant
# No ownership mutant: the brief has one customer, so the seed holds nothing of another customer's to name.


@MUTANTS.mutant(
    "insecure_order_total_from_body",
    layer="security",
    fault="a placed order takes the total the client sends instead of the one checkout computes",
    rules=["security.fields.read_only"],
)
def _insecure_order_total_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        total = (body or {}).get("total")
        if isinstance(total, int) and isinstance(out, dict) and out.get("id"):
            session.get(Order, out["id"]).total = total
            session.commit()
            out = {**out, "charges": {**out["charges"], "total": total}}
        return out

    p.after(orders, "create", forge)


@MUTANTS.mutant(
    "insecure_line_price_from_body",
    layer="security",
    fault="a new cart line takes the unit_price the client sends instead of the item's price with its options",
    rules=["security.fields.read_only"],
)
def _insecure_line_price_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        price = (body or {}).get("unit_price")
        if isinstance(price, int) and isinstance(out, dict) and out.get("lines"):
            line = session.get(CartLine, f"cl-{session.get(Counter, 'ids').value}")  # the line just added
            line.unit_price, line.line_total = price, price * line.quantity
            session.commit()
            out = store.cart_resource(session)
        return out

    p.after(cart, "add_item", forge)

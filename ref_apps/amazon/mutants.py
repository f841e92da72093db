"""Outside mutants of the gold amazon app, one or more per rule: named patches the kit applies at start-up (ref_apps/kit/patches.py)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from sqlalchemy import select

from ..kit import insecure
from ..kit.errors import ApiError
from ..kit.patches import MutantBook, Patcher
from .app import store
from .app.handlers import cart, checkout, orders, products, returns
from .app.models import CartItem, Counter, Order, OrderItem, Product, Return

MUTANTS = MutantBook("amazon")


def _dict(body: Any) -> dict[str, Any]:
    return body if isinstance(body, dict) else {}


def _results(body: Any, rewrite: Any) -> Any:
    """A search answer whose results list is rewritten (errors pass through)."""
    return {**body, "results": rewrite(body["results"])} if isinstance(body, dict) and "results" in body else body


def _search_with(**changes: Any) -> Any:
    """A search that rewrites its query parameters before the gold search sees them: changes maps name -> f(value)."""

    def make(original: Any) -> Any:
        return lambda session, **kw: original(session, **{**kw, **{k: f(kw.get(k)) for k, f in changes.items()}})

    return make


def _after(step: Any) -> Any:
    """A handler that runs the gold one, then step(session, out, kw) before the answer leaves."""

    def make(original: Any) -> Any:
        def handler(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            step(session, out, kw)
            session.commit()
            return out

        return handler

    return make


# ---- money, errors, writes
@MUTANTS.mutant(
    "rating_in_tenths",
    layer="leaf",
    fault="a product's rating is answered in tenths of a star",
    rules=["money.units.cents_stars"],
)
def _rating_in_tenths(p: Patcher) -> None:
    p.respond(
        "products.get", lambda body, query: {**body, "rating": round(body["rating"] * 10)} if "rating" in _dict(body) else body
    )


@MUTANTS.mutant(
    "flat_error_body",
    layer="leaf",
    fault="a search error answers a flat {message} instead of {error: {code, message}}",
    rules=["errors.body.shape"],
)
def _flat_error_body(p: Patcher) -> None:
    p.respond("products.search", lambda body, query: {"message": body["error"]["message"]} if "error" in _dict(body) else body)


@MUTANTS.mutant(
    "update_unknown_line_ok",
    layer="leaf",
    fault="setting the quantity of a product not in the cart answers the cart",
    rules=["errors.unknown.not_found"],
)
def _update_unknown_line_ok(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def update(session: Any, *, asin: str, **kw: Any) -> Any:
            return original(session, asin=asin, **kw) if session.get(CartItem, asin) else cart.get(session)

        return update

    p.wrap(cart, "update", make)


@MUTANTS.mutant(
    "add_touches_other_lines",
    layer="leaf",
    fault="adding a product re-stamps every other cart line",
    rules=["writes.only.scoped"],
)
def _add_touches_other_lines(p: Patcher) -> None:
    def step(session: Any, out: Any, kw: Any) -> None:
        asin = str(_dict(kw.get("body")).get("asin") or "")
        for line in session.scalars(select(CartItem).where(CartItem.asin != asin)):
            line.added_at = store.now_text()

    p.wrap(cart, "add", _after(step))


# ---- search
@MUTANTS.mutant(
    "search_first_word_only", layer="leaf", fault="search matches the first word of q only", rules=["search.q.every_word"]
)
def _search_first_word_only(p: Patcher) -> None:
    p.wrap(products, "search", _search_with(q=lambda q: (q or "").split()[0] if (q or "").split() else q))


@MUTANTS.mutant(
    "brand_case_sensitive", layer="leaf", fault="the brand filter is case-sensitive", rules=["search.filter.category_brand"]
)
def _brand_case_sensitive(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if "brand" not in query:
            return body
        return _results(body, lambda rs: [r for r in rs if r["brand"] == query["brand"]])

    p.respond("products.search", rewrite)


@MUTANTS.mutant(
    "price_bounds_exclusive",
    layer="leaf",
    fault="min_price and max_price exclude the bound itself",
    rules=["search.filter.price_rating"],
)
def _price_bounds_exclusive(p: Patcher) -> None:
    p.wrap(
        products,
        "search",
        _search_with(
            min_price=lambda v: None if v is None else int(v) + 1,
            max_price=lambda v: None if v is None else int(v) - 1,
        ),
    )


@MUTANTS.mutant("prime_false_ignored", layer="leaf", fault="prime=false does not filter", rules=["search.filter.prime_stock"])
def _prime_false_ignored(p: Patcher) -> None:
    p.wrap(products, "search", _search_with(prime=lambda v: None if v is False else v))


@MUTANTS.mutant(
    "relevance_ties_by_asin",
    layer="leaf",
    fault="relevance breaks ties by ASIN, forgetting the review count",
    rules=["search.sort.relevance"],
)
def _relevance_ties_by_asin(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if query.get("sort", "relevance") != "relevance":
            return body
        words = (query.get("q") or "").lower().split()

        def score(r: dict[str, Any]) -> int:
            return sum(2 * (w in r["title"].lower()) + (w in r["brand"].lower()) for w in words)

        return _results(body, lambda rs: sorted(rs, key=lambda r: (-score(r), r["asin"])))

    p.respond("products.search", rewrite)


@MUTANTS.mutant("price_desc_ascends", layer="leaf", fault="price_desc sorts cheapest first", rules=["search.sort.price"])
def _price_desc_ascends(p: Patcher) -> None:
    p.wrap(products, "search", _search_with(sort=lambda s: "price_asc" if s == "price_desc" else s))


@MUTANTS.mutant("rating_sort_ascends", layer="leaf", fault="sort=rating puts the worst rated first", rules=["search.sort.rating"])
def _rating_sort_ascends(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        return (
            _results(body, lambda rs: sorted(rs, key=lambda r: (r["rating"], r["asin"])))
            if query.get("sort") == "rating"
            else body
        )

    p.respond("products.search", rewrite)


@MUTANTS.mutant(
    "newest_sort_ignored", layer="leaf", fault="sort=newest is ignored (relevance instead)", rules=["search.sort.newest"]
)
def _newest_sort_ignored(p: Patcher) -> None:
    p.wrap(products, "search", _search_with(sort=lambda s: None if s == "newest" else s))


@MUTANTS.mutant(
    "unknown_sort_ok", layer="leaf", fault="an unknown sort falls back to relevance instead of 400", rules=["search.sort.unknown"]
)
def _unknown_sort_ok(p: Patcher) -> None:
    p.wrap(products, "search", _search_with(sort=lambda s: s if s in products.SORTS else None))


@MUTANTS.mutant(
    "total_counts_page", layer="leaf", fault="total counts the page, not every result", rules=["search.paging.slices"]
)
def _total_counts_page(p: Patcher) -> None:
    p.respond(
        "products.search", lambda body, query: {**body, "total": len(body["results"])} if "results" in _dict(body) else body
    )


@MUTANTS.mutant(
    "facets_before_stock_filter",
    layer="leaf",
    fault="facets are counted before the in-stock filter",
    rules=["search.facets.filtered"],
)
def _facets_before_stock_filter(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def search(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            return {**out, "facets": original(session, **{**kw, "in_stock": None})["facets"]}

        return search

    p.wrap(products, "search", make)


@MUTANTS.mutant(
    "facet_ties_descending",
    layer="leaf",
    fault="facet values with equal counts come in reverse order",
    rules=["search.facets.order"],
)
def _facet_ties_descending(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if "facets" not in _dict(body):
            return body
        flip = {k: sorted(v, key=lambda f: f["value"], reverse=True) for k, v in body["facets"].items()}
        return {**body, "facets": {k: sorted(v, key=lambda f: -f["count"]) for k, v in flip.items()}}

    p.respond("products.search", rewrite)


# ---- products and reviews
@MUTANTS.mutant(
    "always_in_stock", layer="leaf", fault="a product page says in stock whatever its stock", rules=["products.get.fields"]
)
def _always_in_stock(p: Patcher) -> None:
    p.respond("products.get", lambda body, query: {**body, "in_stock": True} if "stock" in _dict(body) else body)


@MUTANTS.mutant(
    "reviews_oldest_first", layer="leaf", fault="reviews are listed oldest first", rules=["reviews.list.newest_first"]
)
def _reviews_oldest_first(p: Patcher) -> None:
    p.respond(
        "products.reviews",
        lambda body, query: {**body, "reviews": list(reversed(body["reviews"]))} if "reviews" in _dict(body) else body,
    )


# ---- the cart
@MUTANTS.mutant(
    "item_count_counts_lines",
    layer="leaf",
    fault="the cart answered by an add counts lines, not items",
    rules=["cart.totals.derived"],
)
def _item_count_counts_lines(p: Patcher) -> None:
    p.respond("cart.add", lambda body, query: {**body, "item_count": len(body["items"])} if "items" in _dict(body) else body)


@MUTANTS.mutant(
    "add_again_replaces",
    layer="leaf",
    fault="adding a product again replaces its quantity instead of adding to it",
    rules=["cart.add.merges"],
)
def _add_again_replaces(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def add(session: Any, *, body: Any = None, **kw: Any) -> Any:
            line = session.get(CartItem, str(_dict(body).get("asin") or ""))
            if line is not None:
                session.delete(line)
                session.flush()
            return original(session, body=body, **kw)

        return add

    p.wrap(cart, "add", make)


@MUTANTS.mutant("quantity_up_to_99", layer="leaf", fault="a cart quantity may go up to 99", rules=["cart.quantity.range"])
def _quantity_up_to_99(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def quantity(value: Any, low: int) -> int:
            return value if isinstance(value, int) and not isinstance(value, bool) and 30 < value <= 99 else original(value, low)

        return quantity

    p.wrap(cart, "_quantity", make)


@MUTANTS.mutant(
    "stock_checked_only_when_empty",
    layer="leaf",
    fault="the cart refuses only out-of-stock products, not quantities above the stock",
    rules=["cart.quantity.stock"],
)
def _stock_checked_only_when_empty(p: Patcher) -> None:
    p.wrap(
        cart, "_fits", lambda original: lambda stock, quantity: original(stock, quantity if stock == 0 else min(quantity, stock))
    )


@MUTANTS.mutant("zero_keeps_one", layer="leaf", fault="setting quantity 0 keeps one in the cart", rules=["cart.update.sets"])
def _zero_keeps_one(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def update(session: Any, *, body: Any = None, **kw: Any) -> Any:
            b = _dict(body)
            return original(session, body={**b, "quantity": 1} if b.get("quantity") == 0 else body, **kw)

        return update

    p.wrap(cart, "update", make)


@MUTANTS.mutant(
    "remove_empties_cart", layer="leaf", fault="removing one product empties the whole cart", rules=["cart.remove.deletes"]
)
def _remove_empties_cart(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def remove(session: Any, *, asin: str, **kw: Any) -> Any:
            for line in session.scalars(select(CartItem).where(CartItem.asin != asin)):
                session.delete(line)
            return original(session, asin=asin, **kw)

        return remove

    p.wrap(cart, "remove", make)


@MUTANTS.mutant(
    "work_address_default",
    layer="leaf",
    fault="the address list marks the work address as the default",
    rules=["addresses.list.default"],
)
def _work_address_default(p: Patcher) -> None:
    def rewrite(body: Any, query: Any) -> Any:
        return (
            {**body, "addresses": [{**a, "is_default": a["id"] == "a-work"} for a in body["addresses"]]}
            if "addresses" in _dict(body)
            else body
        )

    p.respond("addresses.list", rewrite)


# ---- checkout
@MUTANTS.mutant(
    "free_standard_from_50", layer="leaf", fault="standard shipping is free only from $50", rules=["checkout.shipping.standard"]
)
def _free_standard_from_50(p: Patcher) -> None:
    p.wrap(store, "FREE_STANDARD_FROM", lambda original: 5000)


@MUTANTS.mutant("two_day_costs_7_99", layer="leaf", fault="two-day shipping costs $7.99", rules=["checkout.shipping.two_day"])
def _two_day_costs_7_99(p: Patcher) -> None:
    p.wrap(store, "SHIPPING", lambda original: {**original, "two_day": 799})


@MUTANTS.mutant(
    "one_day_takes_two", layer="leaf", fault="one-day shipping arrives in 2 days", rules=["checkout.shipping.one_day"]
)
def _one_day_takes_two(p: Patcher) -> None:
    p.wrap(store, "DAYS", lambda original: {**original, "one_day": 2})


@MUTANTS.mutant(
    "tax_rounds_down", layer="leaf", fault="tax is rounded down instead of half up", rules=["checkout.tax.state_rate"]
)
def _tax_rounds_down(p: Patcher) -> None:
    p.wrap(store, "basis", lambda original: lambda amount, points: amount * points // 10000)


@MUTANTS.mutant(
    "preview_default_pdx",
    layer="leaf",
    fault="a preview without address_id uses the Portland address, not the default",
    rules=["checkout.address.default"],
)
def _preview_default_pdx(p: Patcher) -> None:
    p.wrap(
        checkout, "checkout", lambda original: lambda session, body: original(session, {"address_id": "a-pdx", **(body or {})})
    )


@MUTANTS.mutant(
    "preview_counts_ids", layer="leaf", fault="a preview spends an id from the counter", rules=["checkout.preview.stores_nothing"]
)
def _preview_counts_ids(p: Patcher) -> None:
    def step(session: Any, out: Any, kw: Any) -> None:
        counter = session.get(Counter, "ids")
        counter.value += 1

    p.wrap(checkout, "preview", _after(step))


# ---- orders
@MUTANTS.mutant(
    "order_adds_processing_day",
    layer="mid",
    fault="an order arrives a day later than its preview said",
    rules=["orders.create.matches_preview"],
)
def _order_adds_processing_day(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def money(session: Any, body: Any) -> Any:
            out = original(session, body)
            return {**out, "delivery_date": (date.fromisoformat(out["delivery_date"]) + timedelta(days=1)).isoformat()}

        return money

    p.wrap(orders, "checkout", make)


@MUTANTS.mutant(
    "order_stored_pending", layer="leaf", fault="a placed order is stored as pending, not ordered", rules=["orders.create.stored"]
)
def _order_stored_pending(p: Patcher) -> None:
    def step(session: Any, out: Any, kw: Any) -> None:
        session.get(Order, out["id"]).status = "pending"

    p.wrap(orders, "create", _after(step))


@MUTANTS.mutant(
    "order_takes_one_each",
    layer="leaf",
    fault="an order takes one of each product out of stock, whatever the quantity",
    rules=["orders.create.takes_stock"],
)
def _order_takes_one_each(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, **kw: Any) -> Any:
            before = {line.asin: session.get(Product, line.asin).stock for line in session.scalars(select(CartItem))}
            out = original(session, **kw)
            for asin, stock in before.items():
                session.get(Product, asin).stock = stock - 1
            session.commit()
            return out

        return create

    p.wrap(orders, "create", make)


@MUTANTS.mutant(
    "order_keeps_cart", layer="leaf", fault="placing an order leaves the cart full", rules=["orders.create.empties_cart"]
)
def _order_keeps_cart(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, **kw: Any) -> Any:
            lines = [(x.asin, x.quantity, x.added_at) for x in session.scalars(select(CartItem))]
            out = original(session, **kw)
            session.add_all(CartItem(asin=a, quantity=q, added_at=t) for a, q, t in lines)
            session.commit()
            return out

        return create

    p.wrap(orders, "create", make)


@MUTANTS.mutant(
    "empty_cart_order_ok",
    layer="leaf",
    fault="placing an empty cart answers 201 with an empty body",
    rules=["orders.create.empty_cart"],
)
def _empty_cart_order_ok(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, **kw: Any) -> Any:
            try:
                return original(session, **kw)
            except ApiError as e:
                if e.code != 409:
                    raise
                return {}

        return create

    p.wrap(orders, "create", make)


@MUTANTS.mutant("orders_oldest_first", layer="leaf", fault="orders are listed oldest first", rules=["orders.list.newest_first"])
def _orders_oldest_first(p: Patcher) -> None:
    p.respond(
        "orders.list", lambda body, query: {**body, "orders": list(reversed(body["orders"]))} if "orders" in _dict(body) else body
    )


@MUTANTS.mutant("order_hides_returns", layer="leaf", fault="an order's items show nothing returned", rules=["orders.get.items"])
def _order_hides_returns(p: Patcher) -> None:
    def rewrite(body: Any, query: Any) -> Any:
        return {**body, "items": [{**i, "returned_quantity": 0} for i in body["items"]]} if "items" in _dict(body) else body

    p.respond("orders.get", rewrite)


@MUTANTS.mutant(
    "cancel_spelled_canceled",
    layer="leaf",
    fault="a cancelled order is stored as 'canceled'",
    rules=["orders.cancel.ordered_only"],
)
def _cancel_spelled_canceled(p: Patcher) -> None:
    def step(session: Any, out: Any, kw: Any) -> None:
        session.get(Order, out["id"]).status = "canceled"
        out["status"] = "canceled"

    p.wrap(orders, "cancel", _after(step))


@MUTANTS.mutant(
    "cancel_restocks_one",
    layer="leaf",
    fault="cancelling puts one of each product back, whatever the quantity",
    rules=["orders.cancel.restocks"],
)
def _cancel_restocks_one(p: Patcher) -> None:
    def step(session: Any, out: Any, kw: Any) -> None:
        for item in session.scalars(select(OrderItem).where(OrderItem.order_id == out["id"])):
            session.get(Product, item.asin).stock -= item.quantity - 1

    p.wrap(orders, "cancel", _after(step))


# ---- returns
@MUTANTS.mutant(
    "shipped_returnable",
    layer="leaf",
    fault="a shipped order can be returned as if delivered today",
    rules=["returns.create.delivered_only"],
)
def _shipped_returnable(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, *, order_id: str, **kw: Any) -> Any:
            order = session.get(Order, order_id)
            if order is not None and order.status == "shipped":
                order.status, order.delivered_on = "delivered", store.clock.now().date().isoformat()
            return original(session, order_id=order_id, **kw)

        return create

    p.wrap(returns, "create", make)


@MUTANTS.mutant("window_60_days", layer="leaf", fault="the return window is 60 days", rules=["returns.create.window"])
def _window_60_days(p: Patcher) -> None:
    p.wrap(returns, "WINDOW_DAYS", lambda original: 60)


@MUTANTS.mutant(
    "returned_not_subtracted",
    layer="leaf",
    fault="a return may take back what was already returned",
    rules=["returns.create.quantity"],
)
def _returned_not_subtracted(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, *, order_id: str, body: Any = None, **kw: Any) -> Any:
            item = session.get(OrderItem, (order_id, str(_dict(body).get("asin") or "")))
            already = item.returned_quantity if item is not None else 0
            if item is not None:
                item.returned_quantity = 0
            try:
                out = original(session, order_id=order_id, body=body, **kw)
            except ApiError:
                session.rollback()
                raise
            item = session.get(OrderItem, (order_id, out["asin"]))
            item.returned_quantity += already
            session.commit()
            return out

        return create

    p.wrap(returns, "create", make)


class _Anything(tuple):
    """A reason list that holds every reason."""

    def __contains__(self, item: object) -> bool:
        return True


@MUTANTS.mutant("any_reason_ok", layer="leaf", fault="any return reason is accepted", rules=["returns.create.reason"])
def _any_reason_ok(p: Patcher) -> None:
    p.wrap(returns, "REASONS", lambda original: _Anything(original))


@MUTANTS.mutant("restocking_fee", layer="leaf", fault="a refund keeps a 10 % restocking fee", rules=["returns.create.refund"])
def _restocking_fee(p: Patcher) -> None:
    def step(session: Any, out: Any, kw: Any) -> None:
        ret = session.get(Return, out["id"])
        ret.refund = out["refund"] = ret.refund * 9 // 10

    p.wrap(returns, "create", _after(step))


@MUTANTS.mutant("returns_oldest_first", layer="mid", fault="returns are listed oldest first", rules=["returns.list.newest_first"])
def _returns_oldest_first(p: Patcher) -> None:
    p.respond(
        "returns.list",
        lambda body, query: {**body, "returns": list(reversed(body["returns"]))} if "returns" in _dict(body) else body,
    )


# ---- the UI
@MUTANTS.mutant("ui_facets_dead", layer="root", fault="the Filters' facet buttons do nothing", rules=["ui.search.facets"])
def _ui_facets_dead(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('click', e => { if (e.target.closest('nav')) e.stopImmediatePropagation(); }, true);</script>"
    )


@MUTANTS.mutant(
    "ui_add_to_cart_dead", layer="root", fault="the Add to Cart button does nothing", rules=["ui.product.add_to_cart"]
)
def _ui_add_to_cart_dead(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('click', e => { if (e.target.textContent === 'Add to Cart') e.stopImmediatePropagation(); }, true);</script>"
    )


@MUTANTS.mutant("ui_place_order_dead", layer="root", fault="the Place your order button does nothing", rules=["ui.cart.checkout"])
def _ui_place_order_dead(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('click', e => { if (e.target.textContent === 'Place your order') e.stopImmediatePropagation(); }, true);</script>"
    )


@MUTANTS.mutant(
    "ui_cart_count_frozen",
    layer="root",
    fault="the header's Cart (N) keeps the count it first showed after adding or ordering",
    rules=["ui.header.cart_count"],
)
def _ui_cart_count_frozen(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('DOMContentLoaded', () => { const link = document.getElementById('cart-link'); "
        "const own = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent'); let set = false; "
        "Object.defineProperty(link, 'textContent', { get() { return own.get.call(this); }, "
        "set(v) { if (!set) { set = true; own.set.call(this, v); } } }); });</script>"
    )


@MUTANTS.mutant(
    "ui_results_cache_ignores_filters",
    layer="root",
    fault="the search results are cached by path, so a facet redraws the unfiltered list",
    rules=["ui.search.facets"],
)
def _ui_results_cache_ignores_filters(p: Patcher) -> None:
    p.page(
        "<script>(() => { const f = window.fetch; let first = null; window.fetch = async (u, o) => { "
        "if (!String(u).startsWith('/v1/products?')) return f(u, o); if (!first) first = await f(u, o); "
        "return first.clone(); }; })();</script>"
    )


@MUTANTS.mutant(
    "ui_summary_stale",
    layer="root",
    fault="the checkout's Order summary keeps its first preview when the shipping speed changes",
    rules=["ui.cart.summary"],
)
def _ui_summary_stale(p: Patcher) -> None:
    p.page(
        "<script>(() => { const f = window.fetch; let first = null; window.fetch = async (u, o) => { "
        "if (String(u) !== '/v1/checkout/preview') return f(u, o); if (!first) first = await f(u, o); "
        "return first.clone(); }; })();</script>"
    )


@MUTANTS.mutant(
    "ui_orders_cached",
    layer="root",
    fault="Your Orders keeps the orders it loaded first: after a cancel the list still shows the order as Ordered",
    rules=["ui.orders.cancel"],
)
def _ui_orders_cached(p: Patcher) -> None:
    p.page(
        "<script>(() => { const f = window.fetch; let first = null; window.fetch = async (u, o) => { "
        "if (u !== '/v1/orders' || (o && o.method && o.method !== 'GET')) return f(u, o); "
        "if (!first) first = await (await f(u, o)).text(); else await f(u, o); "
        "return new Response(first, {status: 200, headers: {'content-type': 'application/json'}}); }; })();</script>"
    )


# ---- once switches inside the gold code, now patches from outside
@MUTANTS.mutant(
    "brand_filter_ignored", layer="leaf", fault="search ignores the brand filter", rules=["search.filter.category_brand"]
)
def _brand_filter_ignored(p: Patcher) -> None:
    p.wrap(products, "search", _search_with(brand=lambda v: None))


@MUTANTS.mutant(
    "facets_unfiltered",
    layer="leaf",
    fault="facet counts cover the whole catalogue, not the results",
    rules=["search.facets.filtered"],
)
def _facets_unfiltered(p: Patcher) -> None:
    p.wrap(
        products,
        "search",
        lambda original: lambda session, **kw: {**original(session, **kw), "facets": original(session)["facets"]},
    )


@MUTANTS.mutant("newest_sort_oldest", layer="leaf", fault="sort=newest puts the oldest first", rules=["search.sort.newest"])
def _newest_sort_oldest(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def search(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            if kw.get("sort") != "newest":
                return out
            every: list[Any] = []
            while len(every) < out["total"]:
                every += original(session, **{**kw, "page": len(every) // 50 + 1, "per_page": 50})["results"]
            every.reverse()
            start = (out["page"] - 1) * out["per_page"]
            return {**out, "results": every[start : start + out["per_page"]]}

        return search

    p.wrap(products, "search", make)


@MUTANTS.mutant("per_page_ignored", layer="leaf", fault="search ignores per_page", rules=["search.paging.slices"])
def _per_page_ignored(p: Patcher) -> None:
    p.wrap(products, "search", _search_with(per_page=lambda v: None))


@MUTANTS.mutant(
    "out_of_stock_addable", layer="leaf", fault="an out-of-stock product goes into the cart", rules=["cart.quantity.stock"]
)
def _out_of_stock_addable(p: Patcher) -> None:
    p.wrap(cart, "_fits", lambda original: lambda stock, quantity: None if stock == 0 else original(stock, quantity))


@MUTANTS.mutant(
    "standard_shipping_always",
    layer="leaf",
    fault="standard shipping is charged even from $35",
    rules=["checkout.shipping.standard"],
)
def _standard_shipping_always(p: Patcher) -> None:
    p.wrap(store, "FREE_STANDARD_FROM", lambda original: 10**12)


class _OneRate(dict):  # type: ignore[type-arg]
    """A rate table that answers one state's rate for every state."""

    def __init__(self, rate: int) -> None:
        super().__init__()
        self.rate = rate

    def get(self, key: Any, default: Any = None) -> Any:
        return self.rate


@MUTANTS.mutant(
    "tax_ignores_state", layer="leaf", fault="every address is taxed at California's rate", rules=["checkout.tax.state_rate"]
)
def _tax_ignores_state(p: Patcher) -> None:
    p.wrap(store, "TAX_BASIS_POINTS", lambda original: _OneRate(original["CA"]))


@MUTANTS.mutant(
    "order_keeps_stock",
    layer="leaf",
    fault="placing an order does not take its items out of stock",
    rules=["orders.create.takes_stock"],
)
def _order_keeps_stock(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, **kw: Any) -> Any:
            before = {line.asin: session.get(Product, line.asin).stock for line in session.scalars(select(CartItem))}
            out = original(session, **kw)
            for asin, stock in before.items():
                session.get(Product, asin).stock = stock
            session.commit()
            return out

        return create

    p.wrap(orders, "create", make)


@MUTANTS.mutant("cancel_shipped_ok", layer="leaf", fault="a shipped order can be cancelled", rules=["orders.cancel.ordered_only"])
def _cancel_shipped_ok(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def cancel(session: Any, *, order_id: str, **kw: Any) -> Any:
            order = session.get(Order, order_id)
            if order is not None and order.status == "shipped":
                order.status = "ordered"
            return original(session, order_id=order_id, **kw)

        return cancel

    p.wrap(orders, "cancel", make)


@MUTANTS.mutant(
    "cancel_no_restock",
    layer="leaf",
    fault="cancelling an order does not put its items back in stock",
    rules=["orders.cancel.restocks"],
)
def _cancel_no_restock(p: Patcher) -> None:
    def step(session: Any, out: Any, kw: Any) -> None:
        for item in session.scalars(select(OrderItem).where(OrderItem.order_id == out["id"])):
            session.get(Product, item.asin).stock -= item.quantity

    p.wrap(orders, "cancel", _after(step))


@MUTANTS.mutant(
    "return_window_ignored",
    layer="leaf",
    fault="items delivered more than 30 days ago can be returned",
    rules=["returns.create.window"],
)
def _return_window_ignored(p: Patcher) -> None:
    p.wrap(returns, "WINDOW_DAYS", lambda original: 10**6)


@MUTANTS.mutant(
    "over_return_ok", layer="leaf", fault="more items can be returned than were bought", rules=["returns.create.quantity"]
)
def _over_return_ok(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, *, order_id: str, body: Any = None, **kw: Any) -> Any:
            b = _dict(body)
            key = (order_id, str(b.get("asin") or ""))
            item, quantity, excess = session.get(OrderItem, key), b.get("quantity"), 0
            if item is not None and isinstance(quantity, int) and not isinstance(quantity, bool):
                excess = max(0, quantity - (item.quantity - item.returned_quantity))
                item.quantity += excess  # lifted for the check only, put back below
            try:
                out = original(session, order_id=order_id, body=body, **kw)
            except ApiError:
                session.rollback()
                raise
            if excess:
                session.get(OrderItem, key).quantity -= excess
                session.commit()
            return out

        return create

    p.wrap(returns, "create", make)


@MUTANTS.mutant(
    "search_stock_cached",
    layer="integration",
    fault="search's in-stock filter reads stock cached at start-up",
    rules=["orders.create.takes_stock"],
)
def _search_stock_cached(p: Patcher) -> None:
    at_start: dict[str, int] = {}

    def make(original: Any) -> Any:
        def search(session: Any, **kw: Any) -> Any:
            if not kw.get("in_stock"):
                return original(session, **kw)
            every = list(session.scalars(select(Product)))
            at_start.update({x.asin: x.stock for x in every} if not at_start else {})
            real = {x.asin: x.stock for x in every}
            with session.no_autoflush:
                for x in every:  # the filter sees the stock of start-up; the rows are put back before anything is written
                    x.stock = at_start.get(x.asin, x.stock)
                try:
                    out = original(session, **kw)
                finally:
                    for x in every:
                        x.stock = real[x.asin]
            return _results(out, lambda rs: [{**r, "in_stock": real.get(r["asin"], 0) > 0} for r in rs])

        return search

    p.wrap(products, "search", make)


def _order_money(adjust: Any) -> Any:
    """An order's charges as the gold checkout computes them, then adjust(money) (the preview is left alone)."""
    return lambda original: lambda session, body: adjust(original(session, body))


@MUTANTS.mutant(
    "order_delivery_standard",
    layer="integration",
    fault="orders get the standard delivery date whatever speed was paid for",
    rules=["orders.create.matches_preview"],
)
def _order_delivery_standard(p: Patcher) -> None:
    due = lambda: (store.clock.now().date() + timedelta(days=store.DAYS["standard"])).isoformat()  # noqa: E731
    p.wrap(orders, "checkout", _order_money(lambda m: {**m, "delivery_date": due()}))


@MUTANTS.mutant(
    "order_shipping_differs",
    layer="integration",
    fault="orders charge two-day shipping even when the preview made it free",
    rules=["orders.create.matches_preview"],
)
def _order_shipping_differs(p: Patcher) -> None:
    def adjust(m: dict[str, Any]) -> dict[str, Any]:
        if m["shipping_speed"] != "two_day" or m["shipping"]:
            return m
        fee = store.SHIPPING["two_day"]
        return {**m, "shipping": fee, "total": m["total"] + fee}

    p.wrap(orders, "checkout", _order_money(adjust))


@MUTANTS.mutant(
    "ui_add_to_cart_noop",
    layer="root",
    fault="the UI says Added to Cart without adding anything",
    rules=["ui.product.add_to_cart"],
)
def _ui_add_to_cart_noop(p: Patcher) -> None:
    p.page(
        "<script>const f = window.fetch; window.fetch = (u, o) => (u === '/v1/cart/items' && o && o.method === 'POST') "
        "? Promise.resolve(new Response('{}', {status: 200})) : f(u, o);</script>"
    )


@MUTANTS.mutant(
    "ui_hide_filters",
    layer="visual",
    fault="the UI hides the search filters, the star ratings and the reviews",
    rules=["screen:search"],
)
def _ui_hide_filters(p: Patcher) -> None:
    p.page("<style>.filters,.rating,.reviews{display:none}</style>")


# -- security: the kit's insecure mutants, and this app's own read-only faults -----------------------------------------
insecure.register(MUTANTS, "amazon")  # no free-text write: the NUL guard and the search's SQL habit only
# No ownership mutant: the brief has one signed-in customer, so the seed holds nothing of another customer's to name.


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
            out = {**out, "total": total}
        return out

    p.after(orders, "create", forge)


@MUTANTS.mutant(
    "insecure_refund_from_body",
    layer="security",
    fault="a return takes the refund the client sends instead of the item's price times the quantity",
    rules=["security.fields.read_only"],
)
def _insecure_refund_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        refund = (body or {}).get("refund")
        if isinstance(refund, int) and isinstance(out, dict) and out.get("id"):
            session.get(Return, out["id"]).refund = refund
            session.commit()
            out = {**out, "refund": refund}
        return out

    p.after(returns, "create", forge)

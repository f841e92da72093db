// The gold amazon UI: plain ES modules, no build step. Every action goes through the API the app serves.

import { $, el, request as api } from "/ui-kit/fgb.js";

const main = $("main");

const money = (cents) => `$${(cents / 100).toFixed(2)}`;
const stars = (rating, count) => `${rating.toFixed(1)} out of 5 stars · ${count} ratings`;

async function showCartCount() {
  const cart = await api("/v1/cart");
  $("cart-link").textContent = `Cart (${cart.item_count})`;
  return cart;
}

function priceLine(p) {
  return el("div", {}, el("span", { className: "price", textContent: money(p.price) }),
    ...(p.list_price ? [el("span", { className: "list-price", textContent: money(p.list_price) })] : []),
    ...(p.prime ? [el("span", { className: "prime", textContent: "prime" })] : []));
}

async function renderSearch(q, filters = {}) {
  document.title = `Amazon.com : ${q}`;
  $("q").value = q;
  const params = new URLSearchParams({ q, ...filters });
  const found = await api(`/v1/products?${params}`);
  const facet = (key, title, label = (v) => v) => el("section", {}, el("h2", { textContent: title }),
    el("ul", {}, ...found.facets[key].map((f) => {
      const pressed = filters[key] === f.value;
      const button = el("button", { type: "button", textContent: `${label(f.value)} (${f.count})`, "aria-pressed": String(pressed) });
      button.addEventListener("click", () => {
        const next = { ...filters };
        if (pressed) delete next[key]; else next[key] = f.value;
        renderSearch(q, next);
      });
      return el("li", {}, button);
    })));
  const filtersNav = el("nav", { className: "filters", "aria-label": "Filters" },
    facet("category", "Department"), facet("brand", "Brand"), facet("prime", "Prime", (v) => (v === "true" ? "Prime" : "Not Prime")));
  const results = el("ul", { className: "results", "aria-label": "Results" }, ...found.results.map((p) => el("li", {},
    el("a", { href: `/dp/${p.asin}`, textContent: p.title }),
    el("div", { className: "rating", textContent: stars(p.rating, p.review_count) }),
    priceLine(p),
    el("div", { className: p.in_stock ? "stock" : "count", textContent: p.in_stock ? "In Stock" : "Currently unavailable" }))));
  main.replaceChildren(el("p", { className: "count", textContent: `${found.total} results for "${q}"` }),
    el("div", { className: "layout" }, filtersNav, results));
  await showCartCount();
}

async function renderProduct(asin) {
  const [p, { reviews }] = await Promise.all([api(`/v1/products/${asin}`), api(`/v1/products/${asin}/reviews`)]);
  document.title = `Amazon.com: ${p.title}`;
  const note = el("p", { className: "added", role: "alert", hidden: true });
  const add = el("button", { type: "button", textContent: "Add to Cart", disabled: !p.in_stock });
  add.addEventListener("click", async () => {
    await api("/v1/cart/items", { method: "POST", body: { asin, quantity: 1 } });
    note.textContent = "Added to Cart";
    note.hidden = false;
    await showCartCount();
  });
  main.replaceChildren(el("div", { className: "product" },
    el("div", { className: "details" },
      el("h1", { textContent: p.title }), el("p", { className: "count", textContent: `Brand: ${p.brand}` }),
      el("div", { className: "rating", textContent: stars(p.rating, p.review_count) }), priceLine(p),
      el("h2", { textContent: "Customer reviews" }),
      el("ul", { className: "reviews", "aria-label": "Reviews" }, ...reviews.map((r) => el("li", {},
        el("strong", { textContent: `${r.rating}/5 ${r.title}` }), el("div", { textContent: r.body }))))),
    el("div", { className: "buy-box" }, priceLine(p),
      el("div", { className: p.in_stock ? "stock" : "count", textContent: p.in_stock ? "In Stock" : "Currently unavailable" }), add, note)));
  await showCartCount();
}

async function renderCart() {
  document.title = "Amazon.com Shopping Cart";
  const cart = await showCartCount();
  const items = el("ul", { className: "cart-items", "aria-label": "Shopping Cart" }, ...cart.items.map((i) => el("li", {},
    el("span", {}, el("a", { href: `/dp/${i.asin}`, textContent: i.title }), ` · Qty: ${i.quantity}`),
    el("strong", { textContent: money(i.line_total) }))));
  const proceed = el("button", { type: "button", textContent: "Proceed to checkout", disabled: !cart.items.length });
  const checkout = el("section", { className: "checkout", "aria-label": "Checkout", hidden: true });
  proceed.addEventListener("click", async () => {
    const { addresses } = await api("/v1/addresses");
    const select = el("select", { id: "address" }, ...addresses.map((a) =>
      el("option", { value: a.id, selected: a.is_default, textContent: `${a.name}, ${a.line1}, ${a.city} ${a.state}` })));
    const speeds = [["standard", "Standard"], ["two_day", "Two-day"], ["one_day", "One-day"]];
    const speed = el("fieldset", {}, el("legend", { textContent: "Shipping speed" }), ...speeds.map(([value, label], i) => {
      const radio = el("input", { type: "radio", name: "speed", id: `speed-${value}`, value, checked: i === 0 });
      radio.addEventListener("change", refresh);
      return el("span", {}, radio, el("label", { htmlFor: radio.id, textContent: label }));
    }));
    const summary = el("div", { "aria-label": "Order summary" });
    const choice = () => ({ address_id: select.value, shipping_speed: checkout.querySelector("input[name=speed]:checked").value });
    async function refresh() {
      const q = await api("/v1/checkout/preview", { method: "POST", body: choice() });
      summary.replaceChildren(
        el("div", { textContent: `Items: ${money(q.items_subtotal)}` }), el("div", { textContent: `Shipping: ${money(q.shipping)}` }),
        el("div", { textContent: `Tax: ${money(q.tax)}` }), el("strong", { textContent: `Order total: ${money(q.total)}` }),
        el("div", { textContent: `Arriving ${q.delivery_date}` }));
    }
    select.addEventListener("change", refresh);
    const place = el("button", { type: "button", textContent: "Place your order" });
    place.addEventListener("click", async () => {
      const order = await api("/v1/orders", { method: "POST", body: choice() });
      main.replaceChildren(el("p", { className: "placed", role: "alert", textContent: `Order placed, thank you! Order ${order.id}, ${money(order.total)}.` }));
      await showCartCount();
    });
    checkout.replaceChildren(el("label", { htmlFor: "address", textContent: "Deliver to" }), select, speed, summary, place);
    checkout.hidden = false;
    await refresh();
  });
  main.replaceChildren(el("h1", { textContent: "Shopping Cart" }), items,
    el("div", { className: "cart-actions" }, el("span", { textContent: `Subtotal (${cart.item_count} items): ${money(cart.items_subtotal)}` }), proceed),
    checkout);
}

const STATUS = { ordered: "Ordered", shipped: "Shipped", delivered: "Delivered", cancelled: "Cancelled" };

function arrival(order) {
  if (order.status === "delivered") return `Delivered ${order.delivered_on}`;
  if (order.status === "cancelled") return "Cancelled";
  return `${STATUS[order.status] || order.status} · Arriving ${order.delivery_date}`;
}

async function renderOrders() {
  document.title = "Your Orders";
  const { orders } = await api("/v1/orders");
  const list = el("ul", { className: "orders", "aria-label": "Your Orders" }, ...orders.map((order) => {
    const body = el("div", { className: "order-body" }, el("strong", { className: `arrival ${order.status}`, textContent: arrival(order) }),
      el("ul", { className: "order-items" }, ...order.items.map((i) => el("li", {},
        el("a", { href: `/dp/${i.asin}`, textContent: i.title }),
        ` · Qty: ${i.quantity}${i.returned_quantity ? ` · Returned: ${i.returned_quantity}` : ""}`))));
    if (order.status === "ordered") {
      const cancel = el("button", { type: "button", className: "cancel", textContent: "Cancel items", "aria-label": `Cancel order ${order.id}` });
      cancel.addEventListener("click", async () => {
        try { await api(`/v1/orders/${order.id}/cancel`, { method: "POST" }); } catch (error) { $("status").textContent = error.message; return; }
        $("status").textContent = `Cancelled ${order.id}`;
        await renderOrders();
      });
      body.append(cancel);
    }
    return el("li", {}, el("div", { className: "order-head" },
      el("span", { textContent: `Order placed ${order.placed_at.slice(0, 10)}` }), el("span", { textContent: `Total ${money(order.total)}` }),
      el("span", { textContent: `Order # ${order.id}` })), body);
  }));
  main.replaceChildren(el("h1", { textContent: "Your Orders" }), el("p", { className: "count", textContent: `${orders.length} orders placed` }), list);
  await showCartCount();
}

$("search").addEventListener("submit", (event) => {
  event.preventDefault();
  location.href = `/s/${encodeURIComponent($("q").value.trim())}`;
});

const path = location.pathname;
const search = path.match(/^\/s\/([^/]*)/);
const product = path.match(/^\/dp\/([^/]+)/);
if (product) renderProduct(decodeURIComponent(product[1]));
else if (path.startsWith("/cart")) renderCart();
else if (path.startsWith("/orders")) renderOrders();
else renderSearch(search ? decodeURIComponent(search[1]) : "");

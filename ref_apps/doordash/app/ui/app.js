// The gold doordash UI: plain ES modules, no build step. Every action goes through the API the app serves.

import { $, el, request as api } from "/ui-kit/fgb.js";

const main = $("main");

const money = (cents) => `$${(cents / 100).toFixed(2)}`;

async function showCartCount() {
  const cart = await api("/v1/cart");
  const count = cart.lines.reduce((n, line) => n + line.quantity, 0);
  $("cart-link").textContent = `Cart (${count})`;
  return cart;
}

async function renderHome() {
  document.title = "Restaurants | DoorDash";
  const { restaurants } = await api("/v1/restaurants");
  const list = el("ul", { className: "restaurants", "aria-label": "Restaurants" });
  const search = el("input", { type: "search", placeholder: "Search restaurants", "aria-label": "Search restaurants" });
  const show = () => {
    const q = search.value.trim().toLowerCase();
    list.replaceChildren(...restaurants.filter((r) => !q || r.name.toLowerCase().includes(q) || r.cuisine.includes(q)).map((r) =>
      el("li", {}, el("a", { href: `/store/${r.id}` },
        el("div", {}, el("span", { className: "name", textContent: r.name }), ...(r.is_open ? [] : [el("span", { className: "closed", textContent: "Closed" })])),
        el("div", { className: "sub", textContent: `${r.cuisine} · ${r.rating} ★ · ${r.eta_minutes} min · ${money(r.delivery_fee)} delivery` })))));
  };
  search.addEventListener("input", show);
  show();
  main.replaceChildren(el("h1", { textContent: "Restaurants near you" }), search, list);
  await showCartCount();
}

function itemSheet(restaurant, item) {
  const sheet = el("section", { className: "sheet", role: "dialog", "aria-label": item.name },
    el("h2", { textContent: item.name }), el("p", { className: "sub", textContent: money(item.price) }));
  const inputs = [];
  for (const group of item.option_groups) {
    const single = group.max_choices === 1;
    const fieldset = el("fieldset", {}, el("legend", { textContent: `${group.name}${group.required ? " (required)" : ""}` }));
    group.choices.forEach((choice, i) => {
      const input = el("input", { type: single ? "radio" : "checkbox", name: group.id, value: choice.id, id: `opt-${choice.id}`, checked: single && group.required && i === 0 });
      inputs.push(input);
      fieldset.append(el("div", {}, input, el("label", { htmlFor: input.id, textContent: choice.price_delta ? `${choice.name} (+${money(choice.price_delta)})` : choice.name })));
    });
    sheet.append(fieldset);
  }
  const add = el("button", { type: "button", className: "primary", textContent: "Add to cart" });
  const conflict = el("div", { hidden: true });
  const send = async (replace) => {
    const options = inputs.filter((i) => i.checked).map((i) => i.value);
    try {
      await api("/v1/cart/items", { method: "POST", body: { item_id: item.id, quantity: 1, options, ...(replace ? { replace_cart: true } : {}) } });
    } catch (error) {
      if (error.status !== 409 || replace || !/another restaurant/.test(error.message)) { $("status").textContent = error.message; return; }
      const start = el("button", { type: "button", className: "primary", textContent: "Start new cart" });
      start.addEventListener("click", () => send(true));
      conflict.replaceChildren(el("p", { textContent: `Your cart holds items from another restaurant. Start a new cart from ${restaurant.name}?` }), start);
      conflict.hidden = false;
      return;
    }
    $("status").textContent = `Added ${item.name} to cart`;
    await renderStore(restaurant.id);
  };
  add.addEventListener("click", () => send(false));
  sheet.append(add, conflict);
  return sheet;
}

async function renderStore(restaurantId) {
  const [restaurant, menu] = await Promise.all([api(`/v1/restaurants/${restaurantId}`), api(`/v1/restaurants/${restaurantId}/menu`)]);
  document.title = `${restaurant.name} | DoorDash`;
  const slot = el("div");
  const sections = menu.categories.map((category) => [
    el("h2", { textContent: category.name }),
    el("ul", { className: "menu", "aria-label": category.name }, ...category.items.map((item) => {
      const button = el("button", { type: "button", disabled: !item.available, "aria-label": item.name },
        el("span", { textContent: item.name }), el("span", { className: "price", textContent: item.available ? money(item.price) : "Sold out" }));
      button.addEventListener("click", () => slot.replaceChildren(itemSheet(restaurant, item)));
      return el("li", {}, button);
    })),
  ]).flat();
  const cart = await showCartCount();
  const cartButton = el("button", { type: "button", className: "cart", textContent: "Cart" });
  cartButton.addEventListener("click", () => { location.href = "/checkout"; });
  const yours = el("section", { "aria-label": "Your cart" }, el("h2", { textContent: "Your cart" }),
    el("ul", { className: "lines" }, ...cart.lines.map((line) => el("li", {}, el("span", { textContent: `${line.quantity} × ${line.name}` }), el("span", { textContent: money(line.line_total) })))));
  main.replaceChildren(
    el("h1", { textContent: restaurant.name }),
    el("p", { className: "sub", textContent: `${restaurant.cuisine} · ${restaurant.rating} ★ · ${restaurant.eta_minutes} min · ${money(restaurant.delivery_fee)} delivery` }),
    cartButton, slot, el("div", { role: "list", "aria-label": "Menu" }, ...sections.map((s) => el("div", { role: "listitem" }, s))), yours);
}

const CHARGES = [["subtotal", "Subtotal"], ["delivery_fee", "Delivery fee"], ["service_fee", "Service fee"], ["small_order_fee", "Small order fee"], ["tax", "Estimated tax"], ["tip", "Dasher tip"], ["discount", "Discount"], ["total", "Total"]];

async function renderCheckout() {
  document.title = "Checkout | DoorDash";
  const cart = await showCartCount();
  if (!cart.lines.length) { main.replaceChildren(el("h1", { textContent: "Checkout" }), el("p", { textContent: "Your cart is empty." })); return; }
  const restaurant = await api(`/v1/restaurants/${cart.restaurant_id}`);
  let tip = null;
  const breakdown = el("ul", { className: "money", "aria-label": "Order total" });
  const refresh = async () => {
    const quote = await api("/v1/cart/quote", { method: "POST", body: tip === null ? {} : { tip_percent: tip } });
    breakdown.replaceChildren(...CHARGES.filter(([key]) => key === "total" || quote[key]).map(([key, label]) =>
      el("li", { className: key === "total" ? "total" : "" }, el("span", { textContent: label }), el("span", { textContent: (key === "discount" ? "-" : "") + money(quote[key]) }))));
  };
  const tips = el("fieldset", { className: "tips" }, el("legend", { textContent: "Tip" }), ...[10, 15, 20].map((pct) => {
    const radio = el("input", { type: "radio", name: "tip", id: `tip-${pct}`, value: String(pct) });
    radio.addEventListener("change", async () => { tip = pct; await refresh(); });
    return el("span", {}, radio, el("label", { htmlFor: radio.id, textContent: `${pct}%` }));
  }));
  const place = el("button", { type: "button", className: "primary", textContent: "Place order" });
  place.addEventListener("click", async () => {
    const order = await api("/v1/orders", { method: "POST", body: tip === null ? {} : { tip_percent: tip } });
    $("status").textContent = "";
    main.replaceChildren(el("div", { className: "placed", role: "alert", textContent: `Order placed: ${order.id}, ${money(order.charges.total)}` }));
    await showCartCount();
  });
  main.replaceChildren(el("h1", { textContent: "Checkout" }), el("p", { className: "sub", textContent: `From ${restaurant.name}` }),
    el("ul", { className: "lines", "aria-label": "Items" }, ...cart.lines.map((line) => el("li", {}, el("span", { textContent: `${line.quantity} × ${line.name}` }), el("span", { textContent: money(line.line_total) })))),
    tips, breakdown, place);
  await refresh();
}

const STATUS = { placed: "Placed", confirmed: "Confirmed", preparing: "Preparing", picked_up: "Picked up", delivered: "Delivered", cancelled: "Cancelled" };

async function renderOrders() {
  document.title = "Orders | DoorDash";
  const [{ orders }, { restaurants }] = await Promise.all([api("/v1/orders"), api("/v1/restaurants")]);
  const names = Object.fromEntries(restaurants.map((r) => [r.id, r.name]));
  const list = el("ul", { className: "orders", "aria-label": "Orders" }, ...orders.map((order) => {
    const when = order.placed_at.slice(0, 16).replace("T", " ");
    const count = order.lines.reduce((n, line) => n + line.quantity, 0);
    const facts = [`${order.id} · ${when} · ${count} ${count === 1 ? "item" : "items"} · ${money(order.charges.total)}`];
    if (order.refund) facts.push(`Refunded ${money(order.refund)}`);
    const row = el("li", {}, el("div", {}, el("span", { className: "name", textContent: names[order.restaurant_id] || order.restaurant_id }),
      el("span", { className: `badge ${order.status}`, textContent: STATUS[order.status] || order.status })),
      el("div", { className: "sub", textContent: facts.join(" · ") }));
    if (order.status === "placed" || order.status === "confirmed") {
      const cancel = el("button", { type: "button", className: "secondary", textContent: "Cancel order", "aria-label": `Cancel order ${order.id}` });
      cancel.addEventListener("click", async () => {
        try { await api(`/v1/orders/${order.id}/cancel`, { method: "POST" }); } catch (error) { $("status").textContent = error.message; return; }
        $("status").textContent = `Cancelled ${order.id}`;
        await renderOrders();
      });
      row.append(cancel);
    }
    return row;
  }));
  main.replaceChildren(el("h1", { textContent: "Your orders" }), el("p", { className: "sub", textContent: `${orders.length} orders, newest first` }), list);
  await showCartCount();
}

const path = location.pathname;
const store = path.match(/^\/store\/([^/]+)/);
if (store) renderStore(decodeURIComponent(store[1]));
else if (path.startsWith("/checkout")) renderCheckout();
else if (path.startsWith("/orders")) renderOrders();
else renderHome();

// The gold uber UI: plain ES modules, no build step. Every action goes through the app's own /api.

import { $, el, request as api } from "/ui-kit/fgb.js";

const main = $("main");
const say = (text) => { $("status").textContent = text; };
const money = (cents) => `$${(cents / 100).toFixed(2)}`;
const card = (props, ...children) => el("section", { className: "card", ...props }, ...children);
const methodName = (pm) => pm.last4 ? `${pm.brand} •••• ${pm.last4}` : pm.brand;
const route = (ride) => `${ride.pickup.name} → ${ride.dropoff.name}`;
const STATUS = {
  requested: () => "Looking for a driver",
  accepted: (r) => `${r.driver.name} accepted your ride`,
  arriving: (r) => `${r.driver.name} is arriving`,
  in_progress: () => "On the way",
  completed: () => "Completed",
  cancelled: (r) => (r.cancellation_fee_cents ? `Cancelled (fee ${money(r.cancellation_fee_cents)})` : "Cancelled"),
};

function select(id, label, options, chosen) {
  const node = el("select", { id }, ...options.map(([value, text]) => el("option", { value, textContent: text, selected: value === chosen })));
  return [el("label", { htmlFor: id, textContent: label }), node];
}

// -- ride ---------------------------------------------------------------------------------------------
function currentPanel(ride) {
  const region = card({ role: "region", "aria-label": "Current ride" }, el("h2", { textContent: "Current ride" }));
  if (!ride) {
    region.append(el("p", { className: "muted", textContent: "No ride in progress" }));
    return region;
  }
  const cancel = el("button", { type: "button", className: "secondary", textContent: "Cancel ride" });
  cancel.addEventListener("click", async () => {
    await api(`/api/rides/${ride.id}/cancel`, { method: "POST" });
    await renderRide();
    say("Ride cancelled");
  });
  region.append(el("p", { className: "big", textContent: STATUS[ride.status](ride) }),
    el("p", { textContent: `${ride.product.name} · ${route(ride)}` }),
    el("p", { className: "price", textContent: money(ride.fare_cents) }),
    ...(ride.driver ? [el("p", { className: "muted", textContent: `${ride.driver.vehicle} · ${ride.driver.plate}` })] : []), cancel);
  return region;
}

async function renderRide(pickup = "l-orchard", dropoff = "l-market") {
  const [{ locations }, { ride }, quote] = await Promise.all([
    api("/api/locations"), api("/api/rides/current"), api(`/api/estimates?pickup_id=${pickup}&dropoff_id=${dropoff}`).catch(() => null)]);
  const places = locations.map((l) => [l.id, l.name]);
  const form = el("form", { className: "form" }, ...select("pickup", "Pickup", places, pickup), ...select("dropoff", "Dropoff", places, dropoff),
    el("button", { type: "submit", className: "primary", textContent: "See prices" }));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    await renderRide($("pickup").value, $("dropoff").value);
  });
  const options = el("ul", { className: "rows", "aria-label": "Ride options" }, ...(quote ? quote.estimates : []).map((e) => {
    const request = el("button", { type: "button", className: "primary", textContent: `Request ${e.product.name}` });
    request.addEventListener("click", async () => {
      await api("/api/rides", { method: "POST", body: { product_id: e.product.id, pickup_id: pickup, dropoff_id: dropoff } });
      await renderRide(pickup, dropoff);
      say("Ride requested");
    });
    return el("li", {}, el("span", { textContent: `${e.product.name} · ${e.product.capacity} seats` }), el("span", { className: "price", textContent: money(e.fare_cents) }), request);
  }));
  const where = card({ role: "region", "aria-label": "Where to?" }, el("h2", { textContent: "Where to?" }), form,
    el("h3", { textContent: quote ? `Ride options · ${quote.distance_km} km · ${quote.duration_min} min` : "Ride options" }), options);
  main.replaceChildren(el("div", { className: "columns" }, where, currentPanel(ride)));
}

// -- trips --------------------------------------------------------------------------------------------
async function renderTrips() {
  const { rides } = await api("/api/rides");
  const items = rides.map((r) => el("li", {}, el("article", { className: "trip" },
    el("a", { href: `/trips/${r.id}`, textContent: `${r.product.name} · ${r.requested_at.slice(0, 10)}` }),
    el("p", { className: "muted", textContent: route(r) }),
    el("p", { textContent: `${STATUS[r.status](r)} · ${money(r.status === "completed" ? r.fare_cents + r.tip_cents : r.cancellation_fee_cents)}` }))));
  main.replaceChildren(card({}, el("h2", { textContent: "Your trips" }), el("ul", { className: "rows", "aria-label": "Trips" }, ...items)));
}

// -- trip ---------------------------------------------------------------------------------------------
function receiptPanel(receipt) {
  const region = card({ role: "region", "aria-label": "Receipt" }, el("h2", { textContent: "Receipt" }));
  if (!receipt) {
    region.append(el("p", { className: "muted", textContent: "No receipt for this ride" }));
    return region;
  }
  const line = (label, cents, cls = "") => [el("dt", { className: cls, textContent: label }), el("dd", { className: cls, textContent: money(cents) })];
  region.append(el("dl", { className: "lines" }, ...line("Fare", receipt.fare_cents), ...line("Tip", receipt.tip_cents),
    ...(receipt.cancellation_fee_cents ? line("Cancellation fee", receipt.cancellation_fee_cents) : []), ...line("Total", receipt.total_cents, "total")),
  el("p", { className: "muted", textContent: `Paid with ${methodName(receipt.payment_method)}` }));
  return region;
}

function feedbackPanel(ride, rerender) {
  const region = card({ role: "region", "aria-label": "Rate your driver" }, el("h2", { textContent: "Rate your driver" }));
  if (ride.status !== "completed") {
    region.append(el("p", { className: "muted", textContent: "Only completed trips can be rated" }));
    return region;
  }
  if (ride.rating === null) {
    const stars = [1, 2, 3, 4, 5].map((n) => [String(n), `${n} star${n === 1 ? "" : "s"}`]);
    const form = el("form", { className: "form" }, ...select("stars", "Stars", stars, "5"), el("button", { type: "submit", className: "primary", textContent: "Submit rating" }));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      await api(`/api/rides/${ride.id}/rating`, { method: "POST", body: { stars: Number($("stars").value) } });
      await rerender();
      say("Thanks for rating");
    });
    region.append(form);
  }
  const amount = el("input", { id: "tip", type: "text", inputMode: "decimal" });
  const tip = el("form", { className: "form" }, el("label", { htmlFor: "tip", textContent: "Tip amount" }), amount,
    el("button", { type: "submit", className: "secondary", textContent: "Add tip" }));
  tip.addEventListener("submit", async (event) => {
    event.preventDefault();
    await api(`/api/rides/${ride.id}/tip`, { method: "POST", body: { amount_cents: Math.round(Number(amount.value) * 100) } });
    await rerender();
    say("Tip added");
  });
  region.append(tip);
  return region;
}

async function renderTrip(id) {
  const ride = await api(`/api/rides/${id}`);
  const receipt = await api(`/api/rides/${id}/receipt`).catch(() => null);
  const trip = card({ role: "region", "aria-label": "Trip" }, el("h2", { textContent: `${ride.product.name} · ${ride.requested_at.slice(0, 10)}` }),
    el("p", { textContent: route(ride) }), el("p", { className: "muted", textContent: `${ride.distance_km} km · ${ride.duration_min} min` }),
    el("p", { className: "big", textContent: STATUS[ride.status](ride) }),
    ...(ride.driver ? [el("p", { textContent: `${ride.driver.name} · ${ride.driver.vehicle} · ★ ${ride.driver.rating}` })] : []),
    ...(ride.rating !== null ? [el("p", { textContent: `You rated ${ride.rating} star${ride.rating === 1 ? "" : "s"}` })] : []));
  main.replaceChildren(el("div", { className: "columns" }, trip, el("div", {}, receiptPanel(receipt), feedbackPanel(ride, () => renderTrip(id)))));
}

// -- account ------------------------------------------------------------------------------------------
async function renderAccount() {
  const [me, { places }, { payment_methods: methods }, { locations }] = await Promise.all([
    api("/api/me"), api("/api/places"), api("/api/payment-methods"), api("/api/locations")]);
  const rider = card({ role: "region", "aria-label": "Rider" }, el("h2", { textContent: me.name }),
    el("p", { className: "muted", textContent: `${me.email} · ★ ${me.rating} · ${me.completed_trips} trips` }));
  const placeItems = places.map((p) => {
    const remove = el("button", { type: "button", className: "secondary", textContent: `Remove ${p.label}` });
    remove.addEventListener("click", async () => { await api(`/api/places/${p.id}`, { method: "DELETE" }); await renderAccount(); });
    return el("li", {}, el("span", { textContent: `${p.label} · ${p.location.name}` }), remove);
  });
  const label = el("input", { id: "place-label", type: "text" });
  const placeForm = el("form", { className: "form" }, el("label", { htmlFor: "place-label", textContent: "Label" }), label,
    ...select("place-location", "Location", locations.map((l) => [l.id, l.name]), locations[0]?.id), el("button", { type: "submit", className: "primary", textContent: "Save place" }));
  placeForm.addEventListener("submit", async (event) => {
    event.preventDefault();
    await api("/api/places", { method: "POST", body: { label: label.value, location_id: $("place-location").value } });
    await renderAccount();
    say("Place saved");
  });
  const methodItems = methods.map((pm) => {
    const item = el("li", {}, el("span", { textContent: pm.is_default ? `${methodName(pm)} · Default` : methodName(pm) }));
    if (!pm.is_default) {
      const make = el("button", { type: "button", className: "secondary", textContent: `Make ${pm.brand}${pm.last4 ? ` ${pm.last4}` : ""} default` });
      make.addEventListener("click", async () => { await api(`/api/payment-methods/${pm.id}/default`, { method: "POST" }); await renderAccount(); say("Default updated"); });
      item.append(make);
    }
    return item;
  });
  const brand = el("input", { id: "card-brand", type: "text" });
  const last4 = el("input", { id: "card-last4", type: "text", inputMode: "numeric" });
  const cardForm = el("form", { className: "form" }, el("label", { htmlFor: "card-brand", textContent: "Card brand" }), brand,
    el("label", { htmlFor: "card-last4", textContent: "Last 4 digits" }), last4, el("button", { type: "submit", className: "primary", textContent: "Add card" }));
  cardForm.addEventListener("submit", async (event) => {
    event.preventDefault();
    await api("/api/payment-methods", { method: "POST", body: { brand: brand.value, last4: last4.value } });
    await renderAccount();
    say("Card added");
  });
  main.replaceChildren(rider, el("div", { className: "columns" },
    card({}, el("h2", { textContent: "Saved places" }), el("ul", { className: "rows", "aria-label": "Saved places" }, ...placeItems), placeForm),
    card({}, el("h2", { textContent: "Payment methods" }), el("ul", { className: "rows", "aria-label": "Payment methods" }, ...methodItems), cardForm)));
}

// -- routing ------------------------------------------------------------------------------------------
async function render() {
  const path = location.pathname;
  const trip = path.match(/^\/trips\/([^/]+)$/);
  if (trip) await renderTrip(decodeURIComponent(trip[1]));
  else if (path === "/trips") await renderTrips();
  else if (path === "/account") await renderAccount();
  else await renderRide();
}

render().catch((error) => say(error.message));

// The gold opentable UI: plain ES modules, no build step. Every action goes through the app's own /api.

import { $, el, request as api } from "/ui-kit/fgb.js";

const main = $("main");
const say = (text) => { $("status").textContent = text; };
const time = (iso) => iso.slice(11, 16);
const when = (iso) => `${iso.slice(0, 10)} ${time(iso)}`;
const price = (n) => "$".repeat(n);
const stars = (r) => (r.rating === null ? "No reviews yet" : `★ ${r.rating} (${r.review_count})`);

async function refreshHeader() {
  const me = await api("/api/me");
  $("upcoming-count").textContent = String(me.upcoming_count);
  $("favourite-count").textContent = String(me.favourite_count);
  $("diner").textContent = me.name;
}

function card(props, ...children) {
  return el("section", { className: "card", ...props }, ...children);
}

function restaurantRow(r, ...actions) {
  return el("li", {}, el("article", { className: "card" },
    el("div", {}, el("a", { className: "name", href: `/r/${r.id}`, textContent: r.name }),
      el("p", { className: "muted", textContent: `${r.cuisine} · ${r.area} · ${price(r.price)} · ${stars(r)}` })),
    ...actions));
}

// -- search -------------------------------------------------------------------------------------------
function field(label, control) {
  control.id = `f-${label.toLowerCase().replace(/\s+/g, "-")}`;
  return el("div", { className: "field" }, el("label", { htmlFor: control.id, textContent: label }), control);
}

function choice(values) {
  return el("select", {}, el("option", { value: "", textContent: "Any" }), ...values.map((v) => el("option", { value: v.name, textContent: v.name })));
}

async function renderSearch() {
  const [{ cuisines }, { areas }] = await Promise.all([api("/api/cuisines"), api("/api/areas")]);
  const cuisine = choice(cuisines), area = choice(areas);
  const date = el("input", { type: "date" }), party = el("input", { type: "number", min: 1, max: 20 });
  const results = el("ul", { className: "rows", "aria-label": "Restaurants" });
  const form = el("form", { className: "card filters", role: "search", "aria-label": "Search restaurants" },
    field("Cuisine", cuisine), field("Area", area), field("Date", date), field("Party size", party),
    el("button", { type: "submit", className: "primary", textContent: "Search" }));
  async function run() {
    const query = new URLSearchParams();
    for (const [key, input] of [["cuisine", cuisine], ["area", area], ["date", date], ["party_size", party]]) if (input.value) query.set(key, input.value);
    const found = await api(`/api/restaurants?${query}`);
    results.replaceChildren(...found.restaurants.map((r) => restaurantRow(r)));
    if (!found.restaurants.length) results.append(el("li", { className: "empty", textContent: "No restaurant matches." }));
  }
  form.addEventListener("submit", async (event) => { event.preventDefault(); await run(); });
  main.replaceChildren(el("h1", { textContent: "Find a table" }), form, results);
  await run();
}

// -- restaurant ---------------------------------------------------------------------------------------
async function renderRestaurant(id, notice = "", chosen = {}) {
  const [r, { reviews }] = await Promise.all([api(`/api/restaurants/${id}`), api(`/api/restaurants/${id}/reviews`)]);
  document.title = `${r.name} | OpenTable`;
  const fav = el("button", { type: "button", className: "secondary", textContent: r.favourite ? "Remove from favourites" : "Save to favourites" });
  fav.addEventListener("click", async () => {
    await api(`/api/favourites/${id}`, { method: r.favourite ? "DELETE" : "PUT" });
    await Promise.all([renderRestaurant(id, notice, chosen), refreshHeader()]);
  });
  const intro = card({ role: "region", "aria-label": "Restaurant" }, el("h1", { textContent: r.name }),
    el("p", { className: "muted", textContent: `${r.cuisine} · ${r.area} · ${price(r.price)} · ${stars(r)}` }),
    el("p", { textContent: r.description }), fav);
  const date = el("input", { type: "date", value: chosen.date || "" });
  const party = el("input", { type: "number", min: 1, max: r.max_party_size, value: chosen.party || "2" });
  const times = el("ul", { className: "times", "aria-label": "Times" });
  const finder = el("form", { className: "filters" }, field("Date", date), field("Party size", party),
    el("button", { type: "submit", className: "primary", textContent: "Find a table" }));
  const booking = card({ role: "region", "aria-label": "Booking" }, el("h2", { textContent: "Make a reservation" }), finder, times);
  if (notice) booking.append(el("p", { className: "notice", textContent: notice }));
  async function showTimes() {
    if (!date.value) { times.replaceChildren(el("li", { className: "empty", textContent: "Choose a date to see times." })); return; }
    const size = Number(party.value);
    const { slots } = await api(`/api/restaurants/${id}/availability?date=${date.value}&party_size=${size}`);
    times.replaceChildren(...slots.map((s) => {
      const book = el("button", { type: "button", textContent: s.bookable ? `Book ${time(s.starts_at)}` : `Join waitlist ${time(s.starts_at)}` });
      if (!s.bookable) book.className = "wait";
      book.addEventListener("click", async () => {
        const body = { slot_id: s.id, party_size: size };
        await api(s.bookable ? "/api/reservations" : "/api/waitlist", { method: "POST", body });
        const done = s.bookable ? `Table booked: ${when(s.starts_at)}, party of ${size}` : `On the waitlist: ${when(s.starts_at)}, party of ${size}`;
        await Promise.all([renderRestaurant(id, done, { date: date.value, party: String(size) }), refreshHeader()]);
      });
      return el("li", {}, book);
    }));
    if (!slots.length) times.append(el("li", { className: "empty", textContent: "No times on this date." }));
  }
  finder.addEventListener("submit", async (event) => { event.preventDefault(); await showTimes(); });
  const list = el("ul", { className: "rows", "aria-label": "Reviews" }, ...reviews.map((v) => el("li", {},
    el("strong", { textContent: `${"★".repeat(v.rating)} ${v.author}` }), el("p", { className: "muted", textContent: v.text }))));
  main.replaceChildren(intro, el("div", { className: "columns" }, booking,
    card({ role: "region", "aria-label": "Reviews" }, el("h2", { textContent: `Reviews (${reviews.length})` }), list)));
  await showTimes();
}

// -- reservations -------------------------------------------------------------------------------------
function reservationRow(r, ...actions) {
  const request = r.position ? ` · #${r.position} in line` : r.special_request ? ` · “${r.special_request}”` : "";
  return el("li", {}, el("article", { className: "card" },
    el("div", {}, el("a", { className: "name", href: `/r/${r.restaurant.id}`, textContent: r.restaurant.name }),
      el("p", { className: "muted", textContent: `${when(r.starts_at)} · party of ${r.party_size}${request}` })), ...actions));
}

function section(title, items, empty) {
  const list = el("ul", { className: "rows", "aria-label": title }, ...items);
  if (!items.length) list.append(el("li", { className: "empty", textContent: empty }));
  return card({}, el("h2", { textContent: title }), list);
}

async function renderReservations() {
  const [upcoming, waitlist, past, cancelled] = await Promise.all([api("/api/reservations"), api("/api/waitlist"),
    api("/api/reservations?status=past"), api("/api/reservations?status=cancelled")]);
  const cancelButton = (r) => {
    const button = el("button", { type: "button", className: "secondary", textContent: `Cancel ${r.restaurant.name}` });
    button.addEventListener("click", async () => {
      await api(`/api/reservations/${r.id}/cancel`, { method: "POST" });
      await Promise.all([renderReservations(), refreshHeader()]);
      say(`Cancelled ${r.restaurant.name}`);
    });
    return button;
  };
  const leaveButton = (w) => {
    const button = el("button", { type: "button", className: "secondary", textContent: `Leave waitlist ${w.restaurant.name}` });
    button.addEventListener("click", async () => {
      await api(`/api/waitlist/${w.id}`, { method: "DELETE" });
      await Promise.all([renderReservations(), refreshHeader()]);
    });
    return button;
  };
  const entries = [...waitlist.entries].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  main.replaceChildren(el("h1", { textContent: "My reservations" }),
    el("div", { className: "columns" },
      section("Upcoming", upcoming.reservations.map((r) => reservationRow(r, cancelButton(r))), "No upcoming reservations."),
      section("Waitlist", entries.map((w) => reservationRow(w, leaveButton(w))), "Not on any waitlist.")),
    el("div", { className: "columns" },
      section("Past", past.reservations.map((r) => reservationRow(r)), "No past reservations."),
      section("Cancelled", cancelled.reservations.map((r) => reservationRow(r)), "No cancelled reservations.")));
}

// -- favourites ---------------------------------------------------------------------------------------
async function renderFavourites() {
  const { restaurants } = await api("/api/favourites");
  const rows = restaurants.map((r) => {
    const remove = el("button", { type: "button", className: "secondary", textContent: `Remove ${r.name}` });
    remove.addEventListener("click", async () => {
      await api(`/api/favourites/${r.id}`, { method: "DELETE" });
      await Promise.all([renderFavourites(), refreshHeader()]);
    });
    return restaurantRow(r, remove);
  });
  main.replaceChildren(el("h1", { textContent: "Favourites" }), section("Favourites", rows, "No favourites yet."));
}

const path = location.pathname;
const restaurant = path.match(/^\/r\/([^/]+)/);
let page;
if (restaurant) page = renderRestaurant(decodeURIComponent(restaurant[1]));
else if (path.startsWith("/reservations")) page = renderReservations();
else if (path.startsWith("/favourites")) page = renderFavourites();
else page = renderSearch();
page.then(refreshHeader);

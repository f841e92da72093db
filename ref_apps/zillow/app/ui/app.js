// The gold zillow UI: plain ES modules, no build step. Every action goes through the app's own /api.

import { $, el, request as api } from "/ui-kit/fgb.js";

const main = $("main");
const say = (text) => { $("status").textContent = text; };
const dollars = (n) => `$${Number(n).toLocaleString("en-US")}`;
const cents = (n) => `$${Number(n).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (n) => String(n).padStart(2, "0");
const when = (iso) => { const d = new Date(iso); return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`; };
const facts = (h) => `${h.beds} bd · ${h.baths} ba · ${h.sqft.toLocaleString("en-US")} sqft · ${h.home_type}`;

async function refreshCounts() {
  const me = await api("/api/me");
  $("saved-count").textContent = String(me.saved_home_count);
  $("tour-count").textContent = String(me.upcoming_tour_count);
}

function card(props, ...children) {
  return el("section", { className: "card", ...props }, ...children);
}

function field(id, label, input) {
  input.id = id;
  return el("div", { className: "field" }, el("label", { htmlFor: id, textContent: label }), input);
}

function select(options, value) {
  const s = el("select", {}, ...options.map(([v, text]) => el("option", { value: v, textContent: text })));
  s.value = value ?? options[0][0];
  return s;
}

async function toggleSave(home, after) {
  if (home.saved) await api(`/api/saved-homes/${home.id}`, { method: "DELETE" });
  else await api(`/api/saved-homes/${home.id}`, { method: "PUT", body: {} });
  await after();
  await refreshCounts();
}

// -- search -------------------------------------------------------------------------------------------
const searchView = { filters: {} };
const SORTS = [["newest", "Newest"], ["price_asc", "Price (low to high)"], ["price_desc", "Price (high to low)"]];
const TYPES = [["", "Any"], ["house", "house"], ["condo", "condo"], ["townhouse", "townhouse"], ["apartment", "apartment"]];
const BOX = { south: 47.57, north: 47.72, west: -122.42, east: -122.22 };

function asFilters(f) {
  const out = { sort: f.sort || "newest" };
  for (const key of ["min_price", "max_price", "min_beds"]) if (f[key]) out[key] = Number(f[key]);
  if (f.home_type) out.home_type = [f.home_type];
  return out;
}

function marker(home) {
  const left = ((home.lng - BOX.west) / (BOX.east - BOX.west)) * 100;
  const top = ((BOX.north - home.lat) / (BOX.north - BOX.south)) * 100;
  return el("span", { className: home.saved ? "pin saved" : "pin", title: home.address, style: `left:${left}%;top:${top}%` });
}

async function renderSearch() {
  const params = new URLSearchParams(Object.entries(searchView.filters).filter(([, v]) => v));
  const results = await api(`/api/listings?${params}`);
  const f = searchView.filters;
  const minPrice = el("input", { type: "number", value: f.min_price || "" });
  const maxPrice = el("input", { type: "number", value: f.max_price || "" });
  const minBeds = el("input", { type: "number", value: f.min_beds || "" });
  const type = select(TYPES, f.home_type || "");
  const sort = select(SORTS, f.sort || "newest");
  const form = el("form", { className: "filters" }, field("min-price", "Min price", minPrice), field("max-price", "Max price", maxPrice),
    field("min-beds", "Min beds", minBeds), field("home-type", "Home type", type), field("sort", "Sort", sort),
    el("button", { type: "submit", className: "primary", textContent: "Apply filters" }));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    searchView.filters = { min_price: minPrice.value, max_price: maxPrice.value, min_beds: minBeds.value, home_type: type.value, sort: sort.value };
    await renderSearch();
  });
  const name = el("input", { type: "text" });
  const saveForm = el("form", { className: "filters" }, field("search-name", "Search name", name),
    el("button", { type: "submit", className: "secondary", textContent: "Save search" }));
  saveForm.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!name.value.trim()) return;
    await api("/api/saved-searches", { method: "POST", body: { name: name.value.trim(), filters: asFilters(searchView.filters) } });
    say("Search saved");
  });
  const list = el("ul", { className: "results", "aria-label": "Results" }, ...results.listings.map((home) => {
    const save = el("button", { type: "button", className: home.saved ? "heart on" : "heart", textContent: home.saved ? "Saved" : "Save",
      "aria-label": `${home.saved ? "Unsave" : "Save"} ${home.address}` });
    save.addEventListener("click", () => toggleSave(home, renderSearch));
    return el("li", { className: "result" }, el("div", { className: "photo" }), el("strong", { className: "price", textContent: dollars(home.price) }),
      el("a", { href: `/homedetails/${home.id}`, textContent: home.address }), el("p", { className: "muted", textContent: facts(home) }), save);
  }));
  main.replaceChildren(
    card({ role: "region", "aria-label": "Filters", className: "card bar" }, form, saveForm),
    el("div", { className: "columns" },
      card({ role: "region", "aria-label": "Map", className: "card map" }, ...results.listings.map(marker)),
      card({ role: "region", "aria-label": "Search results", className: "card list" },
        el("h2", { textContent: `${results.total} homes` }), list)));
}

// -- one home -----------------------------------------------------------------------------------------
async function renderListing(id) {
  const [home, { slots }, prefs, { tours }] = await Promise.all([
    api(`/api/listings/${id}`), api(`/api/listings/${id}/tour-slots`), api("/api/mortgage/preferences"), api("/api/tours?status=requested"),
  ]);
  document.title = `${home.address} | Zillow`;
  const save = el("button", { type: "button", className: "secondary", textContent: home.saved ? "Saved" : "Save",
    "aria-label": `${home.saved ? "Unsave" : "Save"} ${home.address}` });
  save.addEventListener("click", () => toggleSave(home, () => renderListing(id)));
  const factsCard = card({ role: "region", "aria-label": "Home facts" }, el("div", { className: "photo wide" }),
    el("h1", { textContent: dollars(home.price) }), el("p", { className: "address", textContent: `${home.address}, ${home.city}` }),
    el("p", { textContent: facts(home) }), el("p", { className: "muted", textContent: `Built ${home.year_built} · ${dollars(home.price_per_sqft)} per sqft · ${home.days_on_zillow} days on Zillow` }),
    el("p", { textContent: home.description }),
    el("p", { className: "muted", textContent: `Listed by ${home.agent.name}, ${home.agent.brokerage} · ${home.agent.phone}` }), save);
  const payment = card({ role: "region", "aria-label": "Monthly payment" }, el("h2", { textContent: "Monthly payment" }),
    el("p", { className: "big", textContent: `Est. ${cents(home.estimated_monthly_payment)}/mo` }),
    el("p", { className: "muted", textContent: `${prefs.down_payment_percent}% down · ${prefs.rate}% · ${prefs.term_years}-year fixed${home.hoa_monthly ? ` · HOA ${dollars(home.hoa_monthly)}` : ""}` }));
  const tour = card({ role: "region", "aria-label": "Schedule a tour" }, el("h2", { textContent: "Schedule a tour" }));
  const mine = tours.find((t) => t.listing.id === home.id);
  if (mine) {
    tour.append(el("p", { className: "pill", textContent: `Tour requested for ${when(mine.starts_at)}` }));
  } else if (home.status !== "for_sale" || !slots.some((s) => s.available)) {
    tour.append(el("p", { className: "muted", textContent: "No tour times available." }));
  } else {
    const times = el("fieldset", { className: "slots" }, el("legend", { textContent: "Choose a time" }),
      ...slots.filter((s) => s.available).map((s, k) => el("div", { className: "slot" },
        el("input", { type: "radio", name: "slot", id: `slot-${s.id}`, value: s.id, checked: k === 0 }),
        el("label", { htmlFor: `slot-${s.id}`, textContent: when(s.starts_at) }))));
    const name = el("input", { type: "text" });
    const phone = el("input", { type: "tel" });
    const message = el("textarea", { rows: 2 });
    const form = el("form", { className: "stack" }, times, field("tour-name", "Your name", name), field("tour-phone", "Phone", phone),
      field("tour-message", "Message", message), el("button", { type: "submit", className: "primary", textContent: "Request tour" }));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const slot = form.querySelector("input[name=slot]:checked");
      await api("/api/tours", { method: "POST", body: { listing_id: home.id, slot_id: slot.value, name: name.value, phone: phone.value, message: message.value } });
      await renderListing(id);
      await refreshCounts();
      say("Tour requested");
    });
    tour.append(form);
  }
  main.replaceChildren(el("div", { className: "columns" }, el("div", { className: "center" }, factsCard), el("div", { className: "side" }, payment, tour)));
}

// -- saved --------------------------------------------------------------------------------------------
async function renderSaved() {
  const [{ homes }, { searches }] = await Promise.all([api("/api/saved-homes"), api("/api/saved-searches")]);
  const homesList = el("ul", { className: "rows", "aria-label": "Saved homes" }, ...homes.map((h) => {
    const remove = el("button", { type: "button", className: "link", textContent: "Remove", "aria-label": `Remove ${h.listing.address}` });
    remove.addEventListener("click", async () => { await api(`/api/saved-homes/${h.listing_id}`, { method: "DELETE" }); await renderSaved(); await refreshCounts(); });
    return el("li", {}, el("div", {}, el("a", { href: `/homedetails/${h.listing_id}`, textContent: h.listing.address }),
      el("p", { className: "muted", textContent: `${dollars(h.listing.price)} · ${h.listing.status.replace("_", " ")}${h.note ? ` · ${h.note}` : ""}` })), remove);
  }));
  const searchList = el("ul", { className: "rows", "aria-label": "Saved searches" }, ...searches.map((s) => {
    const del = el("button", { type: "button", className: "link", textContent: "Delete", "aria-label": `Delete ${s.name}` });
    del.addEventListener("click", async () => { await api(`/api/saved-searches/${s.id}`, { method: "DELETE" }); await renderSaved(); });
    return el("li", {}, el("div", {}, el("strong", { textContent: s.name }),
      el("p", { className: "muted", textContent: `${s.match_count} matches · notify ${s.notify}` })), del);
  }));
  main.replaceChildren(el("div", { className: "columns" },
    card({ className: "card center" }, el("h2", { textContent: "Saved homes" }), homesList),
    card({ className: "card center" }, el("h2", { textContent: "Saved searches" }), searchList)));
}

// -- tours --------------------------------------------------------------------------------------------
async function renderTours() {
  const { tours } = await api("/api/tours");
  const list = el("ul", { className: "rows", "aria-label": "Tour requests" }, ...tours.map((t) => {
    const item = el("li", { className: t.status }, el("div", {}, el("a", { href: `/homedetails/${t.listing.id}`, textContent: t.listing.address }),
      el("p", { className: "muted", textContent: `${when(t.starts_at)} · ${t.status === "requested" ? "Requested" : "Cancelled"}` })));
    if (t.status === "requested") {
      const cancel = el("button", { type: "button", className: "secondary", textContent: "Cancel", "aria-label": `Cancel tour of ${t.listing.address}` });
      cancel.addEventListener("click", async () => { await api(`/api/tours/${t.id}/cancel`, { method: "POST" }); await renderTours(); await refreshCounts(); });
      item.append(cancel);
    }
    return item;
  }));
  main.replaceChildren(el("div", { className: "single" }, card({}, el("h2", { textContent: "Tour requests" }), list)));
}

// -- mortgage -----------------------------------------------------------------------------------------
async function renderMortgage() {
  const prefs = await api("/api/mortgage/preferences");
  const price = el("input", { type: "number" });
  const down = el("input", { type: "number", value: String(prefs.down_payment_percent), step: "any" });
  const rate = el("input", { type: "number", value: String(prefs.rate), step: "any" });
  const term = select([["10", "10 years"], ["15", "15 years"], ["20", "20 years"], ["30", "30 years"]], String(prefs.term_years));
  const estimate = card({ role: "region", "aria-label": "Estimate" }, el("h2", { textContent: "Estimate" }),
    el("p", { className: "muted", textContent: "Enter a home price to see the payment." }));
  const keep = el("button", { type: "button", className: "secondary", textContent: "Save as my defaults" });
  const form = el("form", { className: "stack" }, field("price", "Home price", price), field("down", "Down payment (%)", down),
    field("rate", "Interest rate (%)", rate), field("term", "Loan term", term),
    el("div", { className: "actions" }, el("button", { type: "submit", className: "primary", textContent: "Calculate" }), keep));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const out = await api("/api/mortgage/estimate", { method: "POST", body: {
      price: Number(price.value), down_payment_percent: Number(down.value), rate: Number(rate.value), term_years: Number(term.value) } });
    estimate.replaceChildren(el("h2", { textContent: "Estimate" }), el("p", { className: "big", textContent: `${cents(out.monthly_payment)} per month` }),
      el("p", { textContent: `Loan amount ${cents(out.loan_amount)}` }), el("p", { textContent: `Total interest ${cents(out.total_interest)}` }));
  });
  keep.addEventListener("click", async () => {
    await api("/api/mortgage/preferences", { method: "PUT", body: { down_payment_percent: Number(down.value), rate: Number(rate.value), term_years: Number(term.value) } });
    say("Defaults saved");
  });
  main.replaceChildren(el("div", { className: "columns" }, card({ role: "region", "aria-label": "Calculator", className: "card center" },
    el("h2", { textContent: "Mortgage calculator" }), form), estimate));
}

const path = location.pathname;
const home = path.match(/^\/homedetails\/([^/]+)/);
let page;
if (home) page = renderListing(decodeURIComponent(home[1]));
else if (path.startsWith("/saved")) page = renderSaved();
else if (path.startsWith("/tours")) page = renderTours();
else if (path.startsWith("/mortgage")) page = renderMortgage();
else page = renderSearch();
page.then(refreshCounts);

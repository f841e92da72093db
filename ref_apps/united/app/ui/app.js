// The gold united UI: plain ES modules, no build step. Every action goes through the API the app serves.

import { $, el, request as api } from "/ui-kit/fgb.js";

const main = $("main");
const CLASSES = { basic: "Basic Economy", economy: "Economy", first: "First" };
const SHORT = { basic: "Basic", economy: "Economy", first: "First" };
const clock = (iso) => new Date(iso).toISOString().slice(11, 16); // UTC, whatever offset the API spells
const day = (iso) => new Date(iso).toISOString().slice(0, 10);
const money = (n) => `$${n}`;
const go = async (path) => { history.pushState({}, "", path); await route(); };

async function showMember() {
  const me = await api("/api/me");
  $("member").textContent = `${me.name} · ${money(me.travel_credit)} travel credit`;
}

// -- search ----------------------------------------------------------------------------------------------------
function fareButton(flight, fare, party) {
  const b = el("button", { type: "button", className: "fare", disabled: !fare.available,
    "aria-label": `Book ${SHORT[fare.fare_class]} on ${flight.number}` },
    el("span", { textContent: CLASSES[fare.fare_class] }), el("strong", { textContent: fare.available ? money(fare.total) : "Sold out" }),
    el("span", { className: "muted", textContent: `${fare.seats_left} left` }));
  b.addEventListener("click", () => go(`/book/${flight.id}/${fare.fare_class}?passengers=${party}`));
  return b;
}

function flightItem(flight, party) {
  return el("li", { className: "card flight", role: "article", "aria-label": `${flight.number} ${flight.origin} to ${flight.destination}` },
    el("div", {}, el("div", { className: "times", textContent: `${clock(flight.departs_at)} – ${clock(flight.arrives_at)}` }),
      el("div", { className: "muted", textContent: `${flight.number} · ${flight.origin} → ${flight.destination} · ${Math.floor(flight.duration_minutes / 60)}h ${flight.duration_minutes % 60}m` })),
    el("div", { className: "fares" }, ...flight.fares.map((f) => fareButton(flight, f, party))));
}

async function renderSearch() {
  document.title = "Find flights | United";
  const q = new URLSearchParams(location.search);
  const field = (label, id, value, type = "text") => el("label", { htmlFor: id, textContent: label }, el("input", { id, type, value }));
  const form = el("form", { className: "card search", "aria-label": "Search flights" },
    field("From", "from", q.get("from") || "SFO"), field("To", "to", q.get("to") || "ORD"),
    field("Date", "date", q.get("date") || "2026-02-11"), field("Passengers", "passengers", q.get("passengers") || "1", "number"),
    el("button", { type: "submit", className: "primary", textContent: "Search" }));
  const list = el("ul", { className: "plain", "aria-label": "Flights" });
  const search = async () => {
    const params = new URLSearchParams({ origin: $("from").value, destination: $("to").value, date: $("date").value, passengers: $("passengers").value });
    try {
      const { flights } = await api(`/api/flights?${params}`);
      list.replaceChildren(...flights.map((f) => flightItem(f, $("passengers").value)));
      if (!flights.length) list.append(el("li", { className: "muted", textContent: "No flights on that day." }));
    } catch (error) { $("status").textContent = error.message; }
  };
  form.addEventListener("submit", (event) => { event.preventDefault(); search(); });
  main.replaceChildren(el("h1", { textContent: "Find flights" }), form, list);
  await search();
}

// -- booking form ----------------------------------------------------------------------------------------------
async function renderBook(flightId, fareClass) {
  const flight = await api(`/api/flights/${flightId}`);
  const party = Number(new URLSearchParams(location.search).get("passengers") || 1);
  const fare = flight.fares.find((f) => f.fare_class === fareClass);
  document.title = `Book ${flight.number} | United`;
  const people = [];
  const rows = [];
  for (let i = 1; i <= party; i++) {
    const first = el("input", { id: `first-${i}`, type: "text" });
    const last = el("input", { id: `last-${i}`, type: "text" });
    people.push([first, last]);
    rows.push(el("div", { className: "pair" }, el("label", { htmlFor: `first-${i}`, textContent: `Passenger ${i} first name` }, first),
      el("label", { htmlFor: `last-${i}`, textContent: `Passenger ${i} last name` }, last)));
  }
  const email = el("input", { id: "email", type: "email" });
  const form = el("form", { className: "card form", "aria-label": "Passengers" }, ...rows,
    el("label", { htmlFor: "email", textContent: "Contact email" }, email),
    el("button", { type: "submit", className: "primary", textContent: "Purchase" }));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const booking = await api("/api/bookings", { method: "POST", body: { flight_id: flight.id, fare_class: fareClass, contact_email: email.value,
        passengers: people.map(([f, l]) => ({ first_name: f.value, last_name: l.value })) } });
      await go(`/trips/${booking.pnr}`);
    } catch (error) { $("status").textContent = error.message; }
  });
  main.replaceChildren(el("h1", { textContent: `Book ${flight.number} ${flight.origin} → ${flight.destination}` }),
    el("p", { className: "muted", textContent: `${day(flight.departs_at)} ${clock(flight.departs_at)} · ${CLASSES[fareClass]} · ${money(fare.price)} per passenger · ${money(fare.price * party)} total` }),
    form);
}

// -- my trips --------------------------------------------------------------------------------------------------
const badge = (status) => el("span", { className: `badge ${status}`, textContent: status === "cancelled" ? "Cancelled" : "Confirmed" });

async function renderTrips() {
  document.title = "My trips | United";
  const { bookings } = await api("/api/bookings");
  main.replaceChildren(el("h1", { textContent: "My trips" }),
    el("ul", { className: "plain", "aria-label": "Trips" }, ...bookings.map((b) => el("li", { className: "card trip" },
      el("div", {}, el("a", { href: `/trips/${b.pnr}`, textContent: b.pnr }),
        el("div", { className: "muted", textContent: `${b.flight.number} ${b.flight.origin} → ${b.flight.destination} · ${day(b.flight.departs_at)} ${clock(b.flight.departs_at)}` })),
      badge(b.status)))));
}

// -- one trip --------------------------------------------------------------------------------------------------
function passengerList(passengers) {
  return el("ul", { className: "plain pax", "aria-label": "Passengers" }, ...passengers.map((p) => el("li", {},
    el("span", { textContent: `${p.first_name} ${p.last_name}` }),
    el("span", { className: "muted", textContent: `${p.seat ? `Seat ${p.seat}` : "No seat"}${p.checked_in ? " · Checked in" : ""}` }))));
}

async function renderTrip(pnr) {
  const b = await api(`/api/bookings/${pnr}`);
  document.title = `Trip ${b.pnr} | United`;
  const parts = [el("h1", { textContent: `Trip ${b.pnr}` }),
    el("section", { className: "card", "aria-label": "Flight" }, el("div", { className: "row" }, badge(b.status)),
      el("p", { className: "times", textContent: `${b.flight.number} ${b.flight.origin} → ${b.flight.destination}` }),
      el("p", { className: "muted", textContent: `${day(b.flight.departs_at)} ${clock(b.flight.departs_at)} – ${clock(b.flight.arrives_at)} · ${CLASSES[b.fare_class]} · ${money(b.total)}` }),
      ...(b.refunded ? [el("p", { textContent: `Refunded ${money(b.refunded)}` })] : [])),
    el("section", { className: "card" }, el("h2", { textContent: "Passengers" }), passengerList(b.passengers))];
  if (b.status === "confirmed") {
    const actions = el("div", { className: "row" });
    if (!b.checked_in) {
      const checkin = el("button", { type: "button", className: "primary", textContent: "Check in" });
      checkin.addEventListener("click", async () => {
        try { await api(`/api/bookings/${b.pnr}/check-in`, { method: "POST" }); $("status").textContent = "Checked in"; await renderTrip(b.pnr); }
        catch (error) { $("status").textContent = error.message; }
      });
      actions.append(checkin);
    }
    actions.append(el("a", { className: "ghost", href: `/trips/${b.pnr}/seats`, textContent: "Choose seats" }));
    const cancel = el("button", { type: "button", className: "danger", textContent: "Cancel trip" });
    cancel.addEventListener("click", async () => {
      try {
        const done = await api(`/api/bookings/${b.pnr}/cancel`, { method: "POST" });
        $("status").textContent = done.credit ? `${money(done.credit)} travel credit` : done.refunded ? `Refunded ${money(done.refunded)}` : "Cancelled";
        await renderTrip(b.pnr);
        await showMember();
      } catch (error) { $("status").textContent = error.message; }
    });
    actions.append(cancel);
    parts.push(actions);
  }
  if (b.status === "confirmed" && b.checked_in) {
    const { boarding_passes } = await api(`/api/bookings/${b.pnr}/boarding-passes`);
    parts.push(el("section", { "aria-label": "Boarding passes" }, el("h2", { textContent: "Boarding passes" }),
      el("div", { className: "passes" }, ...boarding_passes.map((p) => el("article", { className: "pass", "aria-label": p.name },
        el("strong", { textContent: p.name }), el("div", { textContent: `${p.flight_number} ${p.origin} → ${p.destination}` }),
        el("div", { textContent: `Seat ${p.seat} · Group ${p.group} · Gate ${p.gate}` }),
        el("div", { className: "muted", textContent: `Boards ${clock(p.boarding_at)}` }))))));
  }
  main.replaceChildren(...parts);
}

// -- seat map --------------------------------------------------------------------------------------------------
async function renderSeats(pnr, chosen) {
  const b = await api(`/api/bookings/${pnr}`);
  const [{ seats }, { passengers }] = await Promise.all([api(`/api/flights/${b.flight.id}/seats`), api(`/api/bookings/${pnr}/passengers`)]);
  document.title = `Seats for ${b.pnr} | United`;
  const who = el("select", { id: "who" }, ...passengers.map((p) => el("option", { value: p.id, textContent: `${p.first_name} ${p.last_name}`, selected: p.id === chosen })));
  const mine = new Set(passengers.map((p) => p.seat).filter(Boolean));
  const map = el("div", { className: "seatmap", role: "group", "aria-label": "Seat map" });
  let lastRow = null;
  for (const s of seats) {
    if (lastRow !== null && s.cabin !== seats.find((x) => x.row === lastRow).cabin) map.append(el("div", { className: "gap" }));
    lastRow = s.row;
    const button = el("button", { type: "button", className: `seat ${s.cabin}${mine.has(s.seat) ? " mine" : ""}`, textContent: s.seat,
      disabled: s.state !== "available", "aria-label": `Seat ${s.seat}` });
    button.addEventListener("click", async () => {
      try {
        await api(`/api/bookings/${pnr}/passengers/${who.value}/seat`, { method: "PUT", body: { seat: s.seat } });
        $("status").textContent = `Seat ${s.seat} chosen`;
        await renderSeats(pnr, who.value);
      } catch (error) { $("status").textContent = error.message; }
    });
    map.append(button);
  }
  main.replaceChildren(el("h1", { textContent: `Seats for ${b.pnr}` }),
    el("p", { className: "muted", textContent: `${b.flight.number} ${b.flight.origin} → ${b.flight.destination} · ${CLASSES[b.fare_class]}` }),
    el("section", { className: "card" }, el("label", { htmlFor: "who", textContent: "Passenger" }, who), passengerList(passengers)),
    el("section", { className: "card" }, el("h2", { textContent: "Seat map" }), map),
    el("a", { className: "ghost", href: `/trips/${b.pnr}`, textContent: "Back to trip" }));
}

async function route() {
  const path = location.pathname;
  let m;
  if ((m = path.match(/^\/book\/([^/]+)\/([^/]+)/))) await renderBook(decodeURIComponent(m[1]), decodeURIComponent(m[2]));
  else if ((m = path.match(/^\/trips\/([^/]+)\/seats/))) await renderSeats(decodeURIComponent(m[1]));
  else if ((m = path.match(/^\/trips\/([^/]+)/))) await renderTrip(decodeURIComponent(m[1]));
  else if (path.startsWith("/trips")) await renderTrips();
  else await renderSearch();
  await showMember();
}

window.addEventListener("popstate", route);
route();

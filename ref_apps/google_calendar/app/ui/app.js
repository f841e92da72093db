// The gold calendar UI: plain ES modules, no build step. Every action goes through the Calendar v3 API the app serves.

import { $, el, request } from "/ui-kit/fgb.js";

const main = $("main");
const BASE = "/calendar/v3";
const ZONE = "Europe/Lisbon"; // the primary calendar's time zone: the week is drawn in it
const FIRST_HOUR = 8;
const HOURS = 15;
const PX_PER_HOUR = 34;
const api = (path, options) => request(`${BASE}${path}`, options);

const enc = encodeURIComponent;
const addDays = (iso, n) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
const parts = (instant) => Object.fromEntries(new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23",
}).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
const localDay = (instant) => { const p = parts(instant); return `${p.year}-${p.month}-${p.day}`; };
const localTime = (instant) => { const p = parts(instant); return `${p.hour}:${p.minute}`; };
const mondayOf = (iso) => addDays(iso, -((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7));
const dayLabel = (iso, options) => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options }).format(new Date(`${iso}T00:00:00Z`));
// Lisbon is UTC+0 in winter and UTC+1 in summer; the offset comes from the browser's time-zone data.
const offset = (iso) => { const p = parts(`${iso}T12:00:00Z`); return Number(p.hour) - 12; };
const toInstant = (iso, time) => {
  const [h, m] = time.split(":").map(Number);
  return new Date(Date.parse(`${iso}T00:00:00Z`) + ((h - offset(iso)) * 60 + m) * 60000).toISOString().replace(".000Z", "Z");
};

async function calendarsInView() {
  const { items } = await api("/users/me/calendarList");
  $("calendars").replaceChildren(...items.map((c, i) => el("li", {},
    el("input", { type: "checkbox", id: `cal-${i}`, checked: true, disabled: true }),
    el("label", { htmlFor: `cal-${i}`, textContent: ` ${c.summaryOverride || c.summary}` }),
    el("a", { className: "gear", href: `/r/settings/${enc(c.id)}`, textContent: "⚙", "aria-label": `Settings for ${c.summaryOverride || c.summary}` }))));
  return items;
}

function createSheet(monday) {
  const sheet = el("section", { className: "sheet", role: "dialog", "aria-label": "New event" },
    el("label", { htmlFor: "new-title", textContent: "Title" }), el("input", { id: "new-title", type: "text", autocomplete: "off" }),
    el("div", { className: "row" },
      el("input", { id: "new-day", type: "date", value: monday, "aria-label": "Day" }),
      el("input", { id: "new-start", type: "time", value: "13:00", "aria-label": "Starts" }),
      el("input", { id: "new-end", type: "time", value: "14:00", "aria-label": "Ends" })));
  const save = el("button", { type: "button", className: "save", textContent: "Save" });
  save.addEventListener("click", async () => {
    const summary = $("new-title").value.trim() || "(No title)";
    const day = $("new-day").value;
    await api("/calendars/primary/events", { method: "POST", body: {
      summary,
      start: { dateTime: toInstant(day, $("new-start").value), timeZone: ZONE },
      end: { dateTime: toInstant(day, $("new-end").value), timeZone: ZONE },
    } });
    $("status").textContent = "Event saved";
    await renderWeek(monday);
  });
  sheet.append(save);
  return sheet;
}

async function renderWeek(monday) {
  const end = addDays(monday, 7);
  const label = `Week of ${dayLabel(monday, { month: "long", day: "numeric" })}`;
  document.title = `${label} | Calendar`;
  $("range").textContent = `${dayLabel(monday, { month: "long", year: "numeric" })}`;
  const calendars = await calendarsInView();
  const lists = await Promise.all(calendars.map((c) => api(
    `/calendars/${enc(c.id)}/events?singleEvents=true&orderBy=startTime&timeMin=${monday}T00:00:00Z&timeMax=${end}T00:00:00Z`)));
  const days = [...Array(7).keys()].map((i) => addDays(monday, i));
  const grid = el("div", { className: "week", role: "grid", "aria-label": label });
  grid.append(el("div", { className: "head", role: "columnheader" }),
    ...days.map((d) => el("div", { className: "head", role: "columnheader" }, dayLabel(d, { weekday: "short" }).toUpperCase(), el("strong", { textContent: String(Number(d.slice(8))) }))));
  const allDay = days.map(() => el("div", { className: "allday", role: "gridcell" }));
  const columns = days.map(() => el("div", { className: "day", role: "gridcell" }));
  lists.forEach(({ items }, c) => {
    for (const e of items) {
      const link = { href: `/r/eventedit/${enc(e.recurringEventId || e.id)}`, textContent: e.summary };
      if (e.start.date) {
        days.forEach((d, i) => { if (e.start.date <= d && d < e.end.date) allDay[i].append(el("a", { className: `chip c${c % 3}`, ...link })); });
        continue;
      }
      const i = days.indexOf(localDay(e.start.dateTime));
      if (i < 0) continue;
      const [sh, sm] = localTime(e.start.dateTime).split(":").map(Number);
      const [eh, em] = localTime(e.end.dateTime).split(":").map(Number);
      const top = Math.max(((sh - FIRST_HOUR) * 60 + sm) * PX_PER_HOUR / 60, 0);
      const height = Math.max(((eh - sh) * 60 + em - sm) * PX_PER_HOUR / 60, 16);
      columns[i].append(el("a", { className: `event c${c % 3}`, ...link, style: `top:${top}px;height:${height}px`,
        title: `${localTime(e.start.dateTime)}–${localTime(e.end.dateTime)} ${e.summary}` }));
    }
  });
  grid.append(el("div", { className: "allday", role: "rowheader" }), ...allDay);
  grid.append(el("div", { className: "hours", role: "rowheader", "aria-label": "Hours" }, ...[...Array(HOURS).keys()].map((h) => el("div", { className: "hour", textContent: `${FIRST_HOUR + h}:00` }))), ...columns);
  const slot = el("div");
  $("create").onclick = () => { slot.replaceChildren(createSheet(monday)); $("new-title").focus(); };
  main.replaceChildren(grid, slot);
}

async function findEvent(id, calendars) {
  for (const c of calendars) {
    try { return [c, await api(`/calendars/${enc(c.id)}/events/${enc(id)}`)]; } catch { /* not in this calendar */ }
  }
  throw new Error(`no event ${id}`);
}

async function renderEditor(id) {
  const calendars = await calendarsInView();
  const [calendar, event] = await findEvent(id, calendars);
  document.title = `${event.summary} | Calendar`;
  $("range").textContent = "Edit event";
  const day = event.start.date || localDay(event.start.dateTime);
  $("create").onclick = () => { location.href = `/r/week/${day}`; };
  const field = (fid, label, value) => [el("label", { htmlFor: fid, textContent: label }), el("input", { id: fid, type: "text", value: value || "", autocomplete: "off" })];
  const guests = el("ul", { className: "guests", "aria-label": "Guests" }, ...(event.attendees || []).map((a) =>
    el("li", {}, el("span", { textContent: a.email }), el("span", { className: "response", textContent: a.organizer ? "organizer" : a.responseStatus }))));
  const save = el("button", { type: "button", className: "save", textContent: "Save" });
  save.addEventListener("click", async () => {
    await api(`/calendars/${enc(calendar.id)}/events/${enc(event.id)}`, { method: "PATCH", body: {
      summary: $("title").value, location: $("where").value, description: $("notes").value,
    } });
    $("status").textContent = "Event saved";
    await renderEditor(id);
  });
  const remove = el("button", { type: "button", className: "delete", textContent: "Delete" });
  remove.addEventListener("click", async () => {
    await api(`/calendars/${enc(calendar.id)}/events/${enc(event.id)}`, { method: "DELETE" });
    location.href = `/r/week/${mondayOf(day)}`;
  });
  const when = event.start.date ? `${event.start.date} (all day)` : `${day} ${localTime(event.start.dateTime)}–${localTime(event.end.dateTime)}`;
  main.replaceChildren(el("section", { className: "editor" },
    el("h1", { textContent: event.summary }), el("p", { textContent: `${when} · ${calendar.summaryOverride || calendar.summary}` }),
    ...field("title", "Title", event.summary), ...field("where", "Location", event.location), ...field("notes", "Description", event.description),
    el("h2", { textContent: "Guests" }), guests, el("div", { className: "row actions" }, remove, save)));
}

async function renderSchedule(first) {
  const end = addDays(first, 7);
  document.title = `Schedule | Calendar`;
  $("range").textContent = `${dayLabel(first, { month: "long", day: "numeric" })} – ${dayLabel(addDays(first, 6), { month: "long", day: "numeric", year: "numeric" })}`;
  $("create").onclick = () => { location.href = `/r/week/${mondayOf(first)}`; };
  const calendars = await calendarsInView();
  const lists = await Promise.all(calendars.map((c) => api(
    `/calendars/${enc(c.id)}/events?singleEvents=true&orderBy=startTime&timeMin=${first}T00:00:00Z&timeMax=${end}T00:00:00Z`)));
  const rows = lists.flatMap(({ items }, c) => items.map((e) => ({ e, c, name: calendars[c].summaryOverride || calendars[c].summary,
    day: e.start.date || localDay(e.start.dateTime), time: e.start.date ? "All day" : `${localTime(e.start.dateTime)} – ${localTime(e.end.dateTime)}` })));
  rows.sort((a, b) => (a.day + (a.e.start.date ? "0" : `1${a.time}`)).localeCompare(b.day + (b.e.start.date ? "0" : `1${b.time}`)));
  const days = [...Array(7).keys()].map((i) => addDays(first, i)).filter((d) => rows.some((r) => r.day === d));
  const list = el("ul", { className: "schedule", "aria-label": "Schedule" }, ...days.map((d) => el("li", { className: "date" },
    el("div", { className: "when" }, el("strong", { textContent: String(Number(d.slice(8))) }), dayLabel(d, { month: "short", weekday: "short" }).toUpperCase()),
    el("ul", {}, ...rows.filter((r) => r.day === d).map((r) => el("li", {},
      el("span", { className: `dot c${r.c % 3}` }), el("span", { className: "time", textContent: r.time }),
      el("a", { href: `/r/eventedit/${enc(r.e.recurringEventId || r.e.id)}`, textContent: r.e.summary }),
      el("span", { className: "cal", textContent: r.name })))))));
  main.replaceChildren(list);
}

async function renderSettings(id) {
  document.title = "Settings | Calendar";
  $("range").textContent = "Settings";
  $("create").onclick = () => { location.href = "/"; };
  await calendarsInView();
  const calendar = await api(`/calendars/${enc(id)}`);
  const field = (fid, label, value) => [el("label", { htmlFor: fid, textContent: label }), el("input", { id: fid, type: "text", value: value || "", autocomplete: "off" })];
  const save = el("button", { type: "button", className: "save", textContent: "Save" });
  save.addEventListener("click", async () => {
    await api(`/calendars/${enc(id)}`, { method: "PATCH", body: { summary: $("cal-name").value, description: $("cal-description").value } });
    $("status").textContent = "Settings saved";
    await renderSettings(id);
  });
  main.replaceChildren(el("form", { className: "editor", "aria-label": "Calendar settings", onsubmit: (e) => e.preventDefault() },
    el("h1", { textContent: `Settings for ${calendar.summary}` }),
    ...field("cal-name", "Name", calendar.summary), ...field("cal-description", "Description", calendar.description),
    el("p", { textContent: `Time zone: ${calendar.timeZone}` }), el("p", { className: "muted", textContent: `Calendar ID: ${calendar.id}` }), save));
}

const path = location.pathname;
const week = path.match(/^\/r\/week\/(\d{4}-\d{2}-\d{2})/);
const edit = path.match(/^\/r\/eventedit\/([^/]+)/);
const agenda = path.match(/^\/r\/agenda\/(\d{4}-\d{2}-\d{2})/);
const settings = path.match(/^\/r\/settings\/([^/]+)/);
if (edit) renderEditor(decodeURIComponent(edit[1]));
else if (agenda) renderSchedule(agenda[1]);
else if (settings) renderSettings(decodeURIComponent(settings[1]));
else renderWeek(week ? week[1] : "2026-01-12");

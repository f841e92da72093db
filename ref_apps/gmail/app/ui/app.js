// The gold gmail UI: plain ES modules, no build step. Every action goes through the Gmail API the app serves.

const API = "/gmail/v1/users/me";
const PAGE_SIZE = 12;
const SYSTEM_VIEWS = [
  { name: "Inbox", path: "/", label: "INBOX", count: "unread" },
  { name: "Starred", path: "/starred", label: "STARRED" },
  { name: "Sent", path: "/sent", label: "SENT" },
  { name: "Drafts", path: "/drafts", label: "DRAFT", count: "total" },
  { name: "Trash", path: "/trash", label: "TRASH" },
];

const main = document.getElementById("main");
const status = document.getElementById("status");
let composeDraftId = null;

// ---------------------------------------------------------------- API and encoding
async function api(path, { method = "GET", body } = {}) {
  const response = await fetch(API + path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return null;
  const data = await response.json();
  if (!response.ok) throw new Error(data?.error?.message || `HTTP ${response.status}`);
  return data;
}

function toBase64Url(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  bytes.forEach((b) => { binary += String.fromCharCode(b); });
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(data) {
  const binary = atob(data.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

function rfc2822({ to, subject, body, inReplyTo }) {
  const lines = [`To: ${to}`, `Subject: ${subject}`];
  if (inReplyTo) lines.push(`In-Reply-To: ${inReplyTo}`, `References: ${inReplyTo}`);
  lines.push("Content-Type: text/plain; charset=utf-8", "", body);
  return toBase64Url(lines.join("\r\n"));
}

function header(message, name) {
  const found = (message.payload?.headers || []).find((h) => h.name.toLowerCase() === name.toLowerCase());
  return found ? found.value : "";
}

function bodyText(part) {
  if (!part) return "";
  if (part.mimeType === "text/plain" && part.body?.data) return fromBase64Url(part.body.data);
  for (const child of part.parts || []) {
    const text = bodyText(child);
    if (text) return text;
  }
  return "";
}

function shortDate(internalDate) {
  const d = new Date(Number(internalDate));
  return d.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

function senderName(from) {
  const match = /^\s*"?([^"<]*?)"?\s*<[^>]+>/.exec(from);
  return (match && match[1]) || from;
}

// ---------------------------------------------------------------- small DOM helpers
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined) node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function say(text) {
  status.textContent = text;
}

function go(path) {
  history.pushState({}, "", path);
  route();
}

document.addEventListener("click", (event) => {
  const link = event.target.closest("a[href^='/']");
  if (link && !event.defaultPrevented && event.button === 0) {
    event.preventDefault();
    go(link.getAttribute("href"));
  }
});
window.addEventListener("popstate", () => route());

// ---------------------------------------------------------------- sidebar
let labelsCache = [];

async function renderSidebar() {
  const { labels } = await api("/labels");
  labelsCache = labels;
  const counts = {};
  const counted = [...SYSTEM_VIEWS.filter((v) => v.count).map((v) => v.label), ...labels.filter((l) => l.type === "user").map((l) => l.id)];
  await Promise.all(
    counted.map(async (id) => {
      counts[id] = await api(`/labels/${encodeURIComponent(id)}`);
    }),
  );
  const here = location.pathname;
  const item = (name, href, count) =>
    el("li", {}, el("a", { href, "aria-current": here === href ? "page" : null }, el("span", {}, name), el("span", { class: "count" }, count ? String(count) : "")));
  const system = SYSTEM_VIEWS.map((v) => {
    const c = counts[v.label];
    const n = v.count === "unread" ? c.messagesUnread : v.count === "total" ? c.messagesTotal : 0;  // no count: not fetched
    return item(v.name, v.path, n);
  });
  const user = labels
    .filter((l) => l.type === "user")
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((l) => item(l.name, `/label/${encodeURIComponent(l.id)}`, counts[l.id].messagesUnread));
  document.getElementById("labels-nav").replaceChildren(el("ul", {}, system), el("h3", {}, "Labels"), el("ul", {}, user));
}

// ---------------------------------------------------------------- lists
async function threadRows(query) {
  const params = new URLSearchParams({ maxResults: String(PAGE_SIZE) });
  for (const [k, v] of Object.entries(query)) {
    for (const one of [].concat(v)) params.append(k, one);
  }
  const list = await api(`/threads?${params}`);
  const threads = list.threads || [];
  return Promise.all(
    threads.map(async (t) => {
      const full = await api(`/threads/${t.id}?format=metadata&metadataHeaders=From&metadataHeaders=Subject&metadataHeaders=To`);
      const last = full.messages[full.messages.length - 1];
      const labels = new Set(full.messages.flatMap((m) => m.labelIds));
      return { id: t.id, last, first: full.messages[0], labels, count: full.messages.length };
    }),
  );
}

function listView(title, rows, { showTo = false, emptyText = "No conversations." } = {}) {
  const items = rows.map((r) => {
    const who = showTo ? `To: ${senderName(header(r.last, "To"))}` : senderName(header(r.last, "From"));
    const unread = r.labels.has("UNREAD");
    return el(
      "li",
      { class: unread ? "unread" : "read" },
      el(
        "a",
        { href: `/thread/${r.id}` },
        el("span", {}, r.labels.has("STARRED") ? el("span", { class: "star", "aria-label": "Starred" }, "★ ") : null, who, r.count > 1 ? ` (${r.count})` : ""),
        el("span", { class: "subject-line" }, header(r.first, "Subject") || "(no subject)", el("span", { class: "snippet" }, ` - ${r.last.snippet}`)),
        el("span", { class: "date" }, shortDate(r.last.internalDate)),
      ),
    );
  });
  main.replaceChildren(
    el("h2", {}, title),
    items.length ? el("ul", { class: "messages", "aria-label": "Messages" }, items) : el("p", { class: "empty" }, emptyText),
  );
}

async function showLabel(title, query, options) {
  listView(title, await threadRows(query), options);
}

async function showDrafts() {
  const list = await api("/drafts");
  const drafts = await Promise.all((list.drafts || []).map((d) => api(`/drafts/${d.id}`)));
  const items = drafts.map((d) =>
    el(
      "li",
      { class: "read" },
      el(
        "a",
        { href: `/drafts/${d.id}` },
        el("span", {}, el("span", { class: "draft-mark" }, "Draft "), `To: ${senderName(header(d.message, "To"))}`),
        el("span", { class: "subject-line" }, header(d.message, "Subject") || "(no subject)", el("span", { class: "snippet" }, ` - ${d.message.snippet}`)),
        el("span", { class: "date" }, shortDate(d.message.internalDate)),
      ),
    ),
  );
  main.replaceChildren(el("h2", {}, "Drafts"), items.length ? el("ul", { class: "messages", "aria-label": "Messages" }, items) : el("p", { class: "empty" }, "No drafts."));
}

// ---------------------------------------------------------------- thread view
async function showThread(id) {
  const thread = await api(`/threads/${id}`);
  let labels = new Set(thread.messages.flatMap((m) => m.labelIds));
  if (labels.has("UNREAD")) {
    await api(`/threads/${id}/modify`, { method: "POST", body: { removeLabelIds: ["UNREAD"] } });
    labels.delete("UNREAD");
    await renderSidebar(); // the counts change; render the view only once they are fresh
  }
  const subject = header(thread.messages[0], "Subject") || "(no subject)";
  const starred = labels.has("STARRED");
  const inTrash = labels.has("TRASH");
  const userLabels = labelsCache.filter((l) => l.type === "user");
  const labelSelect = el("select", { id: "apply-label" }, el("option", { value: "" }, "Choose a label"), userLabels.map((l) => el("option", { value: l.id }, l.name)));
  const modify = async (body, message, after) => {
    await api(`/threads/${id}/modify`, { method: "POST", body });
    say(message);
    await renderSidebar();
    if (after) go(after);
    else showThread(id);
  };
  const toolbar = el(
    "div",
    { class: "toolbar", role: "toolbar", "aria-label": "Conversation actions" },
    el("button", { type: "button", onclick: () => go("/") }, "Back to inbox"),
    labels.has("INBOX")
      ? el("button", { type: "button", onclick: () => modify({ removeLabelIds: ["INBOX"] }, "Conversation archived", "/") }, "Archive")
      : el("button", { type: "button", onclick: () => modify({ addLabelIds: ["INBOX"] }, "Conversation moved to inbox") }, "Move to inbox"),
    inTrash
      ? el("button", { type: "button", onclick: async () => { await api(`/threads/${id}/untrash`, { method: "POST" }); say("Conversation restored"); await renderSidebar(); showThread(id); } }, "Restore from trash")
      : el("button", { type: "button", onclick: async () => { await api(`/threads/${id}/trash`, { method: "POST" }); say("Conversation moved to trash"); await renderSidebar(); go("/"); } }, "Move to trash"),
    el("button", { type: "button", "aria-pressed": starred ? "true" : "false", onclick: () => modify(starred ? { removeLabelIds: ["STARRED"] } : { addLabelIds: ["STARRED"] }, starred ? "Conversation unstarred" : "Conversation starred") }, starred ? "Unstar" : "Star"),
    el("button", { type: "button", onclick: () => modify({ addLabelIds: ["UNREAD"] }, "Conversation marked as unread", "/") }, "Mark as unread"),
    el("label", { for: "apply-label" }, "Apply label"),
    labelSelect,
    el("button", { type: "button", onclick: () => labelSelect.value && modify({ addLabelIds: [labelSelect.value] }, "Label applied") }, "Apply"),
  );
  const chips = [...labels]
    .map((lid) => labelsCache.find((l) => l.id === lid))
    .filter((l) => l && l.type === "user")
    .map((l) => el("span", { class: "chip" }, l.name));
  const articles = thread.messages.map((m) =>
    el(
      "article",
      { class: "message", "aria-label": `Message from ${senderName(header(m, "From"))}` },
      el("header", {}, el("span", {}, el("span", { class: "from" }, header(m, "From")), ` to ${header(m, "To")}`), el("span", {}, shortDate(m.internalDate))),
      el("div", { class: "body" }, bodyText(m.payload)),
    ),
  );
  const last = thread.messages[thread.messages.length - 1];
  const replyArea = el("div", { id: "reply-area" });
  const replyButton = el("button", { type: "button", onclick: () => openReply(replyArea, thread, last, subject) }, "Reply");
  main.replaceChildren(...[el("h2", {}, subject), chips.length ? el("p", { class: "chips" }, chips) : null, toolbar, ...articles, replyButton, replyArea].filter(Boolean));
}

function openReply(area, thread, last, subject) {
  const from = header(last, "From");
  const mine = from.includes("alex.morgan@example.com");
  const to = mine ? header(last, "To") : from;
  const text = el("textarea", { id: "reply-body", rows: "5" });
  const form = el(
    "form",
    {
      class: "reply-form",
      onsubmit: async (event) => {
        event.preventDefault();
        await api("/messages/send", {
          method: "POST",
          body: { threadId: thread.id, raw: rfc2822({ to, subject: subject.startsWith("Re:") ? subject : `Re: ${subject}`, body: text.value, inReplyTo: header(last, "Message-ID") }) },
        });
        say("Reply sent");
        await renderSidebar();
        showThread(thread.id);
      },
    },
    el("label", { for: "reply-body" }, "Reply message"),
    text,
    el("button", { type: "submit" }, "Send reply"),
  );
  area.replaceChildren(form);
  text.focus();
}

// ---------------------------------------------------------------- compose and drafts
const composeDialog = document.getElementById("compose-dialog");
const composeForm = document.getElementById("compose-form");

function openCompose({ to = "", subject = "", body = "", draftId = null } = {}) {
  composeDraftId = draftId;
  composeForm.to.value = to;
  composeForm.subject.value = subject;
  composeForm.body.value = body;
  composeDialog.showModal();
  composeForm.to.focus();
}

document.getElementById("compose-button").addEventListener("click", () => openCompose());

composeForm.addEventListener("submit", async (event) => {
  event.preventDefault();
  const action = event.submitter?.value;
  const raw = rfc2822({ to: composeForm.to.value, subject: composeForm.subject.value, body: composeForm.body.value });
  if (action === "send") {
    if (composeDraftId) {
      await api(`/drafts/${composeDraftId}`, { method: "PUT", body: { id: composeDraftId, message: { raw } } });
      await api("/drafts/send", { method: "POST", body: { id: composeDraftId } });
    } else {
      await api("/messages/send", { method: "POST", body: { raw } });
    }
    say("Message sent");
  } else if (action === "draft") {
    if (composeDraftId) await api(`/drafts/${composeDraftId}`, { method: "PUT", body: { id: composeDraftId, message: { raw } } });
    else await api("/drafts", { method: "POST", body: { message: { raw } } });
    say("Draft saved");
  }
  composeDialog.close();
  composeDraftId = null;
  await renderSidebar();
  // A draft opened from /drafts/<id> may be gone now: go back to the list instead of reopening it.
  if (location.pathname.startsWith("/drafts/")) go("/drafts");
  else route();
});

async function openDraft(id) {
  const draft = await api(`/drafts/${id}`);
  await showDrafts();
  openCompose({ to: header(draft.message, "To"), subject: header(draft.message, "Subject"), body: bodyText(draft.message.payload), draftId: id });
}

// ---------------------------------------------------------------- labels
const labelDialog = document.getElementById("label-dialog");
document.getElementById("create-label-button").addEventListener("click", () => {
  document.getElementById("label-name").value = "";
  labelDialog.showModal();
});
document.getElementById("label-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  if (event.submitter?.value === "create") {
    const name = document.getElementById("label-name").value.trim();
    if (name) {
      await api("/labels", { method: "POST", body: { name } });
      say(`Label "${name}" created`);
      await renderSidebar();
    }
  }
  labelDialog.close();
  route();
});

// ---------------------------------------------------------------- search
document.getElementById("search-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const q = document.getElementById("search-input").value.trim();
  if (q) go(`/search?q=${encodeURIComponent(q)}`);
});

// ---------------------------------------------------------------- settings
async function showSettings() {
  const vacation = await api("/settings/vacation");
  const { filter = [] } = await api("/settings/filters");
  const on = el("input", { type: "checkbox", id: "vacation-on", checked: vacation.enableAutoReply ? true : null });
  const subject = el("input", { type: "text", id: "vacation-subject", value: vacation.responseSubject || "" });
  const message = el("textarea", { id: "vacation-message", rows: "4" });
  message.value = vacation.responseBodyPlainText || "";
  const vacationForm = el(
    "form",
    {
      onsubmit: async (event) => {
        event.preventDefault();
        await api("/settings/vacation", {
          method: "PUT",
          body: { enableAutoReply: on.checked, responseSubject: subject.value, responseBodyPlainText: message.value, restrictToContacts: false, restrictToDomain: false },
        });
        say("Settings saved");
      },
    },
    el("div", { class: "check" }, on, el("label", { for: "vacation-on" }, "Vacation responder on")),
    el("label", { for: "vacation-subject" }, "Vacation subject"),
    subject,
    el("label", { for: "vacation-message" }, "Vacation message"),
    message,
    el("button", { type: "submit" }, "Save changes"),
  );
  const userLabels = labelsCache.filter((l) => l.type === "user");
  const from = el("input", { type: "text", id: "filter-from" });
  const label = el("select", { id: "filter-label" }, el("option", { value: "" }, "No label"), userLabels.map((l) => el("option", { value: l.id }, l.name)));
  const skip = el("input", { type: "checkbox", id: "filter-skip" });
  const describe = (f) => {
    const names = (f.action.addLabelIds || []).map((id) => labelsCache.find((l) => l.id === id)?.name || id);
    const parts = ["from", "to", "subject", "query", "negatedQuery", "hasAttachment", "excludeChats", "size", "sizeComparison"].filter((k) => f.criteria[k] != null).map((k) => `${k}: ${f.criteria[k]}`);
    return `${parts.join(", ")} → ${names.length ? `label ${names.join(", ")}` : "no label"}${(f.action.removeLabelIds || []).includes("INBOX") ? ", skip the inbox" : ""}`;
  };
  const filterForm = el(
    "form",
    {
      onsubmit: async (event) => {
        event.preventDefault();
        const action = {};
        if (label.value) action.addLabelIds = [label.value];
        if (skip.checked) action.removeLabelIds = ["INBOX"];
        await api("/settings/filters", { method: "POST", body: { criteria: { from: from.value }, action } });
        say("Filter created");
        showSettings();
      },
    },
    el("label", { for: "filter-from" }, "Filter from"),
    from,
    el("label", { for: "filter-label" }, "Filter label"),
    label,
    el("div", { class: "check" }, skip, el("label", { for: "filter-skip" }, "Skip the inbox")),
    el("button", { type: "submit" }, "Create filter"),
  );
  main.replaceChildren(
    el("div", { class: "settings" },
      el("h2", {}, "Settings"),
      el("section", { "aria-labelledby": "vacation-heading" }, el("h3", { id: "vacation-heading" }, "Vacation responder"), vacationForm),
      el("section", { "aria-labelledby": "filters-heading" }, el("h3", { id: "filters-heading" }, "Filters"),
        filter.length ? el("ul", { class: "filters", "aria-label": "Filters" }, filter.map((f) => el("li", {}, describe(f)))) : el("p", { class: "empty" }, "No filters."),
        filterForm)),
  );
}

// ---------------------------------------------------------------- router
async function route() {
  const path = decodeURIComponent(location.pathname);
  const q = new URLSearchParams(location.search).get("q") || "";
  document.getElementById("search-input").value = q;
  try {
    if (path === "/") return await showLabel("Inbox", { labelIds: "INBOX" });
    if (path === "/starred") return await showLabel("Starred", { labelIds: "STARRED" });
    if (path === "/sent") return await showLabel("Sent", { labelIds: "SENT" }, { showTo: true });
    if (path === "/trash") return await showLabel("Trash", { labelIds: "TRASH" }, { emptyText: "No conversations in Trash." });
    if (path === "/drafts") return await showDrafts();
    if (path === "/search") return await showLabel("Search results", { q }, { emptyText: "No messages matched your search." });
    if (path === "/settings") return await showSettings();
    if (path.startsWith("/label/")) {
      const id = path.slice("/label/".length);
      const label = labelsCache.find((l) => l.id === id);
      return await showLabel(label ? label.name : id, { labelIds: id });
    }
    if (path.startsWith("/thread/")) return await showThread(path.slice("/thread/".length));
    if (path.startsWith("/drafts/")) return await openDraft(path.slice("/drafts/".length));
    main.replaceChildren(el("h2", {}, "Not found"));
  } catch (error) {
    say(`Something went wrong: ${error.message}`);
  }
}

// The sidebar and the first view load side by side; a label view waits for the label names it needs.
const sidebarReady = renderSidebar();
if (location.pathname.startsWith("/label/") || location.pathname === "/settings" || location.pathname.startsWith("/thread/")) await sidebarReady;
await Promise.all([sidebarReady, route()]);

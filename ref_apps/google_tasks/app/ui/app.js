// The gold google-tasks UI: plain ES modules, no build step. Every action goes through the Tasks API the app serves.

const LISTS = "/tasks/v1/users/@me/lists";
const TASKS = (list) => `/tasks/v1/lists/${encodeURIComponent(list)}/tasks`;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const $ = (id) => document.getElementById(id);
let showCompleted = false;

async function api(path, { method = "GET", body } = {}) {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return null;
  const data = await response.json();
  if (!response.ok) throw new Error(data?.error?.message || `HTTP ${response.status}`);
  return data;
}

function currentList() {
  const match = location.pathname.match(/^\/lists\/([^/]+)/);
  return match ? decodeURIComponent(match[1]) : null;
}

function currentTask() {
  const match = location.pathname.match(/^\/lists\/[^/]+\/tasks\/([^/]+)/);
  return match ? decodeURIComponent(match[1]) : null;
}

const NEW_LIST = location.pathname === "/new-list";

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

function due(task) {
  if (!task.due) return null;
  const [, month, day] = task.due.slice(0, 10).split("-").map(Number);
  return el("span", { className: "due", textContent: `Due ${MONTHS[month - 1]} ${day}` });
}

function taskItem(task, list) {
  const id = `task-${task.id}`;
  const box = el("input", { type: "checkbox", id, checked: task.status === "completed" });
  box.addEventListener("change", async () => {
    await api(`${TASKS(list)}/${encodeURIComponent(task.id)}`, { method: "PATCH", body: { status: box.checked ? "completed" : "needsAction" } });
    $("status").textContent = box.checked ? "Task completed" : "Task reopened";
    await render();
  });
  const item = el("li", { className: task.parent ? "sub" : "" }, box, el("label", { htmlFor: id, textContent: task.title }));
  if (task.notes) item.append(el("span", { className: "notes", textContent: task.notes }));
  const when = due(task);
  if (when) item.append(when);
  const open = el("a", { className: "open", href: `/lists/${encodeURIComponent(list)}/tasks/${encodeURIComponent(task.id)}`, textContent: "Details" });
  open.setAttribute("aria-label", `Open ${task.title}`);
  item.append(open);
  return item;
}

async function render() {
  const lists = (await api(LISTS)).items || [];
  const list = currentList() || lists[0]?.id;
  const nav = el("ul");
  for (const l of lists) {
    const link = el("a", { href: `/lists/${encodeURIComponent(l.id)}`, textContent: l.title });
    if (l.id === list && !NEW_LIST) link.setAttribute("aria-current", "page");
    nav.append(el("li", {}, link));
  }
  const create = el("a", { href: "/new-list", className: "new-list", textContent: "New list" });
  if (NEW_LIST) create.setAttribute("aria-current", "page");
  nav.append(el("li", {}, create));
  $("lists-nav").replaceChildren(nav);
  if (NEW_LIST) return showNewList();
  if (currentTask()) return showTask(list, currentTask());
  const title = lists.find((l) => l.id === list)?.title || "";
  $("list-title").textContent = title;
  document.title = `${title} - Tasks`;
  const tasks = (await api(`${TASKS(list)}?showCompleted=true&maxResults=100`)).items || [];
  const open = tasks.filter((t) => t.status !== "completed");
  const done = tasks.filter((t) => t.status === "completed");
  $("tasks").replaceChildren(...open.map((t) => taskItem(t, list)));
  $("completed").replaceChildren(...done.map((t) => taskItem(t, list)));
  $("completed").hidden = !showCompleted;
  $("completed-button").textContent = `Completed (${done.length})`;
  $("completed-button").setAttribute("aria-expanded", String(showCompleted));
}

function showNewList() {
  $("list-title").textContent = "New list";
  document.title = "New list - Tasks";
  $("list-view").hidden = true;
  $("new-list-form").hidden = false;
}

async function showTask(list, id) {
  const task = await api(`${TASKS(list)}/${encodeURIComponent(id)}`);
  $("list-title").textContent = task.title;
  document.title = `${task.title} - Tasks`;
  $("list-view").hidden = true;
  $("detail-form").hidden = false;
  $("detail-title").value = task.title;
  $("detail-notes").value = task.notes || "";
  $("detail-due").value = task.due ? task.due.slice(0, 10) : "";
  $("detail-back").href = `/lists/${encodeURIComponent(list)}`;
}

$("detail-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const list = currentList();
  const title = $("detail-title").value.trim();
  if (!title) return;
  const day = $("detail-due").value;
  const body = { title, notes: $("detail-notes").value, due: day ? `${day}T00:00:00.000Z` : null };
  await api(`${TASKS(list)}/${encodeURIComponent(currentTask())}`, { method: "PATCH", body });
  location.assign(`/lists/${encodeURIComponent(list)}`);
});

$("new-list-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const title = $("new-list-title").value.trim();
  if (!title) return;
  const created = await api(LISTS, { method: "POST", body: { title } });
  location.assign(`/lists/${encodeURIComponent(created.id)}`);
});

$("add-button").addEventListener("click", () => {
  $("add-form").hidden = false;
  $("add-title").focus();
});

$("add-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const title = $("add-title").value.trim();
  if (!title) return;
  await api(TASKS(currentList() || (await api(LISTS)).items[0].id), { method: "POST", body: { title } });
  $("add-title").value = "";
  $("add-form").hidden = true;
  $("status").textContent = "Task added";
  await render();
});

$("completed-button").addEventListener("click", async () => {
  showCompleted = !showCompleted;
  await render();
});

render();

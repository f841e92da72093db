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
  return item;
}

async function render() {
  const lists = (await api(LISTS)).items || [];
  const list = currentList() || lists[0]?.id;
  const nav = el("ul");
  for (const l of lists) {
    const link = el("a", { href: `/lists/${encodeURIComponent(l.id)}`, textContent: l.title });
    if (l.id === list) link.setAttribute("aria-current", "page");
    nav.append(el("li", {}, link));
  }
  $("lists-nav").replaceChildren(nav);
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

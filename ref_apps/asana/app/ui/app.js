// The gold Asana UI: home (projects), a project (its sections as lists) and a task (a dialog). It talks only to
// the app's own API, as the official client does.
import { $, el, request } from "/ui-kit/fgb.js";

const WORKSPACE = "2001";
const ME = "1001";
const main = $("main");
const say = (text) => ($("status").textContent = text);

async function home() {
  const ws = (await request(`/workspaces/${WORKSPACE}`)).data;
  const projects = (await request(`/workspaces/${WORKSPACE}/projects?archived=false`)).data;
  $("crumb").textContent = ws.name;
  const list = el("ul", { className: "projects", "aria-label": "Projects" });
  for (const p of projects) list.append(el("li", {}, el("a", { href: `/0/${p.gid}`, textContent: p.name })));
  main.replaceChildren(el("h1", { textContent: ws.name }), el("h2", { textContent: "Projects" }), list);
}

async function sectionItems(project, section, list) {
  const tasks = (await request(`/sections/${section.gid}/tasks?opt_fields=completed`)).data;
  list.replaceChildren(
    ...tasks.map((t) =>
      el("li", { className: t.completed ? "done" : "" }, el("a", { href: `/0/${project.gid}/${t.gid}`, textContent: t.name })),
    ),
  );
}

function addForm(project, section, list, column) {
  const input = el("input", { id: `new-${section.gid}`, autocomplete: "off" });
  const label = el("label", { htmlFor: input.id, textContent: "Task name" });
  const form = el("form", {}, label, input, el("button", { type: "submit", className: "primary", textContent: "Add task" }));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const name = input.value.trim();
    if (!name) return;
    const task = (await request("/tasks", { method: "POST", body: { data: { name, workspace: project.workspace.gid } } })).data;
    await request(`/tasks/${task.gid}/addProject`, { method: "POST", body: { data: { project: project.gid, section: section.gid } } });
    input.value = "";
    await sectionItems(project, section, list);
    say(`Task ${name} added`);
  });
  column.append(form);
  input.focus();
}

async function projectPage(gid) {
  const project = (await request(`/projects/${gid}`)).data;
  const sections = (await request(`/projects/${gid}/sections`)).data;
  $("crumb").textContent = project.name;
  const board = el("div", { className: "board" });
  for (const section of sections) {
    const list = el("ul", { "aria-label": section.name });
    const column = el("section", { className: "column" }, el("h2", { textContent: section.name }), list);
    const open = el("button", { type: "button", textContent: `Add task to ${section.name}` });
    open.addEventListener("click", () => {
      open.remove();
      addForm(project, section, list, column);
    });
    column.append(open);
    board.append(column);
    await sectionItems(project, section, list);
  }
  main.replaceChildren(el("h1", { textContent: project.name }), board);
}

async function taskPage(projectGid, gid) {
  const task = (await request(`/tasks/${gid}`)).data;
  const subtasks = (await request(`/tasks/${gid}/subtasks`)).data;
  const place = task.memberships.find((m) => m.project.gid === projectGid) || task.memberships[0];
  $("crumb").textContent = place ? place.project.name : task.workspace.name;
  const following = task.followers.some((u) => u.gid === ME);
  const title = el("h1", { id: "task-title", textContent: task.name });
  const dialog = el("div", { className: "dialog", role: "dialog", "aria-labelledby": "task-title" }, title);
  if (place) dialog.append(el("p", { className: "meta", textContent: `in section ${place.section.name}` }));
  dialog.append(el("p", { className: "meta", textContent: `Assignee: ${task.assignee ? task.assignee.name : "No assignee"}` }));
  if (task.due_on) dialog.append(el("p", { className: "meta", textContent: `Due ${task.due_on}` }));
  if (task.completed) dialog.append(el("p", { className: "badge", textContent: "Completed" }));
  if (task.notes) dialog.append(el("p", { textContent: task.notes }));
  const complete = el("button", { type: "button", textContent: task.completed ? "Mark incomplete" : "Mark complete" });
  complete.addEventListener("click", async () => {
    await request(`/tasks/${gid}`, { method: "PUT", body: { data: { completed: !task.completed } } });
    await taskPage(projectGid, gid);
    say(task.completed ? "Task reopened" : "Task completed");
  });
  const follow = el("button", { type: "button", textContent: following ? "Unfollow" : "Follow" });
  follow.addEventListener("click", async () => {
    await request(`/tasks/${gid}/${following ? "removeFollowers" : "addFollowers"}`, { method: "POST", body: { data: { followers: [ME] } } });
    await taskPage(projectGid, gid);
  });
  const subList = el("ul", { "aria-label": "Subtasks" }, ...subtasks.map((s) => el("li", { textContent: s.name })));
  const addSub = el("button", { type: "button", textContent: "Add subtask" });
  const subBlock = el("div", {}, el("h2", { textContent: "Subtasks" }), subList, addSub);
  addSub.addEventListener("click", () => {
    addSub.remove();
    const input = el("input", { id: "new-subtask", autocomplete: "off" });
    const form = el("form", {}, el("label", { htmlFor: "new-subtask", textContent: "Subtask name" }), input,
      el("button", { type: "submit", className: "primary", textContent: "Add" }));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (!input.value.trim()) return;
      await request(`/tasks/${gid}/subtasks`, { method: "POST", body: { data: { name: input.value.trim() } } });
      input.value = "";
      const fresh = (await request(`/tasks/${gid}/subtasks`)).data;
      subList.replaceChildren(...fresh.map((s) => el("li", { textContent: s.name })));
    });
    subBlock.append(form);
    input.focus();
  });
  const followers = el("ul", { "aria-label": "Followers" }, ...task.followers.map((u) => el("li", { textContent: u.name })));
  dialog.append(el("div", { className: "actions" }, complete, follow), subBlock, el("h2", { textContent: "Followers" }), followers);
  // Asana shows a task as a pane over its project's board.
  await projectPage(projectGid);
  dialog.prepend(el("a", { className: "close", href: `/0/${projectGid}`, textContent: "Back to project" }));
  main.append(dialog);
}

const parts = location.pathname.split("/").filter(Boolean);
const page = parts[0] === "0" && parts[2] ? taskPage(parts[1], parts[2]) : parts[0] === "0" ? projectPage(parts[1]) : home();
page.catch((error) => say(error.message));

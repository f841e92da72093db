// The gold GitLab UI: projects, a project's issues, one issue, one merge request and the pipelines. It talks only
// to the app's own API v4, as the official client does.
import { $, el, request } from "/ui-kit/fgb.js";

const API = "/api/v4";
const main = $("main");
const say = (text) => ($("status").textContent = text);
const STATE = { opened: "Open", closed: "Closed", merged: "Merged" };

async function projectByPath(path) {
  const projects = await request(`${API}/projects?per_page=100`);
  const project = projects.find((p) => p.path_with_namespace === path);
  if (!project) throw new Error(`Project ${path} not found`);
  return project;
}

function sidebar(project) {
  const base = `/${project.path_with_namespace}/-`;
  $("crumb").textContent = project.path_with_namespace;
  $("sidebar").replaceChildren(
    el("a", { href: `${base}/issues`, textContent: "Issues" }),
    el("a", { href: `${base}/pipelines`, textContent: "Pipelines" }),
  );
}

async function home() {
  const projects = await request(`${API}/projects`);
  $("crumb").textContent = "Projects";
  const list = el("ul", { className: "cards", "aria-label": "Projects" });
  for (const p of projects) {
    list.append(
      el("li", {},
        el("a", { href: `/${p.path_with_namespace}/-/issues`, textContent: p.path_with_namespace }),
        el("p", { className: "meta", textContent: `${p.description} · ${p.open_issues_count} open issues` })),
    );
  }
  main.replaceChildren(el("h1", { textContent: "Projects" }), list);
}

function labelChips(names) {
  return el("span", { className: "labels" }, ...names.map((n) => el("span", { className: "chip", textContent: n })));
}

async function issuesPage(path) {
  const project = await projectByPath(path);
  sidebar(project);
  const counts = el("p", { className: "counts", "aria-label": "Issue counts" });
  const list = el("ul", { className: "rows", "aria-label": "Issues" });
  const refresh = async () => {
    const open = await request(`${API}/projects/${project.id}/issues?state=opened&per_page=100`);
    const closed = await request(`${API}/projects/${project.id}/issues?state=closed&per_page=100`);
    counts.textContent = `Open ${open.length} · Closed ${closed.length}`;
    list.replaceChildren(
      ...open.map((i) =>
        el("li", {},
          el("a", { href: `/${path}/-/issues/${i.iid}`, textContent: i.title }),
          el("span", { className: "meta", textContent: ` #${i.iid} opened by ${i.author.name} ` }),
          labelChips(i.labels)),
      ),
    );
  };
  const button = el("button", { type: "button", className: "primary", textContent: "New issue" });
  const head = el("div", { className: "head" }, el("h1", { textContent: "Issues" }), button);
  button.addEventListener("click", () => {
    button.disabled = true;
    const title = el("input", { id: "issue-title", autocomplete: "off" });
    const description = el("textarea", { id: "issue-description" });
    const labels = el("input", { id: "issue-labels", autocomplete: "off" });
    const form = el("form", { className: "card", "aria-label": "New issue" },
      el("label", { htmlFor: "issue-title", textContent: "Title" }), title,
      el("label", { htmlFor: "issue-description", textContent: "Description" }), description,
      el("label", { htmlFor: "issue-labels", textContent: "Labels" }), labels,
      el("button", { type: "submit", className: "primary", textContent: "Create issue" }));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (!title.value.trim()) return;
      const issue = await request(`${API}/projects/${project.id}/issues`, {
        method: "POST",
        body: { title: title.value.trim(), description: description.value, labels: labels.value },
      });
      form.remove();
      button.disabled = false;
      await refresh();
      say(`Issue #${issue.iid} created`);
    });
    head.after(form);
    title.focus();
  });
  main.replaceChildren(head, counts, list);
  await refresh();
}

function activity(notes) {
  // the API lists newest first; the page reads oldest first, as a conversation
  return [...notes].reverse().map((n) =>
    el("li", { className: n.system ? "system" : "" },
      el("strong", { textContent: n.author.name }), el("span", { textContent: n.system ? ` ${n.body} ` : `: ${n.body}` })));
}

function commentForm(url, rerender) {
  const box = el("textarea", { id: "comment" });
  const form = el("form", { className: "card", "aria-label": "Add a comment" },
    el("label", { htmlFor: "comment", textContent: "Comment" }), box,
    el("button", { type: "submit", className: "primary", textContent: "Comment" }));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!box.value.trim()) return;
    await request(url, { method: "POST", body: { body: box.value.trim() } });
    await rerender();
    say("Comment added");
  });
  return form;
}

async function issuePage(path, iid) {
  const project = await projectByPath(path);
  sidebar(project);
  const url = `${API}/projects/${project.id}/issues/${iid}`;
  const issue = await request(url);
  const notes = await request(`${url}/notes?per_page=100`);
  const toggle = el("button", { type: "button", textContent: issue.state === "opened" ? "Close issue" : "Reopen issue" });
  toggle.addEventListener("click", async () => {
    await request(url, { method: "PUT", body: { state_event: issue.state === "opened" ? "close" : "reopen" } });
    await issuePage(path, iid);
    say(issue.state === "opened" ? "Issue closed" : "Issue reopened");
  });
  main.replaceChildren(
    el("div", { className: "head" },
      el("span", { className: `badge ${issue.state}`, textContent: STATE[issue.state] }),
      el("h1", { textContent: issue.title }), toggle),
    el("p", { className: "meta", textContent: `#${issue.iid} opened by ${issue.author.name}` +
      (issue.assignee ? ` · assigned to ${issue.assignee.name}` : "") }),
    labelChips(issue.labels),
    el("p", { className: "description", textContent: issue.description || "No description." }),
    el("h2", { textContent: "Activity" }),
    el("ul", { className: "activity", "aria-label": "Activity" }, ...activity(notes)),
    commentForm(`${url}/notes`, () => issuePage(path, iid)),
  );
}

const PIPELINE = { success: "passed", failed: "failed", running: "running", pending: "pending", canceled: "canceled", created: "created" };

async function mrPage(path, iid) {
  const project = await projectByPath(path);
  sidebar(project);
  const url = `${API}/projects/${project.id}/merge_requests/${iid}`;
  const mr = await request(url);
  const notes = await request(`${url}/notes?per_page=100`);
  const pipeline = mr.head_pipeline;
  const box = el("div", { className: "card merge" },
    el("p", { textContent: pipeline ? `Pipeline #${pipeline.id} ${PIPELINE[pipeline.status] || pipeline.status}` : "No pipeline" }));
  if (mr.state === "opened") {
    const blocked = mr.draft || (project.only_allow_merge_if_pipeline_succeeds && (!pipeline || pipeline.status !== "success"));
    const merge = el("button", { type: "button", className: "primary", textContent: "Merge", disabled: blocked });
    merge.addEventListener("click", async () => {
      await request(`${url}/merge`, { method: "PUT", body: {} });
      await mrPage(path, iid);
      say("Merged");
    });
    box.append(merge);
    if (mr.draft) box.append(el("p", { className: "meta", textContent: "Mark as ready before merging: this is a draft." }));
  } else if (mr.state === "merged") {
    box.append(el("p", { textContent: `Merged by ${mr.merged_by.name}` }));
  }
  main.replaceChildren(
    el("div", { className: "head" },
      el("span", { className: `badge ${mr.state}`, textContent: STATE[mr.state] }), el("h1", { textContent: mr.title })),
    el("p", { className: "meta", textContent: `!${mr.iid} · ${mr.author.name} requested to merge ${mr.source_branch} into ${mr.target_branch}` }),
    el("p", { className: "description", textContent: mr.description || "No description." }),
    box,
    el("h2", { textContent: "Activity" }),
    el("ul", { className: "activity", "aria-label": "Activity" }, ...activity(notes)),
  );
}

async function pipelinesPage(path) {
  const project = await projectByPath(path);
  sidebar(project);
  const pipelines = await request(`${API}/projects/${project.id}/pipelines?per_page=100`);
  const list = el("ul", { className: "rows", "aria-label": "Pipelines" });
  for (const p of pipelines) {
    const row = el("li", {},
      el("span", { className: `badge ${p.status}`, textContent: PIPELINE[p.status] || p.status }),
      el("span", { textContent: ` #${p.id} on ${p.ref} (${p.sha}) ` }));
    const action = ["failed", "canceled"].includes(p.status) ? "Retry" : ["created", "pending", "running"].includes(p.status) ? "Cancel" : null;
    if (action) {
      const button = el("button", { type: "button", textContent: `${action} pipeline #${p.id}` });
      button.addEventListener("click", async () => {
        await request(`${API}/projects/${project.id}/pipelines/${p.id}/${action.toLowerCase()}`, { method: "POST" });
        await pipelinesPage(path);
        say(`Pipeline #${p.id} ${action === "Retry" ? "retried" : "canceled"}`);
      });
      row.append(button);
    }
    list.append(row);
  }
  main.replaceChildren(el("h1", { textContent: "Pipelines" }), list);
}

const [namespace, name, dash, kind, iid] = location.pathname.split("/").filter(Boolean);
const path = `${namespace}/${name}`;
const page =
  dash !== "-" ? home()
  : kind === "issues" && iid ? issuePage(path, iid)
  : kind === "issues" ? issuesPage(path)
  : kind === "merge_requests" ? mrPage(path, iid)
  : pipelinesPage(path);
page.catch((error) => say(error.message));

// The gold github UI: plain ES modules, no build step. Every action goes through the GitHub REST API the app serves.

import { $, el, request as api } from "/ui-kit/fgb.js";

const main = $("main");

const day = (iso) => iso.slice(0, 10);

function frame(owner, repo, current) {
  $("repo-path").textContent = `${owner} / ${repo}`;
  $("nav-issues").href = `/${owner}/${repo}/issues`;
  $("nav-pulls").href = `/${owner}/${repo}/pulls`;
  for (const id of ["nav-issues", "nav-pulls"]) $(id).removeAttribute("aria-current");
  $(current).setAttribute("aria-current", "page");
}

function issueItem(owner, repo, issue) {
  const page = issue.pull_request || issue.head ? "pull" : "issues";
  const title = el("a", { href: `/${owner}/${repo}/${page}/${issue.number}`, textContent: issue.title });
  return el("li", {}, title,
    ...issue.labels.map((l) => el("span", { className: "label", textContent: l.name, style: `background:#${l.color}` })),
    el("div", { className: "meta", textContent: `#${issue.number} opened on ${day(issue.created_at)} by ${issue.user.login}` }));
}

async function renderIssues(owner, repo, pulls) {
  frame(owner, repo, pulls ? "nav-pulls" : "nav-issues");
  document.title = `${pulls ? "Pull requests" : "Issues"} · ${owner}/${repo}`;
  const items = pulls
    ? await api(`/repos/${owner}/${repo}/pulls?state=open`)
    : (await api(`/repos/${owner}/${repo}/issues?state=open&per_page=100`)).filter((i) => !i.pull_request);
  const list = el("ul", { className: "issues", "aria-label": pulls ? "Pull requests" : "Issues" });
  const search = el("input", { type: "search", placeholder: "is:open", "aria-label": pulls ? "Filter pull requests" : "Filter issues" });
  const show = () => {
    const words = search.value.toLowerCase().split(/\s+/).filter((w) => w && !w.includes(":"));
    list.replaceChildren(...items.filter((i) => words.every((w) => i.title.toLowerCase().includes(w))).map((i) => issueItem(owner, repo, i)));
  };
  search.addEventListener("input", show);
  show();
  const toolbar = el("div", { className: "toolbar" }, search);
  const form = el("form", { className: "new-issue", hidden: true },
    el("label", { htmlFor: "issue-title", textContent: "Title" }), el("input", { id: "issue-title", type: "text", autocomplete: "off" }),
    el("label", { htmlFor: "issue-body", textContent: "Description" }), el("textarea", { id: "issue-body", rows: 4 }),
    el("button", { type: "submit", textContent: "Submit new issue" }));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const title = $("issue-title").value.trim();
    if (!title) return;
    const made = await api(`/repos/${owner}/${repo}/issues`, { method: "POST", body: { title, body: $("issue-body").value } });
    $("status").textContent = `Issue #${made.number} created`;
    await renderIssues(owner, repo, false);
  });
  if (!pulls) {
    const open = el("button", { type: "button", textContent: "New issue" });
    open.addEventListener("click", () => { form.hidden = false; $("issue-title").focus(); });
    toolbar.append(open);
  }
  main.replaceChildren(toolbar, form, list);
}

async function renderPull(owner, repo, number) {
  frame(owner, repo, "nav-pulls");
  const [pull, reviews] = await Promise.all([
    api(`/repos/${owner}/${repo}/pulls/${number}`), api(`/repos/${owner}/${repo}/pulls/${number}/reviews`),
  ]);
  document.title = `${pull.title} · Pull Request #${number} · ${owner}/${repo}`;
  const state = pull.merged ? "merged" : pull.state;
  const conversation = el("div", { role: "tabpanel", "aria-label": "Conversation" },
    el("ul", { className: "timeline" },
      el("li", {}, el("div", { className: "who", textContent: `${pull.user.login} commented` }), el("p", { textContent: pull.body || "No description provided." })),
      ...reviews.map((r) => el("li", {}, el("div", { className: "who", textContent: `${r.user.login} reviewed: ${r.state.toLowerCase().replace("_", " ")}` }), el("p", { textContent: r.body })))));
  const files = el("div", { role: "tabpanel", "aria-label": "Files changed", hidden: true },
    el("p", { textContent: `Changes from ${pull.head.ref} into ${pull.base.ref}.` }));
  const tabs = [["Conversation", conversation], ["Files changed", files]].map(([name, panel], i) => {
    const tab = el("button", { type: "button", role: "tab", textContent: name, "aria-selected": String(i === 0) });
    tab.addEventListener("click", () => {
      for (const other of tablist.children) other.setAttribute("aria-selected", String(other === tab));
      conversation.hidden = panel !== conversation;
      files.hidden = panel !== files;
    });
    return tab;
  });
  const tablist = el("div", { className: "tabs", role: "tablist" }, ...tabs);
  const box = el("div", { className: "merge-box" });
  if (pull.merged) {
    box.append(el("p", { textContent: `Pull request successfully merged into ${pull.base.ref}.` }));
  } else if (pull.state === "open") {
    const merge = el("button", { type: "button", textContent: "Merge pull request" });
    const confirm = el("button", { type: "button", textContent: "Confirm merge", hidden: true });
    merge.addEventListener("click", () => { confirm.hidden = false; merge.hidden = true; });
    confirm.addEventListener("click", async () => {
      await api(`/repos/${owner}/${repo}/pulls/${number}/merge`, { method: "PUT", body: {} });
      $("status").textContent = "Pull request merged";
      await renderPull(owner, repo, number);
    });
    box.append(el("p", { textContent: "This branch has no conflicts with the base branch." }), merge, confirm);
  }
  main.replaceChildren(el("section", { className: "pull" },
    el("h1", {}, `${pull.title} `, el("span", { className: "number", textContent: `#${number}` })),
    el("div", {}, el("span", { className: `state ${state}`, textContent: state[0].toUpperCase() + state.slice(1) }),
      `${pull.user.login} wants to merge into ${pull.base.ref} from ${pull.head.ref}`),
    tablist, conversation, files, box));
}

async function renderIssue(owner, repo, number) {
  frame(owner, repo, "nav-issues");
  const base = `/repos/${owner}/${repo}/issues/${number}`;
  const [issue, comments] = await Promise.all([api(base), api(`${base}/comments`)]);
  document.title = `${issue.title} · Issue #${number} · ${owner}/${repo}`;
  const timeline = el("ul", { className: "timeline", "aria-label": "Comments" },
    el("li", {}, el("div", { className: "who", textContent: `${issue.user.login} opened on ${day(issue.created_at)}` }), el("p", { textContent: issue.body || "No description provided." })),
    ...comments.map((c) => el("li", {}, el("div", { className: "who", textContent: `${c.user.login} commented on ${day(c.created_at)}` }), el("p", { textContent: c.body }))));
  const form = el("form", { className: "new-issue", "aria-label": "Add a comment" },
    el("label", { htmlFor: "comment-body", textContent: "Comment" }), el("textarea", { id: "comment-body", rows: 4 }),
    el("button", { type: "submit", textContent: "Comment" }));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const body = $("comment-body").value.trim();
    if (!body) return;
    await api(`${base}/comments`, { method: "POST", body: { body } });
    $("status").textContent = "Comment added";
    await renderIssue(owner, repo, number);
  });
  const state = issue.state;
  main.replaceChildren(el("section", { className: "pull" },
    el("h1", {}, `${issue.title} `, el("span", { className: "number", textContent: `#${number}` })),
    el("div", { className: "byline" }, el("span", { className: `state ${state}`, textContent: state[0].toUpperCase() + state.slice(1) }),
      `${issue.user.login} opened this issue · ${issue.comments} comment${issue.comments === 1 ? "" : "s"}`),
    timeline, form));
}

const parts = location.pathname.split("/").filter(Boolean).map(decodeURIComponent);
const [owner, repo, page, number] = parts.length >= 2 ? parts : ["mona", "atlas", "issues"];
if (page === "pull" && number) renderPull(owner, repo, number);
else if (page === "issues" && number) renderIssue(owner, repo, number);
else renderIssues(owner, repo, page === "pulls");

// The gold upwork UI: plain ES modules, no build step. Every action goes through the API the app serves.

import { $, el, request as api } from "/ui-kit/fgb.js";

const main = $("main");
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
const budget = (job) => (job.budget_type === "hourly" ? `Hourly $${job.budget}/hr` : `Fixed price $${job.budget}`);
const go = async (path) => { history.pushState({}, "", path); await route(); };
let me = null;

async function showMe() {
  me = await api("/api/me");
  $("me").textContent = `${me.name} · Earned $${me.earnings} · Spent $${me.spent}`;
}

// -- find work: search and the list of open jobs ---------------------------------------------------------------
function jobItem(job) {
  return el("li", { className: "card job", role: "article", "aria-label": job.title },
    el("a", { className: "title", href: `/jobs/${job.id}`, textContent: job.title }),
    el("div", { className: "sub", textContent: `${budget(job)} · ${job.category} · posted by ${job.client}` }),
    el("p", { textContent: job.description }),
    el("div", { className: "sub", textContent: plural(job.proposals_count, "proposal") }));
}

async function renderJobs(q) {
  document.title = "Find work | upwork";
  const input = el("input", { type: "search", value: q || "", "aria-label": "Search jobs", placeholder: "Search for jobs" });
  const form = el("form", { className: "search", role: "search", "aria-label": "Search jobs" }, input, el("button", { type: "submit", className: "primary", textContent: "Search" }));
  const list = el("ul", { className: "cards", "aria-label": "Jobs" });
  const show = async (text) => {
    const { jobs } = await api(`/api/jobs${text ? `?q=${encodeURIComponent(text)}` : ""}`);
    list.replaceChildren(...jobs.map(jobItem));
  };
  form.addEventListener("submit", async (event) => { event.preventDefault(); await show(input.value.trim()); });
  main.replaceChildren(el("h1", { textContent: "Find work" }), form, list);
  await show(q);
}

// -- a job: its details, then the proposal form (someone else's job) or its proposals (mine) --------------------
function proposalItem(p, job) {
  const item = el("li", { className: "card proposal" },
    el("div", { className: "row" }, el("strong", { textContent: p.freelancer }), el("span", { textContent: `$${p.bid}` }),
      el("span", { className: `badge ${p.status}`, textContent: p.status })),
    el("p", { textContent: p.cover_letter }));
  if (p.status === "pending" && job.status === "open") {
    const hire = el("button", { type: "button", className: "primary", textContent: "Hire", "aria-label": `Hire ${p.freelancer}` });
    hire.addEventListener("click", async () => {
      try {
        const contract = await api(`/api/proposals/${p.id}/hire`, { method: "POST" });
        await go(`/contracts/${contract.id}`);
      } catch (error) { $("status").textContent = error.message; }
    });
    item.querySelector(".row").append(hire);
  }
  return item;
}

function proposalForm(job, count) {
  const bid = el("input", { id: "bid", type: "number", min: 1 });
  const letter = el("textarea", { id: "letter", rows: 5 });
  const form = el("form", { className: "propose" },
    el("label", { htmlFor: "bid", textContent: "Bid" }), bid, el("label", { htmlFor: "letter", textContent: "Cover letter" }), letter,
    el("button", { type: "submit", className: "primary", textContent: "Submit proposal" }));
  const region = el("section", { className: "card", "aria-label": "Submit a proposal" }, el("h2", { textContent: "Submit a proposal" }), form);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const made = await api(`/api/jobs/${job.id}/proposals`, { method: "POST", body: { bid: Number(bid.value), cover_letter: letter.value } });
      const fresh = await api(`/api/jobs/${job.id}`);
      count.textContent = plural(fresh.proposals_count, "proposal");
      region.replaceChildren(el("h2", { textContent: "Proposal submitted" }), el("p", { textContent: `Your bid: $${made.bid}` }));
    } catch (error) { $("status").textContent = error.message; }
  });
  return region;
}

async function renderJob(jobId) {
  const job = await api(`/api/jobs/${jobId}`);
  document.title = `${job.title} | upwork`;
  const count = el("p", { className: "count", textContent: plural(job.proposals_count, "proposal") });
  const article = el("article", { className: "card", "aria-label": job.title },
    el("h1", { textContent: job.title }),
    el("div", { className: "sub", textContent: `${budget(job)} · ${job.category} · client ${job.client} · ${job.status}` }),
    el("p", { textContent: job.description }), count);
  const parts = [article];
  if (job.client === "maya") {
    const { proposals } = await api(`/api/jobs/${job.id}/proposals`);
    parts.push(el("section", { className: "card", "aria-label": "Proposals" }, el("h2", { textContent: "Proposals" }),
      el("ul", { className: "plain" }, ...proposals.map((p) => proposalItem(p, job)))));
  } else if (job.status === "open") parts.push(proposalForm(job, count));
  main.replaceChildren(...parts);
}

// -- my contracts ----------------------------------------------------------------------------------------------
function money(c) {
  return `Amount $${c.amount} · Paid $${c.paid} · In escrow $${c.escrow}`;
}

async function renderContracts() {
  document.title = "My contracts | upwork";
  const { contracts } = await api("/api/contracts");
  main.replaceChildren(el("h1", { textContent: "My contracts" }),
    el("ul", { className: "cards", "aria-label": "Contracts" }, ...contracts.map((c) => el("li", { className: "card", role: "article", "aria-label": c.title },
      el("a", { className: "title", href: `/contracts/${c.id}`, textContent: c.title }),
      el("div", { className: "sub", textContent: `Client ${c.client} · Freelancer ${c.freelancer} · ${c.status}` }),
      el("div", { className: "sub", textContent: money(c) })))));
}

// -- a contract: summary, milestones with the next action, the message room ---------------------------------------
const NEXT = { client: { pending: "Fund", submitted: "Approve", approved: "Release" }, freelancer: { funded: "Submit" } };

async function renderContract(contractId) {
  const summary = el("section", { className: "card", "aria-label": "Summary" });
  const milestones = el("ul", { className: "plain", "aria-label": "Milestones" });
  const messages = el("ul", { className: "plain log", "aria-label": "Messages" });
  const refresh = async () => {
    const c = await api(`/api/contracts/${contractId}`);
    const { milestones: rows } = await api(`/api/contracts/${contractId}/milestones`);
    const role = c.client === "maya" ? "client" : "freelancer";
    document.title = `${c.title} | upwork`;
    summary.replaceChildren(el("h1", { textContent: c.title }),
      el("div", { className: "sub", textContent: `Client ${c.client} · Freelancer ${c.freelancer} · ${c.status}` }),
      el("p", { className: "money", textContent: money(c) }));
    milestones.replaceChildren(...rows.map((m) => {
      const item = el("li", { className: "milestone" }, el("span", { textContent: `${m.position}. ${m.title}` }),
        el("span", { textContent: `$${m.amount}` }), el("span", { className: `badge ${m.status}`, textContent: m.status }));
      const action = NEXT[role][m.status];
      if (action && c.status === "active") {
        const b = el("button", { type: "button", className: "primary", textContent: action, "aria-label": `${action} ${m.title}` });
        b.addEventListener("click", async () => {
          try { await api(`/api/milestones/${m.id}/${action.toLowerCase()}`, { method: "POST" }); await refresh(); await showMe(); }
          catch (error) { $("status").textContent = error.message; }
        });
        item.append(b);
      }
      return item;
    }));
  };
  const showMessages = async () => {
    const { messages: rows } = await api(`/api/contracts/${contractId}/messages`);
    messages.replaceChildren(...rows.map((m) => el("li", {}, el("strong", { textContent: `${m.sender}: ` }), m.body)));
  };
  const box = el("textarea", { rows: 2, "aria-label": "Message", placeholder: "Type a message" });
  const send = el("button", { type: "button", className: "primary", textContent: "Send" });
  send.addEventListener("click", async () => {
    if (!box.value.trim()) return;
    await api(`/api/contracts/${contractId}/messages`, { method: "POST", body: { body: box.value } });
    box.value = "";
    await showMessages();
  });
  await Promise.all([refresh(), showMessages()]);
  main.replaceChildren(summary,
    el("section", { className: "card" }, el("h2", { textContent: "Milestones" }), milestones),
    el("section", { className: "card" }, el("h2", { textContent: "Messages" }), messages, el("div", { className: "composer" }, box, send)));
}

async function route() {
  const path = location.pathname;
  let m;
  if ((m = path.match(/^\/jobs\/([^/]+)/))) await renderJob(decodeURIComponent(m[1]));
  else if ((m = path.match(/^\/contracts\/([^/]+)/))) await renderContract(decodeURIComponent(m[1]));
  else if (path.startsWith("/contracts")) await renderContracts();
  else await renderJobs(new URLSearchParams(location.search).get("q"));
  await showMe();
}

window.addEventListener("popstate", route);
route();

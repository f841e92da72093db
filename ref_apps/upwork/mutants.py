"""Outside mutants of the gold upwork app: one named patch per rule of contract.json /rules (ref_apps/kit/patches.py)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from ..kit import insecure
from ..kit.errors import ApiError
from ..kit.patches import MutantBook, Patcher
from ..kit.ui_faults import replay_first_get
from .app import store
from .app.handlers import contracts, jobs, me, messages, milestones, proposals
from .app.models import Contract, Job, Milestone, Proposal

MUTANTS = MutantBook("upwork")


def _resorted(key: Any, reverse: bool = False) -> Any:
    """A response rewrite that re-sorts a {"<list>": [...]} body's list by key."""

    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if not isinstance(body, dict):
            return body
        name = next((k for k, v in body.items() if isinstance(v, list)), None)
        return {**body, name: sorted(body[name], key=key, reverse=reverse)} if name else body

    return rewrite


def _reversed(body: Any, query: dict[str, Any]) -> Any:
    name = next((k for k, v in body.items() if isinstance(v, list)), None) if isinstance(body, dict) else None
    return {**body, name: body[name][::-1]} if name else body


def _with(**fixed: Any) -> Any:
    """A handler wrapper that calls the gold handler with some keyword arguments replaced."""
    return lambda original: lambda session, **kw: original(session, **{**kw, **{k: v(kw) for k, v in fixed.items()}})


# -- me and jobs ------------------------------------------------------------------------------------------------
@MUTANTS.mutant("me_escrow_funded_only", layer="leaf", fault="GET /api/me counts only funded milestones as escrow, not submitted or approved ones",
                rules=["me.money"])
def _me_escrow_funded_only(p: Patcher) -> None:
    p.wrap(me, "HELD", lambda original: ("funded",))


@MUTANTS.mutant("jobs_list_closed_too", layer="leaf", fault="the job search lists closed jobs with the open ones",
                rules=["jobs.list.open"])
def _jobs_list_closed_too(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def list_(session: Any, **kw: Any) -> Any:
            both = original(session, **{**kw, "status": "open"})["jobs"] + original(session, **{**kw, "status": "closed"})["jobs"]
            return {"jobs": sorted(both, key=lambda j: j["created_at"], reverse=True)}
        return list_
    p.wrap(jobs, "list_", make)


@MUTANTS.mutant("jobs_ties_title_desc", layer="mid", fault="jobs posted at the same instant are listed by title Z to A",
                rules=["jobs.list.order"])
def _jobs_ties_title_desc(p: Patcher) -> None:
    p.respond("jobs.list", _resorted(lambda j: (j["created_at"], j["title"]), reverse=True))


@MUTANTS.mutant("jobs_q_case_sensitive", layer="leaf", fault="q matches with case", rules=["jobs.list.q"])
def _jobs_q_case_sensitive(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda job, q, *rest: original(job, None, *rest) and (not q or q in job.title or q in job.description)
    p.wrap(jobs, "_matches", make)


@MUTANTS.mutant("jobs_budget_type_ignored", layer="leaf", fault="budget_type does not filter", rules=["jobs.list.filters"])
def _jobs_budget_type_ignored(p: Patcher) -> None:
    p.wrap(jobs, "list_", _with(budget_type=lambda kw: None))


@MUTANTS.mutant("jobs_max_budget_exclusive", layer="leaf", fault="max_budget excludes a job whose budget equals it",
                rules=["jobs.list.budget"])
def _jobs_max_budget_exclusive(p: Patcher) -> None:
    p.wrap(jobs, "list_", _with(max_budget=lambda kw: None if kw.get("max_budget") is None else kw["max_budget"] - 1))


@MUTANTS.mutant("count_includes_withdrawn", layer="leaf", fault="proposals_count counts withdrawn proposals too",
                rules=["jobs.get.fields"])
def _count_includes_withdrawn(p: Patcher) -> None:
    p.wrap(store, "live_count", lambda original: lambda session, job_id: len(list(session.scalars(select(Proposal).where(Proposal.job_id == job_id)))))


@MUTANTS.mutant("job_description_defaults_to_title", layer="leaf", fault="a job posted without a description gets its title as description",
                rules=["jobs.create.stored"])
def _job_description_defaults_to_title(p: Patcher) -> None:
    p.request("jobs.create", lambda body, query: {**body, "description": body.get("description") or body.get("title")} if isinstance(body, dict) else body)


@MUTANTS.mutant("job_title_truncated", layer="leaf", fault="a title over 100 characters is cut to 100 instead of refused",
                rules=["jobs.create.invalid"])
def _job_title_truncated(p: Patcher) -> None:
    p.request("jobs.create", lambda body, query: {**body, "title": body["title"][:100]} if isinstance(body, dict) and isinstance(body.get("title"), str) else body)


@MUTANTS.mutant("close_declines_proposals", layer="leaf", fault="closing a job declines its pending proposals",
                rules=["jobs.close"])
def _close_declines_proposals(p: Patcher) -> None:
    def prepare(session: Any, *, job_id: str) -> None:
        job = session.get(Job, job_id)
        if job is not None and job.client == store.ME and job.status == "open":
            for proposal in session.scalars(select(Proposal).where(Proposal.job_id == job_id, Proposal.status == "pending")):
                proposal.status = "declined"
    p.before(jobs, "close", prepare)


# -- proposals --------------------------------------------------------------------------------------------------
@MUTANTS.mutant("bid_net_of_fee", layer="leaf", fault="the bid is stored net of a 10% fee", rules=["proposals.create.stored"])
def _bid_net_of_fee(p: Patcher) -> None:
    p.request("proposals.create", lambda body, query: {**body, "bid": int(body["bid"] * 0.9)}
              if isinstance(body, dict) and isinstance(body.get("bid"), int) and body["bid"] > 1 else body)


@MUTANTS.mutant("blank_cover_letter_accepted", layer="leaf", fault="a blank cover letter is accepted", rules=["proposals.create.invalid"])
def _blank_cover_letter_accepted(p: Patcher) -> None:
    p.wrap(proposals, "text", lambda original: lambda value, field, limit=None: value if isinstance(value, str) else original(value, field, limit))


@MUTANTS.mutant("withdrawn_blocks_rebid", layer="leaf", fault="a withdrawn proposal still blocks a new one on the job",
                rules=["proposals.create.once"])
def _withdrawn_blocks_rebid(p: Patcher) -> None:
    def prepare(session: Any, *, job_id: str, body: Any = None) -> None:
        mine = session.scalars(select(Proposal).where(Proposal.job_id == job_id, Proposal.freelancer == store.ME, Proposal.status == "withdrawn"))
        if mine.first() is not None:
            raise ApiError(409, "you already have a proposal on this job")
    p.before(proposals, "create", prepare)


@MUTANTS.mutant("closed_job_takes_bids", layer="leaf", fault="a closed job still takes proposals", rules=["proposals.create.allowed"])
def _closed_job_takes_bids(p: Patcher) -> None:
    def prepare(session: Any, *, job_id: str, body: Any = None) -> None:
        job = session.get(Job, job_id)
        if job is not None and job.status == "closed":
            job.status = "open"
    p.before(proposals, "create", prepare)


@MUTANTS.mutant("proposals_list_withdrawn", layer="leaf", fault="a job's proposal list includes withdrawn proposals",
                rules=["proposals.list.client"])
def _proposals_list_withdrawn(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def list_(session: Any, *, job_id: str) -> Any:
            out = original(session, job_id=job_id)
            gone = session.scalars(select(Proposal).where(Proposal.job_id == job_id, Proposal.status == "withdrawn"))
            return {"proposals": out["proposals"] + [store.proposal_resource(session, x) for x in gone]}
        return list_
    p.wrap(proposals, "list_", make)


@MUTANTS.mutant("equal_bids_newest_first", layer="leaf", fault="equal bids list the newer proposal first", rules=["proposals.list.order"])
def _equal_bids_newest_first(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        items = sorted(body["proposals"], key=lambda x: x["created_at"], reverse=True)
        return {**body, "proposals": sorted(items, key=lambda x: x["bid"])}
    p.respond("proposals.list", rewrite)


@MUTANTS.mutant("my_proposals_oldest_first", layer="leaf", fault="my proposals are listed oldest first", rules=["proposals.mine"])
def _my_proposals_oldest_first(p: Patcher) -> None:
    p.respond("proposals.mine", _reversed)


@MUTANTS.mutant("proposal_open_to_all", layer="leaf", fault="anyone may read any proposal", rules=["proposals.get.access"])
def _proposal_open_to_all(p: Patcher) -> None:
    p.wrap(proposals, "_readable", lambda original: lambda session, proposal_id: store.proposal_row(session, proposal_id))


@MUTANTS.mutant("withdraw_any_status", layer="leaf", fault="a declined proposal can be withdrawn", rules=["proposals.withdraw"])
def _withdraw_any_status(p: Patcher) -> None:
    def prepare(session: Any, *, proposal_id: str) -> None:
        proposal = session.get(Proposal, proposal_id)
        if proposal is not None and proposal.freelancer == store.ME and proposal.status == "declined":
            proposal.status = "pending"
    p.before(proposals, "withdraw", prepare)


@MUTANTS.mutant("contract_at_job_budget", layer="leaf", fault="hiring answers a contract at the job's budget, not the bid", rules=["proposals.hire"])
def _contract_at_job_budget(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def hire(session: Any, *, proposal_id: str) -> Any:
            out = original(session, proposal_id=proposal_id)
            contract = session.get(Contract, out["id"])
            contract.amount = session.get(Job, contract.job_id).budget
            session.commit()
            return store.contract_resource(session, contract)
        return hire
    p.wrap(proposals, "hire", make)


@MUTANTS.mutant("hire_keeps_others_pending", layer="leaf", fault="hiring leaves the job's other proposals pending", rules=["proposals.hire.fills"])
def _hire_keeps_others_pending(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def hire(session: Any, *, proposal_id: str) -> Any:
            chosen = session.get(Proposal, proposal_id)
            waiting = [x.id for x in session.scalars(select(Proposal).where(Proposal.job_id == chosen.job_id, Proposal.status == "pending"))] if chosen else []
            out = original(session, proposal_id=proposal_id)
            for other in waiting:
                if other != proposal_id:
                    session.get(Proposal, other).status = "pending"
            session.commit()
            return out
        return hire
    p.wrap(proposals, "hire", make)


@MUTANTS.mutant("hire_withdrawn", layer="leaf", fault="a withdrawn proposal can be hired", rules=["proposals.hire.rules"])
def _hire_withdrawn(p: Patcher) -> None:
    def prepare(session: Any, *, proposal_id: str) -> None:
        proposal = session.get(Proposal, proposal_id)
        if proposal is not None and proposal.status == "withdrawn":
            proposal.status = "pending"
    p.before(proposals, "hire", prepare)


# -- contracts ---------------------------------------------------------------------------------------------------
@MUTANTS.mutant("contracts_role_ignored", layer="leaf", fault="role does not filter the contracts", rules=["contracts.list"])
def _contracts_role_ignored(p: Patcher) -> None:
    p.wrap(contracts, "list_", _with(role=lambda kw: None))


@MUTANTS.mutant("escrow_counts_pending", layer="leaf", fault="a contract's escrow counts pending milestones too", rules=["contracts.money"])
def _escrow_counts_pending(p: Patcher) -> None:
    p.wrap(store, "HELD", lambda original: (*original, "pending"))


@MUTANTS.mutant("room_open_to_all", layer="leaf", fault="anyone may read and write any contract's messages", rules=["contracts.access"])
def _room_open_to_all(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def row(session: Any, contract_id: str) -> Any:
            found = session.get(Contract, contract_id)
            return found if found is not None else original(session, contract_id)
        return row
    p.wrap(messages, "contract_row", make)


@MUTANTS.mutant("end_ignores_escrow", layer="leaf", fault="a contract holding escrow can be ended", rules=["contracts.end"])
def _end_ignores_escrow(p: Patcher) -> None:
    p.wrap(contracts, "money", lambda original: lambda rows: (0, original(rows)[1]))


# -- milestones --------------------------------------------------------------------------------------------------
@MUTANTS.mutant("milestones_newest_first", layer="leaf", fault="milestones are listed last position first", rules=["milestones.list.order"])
def _milestones_newest_first(p: Patcher) -> None:
    p.respond("milestones.list", _reversed)


@MUTANTS.mutant("milestone_position_one", layer="leaf", fault="every new milestone gets position 1", rules=["milestones.create"])
def _milestone_position_one(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            session.get(Milestone, out["id"]).position = 1
            session.commit()
            return {**out, "position": 1}
        return create
    p.wrap(milestones, "create", make)


@MUTANTS.mutant("budget_must_stay_below", layer="leaf", fault="milestones adding up to exactly the contract's amount are refused",
                rules=["milestones.create.budget"])
def _budget_must_stay_below(p: Patcher) -> None:
    def prepare(session: Any, *, contract_id: str, body: Any = None) -> None:
        contract = session.get(Contract, contract_id)
        amount = (body or {}).get("amount")
        if contract is not None and isinstance(amount, int):
            total = sum(m.amount for m in store.milestones_of(session, contract_id)) + amount
            if total == contract.amount:
                raise ApiError(409, "the milestones would use up the contract's amount")
    p.before(milestones, "create", prepare)


@MUTANTS.mutant("submit_skips_to_approved", layer="leaf", fault="submitting work marks the milestone approved", rules=["milestones.flow"])
def _submit_skips_to_approved(p: Patcher) -> None:
    p.wrap(milestones, "STEPS", lambda original: {**original, "submit": ("freelancer", "funded", "approved")})


@MUTANTS.mutant("release_without_approval", layer="leaf", fault="a submitted milestone can be released without approval", rules=["milestones.state"])
def _release_without_approval(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def step(session: Any, milestone_id: str, action: str) -> Any:
            found = session.get(Milestone, milestone_id)
            if action == "release" and found is not None and found.status == "submitted":
                found.status = "approved"
            return original(session, milestone_id, action)
        return step
    p.wrap(milestones, "_step", make)


@MUTANTS.mutant("freelancer_funds", layer="leaf", fault="funding is checked against the freelancer, not the client", rules=["milestones.roles"])
def _freelancer_funds(p: Patcher) -> None:
    p.wrap(milestones, "STEPS", lambda original: {**original, "fund": ("freelancer", "pending", "funded")})


@MUTANTS.mutant("last_release_keeps_active", layer="leaf", fault="releasing the last milestone leaves the contract active", rules=["milestones.complete"])
def _last_release_keeps_active(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def release(session: Any, *, milestone_id: str) -> Any:
            out = original(session, milestone_id=milestone_id)
            contract = session.get(Contract, out["contract_id"])
            contract.status = "active"
            session.commit()
            return out
        return release
    p.wrap(milestones, "release", make)


# -- messages and errors -----------------------------------------------------------------------------------------
@MUTANTS.mutant("messages_newest_first", layer="leaf", fault="the room lists the newest message first", rules=["messages.list.order"])
def _messages_newest_first(p: Patcher) -> None:
    p.respond("messages.list", _reversed)


@MUTANTS.mutant("message_length_unchecked", layer="leaf", fault="a message over 2000 characters is accepted", rules=["messages.send"])
def _message_length_unchecked(p: Patcher) -> None:
    p.wrap(messages, "text", lambda original: lambda value, field, limit: original(value, field, 10**6))


@MUTANTS.mutant("unknown_job_400", layer="leaf", fault="an unknown job answers 400", rules=["errors.not_found"])
def _unknown_job_400(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def row(session: Any, job_id: str) -> Any:
            if session.get(Job, job_id) is None:
                raise ApiError(400, f"bad job id {job_id}")
            return original(session, job_id)
        return row
    p.wrap(jobs, "job_row", make)


@MUTANTS.mutant("errors_as_detail", layer="leaf", fault="errors answer FastAPI's {\"detail\": ...} instead of the error shape", rules=["errors.shape"])
def _errors_as_detail(p: Patcher) -> None:
    rewrite = lambda body, query: {"detail": body["error"]["message"]} if isinstance(body, dict) and "error" in body else body  # noqa: E731
    p.respond("jobs.get", rewrite)
    p.respond("proposals.create", rewrite)


# -- integration: every endpoint right on the seed, a composition wrong -------------------------------------------
@MUTANTS.mutant("job_count_cached", layer="integration", fault="a job's proposal count is read once and cached: new bids and withdrawals never change it",
                rules=["proposals.create.stored", "proposals.withdraw"])
def _job_count_cached(p: Patcher) -> None:
    seen: dict[str, int] = {}

    def make(original: Any) -> Any:
        def count(session: Any, job_id: str) -> int:
            if job_id not in seen:
                seen[job_id] = original(session, job_id)
            return seen[job_id]
        return count
    p.wrap(store, "live_count", make)


@MUTANTS.mutant("contract_money_cached", layer="integration", fault="a contract's escrow and paid are computed once and cached: funding and releases never move them",
                rules=["contracts.money"])
def _contract_money_cached(p: Patcher) -> None:
    seen: dict[str, Any] = {}

    def make(original: Any) -> Any:
        def render(session: Any, contract: Any) -> Any:
            out = original(session, contract)
            seen.setdefault(contract.id, {k: out[k] for k in ("escrow", "paid")})
            return {**out, **seen[contract.id]}
        return render
    p.wrap(contracts, "contract_resource", make)


@MUTANTS.mutant("me_totals_cached", layer="integration", fault="the signed-in user's totals are computed once and cached: later payments never change them",
                rules=["me.money"])
def _me_totals_cached(p: Patcher) -> None:
    seen: list[Any] = []

    def make(original: Any) -> Any:
        def get(session: Any) -> Any:
            if not seen:
                seen.append(original(session))
            return seen[0]
        return get
    p.wrap(me, "get", make)


# -- UI faults while the API stays right ---------------------------------------------------------------------------
@MUTANTS.mutant("ui_proposal_count_stale", layer="root", fault="after Submit proposal the job's count is redrawn from the job as first loaded",
                rules=["ui.job.propose"])
def _ui_proposal_count_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/api\/jobs\/[^/?]+$/"))


@MUTANTS.mutant("ui_hire_stays_on_job", layer="root", fault="after Hire the address never changes: the job page renders again instead of the contract",
                rules=["ui.job.hire"])
def _ui_hire_stays_on_job(p: Patcher) -> None:
    p.page("<script>history.pushState = () => {};</script>")


@MUTANTS.mutant("ui_summary_stale", layer="root", fault="after a milestone action the summary is redrawn from the contract as first loaded",
                rules=["ui.contract.milestone"])
def _ui_summary_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/api\/contracts\/[^/?]+$/"))


@MUTANTS.mutant("ui_messages_stale", layer="root", fault="after Send the message log is redrawn from the messages first loaded",
                rules=["ui.contract.message"])
def _ui_messages_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/messages$/"))


# -- security: the kit's insecure mutants, and this app's own owner and read-only faults ----------------------------
insecure.register(MUTANTS, "upwork")


@MUTANTS.mutant(
    "insecure_anyone_messages",
    layer="security",
    fault="sending a message skips the party check (reading a room, milestones and ending still refuse)",
    rules=["security.owner.only"],
)
def _insecure_anyone_messages(p: Patcher) -> None:
    def any_contract(session: Any, contract_id: str) -> Any:
        found = session.get(Contract, contract_id)
        if found is None:
            raise store.missing(f"contract {contract_id}")
        return found

    p.during(messages, "send", messages, "contract_row", any_contract)


@MUTANTS.mutant(
    "insecure_freelancer_from_body",
    layer="security",
    fault="a new proposal takes the freelancer the client sends",
    rules=["security.fields.read_only"],
)
def _insecure_freelancer_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        freelancer = (body or {}).get("freelancer")
        if isinstance(freelancer, str) and isinstance(out, dict) and out.get("id"):
            session.get(Proposal, out["id"]).freelancer = freelancer
            session.commit()
        return out

    p.after(proposals, "create", forge)

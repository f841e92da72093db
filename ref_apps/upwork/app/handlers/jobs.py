"""Job posts: search with filters, one post, posting and closing."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Job
from ..store import ME, conflict, forbidden, invalid, job_resource, job_row, new_id, now_text, positive, text


def _matches(job: Job, q: str | None, category: str | None, budget_type: str | None, low: int | None, high: int | None) -> bool:
    needle = (q or "").lower()
    return (
        (not needle or needle in job.title.lower() or needle in job.description.lower())
        and (category is None or job.category == category)
        and (budget_type is None or job.budget_type == budget_type)
        and (low is None or job.budget >= low)
        and (high is None or job.budget <= high)
    )


def list_(session: Session, *, budget_type: str | None = None, category: str | None = None, max_budget: int | None = None,
          min_budget: int | None = None, q: str | None = None, status: str | None = None) -> Any:
    wanted = status or "open"
    if wanted not in ("open", "closed"):
        raise invalid("status must be open or closed")
    rows = [j for j in session.scalars(select(Job).where(Job.status == wanted))
            if _matches(j, q, category, budget_type, min_budget, max_budget)]
    rows.sort(key=lambda j: j.title)
    rows.sort(key=lambda j: j.created_at, reverse=True)
    return {"jobs": [job_resource(session, j) for j in rows]}


def get(session: Session, *, job_id: str) -> Any:
    return job_resource(session, job_row(session, job_id))


def create(session: Session, *, body: dict[str, Any] | None = None) -> Any:
    body = body or {}
    title = text(body.get("title"), "title", 100)
    if body.get("budget_type") not in ("fixed", "hourly"):
        raise invalid("budget_type must be fixed or hourly")
    budget = positive(body.get("budget"), "budget")
    job = Job(id=new_id(session, "j"), client=ME, title=title, description=str(body.get("description") or ""),
              category=str(body.get("category") or ""), budget_type=body["budget_type"], budget=budget, status="open",
              created_at=now_text())
    session.add(job)
    session.commit()
    return job_resource(session, job)


def close(session: Session, *, job_id: str) -> Any:
    job = job_row(session, job_id)
    if job.client != ME:
        raise forbidden("only the job's client may close it")
    if job.status != "open":
        raise conflict("the job is already closed")
    job.status = "closed"
    session.commit()
    return job_resource(session, job)

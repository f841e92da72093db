"""Jobs: search with filters, save, apply once; "My jobs" lists what is saved and what was applied to."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.crud import iso_now
from ....kit.errors import ApiError
from ..models import Application, Job, SavedJob
from ..store import invalid, new_id, not_found


def _job(session: Session, job_id: str) -> Job:
    job = session.get(Job, job_id)
    if job is None:
        raise not_found("Job")
    return job


def resource(session: Session, job: Job, description: bool = False) -> dict[str, Any]:
    application = session.scalars(select(Application).where(Application.job_id == job.id)).first()
    out = {
        "id": job.id,
        "title": job.title,
        "company": job.company,
        "location": job.location,
        "remote": job.remote,
        "posted_at": job.posted_at,
        "saved": session.get(SavedJob, job.id) is not None,
        "application_status": application.status if application else None,
    }
    return {**out, "description": job.description} if description else out


def _flag(value: Any) -> bool | None:
    if value in (None, ""):
        return None
    if str(value).lower() not in ("true", "false"):
        raise invalid("remote must be true or false")
    return str(value).lower() == "true"


def search(session: Session, *, keywords: str | None = None, location: str | None = None, remote: Any = None, **_: Any) -> Any:
    only_remote = _flag(remote)
    jobs = list(session.scalars(select(Job).order_by(Job.posted_at.desc(), Job.id)))
    if keywords:
        jobs = [j for j in jobs if keywords.lower() in f"{j.title}\n{j.company}".lower()]
    if location:
        jobs = [j for j in jobs if location.lower() in j.location.lower()]
    if only_remote:
        jobs = [j for j in jobs if j.remote]
    return {"total": len(jobs), "jobs": [resource(session, j) for j in jobs]}


def get(session: Session, *, job_id: str, **_: Any) -> Any:
    return resource(session, _job(session, job_id), description=True)


def save(session: Session, *, job_id: str, **_: Any) -> Any:
    job = _job(session, job_id)
    if session.get(SavedJob, job.id) is None:
        session.add(SavedJob(job_id=job.id, saved_at=iso_now()))
        session.commit()
    return resource(session, job)


def apply(session: Session, *, job_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    job = _job(session, job_id)
    phone = (body or {}).get("phone")
    if not isinstance(phone, str) or not phone.strip():
        raise invalid("phone is required")
    if session.scalars(select(Application).where(Application.job_id == job.id)).first():
        raise ApiError(409, "You already applied to this job")
    row = Application(id=new_id(session, "a"), job_id=job.id, phone=phone.strip(), status="submitted", applied_at=iso_now())
    session.add(row)
    saved = session.get(SavedJob, job.id)
    if saved is not None:  # an applied job moves from Saved to Applied
        session.delete(saved)
    session.commit()
    return {"id": row.id, "job_id": job.id, "status": row.status, "applied_at": row.applied_at}


def mine(session: Session, **_: Any) -> Any:
    saved = session.scalars(select(SavedJob).order_by(SavedJob.saved_at.desc()))
    applied = session.scalars(select(Application).order_by(Application.applied_at.desc()))
    return {
        "saved": [resource(session, _job(session, s.job_id)) for s in saved],
        "applied": [
            {"id": a.id, "job": resource(session, _job(session, a.job_id)), "status": a.status, "applied_at": a.applied_at}
            for a in applied
        ],
    }

"""Pipelines: newest first with status and ref filters, a new pipeline for a branch, cancel and retry by status."""

from __future__ import annotations

import hashlib
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Branch, Pipeline
from ..store import invalid, new_id, not_found, now, page, pipeline_resource, project_row

CANCELABLE = ("created", "pending", "running")
RETRYABLE = ("failed", "canceled")


def list_(
    session: Session, *, id: str, status: str | None = None, ref: str | None = None, page: Any = None, per_page: Any = None, **_: Any
) -> Any:
    project = project_row(session, id)
    query = select(Pipeline).where(Pipeline.project_id == project.id)
    if status:
        query = query.where(Pipeline.status == status)
    if ref:
        query = query.where(Pipeline.ref == ref)
    rows = list(session.scalars(query.order_by(Pipeline.id.desc())))
    return page_of(rows, per_page, page)


def page_of(rows: list[Pipeline], per_page: Any, number: Any) -> Any:
    return page([pipeline_resource(p) for p in rows], per_page, number)


def _row(session: Session, id: str, pipeline_id: int) -> Pipeline:
    project = project_row(session, id)
    row = session.get(Pipeline, int(pipeline_id))
    if row is None or row.project_id != project.id:
        raise not_found("Pipeline")
    return row


def get(session: Session, *, id: str, pipeline_id: int, **_: Any) -> Any:
    return pipeline_resource(_row(session, id, pipeline_id))


def create(session: Session, *, id: str, ref: str | None = None, body: dict[str, Any] | None = None, **_: Any) -> Any:
    project = project_row(session, id)
    ref = (body or {}).get("ref") or ref
    if not ref:
        raise invalid("ref is missing")
    if session.get(Branch, (project.id, str(ref))) is None:
        raise invalid("Reference not found")
    pid = new_id(session)
    stamp = now()
    sha = hashlib.sha1(f"{project.id}:{ref}:{pid}".encode()).hexdigest()[:7]
    row = Pipeline(id=pid, project_id=project.id, ref=str(ref), sha=sha, status="pending", source="api", created_at=stamp, updated_at=stamp)
    session.add(row)
    session.commit()
    return pipeline_resource(row)


def cancel(session: Session, *, id: str, pipeline_id: int, **_: Any) -> Any:
    row = _row(session, id, pipeline_id)
    if row.status in CANCELABLE:
        row.status, row.updated_at = "canceled", now()
    session.commit()
    return pipeline_resource(row)


def retry(session: Session, *, id: str, pipeline_id: int, **_: Any) -> Any:
    row = _row(session, id, pipeline_id)
    if row.status in RETRYABLE:
        row.status, row.updated_at = "pending", now()
    session.commit()
    return pipeline_resource(row)

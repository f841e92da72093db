"""Comments (notes) on issues and merge requests: newest first, system notes included, user notes counted."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Note
from ..store import ME, issue_row, mr_row, new_id, newest_first, note_resource, now, page, project_row, required


def _listing(session: Session, noteable_type: str, noteable_id: int, sort: str | None, per_page: Any, number: Any) -> Any:
    rows = newest_first(
        list(session.scalars(select(Note).where(Note.noteable_type == noteable_type, Note.noteable_id == noteable_id)))
    )
    if sort == "asc":
        rows.reverse()
    return page([note_resource(session, n) for n in rows], per_page, number)


def _create(session: Session, noteable_type: str, noteable_id: int, body: dict[str, Any] | None) -> Any:
    d = required(body, "body")
    note = Note(id=new_id(session), noteable_type=noteable_type, noteable_id=noteable_id, body=str(d["body"]), author_id=ME,
                system=False, created_at=now())
    session.add(note)
    session.commit()
    return note_resource(session, note)


def list_issue(session: Session, *, id: str, issue_iid: int, sort: str | None = None, per_page: Any = None, page: Any = None, **_: Any) -> Any:
    issue = issue_row(session, project_row(session, id), issue_iid)
    return _listing(session, "Issue", issue.id, sort, per_page, page)


def create_issue(session: Session, *, id: str, issue_iid: int, body: dict[str, Any] | None = None, **_: Any) -> Any:
    issue = issue_row(session, project_row(session, id), issue_iid)
    return _create(session, "Issue", issue.id, body)


def list_mr(
    session: Session, *, id: str, merge_request_iid: int, sort: str | None = None, per_page: Any = None, page: Any = None, **_: Any
) -> Any:
    mr = mr_row(session, project_row(session, id), merge_request_iid)
    return _listing(session, "MergeRequest", mr.id, sort, per_page, page)


def create_mr(session: Session, *, id: str, merge_request_iid: int, body: dict[str, Any] | None = None, **_: Any) -> Any:
    mr = mr_row(session, project_row(session, id), merge_request_iid)
    return _create(session, "MergeRequest", mr.id, body)

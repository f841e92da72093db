"""Projects: newest first, a name search, and one project with its open-issue count."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Project
from ..store import newest_first, page, project_resource, project_row


def list_(session: Session, *, search: str | None = None, page: Any = None, per_page: Any = None, **_: Any) -> Any:
    rows = newest_first(list(session.scalars(select(Project))))
    if search:
        rows = [p for p in rows if search.lower() in p.name.lower() or search.lower() in p.path_with_namespace.lower()]
    return page_of(session, rows, per_page, page)


def page_of(session: Session, rows: list[Project], per_page: Any, number: Any) -> Any:
    return page([project_resource(session, p) for p in rows], per_page, number)


def get(session: Session, *, id: str, **_: Any) -> Any:
    return project_resource(session, project_row(session, id))

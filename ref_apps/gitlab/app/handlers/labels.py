"""A project's labels: by name whatever the case, unique names, open-issue counts."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.errors import ApiError
from ..models import Label
from ..store import label_resource, new_id, page, project_row, required


def list_(session: Session, *, id: str, page: Any = None, per_page: Any = None, **_: Any) -> Any:
    project = project_row(session, id)
    rows = sorted(session.scalars(select(Label).where(Label.project_id == project.id)), key=lambda x: (x.name.lower(), x.id))
    return page_of(session, rows, per_page, page)


def page_of(session: Session, rows: list[Label], per_page: Any, number: Any) -> Any:
    return page([label_resource(session, x) for x in rows], per_page, number)


def create(session: Session, *, id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    project = project_row(session, id)
    d = required(body, "name", "color")
    name = str(d["name"]).strip()
    if session.scalars(select(Label).where(Label.project_id == project.id, Label.name == name)).first() is not None:
        raise ApiError(409, "Label already exists")
    label = Label(id=new_id(session), project_id=project.id, name=name, color=str(d["color"]), description=str(d.get("description") or ""))
    session.add(label)
    session.commit()
    return label_resource(session, label)

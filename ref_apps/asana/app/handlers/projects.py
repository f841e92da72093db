"""Projects, their ordered sections and their tasks (section by section)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Membership, Project, Section, Task, Workspace
from ..store import (
    data,
    find,
    flag,
    invalid,
    new_gid,
    now,
    payload,
    project_full,
    referenced,
    section_compact,
    section_full,
    task_listing,
)

UPDATABLE = ("name", "notes", "color")


def create_project(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    """A project in a workspace, with one empty "Untitled section"."""
    d = payload(body)
    if not d.get("workspace"):
        raise invalid("workspace: Missing input")
    ws = referenced(session, Workspace, d["workspace"], "workspace")
    project = Project(
        gid=new_gid(session),
        workspace_gid=ws.gid,
        name=str(d.get("name") or ""),
        notes=str(d.get("notes") or ""),
        color=d.get("color"),
        archived=bool(flag(d.get("archived"))),
        created_at=now(),
    )
    session.add(project)
    session.flush()
    session.add(Section(gid=new_gid(session), project_gid=project.gid, name="Untitled section", position=1, created_at=now()))
    session.commit()
    return data(project_full(project, session))


def get_project(session: Session, *, project_gid: str, **_: Any) -> Any:
    return data(project_full(find(session, Project, project_gid), session))


def update_project(session: Session, *, project_gid: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    """Only the fields given change."""
    project = find(session, Project, project_gid)
    d = payload(body)
    for key in UPDATABLE:
        if key in d:
            setattr(project, key, d[key] if key == "color" else str(d[key] or ""))
    if "archived" in d:
        project.archived = bool(flag(d["archived"]))
    session.commit()
    return data(project_full(project, session))


def sections_of(session: Session, project_gid: str) -> list[Section]:
    return list(
        session.scalars(select(Section).where(Section.project_gid == project_gid).order_by(Section.position, Section.gid))
    )


def get_sections_for_project(session: Session, *, project_gid: str, **_: Any) -> Any:
    find(session, Project, project_gid)
    return {"data": [section_compact(s) for s in sections_of(session, project_gid)], "next_page": None}


def create_section_for_project(session: Session, *, project_gid: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    """A section at the end of the project, or before/after one of its sections."""
    project = find(session, Project, project_gid)
    d = payload(body)
    if not d.get("name"):
        raise invalid("name: Missing input")
    sections = sections_of(session, project.gid)
    order = [s.gid for s in sections]
    index = len(order)
    for key, shift in (("insert_before", 0), ("insert_after", 1)):
        if d.get(key) is not None:
            if str(d[key]) not in order:
                raise invalid(f"{key}: section {d[key]} is not in this project")
            index = order.index(str(d[key])) + shift
    section = Section(gid=new_gid(session), project_gid=project.gid, name=str(d["name"]), position=0, created_at=now())
    session.add(section)
    for i, s in enumerate([*sections[:index], section, *sections[index:]], start=1):
        s.position = i
    session.commit()
    return data(section_full(section, session))


def get_tasks_for_project(
    session: Session, *, project_gid: str, completed_since: str | None = None, opt_fields: Any = None, **_: Any
) -> Any:
    """The project's tasks section by section, each section's by position."""
    find(session, Project, project_gid)
    rows = session.scalars(
        select(Task)
        .join(Membership, Membership.task_gid == Task.gid)
        .join(Section, Section.gid == Membership.section_gid)
        .where(Membership.project_gid == project_gid)
        .order_by(Section.position, Membership.position, Task.gid)
    )
    return task_listing([t for t in rows if incomplete_since(t, completed_since)], session, opt_fields)


def incomplete_since(task: Task, since: str | None) -> bool:
    """completed_since: incomplete tasks, and those completed at or after the instant ("now": incomplete only)."""
    if since is None or not task.completed:
        return True
    if since == "now":
        return False
    try:
        instant = datetime.fromisoformat(since.replace("Z", "+00:00"))
    except ValueError:
        raise invalid(f"completed_since: Not a valid date-time: {since}") from None
    if instant.tzinfo is None:
        instant = instant.replace(tzinfo=UTC)
    done = datetime.fromisoformat((task.completed_at or "").replace("Z", "+00:00"))
    return done >= instant

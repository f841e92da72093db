"""Sections: delete (only an empty one, never the last), a section's tasks, and moving a task into a section."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Membership, Project, Section, Task
from ..store import data, find, invalid, payload, place, referenced, section_members, task_listing
from .projects import sections_of


def delete_section(session: Session, *, section_gid: str, **_: Any) -> Any:
    section = find(session, Section, section_gid)
    if section_members(session, section.gid):
        raise invalid("Section is not empty: move or delete its tasks first")
    if len(sections_of(session, section.project_gid)) == 1:
        raise invalid("A project needs at least one section: the last section cannot be deleted")
    session.delete(section)
    session.commit()
    return data({})


def get_tasks_for_section(session: Session, *, section_gid: str, opt_fields: Any = None, **_: Any) -> Any:
    find(session, Section, section_gid)
    rows = session.scalars(
        select(Task)
        .join(Membership, Membership.task_gid == Task.gid)
        .where(Membership.section_gid == section_gid)
        .order_by(Membership.position, Task.gid)
    )
    return task_listing(list(rows), session, opt_fields)


def add_task_for_section(session: Session, *, section_gid: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    """The task moves to the top of the section (or next to insert_before/insert_after), leaving its other section."""
    section = find(session, Section, section_gid)
    d = payload(body)
    if not d.get("task"):
        raise invalid("task: Missing input")
    task = referenced(session, Task, d["task"], "task")
    project = session.get(Project, section.project_gid)
    assert project is not None
    if task.workspace_gid != project.workspace_gid:
        raise invalid("task: the task is in another workspace")
    place(session, task, project, section, before=d.get("insert_before"), after=d.get("insert_after"), top=True)
    session.commit()
    return data({})

"""Tasks: create (in projects, or under a parent), update and complete, delete with subtasks, followers, projects."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from ..models import Follower, Membership, Project, Section, Task, User, Workspace
from ..store import (
    DAY,
    ME,
    data,
    find,
    first_section,
    flag,
    follow,
    gids,
    invalid,
    new_gid,
    now,
    payload,
    place,
    referenced,
    task_full,
    task_listing,
)


def _due(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not DAY.match(value):
        raise invalid(f"due_on: Not a valid date: {value}")
    return value


def _assignee(session: Session, value: Any) -> str | None:
    return None if value is None else referenced(session, User, value, "assignee").gid


def _new_task(session: Session, d: dict[str, Any], workspace_gid: str, parent: Task | None) -> Task:
    """A stored task from a create body; the creator and the assignee follow it."""
    stamp = now()
    completed = bool(flag(d.get("completed")))
    position = 0
    if parent is not None:
        position = int(session.scalar(select(func.max(Task.position)).where(Task.parent_gid == parent.gid)) or 0) + 1
    task = Task(
        gid=new_gid(session),
        workspace_gid=workspace_gid,
        name=str(d.get("name") or ""),
        notes=str(d.get("notes") or ""),
        completed=completed,
        completed_at=stamp if completed else None,
        due_on=_due(d.get("due_on")),
        assignee_gid=_assignee(session, d.get("assignee")),
        parent_gid=parent.gid if parent else None,
        position=position,
        created_at=stamp,
        modified_at=stamp,
    )
    session.add(task)
    session.flush()
    followers = [ME, *([task.assignee_gid] if task.assignee_gid else [])]
    followers += [referenced(session, User, g, "followers").gid for g in gids(d.get("followers"))]
    follow(session, task, followers)
    return task


def create_task(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    """A task in a workspace, in projects (end of each project's first section) or under a parent."""
    d = payload(body)
    projects = [referenced(session, Project, g, "projects") for g in gids(d.get("projects"))]
    parent = referenced(session, Task, d["parent"], "parent") if d.get("parent") else None
    if d.get("workspace"):
        workspace = referenced(session, Workspace, d["workspace"], "workspace").gid
    elif parent is not None:
        workspace = parent.workspace_gid
    elif projects:
        workspace = projects[0].workspace_gid
    else:
        raise invalid("You should specify one of workspace, parent, projects")
    if any(p.workspace_gid != workspace for p in projects) or (parent is not None and parent.workspace_gid != workspace):
        raise invalid("projects: every project must be in the task's workspace")
    task = _new_task(session, d, workspace, parent)
    for project in projects:
        place(session, task, project, first_section(session, project))
    session.commit()
    return data(task_full(task, session))


def get_task(session: Session, *, task_gid: str, **_: Any) -> Any:
    return data(task_full(find(session, Task, task_gid), session))


def update_task(session: Session, *, task_gid: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    """Only the fields given change; completing stamps completed_at, reopening clears it; a new assignee follows."""
    task = find(session, Task, task_gid)
    d = payload(body)
    if "name" in d:
        task.name = str(d["name"] or "")
    if "notes" in d:
        task.notes = str(d["notes"] or "")
    if "due_on" in d:
        task.due_on = _due(d["due_on"])
    if "assignee" in d:
        task.assignee_gid = _assignee(session, d["assignee"])
        if task.assignee_gid:
            follow(session, task, [task.assignee_gid])
    if "completed" in d:
        completed = bool(flag(d["completed"]))
        if completed != task.completed:
            task.completed_at = now() if completed else None
        task.completed = completed
    task.modified_at = now()
    session.commit()
    return data(task_full(task, session))


def _subtree(session: Session, gid: str) -> list[str]:
    found, frontier = [gid], [gid]
    while frontier:
        frontier = list(session.scalars(select(Task.gid).where(Task.parent_gid.in_(frontier))))
        found += frontier
    return found


def delete_task(session: Session, *, task_gid: str, **_: Any) -> Any:
    """The task goes with its subtasks, their project places and their followers."""
    find(session, Task, task_gid)
    doomed = _subtree(session, task_gid)
    session.execute(delete(Membership).where(Membership.task_gid.in_(doomed)))
    session.execute(delete(Follower).where(Follower.task_gid.in_(doomed)))
    for gid in reversed(doomed):
        session.execute(delete(Task).where(Task.gid == gid))
    session.commit()
    return data({})


def get_subtasks_for_task(session: Session, *, task_gid: str, opt_fields: Any = None, **_: Any) -> Any:
    find(session, Task, task_gid)
    rows = session.scalars(select(Task).where(Task.parent_gid == task_gid).order_by(Task.position, Task.gid))
    return task_listing(list(rows), session, opt_fields)


def create_subtask_for_task(session: Session, *, task_gid: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    """A subtask at the end of the parent's subtasks, in the parent's workspace and in no project."""
    parent = find(session, Task, task_gid)
    task = _new_task(session, payload(body), parent.workspace_gid, parent)
    session.commit()
    return data(task_full(task, session))


def _followers(session: Session, d: dict[str, Any]) -> list[str]:
    if d.get("followers") in (None, "", []):
        raise invalid("followers: Missing input")
    return [referenced(session, User, g, "followers").gid for g in gids(d["followers"])]


def add_followers_for_task(session: Session, *, task_gid: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    task = find(session, Task, task_gid)
    follow(session, task, _followers(session, payload(body)))
    session.commit()
    return data(task_full(task, session))


def remove_follower_for_task(session: Session, *, task_gid: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    task = find(session, Task, task_gid)
    users = _followers(session, payload(body))
    session.execute(delete(Follower).where(Follower.task_gid == task.gid, Follower.user_gid.in_(users)))
    session.commit()
    return data(task_full(task, session))


def add_project_for_task(session: Session, *, task_gid: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    """Into the project (or to another place in it): end of `section` or of the first section, or next to a task."""
    task = find(session, Task, task_gid)
    d = payload(body)
    if not d.get("project"):
        raise invalid("project: Missing input")
    project = referenced(session, Project, d["project"], "project")
    if project.workspace_gid != task.workspace_gid:
        raise invalid("project: the project is in another workspace")
    anchor = d.get("insert_before") or d.get("insert_after")
    if d.get("section"):
        section = referenced(session, Section, d["section"], "section")
        if section.project_gid != project.gid:
            raise invalid("section: the section is not in this project")
    elif anchor:
        where = session.get(Membership, (str(anchor), project.gid))
        if where is None:
            raise invalid(f"task {anchor} is not in this project")
        section = session.get(Section, where.section_gid)
    else:
        section = first_section(session, project)
    place(session, task, project, section, before=d.get("insert_before") or None, after=d.get("insert_after") or None)
    session.commit()
    return data({})


def remove_project_for_task(session: Session, *, task_gid: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    task = find(session, Task, task_gid)
    d = payload(body)
    if not d.get("project"):
        raise invalid("project: Missing input")
    project = referenced(session, Project, d["project"], "project")
    session.execute(delete(Membership).where(Membership.task_gid == task.gid, Membership.project_gid == project.gid))
    session.commit()
    return data({})


__all__ = ["get_task", "task_listing"]

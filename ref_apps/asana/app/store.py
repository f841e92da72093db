"""Asana's resources as the API shows them, and what every handler shares: gids, the data envelope, ordering."""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ...kit import clock
from ...kit.errors import ApiError
from ...kit.ids import bump
from .models import Counter, Follower, Membership, Project, Section, Task, User, Workspace

ME = "1001"  # the user the token belongs to: "me" in a path or a body names this user
DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def error(code: int, message: str) -> dict[str, Any]:
    """Asana's error shape: a list of errors, each with a message and a help line."""
    return {
        "errors": [
            {
                "message": message,
                "help": "For more information on API status codes and how to handle them, read the docs on errors: https://developers.asana.com/docs/errors",
            }
        ]
    }


def invalid(message: str) -> ApiError:
    return ApiError(400, message)


def unknown(gid: str) -> ApiError:
    return ApiError(404, f"Unknown object: {gid}")


def now() -> str:
    return clock.now().strftime("%Y-%m-%dT%H:%M:%S.000Z")


def new_gid(session: Session) -> str:
    return str(bump(session, Counter, "gids"))


def data(value: Any) -> dict[str, Any]:
    return {"data": value}


def payload(body: dict[str, Any] | None) -> dict[str, Any]:
    """The request's `data` object (Asana wraps every write body in one)."""
    inner = (body or {}).get("data", body or {})
    if not isinstance(inner, dict):
        raise invalid("data: Must be an object")
    return inner


def find(session: Session, model: Any, gid: Any) -> Any:
    """The row a path gid names, or Asana's 404."""
    gid = ME if model is User and gid == "me" else gid
    row = session.get(model, str(gid)) if gid is not None else None
    if row is None:
        raise unknown(str(gid))
    return row


def referenced(session: Session, model: Any, gid: Any, field: str) -> Any:
    """The row a body field names, or 400 (a bad reference in a body is an invalid request)."""
    gid = ME if model is User and gid == "me" else gid
    row = session.get(model, str(gid)) if isinstance(gid, (str, int)) and gid != "" else None
    if row is None:
        raise invalid(f"{field}: Unknown object: {gid}")
    return row


def gids(value: Any) -> list[str]:
    """A list of gids given as a JSON array or a comma-separated string."""
    if value is None:
        return []
    if isinstance(value, str):
        return [x.strip() for x in value.split(",") if x.strip()]
    if isinstance(value, list):
        return [str(x) for x in value]
    raise invalid("Must be a list of gids")


def fields(opt_fields: Any) -> set[str]:
    """opt_fields as the top-level names it asks for ("assignee.name" asks for assignee)."""
    names: set[str] = set()
    for part in opt_fields or []:
        names.update(x.strip().split(".")[0] for x in str(part).split(",") if x.strip())
    return names


def flag(value: Any) -> bool | None:
    if value is None or isinstance(value, bool):
        return value
    if str(value).lower() in ("true", "false"):
        return str(value).lower() == "true"
    raise invalid(f"Invalid boolean: {value}")


# -- resources -------------------------------------------------------------------------------------------
def user_compact(user: User) -> dict[str, Any]:
    return {"gid": user.gid, "resource_type": "user", "name": user.name}


def workspace_compact(ws: Workspace) -> dict[str, Any]:
    return {"gid": ws.gid, "resource_type": "workspace", "name": ws.name}


def workspace_full(ws: Workspace) -> dict[str, Any]:
    return {**workspace_compact(ws), "is_organization": ws.is_organization}


def project_compact(project: Project) -> dict[str, Any]:
    return {"gid": project.gid, "resource_type": "project", "name": project.name}


def project_full(project: Project, session: Session) -> dict[str, Any]:
    ws = session.get(Workspace, project.workspace_gid)
    return {
        **project_compact(project),
        "notes": project.notes,
        "color": project.color,
        "archived": project.archived,
        "created_at": project.created_at,
        "workspace": workspace_compact(ws),
    }


def section_compact(section: Section) -> dict[str, Any]:
    return {"gid": section.gid, "resource_type": "section", "name": section.name}


def section_full(section: Section, session: Session) -> dict[str, Any]:
    project = session.get(Project, section.project_gid)
    return {**section_compact(section), "created_at": section.created_at, "project": project_compact(project)}


def task_compact(task: Task) -> dict[str, Any]:
    return {"gid": task.gid, "resource_type": "task", "name": task.name, "resource_subtype": "default_task"}


def task_full(task: Task, session: Session) -> dict[str, Any]:
    members = session.execute(
        select(Membership, Project, Section)
        .join(Project, Membership.project_gid == Project.gid)
        .join(Section, Membership.section_gid == Section.gid)
        .where(Membership.task_gid == task.gid)
        .order_by(Project.gid)
    ).all()
    followers = session.scalars(
        select(User).join(Follower, Follower.user_gid == User.gid).where(Follower.task_gid == task.gid).order_by(User.gid)
    )
    assignee = session.get(User, task.assignee_gid) if task.assignee_gid else None
    parent = session.get(Task, task.parent_gid) if task.parent_gid else None
    subtasks = session.scalar(select(func.count()).select_from(Task).where(Task.parent_gid == task.gid)) or 0
    return {
        **task_compact(task),
        "notes": task.notes,
        "completed": task.completed,
        "completed_at": task.completed_at,
        "due_on": task.due_on,
        "assignee": user_compact(assignee) if assignee else None,
        "workspace": workspace_compact(session.get(Workspace, task.workspace_gid)),
        "parent": task_compact(parent) if parent else None,
        "projects": [project_compact(p) for _, p, _ in members],
        "memberships": [{"project": project_compact(p), "section": section_compact(s)} for _, p, s in members],
        "followers": [user_compact(u) for u in followers],
        "num_subtasks": int(subtasks),
        "created_at": task.created_at,
        "modified_at": task.modified_at,
    }


def task_listing(tasks: list[Task], session: Session, opt_fields: Any) -> dict[str, Any]:
    """Compact tasks, plus the optional fields asked for by name."""
    wanted = fields(opt_fields)
    items = []
    for task in tasks:
        item = task_compact(task)
        if wanted - set(item):
            full = task_full(task, session)
            item.update({k: full[k] for k in wanted if k in full})
        items.append(item)
    return {"data": items, "next_page": None}


# -- ordering --------------------------------------------------------------------------------------------
def section_members(session: Session, section_gid: str, exclude: str | None = None) -> list[Membership]:
    rows = session.scalars(
        select(Membership).where(Membership.section_gid == section_gid).order_by(Membership.position, Membership.task_gid)
    )
    return [m for m in rows if m.task_gid != exclude]


def place(
    session: Session, task: Task, project: Project, section: Section, before: Any = None, after: Any = None, top: bool = False
) -> None:
    """Put the task in the section (its one place in that project): next to a task of the section, first, or last."""
    others = section_members(session, section.gid, exclude=task.gid)
    order = [m.task_gid for m in others]
    anchor = before if before is not None else after
    if anchor is not None:
        if str(anchor) not in order:
            raise invalid(f"{'insert_before' if before is not None else 'insert_after'}: task {anchor} is not in this section")
        index = order.index(str(anchor)) + (0 if before is not None else 1)
    else:
        index = 0 if top else len(order)
    mine = session.get(Membership, (task.gid, project.gid))
    if mine is None:
        mine = Membership(task_gid=task.gid, project_gid=project.gid, section_gid=section.gid, position=0)
        session.add(mine)
    mine.section_gid = section.gid
    ordered = [*others[:index], mine, *others[index:]]
    for i, m in enumerate(ordered, start=1):
        m.position = i
    session.flush()


def first_section(session: Session, project: Project) -> Section:
    section = session.scalars(
        select(Section).where(Section.project_gid == project.gid).order_by(Section.position, Section.gid)
    ).first()
    if section is None:
        raise invalid(f"project {project.gid} has no section")
    return section


def follow(session: Session, task: Task, user_gids: list[str]) -> None:
    for gid in user_gids:
        if session.get(Follower, (task.gid, gid)) is None:
            session.add(Follower(task_gid=task.gid, user_gid=gid))
    session.flush()

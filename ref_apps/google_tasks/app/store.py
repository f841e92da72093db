"""Task-list operations shared by the handlers: ids, timestamps, sibling order, resources."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ...kit import clock
from ...kit.errors import bad_request, not_found
from ...kit.ids import bump
from .models import Counter, Task, TaskList


def now() -> str:
    return clock.now().strftime("%Y-%m-%dT%H:%M:%S.000Z")


def new_id(session: Session, prefix: str) -> str:
    return f"{prefix}-{bump(session, Counter)}"


def get_list(session: Session, list_id: str) -> TaskList:
    found = session.get(TaskList, list_id)
    if found is None:
        raise not_found()
    return found


def get_task(session: Session, list_id: str, task_id: str) -> Task:
    get_list(session, list_id)
    task = session.get(Task, task_id)
    if task is None or task.tasklist != list_id:
        raise not_found()
    return task


def siblings(session: Session, list_id: str, parent: str | None) -> list[Task]:
    rows = session.scalars(
        select(Task).where(Task.tasklist == list_id, Task.parent.is_(None) if parent is None else Task.parent == parent)
    )
    return sorted(rows, key=lambda t: (t.position, t.id))


def place(session: Session, task: Task, list_id: str, parent: str | None, previous: str | None, append: bool = False) -> None:
    """Put task among its new siblings: right after `previous`, else first (or last when append)."""
    if parent is not None:
        parent_task = get_task(session, list_id, parent)
        if parent_task.parent is not None:
            raise bad_request("Subtasks cannot have subtasks")
    others = [t for t in siblings(session, list_id, parent) if t.id != task.id]
    if previous:
        index = next((i for i, t in enumerate(others) if t.id == previous), None)
        if index is None:
            raise bad_request("Invalid previous task")
        others.insert(index + 1, task)
    elif append:
        others.append(task)
    else:
        others.insert(0, task)
    task.tasklist, task.parent = list_id, parent
    for i, t in enumerate(others):
        t.position = i


def compact(session: Session, list_id: str, parent: str | None) -> None:
    for i, t in enumerate(siblings(session, list_id, parent)):
        t.position = i


def tree_order(tasks: list[Task]) -> list[Task]:
    """Top-level tasks by position, each followed by its subtasks by position."""
    by_parent: dict[str | None, list[Task]] = {}
    for t in tasks:
        by_parent.setdefault(t.parent, []).append(t)
    ordered: list[Task] = []
    for top in sorted(by_parent.get(None, []), key=lambda t: (t.position, t.id)):
        ordered.append(top)
        ordered += sorted(by_parent.get(top.id, []), key=lambda t: (t.position, t.id))
    orphans = [t for t in tasks if t not in ordered]
    return ordered + sorted(orphans, key=lambda t: (t.position, t.id))


def list_resource(tl: TaskList) -> dict[str, Any]:
    return {"kind": "tasks#taskList", "id": tl.id, "title": tl.title, "updated": tl.updated}


def task_resource(t: Task) -> dict[str, Any]:
    out: dict[str, Any] = {
        "kind": "tasks#task",
        "id": t.id,
        "title": t.title,
        "updated": t.updated,
        "status": t.status,
        "position": f"{t.position:020d}",
    }
    for key in ("notes", "due", "completed", "parent"):
        if getattr(t, key):
            out[key] = getattr(t, key)
    if t.hidden:
        out["hidden"] = True
    return out


def set_status(task: Task, status: Any) -> None:
    if status not in ("needsAction", "completed"):
        raise bad_request("Invalid task status")
    if status == "completed" and task.status != "completed":
        task.completed = now()
    if status == "needsAction":
        task.completed = None
    task.status = status

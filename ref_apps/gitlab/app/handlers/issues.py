"""Issues: iids per project, label filters and edits, closing and reopening (with their system notes), deletion."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete as sql_delete
from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Issue, IssueLabel, Label, Note, Project, User
from ..store import (
    DEFAULT_COLOR,
    ME,
    invalid,
    issue_labels,
    issue_resource,
    issue_row,
    names,
    new_id,
    newest_first,
    next_iid,
    now,
    page,
    project_row,
    required,
    system_note,
)

STATES = ("opened", "closed", "all")


def list_(
    session: Session, *, id: str, state: str | None = None, labels: str | None = None, page: Any = None, per_page: Any = None, **_: Any
) -> Any:
    project = project_row(session, id)
    if state is not None and state not in STATES:
        raise invalid("state does not have a valid value")
    rows = newest_first(list(session.scalars(select(Issue).where(Issue.project_id == project.id))))
    if state in ("opened", "closed"):
        rows = [i for i in rows if i.state == state]
    wanted = set(names(labels))
    if wanted:
        rows = [i for i in rows if wanted <= set(issue_labels(session, i))]
    return page_of(session, rows, per_page, page)


def page_of(session: Session, rows: list[Issue], per_page: Any, number: Any) -> Any:
    return page([issue_resource(session, i) for i in rows], per_page, number)


def _label(session: Session, project: Project, name: str) -> Label:
    """The project's label of that name; naming one it does not have creates it."""
    found = session.scalars(select(Label).where(Label.project_id == project.id, Label.name == name)).first()
    if found is None:
        found = Label(id=new_id(session), project_id=project.id, name=name, color=DEFAULT_COLOR, description="")
        session.add(found)
        session.flush()
    return found


def add_labels(session: Session, project: Project, issue: Issue, given: Any) -> None:
    for name in names(given):
        label = _label(session, project, name)
        if session.get(IssueLabel, (issue.id, label.id)) is None:
            session.add(IssueLabel(issue_id=issue.id, label_id=label.id))
    session.flush()


def remove_labels(session: Session, issue: Issue, given: Any) -> None:
    drop = set(names(given))
    for link in session.scalars(select(IssueLabel).where(IssueLabel.issue_id == issue.id)):
        label = session.get(Label, link.label_id)
        if label is not None and label.name in drop:
            session.delete(link)
    session.flush()


def _assignee(session: Session, value: Any) -> int | None:
    if value in (None, 0, "0", ""):
        return None
    if session.get(User, int(value)) is None:
        raise invalid("assignee_id is invalid")
    return int(value)


def create(session: Session, *, id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    project = project_row(session, id)
    d = required(body, "title")
    stamp = now()
    issue = Issue(
        id=new_id(session),
        iid=next_iid(session, "issue", project.id),
        project_id=project.id,
        title=str(d["title"]),
        description=str(d.get("description") or ""),
        state="opened",
        author_id=ME,
        assignee_id=_assignee(session, d.get("assignee_id")),
        created_at=stamp,
        updated_at=stamp,
    )
    session.add(issue)
    session.flush()
    add_labels(session, project, issue, d.get("labels"))
    session.commit()
    return issue_resource(session, issue)


def get(session: Session, *, id: str, issue_iid: int, **_: Any) -> Any:
    return issue_resource(session, issue_row(session, project_row(session, id), issue_iid))


def close(session: Session, issue: Issue) -> None:
    """Close an open issue: closed_at and closed_by from the clock and the token's user, and a system note."""
    if issue.state == "closed":
        return
    issue.state, issue.closed_at, issue.closed_by_id, issue.updated_at = "closed", now(), ME, now()
    system_note(session, "Issue", issue.id, "closed")


def reopen(session: Session, issue: Issue) -> None:
    if issue.state == "opened":
        return
    issue.state, issue.closed_at, issue.closed_by_id, issue.updated_at = "opened", None, None, now()
    system_note(session, "Issue", issue.id, "reopened")


def update(session: Session, *, id: str, issue_iid: int, body: dict[str, Any] | None = None, **_: Any) -> Any:
    project = project_row(session, id)
    issue = issue_row(session, project, issue_iid)
    d = body or {}
    event = d.get("state_event")
    if event is not None and event not in ("close", "reopen"):
        raise invalid("state_event does not have a valid value")
    if "title" in d:
        if not str(d["title"] or "").strip():
            raise invalid("title is empty")
        issue.title = str(d["title"])
    if "description" in d:
        issue.description = str(d["description"] or "")
    if "assignee_id" in d:
        issue.assignee_id = _assignee(session, d["assignee_id"])
    if "labels" in d:
        session.execute(sql_delete(IssueLabel).where(IssueLabel.issue_id == issue.id))
        add_labels(session, project, issue, d["labels"])
    if "add_labels" in d:
        add_labels(session, project, issue, d["add_labels"])
    if "remove_labels" in d:
        remove_labels(session, issue, d["remove_labels"])
    issue.updated_at = now()
    if event == "close":
        close(session, issue)
    elif event == "reopen":
        reopen(session, issue)
    session.commit()
    return issue_resource(session, issue)


def delete(session: Session, *, id: str, issue_iid: int, **_: Any) -> None:
    """The issue goes with its notes and label links; the project's labels stay."""
    issue = issue_row(session, project_row(session, id), issue_iid)
    session.execute(sql_delete(Note).where(Note.noteable_type == "Issue", Note.noteable_id == issue.id))
    session.execute(sql_delete(IssueLabel).where(IssueLabel.issue_id == issue.id))
    session.delete(issue)
    session.commit()

"""Issues, their labels, comments and milestones: numbering, filters, state changes and the counts they move."""

from __future__ import annotations

from typing import Any

from fastapi.responses import JSONResponse
from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.crud import iso_now
from ..models import Comment, Issue, IssueLabel, Label, Milestone, Repo
from ..store import (
    COMMENTS,
    LABELS,
    ME,
    MILESTONES,
    comment_resource,
    invalid,
    issue_resource,
    issue_row,
    new_id,
    not_found,
    page,
    repo_row,
    touch,
)

_page = page


def _milestone_id(session: Session, repo: Repo, number: Any) -> int | None:
    if number is None:
        return None
    found = session.scalars(select(Milestone).where(Milestone.repo_id == repo.id, Milestone.number == number)).first()
    if found is None:
        raise invalid("milestone: does not exist")
    return found.id


def _set_labels(session: Session, repo: Repo, issue: Issue, names: Any, replace: bool) -> None:
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise invalid("labels must be a list of names")
    if replace:
        for link in session.scalars(select(IssueLabel).where(IssueLabel.issue_id == issue.id)):
            session.delete(link)
        session.flush()
    for name in names:
        label = session.scalars(select(Label).where(Label.repo_id == repo.id, Label.name == name)).first()
        if label is None:  # GitHub creates a label it does not know yet
            label = Label(id=new_id(session), repo_id=repo.id, name=name, color="ededed", description="")
            session.add(label)
            session.flush()
        if session.get(IssueLabel, (issue.id, label.id)) is None:
            session.add(IssueLabel(issue_id=issue.id, label_id=label.id))


def list_for_repo(
    session: Session,
    *,
    owner: str,
    repo: str,
    state: str | None = None,
    labels: str | None = None,
    milestone: str | None = None,
    sort: str | None = None,
    direction: str | None = None,
    per_page: Any = None,
    page: Any = None,
    creator: str | None = None,
    **_: Any,
) -> list[Any]:
    r = repo_row(session, owner, repo)
    rows = list(session.scalars(select(Issue).where(Issue.repo_id == r.id)))
    state = state or "open"
    if state not in ("open", "closed", "all"):
        raise invalid("state must be open, closed or all")
    if state != "all":
        rows = [i for i in rows if i.state == state]
    if labels:
        wanted = {x.strip() for x in labels.split(",") if x.strip()}
        have = {
            i.id: {x.name for x in session.scalars(select(Label).join(IssueLabel).where(IssueLabel.issue_id == i.id))}
            for i in rows
        }
        rows = [i for i in rows if wanted <= have[i.id]]
    if milestone is not None:
        if milestone == "none":
            rows = [i for i in rows if i.milestone_id is None]
        elif milestone == "*":
            rows = [i for i in rows if i.milestone_id is not None]
        else:
            ms = (
                session.scalars(select(Milestone).where(Milestone.repo_id == r.id, Milestone.number == int(milestone))).first()
                if milestone.isdigit()
                else None
            )
            rows = [i for i in rows if ms is not None and i.milestone_id == ms.id]
    if creator:
        rows = [i for i in rows if i.user_login == creator]
    key = {"created": "created_at", "updated": "updated_at", "comments": "comments"}.get(sort or "created", "created_at")
    descending = (direction or "desc") == "desc"
    rows.sort(key=lambda i: (getattr(i, key), i.number), reverse=descending)
    return [issue_resource(i) for i in _page(rows, per_page, page)]


def create(session: Session, *, owner: str, repo: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    r = repo_row(session, owner, repo)
    body = body or {}
    title = body.get("title")
    if not isinstance(title, str) or not title.strip():
        raise invalid("title is required")
    issue = Issue(
        id=new_id(session),
        repo_id=r.id,
        number=r.next_number,
        title=title,
        body=str(body.get("body") or ""),
        state="open",
        user_login=ME,
        milestone_id=_milestone_id(session, r, body.get("milestone")),
        is_pull=False,
        comments=0,
        created_at=iso_now(),
        updated_at=iso_now(),
    )
    r.next_number += 1
    r.open_issues_count += 1
    session.add(issue)
    session.flush()
    _set_labels(session, r, issue, body.get("labels", []), replace=False)
    session.commit()
    out = issue_resource(issue)
    return JSONResponse(out, status_code=201)


def get(session: Session, *, owner: str, repo: str, issue_number: Any, **_: Any) -> Any:
    return issue_resource(issue_row(session, owner, repo, issue_number))


def set_state(session: Session, repo: Repo, issue: Issue, state: str, reason: str | None = None) -> None:
    """Open or close an issue (or PR); the repository's open count and the timestamps follow."""
    if state not in ("open", "closed"):
        raise invalid("state must be open or closed")
    if state == issue.state:
        return
    repo.open_issues_count += 1 if state == "open" else -1
    issue.state = state
    if state == "closed":
        issue.closed_at = iso_now()
        issue.state_reason = reason or "completed"
    else:
        issue.closed_at, issue.state_reason = None, "reopened"


def update(session: Session, *, owner: str, repo: str, issue_number: Any, body: dict[str, Any] | None = None, **_: Any) -> Any:
    r = repo_row(session, owner, repo)
    issue = issue_row(session, owner, repo, issue_number)
    body = body or {}
    if "title" in body:
        if not isinstance(body["title"], str) or not body["title"].strip():
            raise invalid("title cannot be empty")
        issue.title = body["title"]
    if "body" in body:
        issue.body = str(body["body"] or "")
    if "milestone" in body:
        issue.milestone_id = _milestone_id(session, r, body["milestone"])
    if "labels" in body:
        _set_labels(session, r, issue, body["labels"], replace=True)
    if "state" in body:
        set_state(session, r, issue, body["state"], body.get("state_reason"))
    touch(issue)
    session.commit()
    return issue_resource(issue)


def create_comment(
    session: Session, *, owner: str, repo: str, issue_number: Any, body: dict[str, Any] | None = None, **_: Any
) -> Any:
    issue = issue_row(session, owner, repo, issue_number)
    text = (body or {}).get("body")
    if not isinstance(text, str) or not text.strip():
        raise invalid("body is required")
    comment = Comment(id=new_id(session), issue_id=issue.id, body=text, user_login=ME, created_at=iso_now())
    session.add(comment)
    issue.comments += 1
    touch(issue)
    session.commit()
    return comment_resource(comment)


def add_labels(
    session: Session, *, owner: str, repo: str, issue_number: Any, body: dict[str, Any] | None = None, **_: Any
) -> Any:
    r = repo_row(session, owner, repo)
    issue = issue_row(session, owner, repo, issue_number)
    names = (body or {}).get("labels") if isinstance(body, dict) else body
    _set_labels(session, r, issue, names, replace=False)
    touch(issue)
    session.commit()
    return issue_resource(issue)["labels"]


def remove_label(session: Session, *, owner: str, repo: str, issue_number: Any, name: str, **_: Any) -> Any:
    r = repo_row(session, owner, repo)
    issue = issue_row(session, owner, repo, issue_number)
    label = session.scalars(select(Label).where(Label.repo_id == r.id, Label.name == name)).first()
    link = session.get(IssueLabel, (issue.id, label.id)) if label else None
    if link is None:
        raise not_found()
    session.delete(link)
    touch(issue)
    session.commit()
    return issue_resource(issue)["labels"]


def list_milestones(session: Session, *, owner: str, repo: str, state: str | None = None, **_: Any) -> Any:
    return MILESTONES.list_(session, owner=owner, repo=repo, state=None if state == "all" else (state or "open"))


list_comments = COMMENTS.list_
list_labels_for_repo = LABELS.list_
create_label = LABELS.create
create_milestone = MILESTONES.create
get_milestone = MILESTONES.get

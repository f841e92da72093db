"""GitLab's resources as API v4 shows them, and what every handler shares: lookups, iids, paging, system notes."""

from __future__ import annotations

import math
import re
from typing import Any

from fastapi.responses import JSONResponse
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ...kit import clock
from ...kit.errors import ApiError
from ...kit.ids import bump
from .models import Counter, Issue, IssueLabel, Label, MergeRequest, Note, Pipeline, Project, User

ME = 1  # the user the private token belongs to
DEFAULT_COLOR = "#6699cc"  # the colour of a label created by naming it on an issue


def error(code: int, message: str) -> dict[str, Any]:
    """GitLab's error bodies: a missing or invalid parameter is {"error": ...}, everything else {"message": ...}."""
    return {"error": message} if code == 400 else {"message": message}


def not_found(what: str) -> ApiError:
    return ApiError(404, f"404 {what} Not Found")


def invalid(message: str) -> ApiError:
    return ApiError(400, message)


def now() -> str:
    return clock.now().strftime("%Y-%m-%dT%H:%M:%S.000Z")


def new_id(session: Session) -> int:
    return bump(session, Counter, "ids")


def next_iid(session: Session, kind: str, project_id: int) -> int:
    """Issues and merge requests count apart, per project, and an iid is never handed out twice."""
    return bump(session, Counter, f"{kind}_iid.{project_id}")


def required(body: dict[str, Any] | None, *names: str) -> dict[str, Any]:
    d = body or {}
    for name in names:
        value = d.get(name)
        if value is None or (isinstance(value, str) and not value.strip()):
            raise invalid(f"{name} is missing")
    return d


def project_row(session: Session, id: Any) -> Project:
    """A project by numeric id or by its URL-encoded path (acme%2Fwebsite arrives decoded)."""
    text = str(id)
    row = session.get(Project, int(text)) if text.isdigit() else None
    if row is None and not text.isdigit():
        row = session.scalars(select(Project).where(Project.path_with_namespace == text)).first()
    if row is None:
        raise not_found("Project")
    return row


def issue_row(session: Session, project: Project, iid: Any) -> Issue:
    row = session.scalars(select(Issue).where(Issue.project_id == project.id, Issue.iid == int(iid))).first()
    if row is None:
        raise not_found("Issue")
    return row


def mr_row(session: Session, project: Project, iid: Any) -> MergeRequest:
    row = session.scalars(select(MergeRequest).where(MergeRequest.project_id == project.id, MergeRequest.iid == int(iid))).first()
    if row is None:
        raise not_found("Merge Request")
    return row


def names(value: Any) -> list[str]:
    """Label names given as a comma-separated string or a JSON array."""
    if value is None:
        return []
    if isinstance(value, list):
        return [str(x).strip() for x in value if str(x).strip()]
    return [x.strip() for x in str(value).split(",") if x.strip()]


def page(items: list[Any], per_page: Any = None, page_: Any = None) -> JSONResponse:
    """GitLab's offset paging: per_page (default 20, at most 100), page from 1, and the X-* headers."""
    size = min(max(int(per_page or 20), 1), 100)
    number = max(int(page_ or 1), 1)
    pages = max(math.ceil(len(items) / size), 1)
    headers = {"X-Total": str(len(items)), "X-Total-Pages": str(pages), "X-Per-Page": str(size), "X-Page": str(number),
               "X-Next-Page": str(number + 1) if number < pages else "", "X-Prev-Page": str(number - 1) if number > 1 else ""}
    return JSONResponse(items[(number - 1) * size : number * size], headers=headers)


def newest_first(rows: list[Any]) -> list[Any]:
    return sorted(rows, key=lambda r: (r.created_at, r.id), reverse=True)


def system_note(session: Session, noteable_type: str, noteable_id: int, body: str) -> None:
    session.add(Note(id=new_id(session), noteable_type=noteable_type, noteable_id=noteable_id, body=body, author_id=ME,
                     system=True, created_at=now()))


# -- resources -------------------------------------------------------------------------------------------
def user_resource(user: User | None) -> dict[str, Any] | None:
    if user is None:
        return None
    return {"id": user.id, "username": user.username, "name": user.name, "state": user.state}


def user_by_id(session: Session, id: int | None) -> dict[str, Any] | None:
    return user_resource(session.get(User, id)) if id is not None else None


def open_issues(session: Session, project_id: int) -> int:
    count = session.scalar(select(func.count()).select_from(Issue).where(Issue.project_id == project_id, Issue.state == "opened"))
    return int(count or 0)


def project_resource(session: Session, p: Project) -> dict[str, Any]:
    return {
        "id": p.id,
        "name": p.name,
        "path": p.name,
        "path_with_namespace": p.path_with_namespace,
        "description": p.description,
        "default_branch": p.default_branch,
        "open_issues_count": open_issues(session, p.id),
        "only_allow_merge_if_pipeline_succeeds": p.only_allow_merge_if_pipeline_succeeds,
        "created_at": p.created_at,
    }


def label_resource(session: Session, label: Label) -> dict[str, Any]:
    count = session.scalar(
        select(func.count()).select_from(IssueLabel).join(Issue, Issue.id == IssueLabel.issue_id)
        .where(IssueLabel.label_id == label.id, Issue.state == "opened")
    )
    return {"id": label.id, "name": label.name, "color": label.color, "description": label.description,
            "open_issues_count": int(count or 0)}


def issue_labels(session: Session, issue: Issue) -> list[str]:
    rows = session.scalars(
        select(Label.name).join(IssueLabel, IssueLabel.label_id == Label.id).where(IssueLabel.issue_id == issue.id)
    )
    return sorted(rows, key=str.lower)


def user_notes(session: Session, noteable_type: str, noteable_id: int) -> int:
    count = session.scalar(
        select(func.count()).select_from(Note)
        .where(Note.noteable_type == noteable_type, Note.noteable_id == noteable_id, Note.system.is_(False))
    )
    return int(count or 0)


def issue_resource(session: Session, issue: Issue) -> dict[str, Any]:
    assignee = user_by_id(session, issue.assignee_id)
    return {
        "id": issue.id,
        "iid": issue.iid,
        "project_id": issue.project_id,
        "title": issue.title,
        "description": issue.description,
        "state": issue.state,
        "labels": issue_labels(session, issue),
        "author": user_by_id(session, issue.author_id),
        "assignee": assignee,
        "assignees": [assignee] if assignee else [],
        "closed_by": user_by_id(session, issue.closed_by_id),
        "closed_at": issue.closed_at,
        "created_at": issue.created_at,
        "updated_at": issue.updated_at,
        "user_notes_count": user_notes(session, "Issue", issue.id),
    }


def pipeline_resource(pipeline: Pipeline) -> dict[str, Any]:
    return {"id": pipeline.id, "project_id": pipeline.project_id, "ref": pipeline.ref, "sha": pipeline.sha, "status": pipeline.status,
            "source": pipeline.source, "created_at": pipeline.created_at, "updated_at": pipeline.updated_at}


def head_pipeline(session: Session, mr: MergeRequest) -> Pipeline | None:
    """The newest pipeline of the merge request's source branch."""
    return session.scalars(
        select(Pipeline).where(Pipeline.project_id == mr.project_id, Pipeline.ref == mr.source_branch).order_by(Pipeline.id.desc())
    ).first()


def mr_resource(session: Session, mr: MergeRequest) -> dict[str, Any]:
    pipeline = head_pipeline(session, mr)
    return {
        "id": mr.id,
        "iid": mr.iid,
        "project_id": mr.project_id,
        "title": mr.title,
        "description": mr.description,
        "state": mr.state,
        "source_branch": mr.source_branch,
        "target_branch": mr.target_branch,
        "draft": mr.draft,
        "work_in_progress": mr.draft,
        "author": user_by_id(session, mr.author_id),
        "merged_by": user_by_id(session, mr.merged_by_id),
        "merged_at": mr.merged_at,
        "closed_at": mr.closed_at,
        "created_at": mr.created_at,
        "updated_at": mr.updated_at,
        "user_notes_count": user_notes(session, "MergeRequest", mr.id),
        "head_pipeline": pipeline_resource(pipeline) if pipeline else None,
    }


def note_resource(session: Session, note: Note) -> dict[str, Any]:
    model = Issue if note.noteable_type == "Issue" else MergeRequest
    parent = session.get(model, note.noteable_id)
    return {"id": note.id, "body": note.body, "author": user_by_id(session, note.author_id), "system": note.system,
            "noteable_type": note.noteable_type, "noteable_id": note.noteable_id,
            "noteable_iid": parent.iid if parent else None, "created_at": note.created_at}


DRAFT = re.compile(r"^\s*(draft:|\[draft\]|\(draft\))", re.IGNORECASE)


def is_draft(title: str) -> bool:
    return DRAFT.match(title) is not None

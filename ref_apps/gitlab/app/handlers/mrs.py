"""Merge requests: branches, drafts, one open request per branch pair, the merge and the issues it closes."""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.errors import ApiError
from ..models import Branch, Issue, MergeRequest, Project
from ..store import (
    ME,
    head_pipeline,
    invalid,
    is_draft,
    mr_resource,
    mr_row,
    new_id,
    newest_first,
    next_iid,
    now,
    page,
    project_row,
    required,
    system_note,
)
from .issues import close as close_issue

STATES = ("opened", "closed", "merged", "all")
CLOSES = re.compile(r"\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\s+#(\d+)", re.IGNORECASE)


def list_(
    session: Session, *, id: str, state: str | None = None, page: Any = None, per_page: Any = None, **_: Any
) -> Any:
    project = project_row(session, id)
    if state is not None and state not in STATES:
        raise invalid("state does not have a valid value")
    rows = newest_first(list(session.scalars(select(MergeRequest).where(MergeRequest.project_id == project.id))))
    if state not in (None, "all"):
        rows = [m for m in rows if m.state == state]
    return page_of(session, rows, per_page, page)


def page_of(session: Session, rows: list[MergeRequest], per_page: Any, number: Any) -> Any:
    return page([mr_resource(session, m) for m in rows], per_page, number)


def _branch(session: Session, project: Project, name: str, field: str) -> str:
    if session.get(Branch, (project.id, name)) is None:
        raise invalid(f"{field} is invalid: no branch {name}")
    return name


def create(session: Session, *, id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    project = project_row(session, id)
    d = required(body, "source_branch", "target_branch", "title")
    source = _branch(session, project, str(d["source_branch"]), "source_branch")
    target = _branch(session, project, str(d["target_branch"]), "target_branch")
    if source == target:
        raise invalid("source_branch and target_branch must differ")
    clash = session.scalars(
        select(MergeRequest).where(
            MergeRequest.project_id == project.id,
            MergeRequest.source_branch == source,
            MergeRequest.target_branch == target,
            MergeRequest.state == "opened",
        )
    ).first()
    if clash is not None:
        raise ApiError(409, f"Another open merge request already exists for this source branch: !{clash.iid}")
    stamp = now()
    title = str(d["title"])
    mr = MergeRequest(
        id=new_id(session),
        iid=next_iid(session, "mr", project.id),
        project_id=project.id,
        title=title,
        description=str(d.get("description") or ""),
        source_branch=source,
        target_branch=target,
        state="opened",
        draft=is_draft(title),
        author_id=ME,
        created_at=stamp,
        updated_at=stamp,
    )
    session.add(mr)
    session.commit()
    return mr_resource(session, mr)


def get(session: Session, *, id: str, merge_request_iid: int, **_: Any) -> Any:
    return mr_resource(session, mr_row(session, project_row(session, id), merge_request_iid))


def update(session: Session, *, id: str, merge_request_iid: int, body: dict[str, Any] | None = None, **_: Any) -> Any:
    project = project_row(session, id)
    mr = mr_row(session, project, merge_request_iid)
    d = body or {}
    event = d.get("state_event")
    if event is not None and event not in ("close", "reopen"):
        raise invalid("state_event does not have a valid value")
    if "title" in d:
        if not str(d["title"] or "").strip():
            raise invalid("title is empty")
        mr.title = str(d["title"])
        mr.draft = is_draft(mr.title)
    if "description" in d:
        mr.description = str(d["description"] or "")
    if "target_branch" in d:
        mr.target_branch = _branch(session, project, str(d["target_branch"]), "target_branch")
    mr.updated_at = now()
    if event == "close" and mr.state == "opened":
        mr.state, mr.closed_at = "closed", now()
        system_note(session, "MergeRequest", mr.id, "closed")
    elif event == "reopen" and mr.state == "closed":
        mr.state, mr.closed_at = "opened", None
        system_note(session, "MergeRequest", mr.id, "reopened")
    session.commit()
    return mr_resource(session, mr)


def merge(session: Session, *, id: str, merge_request_iid: int, **_: Any) -> Any:
    """Only an open, non-draft request merges, and (where the project asks) only on a successful head pipeline."""
    project = project_row(session, id)
    mr = mr_row(session, project, merge_request_iid)
    if mr.state != "opened" or mr.draft:
        raise ApiError(405, "405 Method Not Allowed")
    pipeline = head_pipeline(session, mr)
    if project.only_allow_merge_if_pipeline_succeeds and (pipeline is None or pipeline.status != "success"):
        raise ApiError(405, "405 Method Not Allowed")
    mr.state, mr.merged_at, mr.merged_by_id, mr.updated_at = "merged", now(), ME, now()
    system_note(session, "MergeRequest", mr.id, "merged")
    if mr.target_branch == project.default_branch:
        for iid in sorted({int(n) for n in CLOSES.findall(mr.description)}):
            issue = session.scalars(select(Issue).where(Issue.project_id == project.id, Issue.iid == iid)).first()
            if issue is not None:
                close_issue(session, issue)
    session.commit()
    return mr_resource(session, mr)

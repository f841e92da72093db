"""GitHub's resources for the kit's CRUD, and what it does not know: numbering, counts, the issue/PR pairing."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session, object_session

from ...kit.crud import Crud, Resource, iso_now
from ...kit.errors import ApiError
from ...kit.ids import bump
from .models import Comment, Counter, Issue, IssueLabel, Label, Milestone, Pull, Repo, Review

ME = "mona"


def not_found() -> ApiError:
    return ApiError(404, "Not Found")


def invalid(message: str) -> ApiError:
    return ApiError(422, message)


def new_id(session: Session) -> int:
    return bump(session, Counter)


def repo_row(session: Session, owner: str, repo: str) -> Repo:
    found = session.scalars(select(Repo).where(Repo.owner == owner, Repo.name == repo)).first()
    if found is None:
        raise not_found()
    return found


def issue_row(session: Session, owner: str, repo: str, number: Any, pull: bool | None = None) -> Issue:
    r = repo_row(session, owner, repo)
    try:
        n = int(number)
    except (TypeError, ValueError):
        raise not_found() from None
    found = session.scalars(select(Issue).where(Issue.repo_id == r.id, Issue.number == n)).first()
    if found is None or (pull is not None and found.is_pull != pull):
        raise not_found()
    return found


def page(items: list[Any], per_page: Any, page_: Any) -> list[Any]:
    """GitHub's paging: per_page (default 30, at most 100) and a 1-based page."""
    size = min(max(int(per_page or 30), 1), 100)
    start = (max(int(page_ or 1), 1) - 1) * size
    return items[start : start + size]


def user(login: str) -> dict[str, Any]:
    return {"login": login, "type": "User"}


def repo_resource(r: Repo) -> dict[str, Any]:
    return {
        "id": r.id,
        "name": r.name,
        "full_name": f"{r.owner}/{r.name}",
        "owner": user(r.owner),
        "private": r.private,
        "description": r.description,
        "default_branch": r.default_branch,
        "open_issues_count": r.open_issues_count,
        "open_issues": r.open_issues_count,
        "created_at": r.created_at,
        "updated_at": r.updated_at,
        "url": f"/repos/{r.owner}/{r.name}",
    }


def label_resource(x: Label) -> dict[str, Any]:
    return {"id": x.id, "name": x.name, "color": x.color, "description": x.description, "default": False}


def milestone_resource(m: Milestone) -> dict[str, Any]:
    session = object_session(m)
    assert session is not None
    states = list(session.scalars(select(Issue.state).where(Issue.milestone_id == m.id)))
    return {
        "id": m.id,
        "number": m.number,
        "title": m.title,
        "description": m.description,
        "state": m.state,
        "due_on": m.due_on,
        "open_issues": states.count("open"),
        "closed_issues": states.count("closed"),
    }


def issue_resource(i: Issue) -> dict[str, Any]:
    session = object_session(i)
    assert session is not None
    labels = session.scalars(
        select(Label).join(IssueLabel, IssueLabel.label_id == Label.id).where(IssueLabel.issue_id == i.id).order_by(Label.name)
    )
    milestone = session.get(Milestone, i.milestone_id) if i.milestone_id else None
    r = session.get(Repo, i.repo_id)
    assert r is not None
    out: dict[str, Any] = {
        "id": i.id,
        "number": i.number,
        "title": i.title,
        "body": i.body,
        "state": i.state,
        "state_reason": i.state_reason,
        "user": user(i.user_login),
        "labels": [label_resource(x) for x in labels],
        "milestone": milestone_resource(milestone) if milestone else None,
        "comments": i.comments,
        "created_at": i.created_at,
        "updated_at": i.updated_at,
        "closed_at": i.closed_at,
        "url": f"/repos/{r.owner}/{r.name}/issues/{i.number}",
    }
    if i.is_pull:
        out["pull_request"] = {"url": f"/repos/{r.owner}/{r.name}/pulls/{i.number}"}
    return out


def pull_resource(i: Issue) -> dict[str, Any]:
    session = object_session(i)
    assert session is not None
    p = session.get(Pull, i.id)
    assert p is not None
    out = {k: v for k, v in issue_resource(i).items() if k not in ("pull_request", "comments", "state_reason")}
    out["url"] = out["url"].replace("/issues/", "/pulls/")
    out.update(
        head={"ref": p.head},
        base={"ref": p.base},
        merged=p.merged,
        merged_at=p.merged_at,
        merge_commit_sha=p.merge_commit_sha,
        mergeable=not p.merged and i.state == "open",
    )
    return out


def comment_resource(c: Comment) -> dict[str, Any]:
    return {"id": c.id, "body": c.body, "user": user(c.user_login), "created_at": c.created_at, "updated_at": c.created_at}


def review_resource(r: Review) -> dict[str, Any]:
    return {"id": r.id, "user": user(r.user_login), "state": r.state, "body": r.body, "submitted_at": r.submitted_at}


def touch(issue: Issue) -> None:
    issue.updated_at = iso_now()


def _unique_label(session: Session, row: Label, values: dict[str, Any]) -> None:
    name = values.get("name", row.name)
    clash = session.scalars(select(Label).where(Label.repo_id == values.get("repo_id", row.repo_id), Label.name == name)).first()
    if clash is not None and clash is not row:
        raise invalid("already_exists: a label with this name exists")


def _next_milestone(session: Session, values: dict[str, Any]) -> int:
    numbers = list(session.scalars(select(Milestone.number).where(Milestone.repo_id == values["repo_id"])))
    return max(numbers, default=0) + 1


def in_repo(session: Session, params: dict[str, Any]) -> dict[str, Any]:
    """owner + repo in the path name the repository the rows belong to."""
    return {"repo_id": repo_row(session, params["owner"], params["repo"]).id}


def in_issue(session: Session, params: dict[str, Any]) -> dict[str, Any]:
    number = params.get("issue_number", params.get("pull_number"))
    # every pull request is an issue (its comments live on the issue), but not every issue is a pull request
    return {
        "issue_id": issue_row(session, params["owner"], params["repo"], number, pull=True if "pull_number" in params else None).id
    }


def paged(items: list[Any], params: dict[str, Any]) -> list[Any]:
    return page(items, params.get("per_page"), params.get("page"))


LABELS = Crud(
    Resource(
        model=Label,
        render=label_resource,
        resolve=in_repo,
        envelope=paged,
        id_param="name",
        id_column="name",
        scope={"repo_id": "repo_id"},
        fields={"name": "name", "color": "color", "description": "description"},
        required=("name",),
        defaults={"color": "ededed", "description": ""},
        new_id=new_id,
        order_by=("name",),
        validate=_unique_label,
        not_found=not_found,
        bad_request=invalid,
    )
)
MILESTONES = Crud(
    Resource(
        model=Milestone,
        render=milestone_resource,
        resolve=in_repo,
        id_param="milestone_number",
        id_column="number",
        scope={"repo_id": "repo_id"},
        fields={"title": "title", "description": "description", "state": "state", "due_on": "due_on"},
        required=("title",),
        defaults={"description": "", "state": "open", "due_on": None, "number": _next_milestone},
        new_id=new_id,
        filters={"state": "state"},
        order_by=("due_on", "number"),
        not_found=not_found,
        bad_request=invalid,
    )
)
COMMENTS = Crud(
    Resource(
        model=Comment,
        render=comment_resource,
        resolve=in_issue,
        envelope=paged,
        scope={"issue_id": "issue_id"},
        order_by=("created_at", "id"),
        not_found=not_found,
        bad_request=invalid,
    )
)
REVIEWS = Crud(
    Resource(
        model=Review,
        render=review_resource,
        resolve=in_issue,
        envelope=paged,
        scope={"issue_id": "issue_id"},
        order_by=("submitted_at", "id"),
        not_found=not_found,
        bad_request=invalid,
    )
)
REPOS = Crud(
    Resource(model=Repo, render=repo_resource, order_by=("name",), envelope=paged, not_found=not_found, bad_request=invalid)
)

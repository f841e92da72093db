"""Pull requests: an issue with a head and a base, reviews, and a merge that requested changes block."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.crud import iso_now
from ....kit.errors import ApiError
from ..models import Issue, Pull, Review
from ..store import ME, REVIEWS, invalid, issue_row, new_id, page, pull_resource, repo_row, review_resource, touch
from .issues import set_state

_page = page


def list_(
    session: Session,
    *,
    owner: str,
    repo: str,
    state: str | None = None,
    direction: str | None = None,
    per_page: Any = None,
    page: Any = None,
    **_: Any,
) -> Any:
    r = repo_row(session, owner, repo)
    rows = [
        i
        for i in session.scalars(select(Issue).where(Issue.repo_id == r.id, Issue.is_pull.is_(True)))
        if (state or "open") == "all" or i.state == (state or "open")
    ]
    rows.sort(key=lambda i: (i.created_at, i.number), reverse=(direction or "desc") == "desc")
    return [pull_resource(i) for i in _page(rows, per_page, page)]


def create(session: Session, *, owner: str, repo: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    r = repo_row(session, owner, repo)
    body = body or {}
    for key in ("title", "head", "base"):
        if not isinstance(body.get(key), str) or not body[key].strip():
            raise invalid(f"{key} is required")
    if body["head"] == body["base"]:
        raise invalid(f"No commits between {body['base']} and {body['head']}")
    issue = Issue(
        id=new_id(session),
        repo_id=r.id,
        number=r.next_number,
        title=body["title"],
        body=str(body.get("body") or ""),
        state="open",
        user_login=ME,
        milestone_id=None,
        is_pull=True,
        comments=0,
        created_at=iso_now(),
        updated_at=iso_now(),
    )
    r.next_number += 1
    r.open_issues_count += 1
    session.add(issue)
    session.flush()
    session.add(Pull(issue_id=issue.id, head=body["head"], base=body["base"], merged=False))
    session.commit()
    return pull_resource(issue)


def get(session: Session, *, owner: str, repo: str, pull_number: Any, **_: Any) -> Any:
    return pull_resource(issue_row(session, owner, repo, pull_number, pull=True))


def merge(session: Session, *, owner: str, repo: str, pull_number: Any, body: dict[str, Any] | None = None, **_: Any) -> Any:
    r = repo_row(session, owner, repo)
    issue = issue_row(session, owner, repo, pull_number, pull=True)
    pull = session.get(Pull, issue.id)
    assert pull is not None
    if pull.merged:
        raise ApiError(405, "Pull Request is not mergeable")
    if issue.state == "closed" and not pull.merged:
        raise ApiError(405, "Pull Request is not mergeable")
    latest: dict[str, str] = {}
    for review in session.scalars(select(Review).where(Review.issue_id == issue.id).order_by(Review.submitted_at, Review.id)):
        if review.state in ("APPROVED", "CHANGES_REQUESTED"):
            latest[review.user_login] = review.state
    if "CHANGES_REQUESTED" in latest.values():
        raise ApiError(405, "Changes were requested: the pull request cannot be merged")
    pull.merged, pull.merged_at = True, iso_now()
    pull.merge_commit_sha = f"{issue.id:040x}"
    set_state(session, r, issue, "closed")
    touch(issue)
    session.commit()
    return {"sha": pull.merge_commit_sha, "merged": True, "message": "Pull Request successfully merged"}


def create_review(
    session: Session, *, owner: str, repo: str, pull_number: Any, body: dict[str, Any] | None = None, **_: Any
) -> Any:
    issue = issue_row(session, owner, repo, pull_number, pull=True)
    body = body or {}
    event = body.get("event", "COMMENT")
    states = {"APPROVE": "APPROVED", "REQUEST_CHANGES": "CHANGES_REQUESTED", "COMMENT": "COMMENTED"}
    if event not in states:
        raise invalid("event must be APPROVE, REQUEST_CHANGES or COMMENT")
    if event != "APPROVE" and not str(body.get("body") or "").strip():
        raise invalid("body is required for this event")
    review = Review(
        id=new_id(session),
        issue_id=issue.id,
        user_login=ME,
        state=states[event],
        body=str(body.get("body") or ""),
        submitted_at=iso_now(),
    )
    session.add(review)
    session.commit()
    return review_resource(review)


list_reviews = REVIEWS.list_

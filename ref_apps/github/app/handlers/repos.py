"""Repositories of the authenticated user: get and list from the kit; create checks the name."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.crud import iso_now
from ..models import Repo
from ..store import ME, REPOS, invalid, new_id, repo_resource, repo_row


def get(session: Session, *, owner: str, repo: str, **_: Any) -> dict[str, Any]:
    return repo_resource(repo_row(session, owner, repo))


def create_for_authenticated_user(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    body = body or {}
    name = body.get("name")
    if not isinstance(name, str) or not name.strip():
        raise invalid("name is required")
    if session.scalars(select(Repo).where(Repo.owner == ME, Repo.name == name)).first() is not None:
        raise invalid("name already exists on this account")
    r = Repo(
        id=new_id(session),
        owner=ME,
        name=name,
        description=str(body.get("description") or ""),
        private=bool(body.get("private", False)),
        default_branch="main",
        open_issues_count=0,
        next_number=1,
        created_at=iso_now(),
        updated_at=iso_now(),
    )
    session.add(r)
    session.commit()
    return repo_resource(r)


list_for_authenticated_user = REPOS.list_

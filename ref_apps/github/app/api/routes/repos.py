# GENERATED from environments/github/contract.json by `fgb scaffold github` (nox -s scaffold): do not edit.
"""Routes of the repos resource: each one validates parameters and calls handlers/repos.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import repos as handlers

router = APIRouter(tags=['repos'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/user/repos', operation_id='repos_create-for-authenticated-user', status_code=201, summary='Create a repository for the authenticated user')
def repos_create_for_authenticated_user(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create_for_authenticated_user(session, body=body)


@router.get('/repos/{owner}/{repo}', operation_id='repos_get', status_code=200, summary='Get a repository')
def repos_get(
    session: SessionDep,
    owner: Annotated[str, Path()],
    repo: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, owner=owner, repo=repo)


@router.get('/user/repos', operation_id='repos_list-for-authenticated-user', status_code=200, summary='List repositories for the authenticated user')
def repos_list_for_authenticated_user(
    session: SessionDep,
    affiliation: Annotated[str | None, Query()] = None,
    before: Annotated[str | None, Query()] = None,
    direction: Annotated[str | None, Query()] = None,
    page: Annotated[int | None, Query()] = None,
    per_page: Annotated[int | None, Query()] = None,
    since: Annotated[str | None, Query()] = None,
    sort: Annotated[str | None, Query()] = None,
    type: Annotated[str | None, Query()] = None,
    visibility: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_for_authenticated_user(session, affiliation=affiliation, before=before, direction=direction, page=page, per_page=per_page, since=since, sort=sort, type=type, visibility=visibility)

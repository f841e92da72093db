# GENERATED from environments/github/contract.json by `fgb scaffold github` (nox -s scaffold): do not edit.
"""Routes of the pulls resource: each one validates parameters and calls handlers/pulls.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import pulls as handlers

router = APIRouter(tags=['pulls'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/repos/{owner}/{repo}/pulls', operation_id='pulls_create', status_code=201, summary='Create a pull request')
def pulls_create(
    session: SessionDep,
    owner: Annotated[str, Path()],
    repo: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, owner=owner, repo=repo, body=body)


@router.post('/repos/{owner}/{repo}/pulls/{pull_number}/reviews', operation_id='pulls_create-review', status_code=200, summary='Create a review for a pull request')
def pulls_create_review(
    session: SessionDep,
    owner: Annotated[str, Path()],
    pull_number: Annotated[int, Path()],
    repo: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create_review(session, owner=owner, pull_number=pull_number, repo=repo, body=body)


@router.get('/repos/{owner}/{repo}/pulls/{pull_number}', operation_id='pulls_get', status_code=200, summary='Get a pull request')
def pulls_get(
    session: SessionDep,
    owner: Annotated[str, Path()],
    pull_number: Annotated[int, Path()],
    repo: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, owner=owner, pull_number=pull_number, repo=repo)


@router.get('/repos/{owner}/{repo}/pulls', operation_id='pulls_list', status_code=200, summary='List pull requests')
def pulls_list(
    session: SessionDep,
    owner: Annotated[str, Path()],
    repo: Annotated[str, Path()],
    base: Annotated[str | None, Query()] = None,
    direction: Annotated[str | None, Query()] = None,
    head: Annotated[str | None, Query()] = None,
    page: Annotated[int | None, Query()] = None,
    per_page: Annotated[int | None, Query()] = None,
    sort: Annotated[str | None, Query()] = None,
    state: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, owner=owner, repo=repo, base=base, direction=direction, head=head, page=page, per_page=per_page, sort=sort, state=state)


@router.get('/repos/{owner}/{repo}/pulls/{pull_number}/reviews', operation_id='pulls_list-reviews', status_code=200, summary='List reviews for a pull request')
def pulls_list_reviews(
    session: SessionDep,
    owner: Annotated[str, Path()],
    pull_number: Annotated[int, Path()],
    repo: Annotated[str, Path()],
    page: Annotated[int | None, Query()] = None,
    per_page: Annotated[int | None, Query()] = None,
) -> Any:
    return handlers.list_reviews(session, owner=owner, pull_number=pull_number, repo=repo, page=page, per_page=per_page)


@router.put('/repos/{owner}/{repo}/pulls/{pull_number}/merge', operation_id='pulls_merge', status_code=200, summary='Merge a pull request')
def pulls_merge(
    session: SessionDep,
    owner: Annotated[str, Path()],
    pull_number: Annotated[int, Path()],
    repo: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.merge(session, owner=owner, pull_number=pull_number, repo=repo, body=body)

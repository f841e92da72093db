# GENERATED from environments/github/contract.json by `fgb scaffold github` (nox -s scaffold): do not edit.
"""Routes of the issues resource: each one validates parameters and calls handlers/issues.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import issues as handlers

router = APIRouter(tags=['issues'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/repos/{owner}/{repo}/issues/{issue_number}/labels', operation_id='issues_add-labels', status_code=200, summary='Add labels to an issue')
def issues_add_labels(
    session: SessionDep,
    issue_number: Annotated[int, Path()],
    owner: Annotated[str, Path()],
    repo: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add_labels(session, issue_number=issue_number, owner=owner, repo=repo, body=body)


@router.post('/repos/{owner}/{repo}/issues', operation_id='issues_create', status_code=201, summary='Create an issue')
def issues_create(
    session: SessionDep,
    owner: Annotated[str, Path()],
    repo: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, owner=owner, repo=repo, body=body)


@router.post('/repos/{owner}/{repo}/issues/{issue_number}/comments', operation_id='issues_create-comment', status_code=201, summary='Create an issue comment')
def issues_create_comment(
    session: SessionDep,
    issue_number: Annotated[int, Path()],
    owner: Annotated[str, Path()],
    repo: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create_comment(session, issue_number=issue_number, owner=owner, repo=repo, body=body)


@router.post('/repos/{owner}/{repo}/labels', operation_id='issues_create-label', status_code=201, summary='Create a label')
def issues_create_label(
    session: SessionDep,
    owner: Annotated[str, Path()],
    repo: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create_label(session, owner=owner, repo=repo, body=body)


@router.post('/repos/{owner}/{repo}/milestones', operation_id='issues_create-milestone', status_code=201, summary='Create a milestone')
def issues_create_milestone(
    session: SessionDep,
    owner: Annotated[str, Path()],
    repo: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create_milestone(session, owner=owner, repo=repo, body=body)


@router.get('/repos/{owner}/{repo}/issues/{issue_number}', operation_id='issues_get', status_code=200, summary='Get an issue')
def issues_get(
    session: SessionDep,
    issue_number: Annotated[int, Path()],
    owner: Annotated[str, Path()],
    repo: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, issue_number=issue_number, owner=owner, repo=repo)


@router.get('/repos/{owner}/{repo}/milestones/{milestone_number}', operation_id='issues_get-milestone', status_code=200, summary='Get a milestone')
def issues_get_milestone(
    session: SessionDep,
    milestone_number: Annotated[int, Path()],
    owner: Annotated[str, Path()],
    repo: Annotated[str, Path()],
) -> Any:
    return handlers.get_milestone(session, milestone_number=milestone_number, owner=owner, repo=repo)


@router.get('/repos/{owner}/{repo}/issues/{issue_number}/comments', operation_id='issues_list-comments', status_code=200, summary='List issue comments')
def issues_list_comments(
    session: SessionDep,
    issue_number: Annotated[int, Path()],
    owner: Annotated[str, Path()],
    repo: Annotated[str, Path()],
    page: Annotated[int | None, Query()] = None,
    per_page: Annotated[int | None, Query()] = None,
    since: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_comments(session, issue_number=issue_number, owner=owner, repo=repo, page=page, per_page=per_page, since=since)


@router.get('/repos/{owner}/{repo}/issues', operation_id='issues_list-for-repo', status_code=200, summary='List repository issues')
def issues_list_for_repo(
    session: SessionDep,
    owner: Annotated[str, Path()],
    repo: Annotated[str, Path()],
    assignee: Annotated[str | None, Query()] = None,
    creator: Annotated[str | None, Query()] = None,
    direction: Annotated[str | None, Query()] = None,
    labels: Annotated[str | None, Query()] = None,
    mentioned: Annotated[str | None, Query()] = None,
    milestone: Annotated[str | None, Query()] = None,
    page: Annotated[int | None, Query()] = None,
    per_page: Annotated[int | None, Query()] = None,
    since: Annotated[str | None, Query()] = None,
    sort: Annotated[str | None, Query()] = None,
    state: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_for_repo(session, owner=owner, repo=repo, assignee=assignee, creator=creator, direction=direction, labels=labels, mentioned=mentioned, milestone=milestone, page=page, per_page=per_page, since=since, sort=sort, state=state)


@router.get('/repos/{owner}/{repo}/labels', operation_id='issues_list-labels-for-repo', status_code=200, summary='List labels for a repository')
def issues_list_labels_for_repo(
    session: SessionDep,
    owner: Annotated[str, Path()],
    repo: Annotated[str, Path()],
    page: Annotated[int | None, Query()] = None,
    per_page: Annotated[int | None, Query()] = None,
) -> Any:
    return handlers.list_labels_for_repo(session, owner=owner, repo=repo, page=page, per_page=per_page)


@router.get('/repos/{owner}/{repo}/milestones', operation_id='issues_list-milestones', status_code=200, summary='List milestones')
def issues_list_milestones(
    session: SessionDep,
    owner: Annotated[str, Path()],
    repo: Annotated[str, Path()],
    direction: Annotated[str | None, Query()] = None,
    page: Annotated[int | None, Query()] = None,
    per_page: Annotated[int | None, Query()] = None,
    sort: Annotated[str | None, Query()] = None,
    state: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_milestones(session, owner=owner, repo=repo, direction=direction, page=page, per_page=per_page, sort=sort, state=state)


@router.delete('/repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', operation_id='issues_remove-label', status_code=200, summary='Remove a label from an issue')
def issues_remove_label(
    session: SessionDep,
    issue_number: Annotated[int, Path()],
    name: Annotated[str, Path()],
    owner: Annotated[str, Path()],
    repo: Annotated[str, Path()],
) -> Any:
    return handlers.remove_label(session, issue_number=issue_number, name=name, owner=owner, repo=repo)


@router.patch('/repos/{owner}/{repo}/issues/{issue_number}', operation_id='issues_update', status_code=200, summary='Update an issue')
def issues_update(
    session: SessionDep,
    issue_number: Annotated[int, Path()],
    owner: Annotated[str, Path()],
    repo: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, issue_number=issue_number, owner=owner, repo=repo, body=body)

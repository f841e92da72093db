# GENERATED from environments/reddit/contract.json by `fgb scaffold reddit` (nox -s scaffold): do not edit.
"""Routes of the posts resource: each one validates parameters and calls handlers/posts.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import posts as handlers

router = APIRouter(tags=['posts'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/subreddits/{subreddit}/posts', operation_id='posts.create', status_code=201, summary='Submit a text or link post')
def posts_create(
    session: SessionDep,
    subreddit: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, subreddit=subreddit, body=body)


@router.get('/api/posts/{post_id}', operation_id='posts.get', status_code=200, summary='One post')
def posts_get(
    session: SessionDep,
    post_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, post_id=post_id)


@router.get('/api/subreddits/{subreddit}/posts', operation_id='posts.list', status_code=200, summary="A community's posts, sorted hot, new or top")
def posts_list(
    session: SessionDep,
    subreddit: Annotated[str, Path()],
    sort: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, subreddit=subreddit, sort=sort)


@router.post('/api/posts/{post_id}/save', operation_id='posts.save', status_code=200, summary='Save a post')
def posts_save(
    session: SessionDep,
    post_id: Annotated[str, Path()],
) -> Any:
    return handlers.save(session, post_id=post_id)


@router.delete('/api/posts/{post_id}/save', operation_id='posts.unsave', status_code=200, summary='Unsave a post')
def posts_unsave(
    session: SessionDep,
    post_id: Annotated[str, Path()],
) -> Any:
    return handlers.unsave(session, post_id=post_id)


@router.post('/api/posts/{post_id}/vote', operation_id='posts.vote', status_code=200, summary='Upvote, downvote or clear a vote on a post')
def posts_vote(
    session: SessionDep,
    post_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.vote(session, post_id=post_id, body=body)

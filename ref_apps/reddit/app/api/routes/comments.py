# GENERATED from environments/reddit/contract.json by `fgb scaffold reddit` (nox -s scaffold): do not edit.
"""Routes of the comments resource: each one validates parameters and calls handlers/comments.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import comments as handlers

router = APIRouter(tags=['comments'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/posts/{post_id}/comments', operation_id='comments.create', status_code=201, summary='Comment on a post or reply to a comment')
def comments_create(
    session: SessionDep,
    post_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, post_id=post_id, body=body)


@router.delete('/api/comments/{comment_id}', operation_id='comments.delete', status_code=200, summary='The author deletes a comment; it keeps its place')
def comments_delete(
    session: SessionDep,
    comment_id: Annotated[str, Path()],
) -> Any:
    return handlers.delete(session, comment_id=comment_id)


@router.get('/api/posts/{post_id}/comments', operation_id='comments.list', status_code=200, summary="A post's comment tree")
def comments_list(
    session: SessionDep,
    post_id: Annotated[str, Path()],
    depth: Annotated[int | None, Query()] = None,
) -> Any:
    return handlers.list_(session, post_id=post_id, depth=depth)


@router.post('/api/comments/{comment_id}/vote', operation_id='comments.vote', status_code=200, summary='Upvote, downvote or clear a vote on a comment')
def comments_vote(
    session: SessionDep,
    comment_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.vote(session, comment_id=comment_id, body=body)

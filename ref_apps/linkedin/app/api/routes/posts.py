# GENERATED from environments/linkedin/contract.json by `fgb scaffold linkedin` (nox -s scaffold): do not edit.
"""Routes of the posts resource: each one validates parameters and calls handlers/posts.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import posts as handlers

router = APIRouter(tags=['posts'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/posts/{post_id}/comments', operation_id='posts.addComment', status_code=201, summary='Comment on a post')
def posts_addComment(
    session: SessionDep,
    post_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add_comment(session, post_id=post_id, body=body)


@router.post('/api/posts', operation_id='posts.create', status_code=201, summary='Write a post')
def posts_create(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, body=body)


@router.delete('/api/posts/{post_id}', operation_id='posts.delete', status_code=204, summary="Delete one's own post with its reactions and comments", response_class=Response, response_model=None)
def posts_delete(
    session: SessionDep,
    post_id: Annotated[str, Path()],
) -> Response:
    handlers.delete(session, post_id=post_id)
    return Response(status_code=204)


@router.get('/api/feed', operation_id='posts.feed', status_code=200, summary='Posts by the signed-in member and their connections, newest first')
def posts_feed(
    session: SessionDep,
) -> Any:
    return handlers.feed(session, )


@router.get('/api/posts/{post_id}/comments', operation_id='posts.listComments', status_code=200, summary="A post's comments, oldest first")
def posts_listComments(
    session: SessionDep,
    post_id: Annotated[str, Path()],
) -> Any:
    return handlers.list_comments(session, post_id=post_id)


@router.put('/api/posts/{post_id}/reaction', operation_id='posts.react', status_code=200, summary="Set the signed-in member's reaction to a post")
def posts_react(
    session: SessionDep,
    post_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.react(session, post_id=post_id, body=body)


@router.patch('/api/posts/{post_id}', operation_id='posts.update', status_code=200, summary="Edit one's own post")
def posts_update(
    session: SessionDep,
    post_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, post_id=post_id, body=body)

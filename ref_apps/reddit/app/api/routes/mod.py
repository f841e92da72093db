# GENERATED from environments/reddit/contract.json by `fgb scaffold reddit` (nox -s scaffold): do not edit.
"""Routes of the mod resource: each one validates parameters and calls handlers/mod.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import mod as handlers

router = APIRouter(tags=['mod'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/posts/{post_id}/lock', operation_id='mod.lock', status_code=200, summary='A moderator locks a post: no new comments')
def mod_lock(
    session: SessionDep,
    post_id: Annotated[str, Path()],
) -> Any:
    return handlers.lock(session, post_id=post_id)


@router.get('/api/subreddits/{subreddit}/modlog', operation_id='mod.log', status_code=200, summary="A community's moderation log, newest first")
def mod_log(
    session: SessionDep,
    subreddit: Annotated[str, Path()],
) -> Any:
    return handlers.log(session, subreddit=subreddit)


@router.post('/api/comments/{comment_id}/remove', operation_id='mod.remove_comment', status_code=200, summary='A moderator removes a comment')
def mod_remove_comment(
    session: SessionDep,
    comment_id: Annotated[str, Path()],
) -> Any:
    return handlers.remove_comment(session, comment_id=comment_id)


@router.post('/api/posts/{post_id}/remove', operation_id='mod.remove_post', status_code=200, summary='A moderator removes a post')
def mod_remove_post(
    session: SessionDep,
    post_id: Annotated[str, Path()],
) -> Any:
    return handlers.remove_post(session, post_id=post_id)


@router.post('/api/posts/{post_id}/unlock', operation_id='mod.unlock', status_code=200, summary='A moderator unlocks a post')
def mod_unlock(
    session: SessionDep,
    post_id: Annotated[str, Path()],
) -> Any:
    return handlers.unlock(session, post_id=post_id)

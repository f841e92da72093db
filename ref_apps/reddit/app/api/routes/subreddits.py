# GENERATED from environments/reddit/contract.json by `fgb scaffold reddit` (nox -s scaffold): do not edit.
"""Routes of the subreddits resource: each one validates parameters and calls handlers/subreddits.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import subreddits as handlers

router = APIRouter(tags=['subreddits'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/subreddits/{subreddit}', operation_id='subreddits.get', status_code=200, summary='One community')
def subreddits_get(
    session: SessionDep,
    subreddit: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, subreddit=subreddit)


@router.get('/api/subreddits', operation_id='subreddits.list', status_code=200, summary='Communities, most subscribers first')
def subreddits_list(
    session: SessionDep,
    subscribed: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.list_(session, subscribed=subscribed)


@router.post('/api/subreddits/{subreddit}/subscription', operation_id='subreddits.subscribe', status_code=200, summary='Join a community')
def subreddits_subscribe(
    session: SessionDep,
    subreddit: Annotated[str, Path()],
) -> Any:
    return handlers.subscribe(session, subreddit=subreddit)


@router.delete('/api/subreddits/{subreddit}/subscription', operation_id='subreddits.unsubscribe', status_code=200, summary='Leave a community')
def subreddits_unsubscribe(
    session: SessionDep,
    subreddit: Annotated[str, Path()],
) -> Any:
    return handlers.unsubscribe(session, subreddit=subreddit)

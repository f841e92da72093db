# GENERATED from environments/reddit/contract.json by `fgb scaffold reddit` (nox -s scaffold): do not edit.
"""Routes of the users resource: each one validates parameters and calls handlers/users.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import users as handlers

router = APIRouter(tags=['users'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/users/{username}', operation_id='users.get', status_code=200, summary="A user's profile, with karma")
def users_get(
    session: SessionDep,
    username: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, username=username)

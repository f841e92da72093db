# GENERATED from environments/github/contract.json by `fgb scaffold github` (nox -s scaffold): do not edit.
"""Routes of the users resource: each one validates parameters and calls handlers/users.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import users as handlers

router = APIRouter(tags=['users'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/user', operation_id='users_get-authenticated', status_code=200, summary='Get the authenticated user')
def users_get_authenticated(
    session: SessionDep,
) -> Any:
    return handlers.get_authenticated(session, )

# GENERATED from environments/spotify/contract.json by `fgb scaffold spotify` (nox -s scaffold): do not edit.
"""Routes of the users resource: each one validates parameters and calls handlers/users.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import users as handlers

router = APIRouter(tags=['users'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/v1/me', operation_id='users_get-current-users-profile', status_code=200, summary="Get Current User's Profile")
def users_get_current_users_profile(
    session: SessionDep,
) -> Any:
    return handlers.get_current_users_profile(session, )

# GENERATED from environments/gmail/contract.json by `fgb scaffold gmail` (nox -s scaffold): do not edit.
"""Routes of the users resource: each one validates parameters and calls handlers/users.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import users as handlers

router = APIRouter(tags=['users'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/gmail/v1/users/{userId}/profile', operation_id='gmail.users.getProfile', status_code=200, summary="Gets the current user's Gmail profile.")
def gmail_users_getProfile(
    session: SessionDep,
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.get_profile(session, userId=userId)

# GENERATED from environments/gitlab/contract.json by `fgb scaffold gitlab` (nox -s scaffold): do not edit.
"""Routes of the users resource: each one validates parameters and calls handlers/users.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import users as handlers

router = APIRouter(tags=['users'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/v4/user', operation_id='users_current', status_code=200, summary='Get the current user')
def users_current(
    session: SessionDep,
) -> Any:
    return handlers.current(session, )

# GENERATED from environments/asana/contract.json by `fgb scaffold asana` (nox -s scaffold): do not edit.
"""Routes of the users resource: each one validates parameters and calls handlers/users.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import users as handlers

router = APIRouter(tags=['users'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/users/{user_gid}', operation_id='getUser', status_code=200, summary='Get a user')
def getUser(
    session: SessionDep,
    user_gid: Annotated[str, Path()],
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.get_user(session, user_gid=user_gid, opt_fields=opt_fields, opt_pretty=opt_pretty)

# GENERATED from environments/upwork/contract.json by `fgb scaffold upwork` (nox -s scaffold): do not edit.
"""Routes of the me resource: each one validates parameters and calls handlers/me.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import me as handlers

router = APIRouter(tags=['me'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/me', operation_id='me.get', status_code=200, summary='The signed-in user, with money earned, spent and held in escrow')
def me_get(
    session: SessionDep,
) -> Any:
    return handlers.get(session, )

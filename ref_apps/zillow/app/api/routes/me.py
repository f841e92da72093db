# GENERATED from environments/zillow/contract.json by `fgb scaffold zillow` (nox -s scaffold): do not edit.
"""Routes of the me resource: each one validates parameters and calls handlers/me.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import me as handlers

router = APIRouter(tags=['me'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/me', operation_id='me.summary', status_code=200, summary='The signed-in shopper with their saved-home, saved-search and upcoming-tour counts')
def me_summary(
    session: SessionDep,
) -> Any:
    return handlers.summary(session, )

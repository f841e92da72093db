# GENERATED from environments/united/contract.json by `fgb scaffold united` (nox -s scaffold): do not edit.
"""Routes of the credits resource: each one validates parameters and calls handlers/credits.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import credits as handlers

router = APIRouter(tags=['credits'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/credits', operation_id='credits.list', status_code=200, summary='Travel credits, newest first')
def credits_list(
    session: SessionDep,
) -> Any:
    return handlers.list_(session, )

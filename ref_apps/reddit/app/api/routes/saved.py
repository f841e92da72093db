# GENERATED from environments/reddit/contract.json by `fgb scaffold reddit` (nox -s scaffold): do not edit.
"""Routes of the saved resource: each one validates parameters and calls handlers/saved.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import saved as handlers

router = APIRouter(tags=['saved'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/me/saved', operation_id='saved.list', status_code=200, summary="The signed-in user's saved posts, last saved first")
def saved_list(
    session: SessionDep,
) -> Any:
    return handlers.list_(session, )

# GENERATED from environments/united/contract.json by `fgb scaffold united` (nox -s scaffold): do not edit.
"""Routes of the boarding_passes resource: each one validates parameters and calls handlers/boarding_passes.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import boarding_passes as handlers

router = APIRouter(tags=['boarding_passes'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/bookings/{pnr}/boarding-passes', operation_id='boarding_passes.list', status_code=200, summary="A checked-in trip's boarding passes")
def boarding_passes_list(
    session: SessionDep,
    pnr: Annotated[str, Path()],
) -> Any:
    return handlers.list_(session, pnr=pnr)

# GENERATED from environments/uber/contract.json by `fgb scaffold uber` (nox -s scaffold): do not edit.
"""Routes of the locations resource: each one validates parameters and calls handlers/locations.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import locations as handlers

router = APIRouter(tags=['locations'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/locations', operation_id='locations.search', status_code=200, summary="Search the city's known locations by name or address")
def locations_search(
    session: SessionDep,
    q: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.search(session, q=q)

# GENERATED from environments/google-drive/contract.json by `fgb scaffold google-drive` (nox -s scaffold): do not edit.
"""Routes of the about resource: each one validates parameters and calls handlers/about.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import about as handlers

router = APIRouter(tags=['about'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/drive/v3/about', operation_id='drive.about.get', status_code=200, summary="Gets information about the user, the user's Drive, and system capabilities. For more information, see [Return user info]")
def drive_about_get(
    session: SessionDep,
) -> Any:
    return handlers.get(session, )

# GENERATED from environments/trello/contract.json by `fgb scaffold trello` (nox -s scaffold): do not edit.
"""Routes of the checklists resource: each one validates parameters and calls handlers/checklists.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import checklists as handlers

router = APIRouter(tags=['checklists'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/checklists/{idChecklist}/checkItems', operation_id='addChecklistsCheckItemsByIdChecklist', status_code=200, summary='addChecklistsCheckItemsByIdChecklist()')
def addChecklistsCheckItemsByIdChecklist(
    session: SessionDep,
    idChecklist: Annotated[str, Path()],
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add_checklists_check_items_by_id_checklist(session, idChecklist=idChecklist, key=key, token=token, body=body)

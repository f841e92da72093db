# GENERATED from environments/trello/contract.json by `fgb scaffold trello` (nox -s scaffold): do not edit.
"""Routes of the labels resource: each one validates parameters and calls handlers/labels.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import labels as handlers

router = APIRouter(tags=['labels'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.delete('/labels/{idLabel}', operation_id='deleteLabelsByIdLabel', status_code=200, summary='deleteLabelsByIdLabel()')
def deleteLabelsByIdLabel(
    session: SessionDep,
    idLabel: Annotated[str, Path()],
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.delete_labels_by_id_label(session, idLabel=idLabel, key=key, token=token)

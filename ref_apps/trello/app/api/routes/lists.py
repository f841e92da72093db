# GENERATED from environments/trello/contract.json by `fgb scaffold trello` (nox -s scaffold): do not edit.
"""Routes of the lists resource: each one validates parameters and calls handlers/lists.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import lists as handlers

router = APIRouter(tags=['lists'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/lists/{idList}', operation_id='getListsByIdList', status_code=200, summary='getListsByIdList()')
def getListsByIdList(
    session: SessionDep,
    idList: Annotated[str, Path()],
    board: Annotated[str | None, Query()] = None,
    board_fields: Annotated[str | None, Query()] = None,
    card_fields: Annotated[str | None, Query()] = None,
    cards: Annotated[str | None, Query()] = None,
    fields: Annotated[str | None, Query()] = None,
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.get_lists_by_id_list(session, idList=idList, board=board, board_fields=board_fields, card_fields=card_fields, cards=cards, fields=fields, key=key, token=token)


@router.get('/lists/{idList}/cards', operation_id='getListsCardsByIdList', status_code=200, summary='getListsCardsByIdList()')
def getListsCardsByIdList(
    session: SessionDep,
    idList: Annotated[str, Path()],
    actions: Annotated[str | None, Query()] = None,
    attachment_fields: Annotated[str | None, Query()] = None,
    attachments: Annotated[str | None, Query()] = None,
    before: Annotated[str | None, Query()] = None,
    checkItemStates: Annotated[str | None, Query()] = None,
    checklists: Annotated[str | None, Query()] = None,
    fields: Annotated[str | None, Query()] = None,
    filter: Annotated[str | None, Query()] = None,
    key: Annotated[str | None, Query()] = None,
    limit: Annotated[str | None, Query()] = None,
    member_fields: Annotated[str | None, Query()] = None,
    members: Annotated[str | None, Query()] = None,
    since: Annotated[str | None, Query()] = None,
    stickers: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.get_lists_cards_by_id_list(session, idList=idList, actions=actions, attachment_fields=attachment_fields, attachments=attachments, before=before, checkItemStates=checkItemStates, checklists=checklists, fields=fields, filter=filter, key=key, limit=limit, member_fields=member_fields, members=members, since=since, stickers=stickers, token=token)


@router.put('/lists/{idList}', operation_id='updateListsByIdList', status_code=200, summary='updateListsByIdList()')
def updateListsByIdList(
    session: SessionDep,
    idList: Annotated[str, Path()],
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update_lists_by_id_list(session, idList=idList, key=key, token=token, body=body)

# GENERATED from environments/trello/contract.json by `fgb scaffold trello` (nox -s scaffold): do not edit.
"""Routes of the boards resource: each one validates parameters and calls handlers/boards.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import boards as handlers

router = APIRouter(tags=['boards'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/boards', operation_id='addBoards', status_code=200, summary='addBoards()')
def addBoards(
    session: SessionDep,
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add_boards(session, key=key, token=token, body=body)


@router.post('/boards/{idBoard}/labels', operation_id='addBoardsLabelsByIdBoard', status_code=200, summary='addBoardsLabelsByIdBoard()')
def addBoardsLabelsByIdBoard(
    session: SessionDep,
    idBoard: Annotated[str, Path()],
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add_boards_labels_by_id_board(session, idBoard=idBoard, key=key, token=token, body=body)


@router.post('/boards/{idBoard}/lists', operation_id='addBoardsListsByIdBoard', status_code=200, summary='addBoardsListsByIdBoard()')
def addBoardsListsByIdBoard(
    session: SessionDep,
    idBoard: Annotated[str, Path()],
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add_boards_lists_by_id_board(session, idBoard=idBoard, key=key, token=token, body=body)


@router.get('/boards/{idBoard}', operation_id='getBoardsByIdBoard', status_code=200, summary='getBoardsByIdBoard()')
def getBoardsByIdBoard(
    session: SessionDep,
    idBoard: Annotated[str, Path()],
    action_fields: Annotated[str | None, Query()] = None,
    action_member: Annotated[str | None, Query()] = None,
    action_memberCreator: Annotated[str | None, Query()] = None,
    action_memberCreator_fields: Annotated[str | None, Query()] = None,
    action_member_fields: Annotated[str | None, Query()] = None,
    actions: Annotated[str | None, Query()] = None,
    actions_display: Annotated[str | None, Query()] = None,
    actions_entities: Annotated[str | None, Query()] = None,
    actions_format: Annotated[str | None, Query()] = None,
    actions_limit: Annotated[str | None, Query()] = None,
    actions_since: Annotated[str | None, Query()] = None,
    boardStars: Annotated[str | None, Query()] = None,
    card_attachment_fields: Annotated[str | None, Query()] = None,
    card_attachments: Annotated[str | None, Query()] = None,
    card_checklists: Annotated[str | None, Query()] = None,
    card_fields: Annotated[str | None, Query()] = None,
    card_stickers: Annotated[str | None, Query()] = None,
    cards: Annotated[str | None, Query()] = None,
    checklist_fields: Annotated[str | None, Query()] = None,
    checklists: Annotated[str | None, Query()] = None,
    fields: Annotated[str | None, Query()] = None,
    key: Annotated[str | None, Query()] = None,
    label_fields: Annotated[str | None, Query()] = None,
    labels: Annotated[str | None, Query()] = None,
    labels_limit: Annotated[str | None, Query()] = None,
    list_fields: Annotated[str | None, Query()] = None,
    lists: Annotated[str | None, Query()] = None,
    member_fields: Annotated[str | None, Query()] = None,
    members: Annotated[str | None, Query()] = None,
    membersInvited: Annotated[str | None, Query()] = None,
    membersInvited_fields: Annotated[str | None, Query()] = None,
    memberships: Annotated[str | None, Query()] = None,
    memberships_member: Annotated[str | None, Query()] = None,
    memberships_member_fields: Annotated[str | None, Query()] = None,
    myPrefs: Annotated[str | None, Query()] = None,
    organization: Annotated[str | None, Query()] = None,
    organization_fields: Annotated[str | None, Query()] = None,
    organization_memberships: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.get_boards_by_id_board(session, idBoard=idBoard, action_fields=action_fields, action_member=action_member, action_memberCreator=action_memberCreator, action_memberCreator_fields=action_memberCreator_fields, action_member_fields=action_member_fields, actions=actions, actions_display=actions_display, actions_entities=actions_entities, actions_format=actions_format, actions_limit=actions_limit, actions_since=actions_since, boardStars=boardStars, card_attachment_fields=card_attachment_fields, card_attachments=card_attachments, card_checklists=card_checklists, card_fields=card_fields, card_stickers=card_stickers, cards=cards, checklist_fields=checklist_fields, checklists=checklists, fields=fields, key=key, label_fields=label_fields, labels=labels, labels_limit=labels_limit, list_fields=list_fields, lists=lists, member_fields=member_fields, members=members, membersInvited=membersInvited, membersInvited_fields=membersInvited_fields, memberships=memberships, memberships_member=memberships_member, memberships_member_fields=memberships_member_fields, myPrefs=myPrefs, organization=organization, organization_fields=organization_fields, organization_memberships=organization_memberships, token=token)


@router.get('/boards/{idBoard}/cards', operation_id='getBoardsCardsByIdBoard', status_code=200, summary='getBoardsCardsByIdBoard()')
def getBoardsCardsByIdBoard(
    session: SessionDep,
    idBoard: Annotated[str, Path()],
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
    return handlers.get_boards_cards_by_id_board(session, idBoard=idBoard, actions=actions, attachment_fields=attachment_fields, attachments=attachments, before=before, checkItemStates=checkItemStates, checklists=checklists, fields=fields, filter=filter, key=key, limit=limit, member_fields=member_fields, members=members, since=since, stickers=stickers, token=token)


@router.get('/boards/{idBoard}/labels', operation_id='getBoardsLabelsByIdBoard', status_code=200, summary='getBoardsLabelsByIdBoard()')
def getBoardsLabelsByIdBoard(
    session: SessionDep,
    idBoard: Annotated[str, Path()],
    fields: Annotated[str | None, Query()] = None,
    key: Annotated[str | None, Query()] = None,
    limit: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.get_boards_labels_by_id_board(session, idBoard=idBoard, fields=fields, key=key, limit=limit, token=token)


@router.get('/boards/{idBoard}/lists', operation_id='getBoardsListsByIdBoard', status_code=200, summary='getBoardsListsByIdBoard()')
def getBoardsListsByIdBoard(
    session: SessionDep,
    idBoard: Annotated[str, Path()],
    card_fields: Annotated[str | None, Query()] = None,
    cards: Annotated[str | None, Query()] = None,
    fields: Annotated[str | None, Query()] = None,
    filter: Annotated[str | None, Query()] = None,
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.get_boards_lists_by_id_board(session, idBoard=idBoard, card_fields=card_fields, cards=cards, fields=fields, filter=filter, key=key, token=token)


@router.put('/boards/{idBoard}', operation_id='updateBoardsByIdBoard', status_code=200, summary='updateBoardsByIdBoard()')
def updateBoardsByIdBoard(
    session: SessionDep,
    idBoard: Annotated[str, Path()],
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update_boards_by_id_board(session, idBoard=idBoard, key=key, token=token, body=body)

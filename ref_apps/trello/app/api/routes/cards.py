# GENERATED from environments/trello/contract.json by `fgb scaffold trello` (nox -s scaffold): do not edit.
"""Routes of the cards resource: each one validates parameters and calls handlers/cards.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import cards as handlers

router = APIRouter(tags=['cards'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/cards', operation_id='addCards', status_code=200, summary='addCards()')
def addCards(
    session: SessionDep,
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add_cards(session, key=key, token=token, body=body)


@router.post('/cards/{idCard}/actions/comments', operation_id='addCardsActionsCommentsByIdCard', status_code=200, summary='addCardsActionsCommentsByIdCard()')
def addCardsActionsCommentsByIdCard(
    session: SessionDep,
    idCard: Annotated[str, Path()],
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add_cards_actions_comments_by_id_card(session, idCard=idCard, key=key, token=token, body=body)


@router.post('/cards/{idCard}/checklists', operation_id='addCardsChecklistsByIdCard', status_code=200, summary='addCardsChecklistsByIdCard()')
def addCardsChecklistsByIdCard(
    session: SessionDep,
    idCard: Annotated[str, Path()],
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add_cards_checklists_by_id_card(session, idCard=idCard, key=key, token=token, body=body)


@router.post('/cards/{idCard}/idLabels', operation_id='addCardsIdLabelsByIdCard', status_code=200, summary='addCardsIdLabelsByIdCard()')
def addCardsIdLabelsByIdCard(
    session: SessionDep,
    idCard: Annotated[str, Path()],
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add_cards_id_labels_by_id_card(session, idCard=idCard, key=key, token=token, body=body)


@router.delete('/cards/{idCard}', operation_id='deleteCardsByIdCard', status_code=200, summary='deleteCardsByIdCard()')
def deleteCardsByIdCard(
    session: SessionDep,
    idCard: Annotated[str, Path()],
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.delete_cards_by_id_card(session, idCard=idCard, key=key, token=token)


@router.delete('/cards/{idCard}/idLabels/{idLabel}', operation_id='deleteCardsIdLabelsByIdCardByIdLabel', status_code=200, summary='deleteCardsIdLabelsByIdCardByIdLabel()')
def deleteCardsIdLabelsByIdCardByIdLabel(
    session: SessionDep,
    idCard: Annotated[str, Path()],
    idLabel: Annotated[str, Path()],
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.delete_cards_id_labels_by_id_card_by_id_label(session, idCard=idCard, idLabel=idLabel, key=key, token=token)


@router.get('/cards/{idCard}/actions', operation_id='getCardsActionsByIdCard', status_code=200, summary='getCardsActionsByIdCard()')
def getCardsActionsByIdCard(
    session: SessionDep,
    idCard: Annotated[str, Path()],
    before: Annotated[str | None, Query()] = None,
    display: Annotated[str | None, Query()] = None,
    entities: Annotated[str | None, Query()] = None,
    fields: Annotated[str | None, Query()] = None,
    filter: Annotated[str | None, Query()] = None,
    format: Annotated[str | None, Query()] = None,
    idModels: Annotated[str | None, Query()] = None,
    key: Annotated[str | None, Query()] = None,
    limit: Annotated[str | None, Query()] = None,
    member: Annotated[str | None, Query()] = None,
    memberCreator: Annotated[str | None, Query()] = None,
    memberCreator_fields: Annotated[str | None, Query()] = None,
    member_fields: Annotated[str | None, Query()] = None,
    page: Annotated[str | None, Query()] = None,
    since: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.get_cards_actions_by_id_card(session, idCard=idCard, before=before, display=display, entities=entities, fields=fields, filter=filter, format=format, idModels=idModels, key=key, limit=limit, member=member, memberCreator=memberCreator, memberCreator_fields=memberCreator_fields, member_fields=member_fields, page=page, since=since, token=token)


@router.get('/cards/{idCard}', operation_id='getCardsByIdCard', status_code=200, summary='getCardsByIdCard()')
def getCardsByIdCard(
    session: SessionDep,
    idCard: Annotated[str, Path()],
    action_fields: Annotated[str | None, Query()] = None,
    action_memberCreator_fields: Annotated[str | None, Query()] = None,
    actions: Annotated[str | None, Query()] = None,
    actions_display: Annotated[str | None, Query()] = None,
    actions_entities: Annotated[str | None, Query()] = None,
    actions_limit: Annotated[str | None, Query()] = None,
    attachment_fields: Annotated[str | None, Query()] = None,
    attachments: Annotated[str | None, Query()] = None,
    board: Annotated[str | None, Query()] = None,
    board_fields: Annotated[str | None, Query()] = None,
    checkItemState_fields: Annotated[str | None, Query()] = None,
    checkItemStates: Annotated[str | None, Query()] = None,
    checklist_fields: Annotated[str | None, Query()] = None,
    checklists: Annotated[str | None, Query()] = None,
    fields: Annotated[str | None, Query()] = None,
    key: Annotated[str | None, Query()] = None,
    list: Annotated[str | None, Query()] = None,
    list_fields: Annotated[str | None, Query()] = None,
    memberVoted_fields: Annotated[str | None, Query()] = None,
    member_fields: Annotated[str | None, Query()] = None,
    members: Annotated[str | None, Query()] = None,
    membersVoted: Annotated[str | None, Query()] = None,
    sticker_fields: Annotated[str | None, Query()] = None,
    stickers: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.get_cards_by_id_card(session, idCard=idCard, action_fields=action_fields, action_memberCreator_fields=action_memberCreator_fields, actions=actions, actions_display=actions_display, actions_entities=actions_entities, actions_limit=actions_limit, attachment_fields=attachment_fields, attachments=attachments, board=board, board_fields=board_fields, checkItemState_fields=checkItemState_fields, checkItemStates=checkItemStates, checklist_fields=checklist_fields, checklists=checklists, fields=fields, key=key, list=list, list_fields=list_fields, memberVoted_fields=memberVoted_fields, member_fields=member_fields, members=members, membersVoted=membersVoted, sticker_fields=sticker_fields, stickers=stickers, token=token)


@router.get('/cards/{idCard}/checklists', operation_id='getCardsChecklistsByIdCard', status_code=200, summary='getCardsChecklistsByIdCard()')
def getCardsChecklistsByIdCard(
    session: SessionDep,
    idCard: Annotated[str, Path()],
    card_fields: Annotated[str | None, Query()] = None,
    cards: Annotated[str | None, Query()] = None,
    checkItem_fields: Annotated[str | None, Query()] = None,
    checkItems: Annotated[str | None, Query()] = None,
    fields: Annotated[str | None, Query()] = None,
    filter: Annotated[str | None, Query()] = None,
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.get_cards_checklists_by_id_card(session, idCard=idCard, card_fields=card_fields, cards=cards, checkItem_fields=checkItem_fields, checkItems=checkItems, fields=fields, filter=filter, key=key, token=token)


@router.put('/cards/{idCard}', operation_id='updateCardsByIdCard', status_code=200, summary='updateCardsByIdCard()')
def updateCardsByIdCard(
    session: SessionDep,
    idCard: Annotated[str, Path()],
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update_cards_by_id_card(session, idCard=idCard, key=key, token=token, body=body)


@router.put('/cards/{idCard}/idList', operation_id='updateCardsIdListByIdCard', status_code=200, summary='updateCardsIdListByIdCard()')
def updateCardsIdListByIdCard(
    session: SessionDep,
    idCard: Annotated[str, Path()],
    key: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update_cards_id_list_by_id_card(session, idCard=idCard, key=key, token=token, body=body)

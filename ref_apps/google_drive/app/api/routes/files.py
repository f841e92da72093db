# GENERATED from environments/google-drive/contract.json by `fgb scaffold google-drive` (nox -s scaffold): do not edit.
"""Routes of the files resource: each one validates parameters and calls handlers/files.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import files as handlers

router = APIRouter(tags=['files'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/drive/v3/files/{fileId}/copy', operation_id='drive.files.copy', status_code=200, summary='Creates a copy of a file and applies any requested updates with patch semantics. For more information, see [Create and m')
def drive_files_copy(
    session: SessionDep,
    fileId: Annotated[str, Path()],
    copyComments: Annotated[bool | None, Query()] = None,
    enforceSingleParent: Annotated[bool | None, Query()] = None,
    ignoreDefaultVisibility: Annotated[bool | None, Query()] = None,
    includeLabels: Annotated[str | None, Query()] = None,
    includePermissionsForView: Annotated[str | None, Query()] = None,
    keepRevisionForever: Annotated[bool | None, Query()] = None,
    ocrLanguage: Annotated[str | None, Query()] = None,
    supportsAllDrives: Annotated[bool | None, Query()] = None,
    supportsTeamDrives: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.copy(session, fileId=fileId, copyComments=copyComments, enforceSingleParent=enforceSingleParent, ignoreDefaultVisibility=ignoreDefaultVisibility, includeLabels=includeLabels, includePermissionsForView=includePermissionsForView, keepRevisionForever=keepRevisionForever, ocrLanguage=ocrLanguage, supportsAllDrives=supportsAllDrives, supportsTeamDrives=supportsTeamDrives, body=body)


@router.post('/drive/v3/files', operation_id='drive.files.create', status_code=200, summary=' Creates a file. For more information, see [Create and manage files](https://developers.google.com/workspace/drive/api/g')
def drive_files_create(
    session: SessionDep,
    enforceSingleParent: Annotated[bool | None, Query()] = None,
    ignoreDefaultVisibility: Annotated[bool | None, Query()] = None,
    includeLabels: Annotated[str | None, Query()] = None,
    includePermissionsForView: Annotated[str | None, Query()] = None,
    keepRevisionForever: Annotated[bool | None, Query()] = None,
    ocrLanguage: Annotated[str | None, Query()] = None,
    supportsAllDrives: Annotated[bool | None, Query()] = None,
    supportsTeamDrives: Annotated[bool | None, Query()] = None,
    useContentAsIndexableText: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, enforceSingleParent=enforceSingleParent, ignoreDefaultVisibility=ignoreDefaultVisibility, includeLabels=includeLabels, includePermissionsForView=includePermissionsForView, keepRevisionForever=keepRevisionForever, ocrLanguage=ocrLanguage, supportsAllDrives=supportsAllDrives, supportsTeamDrives=supportsTeamDrives, useContentAsIndexableText=useContentAsIndexableText, body=body)


@router.delete('/drive/v3/files/{fileId}', operation_id='drive.files.delete', status_code=204, summary='Permanently deletes a file owned by the user without moving it to the trash. For more information, see [Trash or delete ', response_class=Response, response_model=None)
def drive_files_delete(
    session: SessionDep,
    fileId: Annotated[str, Path()],
    enforceSingleParent: Annotated[bool | None, Query()] = None,
    supportsAllDrives: Annotated[bool | None, Query()] = None,
    supportsTeamDrives: Annotated[bool | None, Query()] = None,
) -> Response:
    handlers.delete(session, fileId=fileId, enforceSingleParent=enforceSingleParent, supportsAllDrives=supportsAllDrives, supportsTeamDrives=supportsTeamDrives)
    return Response(status_code=204)


@router.delete('/drive/v3/files/trash', operation_id='drive.files.emptyTrash', status_code=204, summary="Permanently deletes all of the user's trashed files. For more information, see [Trash or delete files and folders](https", response_class=Response, response_model=None)
def drive_files_emptyTrash(
    session: SessionDep,
    driveId: Annotated[str | None, Query()] = None,
    enforceSingleParent: Annotated[bool | None, Query()] = None,
) -> Response:
    handlers.empty_trash(session, driveId=driveId, enforceSingleParent=enforceSingleParent)
    return Response(status_code=204)


@router.get('/drive/v3/files/{fileId}', operation_id='drive.files.get', status_code=200, summary=" Gets a file's metadata or content by ID. For more information, see [Search for files and folders](https://developers.go")
def drive_files_get(
    session: SessionDep,
    fileId: Annotated[str, Path()],
    acknowledgeAbuse: Annotated[bool | None, Query()] = None,
    includeLabels: Annotated[str | None, Query()] = None,
    includePermissionsForView: Annotated[str | None, Query()] = None,
    supportsAllDrives: Annotated[bool | None, Query()] = None,
    supportsTeamDrives: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.get(session, fileId=fileId, acknowledgeAbuse=acknowledgeAbuse, includeLabels=includeLabels, includePermissionsForView=includePermissionsForView, supportsAllDrives=supportsAllDrives, supportsTeamDrives=supportsTeamDrives)


@router.get('/drive/v3/files', operation_id='drive.files.list', status_code=200, summary=" Lists the user's files. For more information, see [Search for files and folders](https://developers.google.com/workspac")
def drive_files_list(
    session: SessionDep,
    corpora: Annotated[str | None, Query()] = None,
    corpus: Annotated[str | None, Query()] = None,
    driveId: Annotated[str | None, Query()] = None,
    includeItemsFromAllDrives: Annotated[bool | None, Query()] = None,
    includeLabels: Annotated[str | None, Query()] = None,
    includePermissionsForView: Annotated[str | None, Query()] = None,
    includeTeamDriveItems: Annotated[bool | None, Query()] = None,
    orderBy: Annotated[str | None, Query()] = None,
    pageSize: Annotated[int | None, Query()] = None,
    pageToken: Annotated[str | None, Query()] = None,
    q: Annotated[str | None, Query()] = None,
    spaces: Annotated[str | None, Query()] = None,
    supportsAllDrives: Annotated[bool | None, Query()] = None,
    supportsTeamDrives: Annotated[bool | None, Query()] = None,
    teamDriveId: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, corpora=corpora, corpus=corpus, driveId=driveId, includeItemsFromAllDrives=includeItemsFromAllDrives, includeLabels=includeLabels, includePermissionsForView=includePermissionsForView, includeTeamDriveItems=includeTeamDriveItems, orderBy=orderBy, pageSize=pageSize, pageToken=pageToken, q=q, spaces=spaces, supportsAllDrives=supportsAllDrives, supportsTeamDrives=supportsTeamDrives, teamDriveId=teamDriveId)


@router.patch('/drive/v3/files/{fileId}', operation_id='drive.files.update', status_code=200, summary=" Updates a file's metadata, content, or both. When calling this method, only populate fields in the request that you wan")
def drive_files_update(
    session: SessionDep,
    fileId: Annotated[str, Path()],
    addParents: Annotated[str | None, Query()] = None,
    enforceSingleParent: Annotated[bool | None, Query()] = None,
    includeLabels: Annotated[str | None, Query()] = None,
    includePermissionsForView: Annotated[str | None, Query()] = None,
    keepRevisionForever: Annotated[bool | None, Query()] = None,
    ocrLanguage: Annotated[str | None, Query()] = None,
    removeParents: Annotated[str | None, Query()] = None,
    supportsAllDrives: Annotated[bool | None, Query()] = None,
    supportsTeamDrives: Annotated[bool | None, Query()] = None,
    useContentAsIndexableText: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, fileId=fileId, addParents=addParents, enforceSingleParent=enforceSingleParent, includeLabels=includeLabels, includePermissionsForView=includePermissionsForView, keepRevisionForever=keepRevisionForever, ocrLanguage=ocrLanguage, removeParents=removeParents, supportsAllDrives=supportsAllDrives, supportsTeamDrives=supportsTeamDrives, useContentAsIndexableText=useContentAsIndexableText, body=body)

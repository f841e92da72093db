# GENERATED from environments/google-drive/contract.json by `fgb scaffold google-drive` (nox -s scaffold): do not edit.
"""Routes of the permissions resource: each one validates parameters and calls handlers/permissions.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import permissions as handlers

router = APIRouter(tags=['permissions'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/drive/v3/files/{fileId}/permissions', operation_id='drive.permissions.create', status_code=200, summary='Creates a permission for a file or shared drive. For more information, see [Share files, folders, and drives](https://de')
def drive_permissions_create(
    session: SessionDep,
    fileId: Annotated[str, Path()],
    emailMessage: Annotated[str | None, Query()] = None,
    enforceExpansiveAccess: Annotated[bool | None, Query()] = None,
    enforceSingleParent: Annotated[bool | None, Query()] = None,
    moveToNewOwnersRoot: Annotated[bool | None, Query()] = None,
    sendNotificationEmail: Annotated[bool | None, Query()] = None,
    supportsAllDrives: Annotated[bool | None, Query()] = None,
    supportsTeamDrives: Annotated[bool | None, Query()] = None,
    transferOwnership: Annotated[bool | None, Query()] = None,
    useDomainAdminAccess: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, fileId=fileId, emailMessage=emailMessage, enforceExpansiveAccess=enforceExpansiveAccess, enforceSingleParent=enforceSingleParent, moveToNewOwnersRoot=moveToNewOwnersRoot, sendNotificationEmail=sendNotificationEmail, supportsAllDrives=supportsAllDrives, supportsTeamDrives=supportsTeamDrives, transferOwnership=transferOwnership, useDomainAdminAccess=useDomainAdminAccess, body=body)


@router.delete('/drive/v3/files/{fileId}/permissions/{permissionId}', operation_id='drive.permissions.delete', status_code=204, summary='Deletes a permission. For more information, see [Share files, folders, and drives](https://developers.google.com/workspa', response_class=Response, response_model=None)
def drive_permissions_delete(
    session: SessionDep,
    fileId: Annotated[str, Path()],
    permissionId: Annotated[str, Path()],
    enforceExpansiveAccess: Annotated[bool | None, Query()] = None,
    supportsAllDrives: Annotated[bool | None, Query()] = None,
    supportsTeamDrives: Annotated[bool | None, Query()] = None,
    useDomainAdminAccess: Annotated[bool | None, Query()] = None,
) -> Response:
    handlers.delete(session, fileId=fileId, permissionId=permissionId, enforceExpansiveAccess=enforceExpansiveAccess, supportsAllDrives=supportsAllDrives, supportsTeamDrives=supportsTeamDrives, useDomainAdminAccess=useDomainAdminAccess)
    return Response(status_code=204)


@router.get('/drive/v3/files/{fileId}/permissions/{permissionId}', operation_id='drive.permissions.get', status_code=200, summary='Gets a permission by ID. For more information, see [Share files, folders, and drives](https://developers.google.com/work')
def drive_permissions_get(
    session: SessionDep,
    fileId: Annotated[str, Path()],
    permissionId: Annotated[str, Path()],
    supportsAllDrives: Annotated[bool | None, Query()] = None,
    supportsTeamDrives: Annotated[bool | None, Query()] = None,
    useDomainAdminAccess: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.get(session, fileId=fileId, permissionId=permissionId, supportsAllDrives=supportsAllDrives, supportsTeamDrives=supportsTeamDrives, useDomainAdminAccess=useDomainAdminAccess)


@router.get('/drive/v3/files/{fileId}/permissions', operation_id='drive.permissions.list', status_code=200, summary="Lists a file's or shared drive's permissions. For more information, see [Share files, folders, and drives](https://devel")
def drive_permissions_list(
    session: SessionDep,
    fileId: Annotated[str, Path()],
    includePermissionsForView: Annotated[str | None, Query()] = None,
    pageSize: Annotated[int | None, Query()] = None,
    pageToken: Annotated[str | None, Query()] = None,
    supportsAllDrives: Annotated[bool | None, Query()] = None,
    supportsTeamDrives: Annotated[bool | None, Query()] = None,
    useDomainAdminAccess: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.list_(session, fileId=fileId, includePermissionsForView=includePermissionsForView, pageSize=pageSize, pageToken=pageToken, supportsAllDrives=supportsAllDrives, supportsTeamDrives=supportsTeamDrives, useDomainAdminAccess=useDomainAdminAccess)


@router.patch('/drive/v3/files/{fileId}/permissions/{permissionId}', operation_id='drive.permissions.update', status_code=200, summary='Updates a permission with patch semantics. For more information, see [Share files, folders, and drives](https://develope')
def drive_permissions_update(
    session: SessionDep,
    fileId: Annotated[str, Path()],
    permissionId: Annotated[str, Path()],
    enforceExpansiveAccess: Annotated[bool | None, Query()] = None,
    removeExpiration: Annotated[bool | None, Query()] = None,
    supportsAllDrives: Annotated[bool | None, Query()] = None,
    supportsTeamDrives: Annotated[bool | None, Query()] = None,
    transferOwnership: Annotated[bool | None, Query()] = None,
    useDomainAdminAccess: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, fileId=fileId, permissionId=permissionId, enforceExpansiveAccess=enforceExpansiveAccess, removeExpiration=removeExpiration, supportsAllDrives=supportsAllDrives, supportsTeamDrives=supportsTeamDrives, transferOwnership=transferOwnership, useDomainAdminAccess=useDomainAdminAccess, body=body)

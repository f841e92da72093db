"""Sharing: who may do what with a file; one permission per grantee, the owner's fixed unless ownership moves."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.errors import ApiError
from ..models import File, Permission, User
from ..store import get_file, new_id, permission_resource

TYPES = ("user", "group", "domain", "anyone")
ROLES = ("owner", "organizer", "fileOrganizer", "writer", "commenter", "reader")


def _permission(session: Session, f: File, permission_id: str) -> Permission:
    p = session.get(Permission, (f.id, permission_id))
    if p is None:
        raise ApiError(404, f"Permission not found: {permission_id}.")
    return p


def _grantee(session: Session, f: File, kind: str, email: str | None, domain: str | None) -> Permission | None:
    for p in session.scalars(select(Permission).where(Permission.file_id == f.id, Permission.type == kind)):
        if (
            (kind == "anyone")
            or (kind in ("user", "group") and p.email_address == email)
            or (kind == "domain" and p.domain == domain)
        ):
            return p
    return None


def _transfer(session: Session, f: File, new_owner: Permission) -> None:
    """The grantee becomes the owner; the old owner stays on as a writer."""
    for p in session.scalars(select(Permission).where(Permission.file_id == f.id, Permission.role == "owner")):
        p.role = "writer"
    new_owner.role = "owner"
    f.owner = str(new_owner.email_address)


def create(
    session: Session, *, fileId: str, body: dict[str, Any] | None = None, transferOwnership: bool | None = None, **_: Any
) -> Any:
    f = get_file(session, fileId)
    body = body or {}
    kind, role = body.get("type"), body.get("role")
    if kind not in TYPES:
        raise ApiError(400, "The permission type field is required." if not kind else f"Invalid permission type: {kind}.")
    if role not in ROLES:
        raise ApiError(400, "The permission role field is required." if not role else f"Invalid permission role: {role}.")
    email = body.get("emailAddress")
    domain = body.get("domain")
    if kind in ("user", "group") and not email:
        raise ApiError(400, "The permission emailAddress field is required for this type.")
    if kind == "domain" and not domain:
        raise ApiError(400, "The permission domain field is required for this type.")
    if role == "owner" and (kind != "user" or not transferOwnership):
        raise ApiError(403, "The transferOwnership parameter must be enabled when the permission role is 'owner'.")
    found = _grantee(session, f, kind, email, domain)
    if found is not None and found.role == "owner":
        raise ApiError(403, "The owner's permission cannot be changed.")
    if found is None:
        user = session.get(User, email) if email else None
        pid = "anyoneWithLink" if kind == "anyone" else user.permission_id if user else new_id(session, "perm-")
        found = Permission(
            file_id=f.id,
            id=pid,
            type=kind,
            role=role,
            email_address=email if kind in ("user", "group") else None,
            domain=domain if kind == "domain" else None,
        )
        session.add(found)
        session.flush()
    if role == "owner":
        _transfer(session, f, found)
    else:
        found.role = role
    session.commit()
    return permission_resource(session, found)


def list_(session: Session, *, fileId: str, **_: Any) -> Any:
    f = get_file(session, fileId)
    rows = session.scalars(select(Permission).where(Permission.file_id == f.id).order_by(Permission.id))
    return {"kind": "drive#permissionList", "permissions": [permission_resource(session, p) for p in rows]}


def get(session: Session, *, fileId: str, permissionId: str, **_: Any) -> Any:
    return permission_resource(session, _permission(session, get_file(session, fileId), permissionId))


def update(session: Session, *, fileId: str, permissionId: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    p = _permission(session, get_file(session, fileId), permissionId)
    role = (body or {}).get("role")
    if role is not None and role not in ROLES:
        raise ApiError(400, f"Invalid permission role: {role}.")
    if p.role == "owner" or role == "owner":
        raise ApiError(403, "The owner's permission cannot be changed.")
    if role is not None:
        p.role = role
    session.commit()
    return permission_resource(session, p)


def delete(session: Session, *, fileId: str, permissionId: str, **_: Any) -> None:
    p = _permission(session, get_file(session, fileId), permissionId)
    if p.role == "owner":
        raise ApiError(403, "The owner of a file cannot be removed.")
    session.delete(p)
    session.commit()

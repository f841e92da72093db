"""Drive's resources as the API shows them, ids from one counter, and the lookups every handler shares."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ...kit import clock
from ...kit.errors import ApiError
from ...kit.ids import bump
from .models import Comment, Counter, File, Permission, Reply, Revision, User

FOLDER = "application/vnd.google-apps.folder"
GOOGLE_TYPES = "application/vnd.google-apps."
ROOT_ALIAS = "root"
LIMIT = 16106127360  # 15 GiB, the free plan's quota


def now() -> str:
    """Drive spells instants with milliseconds and a Z."""
    return clock.now().strftime("%Y-%m-%dT%H:%M:%S.000Z")


def new_id(session: Session, prefix: str) -> str:
    return f"{prefix}{bump(session, Counter)}"


def file_not_found(file_id: str) -> ApiError:
    return ApiError(404, f"File not found: {file_id}.")


def me(session: Session) -> User:
    user = session.scalars(select(User).where(User.me.is_(True))).first()
    assert user is not None
    return user


def root(session: Session) -> File:
    row = session.scalars(select(File).where(File.parent.is_(None))).first()
    assert row is not None
    return row


def get_file(session: Session, file_id: str) -> File:
    """The file a path names; `root` is the My Drive folder."""
    row = root(session) if file_id == ROOT_ALIAS else session.get(File, file_id)
    if row is None:
        raise file_not_found(file_id)
    return row


def descendants(session: Session, folder_id: str) -> list[File]:
    """Every file below a folder, depth first."""
    found: list[File] = []
    for child in session.scalars(select(File).where(File.parent == folder_id).order_by(File.id)):
        found.append(child)
        if child.mime_type == FOLDER:
            found.extend(descendants(session, child.id))
    return found


def user_resource(session: Session, email: str) -> dict[str, Any]:
    user = session.get(User, email)
    if user is None:
        return {"kind": "drive#user", "emailAddress": email, "displayName": email, "me": False}
    return {
        "kind": "drive#user",
        "displayName": user.display_name,
        "emailAddress": user.email,
        "me": user.me,
        "permissionId": user.permission_id,
    }


def file_resource(session: Session, f: File) -> dict[str, Any]:
    perms = session.scalars(select(Permission).where(Permission.file_id == f.id)).all()
    out: dict[str, Any] = {"kind": "drive#file", "id": f.id, "name": f.name, "mimeType": f.mime_type}
    if f.description is not None:
        out["description"] = f.description
    if f.parent is not None:
        out["parents"] = [f.parent]
    out.update(
        {
            "starred": f.starred,
            "trashed": f.trashed,
            "explicitlyTrashed": f.explicitly_trashed,
            "createdTime": f.created_time,
            "modifiedTime": f.modified_time,
            "version": str(f.version),
        }
    )
    if f.size is not None and not f.mime_type.startswith(GOOGLE_TYPES):
        out["size"] = str(f.size)
    out["owners"] = [user_resource(session, f.owner)]
    out["ownedByMe"] = f.owner == me(session).email
    out["shared"] = any(p.role != "owner" for p in perms)
    return out


def permission_resource(session: Session, p: Permission) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": "drive#permission", "id": p.id, "type": p.type, "role": p.role}
    if p.email_address is not None:
        out["emailAddress"] = p.email_address
        user = session.get(User, p.email_address)
        if user is not None:
            out["displayName"] = user.display_name
    if p.domain is not None:
        out["domain"] = p.domain
    return out


def author(session: Session, email: str) -> dict[str, Any]:
    user = session.get(User, email)
    return {"kind": "drive#user", "displayName": user.display_name if user else email, "me": bool(user and user.me)}


def reply_resource(session: Session, r: Reply) -> dict[str, Any]:
    out: dict[str, Any] = {
        "kind": "drive#reply",
        "id": r.id,
        "createdTime": r.created_time,
        "modifiedTime": r.modified_time,
        "author": author(session, r.author),
        "deleted": r.deleted,
        "content": r.content,
    }
    if r.action is not None:
        out["action"] = r.action
    return out


def comment_resource(session: Session, c: Comment) -> dict[str, Any]:
    replies = session.scalars(select(Reply).where(Reply.comment_id == c.id).order_by(Reply.created_time, Reply.id))
    out: dict[str, Any] = {
        "kind": "drive#comment",
        "id": c.id,
        "createdTime": c.created_time,
        "modifiedTime": c.modified_time,
        "author": author(session, c.author),
        "deleted": c.deleted,
        "resolved": c.resolved,
        "replies": [reply_resource(session, r) for r in replies],
    }
    if not c.deleted:
        out["content"] = c.content
    return out


def revision_resource(session: Session, r: Revision) -> dict[str, Any]:
    out: dict[str, Any] = {
        "kind": "drive#revision",
        "id": r.id,
        "mimeType": r.mime_type,
        "modifiedTime": r.modified_time,
        "keepForever": r.keep_forever,
        "lastModifyingUser": user_resource(session, r.author),
    }
    if r.size is not None:
        out["size"] = str(r.size)
    return out

"""Files and folders: create, copy, move between folders, trash and restore with their contents, search, delete."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete as sql_delete
from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.errors import ApiError
from ..models import Comment, File, Permission, Reply, Revision
from ..search import parse
from ..store import FOLDER, GOOGLE_TYPES, descendants, file_resource, get_file, me, new_id, now, root

ORDER_KEYS = {
    "folder": lambda f: f.mime_type != FOLDER,
    "name": lambda f: f.name.lower(),
    "createdTime": lambda f: f.created_time,
    "modifiedTime": lambda f: f.modified_time,
}


def _folder(session: Session, folder_id: str) -> File:
    folder = get_file(session, folder_id)
    if folder.mime_type != FOLDER:
        raise ApiError(400, f"The parent {folder_id} is not a folder.")
    return folder


def _revision(session: Session, f: File) -> None:
    if f.mime_type != FOLDER:
        session.add(
            Revision(
                id=new_id(session, "rev-"),
                file_id=f.id,
                mime_type=f.mime_type,
                modified_time=f.modified_time,
                size=f.size,
                keep_forever=False,
                author=f.owner,
            )
        )


def _owner_permission(session: Session, f: File) -> None:
    user = me(session)
    session.add(Permission(file_id=f.id, id=user.permission_id, type="user", role="owner", email_address=user.email))


def _parent_of(session: Session, parents: Any) -> str:
    if parents in (None, []):
        return root(session).id
    if not isinstance(parents, list) or len(parents) != 1:
        raise ApiError(400, "A file must have exactly one parent.")
    return _folder(session, str(parents[0])).id


def create(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    mime = str(body.get("mimeType") or "application/octet-stream")
    stamp = now()
    f = File(
        id=new_id(session, "fid-"),
        name=str(body.get("name") or "Untitled"),
        mime_type=mime,
        parent=_parent_of(session, body.get("parents")),
        owner=me(session).email,
        description=body.get("description"),
        starred=bool(body.get("starred", False)),
        trashed=False,
        explicitly_trashed=False,
        size=None if mime == FOLDER or mime.startswith(GOOGLE_TYPES) else 0,
        created_time=stamp,
        modified_time=stamp,
        version=1,
    )
    session.add(f)
    session.flush()
    _owner_permission(session, f)
    _revision(session, f)
    session.commit()
    return file_resource(session, f)


def get(session: Session, *, fileId: str, **_: Any) -> Any:
    return file_resource(session, get_file(session, fileId))


def _order(files: list[File], order_by: str | None) -> list[File]:
    if not order_by:
        return sorted(files, key=lambda f: f.id)
    keys = []
    for part in order_by.split(","):
        words = part.split()
        if not words or words[0] not in ORDER_KEYS or len(words) > 2 or (len(words) == 2 and words[1] != "desc"):
            raise ApiError(400, "Invalid Value")
        keys.append((ORDER_KEYS[words[0]], len(words) == 2))
    for key, desc in reversed(keys):
        files = sorted(files, key=key, reverse=desc)
    return files


def list_(
    session: Session,
    *,
    q: str | None = None,
    orderBy: str | None = None,
    pageSize: int | None = None,
    pageToken: str | None = None,
    **_: Any,
) -> Any:
    top = root(session)
    match = parse(q, top.id) if q else (lambda f: True)
    rows = [f for f in session.scalars(select(File).where(File.parent.is_not(None))) if match(f)]
    rows = _order(rows, orderBy)
    size = 100 if pageSize is None else pageSize
    if size < 1 or size > 1000:
        raise ApiError(400, "Invalid Value")
    start = int(pageToken) if pageToken and pageToken.isdigit() else 0
    page = rows[start : start + size]
    out: dict[str, Any] = {"kind": "drive#fileList", "incompleteSearch": False}
    if start + size < len(rows):
        out["nextPageToken"] = str(start + size)
    out["files"] = [file_resource(session, f) for f in page]
    return out


def _trash(session: Session, f: File, trashed: bool) -> None:
    """Trashing a folder trashes what it holds; restoring it brings back what was not trashed on its own."""
    f.trashed, f.explicitly_trashed = trashed, trashed
    for child in descendants(session, f.id) if f.mime_type == FOLDER else []:
        if trashed and not child.trashed:
            child.trashed, child.explicitly_trashed = True, False
        elif not trashed and not child.explicitly_trashed:
            child.trashed = False


def _move(session: Session, f: File, add: str | None, remove: str | None) -> None:
    adding = [x for x in (add or "").split(",") if x]
    removing = [x for x in (remove or "").split(",") if x]
    current = [f.parent] if f.parent else []
    resolved_remove = [root(session).id if x == "root" else x for x in removing]
    after = [p for p in current if p not in resolved_remove] + [_folder(session, x).id for x in adding]
    after = list(dict.fromkeys(after))
    if len(after) != 1:
        raise ApiError(
            403, "Increasing the number of parents is not allowed." if len(after) > 1 else "A file must have exactly one parent."
        )
    target = after[0]
    if f.mime_type == FOLDER and (target == f.id or target in {d.id for d in descendants(session, f.id)}):
        raise ApiError(400, "A folder cannot be moved into itself or one of its subfolders.")
    f.parent = target


def update(
    session: Session,
    *,
    fileId: str,
    body: dict[str, Any] | None = None,
    addParents: str | None = None,
    removeParents: str | None = None,
    **_: Any,
) -> Any:
    f = get_file(session, fileId)
    body = body or {}
    if f.parent is None and (body or addParents or removeParents):
        raise ApiError(403, "The root folder cannot be changed.")
    if "name" in body and not body["name"]:
        raise ApiError(400, "Invalid Value")
    if addParents or removeParents:
        _move(session, f, addParents, removeParents)
    changed = False
    for key, column in (("name", "name"), ("description", "description")):
        if key in body and body[key] != getattr(f, column):
            setattr(f, column, body[key])
            changed = True
    if "starred" in body:
        f.starred = bool(body["starred"])
    if "trashed" in body:
        _trash(session, f, bool(body["trashed"]))
    if changed:
        f.modified_time = now()
    f.version += 1
    session.commit()
    return file_resource(session, f)


def copy(session: Session, *, fileId: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    source = get_file(session, fileId)
    if source.mime_type == FOLDER:
        raise ApiError(403, "This file cannot be copied by the user.")
    body = body or {}
    stamp = now()
    f = File(
        id=new_id(session, "fid-"),
        name=str(body.get("name") or f"Copy of {source.name}"),
        mime_type=source.mime_type,
        parent=_parent_of(session, body["parents"]) if body.get("parents") else source.parent,
        owner=me(session).email,
        description=body.get("description", source.description),
        starred=False,
        trashed=False,
        explicitly_trashed=False,
        size=source.size,
        created_time=stamp,
        modified_time=stamp,
        version=1,
    )
    session.add(f)
    session.flush()
    _owner_permission(session, f)
    _revision(session, f)
    session.commit()
    return file_resource(session, f)


def _remove(session: Session, files: list[File]) -> None:
    """Delete files for good, with their permissions, comments, replies and revisions."""
    ids = [f.id for f in files]
    comment_ids = list(session.scalars(select(Comment.id).where(Comment.file_id.in_(ids))))
    session.execute(sql_delete(Reply).where(Reply.comment_id.in_(comment_ids)))
    for model in (Comment, Permission, Revision):
        session.execute(sql_delete(model).where(model.file_id.in_(ids)))
    session.execute(sql_delete(File).where(File.id.in_(ids)))


def delete(session: Session, *, fileId: str, **_: Any) -> None:
    if fileId == "trash":  # DELETE /files/trash is emptyTrash; the generated routes meet this one first
        return empty_trash(session)
    f = get_file(session, fileId)
    if f.parent is None:
        raise ApiError(403, "The root folder cannot be deleted.")
    _remove(session, [f, *descendants(session, f.id)])
    session.commit()
    return None


def empty_trash(session: Session, **_: Any) -> None:
    trashed = list(session.scalars(select(File).where(File.trashed.is_(True), File.owner == me(session).email)))
    _remove(session, trashed)
    session.commit()
    return None

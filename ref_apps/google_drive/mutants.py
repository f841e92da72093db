"""Outside mutants of the gold google-drive app: one named patch per rule of contract.json /rules (ref_apps/kit/patches.py)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from ..kit import insecure
from ..kit.errors import ApiError
from ..kit.patches import MutantBook, Patcher
from ..kit.ui_faults import forms_ignored, link_moves_without_render, replay_first_get
from .app import search, store
from .app.handlers import about, comments, files, permissions, revisions
from .app.models import Comment, File

MUTANTS = MutantBook("google-drive")
FOLDER = store.FOLDER


def _drop(key: str) -> Any:
    """A request rewrite that drops one body key."""
    return lambda body, query: {k: v for k, v in body.items() if k != key} if isinstance(body, dict) else body


def _set(**values: Any) -> Any:
    """A response rewrite that overwrites fields of a JSON object."""
    return lambda body, query: {**body, **values} if isinstance(body, dict) else body


# -- files: resource, create, get ---------------------------------------------------------------------------------
@MUTANTS.mutant("size_as_number", layer="leaf", rules=["drive.file.resource"], fault="files.get answers size as a JSON number")
def _size_as_number(p: Patcher) -> None:
    p.respond("drive.files.get", lambda body, q: {**body, "size": int(body["size"])} if "size" in body else body)


@MUTANTS.mutant(
    "create_unnamed_blank",
    layer="leaf",
    rules=["drive.files.create.defaults"],
    fault="files.create without a name stores an empty name",
)
def _create_unnamed_blank(p: Patcher) -> None:
    p.request("drive.files.create", lambda body, q: {"name": " ", **body} if isinstance(body, dict) else body)


@MUTANTS.mutant(
    "parent_any_file",
    layer="leaf",
    rules=["drive.files.create.parent"],
    fault="a file that is not a folder is accepted as a parent",
)
def _parent_any_file(p: Patcher) -> None:
    p.wrap(files, "_folder", lambda original: lambda session, folder_id: store.get_file(session, folder_id))


@MUTANTS.mutant(
    "root_empty_parents", layer="leaf", rules=["drive.files.root"], fault="the root folder answers an empty parents list"
)
def _root_empty_parents(p: Patcher) -> None:
    p.respond(
        "drive.files.get",
        lambda body, q: {**body, "parents": []} if isinstance(body, dict) and body.get("name") == "My Drive" else body,
    )


@MUTANTS.mutant(
    "not_found_without_id",
    layer="leaf",
    rules=["drive.files.not_found"],
    fault="an unknown file answers 404 without naming the id",
)
def _not_found_without_id(p: Patcher) -> None:
    p.wrap(store, "file_not_found", lambda original: lambda file_id: ApiError(404, "File not found."))


# -- files.list and q -----------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "list_hides_trash", layer="leaf", rules=["drive.files.list.envelope"], fault="files.list without q leaves trashed files out"
)
def _list_hides_trash(p: Patcher) -> None:
    p.wrap(files, "list_", lambda original: lambda session, q=None, **kw: original(session, q=q or "trashed = false", **kw))


@MUTANTS.mutant(
    "contains_substring", layer="leaf", rules=["drive.files.q.name"], fault="name contains matches anywhere in the name"
)
def _contains_substring(p: Patcher) -> None:
    p.wrap(search, "word_prefix", lambda original: lambda name, text: text.lower() in name.lower())


@MUTANTS.mutant(
    "root_in_parents_unresolved", layer="leaf", rules=["drive.files.q.parents"], fault="'root' in parents matches nothing"
)
def _root_in_parents_unresolved(p: Patcher) -> None:
    p.wrap(files, "parse", lambda original: lambda q, root_id: original(q, "root"))


@MUTANTS.mutant("trashed_term_ignored", layer="leaf", rules=["drive.files.q.fields"], fault="the trashed term of q is ignored")
def _trashed_term_ignored(p: Patcher) -> None:
    p.wrap(
        search,
        "term",
        lambda original: lambda t, root_id: (lambda f: True) if t and t[0] == ("word", "trashed") else original(t, root_id),
    )


@MUTANTS.mutant(
    "bad_query_lists_all",
    layer="leaf",
    rules=["drive.files.q.invalid"],
    fault="a term outside the grammar matches every file instead of 400",
)
def _bad_query_lists_all(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def term(t: Any, root_id: str) -> Any:
            try:
                return original(t, root_id)
            except ApiError:
                return lambda f: True

        return term

    p.wrap(search, "term", make)


@MUTANTS.mutant(
    "order_folder_ignored", layer="leaf", rules=["drive.files.list.order"], fault="orderBy folder does not put folders first"
)
def _order_folder_ignored(p: Patcher) -> None:
    p.wrap(files, "ORDER_KEYS", lambda original: {**original, "folder": lambda f: 0})


@MUTANTS.mutant(
    "no_next_page_token", layer="leaf", rules=["drive.files.list.paging"], fault="a full page carries no nextPageToken"
)
def _no_next_page_token(p: Patcher) -> None:
    p.respond(
        "drive.files.list",
        lambda body, q: {k: v for k, v in body.items() if k != "nextPageToken"} if isinstance(body, dict) else body,
    )


# -- files.update -----------------------------------------------------------------------------------------------------
@MUTANTS.mutant("star_ignored", layer="leaf", rules=["drive.files.update.fields"], fault="files.update ignores starred")
def _star_ignored(p: Patcher) -> None:
    p.request("drive.files.update", _drop("starred"))


@MUTANTS.mutant(
    "any_update_touches",
    layer="leaf",
    rules=["drive.files.update.modified"],
    fault="every files.update sets modifiedTime, starring too",
)
def _any_update_touches(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def update(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            row = session.get(File, out["id"])
            row.modified_time = store.now()
            session.commit()
            return {**out, "modifiedTime": row.modified_time}

        return update

    p.wrap(files, "update", make)


@MUTANTS.mutant(
    "version_stuck",
    layer="leaf",
    rules=["drive.files.update.version"],
    fault="files.update answers the version from before the change",
)
def _version_stuck(p: Patcher) -> None:
    p.respond(
        "drive.files.update", lambda body, q: {**body, "version": str(int(body["version"]) - 1)} if "version" in body else body
    )


@MUTANTS.mutant(
    "second_parent_replaces",
    layer="leaf",
    rules=["drive.files.move"],
    fault="addParents without removeParents silently replaces the parent",
)
def _second_parent_replaces(p: Patcher) -> None:
    p.wrap(
        files,
        "_move",
        lambda original: lambda session, f, add, remove: original(session, f, add, remove or (f.parent if add else None)),
    )


@MUTANTS.mutant(
    "trash_no_cascade",
    layer="leaf",
    rules=["drive.files.trash.cascade"],
    fault="trashing a folder leaves its files out of the trash",
)
def _trash_no_cascade(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def trash(session: Any, f: Any, trashed: bool) -> None:
            if trashed:
                f.trashed, f.explicitly_trashed = True, True
            else:
                original(session, f, trashed)

        return trash

    p.wrap(files, "_trash", make)


@MUTANTS.mutant(
    "restore_no_cascade", layer="leaf", rules=["drive.files.untrash"], fault="restoring a folder leaves its files in the trash"
)
def _restore_no_cascade(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def trash(session: Any, f: Any, trashed: bool) -> None:
            if trashed:
                original(session, f, trashed)
            else:
                f.trashed, f.explicitly_trashed = False, False

        return trash

    p.wrap(files, "_trash", make)


# -- copy, delete, trash ----------------------------------------------------------------------------------------------
@MUTANTS.mutant("copy_keeps_name", layer="leaf", rules=["drive.files.copy"], fault="a copy keeps the original's name")
def _copy_keeps_name(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def copy(session: Any, *, fileId: str, body: Any = None, **kw: Any) -> Any:
            body = dict(body or {})
            body.setdefault("name", store.get_file(session, fileId).name)
            return original(session, fileId=fileId, body=body, **kw)

        return copy

    p.wrap(files, "copy", make)


@MUTANTS.mutant(
    "folder_copied",
    layer="leaf",
    rules=["drive.files.copy.folder"],
    fault="copying a folder makes an empty folder instead of 403",
)
def _folder_copied(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def copy(session: Any, *, fileId: str, body: Any = None, **kw: Any) -> Any:
            source = store.get_file(session, fileId)
            if source.mime_type != FOLDER:
                return original(session, fileId=fileId, body=body, **kw)
            return files.create(session, body={"name": f"Copy of {source.name}", "mimeType": FOLDER, "parents": [source.parent]})

        return copy

    p.wrap(files, "copy", make)


@MUTANTS.mutant(
    "delete_orphans_children",
    layer="leaf",
    rules=["drive.files.delete.cascade"],
    fault="deleting a folder leaves its files behind",
)
def _delete_orphans_children(p: Patcher) -> None:
    p.wrap(files, "_remove", lambda original: lambda session, rows: original(session, rows[:1]))


@MUTANTS.mutant(
    "empty_trash_explicit_only",
    layer="leaf",
    rules=["drive.files.empty_trash"],
    fault="emptyTrash deletes only what was trashed on its own",
)
def _empty_trash_explicit_only(p: Patcher) -> None:
    def empty(session: Any, **_: Any) -> None:
        rows = list(session.scalars(select(File).where(File.explicitly_trashed.is_(True))))
        files._remove(session, rows)
        session.commit()

    p.wrap(files, "empty_trash", lambda original: empty)


# -- about ----------------------------------------------------------------------------------------------------------
@MUTANTS.mutant("quota_numbers", layer="leaf", rules=["drive.about.resource"], fault="the quota numbers are JSON numbers")
def _quota_numbers(p: Patcher) -> None:
    p.respond("drive.about.get", lambda body, q: {**body, "storageQuota": {k: int(v) for k, v in body["storageQuota"].items()}})


@MUTANTS.mutant("usage_skips_trash", layer="leaf", rules=["drive.about.usage"], fault="usage leaves trashed files out")
def _usage_skips_trash(p: Patcher) -> None:
    def rewrite(body: Any, q: Any) -> Any:
        quota = body["storageQuota"]
        used = str(int(quota["usage"]) - int(quota["usageInDriveTrash"]))
        return {**body, "storageQuota": {**quota, "usage": used, "usageInDrive": used}}

    p.respond("drive.about.get", rewrite)


@MUTANTS.mutant(
    "quota_ignores_new_files",
    layer="integration",
    rules=["drive.about.usage"],
    fault="the quota counts only files that existed at start: a copy is not counted",
)
def _quota_ignores_new_files(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def get(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            made = session.scalars(
                select(File).where(File.created_time == store.now(), File.owner == store.me(session).email)
            ).all()
            extra = sum(f.size or 0 for f in made)
            quota = out["storageQuota"]
            return {
                **out,
                "storageQuota": {
                    **quota,
                    "usage": str(int(quota["usage"]) - extra),
                    "usageInDrive": str(int(quota["usageInDrive"]) - extra),
                },
            }

        return get

    p.wrap(about, "get", make)


# -- permissions ------------------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "permission_no_name",
    layer="leaf",
    rules=["drive.permission.resource"],
    fault="permissions.get leaves out the person's displayName",
)
def _permission_no_name(p: Patcher) -> None:
    p.respond(
        "drive.permissions.get",
        lambda body, q: {k: v for k, v in body.items() if k != "displayName"} if isinstance(body, dict) else body,
    )


@MUTANTS.mutant(
    "domain_without_domain",
    layer="leaf",
    rules=["drive.permissions.create.validate"],
    fault="a domain permission without a domain is accepted",
)
def _domain_without_domain(p: Patcher) -> None:
    p.request(
        "drive.permissions.create",
        lambda body, q: (
            {**body, "domain": body.get("domain") or "example.invalid"}
            if isinstance(body, dict) and body.get("type") == "domain"
            else body
        ),
    )


@MUTANTS.mutant(
    "fresh_permission_ids",
    layer="leaf",
    rules=["drive.permissions.ids"],
    fault="every new permission gets a fresh id, known people too",
)
def _fresh_permission_ids(p: Patcher) -> None:
    p.respond(
        "drive.permissions.create",
        lambda body, q: {**body, "id": f"perm-{body['id']}"} if isinstance(body, dict) and "id" in body else body,
    )


@MUTANTS.mutant(
    "regrant_duplicates",
    layer="leaf",
    rules=["drive.permissions.create.regrant"],
    fault="sharing again with a person adds a second permission",
)
def _regrant_duplicates(p: Patcher) -> None:
    p.wrap(permissions, "_grantee", lambda original: lambda session, f, kind, email, domain: None)


@MUTANTS.mutant(
    "transfer_keeps_owner",
    layer="leaf",
    rules=["drive.permissions.transfer"],
    fault="a transfer adds a second owner and the file keeps its old one",
)
def _transfer_keeps_owner(p: Patcher) -> None:
    p.wrap(permissions, "_transfer", lambda original: lambda session, f, new_owner: setattr(new_owner, "role", "owner"))


@MUTANTS.mutant(
    "owner_deletable", layer="leaf", rules=["drive.permissions.owner_fixed"], fault="the owner's permission can be deleted"
)
def _owner_deletable(p: Patcher) -> None:
    def delete(session: Any, *, fileId: str, permissionId: str, **_: Any) -> None:
        row = permissions._permission(session, store.get_file(session, fileId), permissionId)
        session.delete(row)
        session.commit()

    p.wrap(permissions, "delete", lambda original: delete)


@MUTANTS.mutant(
    "update_ignores_role", layer="leaf", rules=["drive.permissions.update"], fault="permissions.update ignores the role"
)
def _update_ignores_role(p: Patcher) -> None:
    p.request("drive.permissions.update", _drop("role"))


@MUTANTS.mutant(
    "delete_keeps_permission",
    layer="leaf",
    rules=["drive.permissions.delete"],
    fault="permissions.delete answers 204 and keeps the permission",
)
def _delete_keeps_permission(p: Patcher) -> None:
    p.wrap(permissions, "delete", lambda original: lambda session, **kw: None)


@MUTANTS.mutant(
    "shared_always",
    layer="leaf",
    rules=["drive.files.shared"],
    fault="files.get says shared for every file with a permission, the owner's too",
)
def _shared_always(p: Patcher) -> None:
    p.respond("drive.files.get", _set(shared=True))


# -- comments and replies ---------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "comment_author_nameless", layer="leaf", rules=["drive.comment.resource"], fault="a comment's author has no displayName"
)
def _comment_author_nameless(p: Patcher) -> None:
    p.respond(
        "drive.comments.get",
        lambda body, q: {**body, "author": {"kind": "drive#user"}} if isinstance(body, dict) and "author" in body else body,
    )


@MUTANTS.mutant(
    "comment_not_mine", layer="leaf", rules=["drive.comments.create"], fault="a new comment's author is not marked as the user"
)
def _comment_not_mine(p: Patcher) -> None:
    p.respond(
        "drive.comments.create",
        lambda body, q: {**body, "author": {**body.get("author", {}), "me": False}} if isinstance(body, dict) else body,
    )


@MUTANTS.mutant(
    "comment_edit_untimed", layer="leaf", rules=["drive.comments.update"], fault="editing a comment leaves its modifiedTime"
)
def _comment_edit_untimed(p: Patcher) -> None:
    p.respond(
        "drive.comments.update",
        lambda body, q: {**body, "modifiedTime": body.get("createdTime")} if isinstance(body, dict) else body,
    )


@MUTANTS.mutant(
    "deleted_comments_listed", layer="mid", rules=["drive.comments.delete"], fault="comments.list shows deleted comments"
)
def _deleted_comments_listed(p: Patcher) -> None:
    p.wrap(comments, "list_", lambda original: lambda session, **kw: original(session, **{**kw, "includeDeleted": True}))


@MUTANTS.mutant(
    "replies_newest_first", layer="mid", rules=["drive.replies.create"], fault="a comment's replies come newest first"
)
def _replies_newest_first(p: Patcher) -> None:
    p.wrap(
        comments,
        "comment_resource",
        lambda original: lambda session, c: (lambda r: {**r, "replies": r["replies"][::-1]})(original(session, c)),
    )


@MUTANTS.mutant("reopen_ignored", layer="leaf", rules=["drive.replies.action"], fault="a reply's reopen action is dropped")
def _reopen_ignored(p: Patcher) -> None:
    p.request(
        "drive.replies.create",
        lambda body, q: _drop("action")(body, q) if isinstance(body, dict) and body.get("action") == "reopen" else body,
    )


@MUTANTS.mutant(
    "new_replies_hidden",
    layer="integration",
    rules=["drive.replies.create"],
    fault="a comment shows only the replies it had at start",
)
def _new_replies_hidden(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def render(session: Any, c: Any) -> Any:
            out = original(session, c)
            return {**out, "replies": [r for r in out["replies"] if r["createdTime"] != store.now()]}

        return render

    p.wrap(comments, "comment_resource", make)


# -- revisions --------------------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "revisions_newest_first", layer="leaf", rules=["drive.revisions.list"], fault="revisions.list answers newest first"
)
def _revisions_newest_first(p: Patcher) -> None:
    p.respond(
        "drive.revisions.list",
        lambda body, q: (
            {**body, "revisions": body["revisions"][::-1]} if isinstance(body, dict) and "revisions" in body else body
        ),
    )


@MUTANTS.mutant(
    "folder_revisions_empty",
    layer="leaf",
    rules=["drive.revisions.folder"],
    fault="a folder answers an empty revision list instead of 403",
)
def _folder_revisions_empty(p: Patcher) -> None:
    p.wrap(revisions, "_file", lambda original: lambda session, file_id: store.get_file(session, file_id))


# -- integration: every endpoint right on its own, a composition wrong ----------------------------------------------
@MUTANTS.mutant(
    "restore_brings_back_all",
    layer="integration",
    rules=["drive.files.untrash"],
    fault="restoring a folder also restores files trashed on their own",
)
def _restore_brings_back_all(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def trash(session: Any, f: Any, trashed: bool) -> None:
            original(session, f, trashed)
            if not trashed and f.mime_type == FOLDER:
                for child in store.descendants(session, f.id):
                    child.trashed, child.explicitly_trashed = False, False

        return trash

    p.wrap(files, "_trash", make)


@MUTANTS.mutant(
    "empty_trash_any_owner",
    layer="leaf",
    rules=["drive.files.empty_trash"],
    fault="emptyTrash also deletes trashed files the user gave away",
)
def _empty_trash_any_owner(p: Patcher) -> None:
    def empty(session: Any, **_: Any) -> None:
        files._remove(session, list(session.scalars(select(File).where(File.trashed.is_(True)))))
        session.commit()

    p.wrap(files, "empty_trash", lambda original: empty)


# -- UI faults while the API stays right ------------------------------------------------------------------------------
def _fetch_rewrite(test: str, change: str) -> str:
    """A page script that edits the JSON of every GET whose URL passes `test` with the statement `change` (on `data`)."""
    return f"""<script>(() => {{
  const fetch0 = window.fetch;
  window.fetch = async (input, init) => {{
    const url = typeof input === "string" ? input : input.url;
    const response = await fetch0(input, init);
    if ((init?.method || "GET").toUpperCase() !== "GET" || !({test})) return response;
    const data = await response.clone().json();
    {change}
    return new Response(JSON.stringify(data), {{ status: response.status, headers: {{ "content-type": "application/json" }} }});
  }};
}})();</script>"""




@MUTANTS.mutant(
    "ui_create_folder_noop", layer="root", rules=["drive.ui.new_folder"], fault="Create closes the form without saving"
)
def _ui_create_folder_noop(p: Patcher) -> None:
    p.page(forms_ignored('.new-folder'))


@MUTANTS.mutant(
    "ui_trash_lists_contents",
    layer="root",
    rules=["drive.ui.trash"],
    fault="the Trash lists the files inside trashed folders too",
)
def _ui_trash_lists_contents(p: Patcher) -> None:
    p.page(_fetch_rewrite("url.includes('trashed%20%3D%20true')", "data.files.forEach((f) => { f.explicitlyTrashed = true; });"))


@MUTANTS.mutant(
    "ui_trash_list_stale",
    layer="root",
    rules=["drive.ui.restore"],
    fault="after Restore the Trash re-renders from the list it read on load",
)
def _ui_trash_list_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/drive\/v3\/files\?q=trashed/"))


@MUTANTS.mutant(
    "ui_storage_stale", layer="root", rules=["drive.ui.storage"], fault="the Storage region keeps the usage it read on load"
)
def _ui_storage_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/drive\/v3\/about(\?|$)/"))


@MUTANTS.mutant(
    "ui_folder_link_no_render",
    layer="root",
    rules=["drive.ui.open_folder"],
    fault="a folder's link changes the address but leaves the old list on screen",
)
def _ui_folder_link_no_render(p: Patcher) -> None:
    p.page(link_moves_without_render('a[href^="/drive/folders/"]'))


@MUTANTS.mutant("ui_starred_skips_docs", layer="root", rules=["drive.ui.star"], fault="the Starred screen leaves Google docs out")
def _ui_starred_skips_docs(p: Patcher) -> None:
    p.page(
        _fetch_rewrite(
            "url.includes('starred%20%3D%20true')",
            "data.files = data.files.filter((f) => !f.mimeType.startsWith('application/vnd.google-apps.document'));",
        )
    )


@MUTANTS.mutant("ui_share_always_reader", layer="root", rules=["drive.ui.share"], fault="Share grants reader whatever Role says")
def _ui_share_always_reader(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('submit', () => { const r = document.getElementById('share-role'); if (r) r.value = 'reader'; }, true);</script>"
    )


# -- security: the kit's insecure mutants, and this app's own read-only faults --------------------------------------
insecure.register(MUTANTS, "google-drive")
# No ownership mutant: every file of the seed is Alex's own and the brief names nothing he may not change.


@MUTANTS.mutant(
    "insecure_resolved_from_body",
    layer="security",
    fault="a new comment takes the resolved the client sends (born resolved, no reply resolving it)",
    rules=["security.fields.read_only"],
)
def _insecure_resolved_from_body(p: Patcher) -> None:
    p.from_body(comments, "create", Comment, "resolved", kind=bool)


@MUTANTS.mutant(
    "insecure_explicitly_trashed_from_body",
    layer="security",
    fault="a new file takes the explicitlyTrashed the client sends (marked as trashed on its own outside the trash)",
    rules=["security.fields.read_only"],
)
def _insecure_explicitly_trashed_from_body(p: Patcher) -> None:
    p.from_body(files, "create", File, "explicitlyTrashed", column="explicitly_trashed", kind=bool)

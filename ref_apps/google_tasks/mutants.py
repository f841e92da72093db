"""Outside mutants of the gold google-tasks app: named patches the kit applies at start-up (ref_apps/kit/patches.py).

Each rule of environments/google-tasks/contract.json /rules has at least one mutant that breaks exactly it.
"""

from __future__ import annotations

from typing import Any

from fastapi.responses import JSONResponse

from ..kit import insecure
from ..kit.patches import MutantBook, Patcher
from ..kit.ui_faults import forms_ignored
from .app import store
from .app.handlers import tasklists, tasks
from .app.models import Task, TaskList

MUTANTS = MutantBook("google-tasks")

Make = Any  # make(original) -> replacement, as Patcher.wrap takes it


def _without(*names: str) -> Make:
    """A handler wrapper that drops the named keyword arguments (the parameter is ignored)."""

    def make(original: Any) -> Any:
        def handler(*args: Any, **kw: Any) -> Any:
            return original(*args, **{k: v for k, v in kw.items() if k not in names})

        return handler

    return make


def _drop_kind(body: Any, query: dict[str, Any]) -> Any:
    return {k: v for k, v in body.items() if k != "kind"} if isinstance(body, dict) else body


# -- resources and envelopes -----------------------------------------------------------------------------------------


@MUTANTS.mutant("list_drops_kind", layer="leaf", fault="tasks.list answers without its `kind`", rules=["tasks.lists.envelope"])
def _list_drops_kind(p: Patcher) -> None:
    p.respond("tasks.tasks.list", _drop_kind)


@MUTANTS.mutant(
    "tasklist_drops_kind", layer="leaf", fault="tasklists.get answers a list without `kind`", rules=["tasks.tasklist.resource"]
)
def _tasklist_drops_kind(p: Patcher) -> None:
    p.respond("tasks.tasklists.get", _drop_kind)


@MUTANTS.mutant(
    "task_empty_fields_kept",
    layer="leaf",
    fault="tasks answer empty fields as null instead of leaving them out",
    rules=["tasks.task.resource"],
)
def _task_empty_fields_kept(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda t: {"completed": None, "parent": None, "hidden": False, **original(t)}

    p.wrap(store, "task_resource", make)


@MUTANTS.mutant(
    "position_unpadded", layer="leaf", fault="position is a bare number, not 20 zero-padded digits", rules=["tasks.task.position"]
)
def _position_unpadded(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda t: {**original(t), "position": str(t.position)}

    p.wrap(store, "task_resource", make)


@MUTANTS.mutant(
    "not_found_without_status", layer="leaf", fault="a 404 body lacks the error's `status`", rules=["tasks.errors.not_found"]
)
def _not_found_without_status(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if isinstance(body, dict) and isinstance(body.get("error"), dict):
            return {"error": {k: v for k, v in body["error"].items() if k != "status"}}
        return body

    p.respond("tasks.tasks.get", rewrite)
    p.respond("tasks.tasklists.get", rewrite)


# -- task lists --------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "untitled_list_accepted",
    layer="leaf",
    fault="a list without a title is stored as 'Untitled'",
    rules=["tasks.errors.title_required"],
)
def _untitled_list_accepted(p: Patcher) -> None:
    p.request(
        "tasks.tasklists.insert",
        lambda body, query: {**body, "title": body.get("title") or "Untitled"} if isinstance(body, dict) else body,
    )


@MUTANTS.mutant(
    "list_title_suffixed",
    layer="leaf",
    fault="tasklists.insert stores the title with ' list' added",
    rules=["tasks.tasklists.insert.stored"],
)
def _list_title_suffixed(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        return {**body, "title": body["title"] + " list"} if isinstance(body, dict) and body.get("title") else body

    p.request("tasks.tasklists.insert", rewrite)


@MUTANTS.mutant(
    "rename_touches_home",
    layer="leaf",
    fault="renaming a list also stamps Home's `updated`",
    rules=["tasks.tasklists.write.only"],
)
def _rename_touches_home(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def patch(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            home = session.get(TaskList, "list-home")
            if home is not None and kw.get("tasklist") != "list-home":
                home.updated = store.now()
                session.commit()
            return out

        return patch

    p.wrap(tasklists, "patch", make)


@MUTANTS.mutant(
    "list_cache_stale_on_rename",
    layer="integration",
    fault="tasklists.list serves a cache that lists added or deleted refresh, but a rename does not",
    rules=["tasks.tasklists.rename.everywhere"],
)
def _list_cache_stale_on_rename(p: Patcher) -> None:
    cache: dict[tuple[str, ...], dict[str, str]] = {}

    def make(original: Any) -> Any:
        def list_(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            key = tuple(sorted(item["id"] for item in out.get("items", [])))
            titles = cache.setdefault(key, {item["id"]: item["title"] for item in out.get("items", [])})
            return {**out, "items": [{**item, "title": titles.get(item["id"], item["title"])} for item in out.get("items", [])]}

        return list_

    p.wrap(tasklists, "list_", make)


def _stamped_now(stamp: str | None) -> bool:
    """Written at the frozen clock's instant: in this run, not in the seed."""
    return bool(stamp) and stamp[:19] >= store.now()[:19]


@MUTANTS.mutant(
    "insert_appends_in_new_list",
    layer="integration",
    fault="tasks.insert puts a task first in a list untouched since load, but appends it in a list created moments ago",
    rules=["tasks.tasks.insert.first"],
)
def _insert_appends_in_new_list(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def insert(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            if kw.get("previous") or not _stamped_now(store.get_list(session, kw["tasklist"]).updated):
                return out
            task = store.get_task(session, kw["tasklist"], out["id"])
            store.place(session, task, task.tasklist, task.parent, None, append=True)
            session.commit()
            return store.task_resource(task)

        return insert

    p.wrap(tasks, "insert", make)


@MUTANTS.mutant(
    "clear_skips_just_completed",
    layer="integration",
    fault="tasks.clear hides the tasks completed before the clock's instant; one completed moments ago stays listed",
    rules=["tasks.tasks.clear.hides"],
)
def _clear_skips_just_completed(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def clear(session: Any, **kw: Any) -> None:
            original(session, **kw)
            rows = session.query(Task).filter(Task.tasklist == kw["tasklist"], Task.status == "completed")
            for task in rows:
                if _stamped_now(task.completed):
                    task.hidden = False
            session.commit()

        return clear

    p.wrap(tasks, "clear", make)


@MUTANTS.mutant(
    "lists_drop_last", layer="leaf", fault="tasklists.list leaves out the last list", rules=["tasks.tasklists.list.all"]
)
def _lists_drop_last(p: Patcher) -> None:
    p.respond(
        "tasks.tasklists.list",
        lambda body, query: {**body, "items": body.get("items", [])[:-1]} if not query.get("maxResults") else body,
    )


@MUTANTS.mutant(
    "lists_page_token_ignored", layer="leaf", fault="tasklists.list ignores pageToken", rules=["tasks.tasklists.list.paging"]
)
def _lists_page_token_ignored(p: Patcher) -> None:
    p.wrap(tasklists, "list_", _without("pageToken"))


@MUTANTS.mutant(
    "list_delete_noop",
    layer="leaf",
    fault="tasklists.delete answers 204 but deletes nothing",
    rules=["tasks.tasklists.delete.cascade"],
)
def _list_delete_noop(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete(session: Any, *, tasklist: str, **kw: Any) -> None:
            store.get_list(session, tasklist)

        return delete

    p.wrap(tasklists, "delete", make)


# -- listing tasks -----------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "list_flat_by_position",
    layer="leaf",
    fault="tasks.list sorts by position alone, mixing subtasks among top-level tasks",
    rules=["tasks.tasks.list.tree_order"],
)
def _list_flat_by_position(p: Patcher) -> None:
    p.wrap(store, "tree_order", lambda original: lambda ts: sorted(ts, key=lambda t: (t.position, t.id)))


@MUTANTS.mutant(
    "get_ignores_task",
    layer="leaf",
    fault="tasks.get answers the first task of the list, whatever was asked",
    rules=["tasks.tasks.get.fields"],
)
def _get_ignores_task(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def get(session: Any, *, tasklist: str, task: str, **kw: Any) -> Any:
            first = tasks.list_(session, tasklist=tasklist, showHidden=True)["items"]
            return original(session, tasklist=tasklist, task=first[0]["id"] if first else task, **kw)

        return get

    p.wrap(tasks, "get", make)


@MUTANTS.mutant(
    "show_hidden_ignored",
    layer="leaf",
    fault="tasks.list shows hidden tasks even without showHidden",
    rules=["tasks.tasks.list.hidden"],
)
def _show_hidden_ignored(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda *args, **kw: original(*args, **{**kw, "showHidden": True})

    p.wrap(tasks, "list_", make)


@MUTANTS.mutant(
    "show_completed_ignored",
    layer="leaf",
    fault="tasks.list ignores showCompleted=false",
    rules=["tasks.tasks.list.show_completed"],
)
def _show_completed_ignored(p: Patcher) -> None:
    p.wrap(tasks, "list_", _without("showCompleted"))


@MUTANTS.mutant("due_min_ignored", layer="leaf", fault="tasks.list ignores dueMin", rules=["tasks.tasks.list.due_range"])
def _due_min_ignored(p: Patcher) -> None:
    p.wrap(tasks, "list_", _without("dueMin"))


@MUTANTS.mutant("due_max_ignored", layer="leaf", fault="tasks.list ignores dueMax", rules=["tasks.tasks.list.due_range"])
def _due_max_ignored(p: Patcher) -> None:
    p.wrap(tasks, "list_", _without("dueMax"))


@MUTANTS.mutant(
    "completed_min_ignored", layer="leaf", fault="tasks.list ignores completedMin", rules=["tasks.tasks.list.completed_range"]
)
def _completed_min_ignored(p: Patcher) -> None:
    p.wrap(tasks, "list_", _without("completedMin"))


@MUTANTS.mutant(
    "completed_max_ignored", layer="leaf", fault="tasks.list ignores completedMax", rules=["tasks.tasks.list.completed_range"]
)
def _completed_max_ignored(p: Patcher) -> None:
    p.wrap(tasks, "list_", _without("completedMax"))


@MUTANTS.mutant(
    "updated_min_ignored", layer="leaf", fault="tasks.list ignores updatedMin", rules=["tasks.tasks.list.updated_min"]
)
def _updated_min_ignored(p: Patcher) -> None:
    p.wrap(tasks, "list_", _without("updatedMin"))


@MUTANTS.mutant("tasks_page_token_ignored", layer="leaf", fault="tasks.list ignores pageToken", rules=["tasks.tasks.list.paging"])
def _tasks_page_token_ignored(p: Patcher) -> None:
    p.wrap(tasks, "list_", _without("pageToken"))


@MUTANTS.mutant(
    "max_results_uncapped",
    layer="leaf",
    fault="tasks.list gives as many tasks a page as maxResults asks, past 100",
    rules=["tasks.tasks.list.page_size"],
)
def _max_results_uncapped(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def list_(*args: Any, **kw: Any) -> Any:
            wanted = kw.get("maxResults") or 0
            out = original(*args, **kw)
            while wanted > len(out["items"]) and out.get("nextPageToken"):
                more = original(*args, **{**kw, "maxResults": 100, "pageToken": out["nextPageToken"]})
                out = {**more, "items": out["items"] + more["items"]}
            return out

        return list_

    p.wrap(tasks, "list_", make)


@MUTANTS.mutant(
    "default_page_of_50",
    layer="leaf",
    fault="tasks.list gives 50 tasks a page when maxResults is not given",
    rules=["tasks.tasks.list.page_size"],
)
def _default_page_of_50(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda *args, **kw: original(*args, **{**kw, "maxResults": kw.get("maxResults") or 50})

    p.wrap(tasks, "list_", make)


# -- writing tasks -----------------------------------------------------------------------------------------------


@MUTANTS.mutant("insert_drops_notes", layer="leaf", fault="tasks.insert stores no notes", rules=["tasks.tasks.insert.stored"])
def _insert_drops_notes(p: Patcher) -> None:
    p.request(
        "tasks.tasks.insert",
        lambda body, query: {k: v for k, v in body.items() if k != "notes"} if isinstance(body, dict) else body,
    )


@MUTANTS.mutant(
    "insert_appends", layer="leaf", fault="tasks.insert without `previous` puts the task last", rules=["tasks.tasks.insert.first"]
)
def _insert_appends(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def insert(session: Any, *, tasklist: str, parent: str | None = None, previous: str | None = None, **kw: Any) -> Any:
            siblings = store.siblings(session, tasklist, parent)
            if previous is None and siblings:
                previous = siblings[-1].id
            return original(session, tasklist=tasklist, parent=parent, previous=previous, **kw)

        return insert

    p.wrap(tasks, "insert", make)


@MUTANTS.mutant(
    "insert_before_previous",
    layer="mid",
    fault="tasks.insert puts the task before `previous`, not after it",
    rules=["tasks.tasks.insert.previous"],
)
def _insert_before_previous(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def insert(session: Any, *, tasklist: str, parent: str | None = None, previous: str | None = None, **kw: Any) -> Any:
            if previous is not None:
                ids = [t.id for t in store.siblings(session, tasklist, parent)]
                at = ids.index(previous) if previous in ids else 0
                previous = ids[at - 1] if at > 0 else None
            return original(session, tasklist=tasklist, parent=parent, previous=previous, **kw)

        return insert

    p.wrap(tasks, "insert", make)


@MUTANTS.mutant(
    "insert_ignores_parent",
    layer="mid",
    fault="tasks.insert ignores `parent`: the task is top-level",
    rules=["tasks.tasks.insert.parent"],
)
def _insert_ignores_parent(p: Patcher) -> None:
    p.wrap(tasks, "insert", _without("parent"))


@MUTANTS.mutant(
    "subtasks_nest_deeper", layer="leaf", fault="a task may be put under a subtask", rules=["tasks.tasks.subtasks.depth"]
)
def _subtasks_nest_deeper(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def place(session: Any, task: Any, list_id: str, parent: str | None, previous: str | None, append: bool = False) -> None:
            if parent is not None:
                store.get_task(session, list_id, parent)
            others = [t for t in store.siblings(session, list_id, parent) if t.id != task.id]
            ids = [t.id for t in others]
            at = ids.index(previous) + 1 if previous in ids else (len(others) if append else 0)
            others.insert(at, task)
            task.tasklist, task.parent = list_id, parent
            for i, t in enumerate(others):
                t.position = i

        return place

    p.wrap(store, "place", make)


@MUTANTS.mutant(
    "move_ignores_previous",
    layer="leaf",
    fault="tasks.move ignores `previous`: the task goes first",
    rules=["tasks.tasks.move.previous"],
)
def _move_ignores_previous(p: Patcher) -> None:
    p.wrap(tasks, "move", _without("previous"))


@MUTANTS.mutant(
    "move_keeps_old_parent",
    layer="leaf",
    fault="tasks.move to the top level keeps the old parent",
    rules=["tasks.tasks.move.top_level"],
)
def _move_keeps_old_parent(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def move(session: Any, *, tasklist: str, task: str, parent: str | None = None, **kw: Any) -> Any:
            found = session.get(Task, task)
            return original(session, tasklist=tasklist, task=task, parent=parent or (found.parent if found else None), **kw)

        return move

    p.wrap(tasks, "move", make)


@MUTANTS.mutant(
    "move_ignores_destination",
    layer="leaf",
    fault="tasks.move ignores destinationTasklist",
    rules=["tasks.tasks.move.destination"],
)
def _move_ignores_destination(p: Patcher) -> None:
    p.wrap(tasks, "move", _without("destinationTasklist"))


@MUTANTS.mutant(
    "delete_keeps_subtasks",
    layer="leaf",
    fault="deleting a task turns its subtasks into top-level tasks",
    rules=["tasks.tasks.delete.cascade"],
)
def _delete_keeps_subtasks(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete(session: Any, *, tasklist: str, task: str, **kw: Any) -> None:
            for n, child in enumerate(store.siblings(session, tasklist, task)):
                child.parent, child.position = None, 1000 + n
            session.flush()
            original(session, tasklist=tasklist, task=task, **kw)

        return delete

    p.wrap(tasks, "delete", make)


@MUTANTS.mutant(
    "delete_leaves_gap",
    layer="leaf",
    fault="deleting a task leaves a gap in its siblings' positions",
    rules=["tasks.tasks.delete.compact"],
)
def _delete_leaves_gap(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete(*args: Any, **kw: Any) -> None:
            compact = store.compact
            store.compact = lambda *a, **k: None
            try:
                original(*args, **kw)
            finally:
                store.compact = compact

        return delete

    p.wrap(tasks, "delete", make)


@MUTANTS.mutant(
    "completed_at_wrong_time",
    layer="leaf",
    fault="completing a task stamps a fixed time, not the clock's",
    rules=["tasks.tasks.complete.timestamp"],
)
def _completed_at_wrong_time(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def set_status(task: Any, status: Any) -> None:
            was = task.status
            original(task, status)
            if status == "completed" and was != "completed":
                task.completed = "2026-01-01T00:00:00.000Z"

        return set_status

    p.wrap(store, "set_status", make)


@MUTANTS.mutant(
    "reopen_keeps_completed",
    layer="leaf",
    fault="reopening a task keeps its `completed` time",
    rules=["tasks.tasks.reopen.clears"],
)
def _reopen_keeps_completed(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def set_status(task: Any, status: Any) -> None:
            kept = task.completed
            original(task, status)
            if status == "needsAction":
                task.completed = kept

        return set_status

    p.wrap(store, "set_status", make)


@MUTANTS.mutant(
    "patch_clears_due", layer="leaf", fault="tasks.patch empties `due` when it was not given", rules=["tasks.tasks.patch.partial"]
)
def _patch_clears_due(p: Patcher) -> None:
    p.request("tasks.tasks.patch", lambda body, query: {"due": None, **body} if isinstance(body, dict) else body)


@MUTANTS.mutant(
    "update_patches",
    layer="leaf",
    fault="tasks.update keeps the fields it was not given, like patch",
    rules=["tasks.tasks.update.replace"],
)
def _update_patches(p: Patcher) -> None:
    p.wrap(tasks, "update", lambda original: lambda *args, **kw: tasks.patch(*args, **kw))


@MUTANTS.mutant(
    "clear_skips_subtasks",
    layer="leaf",
    fault="tasks.clear hides completed top-level tasks only",
    rules=["tasks.tasks.clear.hides"],
)
def _clear_skips_subtasks(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def clear(session: Any, *, tasklist: str, **kw: Any) -> None:
            subtasks = [t for t in session.query(Task).filter(Task.tasklist == tasklist, Task.parent.isnot(None)) if not t.hidden]
            original(session, tasklist=tasklist, **kw)
            for t in subtasks:
                t.hidden = False
            session.commit()

        return clear

    p.wrap(tasks, "clear", make)


# -- the UI ------------------------------------------------------------------------------------------------------


@MUTANTS.mutant("ui_save_swallowed", layer="root", fault="the add-task form's Save does nothing", rules=["tasks.ui.add_task"])
def _ui_save_swallowed(p: Patcher) -> None:
    p.page(forms_ignored())


@MUTANTS.mutant(
    "ui_checkbox_noop", layer="root", fault="ticking a task's checkbox in the UI saves nothing", rules=["tasks.ui.complete_task"]
)
def _ui_checkbox_noop(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('change', e => { if (e.target.type === 'checkbox') "
        "e.stopImmediatePropagation(); }, true);</script>"
    )


@MUTANTS.mutant(
    "ui_completed_count_stale",
    layer="root",
    fault="the Completed (n) button keeps the count it first showed",
    rules=["tasks.ui.completed_count"],
)
def _ui_completed_count_stale(p: Patcher) -> None:
    p.page(
        "<script>addEventListener('DOMContentLoaded', () => { const b = document.getElementById('completed-button'); "
        "let first = null; new MutationObserver(() => { const m = b.textContent.match(/\\((\\d+)\\)/); if (!m) return; "
        "if (first === null) first = m[1]; else if (m[1] !== first) b.textContent = `Completed (${first})`; })"
        ".observe(b, {childList: true, characterData: true, subtree: true}); });</script>"
    )


def _stale_gets(pattern: str) -> str:
    """A page script whose GETs matching `pattern` keep answering their first response, as a cache never invalidated."""
    return (
        "<script>(() => { const send = window.fetch, seen = new Map(), re = new RegExp(" + repr(pattern) + ");"
        " window.fetch = async (url, opts = {}) => { const u = String(url);"
        " if ((opts.method || 'GET').toUpperCase() !== 'GET' || !re.test(u)) return send(url, opts);"
        " if (seen.has(u)) return seen.get(u).clone(); const r = await send(url, opts);"
        " if (r.ok) seen.set(u, r.clone()); return r; }; })();</script>"
    )


@MUTANTS.mutant(
    "ui_tasks_not_refreshed",
    layer="root",
    fault="after a write the list is redrawn from the tasks it first loaded: the new task is missing",
    rules=["tasks.ui.add_task"],
)
def _ui_tasks_not_refreshed(p: Patcher) -> None:
    p.page(_stale_gets(r"/tasks\?"))


@MUTANTS.mutant(
    "ui_list_link_not_rendered",
    layer="root",
    fault="a list's link in the navigation changes the address but the page still shows the old list",
    rules=["tasks.ui.switch_list"],
)
def _ui_list_link_not_rendered(p: Patcher) -> None:
    p.page(
        "<script>window.addEventListener('click', (e) => { const a = e.target.closest && e.target.closest('#lists-nav a[href]');"
        " if (!a || e.button !== 0) return; e.preventDefault(); e.stopImmediatePropagation();"
        " history.pushState({}, '', a.getAttribute('href')); }, true);</script>"
    )


@MUTANTS.mutant(
    "ui_done_panel_stale",
    layer="root",
    fault="the Done list keeps the tasks it was first drawn with",
    rules=["tasks.ui.complete_task"],
)
def _ui_done_panel_stale(p: Patcher) -> None:
    p.page(
        "<script>(() => { const put = Element.prototype.replaceChildren; let drawn = false;"
        " Element.prototype.replaceChildren = function (...nodes) { if (this.id === 'completed') { if (drawn) return; drawn = true; }"
        " return put.apply(this, nodes); }; })();</script>"
    )


@MUTANTS.mutant(
    "ui_list_cached_across_pages",
    layer="root",
    fault="the list's tasks are cached for the browser session: back from a task's details it shows the notes it first loaded",
    rules=["tasks.ui.edit_task"],
)
def _ui_list_cached_across_pages(p: Patcher) -> None:
    p.page(
        "<script>(() => { const send = window.fetch; window.fetch = async (url, opts = {}) => { const u = String(url);"
        " if ((opts.method || 'GET').toUpperCase() !== 'GET' || !/\\/tasks\\?/.test(u)) return send(url, opts);"
        " const kept = sessionStorage.getItem('tasks:' + u);"
        " if (kept !== null) return new Response(kept, {status: 200, headers: {'content-type': 'application/json'}});"
        " const r = await send(url, opts); if (r.ok) sessionStorage.setItem('tasks:' + u, await r.clone().text()); return r; };"
        " })();</script>"
    )


@MUTANTS.mutant(
    "ui_lists_cached_across_pages",
    layer="root",
    fault="the navigation's lists are cached for the browser session: a list just created opens but is not linked in Lists",
    rules=["tasks.ui.new_list"],
)
def _ui_lists_cached_across_pages(p: Patcher) -> None:
    p.page(
        "<script>(() => { const send = window.fetch; window.fetch = async (url, opts = {}) => { const u = String(url);"
        " if ((opts.method || 'GET').toUpperCase() !== 'GET' || !/@me\\/lists$/.test(u)) return send(url, opts);"
        " const kept = sessionStorage.getItem('lists:' + u);"
        " if (kept !== null) return new Response(kept, {status: 200, headers: {'content-type': 'application/json'}});"
        " const r = await send(url, opts); if (r.ok) sessionStorage.setItem('lists:' + u, await r.clone().text()); return r; };"
        " })();</script>"
    )


@MUTANTS.mutant("ui_hide_lists", layer="visual", fault="the UI hides the navigation of lists")
def _ui_hide_lists(p: Patcher) -> None:
    p.page("<style>.sidebar{display:none}</style>")


# -- the first mutants, once switches inside the gold app ----------------------------------------------------------


@MUTANTS.mutant("insert_wrong_status", layer="leaf", fault="tasks.insert answers 201 instead of 200")
def _insert_wrong_status(p: Patcher) -> None:
    p.wrap(tasks, "insert", lambda original: lambda *args, **kw: JSONResponse(original(*args, **kw), status_code=201))


@MUTANTS.mutant(
    "list_unordered", layer="leaf", fault="tasks.list sorts by title, ignoring positions", rules=["tasks.tasks.list.tree_order"]
)
def _list_unordered(p: Patcher) -> None:
    p.wrap(store, "tree_order", lambda original: lambda ts: sorted(ts, key=lambda t: t.title))


@MUTANTS.mutant(
    "complete_without_timestamp",
    layer="leaf",
    fault="completing a task leaves `completed` empty",
    rules=["tasks.tasks.complete.timestamp"],
)
def _complete_without_timestamp(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def set_status(task: Any, status: Any) -> None:
            original(task, status)
            if status == "completed":
                task.completed = None

        return set_status

    p.wrap(store, "set_status", make)


@MUTANTS.mutant(
    "patch_replaces", layer="leaf", fault="tasks.patch clears the fields it was not given", rules=["tasks.tasks.patch.partial"]
)
def _patch_replaces(p: Patcher) -> None:
    p.wrap(tasks, "patch", lambda original: lambda *args, **kw: tasks.update(*args, **kw))


@MUTANTS.mutant(
    "delete_list_keeps_tasks",
    layer="leaf",
    fault="deleting a list leaves its tasks behind",
    rules=["tasks.tasklists.delete.cascade"],
)
def _delete_list_keeps_tasks(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete(session: Any, *, tasklist: str, **kw: Any) -> None:
            session.delete(store.get_list(session, tasklist))
            session.commit()

        return delete

    p.wrap(tasklists, "delete", make)


@MUTANTS.mutant(
    "get_missing_404", layer="leaf", fault="an unknown task id answers 200 with an empty body", rules=["tasks.errors.not_found"]
)
def _get_missing_404(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def get(session: Any, *, tasklist: str, task: str, **kw: Any) -> Any:
            return original(session, tasklist=tasklist, task=task, **kw) if session.get(Task, task) is not None else {}

        return get

    p.wrap(tasks, "get", make)


@MUTANTS.mutant(
    "tasklists_insert_ignores_title",
    layer="leaf",
    fault="a new list is always called 'Untitled'",
    rules=["tasks.tasklists.insert.stored"],
)
def _tasklists_insert_ignores_title(p: Patcher) -> None:
    p.request(
        "tasks.tasklists.insert",
        lambda body, query: {**body, "title": "Untitled"} if isinstance(body, dict) and body.get("title") else body,
    )


@MUTANTS.mutant(
    "paging_broken", layer="leaf", fault="pageToken is ignored", rules=["tasks.tasks.list.paging", "tasks.tasklists.list.paging"]
)
def _paging_broken(p: Patcher) -> None:
    p.wrap(tasks, "list_", _without("pageToken"))
    p.wrap(tasklists, "list_", _without("pageToken"))


@MUTANTS.mutant(
    "clear_deletes", layer="leaf", fault="clear deletes completed tasks instead of hiding them", rules=["tasks.tasks.clear.hides"]
)
def _clear_deletes(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def clear(session: Any, *, tasklist: str, **kw: Any) -> None:
            store.get_list(session, tasklist)
            for t in list(session.query(Task).filter(Task.tasklist == tasklist, Task.status == "completed")):
                for child in store.siblings(session, tasklist, t.id):
                    session.delete(child)
                session.flush()
                session.delete(t)
            session.commit()

        return clear

    p.wrap(tasks, "clear", make)


@MUTANTS.mutant(
    "insert_ignores_previous",
    layer="leaf",
    fault="tasks.insert ignores `previous`: every new task goes first",
    rules=["tasks.tasks.insert.previous"],
)
def _insert_ignores_previous(p: Patcher) -> None:
    p.wrap(tasks, "insert", _without("previous"))


# -- security: the kit's insecure mutants, and this app's own read-only faults (one user, @me, may change every list) --
insecure.register(MUTANTS, "google-tasks")


@MUTANTS.mutant(
    "insecure_updated_from_body",
    layer="security",
    fault="tasks.patch and tasks.update store the `updated` time the client sends (a back-dated change)",
    rules=["security.fields.read_only"],
)
def _insecure_updated_from_body(p: Patcher) -> None:
    for name in ("patch", "update"):
        p.from_body(tasks, name, Task, "updated", kind=str)


@MUTANTS.mutant(
    "insecure_position_from_body",
    layer="security",
    fault="tasks.insert takes the `position` the client sends (two siblings at one place)",
    rules=["security.fields.read_only"],
)
def _insecure_position_from_body(p: Patcher) -> None:
    def finish(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        position = (body or {}).get("position")
        if isinstance(position, str) and position.isdigit() and isinstance(out, dict) and out.get("id"):
            session.get(Task, out["id"]).position = int(position)
            session.commit()
            out = {**out, "position": f"{int(position):020d}"}
        return out

    p.after(tasks, "insert", finish)

"""Outside mutants of the gold asana app: one named patch per rule of contract.json /rules (ref_apps/kit/patches.py)."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import delete

from ..kit import insecure
from ..kit.patches import MutantBook, Patcher
from ..kit.ui_faults import forms_ignored
from .app import store
from .app.handlers import projects, sections, tasks, users, workspaces
from .app.models import Membership, Project, Section, Task, Workspace

MUTANTS = MutantBook("asana")
SEED = json.loads((Path(__file__).resolve().parents[2] / "environments" / "asana" / "seed" / "seed.json").read_text())["tables"]


def _without(*keys: str) -> Any:
    """A request rewrite that drops keys from the `data` object."""

    def rewrite(body: Any, query: Any) -> Any:
        if isinstance(body, dict) and isinstance(body.get("data"), dict):
            return {**body, "data": {k: v for k, v in body["data"].items() if k not in keys}}
        return body

    return rewrite


def _data(change: Any) -> Any:
    """A response rewrite applied to `data` when it is there."""
    return lambda body, query: {**body, "data": change(body["data"])} if isinstance(body, dict) and "data" in body else body


def _kwargs(handler_module: Any, attr: str, **override: Any) -> Any:
    def make(original: Any) -> Any:
        return lambda session, **kw: original(session, **{**kw, **override})

    return make


# -- errors and envelope ----------------------------------------------------------------------------------
@MUTANTS.mutant(
    "unknown_task_200", layer="leaf", fault="an unknown task answers 200 with an empty object", rules=["errors.unknown.not_found"]
)
def _unknown_task_200(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda session, *, task_gid, **kw: (
            store.data({}) if session.get(Task, task_gid) is None else original(session, task_gid=task_gid, **kw)
        )

    p.wrap(tasks, "get_task", make)


@MUTANTS.mutant(
    "bad_due_date_dropped",
    layer="leaf",
    fault="a malformed due_on is dropped instead of refused",
    rules=["errors.invalid.bad_request"],
)
def _bad_due_date_dropped(p: Patcher) -> None:
    def rewrite(body: Any, query: Any) -> Any:
        d = (body or {}).get("data") or {}
        due = d.get("due_on")
        return _without("due_on")(body, query) if due is not None and not store.DAY.match(str(due)) else body

    p.request("createTask", rewrite)


@MUTANTS.mutant(
    "delete_without_envelope", layer="leaf", fault="DELETE /tasks answers a bare {} without data", rules=["envelope.data"]
)
def _delete_without_envelope(p: Patcher) -> None:
    p.respond("deleteTask", lambda body, query: {})


# -- users and workspaces -----------------------------------------------------------------------------------
@MUTANTS.mutant("me_is_ben", layer="leaf", fault="users/me answers another user", rules=["users.me"])
def _me_is_ben(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda session, *, user_gid, **kw: original(session, user_gid="1002" if user_gid == "me" else user_gid, **kw)

    p.wrap(users, "get_user", make)


@MUTANTS.mutant(
    "workspaces_one_short", layer="leaf", fault="GET /workspaces leaves the last workspace out", rules=["workspaces.list"]
)
def _workspaces_one_short(p: Patcher) -> None:
    p.respond("getWorkspaces", _data(lambda items: items[:-1]))


@MUTANTS.mutant(
    "every_workspace_an_org", layer="leaf", fault="every workspace says is_organization true", rules=["workspaces.get.fields"]
)
def _every_workspace_an_org(p: Patcher) -> None:
    p.respond("getWorkspace", _data(lambda ws: {**ws, "is_organization": True}))


# -- projects ------------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "archived_false_ignored", layer="leaf", fault="archived=false still lists archived projects", rules=["projects.list.archived"]
)
def _archived_false_ignored(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda session, *, archived=None, **kw: original(
            session, archived=None if str(archived).lower() == "false" else archived, **kw
        )

    p.wrap(workspaces, "get_projects_for_workspace", make)


@MUTANTS.mutant(
    "project_notes_dropped", layer="leaf", fault="a new project's notes are not stored", rules=["projects.create.stored"]
)
def _project_notes_dropped(p: Patcher) -> None:
    p.request("createProject", _without("notes"))


@MUTANTS.mutant(
    "project_default_workspace",
    layer="leaf",
    fault="a project without a workspace lands in Acme Corp",
    rules=["projects.create.workspace_required"],
)
def _project_default_workspace(p: Patcher) -> None:
    def rewrite(body: Any, query: Any) -> Any:
        d = (body or {}).get("data") or {}
        return body if d.get("workspace") else {**(body or {}), "data": {**d, "workspace": "2001"}}

    p.request("createProject", rewrite)


@MUTANTS.mutant(
    "project_without_section", layer="leaf", fault="a new project gets no section", rules=["projects.create.default_section"]
)
def _project_without_section(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, **kw: Any) -> Any:
            answer = original(session, **kw)
            session.execute(delete(Section).where(Section.project_gid == answer["data"]["gid"]))
            session.commit()
            return answer

        return create

    p.wrap(projects, "create_project", make)


@MUTANTS.mutant(
    "project_notes_hidden", layer="leaf", fault="GET /projects/{gid} answers empty notes", rules=["projects.get.fields"]
)
def _project_notes_hidden(p: Patcher) -> None:
    p.respond("getProject", _data(lambda project: {**project, "notes": ""}))


@MUTANTS.mutant("archive_ignored", layer="leaf", fault="PUT /projects/{gid} ignores archived", rules=["projects.update.fields"])
def _archive_ignored(p: Patcher) -> None:
    p.request("updateProject", _without("archived"))


@MUTANTS.mutant(
    "project_names_cached",
    layer="mid",
    fault="tasks show the project name first seen, not the current one",
    rules=["projects.rename.everywhere"],
)
def _project_names_cached(p: Patcher) -> None:
    seen: dict[str, str] = {}

    def rename(task: Any) -> Any:
        for ref in [*task.get("projects", []), *(m["project"] for m in task.get("memberships", []))]:
            ref["name"] = seen.setdefault(ref["gid"], ref["name"])
        return task

    p.respond("getTask", _data(rename))


# -- sections --------------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "sections_by_name", layer="leaf", fault="a project's sections come by name, not in order", rules=["sections.list.order"]
)
def _sections_by_name(p: Patcher) -> None:
    p.respond("getSectionsForProject", _data(lambda items: sorted(items, key=lambda s: s["name"])))


@MUTANTS.mutant(
    "section_insert_ignored",
    layer="mid",
    fault="insert_before is ignored: a new section always goes last",
    rules=["sections.create.place"],
)
def _section_insert_ignored(p: Patcher) -> None:
    p.request("createSectionForProject", _without("insert_before", "insert_after"))


@MUTANTS.mutant(
    "section_unnamed_accepted",
    layer="leaf",
    fault="a section without a name is created as Untitled section",
    rules=["sections.create.name_required"],
)
def _section_unnamed_accepted(p: Patcher) -> None:
    def rewrite(body: Any, query: Any) -> Any:
        d = (body or {}).get("data") or {}
        return body if d.get("name") else {**(body or {}), "data": {**d, "name": "Untitled section"}}

    p.request("createSectionForProject", rewrite)


@MUTANTS.mutant(
    "busy_section_deleted",
    layer="leaf",
    fault="a section holding tasks is deleted with their places",
    rules=["sections.delete.empty_only"],
)
def _busy_section_deleted(p: Patcher) -> None:
    def prepare(session: Any, *, section_gid: str, **_: Any) -> None:
        session.execute(delete(Membership).where(Membership.section_gid == section_gid))
        session.flush()

    p.before(sections, "delete_section", prepare)


# -- tasks -------------------------------------------------------------------------------------------------------
@MUTANTS.mutant("task_notes_dropped", layer="leaf", fault="a new task's notes are not stored", rules=["tasks.create.stored"])
def _task_notes_dropped(p: Patcher) -> None:
    p.request("createTask", _without("notes"))


@MUTANTS.mutant(
    "task_default_workspace",
    layer="leaf",
    fault="a task with no place lands in Acme Corp",
    rules=["tasks.create.location_required"],
)
def _task_default_workspace(p: Patcher) -> None:
    def rewrite(body: Any, query: Any) -> Any:
        d = (body or {}).get("data") or {}
        placed = d.get("workspace") or d.get("projects") or d.get("parent")
        return body if placed else {**(body or {}), "data": {**d, "workspace": "2001"}}

    p.request("createTask", rewrite)


@MUTANTS.mutant(
    "new_task_on_top",
    layer="leaf",
    fault="a task created in a project goes to the top of the first section",
    rules=["tasks.create.projects"],
)
def _new_task_on_top(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def place(
            session: Any, task: Any, project: Any, section: Any, before: Any = None, after: Any = None, top: bool = False
        ) -> None:
            original(session, task, project, section, before, after, before is None and after is None)

        return place

    p.wrap(tasks, "place", make)


@MUTANTS.mutant(
    "creator_not_following", layer="leaf", fault="the creator does not follow a new task", rules=["tasks.followers.creator"]
)
def _creator_not_following(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda session, task, user_gids: original(session, task, [u for u in user_gids if u != store.ME])

    p.wrap(tasks, "follow", make)


@MUTANTS.mutant("task_assignee_hidden", layer="leaf", fault="GET /tasks/{gid} answers no assignee", rules=["tasks.get.fields"])
def _task_assignee_hidden(p: Patcher) -> None:
    p.respond("getTask", _data(lambda task: {**task, "assignee": None} if isinstance(task, dict) and task else task))


@MUTANTS.mutant("rename_ignored", layer="leaf", fault="PUT /tasks/{gid} ignores name", rules=["tasks.update.fields"])
def _rename_ignored(p: Patcher) -> None:
    p.request("updateTask", _without("name"))


@MUTANTS.mutant(
    "completed_at_missing", layer="leaf", fault="completing a task answers no completed_at", rules=["tasks.complete.timestamp"]
)
def _completed_at_missing(p: Patcher) -> None:
    p.respond("updateTask", _data(lambda task: {**task, "completed_at": None} if isinstance(task, dict) else task))


@MUTANTS.mutant(
    "subtasks_survive", layer="leaf", fault="deleting a task leaves its subtasks behind", rules=["tasks.delete.cascade"]
)
def _subtasks_survive(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete_task(session: Any, *, task_gid: str, **kw: Any) -> Any:
            for sub in session.query(Task).filter(Task.parent_gid == task_gid):
                sub.parent_gid = None
            session.flush()
            return original(session, task_gid=task_gid, **kw)

        return delete_task

    p.wrap(tasks, "delete_task", make)


@MUTANTS.mutant(
    "opt_fields_ignored", layer="leaf", fault="a project's task listing ignores opt_fields", rules=["tasks.list.compact"]
)
def _opt_fields_ignored(p: Patcher) -> None:
    keep = ("gid", "resource_type", "name", "resource_subtype")
    p.respond("getTasksForProject", _data(lambda items: [{k: t[k] for k in keep if k in t} for t in items]))


@MUTANTS.mutant(
    "project_tasks_by_gid",
    layer="leaf",
    fault="a project's tasks come by gid, not by section and place",
    rules=["tasks.project.order"],
)
def _project_tasks_by_gid(p: Patcher) -> None:
    p.respond("getTasksForProject", _data(lambda items: sorted(items, key=lambda t: int(t["gid"]))))


@MUTANTS.mutant(
    "completed_since_ignored",
    layer="leaf",
    fault="completed_since is ignored: completed tasks stay listed",
    rules=["tasks.project.completed_since"],
)
def _completed_since_ignored(p: Patcher) -> None:
    p.wrap(projects, "get_tasks_for_project", _kwargs(projects, "get_tasks_for_project", completed_since=None))


@MUTANTS.mutant(
    "section_tasks_by_gid", layer="leaf", fault="a section's tasks come by gid, not in their order", rules=["tasks.section.order"]
)
def _section_tasks_by_gid(p: Patcher) -> None:
    p.respond("getTasksForSection", _data(lambda items: sorted(items, key=lambda t: int(t["gid"]))))


@MUTANTS.mutant(
    "add_task_at_bottom",
    layer="leaf",
    fault="addTask puts the task at the bottom of the section",
    rules=["sections.add_task.place"],
)
def _add_task_at_bottom(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda session, task, project, section, before=None, after=None, top=False: original(
            session, task, project, section, before, after, False
        )

    p.wrap(sections, "place", make)


@MUTANTS.mutant(
    "add_project_section_ignored",
    layer="leaf",
    fault="addProject ignores section: the task goes to the first section",
    rules=["tasks.add_project.place"],
)
def _add_project_section_ignored(p: Patcher) -> None:
    p.request("addProjectForTask", _without("section"))


@MUTANTS.mutant(
    "cross_workspace_project",
    layer="leaf",
    fault="a task joins a project of another workspace",
    rules=["tasks.add_project.same_workspace"],
)
def _cross_workspace_project(p: Patcher) -> None:
    def prepare(session: Any, *, task_gid: str, body: Any = None, **_: Any) -> None:
        task, project = session.get(Task, task_gid), session.get(Project, str(((body or {}).get("data") or {}).get("project")))
        if task is not None and project is not None:
            task.workspace_gid = project.workspace_gid

    p.before(tasks, "add_project_for_task", prepare)


@MUTANTS.mutant(
    "remove_project_noop",
    layer="leaf",
    fault="removeProject answers 200 and keeps the task in the project",
    rules=["tasks.remove_project"],
)
def _remove_project_noop(p: Patcher) -> None:
    p.wrap(tasks, "remove_project_for_task", lambda original: lambda session, **kw: store.data({}))


@MUTANTS.mutant(
    "subtask_answers_no_parent", layer="leaf", fault="a new subtask answers parent null", rules=["subtasks.create.stored"]
)
def _subtask_answers_no_parent(p: Patcher) -> None:
    p.respond("createSubtaskForTask", _data(lambda task: {**task, "parent": None} if isinstance(task, dict) else task))


@MUTANTS.mutant("subtasks_newest_first", layer="leaf", fault="subtasks come newest first", rules=["subtasks.list.order"])
def _subtasks_newest_first(p: Patcher) -> None:
    p.respond("getSubtasksForTask", _data(lambda items: list(reversed(items))))


@MUTANTS.mutant("num_subtasks_zero", layer="leaf", fault="num_subtasks is always 0", rules=["subtasks.count"])
def _num_subtasks_zero(p: Patcher) -> None:
    p.respond("getTask", _data(lambda task: {**task, "num_subtasks": 0} if isinstance(task, dict) and task else task))


@MUTANTS.mutant(
    "add_followers_first_dropped", layer="leaf", fault="addFollowers skips the first user given", rules=["followers.add"]
)
def _add_followers_first_dropped(p: Patcher) -> None:
    def rewrite(body: Any, query: Any) -> Any:
        d = (body or {}).get("data") or {}
        users = d.get("followers")
        return {**body, "data": {**d, "followers": users[1:] or users}} if isinstance(users, list) else body

    p.request("addFollowersForTask", rewrite)


@MUTANTS.mutant(
    "remove_followers_noop", layer="leaf", fault="removeFollowers answers the task and removes nobody", rules=["followers.remove"]
)
def _remove_followers_noop(p: Patcher) -> None:
    p.wrap(
        tasks,
        "remove_follower_for_task",
        lambda original: lambda session, *, task_gid, **kw: tasks.get_task(session, task_gid=task_gid),
    )


@MUTANTS.mutant(
    "wall_clock_created_at",
    layer="leaf",
    fault="a new task's created_at is the wall clock, not the frozen clock",
    rules=["dates.clock"],
)
def _wall_clock_created_at(p: Patcher) -> None:
    stamp = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.000Z")
    p.respond("createTask", _data(lambda task: {**task, "created_at": stamp} if isinstance(task, dict) else task))


# -- integration: every endpoint alone is right, a chain of them is not --------------------------------------------
def _seed_rows(table: str) -> list[dict[str, Any]]:
    return SEED[table]


@MUTANTS.mutant(
    "open_filter_from_seed", layer="integration", fault="completed_since=now hides only the tasks completed in the seed"
)
def _open_filter_from_seed(p: Patcher) -> None:
    done = {t["gid"] for t in _seed_rows("tasks") if t["completed"]}

    def make(original: Any) -> Any:
        def listing(session: Any, *, completed_since: Any = None, **kw: Any) -> Any:
            answer = original(session, completed_since=None if completed_since == "now" else completed_since, **kw)
            if completed_since == "now":
                answer["data"] = [t for t in answer["data"] if t["gid"] not in done]
            return answer

        return listing

    p.wrap(projects, "get_tasks_for_project", make)


@MUTANTS.mutant(
    "memberships_from_seed", layer="integration", fault="GET /tasks/{gid} shows a seeded task's places as seeded, not as moved"
)
def _memberships_from_seed(p: Patcher) -> None:
    sections_by_gid = {s["gid"]: s for s in _seed_rows("sections")}
    names = {x["gid"]: x["name"] for x in _seed_rows("projects")}
    seeded: dict[str, list[dict[str, Any]]] = {}
    for m in _seed_rows("memberships"):
        section = sections_by_gid[m["section_gid"]]
        seeded.setdefault(m["task_gid"], []).append(
            {
                "project": {"gid": m["project_gid"], "resource_type": "project", "name": names[m["project_gid"]]},
                "section": {"gid": section["gid"], "resource_type": "section", "name": section["name"]},
            }
        )

    def freeze(task: Any) -> Any:
        if isinstance(task, dict) and task.get("gid") in seeded:
            places = seeded[task["gid"]]
            return {**task, "memberships": places, "projects": [m["project"] for m in places]}
        return task

    p.respond("getTask", _data(freeze))


@MUTANTS.mutant("followers_from_seed", layer="integration", fault="GET /tasks/{gid} shows a seeded task's followers as seeded")
def _followers_from_seed(p: Patcher) -> None:
    names = {u["gid"]: u["name"] for u in _seed_rows("users")}
    seeded: dict[str, list[dict[str, Any]]] = {}
    for f in _seed_rows("followers"):
        seeded.setdefault(f["task_gid"], []).append({"gid": f["user_gid"], "resource_type": "user", "name": names[f["user_gid"]]})
    p.respond(
        "getTask",
        _data(
            lambda task: (
                {**task, "followers": seeded[task["gid"]]} if isinstance(task, dict) and task.get("gid") in seeded else task
            )
        ),
    )


@MUTANTS.mutant("subtask_count_from_seed", layer="leaf", fault="num_subtasks counts the subtasks the seed had")
def _subtask_count_from_seed(p: Patcher) -> None:
    counts: dict[str, int] = {}
    for t in _seed_rows("tasks"):
        if t["parent_gid"]:
            counts[t["parent_gid"]] = counts.get(t["parent_gid"], 0) + 1
    p.respond(
        "getTask",
        _data(
            lambda task: (
                {**task, "num_subtasks": counts.get(task["gid"], 0)} if isinstance(task, dict) and "gid" in task else task
            )
        ),
    )


# -- UI: the API stays correct, the pages do not ---------------------------------------------------------------------
def _stale(pattern: str) -> str:
    """A page script that answers GETs matching the pattern from the first response it saw (a stale panel cache)."""
    return (
        "<script>(() => { const seen = new Map(); const real = window.fetch;"
        f" window.fetch = async (url, opts) => {{ const u = String(url); if ((!opts || !opts.method || opts.method === 'GET') && {pattern}.test(u)) {{"
        " if (seen.has(u)) return new Response(seen.get(u), {status: 200, headers: {'content-type': 'application/json'}});"
        " const r = await real(url, opts); seen.set(u, await r.clone().text()); return r; } return real(url, opts); }; })();</script>"
    )


@MUTANTS.mutant(
    "ui_project_links_inert",
    layer="root",
    fault="a project link changes the URL without rendering the project",
    rules=["ui.home.projects"],
)
def _ui_project_links_inert(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('click', e => { const a = e.target.closest && e.target.closest('a'); if (a && a.closest('[aria-label=Projects]')) { e.preventDefault(); history.pushState({}, '', a.href); } }, true);</script>"
    )


@MUTANTS.mutant("ui_sections_empty", layer="root", fault="a project's section lists show no tasks", rules=["ui.project.sections"])
def _ui_sections_empty(p: Patcher) -> None:
    p.page("<style>.column li{display:none}</style>")


@MUTANTS.mutant("ui_add_task_noop", layer="root", fault="the Add task form does nothing", rules=["ui.project.add_task"])
def _ui_add_task_noop(p: Patcher) -> None:
    p.page(forms_ignored('.column'))


@MUTANTS.mutant(
    "ui_section_cache",
    layer="root",
    fault="a section's list is served from a stale cache after adding a task",
    rules=["ui.project.section_count"],
)
def _ui_section_cache(p: Patcher) -> None:
    p.page(_stale(r"/\/sections\/[^/]+\/tasks/"))


@MUTANTS.mutant(
    "ui_task_meta_hidden", layer="root", fault="the task dialog hides its section and assignee", rules=["ui.task.detail"]
)
def _ui_task_meta_hidden(p: Patcher) -> None:
    p.page("<style>.dialog .meta{display:none}</style>")


@MUTANTS.mutant("ui_complete_inert", layer="root", fault="Mark complete does nothing", rules=["ui.task.complete"])
def _ui_complete_inert(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('click', e => { if (e.target.textContent === 'Mark complete') e.stopImmediatePropagation(); }, true);</script>"
    )


@MUTANTS.mutant(
    "ui_subtasks_cache",
    layer="root",
    fault="the Subtasks list is not refreshed after adding one (stale cache)",
    rules=["ui.task.add_subtask"],
)
def _ui_subtasks_cache(p: Patcher) -> None:
    p.page(_stale(r"/\/subtasks/"))


@MUTANTS.mutant(
    "ui_task_cache", layer="root", fault="the task page re-renders from a stale copy after Follow", rules=["ui.task.follow"]
)
def _ui_task_cache(p: Patcher) -> None:
    p.page(_stale(r"/\/tasks\/\d+$/"))


@MUTANTS.mutant("ui_first_column_only", layer="visual", fault="the project page renders only its first section")
def _ui_first_column_only(p: Patcher) -> None:
    p.page("<style>.column~.column{display:none}</style>")


@MUTANTS.mutant(
    "ui_task_section_other_project",
    layer="root",
    fault="the task page names the section of the task's first project (lowest gid), whichever project it is opened from",
    rules=["ui.task.detail"],
)
def _ui_task_section_other_project(p: Patcher) -> None:
    p.page(
        "<script>(() => { const real = window.fetch;"
        " window.fetch = async (url, opts) => { const r = await real(url, opts);"
        " if ((opts && opts.method && opts.method !== 'GET') || !/\\/tasks\\/\\d+$/.test(String(url)) || !r.ok) return r;"
        " const body = await r.clone().json(); const ms = (body.data && body.data.memberships) || [];"
        " const first = [...ms].sort((a, b) => a.project.gid.localeCompare(b.project.gid))[0];"
        " if (first) ms.forEach((m) => { m.section = first.section; });"
        " return new Response(JSON.stringify(body), {status: r.status, headers: {'content-type': 'application/json'}}); }; })();</script>"
    )


# -- security: the kit's insecure mutants, and this app's own read-only faults (Ada may change every resource) -------
insecure.register(MUTANTS, "asana")
# No ownership mutant: the brief is for one user, Ada Lovelace, so the seed holds nothing she may not change.


@MUTANTS.mutant(
    "insecure_completed_at_from_body",
    layer="security",
    fault="a new task takes the completed_at the client sends (an open task stamped completed in the past)",
    rules=["security.fields.read_only"],
)
def _insecure_completed_at_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        stamp = store.payload(body).get("completed_at")
        task = out.get("data") if isinstance(out, dict) else None
        if isinstance(stamp, str) and isinstance(task, dict) and task.get("gid"):
            session.get(Task, task["gid"]).completed_at = stamp
            session.commit()
            out = {**out, "data": {**task, "completed_at": stamp}}
        return out

    p.after(tasks, "create_task", forge)


@MUTANTS.mutant(
    "insecure_project_workspace_from_body",
    layer="security",
    fault="a project update takes the workspace the client sends (the project moves to another workspace)",
    rules=["security.fields.read_only"],
)
def _insecure_project_workspace_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, project_gid: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
        workspace = store.payload(body).get("workspace")
        if isinstance(workspace, str) and session.get(Workspace, workspace) is not None:
            project = session.get(Project, project_gid)
            project.workspace_gid = workspace
            session.commit()
            out = store.data(store.project_full(project, session))
        return out

    p.after(projects, "update_project", forge)

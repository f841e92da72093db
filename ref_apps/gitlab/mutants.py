"""Outside mutants of the gold gitlab app: one named patch per rule of contract.json /rules (ref_apps/kit/patches.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from sqlalchemy import delete, func, select

from ..kit import insecure
from ..kit.errors import ApiError
from ..kit.patches import MutantBook, Patcher
from ..kit.ui_faults import link_moves_without_render, replay_first_get
from .app import store
from .app.handlers import issues, labels, mrs, notes, pipelines
from .app.models import Issue, IssueLabel, Label, MergeRequest, Note, Pipeline, Project

MUTANTS = MutantBook("gitlab")
SEED = json.loads((Path(__file__).resolve().parents[2] / "environments" / "gitlab" / "seed" / "seed.json").read_text())["tables"]


def _without(*keys: str) -> Any:
    """A request rewrite that drops keys from the JSON body."""
    return lambda body, query: {k: v for k, v in body.items() if k not in keys} if isinstance(body, dict) else body


def _each(change: Any) -> Any:
    """A response rewrite applied to every item of a listing."""
    return lambda body, query: [change(x) for x in body] if isinstance(body, list) else body


def _kw(module: Any, attr: str, p: Patcher, **override: Any) -> None:
    """Call the handler with some keyword arguments replaced (override values are functions of the given ones)."""

    def make(original: Any) -> Any:
        return lambda session, **kw: original(session, **{**kw, **{k: f(kw.get(k)) for k, f in override.items()}})

    p.wrap(module, attr, make)


# -- errors and the token's user ------------------------------------------------------------------------------------
@MUTANTS.mutant("unknown_issue_200", layer="leaf", fault="an unknown issue iid answers 200 with an empty object", rules=["errors.not_found"])
def _unknown_issue_200(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def get(session: Any, **kw: Any) -> Any:
            try:
                return original(session, **kw)
            except ApiError as exc:
                if exc.code != 404:
                    raise
                return {}

        return get

    p.wrap(issues, "get", make)


@MUTANTS.mutant("untitled_issue", layer="leaf", fault="an issue without a title is stored as 'Untitled'", rules=["errors.missing_param"])
def _untitled_issue(p: Patcher) -> None:
    p.request("issues_create", lambda body, query: {**(body or {}), "title": (body or {}).get("title") or "Untitled"})


@MUTANTS.mutant("user_is_ben", layer="leaf", fault="GET /user answers ben", rules=["users.current"])
def _user_is_ben(p: Patcher) -> None:
    p.respond("users_current", lambda body, query: {**body, "id": 2, "username": "ben", "name": "Ben Ortiz"})


# -- projects --------------------------------------------------------------------------------------------------------
@MUTANTS.mutant("projects_oldest_first", layer="leaf", fault="GET /projects lists the oldest project first", rules=["projects.list.newest_first"])
def _projects_oldest_first(p: Patcher) -> None:
    p.respond("projects_list", lambda body, query: list(reversed(body)) if isinstance(body, list) else body)


@MUTANTS.mutant("merge_rule_hidden", layer="leaf", fault="a project always says only_allow_merge_if_pipeline_succeeds false", rules=["projects.get.fields"])
def _merge_rule_hidden(p: Patcher) -> None:
    p.respond("projects_get", lambda body, query: {**body, "only_allow_merge_if_pipeline_succeeds": False})


@MUTANTS.mutant("open_count_all_states", layer="leaf", fault="open_issues_count counts closed issues too", rules=["counts.project.open_issues"])
def _open_count_all_states(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda session, project_id: int(session.scalar(select(func.count()).select_from(Issue).where(Issue.project_id == project_id)) or 0)

    p.wrap(store, "open_issues", make)


# -- issues ----------------------------------------------------------------------------------------------------------
@MUTANTS.mutant("issues_default_opened", layer="leaf", fault="GET .../issues without state lists only open issues", rules=["issues.list.states"])
def _issues_default_opened(p: Patcher) -> None:
    _kw(issues, "list_", p, state=lambda s: s or "opened")


@MUTANTS.mutant("issues_by_iid", layer="leaf", fault="issues are listed by iid, oldest first", rules=["issues.list.newest_first"])
def _issues_by_iid(p: Patcher) -> None:
    p.respond("issues_list", lambda body, query: sorted(body, key=lambda i: i["iid"]) if isinstance(body, list) else body)


@MUTANTS.mutant("labels_filter_first_only", layer="leaf", fault="labels=a,b filters on the first label only", rules=["issues.list.labels"])
def _labels_filter_first_only(p: Patcher) -> None:
    _kw(issues, "list_", p, labels=lambda v: v.split(",")[0] if v else v)


@MUTANTS.mutant("page_ignored", layer="leaf", fault="page is ignored: every request answers the first page", rules=["issues.list.paging"])
def _page_ignored(p: Patcher) -> None:
    _kw(issues, "list_", p, page=lambda v: None)


@MUTANTS.mutant("issue_description_dropped", layer="leaf", fault="a new issue's description is not stored", rules=["issues.create.stored"])
def _issue_description_dropped(p: Patcher) -> None:
    p.request("issues_create", _without("description"))


@MUTANTS.mutant("iid_reused", layer="leaf", fault="a new issue's iid is the highest existing iid plus one, reusing deleted ones", rules=["issues.iid.sequence"])
def _iid_reused(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def next_iid(session: Any, kind: str, project_id: int) -> int:
            top = session.scalar(select(func.max(Issue.iid)).where(Issue.project_id == project_id))
            return int(top or 0) + 1

        return next_iid

    p.wrap(issues, "next_iid", make)


@MUTANTS.mutant("new_label_grey", layer="leaf", fault="a label created by naming it on an issue gets colour #ededed", rules=["issues.labels.create_missing"])
def _new_label_grey(p: Patcher) -> None:
    p.wrap(issues, "DEFAULT_COLOR", lambda original: "#ededed")


@MUTANTS.mutant("assignee_hidden", layer="leaf", fault="GET .../issues/{iid} answers no assignee", rules=["issues.get.fields"])
def _assignee_hidden(p: Patcher) -> None:
    p.respond("issues_get", lambda body, query: {**body, "assignee": None, "assignees": []} if isinstance(body, dict) and "iid" in body else body)


@MUTANTS.mutant("close_without_note", layer="leaf", fault="closing an issue adds no system note", rules=["issues.close.state_event"])
def _close_without_note(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def close(session: Any, issue: Issue) -> None:
            if issue.state != "closed":
                issue.state, issue.closed_at, issue.closed_by_id, issue.updated_at = "closed", store.now(), store.ME, store.now()

        return close

    p.wrap(issues, "close", make)


@MUTANTS.mutant("reopen_keeps_closed_at", layer="leaf", fault="reopening an issue keeps closed_at and closed_by", rules=["issues.reopen.state_event"])
def _reopen_keeps_closed_at(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def reopen(session: Any, issue: Issue) -> None:
            stamp, by = issue.closed_at, issue.closed_by_id
            original(session, issue)
            issue.closed_at, issue.closed_by_id = stamp, by

        return reopen

    p.wrap(issues, "reopen", make)


@MUTANTS.mutant("add_labels_replaces", layer="leaf", fault="add_labels replaces the issue's labels", rules=["issues.update.labels"])
def _add_labels_replaces(p: Patcher) -> None:
    p.request(
        "issues_update",
        lambda body, query: {**{k: v for k, v in body.items() if k != "add_labels"}, "labels": body["add_labels"]}
        if isinstance(body, dict) and "add_labels" in body
        else body,
    )


@MUTANTS.mutant("assignee_ignored", layer="leaf", fault="PUT .../issues/{iid} ignores assignee_id", rules=["issues.update.fields"])
def _assignee_ignored(p: Patcher) -> None:
    p.request("issues_update", _without("assignee_id"))


@MUTANTS.mutant("delete_keeps_notes", layer="leaf", fault="deleting an issue leaves its notes behind", rules=["issues.delete.cascade"])
def _delete_keeps_notes(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete_issue(session: Any, *, id: str, issue_iid: int, **_: Any) -> None:
            issue = store.issue_row(session, store.project_row(session, id), issue_iid)
            session.execute(delete(IssueLabel).where(IssueLabel.issue_id == issue.id))
            session.delete(issue)
            session.commit()

        return delete_issue

    p.wrap(issues, "delete", make)


# -- notes -----------------------------------------------------------------------------------------------------------
@MUTANTS.mutant("notes_oldest_first", layer="leaf", fault="notes are listed oldest first", rules=["notes.list.newest_first"])
def _notes_oldest_first(p: Patcher) -> None:
    flip = lambda body, query: list(reversed(body)) if isinstance(body, list) else body  # noqa: E731
    p.respond("notes_list_issue", flip)
    p.respond("notes_list_mr", flip)


@MUTANTS.mutant("system_notes_counted", layer="leaf", fault="user_notes_count counts system notes too", rules=["notes.create.stored"])
def _system_notes_counted(p: Patcher) -> None:
    from .app.models import Note

    def make(original: Any) -> Any:
        return lambda session, noteable_type, noteable_id: int(
            session.scalar(
                select(func.count()).select_from(Note).where(Note.noteable_type == noteable_type, Note.noteable_id == noteable_id)
            )
            or 0
        )

    p.wrap(store, "user_notes", make)


# -- labels ----------------------------------------------------------------------------------------------------------
@MUTANTS.mutant("labels_case_sensitive", layer="leaf", fault="labels are sorted case-sensitively (Feature before bug)", rules=["labels.list.by_name"])
def _labels_case_sensitive(p: Patcher) -> None:
    p.respond("labels_list", lambda body, query: sorted(body, key=lambda x: x["name"]) if isinstance(body, list) else body)


@MUTANTS.mutant("duplicate_label_ok", layer="leaf", fault="a label name the project has is created a second time", rules=["labels.create.unique"])
def _duplicate_label_ok(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, *, id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
            project = store.project_row(session, id)
            d = store.required(body, "name", "color")
            label = Label(id=store.new_id(session), project_id=project.id, name=str(d["name"]), color=str(d["color"]),
                          description=str(d.get("description") or ""))
            session.add(label)
            session.commit()
            return store.label_resource(session, label)

        return create

    p.wrap(labels, "create", make)


@MUTANTS.mutant("label_counts_closed_too", layer="leaf", fault="a label's open_issues_count counts closed issues too", rules=["labels.counts.open_issues"])
def _label_counts_closed_too(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def render(session: Any, label: Label) -> dict[str, Any]:
            count = session.scalar(select(func.count()).select_from(IssueLabel).where(IssueLabel.label_id == label.id))
            return {**original(session, label), "open_issues_count": int(count or 0)}

        return render

    p.wrap(labels, "label_resource", make)


# -- merge requests --------------------------------------------------------------------------------------------------
@MUTANTS.mutant("mrs_default_opened", layer="leaf", fault="GET .../merge_requests without state lists only open ones", rules=["mrs.list.states"])
def _mrs_default_opened(p: Patcher) -> None:
    _kw(mrs, "list_", p, state=lambda s: s or "opened")


@MUTANTS.mutant("mr_description_dropped", layer="leaf", fault="a new merge request's description is not stored", rules=["mrs.create.stored"])
def _mr_description_dropped(p: Patcher) -> None:
    p.request("mrs_create", _without("description"))


@MUTANTS.mutant("any_branch_ok", layer="leaf", fault="a merge request may name a branch the project lacks", rules=["mrs.create.branches"])
def _any_branch_ok(p: Patcher) -> None:
    p.wrap(mrs, "_branch", lambda original: lambda session, project, name, field: name)


@MUTANTS.mutant("draft_prefix_exact", layer="leaf", fault="only an exact 'Draft:' prefix makes a draft", rules=["mrs.draft.title"])
def _draft_prefix_exact(p: Patcher) -> None:
    p.wrap(mrs, "is_draft", lambda original: lambda title: title.startswith("Draft:"))


@MUTANTS.mutant("head_pipeline_oldest", layer="mid", fault="head_pipeline is the branch's oldest pipeline", rules=["mrs.head_pipeline"])
def _head_pipeline_oldest(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda session, mr: session.scalars(
            select(Pipeline).where(Pipeline.project_id == mr.project_id, Pipeline.ref == mr.source_branch).order_by(Pipeline.id)
        ).first()

    p.wrap(store, "head_pipeline", make)


@MUTANTS.mutant("draft_merges", layer="leaf", fault="a draft merge request merges", rules=["mrs.merge.state"])
def _draft_merges(p: Patcher) -> None:
    def prepare(session: Any, *, id: str, merge_request_iid: int, **_: Any) -> None:
        store.mr_row(session, store.project_row(session, id), merge_request_iid).draft = False

    p.before(mrs, "merge", prepare)


@MUTANTS.mutant("pipeline_rule_ignored", layer="leaf", fault="merging ignores only_allow_merge_if_pipeline_succeeds", rules=["mrs.merge.pipeline_required"])
def _pipeline_rule_ignored(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def merge(session: Any, **kw: Any) -> Any:
            project = store.project_row(session, kw["id"])
            required, project.only_allow_merge_if_pipeline_succeeds = project.only_allow_merge_if_pipeline_succeeds, False
            try:
                return original(session, **kw)
            finally:
                row = session.get(Project, project.id)
                if row is not None:
                    row.only_allow_merge_if_pipeline_succeeds = required
                    session.commit()

        return merge

    p.wrap(mrs, "merge", make)


@MUTANTS.mutant("closes_case_sensitive", layer="mid", fault="only 'Closes #N', as written, closes an issue on merge", rules=["mrs.merge.closes_issues"])
def _closes_case_sensitive(p: Patcher) -> None:
    p.wrap(mrs, "CLOSES", lambda original: re.compile(r"\bCloses #(\d+)"))


@MUTANTS.mutant("mr_state_event_ignored", layer="leaf", fault="PUT .../merge_requests/{iid} ignores state_event", rules=["mrs.update.state_event"])
def _mr_state_event_ignored(p: Patcher) -> None:
    p.request("mrs_update", _without("state_event"))


# -- pipelines -------------------------------------------------------------------------------------------------------
@MUTANTS.mutant("pipelines_oldest_first", layer="leaf", fault="pipelines are listed oldest first", rules=["pipelines.list.newest_first"])
def _pipelines_oldest_first(p: Patcher) -> None:
    p.respond("pipelines_list", lambda body, query: list(reversed(body)) if isinstance(body, list) else body)


@MUTANTS.mutant("pipeline_sha_hidden", layer="leaf", fault="GET .../pipelines/{id} answers an empty sha", rules=["pipelines.get.fields"])
def _pipeline_sha_hidden(p: Patcher) -> None:
    p.respond("pipelines_get", lambda body, query: {**body, "sha": ""} if isinstance(body, dict) and "sha" in body else body)


@MUTANTS.mutant("new_pipeline_running", layer="leaf", fault="a new pipeline starts as running, not pending", rules=["pipelines.create.pending"])
def _new_pipeline_running(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            row = session.get(Pipeline, out["id"])
            row.status = "running"
            session.commit()
            return {**out, "status": "running"}

        return create

    p.wrap(pipelines, "create", make)


@MUTANTS.mutant("cancel_finished", layer="leaf", fault="cancel turns a successful pipeline canceled", rules=["pipelines.cancel.active"])
def _cancel_finished(p: Patcher) -> None:
    p.wrap(pipelines, "CANCELABLE", lambda original: (*original, "success"))


@MUTANTS.mutant("retry_failed_only", layer="leaf", fault="retry leaves a canceled pipeline canceled", rules=["pipelines.retry.finished"])
def _retry_failed_only(p: Patcher) -> None:
    p.wrap(pipelines, "RETRYABLE", lambda original: ("failed",))


SEED_MERGED = {m["id"] for m in SEED["merge_requests"] if m["state"] == "merged"}


@MUTANTS.mutant("merge_keeps_branch_lock", layer="mid",
                fault="merging never releases the branch-pair lock: a merge request merged since the seed still refuses a new one on its branches with 409",
                rules=["mrs.create.branches"])
def _merge_keeps_branch_lock(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, *, id: str, body: dict[str, Any] | None = None, **kw: Any) -> Any:
            d = body if isinstance(body, dict) else {}
            project = mrs.project_row(session, id)
            held = session.scalars(
                select(MergeRequest).where(
                    MergeRequest.project_id == project.id,
                    MergeRequest.source_branch == str(d.get("source_branch")),
                    MergeRequest.target_branch == str(d.get("target_branch")),
                    MergeRequest.state == "merged",
                    MergeRequest.id.not_in(SEED_MERGED),
                )
            ).first()
            if held is not None:
                raise ApiError(409, f"Another open merge request already exists for this source branch: !{held.iid}")
            return original(session, id=id, body=body, **kw)

        return create

    p.wrap(mrs, "create", make)


# -- integration: every endpoint alone is right, a chain of them is not ---------------------------------------------
def _seeded_open_counts() -> dict[int, int]:
    counts: dict[int, int] = {}
    for i in SEED["issues"]:
        counts[i["project_id"]] = counts.get(i["project_id"], 0) + (i["state"] == "opened")
    return counts


@MUTANTS.mutant("open_count_from_seed", layer="leaf", fault="open_issues_count answers the count the seed had")
def _open_count_from_seed(p: Patcher) -> None:
    counts = _seeded_open_counts()
    fix = lambda x: {**x, "open_issues_count": counts.get(x["id"], x["open_issues_count"])} if isinstance(x, dict) and "id" in x else x  # noqa: E731
    p.respond("projects_get", lambda body, query: fix(body))
    p.respond("projects_list", _each(fix))


@MUTANTS.mutant("label_counts_from_seed", layer="integration", fault="a seeded label's open_issues_count is the seed's")
def _label_counts_from_seed(p: Patcher) -> None:
    opened = {i["id"] for i in SEED["issues"] if i["state"] == "opened"}
    counts: dict[int, int] = {}
    for link in SEED["issue_labels"]:
        counts[link["label_id"]] = counts.get(link["label_id"], 0) + (link["issue_id"] in opened)
    for label in SEED["labels"]:
        counts.setdefault(label["id"], 0)
    p.respond("labels_list", _each(lambda x: {**x, "open_issues_count": counts.get(x["id"], x["open_issues_count"])}))


@MUTANTS.mutant("head_pipeline_from_seed", layer="integration", fault="a seeded merge request shows the head pipeline it had in the seed")
def _head_pipeline_from_seed(p: Patcher) -> None:
    heads: dict[int, dict[str, Any]] = {}
    for mr in SEED["merge_requests"]:
        mine = [x for x in SEED["pipelines"] if x["project_id"] == mr["project_id"] and x["ref"] == mr["source_branch"]]
        if mine:
            top = max(mine, key=lambda x: x["id"])
            heads[mr["id"]] = {k: top[k] for k in ("id", "project_id", "ref", "sha", "status", "source", "created_at", "updated_at")}
    fix = lambda x: {**x, "head_pipeline": heads[x["id"]]} if isinstance(x, dict) and x.get("id") in heads else x  # noqa: E731
    p.respond("mrs_get", lambda body, query: fix(body))
    p.respond("mrs_list", _each(fix))


# -- UI: the API stays correct, the pages do not --------------------------------------------------------------------
@MUTANTS.mutant("ui_project_links_inert", layer="root", fault="a project link changes the URL without rendering the issues page", rules=["ui.projects.navigate"])
def _ui_project_links_inert(p: Patcher) -> None:
    p.page(link_moves_without_render('[aria-label="Projects"] a'))


@MUTANTS.mutant("ui_issue_list_cache", layer="root", fault="the Issues list and counts come from a stale cache after creating an issue", rules=["ui.issues.new"])
def _ui_issue_list_cache(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/issues\?state=opened/"))


@MUTANTS.mutant("ui_activity_cache", layer="root", fault="the Activity list is not refreshed after closing or commenting (stale cache)", rules=["ui.issue.actions"])
def _ui_activity_cache(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/notes/"))


@MUTANTS.mutant("ui_ci_cache", layer="root", fault="after Merge or Retry the page re-renders from a stale copy of the request and the pipeline list", rules=["ui.ci.actions"])
def _ui_ci_cache(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/merge_requests\/\d+$|\/pipelines\?/"))


@MUTANTS.mutant("ui_merge_never_disabled", layer="root", fault="the Merge button is never disabled: a draft or a pipeline-blocked merge request offers it enabled", rules=["ui.ci.actions"])
def _ui_merge_never_disabled(p: Patcher) -> None:
    p.page(
        "<script>new MutationObserver(() => document.querySelectorAll('button').forEach(b => {"
        " if (b.textContent === 'Merge' && b.disabled) b.disabled = false; }))"
        ".observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });</script>"
    )


# -- security: the kit's insecure mutants, and this app's own read-only faults (ada may change every resource) -------
insecure.register(MUTANTS, "gitlab")


@MUTANTS.mutant(
    "insecure_note_author_from_body",
    layer="security",
    fault="a comment on an issue or a merge request takes the author_id the client sends",
    rules=["security.fields.read_only"],
)
def _insecure_note_author_from_body(p: Patcher) -> None:
    def finish(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        author = (body or {}).get("author_id")
        if isinstance(author, int) and isinstance(out, dict) and out.get("id"):
            session.get(Note, out["id"]).author_id = author
            session.commit()
            out = {**out, "author": store.user_by_id(session, author)}
        return out

    for name in ("create_issue", "create_mr"):
        p.after(notes, name, finish)


@MUTANTS.mutant(
    "insecure_pipeline_status_from_body",
    layer="security",
    fault="a new pipeline takes the status the client sends (a pipeline created already passed)",
    rules=["security.fields.read_only"],
)
def _insecure_pipeline_status_from_body(p: Patcher) -> None:
    def finish(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        status = (body or {}).get("status")
        if isinstance(status, str) and isinstance(out, dict) and out.get("id"):
            session.get(Pipeline, out["id"]).status = status
            session.commit()
            out = {**out, "status": status}
        return out

    p.after(pipelines, "create", finish)

"""Outside mutants of the gold github app, one or more per rule: named patches the kit applies at start-up (ref_apps/kit/patches.py)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from ..kit import insecure
from ..kit.crud import iso_now
from ..kit.errors import ApiError
from ..kit.patches import MutantBook, Patcher
from ..kit.ui_faults import forms_ignored
from .app import store
from .app.handlers import issues, pulls, repos
from .app.models import Comment, Issue, IssueLabel, Label, Pull, Review

MUTANTS = MutantBook("github")
# What the seed's derived counts were: a view that caches them goes stale after any write.
SEED_OPEN = {"mona/atlas": 5, "mona/notes": 1}
SEED_COMMENTS = {101: 2, 104: 1}


def _items(body: Any) -> list[Any]:
    return body if isinstance(body, list) else []


def _query_default(key: str, value: Any) -> Any:
    """A wrapper that fills a query parameter's default with the wrong value."""

    def make(original: Any) -> Any:
        return lambda session, **kw: original(session, **{**kw, key: kw.get(key) or value})

    return make


def _retry_renamed(key: str, suffix: str) -> Any:
    """A create that, refused with 422, retries under a changed name instead of refusing."""

    def make(original: Any) -> Any:
        def create(session: Any, **kw: Any) -> Any:
            try:
                return original(session, **kw)
            except ApiError as e:
                body = kw.get("body") or {}
                if e.code != 422 or not isinstance(body, dict):
                    raise
                session.rollback()
                return original(session, **{**kw, "body": {**body, key: f"{body.get(key) or 'Untitled'}{suffix}"}})

        return create

    return make


# ---- users, errors, writes
@MUTANTS.mutant("user_wrong_login", layer="leaf", fault="GET /user names another login", rules=["users.me.login"])
def _user_wrong_login(p: Patcher) -> None:
    p.respond("users_get-authenticated", lambda body, query: {**body, "login": "octocat"})


@MUTANTS.mutant("not_found_message", layer="leaf", fault="a 404 says 'Repository not found' instead of GitHub's 'Not Found'", rules=["errors.missing.not_found"])
def _not_found_message(p: Patcher) -> None:
    p.respond("repos_get", lambda body, query: {**body, "message": "Repository not found"} if body.get("message") == "Not Found" else body)


@MUTANTS.mutant("invalid_message", layer="leaf", fault="a 422 carries its detail as the message instead of 'Validation Failed'", rules=["errors.invalid.validation_failed"])
def _invalid_message(p: Patcher) -> None:
    def rewrite(body: Any, query: Any) -> Any:
        return {**body, "message": body["errors"][0]["message"]} if isinstance(body, dict) and body.get("errors") else body

    p.respond("issues_create", rewrite)


@MUTANTS.mutant("comment_touches_repo", layer="leaf", fault="commenting also stamps the repository's updated_at", rules=["writes.only.scoped"])
def _comment_touches_repo(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create_comment(session: Any, *, owner: str, repo: str, **kw: Any) -> Any:
            out = original(session, owner=owner, repo=repo, **kw)
            store.repo_row(session, owner, repo).updated_at = iso_now()
            session.commit()
            return out

        return create_comment

    p.wrap(issues, "create_comment", make)


# ---- repositories
@MUTANTS.mutant("repo_master_branch", layer="leaf", fault="a repository reports 'master' as its default branch", rules=["repos.get.fields"])
def _repo_master_branch(p: Patcher) -> None:
    p.respond("repos_get", lambda body, query: {**body, "default_branch": "master"} if "full_name" in body else body)


@MUTANTS.mutant("repos_by_age", layer="leaf", fault="GET /user/repos lists repositories oldest first, not by name", rules=["repos.list.by_name"])
def _repos_by_age(p: Patcher) -> None:
    p.respond("repos_list-for-authenticated-user", lambda body, query: sorted(_items(body), key=lambda r: r["id"]))


@MUTANTS.mutant("repo_create_public", layer="leaf", fault="a new repository is always public", rules=["repos.create.stored"])
def _repo_create_public(p: Patcher) -> None:
    p.request("repos_create-for-authenticated-user", lambda body, query: {k: v for k, v in body.items() if k != "private"})


@MUTANTS.mutant("repo_name_suffixed", layer="leaf", fault="a taken repository name is suffixed and created instead of refused", rules=["repos.create.unique_name"])
def _repo_name_suffixed(p: Patcher) -> None:
    p.wrap(repos, "create_for_authenticated_user", _retry_renamed("name", "-1"))


# ---- derived counters
@MUTANTS.mutant("repos_list_stale_count", layer="mid", fault="the repository list shows open_issues_count from a stale cache", rules=["counts.repo.open_issues"])
def _repos_list_stale_count(p: Patcher) -> None:
    p.respond(
        "repos_list-for-authenticated-user",
        lambda body, query: [{**r, "open_issues_count": SEED_OPEN.get(r["full_name"], 0)} for r in _items(body)],
    )


@MUTANTS.mutant("reopen_not_counted", layer="leaf", fault="reopening an issue does not raise the repository's open count", rules=["counts.repo.open_issues"])
def _reopen_not_counted(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def set_state(session: Any, repo: Any, issue: Any, state: str, reason: str | None = None) -> None:
            was = issue.state
            original(session, repo, issue, state, reason)
            if was == "closed" and state == "open":
                repo.open_issues_count -= 1

        return set_state

    p.wrap(issues, "set_state", make)


@MUTANTS.mutant("milestone_counts_skip_pulls", layer="leaf", fault="the milestone list counts issues only, forgetting its pull requests", rules=["counts.milestone.progress"])
def _milestone_counts_skip_pulls(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def list_milestones(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            for m in out if isinstance(out, list) else []:
                states = list(session.scalars(select(Issue.state).where(Issue.milestone_id == m["id"], Issue.is_pull.is_(False))))
                m["open_issues"], m["closed_issues"] = states.count("open"), states.count("closed")
            return out

        return list_milestones

    p.wrap(issues, "list_milestones", make)


@MUTANTS.mutant("issue_list_stale_comments", layer="mid", fault="the issue list shows comment counts from a stale cache", rules=["counts.issue.comments"])
def _issue_list_stale_comments(p: Patcher) -> None:
    p.respond("issues_list-for-repo", lambda body, query: [{**i, "comments": SEED_COMMENTS.get(i["id"], 0)} for i in _items(body)])


# ---- issues
@MUTANTS.mutant("issue_numbers_own_sequence", layer="leaf", fault="issues are numbered apart from pull requests (after the last plain issue)", rules=["issues.numbering.shared"])
def _issue_numbers_own_sequence(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, *, owner: str, repo: str, **kw: Any) -> Any:
            r = store.repo_row(session, owner, repo)
            used = session.scalars(select(Issue.number).where(Issue.repo_id == r.id, Issue.is_pull.is_(False)))
            r.next_number = max(used, default=0) + 1
            return original(session, owner=owner, repo=repo, **kw)

        return create

    p.wrap(issues, "create", make)


@MUTANTS.mutant("issues_default_all", layer="leaf", fault="listing issues without state= lists closed ones too", rules=["issues.list.default_open"])
def _issues_default_all(p: Patcher) -> None:
    p.wrap(issues, "list_for_repo", _query_default("state", "all"))


@MUTANTS.mutant("issues_default_asc", layer="leaf", fault="issues are listed oldest first by default", rules=["issues.list.newest_first"])
def _issues_default_asc(p: Patcher) -> None:
    p.wrap(issues, "list_for_repo", _query_default("direction", "asc"))


@MUTANTS.mutant("issues_hide_pull_marker", layer="leaf", fault="pull requests in the issue list lack their pull_request key", rules=["issues.list.includes_pulls"])
def _issues_hide_pull_marker(p: Patcher) -> None:
    p.respond("issues_list-for-repo", lambda body, query: [{k: v for k, v in i.items() if k != "pull_request"} for i in _items(body)])


@MUTANTS.mutant("labels_filter_first_only", layer="leaf", fault="labels=a,b filters by the first label only", rules=["issues.list.labels_all"])
def _labels_filter_first_only(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda session, **kw: original(session, **{**kw, "labels": (kw.get("labels") or "").split(",")[0] or None})

    p.wrap(issues, "list_for_repo", make)


@MUTANTS.mutant("milestone_any_ignored", layer="leaf", fault="milestone=* does not filter: issues without a milestone are listed too", rules=["issues.list.milestone"])
def _milestone_any_ignored(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda session, **kw: original(session, **{**kw, "milestone": None if kw.get("milestone") == "*" else kw.get("milestone")})

    p.wrap(issues, "list_for_repo", make)


@MUTANTS.mutant("creator_ignored", layer="leaf", fault="creator= is ignored", rules=["issues.list.creator"])
def _creator_ignored(p: Patcher) -> None:
    p.wrap(issues, "list_for_repo", lambda original: lambda session, **kw: original(session, **{**kw, "creator": None}))


@MUTANTS.mutant("page_ignored", layer="leaf", fault="page= is ignored: every page is the first", rules=["issues.list.paging"])
def _page_ignored(p: Patcher) -> None:
    p.wrap(issues, "list_for_repo", lambda original: lambda session, **kw: original(session, **{**kw, "page": None}))


@MUTANTS.mutant("create_drops_milestone", layer="leaf", fault="a new issue is stored without the milestone it was given", rules=["issues.create.stored"])
def _create_drops_milestone(p: Patcher) -> None:
    p.request("issues_create", lambda body, query: {k: v for k, v in body.items() if k != "milestone"})


@MUTANTS.mutant("untitled_issue_ok", layer="leaf", fault="an issue without a title is created as 'Untitled'", rules=["issues.create.title_required"])
def _untitled_issue_ok(p: Patcher) -> None:
    p.wrap(issues, "create", _retry_renamed("title", ""))


@MUTANTS.mutant("issue_get_no_milestone", layer="leaf", fault="GET an issue answers milestone null", rules=["issues.get.fields"])
def _issue_get_no_milestone(p: Patcher) -> None:
    p.respond("issues_get", lambda body, query: {**body, "milestone": None} if "number" in body else body)


@MUTANTS.mutant("close_reason_ignored", layer="leaf", fault="closing ignores the state_reason given and says completed", rules=["issues.close.closed_at"])
def _close_reason_ignored(p: Patcher) -> None:
    p.request("issues_update", lambda body, query: {k: v for k, v in body.items() if k != "state_reason"})


@MUTANTS.mutant("reopen_keeps_closed_at", layer="leaf", fault="reopening leaves closed_at set", rules=["issues.reopen.clears"])
def _reopen_keeps_closed_at(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def set_state(session: Any, repo: Any, issue: Any, state: str, reason: str | None = None) -> None:
            closed_at = issue.closed_at
            original(session, repo, issue, state, reason)
            if state == "open":
                issue.closed_at = closed_at

        return set_state

    p.wrap(issues, "set_state", make)


@MUTANTS.mutant("update_ignores_milestone", layer="mid", fault="PATCH ignores a new milestone", rules=["issues.update.fields"])
def _update_ignores_milestone(p: Patcher) -> None:
    p.request("issues_update", lambda body, query: {k: v for k, v in body.items() if k != "milestone"})


# ---- comments
@MUTANTS.mutant("comments_newest_first", layer="leaf", fault="an issue's comments are listed newest first", rules=["comments.list.oldest_first"])
def _comments_newest_first(p: Patcher) -> None:
    p.respond("issues_list-comments", lambda body, query: list(reversed(_items(body))))


@MUTANTS.mutant("comment_body_trimmed", layer="leaf", fault="a comment is stored with its last character cut", rules=["comments.create.stored"])
def _comment_body_trimmed(p: Patcher) -> None:
    p.request("issues_create-comment", lambda body, query: {**body, "body": body["body"][:-1]} if len(str(body.get("body") or "")) > 1 else body)


# ---- labels
@MUTANTS.mutant("labels_by_age", layer="leaf", fault="a repository's labels are listed oldest first, not by name", rules=["labels.list.by_name"])
def _labels_by_age(p: Patcher) -> None:
    p.respond("issues_list-labels-for-repo", lambda body, query: sorted(_items(body), key=lambda x: x["id"]))


@MUTANTS.mutant("label_color_dropped", layer="leaf", fault="a new label ignores the color it was given", rules=["labels.create.stored"])
def _label_color_dropped(p: Patcher) -> None:
    p.request("issues_create-label", lambda body, query: {k: v for k, v in body.items() if k != "color"})


@MUTANTS.mutant("label_name_suffixed", layer="leaf", fault="a taken label name is suffixed and created instead of refused", rules=["labels.name.unique"])
def _label_name_suffixed(p: Patcher) -> None:
    p.wrap(issues, "create_label", _retry_renamed("name", " (2)"))


@MUTANTS.mutant("add_labels_replaces", layer="leaf", fault="adding labels to an issue drops the ones it had", rules=["labels.add.keeps"])
def _add_labels_replaces(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def add_labels(session: Any, *, owner: str, repo: str, issue_number: Any, **kw: Any) -> Any:
            issue = store.issue_row(session, owner, repo, issue_number)
            for link in session.scalars(select(IssueLabel).where(IssueLabel.issue_id == issue.id)):
                session.delete(link)
            session.flush()
            return original(session, owner=owner, repo=repo, issue_number=issue_number, **kw)

        return add_labels

    p.wrap(issues, "add_labels", make)


@MUTANTS.mutant("unknown_labels_skipped", layer="leaf", fault="labels the repository lacks are skipped instead of created", rules=["labels.add.creates_missing"])
def _unknown_labels_skipped(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def set_labels(session: Any, repo: Any, issue: Any, names: Any, replace: bool) -> None:
            known = set(session.scalars(select(Label.name).where(Label.repo_id == repo.id)))
            kept = [n for n in names if n in known] if isinstance(names, list) else names
            original(session, repo, issue, kept, replace)

        return set_labels

    p.wrap(issues, "_set_labels", make)


@MUTANTS.mutant("remove_label_deletes_it", layer="leaf", fault="removing a label from an issue deletes the label from the repository", rules=["labels.remove.unlinks"])
def _remove_label_deletes_it(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def remove_label(session: Any, *, owner: str, repo: str, name: str, **kw: Any) -> Any:
            out = original(session, owner=owner, repo=repo, name=name, **kw)
            r = store.repo_row(session, owner, repo)
            label = session.scalars(select(Label).where(Label.repo_id == r.id, Label.name == name)).first()
            if label is not None:
                for link in session.scalars(select(IssueLabel).where(IssueLabel.label_id == label.id)):
                    session.delete(link)
                session.delete(label)
                session.commit()
            return out

        return remove_label

    p.wrap(issues, "remove_label", make)


# ---- milestones
@MUTANTS.mutant("milestones_all_ignored", layer="leaf", fault="state=all lists open milestones only", rules=["milestones.list.state"])
def _milestones_all_ignored(p: Patcher) -> None:
    p.wrap(issues, "list_milestones", lambda original: lambda session, **kw: original(session, **{**kw, "state": "open"}))


@MUTANTS.mutant("milestone_created_closed", layer="leaf", fault="a new milestone is created closed", rules=["milestones.create.numbered"])
def _milestone_created_closed(p: Patcher) -> None:
    p.request("issues_create-milestone", lambda body, query: {**body, "state": "closed"})


@MUTANTS.mutant("milestone_get_state_open", layer="leaf", fault="GET a milestone always says open", rules=["milestones.get.fields"])
def _milestone_get_state_open(p: Patcher) -> None:
    p.respond("issues_get-milestone", lambda body, query: {**body, "state": "open"} if "number" in body else body)


# ---- pull requests
@MUTANTS.mutant("pulls_default_asc", layer="leaf", fault="pull requests are listed oldest first by default", rules=["pulls.list.open_newest_first"])
def _pulls_default_asc(p: Patcher) -> None:
    p.wrap(pulls, "list_", _query_default("direction", "asc"))


@MUTANTS.mutant("pull_refs_swapped", layer="leaf", fault="a new pull request is stored with head and base swapped", rules=["pulls.create.stored"])
def _pull_refs_swapped(p: Patcher) -> None:
    p.request("pulls_create", lambda body, query: {**body, "head": body.get("base"), "base": body.get("head")})


@MUTANTS.mutant("same_branch_pull_ok", layer="leaf", fault="a pull request from a branch into itself is opened against 'develop'", rules=["pulls.create.head_differs"])
def _same_branch_pull_ok(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, *, body: Any = None, **kw: Any) -> Any:
            if isinstance(body, dict) and body.get("head") and body.get("head") == body.get("base"):
                body = {**body, "base": "develop"}
            return original(session, body=body, **kw)

        return create

    p.wrap(pulls, "create", make)


@MUTANTS.mutant("pull_get_refs_swapped", layer="leaf", fault="GET a pull request shows head and base swapped", rules=["pulls.get.fields"])
def _pull_get_refs_swapped(p: Patcher) -> None:
    p.respond("pulls_get", lambda body, query: {**body, "head": body.get("base"), "base": body.get("head")} if "head" in body else body)


@MUTANTS.mutant("merge_answer_unmerged", layer="leaf", fault="a successful merge answers merged: false", rules=["pulls.merge.closes"])
def _merge_answer_unmerged(p: Patcher) -> None:
    p.respond("pulls_merge", lambda body, query: {**body, "merged": False} if body.get("merged") else body)


@MUTANTS.mutant("merge_again_ok", layer="leaf", fault="merging a merged pull request answers 200", rules=["pulls.merge.once"])
def _merge_again_ok(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def merge(session: Any, **kw: Any) -> Any:
            try:
                return original(session, **kw)
            except ApiError as e:
                if e.code != 405:
                    raise
                return {"sha": None, "merged": True, "message": "Pull Request successfully merged"}

        return merge

    p.wrap(pulls, "merge", make)


@MUTANTS.mutant("changes_block_forever", layer="mid", fault="one CHANGES_REQUESTED blocks merging even after that reviewer approves", rules=["pulls.merge.changes_block"])
def _changes_block_forever(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def merge(session: Any, *, owner: str, repo: str, pull_number: Any, **kw: Any) -> Any:
            issue = store.issue_row(session, owner, repo, pull_number, pull=True)
            if session.scalars(select(Review).where(Review.issue_id == issue.id, Review.state == "CHANGES_REQUESTED")).first():
                raise ApiError(405, "Changes were requested: the pull request cannot be merged")
            return original(session, owner=owner, repo=repo, pull_number=pull_number, **kw)

        return merge

    p.wrap(pulls, "merge", make)


@MUTANTS.mutant("request_changes_as_comment", layer="leaf", fault="a REQUEST_CHANGES review is stored as a comment", rules=["reviews.create.events"])
def _request_changes_as_comment(p: Patcher) -> None:
    p.request("pulls_create-review", lambda body, query: {**body, "event": "COMMENT"} if body.get("event") == "REQUEST_CHANGES" else body)


@MUTANTS.mutant("reviews_without_reviewer", layer="leaf", fault="listed reviews lack their reviewer", rules=["reviews.list.all"])
def _reviews_without_reviewer(p: Patcher) -> None:
    p.respond("pulls_list-reviews", lambda body, query: [{k: v for k, v in r.items() if k != "user"} for r in _items(body)])


# ---- the UI
@MUTANTS.mutant("ui_submit_issue_noop", layer="root", fault="the UI's Submit new issue button sends nothing", rules=["ui.issues.new_issue"])
def _ui_submit_issue_noop(p: Patcher) -> None:
    p.page(forms_ignored())


@MUTANTS.mutant("ui_filter_noop", layer="root", fault="typing in Filter issues filters nothing", rules=["ui.issues.filter"])
def _ui_filter_noop(p: Patcher) -> None:
    p.page("<script>document.addEventListener('input', e => e.stopImmediatePropagation(), true);</script>")


@MUTANTS.mutant("ui_merge_button_dead", layer="root", fault="the UI's Merge pull request button does not offer Confirm merge", rules=["ui.pull.merge"])
def _ui_merge_button_dead(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('click', e => { if (e.target.textContent === 'Merge pull request') "
        "e.stopImmediatePropagation(); }, true);</script>"
    )


def _stale_gets(pattern: str) -> str:
    """A UI snippet that answers every GET whose path matches a JS regex with the first response it got: a stale cache."""
    return (
        "<script>(() => { const f = window.fetch, seen = new Map(); window.fetch = async (u, o) => { "
        "const m = ((o && o.method) || 'GET').toUpperCase(); "
        f"if (m !== 'GET' || !/{pattern}/.test(String(u))) return f(u, o); "
        "if (!seen.has(String(u))) seen.set(String(u), await f(u, o)); return seen.get(String(u)).clone(); }; })();</script>"
    )


@MUTANTS.mutant("ui_issue_list_stale", layer="root", fault="after Submit new issue the list is redrawn from the first load's cached answer", rules=["ui.issues.list"])
def _ui_issue_list_stale(p: Patcher) -> None:
    p.page(_stale_gets(r"\/issues\?"))


@MUTANTS.mutant("ui_pull_panel_stale", layer="root", fault="after Confirm merge the pull request is redrawn from a cached answer and still shows Open", rules=["ui.pull.merge"])
def _ui_pull_panel_stale(p: Patcher) -> None:
    p.page(_stale_gets(r"\/pulls\/\d+$"))


@MUTANTS.mutant("ui_comments_stale", layer="root", fault="after Comment the issue's comments are redrawn from the first load's cached answer", rules=["ui.issue.comment"])
def _ui_comments_stale(p: Patcher) -> None:
    p.page(_stale_gets(r"\/comments$"))


@MUTANTS.mutant("ui_nav_no_render", layer="root", fault="the repository nav changes the address and the current tab but does not render the new view", rules=["ui.repo.nav"])
def _ui_nav_no_render(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('click', e => { const a = e.target.closest('nav a'); if (!a) return; "
        "e.preventDefault(); history.pushState(null, '', a.href); for (const x of document.querySelectorAll('nav a')) "
        "{ if (x === a) x.setAttribute('aria-current', 'page'); else x.removeAttribute('aria-current'); } }, true);</script>"
    )


# ---- the mutants that were switches inside the handlers (same names, same faults), now patches from outside
@MUTANTS.mutant("create_issue_200", layer="leaf", fault="creating an issue answers 200 instead of 201", rules=["issues.create.stored"])
def _create_issue_200(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, **kw: Any) -> Any:
            response = original(session, **kw)
            response.status_code = 200
            return response

        return create

    p.wrap(issues, "create", make)


@MUTANTS.mutant("list_includes_closed", layer="leaf", fault="listing issues includes closed ones by default", rules=["issues.list.default_open"])
def _list_includes_closed(p: Patcher) -> None:
    p.wrap(issues, "list_for_repo", lambda original: lambda session, **kw: original(
        session, **{**kw, "state": "all"} if kw.get("state") in (None, "", "open", "closed") else kw
    ))


@MUTANTS.mutant("labels_filter_any", layer="leaf", fault="labels=a,b matches issues with any of the labels, not all", rules=["issues.list.labels_all"])
def _labels_filter_any(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def list_for_repo(session: Any, **kw: Any) -> Any:
            wanted = {x.strip() for x in str(kw.get("labels") or "").split(",") if x.strip()}
            if not wanted:
                return original(session, **kw)
            every = original(session, **{**kw, "labels": None, "per_page": 100, "page": 1})
            hits = [i for i in every if wanted & {label["name"] for label in i.get("labels") or []}]
            return store.page(hits, kw.get("per_page"), kw.get("page"))

        return list_for_repo

    p.wrap(issues, "list_for_repo", make)


def _after_set_state(fix: Any) -> Any:
    """A set_state that runs the gold one, then bends what it did: fix(repo, issue, state, before) with the counts before."""

    def make(original: Any) -> Any:
        def set_state(session: Any, repo: Any, issue: Any, state: str, reason: str | None = None) -> None:
            before = {"open": repo.open_issues_count, "state": issue.state}
            original(session, repo, issue, state, reason)
            fix(repo, issue, state, before)

        return set_state

    return make


def _patch_set_state(p: Patcher, fix: Any) -> None:
    # pulls imported the name: both modules' references are replaced, as the inside switch bent both paths
    p.wrap(issues, "set_state", _after_set_state(fix))
    p.wrap(pulls, "set_state", _after_set_state(fix))


@MUTANTS.mutant("close_without_closed_at", layer="leaf", fault="closing an issue leaves closed_at empty", rules=["issues.close.closed_at"])
def _close_without_closed_at(p: Patcher) -> None:
    def fix(repo: Any, issue: Any, state: str, before: dict[str, Any]) -> None:
        if state == "closed" and before["state"] != "closed":
            issue.closed_at = None

    _patch_set_state(p, fix)


@MUTANTS.mutant("open_count_stale", layer="integration", fault="closing an issue does not lower the repository's open_issues_count", rules=["counts.repo.open_issues"])
def _open_count_stale(p: Patcher) -> None:
    def fix(repo: Any, issue: Any, state: str, before: dict[str, Any]) -> None:
        if state == "closed":
            repo.open_issues_count = before["open"]

    _patch_set_state(p, fix)


@MUTANTS.mutant("duplicate_label_ok", layer="leaf", fault="a second label with an existing name is created (422 expected)", rules=["labels.name.unique"])
def _duplicate_label_ok(p: Patcher) -> None:
    p.wrap(store.LABELS.r, "validate", lambda original: None)


@MUTANTS.mutant("merge_twice_ok", layer="leaf", fault="merging an already merged pull request answers 200 (405 expected)", rules=["pulls.merge.once"])
def _merge_twice_ok(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def merge(session: Any, **kw: Any) -> Any:
            issue = store.issue_row(session, kw["owner"], kw["repo"], kw["pull_number"], pull=True)
            pull = session.get(Pull, issue.id)
            if pull is None or not pull.merged:
                return original(session, **kw)
            pull.merged_at = iso_now()
            store.touch(issue)
            session.commit()
            return {"sha": pull.merge_commit_sha, "merged": True, "message": "Pull Request successfully merged"}

        return merge

    p.wrap(pulls, "merge", make)


@MUTANTS.mutant("issues_oldest_first", layer="leaf", fault="issues are listed oldest first by default", rules=["issues.list.newest_first"])
def _issues_oldest_first(p: Patcher) -> None:
    p.wrap(issues, "list_for_repo", lambda original: lambda session, **kw: original(session, **{**kw, "direction": "asc"}))


@MUTANTS.mutant("missing_issue_200", layer="leaf", fault="an unknown issue number answers 200 with an empty object", rules=["errors.missing.not_found"])
def _missing_issue_200(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def get(session: Any, **kw: Any) -> Any:
            try:
                return original(session, **kw)
            except ApiError:
                return {}

        return get

    p.wrap(issues, "get", make)


@MUTANTS.mutant("comment_count_stale", layer="integration", fault="commenting does not raise the issue's comment count", rules=["counts.issue.comments"])
def _comment_count_stale(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create_comment(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            issue = store.issue_row(session, kw["owner"], kw["repo"], kw["issue_number"])
            issue.comments -= 1
            session.commit()
            return out

        return create_comment

    p.wrap(issues, "create_comment", make)


@MUTANTS.mutant("merge_leaves_issue_open", layer="leaf", fault="merging marks the pull merged but leaves it open", rules=["pulls.merge.closes"])
def _merge_leaves_issue_open(p: Patcher) -> None:
    p.wrap(pulls, "set_state", lambda original: lambda session, repo, issue, state, reason=None: None)


@MUTANTS.mutant("changes_requested_ignored", layer="integration", fault="a pull request with changes requested can be merged", rules=["pulls.merge.changes_block"])
def _changes_requested_ignored(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def merge(session: Any, **kw: Any) -> Any:
            issue = store.issue_row(session, kw["owner"], kw["repo"], kw["pull_number"], pull=True)
            hidden = list(session.scalars(select(Review).where(Review.issue_id == issue.id, Review.state == "CHANGES_REQUESTED")))
            for review in hidden:  # the merge reads them as comments; the rows are restored after it
                review.state = "COMMENTED"
            session.flush()
            try:
                out = original(session, **kw)
            except Exception:
                session.rollback()  # the flipped reviews go back with the failed merge
                raise
            for review in hidden:
                review.state = "CHANGES_REQUESTED"
            session.commit()
            return out

        return merge

    p.wrap(pulls, "merge", make)


@MUTANTS.mutant("ui_merge_noop", layer="root", fault="the UI's Confirm merge button merges nothing", rules=["ui.pull.merge"])
def _ui_merge_noop(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('click', e => { if (e.target.textContent === 'Confirm merge') "
        "e.stopImmediatePropagation(); }, true);</script>"
    )


@MUTANTS.mutant("ui_hide_labels", layer="visual", fault="the UI drops the issue list's labels and meta lines", rules=["screen:issues"])
def _ui_hide_labels(p: Patcher) -> None:
    p.page("<style>.label,.meta{display:none}</style>")


# -- security: the kit's insecure mutants, and this app's own read-only faults (mona may change every resource) -------
insecure.register(MUTANTS, "github")
# No ownership mutant: the brief has one user, mona, who owns both repositories, so the seed holds nothing she may not change.


@MUTANTS.mutant(
    "insecure_comment_author_from_body",
    layer="security",
    fault="a comment takes the user the client sends (a comment written as lin)",
    rules=["security.fields.read_only"],
)
def _insecure_comment_author_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        user = (body or {}).get("user")
        login = user.get("login") if isinstance(user, dict) else None
        if isinstance(login, str) and isinstance(out, dict) and out.get("id"):
            session.get(Comment, out["id"]).user_login = login
            session.commit()
            out = {**out, "user": store.user(login)}
        return out

    p.after(issues, "create_comment", forge)


@MUTANTS.mutant(
    "insecure_review_state_from_body",
    layer="security",
    fault="a review takes the state the client sends instead of the one its event gives (a comment stored as an approval)",
    rules=["security.fields.read_only"],
)
def _insecure_review_state_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        state = (body or {}).get("state")
        if isinstance(state, str) and isinstance(out, dict) and out.get("id"):
            session.get(Review, out["id"]).state = state
            session.commit()
            out = {**out, "state": state}
        return out

    p.after(pulls, "create_review", forge)

"""Outside mutants of the gold linkedin app: one named patch per rule of contract.json /rules (ref_apps/kit/patches.py)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, or_, select

from ..kit import insecure
from ..kit.crud import iso_now
from ..kit.errors import ApiError
from ..kit.patches import MutantBook, Patcher
from ..kit.ui_faults import forms_ignored, replay_first_get
from .app.handlers import connections, invitations, jobs, messaging, posts, profiles
from .app.models import Application, Comment, Connection, Invitation, Message, Post, Reaction, SavedJob
from .app.store import ME

MUTANTS = MutantBook("linkedin")


def _after(p: Patcher, module: Any, attr: str, then: Any) -> None:
    """Run the gold handler, then then(session, out, **kw) bends what it stored; its answer is returned unchanged."""

    def make(original: Any) -> Any:
        def patched(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            then(session, out, **kw)
            session.commit()
            return out

        return patched

    p.wrap(module, attr, make)


def _mapped(key: str, change: Any) -> Any:
    """A response rewrite that applies change(item) to every object of body[key]."""
    return lambda body, query: {**body, key: [change(x) for x in body[key]]} if isinstance(body, dict) and key in body else body


# -- profiles -------------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "me_not_self", layer="leaf", fault="GET /api/me says the member's relation to themself is none", rules=["profiles.me.self"]
)
def _me_not_self(p: Patcher) -> None:
    p.respond("profiles.me", lambda body, query: {**body, "connection": "none"})


@MUTANTS.mutant(
    "count_one_side",
    layer="leaf",
    fault="connection_count counts only the pairs where the member is user_a",
    rules=["profiles.connection_count"],
)
def _count_one_side(p: Patcher) -> None:
    def one_side(session: Any, user_id: str) -> list[str]:
        return [r.user_b for r in session.scalars(select(Connection).where(Connection.user_a == user_id))]

    p.wrap(profiles, "connection_ids", lambda original: one_side)


@MUTANTS.mutant(
    "received_shows_none",
    layer="leaf",
    fault="a member who invited the signed-in member shows as none",
    rules=["profiles.connection_status"],
)
def _received_shows_none(p: Patcher) -> None:
    p.respond(
        "profiles.get",
        lambda body, query: {**body, "connection": "none"} if body.get("connection") == "pending_received" else body,
    )


@MUTANTS.mutant(
    "experience_oldest_first", layer="leaf", fault="experience lists the oldest start first", rules=["profiles.experience.order"]
)
def _experience_oldest_first(p: Patcher) -> None:
    for op in ("profiles.me", "profiles.get"):
        p.respond(
            op, lambda body, query: {**body, "experience": sorted(body.get("experience", []), key=lambda e: e["start_year"])}
        )


@MUTANTS.mutant(
    "patch_clears_about", layer="leaf", fault="PATCH /api/me clears the about it was not given", rules=["profiles.update.fields"]
)
def _patch_clears_about(p: Patcher) -> None:
    p.request("profiles.update", lambda body, query: {"about": "", **body} if isinstance(body, dict) else body)


@MUTANTS.mutant(
    "experience_backwards_accepted",
    layer="leaf",
    fault="an end_year before start_year is dropped instead of refused",
    rules=["experience.add.stored"],
)
def _experience_backwards(p: Patcher) -> None:
    def fix(body: Any, query: Any) -> Any:
        if isinstance(body, dict) and isinstance(body.get("end_year"), int) and body["end_year"] < body.get("start_year", 0):
            return {k: v for k, v in body.items() if k != "end_year"}
        return body

    p.request("profiles.addExperience", fix)


@MUTANTS.mutant("unknown_job_400", layer="leaf", fault="an unknown job id answers 400", rules=["errors.not_found"])
def _unknown_job_400(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def job(session: Any, job_id: str) -> Any:
            try:
                return original(session, job_id)
            except ApiError as error:
                raise ApiError(400, "bad job id") from error

        return job

    p.wrap(jobs, "_job", make)


# -- connections and invitations ------------------------------------------------------------------------------
@MUTANTS.mutant(
    "connections_drop_newest",
    layer="leaf",
    fault="the connections list misses the newest connection",
    rules=["connections.list.members"],
)
def _connections_drop_newest(p: Patcher) -> None:
    def drop(body: Any, query: Any) -> Any:
        items = sorted(body["connections"], key=lambda c: c["connected_at"])[:-1]
        return {**body, "connections": items}

    p.respond("connections.list", drop)


@MUTANTS.mutant("remove_noop", layer="leaf", fault="removing a connection answers 204 and keeps it", rules=["connections.remove"])
def _remove_noop(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def remove(session: Any, *, user_id: str, **kw: Any) -> None:
            profiles.member(session, user_id)
            if connections.connection_between(session, ME, user_id) is None:
                raise ApiError(404, "Connection not found")

        return remove

    p.wrap(connections, "remove", make)


@MUTANTS.mutant(
    "invitation_stored_sent",
    layer="leaf",
    fault="a new invitation is stored as 'sent', not pending",
    rules=["invitations.send.pending"],
)
def _invitation_stored_sent(p: Patcher) -> None:
    _after(p, invitations, "send", lambda session, out, **kw: setattr(session.get(Invitation, out["id"]), "status", "sent"))


@MUTANTS.mutant(
    "invite_despite_pending",
    layer="leaf",
    fault="a member with a pending invitation can be invited again",
    rules=["invitations.send.refused"],
)
def _invite_despite_pending(p: Patcher) -> None:
    p.wrap(invitations, "pending_between", lambda original: lambda session, sender, recipient: None)


@MUTANTS.mutant(
    "lists_show_settled",
    layer="leaf",
    fault="the invitation lists show ignored and accepted ones too",
    rules=["invitations.lists.pending_only"],
)
def _lists_show_settled(p: Patcher) -> None:
    def pending(session: Any, column: Any) -> Any:
        rows = session.scalars(select(Invitation).where(column == ME).order_by(Invitation.id))
        return {"invitations": [invitations.resource(session, r) for r in rows]}

    p.wrap(invitations, "_pending", lambda original: pending)


@MUTANTS.mutant(
    "accept_no_connection",
    layer="leaf",
    fault="accepting marks the invitation but connects nobody",
    rules=["invitations.accept.connects"],
)
def _accept_no_connection(p: Patcher) -> None:
    def undo(session: Any, out: Any, **kw: Any) -> None:
        first, second = sorted([out["from"]["id"], out["to"]["id"]])
        session.execute(delete(Connection).where(Connection.user_a == first, Connection.user_b == second))

    _after(p, invitations, "accept", undo)


@MUTANTS.mutant(
    "ignore_deletes",
    layer="leaf",
    fault="ignoring deletes the invitation instead of marking it ignored",
    rules=["invitations.ignore"],
)
def _ignore_deletes(p: Patcher) -> None:
    _after(
        p, invitations, "ignore", lambda session, out, **kw: session.execute(delete(Invitation).where(Invitation.id == out["id"]))
    )


@MUTANTS.mutant(
    "withdraw_stays_pending",
    layer="leaf",
    fault="withdrawing answers withdrawn but the invitation stays pending",
    rules=["invitations.withdraw"],
)
def _withdraw_stays_pending(p: Patcher) -> None:
    _after(
        p, invitations, "withdraw", lambda session, out, **kw: setattr(session.get(Invitation, out["id"]), "status", "pending")
    )


@MUTANTS.mutant(
    "act_from_either_side", layer="leaf", fault="either side may accept, ignore or withdraw", rules=["invitations.act.allowed"]
)
def _act_from_either_side(p: Patcher) -> None:
    def act(session: Any, invitation_id: str, side: str) -> Any:
        row = session.get(Invitation, invitation_id)
        if row is None:
            raise ApiError(404, "Invitation not found")
        if row.status != "pending":
            raise ApiError(409, "not pending")
        return row

    p.wrap(invitations, "_act", lambda original: act)


# -- feed and posts -------------------------------------------------------------------------------------------
@MUTANTS.mutant("feed_everyone", layer="leaf", fault="the feed shows everyone's posts", rules=["feed.scope"])
def _feed_everyone(p: Patcher) -> None:
    from .app.models import User

    p.wrap(posts, "connection_ids", lambda original: lambda session, user_id: list(session.scalars(select(User.id))))


@MUTANTS.mutant("feed_oldest_first", layer="leaf", fault="the feed lists the oldest post first", rules=["feed.order"])
def _feed_oldest_first(p: Patcher) -> None:
    p.respond("posts.feed", lambda body, query: {**body, "posts": sorted(body["posts"], key=lambda x: x["created_at"])})


@MUTANTS.mutant("comment_count_is_reactions", layer="leaf", fault="comment_count repeats reaction_count", rules=["feed.counts"])
def _comment_count_is_reactions(p: Patcher) -> None:
    p.respond("posts.feed", _mapped("posts", lambda x: {**x, "comment_count": x["reaction_count"]}))


@MUTANTS.mutant("new_post_edited", layer="leaf", fault="a new post answers edited: true", rules=["posts.create"])
def _new_post_edited(p: Patcher) -> None:
    p.respond("posts.create", lambda body, query: {**body, "edited": True})


@MUTANTS.mutant("blank_text_accepted", layer="leaf", fault="blank posts and comments are accepted", rules=["posts.text.required"])
def _blank_text_accepted(p: Patcher) -> None:
    p.wrap(posts, "_text", lambda original: lambda body: str((body or {}).get("text") or ""))


@MUTANTS.mutant("edit_not_marked", layer="leaf", fault="an edited post answers edited: false", rules=["posts.update.own"])
def _edit_not_marked(p: Patcher) -> None:
    p.respond("posts.update", lambda body, query: {**body, "edited": False})


@MUTANTS.mutant(
    "delete_anyones_post", layer="leaf", fault="any member's post can be deleted or edited", rules=["posts.delete.own"]
)
def _delete_anyones_post(p: Patcher) -> None:
    p.wrap(posts, "_own", lambda original: posts._post)


@MUTANTS.mutant(
    "first_reaction_sticks",
    layer="leaf",
    fault="reacting again keeps the first reaction type",
    rules=["reactions.one_per_member"],
)
def _first_reaction_sticks(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def react(session: Any, *, post_id: str, body: Any = None, **kw: Any) -> Any:
            row = session.get(Reaction, (post_id, ME))
            if row is not None and isinstance(body, dict):
                body = {**body, "type": row.type}
            return original(session, post_id=post_id, body=body, **kw)

        return react

    p.wrap(posts, "react", make)


@MUTANTS.mutant(
    "unknown_reaction_is_like", layer="leaf", fault="an unknown reaction type is stored as like", rules=["reactions.type"]
)
def _unknown_reaction_is_like(p: Patcher) -> None:
    p.request(
        "posts.react", lambda body, query: {**body, "type": body.get("type") if body.get("type") in posts.REACTIONS else "like"}
    )


@MUTANTS.mutant(
    "comment_as_post_author", layer="leaf", fault="a comment is stored under the post author's name", rules=["comments.create"]
)
def _comment_as_post_author(p: Patcher) -> None:
    def reassign(session: Any, out: Any, **kw: Any) -> None:
        comment = session.get(Comment, out["id"])
        comment.author_id = session.get(Post, comment.post_id).author_id

    _after(p, posts, "add_comment", reassign)


@MUTANTS.mutant("comments_newest_first", layer="leaf", fault="comments list newest first", rules=["comments.list.order"])
def _comments_newest_first(p: Patcher) -> None:
    p.respond("posts.listComments", lambda body, query: {**body, "comments": list(reversed(body["comments"]))})


# -- jobs -----------------------------------------------------------------------------------------------------
@MUTANTS.mutant("jobs_by_title", layer="leaf", fault="job search sorts by title", rules=["jobs.search.order"])
def _jobs_by_title(p: Patcher) -> None:
    p.respond("jobs.search", lambda body, query: {**body, "jobs": sorted(body["jobs"], key=lambda j: j["title"])})


def _search_then(p: Patcher, bend: Any) -> None:
    def make(original: Any) -> Any:
        def search(session: Any, **kw: Any) -> Any:
            return bend(original, session, kw)

        return search

    p.wrap(jobs, "search", make)


@MUTANTS.mutant("keywords_title_only", layer="leaf", fault="keywords match the title only", rules=["jobs.search.keywords"])
def _keywords_title_only(p: Patcher) -> None:
    def bend(original: Any, session: Any, kw: dict[str, Any]) -> Any:
        out = original(session, **kw)
        words = (kw.get("keywords") or "").lower()
        kept = [j for j in out["jobs"] if words in j["title"].lower()]
        return {"total": len(kept), "jobs": kept}

    _search_then(p, bend)


@MUTANTS.mutant(
    "location_case_sensitive", layer="leaf", fault="location matches case-sensitively", rules=["jobs.search.location"]
)
def _location_case_sensitive(p: Patcher) -> None:
    def bend(original: Any, session: Any, kw: dict[str, Any]) -> Any:
        out = original(session, **kw)
        place = kw.get("location") or ""
        kept = [j for j in out["jobs"] if place in j["location"]]
        return {"total": len(kept), "jobs": kept}

    _search_then(p, bend)


@MUTANTS.mutant("remote_ignored", layer="leaf", fault="remote=true filters nothing", rules=["jobs.search.remote"])
def _remote_ignored(p: Patcher) -> None:
    _search_then(p, lambda original, session, kw: original(session, **{**kw, "remote": None}))


@MUTANTS.mutant("save_toggles", layer="leaf", fault="saving a saved job unsaves it", rules=["jobs.save"])
def _save_toggles(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def save(session: Any, *, job_id: str, **kw: Any) -> Any:
            saved = session.get(SavedJob, job_id)
            if saved is not None:
                session.delete(saved)
                session.commit()
                return jobs.resource(session, jobs._job(session, job_id))
            return original(session, job_id=job_id, **kw)

        return save

    p.wrap(jobs, "save", make)


@MUTANTS.mutant(
    "application_status_applied", layer="leaf", fault="a new application is stored as 'applied'", rules=["jobs.apply.submitted"]
)
def _application_status_applied(p: Patcher) -> None:
    def bend(session: Any, out: Any, **kw: Any) -> None:
        session.get(Application, out["id"]).status = "applied"
        out["status"] = "applied"

    _after(p, jobs, "apply", bend)


@MUTANTS.mutant("reapply_replaces", layer="leaf", fault="applying again replaces the application", rules=["jobs.apply.once"])
def _reapply_replaces(p: Patcher) -> None:
    p.before(
        jobs, "apply", lambda session, *, job_id, **kw: session.execute(delete(Application).where(Application.job_id == job_id))
    )


@MUTANTS.mutant("apply_keeps_saved", layer="leaf", fault="an applied job stays saved", rules=["jobs.apply.unsaves"])
def _apply_keeps_saved(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def apply(session: Any, *, job_id: str, **kw: Any) -> Any:
            saved = session.get(SavedJob, job_id)
            at = saved.saved_at if saved else None
            out = original(session, job_id=job_id, **kw)
            if at is not None:
                session.add(SavedJob(job_id=job_id, saved_at=at))
                session.commit()
            return out

        return apply

    p.wrap(jobs, "apply", make)


# -- messaging ------------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "conversations_by_name", layer="leaf", fault="conversations sort by the participant's name", rules=["conversations.order"]
)
def _conversations_by_name(p: Patcher) -> None:
    p.respond(
        "messaging.conversations",
        lambda body, query: {**body, "conversations": sorted(body["conversations"], key=lambda c: c["participant"]["name"])},
    )


@MUTANTS.mutant(
    "unread_total_counts_conversations",
    layer="leaf",
    fault="unread_total counts conversations, not messages",
    rules=["conversations.unread"],
)
def _unread_total_counts_conversations(p: Patcher) -> None:
    p.respond(
        "messaging.conversations",
        lambda body, query: {**body, "unread_total": sum(1 for c in body["conversations"] if c["unread_count"])},
    )


@MUTANTS.mutant(
    "read_marks_latest_only",
    layer="leaf",
    fault="marking a conversation read marks only its latest message",
    rules=["conversations.read"],
)
def _read_marks_latest_only(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def mark_read(session: Any, *, conversation_id: str, **kw: Any) -> Any:
            rows = messaging._messages(session, conversation_id)
            mine = [m for m in rows if m.sender_id != ME and not m.read]
            if mine:
                mine[-1].read = True
                session.commit()
            return messaging._summary(session, messaging._conversation(session, conversation_id))

        return mark_read

    p.wrap(messaging, "mark_read", make)


@MUTANTS.mutant(
    "messages_newest_first", layer="leaf", fault="an opened conversation lists the newest message first", rules=["messages.order"]
)
def _messages_newest_first(p: Patcher) -> None:
    p.respond("messaging.open", lambda body, query: {**body, "messages": list(reversed(body["messages"]))})


@MUTANTS.mutant(
    "reply_stored_as_theirs", layer="leaf", fault="a sent message is stored as the other member's", rules=["messages.send"]
)
def _reply_stored_as_theirs(p: Patcher) -> None:
    def bend(session: Any, out: Any, **kw: Any) -> None:
        message = session.get(Message, out["id"])
        message.sender_id = messaging._conversation(session, message.conversation_id).participant_id

    _after(p, messaging, "send", bend)


# -- integration: every endpoint right on the seed, a composition wrong -----------------------------------------
@MUTANTS.mutant(
    "feed_counts_old_comments",
    layer="integration",
    fault="the feed's comment_count counts only comments from before today's clock",
    rules=["feed.counts"],
)
def _feed_counts_old_comments(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def render(session: Any, post: Any) -> Any:
            out = original(session, post)
            rows = session.scalars(select(Comment).where(Comment.post_id == post.id, Comment.created_at < iso_now()))
            return {**out, "comment_count": len(list(rows))}

        return render

    p.wrap(posts, "post_resource", make)


@MUTANTS.mutant(
    "feed_old_connections",
    layer="integration",
    fault="the feed reads only connections made before the clock: a new one's posts stay out",
    rules=["feed.scope"],
)
def _feed_old_connections(p: Patcher) -> None:
    def old(session: Any, user_id: str) -> list[str]:
        stmt = select(Connection).where(
            or_(Connection.user_a == user_id, Connection.user_b == user_id), Connection.created_at < iso_now()
        )
        return [r.user_b if r.user_a == user_id else r.user_a for r in session.scalars(stmt)]

    p.wrap(posts, "connection_ids", lambda original: old)


@MUTANTS.mutant(
    "search_saved_snapshot",
    layer="integration",
    fault="job search marks saved only the jobs saved before the clock",
    rules=["jobs.save"],
)
def _search_saved_snapshot(p: Patcher) -> None:
    def bend(original: Any, session: Any, kw: dict[str, Any]) -> Any:
        out = original(session, **kw)
        old = {s.job_id for s in session.scalars(select(SavedJob).where(SavedJob.saved_at < iso_now()))}
        return {**out, "jobs": [{**j, "saved": j["id"] in old} for j in out["jobs"]]}

    _search_then(p, bend)


@MUTANTS.mutant(
    "order_by_their_messages",
    layer="integration",
    fault="conversations sort by the other member's latest message: a reply does not lift one",
    rules=["conversations.order", "messages.send"],
)
def _order_by_their_messages(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def listing(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)

            def theirs(c: dict[str, Any]) -> str:
                rows = messaging._messages(session, c["id"])
                return max((m.sent_at for m in rows if m.sender_id != ME), default="")

            return {**out, "conversations": sorted(out["conversations"], key=theirs, reverse=True)}

        return listing

    p.wrap(messaging, "conversations", make)


# -- UI faults while the API stays right ----------------------------------------------------------------------


@MUTANTS.mutant(
    "ui_post_discarded",
    layer="root",
    fault="the composer's Post button reloads nothing and saves nothing",
    rules=["ui.feed.compose"],
)
def _ui_post_discarded(p: Patcher) -> None:
    p.page(forms_ignored())


@MUTANTS.mutant(
    "ui_feed_not_rerendered",
    layer="root",
    fault="after posting, the Feed list is not re-rendered (a stale cache of /api/feed)",
    rules=["ui.feed.compose"],
)
def _ui_feed_not_rerendered(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/api\/feed(\?|$)/"))


@MUTANTS.mutant(
    "ui_count_stale",
    layer="root",
    fault="My Network keeps the first connection count it read (a stale cache of /api/me)",
    rules=["ui.network.accept"],
)
def _ui_count_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/api\/me(\?|$)/"))


@MUTANTS.mutant(
    "ui_my_jobs_stale",
    layer="root",
    fault="the My jobs panel keeps its first answer after an application",
    rules=["ui.jobs.apply"],
)
def _ui_my_jobs_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/api\/my-jobs(\?|$)/"))


@MUTANTS.mutant(
    "ui_open_does_not_read",
    layer="root",
    fault="choosing a conversation shows it without marking it read: the badge stays",
    rules=["ui.messaging.open"],
)
def _ui_open_does_not_read(p: Patcher) -> None:
    p.page("""<script>(() => {
  const fetch0 = window.fetch;
  window.fetch = (input, init) => {
    const url = typeof input === "string" ? input : input.url;
    if (/\\/read$/.test(url)) return Promise.resolve(new Response("{}", { status: 200, headers: { "content-type": "application/json" } }));
    return fetch0(input, init);
  };
})();</script>""")


@MUTANTS.mutant(
    "ui_badge_stale",
    layer="root",
    fault="the header's Messaging badge keeps the unread total it first read",
    rules=["ui.messaging.open"],
)
def _ui_badge_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/api\/conversations$/"))


@MUTANTS.mutant(
    "ui_edit_intro_on_others",
    layer="root",
    fault="every profile offers 'Edit intro', another member's too",
    rules=["ui.profile.edit_intro"],
)
def _ui_edit_intro_on_others(p: Patcher) -> None:
    p.page("""<script>new MutationObserver(() => {
  const region = document.querySelector('[role=region][aria-label=Profile]');
  if (region && ![...region.querySelectorAll('button')].some(b => b.textContent === 'Edit intro')) {
    const b = document.createElement('button'); b.type = 'button'; b.textContent = 'Edit intro'; region.append(b);
  }
}).observe(document.documentElement, { childList: true, subtree: true });</script>""")


@MUTANTS.mutant(
    "ui_remote_only_ignored",
    layer="root",
    fault="'Remote only' is never sent: Search lists remote and on-site jobs alike",
    rules=["ui.jobs.search"],
)
def _ui_remote_only_ignored(p: Patcher) -> None:
    p.page("""<script>(() => {
  const fetch0 = window.fetch;
  window.fetch = (input, init) => {
    const url = typeof input === "string" ? input : input.url;
    return fetch0(/\/api\/jobs\?/.test(url) ? url.replace(/([?&])remote=true&?/, "$1") : input, init);
  };
})();</script>""")


@MUTANTS.mutant("ui_summary_hidden", layer="visual", fault="the feed's Profile summary card is not drawn")
def _ui_summary_hidden(p: Patcher) -> None:
    p.page("<style>.side{visibility:hidden}</style>")


# -- security: the kit's insecure mutants, and this app's own owner and read-only faults ----------------------------
insecure.register(MUTANTS, "linkedin")


@MUTANTS.mutant(
    "insecure_anyone_edits_posts",
    layer="security",
    fault="editing a post skips the author check (deleting still refuses)",
    rules=["security.owner.only"],
)
def _insecure_anyone_edits_posts(p: Patcher) -> None:
    p.during(posts, "update", posts, "_own", posts._post)


@MUTANTS.mutant(
    "insecure_sender_from_body",
    layer="security",
    fault="a new message takes the sender_id the client sends",
    rules=["security.fields.read_only"],
)
def _insecure_sender_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        sender = (body or {}).get("sender_id")
        if isinstance(sender, str) and isinstance(out, dict) and out.get("id"):
            session.get(Message, out["id"]).sender_id = sender
            session.commit()
        return out

    p.after(messaging, "send", forge)

"""Outside mutants of the gold reddit app: one named patch per rule of contract.json /rules (ref_apps/kit/patches.py)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import func, select

from ..kit import insecure
from ..kit.errors import ApiError
from ..kit.patches import MutantBook, Patcher
from ..kit.ui_faults import replay_first_get
from .app import store
from .app.handlers import comments, mod, posts, saved, subreddits, users
from .app.models import Comment, Post, Subscription, Vote

MUTANTS = MutantBook("reddit")


def _ids_sorted(key: Any, reverse: bool = False) -> Any:
    """A response rewrite that re-sorts a {"<list>": [...]} body's list by key."""

    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if not isinstance(body, dict):
            return body
        name = next((k for k, v in body.items() if isinstance(v, list)), None)
        return {**body, name: sorted(body[name], key=key, reverse=reverse)} if name else body

    return rewrite


def _both_casts(p: Patcher, make: Any) -> None:
    """Replace the vote function where posts and comments bound it at import."""
    p.wrap(posts, "cast", make)
    p.wrap(comments, "cast", make)


# -- communities ----------------------------------------------------------------------------------------------
@MUTANTS.mutant("subreddits_by_name", layer="leaf", fault="communities list A to Z, not by subscribers",
                rules=["subreddits.list.order"])
def _subreddits_by_name(p: Patcher) -> None:
    p.respond("subreddits.list", _ids_sorted(lambda s: s["name"]))


@MUTANTS.mutant("subscribed_filter_ignored", layer="leaf", fault="subscribed=true lists every community",
                rules=["subreddits.list.subscribed"])
def _subscribed_filter_ignored(p: Patcher) -> None:
    p.wrap(subreddits, "list_", lambda original: lambda session, **kw: original(session, subscribed=None))


@MUTANTS.mutant("moderator_flag_false", layer="leaf", fault="user_is_moderator is always false",
                rules=["subreddits.get.fields"])
def _moderator_flag_false(p: Patcher) -> None:
    p.respond("subreddits.get", lambda body, query: {**body, "user_is_moderator": False} if "name" in body else body)


@MUTANTS.mutant("join_keeps_count", layer="leaf", fault="joining stores the membership but the member count stays",
                rules=["subreddits.membership"])
def _join_keeps_count(p: Patcher) -> None:
    def prepare(session: Any, *, subreddit: str) -> None:
        sub = session.get(subreddits.Subreddit, subreddit)
        if sub is not None and session.get(Subscription, (subreddit, store.ME)) is None:
            sub.subscribers -= 1

    p.before(subreddits, "subscribe", prepare)


@MUTANTS.mutant("join_twice_counts_twice", layer="leaf", fault="joining a community already joined adds 1 to its count again",
                rules=["subreddits.membership.idempotent"])
def _join_twice_counts_twice(p: Patcher) -> None:
    def prepare(session: Any, *, subreddit: str) -> None:
        sub = session.get(subreddits.Subreddit, subreddit)
        if sub is not None and session.get(Subscription, (subreddit, store.ME)) is not None:
            sub.subscribers += 1
            session.commit()

    p.before(subreddits, "subscribe", prepare)


# -- posts ----------------------------------------------------------------------------------------------------
def _resort(sorts: tuple[str | None, ...], key: Any, reverse: bool) -> Any:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if not isinstance(body, dict) or query.get("sort") not in sorts:
            return body
        return {**body, "posts": sorted(body["posts"], key=key, reverse=reverse)}

    return rewrite


@MUTANTS.mutant("hot_is_top", layer="leaf", fault="the hot sort ranks by score alone, ignoring age", rules=["posts.list.hot"])
def _hot_is_top(p: Patcher) -> None:
    p.respond("posts.list", _resort((None, "hot"), lambda x: x["score"], True))


@MUTANTS.mutant("new_oldest_first", layer="leaf", fault="sort=new lists the oldest post first", rules=["posts.list.new"])
def _new_oldest_first(p: Patcher) -> None:
    p.respond("posts.list", _resort(("new",), lambda x: x["created_at"], False))


@MUTANTS.mutant("top_ties_older_first", layer="leaf", fault="sort=top breaks score ties older first",
                rules=["posts.list.top"])
def _top_ties_older_first(p: Patcher) -> None:
    def older_first(post: Post) -> tuple[int, float]:
        return (post.ups - post.downs, -datetime.fromisoformat(post.created_at.replace("Z", "+00:00")).timestamp())

    p.wrap(posts, "SORTS", lambda original: {**original, "top": older_first})


@MUTANTS.mutant("removed_posts_listed", layer="leaf", fault="a community's feed still lists removed posts",
                rules=["posts.list.removed_hidden"])
def _removed_posts_listed(p: Patcher) -> None:
    def list_(session: Any, *, subreddit: str, sort: str | None = None) -> Any:
        store.subreddit_row(session, subreddit)
        rows = session.scalars(select(Post).where(Post.subreddit == subreddit))
        return {"posts": [store.post_resource(session, x) for x in sorted(rows, key=posts.SORTS[sort or "hot"], reverse=True)]}

    p.wrap(posts, "list_", lambda original: list_)


@MUTANTS.mutant("post_body_dropped", layer="leaf", fault="a new text post loses its body", rules=["posts.create.stored"])
def _post_body_dropped(p: Patcher) -> None:
    def drop_body(body: Any, query: dict[str, Any]) -> Any:
        return {k: v for k, v in body.items() if k != "body"} if isinstance(body, dict) else body

    p.request("posts.create", drop_body)


@MUTANTS.mutant("post_no_self_vote", layer="leaf", fault="a new post starts at score 0, without its author's upvote",
                rules=["posts.create.self_vote"])
def _post_no_self_vote(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            post = session.get(Post, out["id"])
            post.ups = 0
            session.delete(session.get(Vote, (store.ME, post.id)))
            session.commit()
            return store.post_resource(session, post)

        return create

    p.wrap(posts, "create", make)


@MUTANTS.mutant("untitled_post_accepted", layer="leaf", fault="a post without a title is stored as 'Untitled'",
                rules=["posts.create.valid"])
def _untitled_post_accepted(p: Patcher) -> None:
    p.request("posts.create", lambda body, query: body if body.get("title") else {**body, "title": "Untitled"})


@MUTANTS.mutant("restricted_open_to_all", layer="leaf", fault="anyone may post in a restricted community",
                rules=["posts.create.restricted"])
def _restricted_open_to_all(p: Patcher) -> None:
    p.wrap(posts, "is_moderator", lambda original: lambda session, name: True)


@MUTANTS.mutant("post_likes_zero", layer="leaf", fault="GET /api/posts/{post_id} answers likes 0 whatever the user voted",
                rules=["posts.get.fields"])
def _post_likes_zero(p: Patcher) -> None:
    p.respond("posts.get", lambda body, query: {**body, "likes": 0} if "likes" in body else body)


# -- votes ----------------------------------------------------------------------------------------------------
@MUTANTS.mutant("vote_dir_clamped", layer="leaf", fault="a dir above 1 counts as an upvote instead of answering 400",
                rules=["votes.dir"])
def _vote_dir_clamped(p: Patcher) -> None:
    def clamp(body: Any, query: dict[str, Any]) -> Any:
        big = isinstance(body, dict) and isinstance(body.get("dir"), int) and body["dir"] > 1
        return {**body, "dir": 1} if big else body

    p.request("posts.vote", clamp)
    p.request("comments.vote", clamp)


@MUTANTS.mutant("switch_moves_by_one", layer="leaf", fault="switching an upvote to a downvote adds a down but keeps the up",
                rules=["votes.score"])
def _switch_moves_by_one(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def cast(session: Any, thing: Any, direction: Any) -> None:
            old = session.get(Vote, (store.ME, thing.id))
            if old is not None and direction in (-1, 1) and old.dir == -direction:
                thing.ups += direction == 1
                thing.downs += direction == -1
                old.dir = direction
                return
            original(session, thing, direction)

        return cast

    _both_casts(p, make)


@MUTANTS.mutant("clear_ignored", layer="leaf", fault="dir 0 leaves the vote as it was", rules=["votes.clear"])
def _clear_ignored(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda session, thing, direction: None if direction == 0 else original(session, thing, direction)

    _both_casts(p, make)


@MUTANTS.mutant("repeat_toggles", layer="leaf", fault="voting the same way twice takes the vote back",
                rules=["votes.repeat"])
def _repeat_toggles(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def cast(session: Any, thing: Any, direction: Any) -> None:
            old = session.get(Vote, (store.ME, thing.id))
            original(session, thing, 0 if old is not None and old.dir == direction else direction)

        return cast

    _both_casts(p, make)


@MUTANTS.mutant("comment_downvote_counts_up", layer="leaf", fault="a downvote on a comment counts as an upvote",
                rules=["votes.comments"])
def _comment_downvote_counts_up(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def cast(session: Any, thing: Any, direction: Any) -> None:
            original(session, thing, abs(direction) if isinstance(direction, int) else direction)

        return cast

    p.wrap(comments, "cast", make)


# -- saved ----------------------------------------------------------------------------------------------------
@MUTANTS.mutant("unsave_ignored", layer="leaf", fault="unsaving answers the post but keeps it saved", rules=["saved.toggle"])
def _unsave_ignored(p: Patcher) -> None:
    p.wrap(posts, "unsave", lambda original: lambda session, *, post_id: posts.get(session, post_id=post_id))


@MUTANTS.mutant("saved_oldest_first", layer="leaf", fault="saved posts list the first saved first", rules=["saved.list.order"])
def _saved_oldest_first(p: Patcher) -> None:
    p.respond("saved.list", lambda body, query: {**body, "posts": list(reversed(body["posts"]))} if "posts" in body else body)


# -- comments -------------------------------------------------------------------------------------------------
def _flatten(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for c in items:
        out += [{**c, "replies": []}, *_flatten(c.get("replies") or [])]
    return out


@MUTANTS.mutant("tree_flattened", layer="leaf", fault="the comment tree comes flat: every reply at the top level",
                rules=["comments.tree.nesting"])
def _tree_flattened(p: Patcher) -> None:
    p.respond(
        "comments.list", lambda body, query: {**body, "comments": _flatten(body["comments"])} if "comments" in body else body
    )


@MUTANTS.mutant("siblings_oldest_first", layer="leaf", fault="sibling comments list oldest first, whatever their score",
                rules=["comments.tree.order"])
def _siblings_oldest_first(p: Patcher) -> None:
    p.wrap(comments, "sibling_order", lambda original: lambda c: (c.created_at, c.id))


@MUTANTS.mutant("depth_param_ignored", layer="leaf", fault="depth=N is ignored: the whole tree comes back",
                rules=["comments.tree.depth"])
def _depth_param_ignored(p: Patcher) -> None:
    p.wrap(comments, "list_", lambda original: lambda session, *, post_id, depth=None: original(session, post_id=post_id))


@MUTANTS.mutant("comment_no_self_vote", layer="leaf", fault="a new comment starts at score 0, without its author's upvote",
                rules=["comments.create.top"])
def _comment_no_self_vote(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            comment = session.get(Comment, out["id"])
            comment.ups = 0
            session.delete(session.get(Vote, (store.ME, comment.id)))
            session.commit()
            return store.comment_resource(session, comment)

        return create

    p.wrap(comments, "create", make)


@MUTANTS.mutant("reply_depth_one", layer="leaf", fault="every reply gets depth 1, however deep its parent",
                rules=["comments.create.reply"])
def _reply_depth_one(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            comment = session.get(Comment, out["id"])
            if comment.parent_id is not None:
                comment.depth = 1
                session.commit()
            return store.comment_resource(session, comment)

        return create

    p.wrap(comments, "create", make)


@MUTANTS.mutant("blank_comment_accepted", layer="leaf", fault="a blank comment is stored", rules=["comments.create.body"])
def _blank_comment_accepted(p: Patcher) -> None:
    def fill_blank(body: Any, query: dict[str, Any]) -> Any:
        blank = isinstance(body, dict) and not str(body.get("body") or "").strip()
        return {**body, "body": "[empty]"} if blank else body

    p.request("comments.create", fill_blank)


@MUTANTS.mutant("bad_parent_goes_top", layer="leaf", fault="a reply to a foreign, deleted or removed comment is stored top-level",
                rules=["comments.create.parent"])
def _bad_parent_goes_top(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, *, post_id: str, body: dict[str, Any] | None = None) -> Any:
            try:
                return original(session, post_id=post_id, body=body)
            except ApiError as error:
                if error.code != 400 or not (body or {}).get("parent_id"):
                    raise
                session.rollback()
                return original(session, post_id=post_id, body={**(body or {}), "parent_id": None})

        return create

    p.wrap(comments, "create", make)


def _open_for_one_call(flag: str) -> Any:
    """A comments.create that lifts the post's `flag` (locked or removed) for the call and puts it back."""

    def make(original: Any) -> Any:
        def create(session: Any, *, post_id: str, body: dict[str, Any] | None = None) -> Any:
            post = session.get(Post, post_id)
            if post is None or not getattr(post, flag):
                return original(session, post_id=post_id, body=body)
            setattr(post, flag, False)
            try:
                return original(session, post_id=post_id, body=body)
            finally:
                setattr(post, flag, True)
                session.commit()

        return create

    return make


@MUTANTS.mutant("removed_post_takes_comments", layer="leaf", fault="a removed post still takes comments",
                rules=["comments.create.closed"])
def _removed_post_takes_comments(p: Patcher) -> None:
    p.wrap(comments, "create", _open_for_one_call("removed"))


@MUTANTS.mutant("delete_drops_row", layer="leaf", fault="deleting a comment deletes its row: the tree loses its place",
                rules=["comments.delete.placeholder"])
def _delete_drops_row(p: Patcher) -> None:
    def delete(session: Any, *, comment_id: str) -> Any:
        comment = store.comment_row(session, comment_id)
        if comment.author != store.ME:
            raise store.forbidden("only its author may delete a comment")
        out = store.comment_resource(session, comment)
        session.delete(comment)
        session.commit()
        return {**out, "author": "[deleted]", "body": "[deleted]", "deleted": True}

    p.wrap(comments, "delete", lambda original: delete)


@MUTANTS.mutant("delete_anyones_comment", layer="leaf", fault="anyone may delete anyone's comment",
                rules=["comments.delete.author_only"])
def _delete_anyones_comment(p: Patcher) -> None:
    def delete(session: Any, *, comment_id: str) -> Any:
        comment = store.comment_row(session, comment_id)
        comment.deleted, comment.body = True, "[deleted]"
        session.commit()
        return store.comment_resource(session, comment)

    p.wrap(comments, "delete", lambda original: delete)


# -- moderation -----------------------------------------------------------------------------------------------
@MUTANTS.mutant("anyone_moderates", layer="leaf", fault="anyone may remove, lock and read the mod log", rules=["mod.only"])
def _anyone_moderates(p: Patcher) -> None:
    p.wrap(mod, "require_moderator", lambda original: lambda session, subreddit: None)


@MUTANTS.mutant("remove_post_locks", layer="leaf", fault="removing a post locks it instead", rules=["mod.remove_post"])
def _remove_post_locks(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def remove_post(session: Any, *, post_id: str) -> Any:
            original(session, post_id=post_id)
            post = session.get(Post, post_id)
            post.removed, post.locked = False, True
            session.commit()
            return store.post_resource(session, post)

        return remove_post

    p.wrap(mod, "remove_post", make)


@MUTANTS.mutant("removed_comment_keeps_body", layer="leaf", fault="a removed comment still shows its text",
                rules=["mod.remove_comment"])
def _removed_comment_keeps_body(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def render(session: Any, comment: Comment, replies: Any = None) -> Any:
            out = original(session, comment, replies)
            return {**out, "body": comment.body} if comment.removed and not comment.deleted else out

        return render

    p.wrap(mod, "comment_resource", make)
    p.wrap(comments, "comment_resource", make)


@MUTANTS.mutant("locked_post_takes_comments", layer="leaf", fault="a locked post still takes comments", rules=["mod.lock"])
def _locked_post_takes_comments(p: Patcher) -> None:
    p.wrap(comments, "create", _open_for_one_call("locked"))


@MUTANTS.mutant("lock_not_logged", layer="leaf", fault="locking a post leaves no mod log entry", rules=["mod.log.entries"])
def _lock_not_logged(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda session, sub, action, target: None if action == "lock" else original(session, sub, action, target)

    p.wrap(mod, "log_action", make)


@MUTANTS.mutant("modlog_oldest_first", layer="leaf", fault="the mod log lists the oldest entry first", rules=["mod.log.order"])
def _modlog_oldest_first(p: Patcher) -> None:
    p.respond("mod.log", lambda body, query: {**body, "actions": list(reversed(body["actions"]))} if "actions" in body else body)


# -- users and errors -----------------------------------------------------------------------------------------
@MUTANTS.mutant("karma_counts_deleted", layer="leaf", fault="comment karma counts deleted comments too", rules=["users.karma"])
def _karma_counts_deleted(p: Patcher) -> None:
    def karma(session: Any, user: Any) -> Any:
        posts_ = int(session.scalar(select(func.sum(Post.ups - Post.downs)).where(Post.author == user.name)) or 0)
        comments_ = int(session.scalar(select(func.sum(Comment.ups - Comment.downs)).where(Comment.author == user.name)) or 0)
        return {"name": user.name, "created_at": user.created_at, "post_karma": posts_, "comment_karma": comments_,
                "karma": posts_ + comments_}

    p.wrap(users, "karma", lambda original: karma)


@MUTANTS.mutant("unknown_post_empty", layer="leaf", fault="an unknown post answers 200 with an empty object",
                rules=["errors.not_found"])
def _unknown_post_empty(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def get(session: Any, *, post_id: str) -> Any:
            return {} if session.get(Post, post_id) is None else original(session, post_id=post_id)

        return get

    p.wrap(posts, "get", make)


@MUTANTS.mutant("error_shape_flat", layer="leaf", fault="errors answer {\"message\": ...} without the error object",
                rules=["errors.shape"])
def _error_shape_flat(p: Patcher) -> None:
    def flat(body: Any, query: dict[str, Any]) -> Any:
        return {"message": body["error"]["message"]} if isinstance(body, dict) and "error" in body else body

    p.respond("posts.get", flat)
    p.respond("users.get", flat)
    p.respond("posts.create", flat)


# -- integration: every endpoint right on the seed, a composition wrong ---------------------------------------
@MUTANTS.mutant("feed_cache_ignores_votes", layer="integration",
                fault="the feed is cached per community and sort, refreshed on new posts but not on votes or removals",
                rules=["posts.list.top", "mod.remove_post"])
def _feed_cache_ignores_votes(p: Patcher) -> None:
    cache: dict[tuple[str, str | None], Any] = {}

    def list_make(original: Any) -> Any:
        def list_(session: Any, *, subreddit: str, sort: str | None = None) -> Any:
            if (subreddit, sort) not in cache:
                cache[(subreddit, sort)] = original(session, subreddit=subreddit, sort=sort)
            return cache[(subreddit, sort)]

        return list_

    def create_make(original: Any) -> Any:
        def create(session: Any, **kw: Any) -> Any:
            cache.clear()
            return original(session, **kw)

        return create

    p.wrap(posts, "list_", list_make)
    p.wrap(posts, "create", create_make)


@MUTANTS.mutant("comment_count_cached", layer="integration",
                fault="a post's comment count is read once and cached: new comments never raise it",
                rules=["comments.create.top", "posts.get.fields"])
def _comment_count_cached(p: Patcher) -> None:
    counts: dict[str, Any] = {}

    def make(original: Any) -> Any:
        def render(session: Any, post: Post) -> Any:
            out = original(session, post)
            counts.setdefault(post.id, out["num_comments"])
            return {**out, "num_comments": counts[post.id]}

        return render

    for module in (posts, comments, mod, saved, store):
        if hasattr(module, "post_resource"):
            p.wrap(module, "post_resource", make)


@MUTANTS.mutant("karma_cached", layer="integration",
                fault="a user's karma is computed once and cached: later votes and posts never change it",
                rules=["users.karma"])
def _karma_cached(p: Patcher) -> None:
    seen: dict[str, Any] = {}

    def make(original: Any) -> Any:
        def karma(session: Any, user: Any) -> Any:
            if user.name not in seen:
                seen[user.name] = original(session, user)
            return seen[user.name]

        return karma

    p.wrap(users, "karma", make)


@MUTANTS.mutant("saved_list_snapshot", layer="integration",
                fault="the saved list serves a copy of each post taken when it was saved: later votes, comments and locks never show",
                rules=["saved.list.current"])
def _saved_list_snapshot(p: Patcher) -> None:
    copies: dict[str, Any] = {}

    def save_make(original: Any) -> Any:
        def save(session: Any, *, post_id: str) -> Any:
            out = original(session, post_id=post_id)
            copies.setdefault(out["id"], out)
            return out

        return save

    def list_make(original: Any) -> Any:
        def list_(session: Any) -> Any:
            out = original(session)
            return {**out, "posts": [copies.get(x["id"], x) for x in out["posts"]]}

        return list_

    p.wrap(posts, "save", save_make)
    p.wrap(saved, "list_", list_make)


# -- UI faults while the API stays right ----------------------------------------------------------------------
def _rewrite_json(pattern: str, method: str, change: str) -> str:
    """A page script that rewrites the JSON the page receives for `method` requests to URLs matching `pattern`."""
    return f"""<script>(() => {{
  const fetch0 = window.fetch;
  window.fetch = async (input, init) => {{
    const url = typeof input === "string" ? input : input.url;
    const response = await fetch0(input, init);
    if ((init?.method || "GET").toUpperCase() !== "{method}" || !{pattern}.test(url) || !response.ok) return response;
    const body = await response.clone().json();
    {change}
    return new Response(JSON.stringify(body), {{ status: response.status, headers: {{ "content-type": "application/json" }} }});
  }};
}})();</script>"""


@MUTANTS.mutant("ui_join_count_stale", layer="root",
                fault="after Join the community's member count shows the count from before the join",
                rules=["ui.home.join"])
def _ui_join_count_stale(p: Patcher) -> None:
    p.page(_rewrite_json(r"/\/subscription$/", "POST", "body.subscribers -= 1;"))


@MUTANTS.mutant("ui_vote_score_stale", layer="root", fault="after a vote the post's score is not re-rendered",
                rules=["ui.subreddit.vote"])
def _ui_vote_score_stale(p: Patcher) -> None:
    p.page(_rewrite_json(r"/\/posts\/[^/]+\/vote$/", "POST", "body.score -= body.likes;"))


@MUTANTS.mutant("ui_comments_stale", layer="root",
                fault="after Comment the page re-renders from the comments it read on load: stored, not shown",
                rules=["ui.post.comment"])
def _ui_comments_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/posts\/[^/]+\/comments(\?|$)/"))


@MUTANTS.mutant("ui_submit_no_route", layer="root",
                fault="after Post the address never changes: the submit form renders again instead of the new post",
                rules=["ui.submit.post"])
def _ui_submit_no_route(p: Patcher) -> None:
    p.page("<script>history.pushState = () => {};</script>")


@MUTANTS.mutant("ui_join_button_stale", layer="root",
                fault="after Join the count is refreshed but the button still reads \"Join r/<name>\"",
                rules=["ui.home.join"])
def _ui_join_button_stale(p: Patcher) -> None:
    p.page(_rewrite_json(r"/\/subscription$/", "POST", "body.user_is_subscriber = false;"))


@MUTANTS.mutant("ui_sort_keeps_first_votes", layer="root",
                fault="a sort change shows each post's score and vote as the page first read them: a vote cast since is "
                      "shown undone until the page is opened again",
                rules=["ui.subreddit.vote"])
def _ui_sort_keeps_first_votes(p: Patcher) -> None:
    p.page("""<script>(() => {
  const first = new Map(), fetch0 = window.fetch;
  window.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input.url;
    const response = await fetch0(input, init);
    if ((init?.method || "GET").toUpperCase() !== "GET" || !/\\/posts\\?sort=/.test(url) || !response.ok) return response;
    const body = await response.clone().json();
    for (const post of body.posts || []) {
      if (first.has(post.id)) Object.assign(post, first.get(post.id));
      else first.set(post.id, { likes: post.likes, score: post.score });
    }
    return new Response(JSON.stringify(body), { status: response.status, headers: { "content-type": "application/json" } });
  };
})();</script>""")


# -- security: the kit's insecure mutants, and this app's own owner and read-only faults ----------------------------
insecure.register(MUTANTS, "reddit")


@MUTANTS.mutant(
    "insecure_anyone_locks",
    layer="security",
    fault="locking and unlocking skip the moderator check (removing still refuses)",
    rules=["security.owner.only"],
)
def _insecure_anyone_locks(p: Patcher) -> None:
    for name in ("lock", "unlock"):
        p.during(mod, name, mod, "require_moderator", lambda session, subreddit: None)


@MUTANTS.mutant(
    "insecure_author_from_body",
    layer="security",
    fault="a new comment takes the author the client sends",
    rules=["security.fields.read_only"],
)
def _insecure_author_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        author = (body or {}).get("author")
        if isinstance(author, str) and isinstance(out, dict) and out.get("id"):
            session.get(Comment, out["id"]).author = author
            session.commit()
        return out

    p.after(comments, "create", forge)


@MUTANTS.mutant(
    "insecure_link_any_scheme",
    layer="security",
    fault="a link post takes any address with a scheme (javascript: and data: included), not only a web one",
    rules=["security.links.web"],
)
def _insecure_link_any_scheme(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, *, subreddit: str, body: dict[str, Any] | None = None) -> Any:
            url = (body or {}).get("url")
            if not (isinstance(url, str) and ":" in url and not url.startswith(("http://", "https://"))):
                return original(session, subreddit=subreddit, body=body)
            out = original(session, subreddit=subreddit, body={**(body or {}), "url": "https://example.com/"})
            if isinstance(out, dict) and out.get("id"):
                session.get(Post, out["id"]).url = url
                session.commit()
                out = {**out, "url": url}
            return out

        return create

    p.wrap(posts, "create", make)

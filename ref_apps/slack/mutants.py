"""Outside mutants of the gold slack app, one or more per rule of contract.json: named patches the kit applies at start-up."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..kit import insecure
from ..kit.errors import ApiError
from ..kit.patches import MutantBook, Patcher
from ..kit.ui_faults import link_moves_without_render
from .app import arguments
from .app.handlers import chat, conversations, pins, reactions, users
from .app.models import Channel, Member, Message, Pin, Reaction
from .app.store import ME, NAME, channel_resource

MUTANTS = MutantBook("slack")

Handler = Callable[..., Any]
OPERATIONS = (
    "conversations_list conversations_create conversations_info conversations_history conversations_replies "
    "conversations_invite conversations_join conversations_leave conversations_kick conversations_members "
    "conversations_archive conversations_rename conversations_setTopic chat_postMessage chat_update chat_delete "
    "reactions_add reactions_remove reactions_get pins_add pins_list pins_remove users_list users_info"
).split()


def _args(kw: dict[str, Any]) -> dict[str, Any]:
    body = kw.get("body")
    return body if isinstance(body, dict) else {}


def _before(patch: Callable[[Session, dict[str, Any]], Any]) -> Callable[[Handler], Handler]:
    """A handler that first runs patch(session, args): a non-None result answers instead of the gold handler."""

    def make(original: Handler) -> Handler:
        def handler(session: Session, **kw: Any) -> Any:
            answer = patch(session, _args(kw))
            return original(session, **kw) if answer is None else answer

        return handler

    return make


def _after(patch: Callable[[Session, dict[str, Any], Any], None]) -> Callable[[Handler], Handler]:
    """A handler that runs the gold one, then patch(session, args, answer) on a success, and commits."""

    def make(original: Handler) -> Handler:
        def handler(session: Session, **kw: Any) -> Any:
            answer = original(session, **kw)
            if isinstance(answer, dict) and answer.get("ok"):
                patch(session, _args(kw), answer)
                session.commit()
            return answer

        return handler

    return make


def _channel(session: Session, args: dict[str, Any]) -> Channel | None:
    return session.get(Channel, str(args.get("channel") or ""))


def _message(session: Session, args: dict[str, Any], key: str = "ts") -> Message | None:
    return session.get(Message, (str(args.get("channel") or ""), str(args.get(key) or "")))


def _swallow(code: str) -> Callable[[Handler], Handler]:
    """A handler that answers ok where the gold one fails with this error code."""

    def make(original: Handler) -> Handler:
        def handler(session: Session, **kw: Any) -> Any:
            try:
                return original(session, **kw)
            except ApiError as error:
                if error.message != code:
                    raise
                session.rollback()
                return {"ok": True}

        return handler

    return make


# --- calling convention -------------------------------------------------------------------------------------


@MUTANTS.mutant("error_without_ok", layer="leaf", fault="failures answer their error code without ok: false", rules=["api.reply.envelope"])
def _error_without_ok(p: Patcher) -> None:
    for op in OPERATIONS:
        p.respond(op, lambda body, query: {k: v for k, v in body.items() if k != "ok"} if body.get("ok") is False else body)


@MUTANTS.mutant("query_arguments_ignored", layer="leaf", fault="a POST reads only its body, never the query string", rules=["api.arguments.query"])
def _query_arguments_ignored(p: Patcher) -> None:
    def make(original: Handler) -> Handler:
        async def call(self: Any, scope: dict[str, Any], receive: Any, send: Any) -> None:
            if scope.get("type") == "http" and scope.get("method") == "POST":
                scope = {**scope, "query_string": b""}
            await original(self, scope, receive, send)

        return call

    p.wrap(arguments.SlackArguments, "__call__", make)


@MUTANTS.mutant("post_touches_channel", layer="leaf", fault="chat.postMessage also rewrites the channel's purpose", rules=["api.writes.only"])
def _post_touches_channel(p: Patcher) -> None:
    def touch(session: Session, args: dict[str, Any], answer: Any) -> None:
        c = session.get(Channel, answer["channel"])
        if c is not None:
            c.purpose = "Last post: " + str(args.get("text"))

    p.wrap(chat, "post_message", _after(touch))


# --- channels -------------------------------------------------------------------------------------------------


@MUTANTS.mutant("list_by_id", layer="leaf", fault="conversations.list lists channels by id, not by name", rules=["channels.list.by_name"])
def _list_by_id(p: Patcher) -> None:
    p.respond("conversations_list", lambda body, query: {**body, "channels": sorted(body.get("channels", []), key=lambda c: c["id"])})


@MUTANTS.mutant("list_hides_archived", layer="leaf", fault="conversations.list always leaves archived channels out", rules=["channels.list.archived"])
def _list_hides_archived(p: Patcher) -> None:
    p.respond("conversations_list", lambda body, query: {**body, "channels": [c for c in body.get("channels", []) if not c["is_archived"]]})


@MUTANTS.mutant("list_private_empty", layer="leaf", fault="types=private_channel lists nothing", rules=["channels.list.private"])
def _list_private_empty(p: Patcher) -> None:
    p.respond("conversations_list", lambda body, query: {**body, "channels": []} if "private" in query.get("types", "") else body)


@MUTANTS.mutant("list_no_cursor", layer="leaf", fault="conversations.list's next_cursor is always empty", rules=["channels.list.paging"])
def _list_no_cursor(p: Patcher) -> None:
    p.respond("conversations_list", lambda body, query: {**body, "response_metadata": {"next_cursor": ""}})


@MUTANTS.mutant("list_names_from_seed", layer="integration",
                fault="conversations.list serves a listing cached from the seed: a renamed channel still shows its old name there",
                rules=["channels.rename.stored"])
def _list_names_from_seed(p: Patcher) -> None:
    seed = json.loads((Path(__file__).resolve().parents[2] / "environments" / "slack" / "seed" / "seed.json").read_text())
    names = {c["id"]: c["name"] for c in seed["tables"]["channels"]}
    cached = lambda c: {**c, "name": names.get(c["id"], c["name"])}  # noqa: E731
    p.respond("conversations_list", lambda body, query: {**body, "channels": [cached(c) for c in body.get("channels", [])]})


@MUTANTS.mutant("member_count_stale", layer="mid", fault="num_members counts the seed's members, not the current ones", rules=["channels.list.membership"])
def _member_count_stale(p: Patcher) -> None:
    seed = {"C01GENERAL": 4, "C02RANDOM": 2, "C03ATLAS": 2, "C04LAUNCH": 2, "C05DESIGN": 2}

    def stale(channel: dict[str, Any]) -> dict[str, Any]:
        return {**channel, "num_members": seed.get(channel["id"], 1), "is_member": channel["id"] in seed or channel["is_member"]}

    p.respond("conversations_list", lambda body, query: {**body, "channels": [stale(c) for c in body.get("channels", [])]})
    p.respond("conversations_info", lambda body, query: {**body, "channel": stale(body["channel"])} if body.get("ok") else body)


@MUTANTS.mutant("create_private", layer="leaf", fault="conversations.create makes a private channel", rules=["channels.create.stored"])
def _create_private(p: Patcher) -> None:
    def private(session: Session, args: dict[str, Any], answer: Any) -> None:
        session.get(Channel, answer["channel"]["id"]).is_private = True  # type: ignore[union-attr]

    p.wrap(conversations, "create", _after(private))


@MUTANTS.mutant("creator_not_member", layer="leaf", fault="the creator of a channel is not made its member", rules=["channels.create.creator_joins"])
def _creator_not_member(p: Patcher) -> None:
    def drop(session: Session, args: dict[str, Any], answer: Any) -> None:
        link = session.get(Member, (answer["channel"]["id"], ME))
        if link is not None:
            session.delete(link)
        answer["channel"].update(is_member=False, num_members=0)

    p.wrap(conversations, "create", _after(drop))


@MUTANTS.mutant("caps_names_ok", layer="leaf", fault="channel names may hold capitals and spaces", rules=["channels.name.format"])
def _names_any_case(p: Patcher) -> None:
    def make(original: Handler) -> Handler:
        def check(session: Session, name: Any) -> Any:
            free = isinstance(name, str) and name and session.scalars(select(Channel).where(Channel.name == name)).first() is None
            return name if free else original(session, name)

        return check

    p.wrap(conversations, "check_name", make)


@MUTANTS.mutant("names_not_unique", layer="leaf", fault="a channel name in use may be taken again", rules=["channels.name.unique"])
def _names_not_unique(p: Patcher) -> None:
    def make(original: Handler) -> Handler:
        def check(session: Session, name: Any) -> Any:
            return name if isinstance(name, str) and NAME.match(name) else original(session, name)

        return check

    p.wrap(conversations, "check_name", make)


@MUTANTS.mutant("info_blank_topic", layer="leaf", fault="conversations.info answers an empty topic", rules=["channels.info.fields"])
def _info_blank_topic(p: Patcher) -> None:
    p.respond(
        "conversations_info",
        lambda body, query: {**body, "channel": {**body["channel"], "topic": {"value": ""}}} if body.get("ok") else body,
    )


@MUTANTS.mutant("private_visible", layer="leaf", fault="private channels are visible to users outside them", rules=["channels.info.not_found"])
def _private_visible(p: Patcher) -> None:
    def make(original: Handler) -> Handler:
        def row(session: Session, channel_id: Any) -> Any:
            found = session.get(Channel, channel_id) if isinstance(channel_id, str) else None
            return found if found is not None else original(session, channel_id)

        return row

    p.wrap(conversations, "channel_row", make)


@MUTANTS.mutant("archive_noop", layer="leaf", fault="conversations.archive answers ok and archives nothing", rules=["channels.archive.stored"])
def _archive_noop(p: Patcher) -> None:
    p.wrap(conversations, "archive", _before(lambda session, args: {"ok": True} if _channel(session, args) is not None else None))


@MUTANTS.mutant("archive_general_ok", layer="leaf", fault="#general can be archived", rules=["channels.archive.general"])
def _archive_general_ok(p: Patcher) -> None:
    def general(session: Session, args: dict[str, Any]) -> Any:
        c = _channel(session, args)
        if c is None or c.name != "general":
            return None
        c.is_archived = True
        session.commit()
        return {"ok": True}

    p.wrap(conversations, "archive", _before(general))


@MUTANTS.mutant("archive_twice_ok", layer="leaf", fault="archiving an archived channel answers ok", rules=["channels.archive.twice"])
def _archive_twice_ok(p: Patcher) -> None:
    p.wrap(conversations, "archive", _swallow("already_archived"))


@MUTANTS.mutant("archived_topic_ok", layer="leaf", fault="an archived channel still takes a new topic", rules=["channels.archived.read_only"])
def _archived_topic_ok(p: Patcher) -> None:
    def topic(session: Session, args: dict[str, Any]) -> Any:
        c = _channel(session, args)
        if c is None or not c.is_archived:
            return None
        c.topic = str(args.get("topic") or "")
        session.commit()
        return {"ok": True, "channel": channel_resource(session, c)}

    p.wrap(conversations, "set_topic", _before(topic))


@MUTANTS.mutant("rename_wrong_name", layer="leaf", fault="conversations.rename stores a different name than asked", rules=["channels.rename.stored"])
def _rename_wrong_name(p: Patcher) -> None:
    p.request("conversations_rename", lambda body, query: {**body, "name": str(body.get("name")) + "-1"} if body.get("name") else body)


@MUTANTS.mutant("topic_not_stored", layer="leaf", fault="conversations.setTopic answers the topic but stores none", rules=["channels.topic.stored"])
def _topic_not_stored(p: Patcher) -> None:
    def clear(session: Session, args: dict[str, Any], answer: Any) -> None:
        session.get(Channel, answer["channel"]["id"]).topic = ""  # type: ignore[union-attr]

    p.wrap(conversations, "set_topic", _after(clear))


# --- membership -----------------------------------------------------------------------------------------------


@MUTANTS.mutant("post_nonmember_ok", layer="leaf", fault="anyone may post to a channel without being in it", rules=["membership.required"])
def _post_without_membership(p: Patcher) -> None:
    p.wrap(chat, "is_member", lambda original: lambda session, channel_id, user=ME: True)


@MUTANTS.mutant("invite_first_only", layer="leaf", fault="conversations.invite adds only the first user of its list", rules=["membership.invite.users"])
def _invite_first_user_only(p: Patcher) -> None:
    p.request("conversations_invite", lambda body, query: {**body, "users": str(body.get("users") or "").split(",")[0]})


@MUTANTS.mutant("invite_nobody_ok", layer="leaf", fault="inviting only members already in answers ok", rules=["membership.invite.already"])
def _invite_nobody_ok(p: Patcher) -> None:
    p.wrap(conversations, "invite", _swallow("already_in_channel"))


@MUTANTS.mutant("join_noop", layer="leaf", fault="conversations.join answers ok and adds nobody", rules=["membership.join.adds"])
def _join_noop(p: Patcher) -> None:
    def noop(session: Session, args: dict[str, Any]) -> Any:
        c = _channel(session, args)
        return {"ok": True, "channel": channel_resource(session, c)} if c is not None and not c.is_private and not c.is_archived else None

    p.wrap(conversations, "join", _before(noop))


@MUTANTS.mutant("join_private_ok", layer="leaf", fault="a private channel can be joined", rules=["membership.join.private"])
def _join_private_ok(p: Patcher) -> None:
    def join(session: Session, args: dict[str, Any]) -> Any:
        c = _channel(session, args)
        if c is None or not c.is_private:
            return None
        if session.get(Member, (c.id, ME)) is None:
            session.add(Member(channel_id=c.id, user_id=ME))
            session.commit()
        return {"ok": True, "channel": channel_resource(session, c)}

    p.wrap(conversations, "join", _before(join))


@MUTANTS.mutant("leave_noop", layer="leaf", fault="conversations.leave answers ok and keeps the user in", rules=["membership.leave.removes"])
def _leave_noop(p: Patcher) -> None:
    p.wrap(conversations, "leave", _before(lambda session, args: {"ok": True} if _channel(session, args) is not None else None))


@MUTANTS.mutant("kick_noop", layer="leaf", fault="conversations.kick answers ok and removes nobody", rules=["membership.kick.removes"])
def _kick_noop(p: Patcher) -> None:
    p.wrap(conversations, "kick", _before(lambda session, args: {"ok": True} if args.get("user") not in (None, "", ME) else None))


@MUTANTS.mutant("kick_self_ok", layer="leaf", fault="the user can kick themself", rules=["membership.kick.self"])
def _kick_self_ok(p: Patcher) -> None:
    def kick(session: Session, args: dict[str, Any]) -> Any:
        if args.get("user") != ME:
            return None
        link = session.get(Member, (str(args.get("channel") or ""), ME))
        if link is not None:
            session.delete(link)
            session.commit()
        return {"ok": True}

    p.wrap(conversations, "kick", _before(kick))


@MUTANTS.mutant("members_drops_last", layer="leaf", fault="conversations.members leaves out one member", rules=["membership.members.ids"])
def _members_drops_last(p: Patcher) -> None:
    p.respond("conversations_members", lambda body, query: {**body, "members": body["members"][:-1]} if body.get("ok") else body)


# --- messages -------------------------------------------------------------------------------------------------


@MUTANTS.mutant("post_text_upper", layer="leaf", fault="chat.postMessage stores its text in capitals", rules=["messages.post.stored"])
def _post_text_upper(p: Patcher) -> None:
    p.request("chat_postMessage", lambda body, query: {**body, "text": body["text"].upper()} if isinstance(body.get("text"), str) else body)


@MUTANTS.mutant("ts_unpadded", layer="leaf", fault="a new ts has an unpadded sequence (1768467600.1001)", rules=["messages.post.ts"])
def _ts_unpadded(p: Patcher) -> None:
    def make(original: Handler) -> Handler:
        def new_ts(session: Session) -> str:
            seconds, sequence = original(session).split(".")
            return f"{seconds}.{int(sequence)}"

        return new_ts

    p.wrap(chat, "new_ts", make)


@MUTANTS.mutant("empty_text_ok", layer="leaf", fault="a message without text is posted", rules=["messages.post.no_text"])
def _empty_text_ok(p: Patcher) -> None:
    p.request("chat_postMessage", lambda body, query: body if body.get("text") else {**body, "text": "(no text)"})


@MUTANTS.mutant("history_oldest_first", layer="leaf", fault="conversations.history lists the oldest message first", rules=["messages.history.newest_first"])
def _history_oldest_first(p: Patcher) -> None:
    p.respond("conversations_history", lambda body, query: {**body, "messages": body["messages"][::-1]} if body.get("ok") else body)


@MUTANTS.mutant("history_includes_replies", layer="leaf", fault="conversations.history lists every thread reply too", rules=["messages.history.top_level"])
def _history_with_replies(p: Patcher) -> None:
    def make(original: Handler) -> Handler:
        def history(session: Session, **kw: Any) -> Any:
            answer = original(session, **kw)
            if answer.get("ok"):
                shown = {m["ts"] for m in answer["messages"]}
                rows = session.scalars(select(Message).where(Message.channel_id == kw.get("channel"))).all()
                extra = [{"type": "message", "ts": m.ts, "user": m.user_id, "text": m.text, "thread_ts": m.thread_ts} for m in rows if m.ts not in shown]
                bounds = (float(kw.get("oldest") or 0), float(kw.get("latest") or "inf"))
                extra = [m for m in extra if bounds[0] < float(m["ts"]) < bounds[1]]
                answer["messages"] = sorted(answer["messages"] + extra, key=lambda m: float(m["ts"]), reverse=True)
            return answer

        return history

    p.wrap(conversations, "history", make)


@MUTANTS.mutant("history_bounds_inclusive", layer="leaf", fault="oldest and latest always include their bounds", rules=["messages.history.bounds"])
def _history_bounds_inclusive(p: Patcher) -> None:
    p.wrap(conversations, "_window", lambda original: lambda rows, latest, oldest, inclusive: original(rows, latest, oldest, "true"))


@MUTANTS.mutant("history_has_more_wrong", layer="leaf", fault="has_more says true on every page", rules=["messages.history.limit"])
def _history_has_more_wrong(p: Patcher) -> None:
    p.respond("conversations_history", lambda body, query: {**body, "has_more": True} if body.get("ok") else body)


@MUTANTS.mutant("delete_reply_keeps_count", layer="leaf", fault="deleting a reply leaves its parent's reply_count and latest_reply", rules=["messages.thread.parent"])
def _delete_reply_keeps_count(p: Patcher) -> None:
    def make(original: Handler) -> Handler:
        def delete(session: Session, **kw: Any) -> Any:
            message = _message(session, _args(kw))
            reply = message is not None and message.thread_ts not in (None, message.ts)
            parent = session.get(Message, (message.channel_id, message.thread_ts)) if reply and message is not None else None
            kept = (parent.reply_count, parent.latest_reply) if parent is not None else None
            answer = original(session, **kw)
            if parent is not None and kept is not None:
                parent.reply_count, parent.latest_reply = kept
                session.commit()
            return answer

        return delete

    p.wrap(chat, "delete", make)


@MUTANTS.mutant("replies_newest_first", layer="leaf", fault="conversations.replies lists the thread newest first", rules=["messages.replies.order"])
def _replies_newest_first(p: Patcher) -> None:
    p.respond("conversations_replies", lambda body, query: {**body, "messages": body["messages"][::-1]} if body.get("ok") else body)


@MUTANTS.mutant("replies_unknown_ok", layer="leaf", fault="conversations.replies on an unknown ts answers an empty thread", rules=["messages.replies.unknown"])
def _replies_unknown_ok(p: Patcher) -> None:
    p.respond("conversations_replies", lambda body, query: {"ok": True, "messages": [], "has_more": False} if body.get("error") == "message_not_found" else body)


@MUTANTS.mutant("update_not_marked", layer="leaf", fault="chat.update changes the text but records no edited.ts", rules=["messages.update.edits"])
def _update_not_marked(p: Patcher) -> None:
    def unmark(session: Session, args: dict[str, Any], answer: Any) -> None:
        _message(session, args).edited_ts = None  # type: ignore[union-attr]

    p.wrap(chat, "update", _after(unmark))


@MUTANTS.mutant("update_others_ok", layer="leaf", fault="chat.update edits someone else's message", rules=["messages.update.own"])
def _update_others_allowed(p: Patcher) -> None:
    def edit(session: Session, args: dict[str, Any]) -> Any:
        m = _message(session, args)
        if m is None or m.user_id == ME or not args.get("text"):
            return None
        m.text = str(args["text"])
        session.commit()
        return {"ok": True, "channel": m.channel_id, "ts": m.ts, "text": m.text}

    p.wrap(chat, "update", _before(edit))


@MUTANTS.mutant("delete_noop", layer="leaf", fault="chat.delete answers ok and keeps the message", rules=["messages.delete.removes"])
def _delete_noop(p: Patcher) -> None:
    def noop(session: Session, args: dict[str, Any]) -> Any:
        m = _message(session, args)
        return {"ok": True, "channel": m.channel_id, "ts": m.ts} if m is not None and m.user_id == ME else None

    p.wrap(chat, "delete", _before(noop))


@MUTANTS.mutant("delete_others_allowed", layer="leaf", fault="chat.delete deletes someone else's message", rules=["messages.delete.own"])
def _delete_others_allowed(p: Patcher) -> None:
    def make(original: Handler) -> Handler:
        def delete(session: Session, **kw: Any) -> Any:
            m = _message(session, _args(kw))
            if m is not None and m.user_id != ME:
                m.user_id = ME
                session.flush()
            return original(session, **kw)

        return delete

    p.wrap(chat, "delete", make)


@MUTANTS.mutant("delete_keeps_reactions", layer="mid", fault="deleting a message leaves its reactions behind", rules=["messages.delete.cascade"])
def _delete_keeps_reactions(p: Patcher) -> None:
    def make(original: Handler) -> Handler:
        def delete(session: Session, **kw: Any) -> Any:
            args = _args(kw)
            kept = [(r.channel_id, r.ts, r.name, r.user_id) for r in session.scalars(
                select(Reaction).where(Reaction.channel_id == str(args.get("channel") or ""), Reaction.ts == str(args.get("ts") or ""))
            )]
            answer = original(session, **kw)
            for channel_id, ts, name, user_id in kept:
                session.add(Reaction(channel_id=channel_id, ts=ts, name=name, user_id=user_id))
            session.commit()
            return answer

        return delete

    p.wrap(chat, "delete", make)


# --- reactions and pins ---------------------------------------------------------------------------------------


@MUTANTS.mutant("react_noop", layer="leaf", fault="reactions.add answers ok and records nothing", rules=["reactions.add.stored"])
def _react_noop(p: Patcher) -> None:
    p.wrap(reactions, "add", _before(lambda session, args: {"ok": True} if _message(session, args, "timestamp") is not None else None))


@MUTANTS.mutant("double_reaction_ok", layer="leaf", fault="the same reaction twice answers ok", rules=["reactions.add.once"])
def _react_twice_ok(p: Patcher) -> None:
    p.wrap(reactions, "add", _swallow("already_reacted"))


@MUTANTS.mutant("unreact_noop", layer="leaf", fault="reactions.remove answers ok and keeps the reaction", rules=["reactions.remove.removes"])
def _unreact_noop(p: Patcher) -> None:
    def noop(session: Session, args: dict[str, Any]) -> Any:
        key = (str(args.get("channel") or ""), str(args.get("timestamp") or ""), str(args.get("name") or "").strip(":"), ME)
        return {"ok": True} if session.get(Reaction, key) is not None else None

    p.wrap(reactions, "remove", _before(noop))


@MUTANTS.mutant("unreact_missing_ok", layer="leaf", fault="removing a reaction never made answers ok", rules=["reactions.remove.missing"])
def _unreact_missing_ok(p: Patcher) -> None:
    p.wrap(reactions, "remove", _swallow("no_reaction"))


def _one_user_each(message: dict[str, Any]) -> dict[str, Any]:
    if not message.get("reactions"):
        return message
    return {**message, "reactions": [{**r, "users": r["users"][:1], "count": 1} for r in message["reactions"]]}


@MUTANTS.mutant("reactions_first_user_only", layer="leaf", fault="a message's reactions show only their first user", rules=["reactions.shown.grouped"])
def _reactions_first_user_only(p: Patcher) -> None:
    p.respond("conversations_history", lambda body, query: {**body, "messages": [_one_user_each(m) for m in body.get("messages", [])]})
    p.respond("reactions_get", lambda body, query: {**body, "message": _one_user_each(body["message"])} if body.get("ok") else body)


@MUTANTS.mutant("pin_noop", layer="leaf", fault="pins.add answers ok and pins nothing", rules=["pins.add.stored"])
def _pin_noop(p: Patcher) -> None:
    p.wrap(pins, "add", _before(lambda session, args: {"ok": True} if _message(session, args, "timestamp") is not None else None))


@MUTANTS.mutant("pin_twice_ok", layer="leaf", fault="pinning a pinned message answers ok", rules=["pins.add.once"])
def _pin_twice_ok(p: Patcher) -> None:
    p.wrap(pins, "add", _swallow("already_pinned"))


@MUTANTS.mutant("unpin_noop", layer="leaf", fault="pins.remove answers ok and keeps the pin", rules=["pins.remove.removes"])
def _unpin_noop(p: Patcher) -> None:
    def noop(session: Session, args: dict[str, Any]) -> Any:
        return {"ok": True} if session.get(Pin, (str(args.get("channel") or ""), str(args.get("timestamp") or ""))) is not None else None

    p.wrap(pins, "remove", _before(noop))


@MUTANTS.mutant("unpin_missing_ok", layer="leaf", fault="unpinning a message that is not pinned answers ok", rules=["pins.remove.missing"])
def _unpin_missing_ok(p: Patcher) -> None:
    p.wrap(pins, "remove", _swallow("no_pin"))


@MUTANTS.mutant("pins_by_message", layer="mid", fault="pins.list orders pins by their message's ts, not by when they were pinned", rules=["pins.list.newest_first"])
def _pins_by_message(p: Patcher) -> None:
    p.respond("pins_list", lambda body, query: {**body, "items": sorted(body.get("items", []), key=lambda i: float(i["message"]["ts"]), reverse=True)})


# --- users ----------------------------------------------------------------------------------------------------


@MUTANTS.mutant("users_without_bots", layer="leaf", fault="users.list leaves bots out", rules=["users.list.all"])
def _users_without_bots(p: Patcher) -> None:
    p.respond("users_list", lambda body, query: {**body, "members": [u for u in body.get("members", []) if not u.get("is_bot")]})


@MUTANTS.mutant("user_never_bot", layer="leaf", fault="users.info says is_bot false for a bot", rules=["users.info.fields"])
def _user_never_bot(p: Patcher) -> None:
    p.respond("users_info", lambda body, query: {**body, "user": {**body["user"], "is_bot": False}} if body.get("ok") else body)


@MUTANTS.mutant("unknown_user_is_ada", layer="leaf", fault="users.info answers Ada for an unknown user", rules=["users.info.not_found"])
def _unknown_user_is_ada(p: Patcher) -> None:
    def make(original: Handler) -> Handler:
        def info(session: Session, **kw: Any) -> Any:
            try:
                return original(session, **kw)
            except ApiError:
                return original(session, **{**kw, "user": ME})

        return info

    p.wrap(users, "info", make)


# --- UI -------------------------------------------------------------------------------------------------------


@MUTANTS.mutant("ui_enter_noop", layer="root", fault="pressing Enter in the message box posts nothing", rules=["ui.channel.post"])
def _ui_enter_noop(p: Patcher) -> None:
    p.page("<script>document.addEventListener('keydown', e => { if (e.key === 'Enter') e.stopImmediatePropagation(); }, true);</script>")


@MUTANTS.mutant("ui_thread_send_noop", layer="root", fault="the thread's Send button posts nothing", rules=["ui.thread.reply"])
def _ui_send_noop(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('submit', e => { if (e.target.closest('#thread'))"
        " { e.preventDefault(); e.stopImmediatePropagation(); } }, true);</script>"
    )


# --- the app's first mutants, moved out of its handlers (same names and layers) --------------------------------


@MUTANTS.mutant("archived_post_ok", layer="leaf", fault="posting to an archived channel succeeds", rules=["channels.archived.read_only"])
def _archived_post_ok(p: Patcher) -> None:
    def make(original: Handler) -> Handler:
        def post(session: Session, **kw: Any) -> Any:
            c = _channel(session, _args(kw))
            if c is None or not c.is_archived:
                return original(session, **kw)
            c.is_archived = False
            try:
                return original(session, **kw)
            finally:
                c.is_archived = True
                session.commit()

        return post

    p.wrap(chat, "post_message", make)


@MUTANTS.mutant("list_includes_archived", layer="leaf", fault="conversations.list ignores exclude_archived", rules=["channels.list.archived"])
def _list_includes_archived(p: Patcher) -> None:
    p.wrap(conversations, "list_", lambda original: lambda session, **kw: original(session, **{**kw, "exclude_archived": None}))


@MUTANTS.mutant("reply_count_stale", layer="leaf", fault="a thread reply does not update the parent's reply_count", rules=["messages.thread.parent"])
def _reply_count_stale(p: Patcher) -> None:
    def make(original: Handler) -> Handler:
        def post(session: Session, **kw: Any) -> Any:
            parent = _message(session, _args(kw), "thread_ts")
            kept = (parent.reply_count, parent.latest_reply) if parent is not None else None
            answer = original(session, **kw)
            if parent is not None and kept is not None:
                parent.reply_count, parent.latest_reply = kept
                session.commit()
            return answer

        return post

    p.wrap(chat, "post_message", make)


@MUTANTS.mutant("delete_keeps_pin", layer="integration", fault="deleting a message leaves its pin in pins.list", rules=["messages.delete.cascade"])
def _delete_keeps_pin(p: Patcher) -> None:
    def make(original: Handler) -> Handler:
        def delete(session: Session, **kw: Any) -> Any:
            args = _args(kw)
            pin = session.get(Pin, (str(args.get("channel") or ""), str(args.get("ts") or "")))
            kept = (pin.channel_id, pin.ts, pin.pinned_by, pin.created) if pin is not None else None
            answer = original(session, **kw)
            if kept is not None:
                session.add(Pin(channel_id=kept[0], ts=kept[1], pinned_by=kept[2], created=kept[3]))
                session.commit()
            return answer

        return delete

    p.wrap(chat, "delete", make)


@MUTANTS.mutant("broadcast_hidden", layer="leaf", fault="a reply sent with reply_broadcast does not show in the channel history", rules=["messages.history.top_level"])
def _broadcast_hidden(p: Patcher) -> None:
    p.respond(
        "conversations_history",
        lambda body, query: {**body, "messages": [m for m in body["messages"] if m.get("subtype") != "thread_broadcast"]} if body.get("ok") else body,
    )


@MUTANTS.mutant("ui_send_noop", layer="root", fault="the UI's message box and thread Send button post nothing", rules=["ui.channel.post", "ui.thread.reply"])
def _ui_send_noop_both(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('keydown', e => { if (e.key === 'Enter') e.stopImmediatePropagation(); }, true);"
        "document.addEventListener('submit', e => { e.preventDefault(); e.stopImmediatePropagation(); }, true);</script>"
    )


@MUTANTS.mutant("ui_hide_sidebar", layer="visual", fault="the UI hides the sidebar of channels")
def _ui_hide_sidebar(p: Patcher) -> None:
    p.page("<style>.sidebar{display:none}</style>")


# --- UI faults while the API stays right: a stale counter, a stale panel, a list not re-rendered, a dead route ----
def _replay_first(method: str) -> str:
    """A page script that answers each call of `method` (same arguments) with its first answer: a stale cache."""
    return f"""<script>(() => {{
  const first = new Map(), fetch0 = window.fetch;
  window.fetch = async (input, init) => {{
    const url = typeof input === "string" ? input : input.url;
    if (!url.endsWith("/{method}")) return fetch0(input, init);
    const key = String(init?.body ?? "");
    if (!first.has(key)) first.set(key, await fetch0(input, init));
    return first.get(key).clone();
  }};
}})();</script>"""


@MUTANTS.mutant(
    "ui_reply_count_stale",
    layer="root",
    fault="after a reply the parent's \"<n> replies\" link in Messages keeps the count it showed on load",
    rules=["ui.channel.reply_count"],
)
def _ui_reply_count_stale(p: Patcher) -> None:
    p.page(
        "<script>addEventListener('DOMContentLoaded', () => { const seen = new Map(); const keep = () => "
        "document.querySelectorAll('a.replies').forEach(a => { const href = a.getAttribute('href'); "
        "if (!seen.has(href)) seen.set(href, a.textContent); else if (a.textContent !== seen.get(href)) "
        "a.textContent = seen.get(href); }); new MutationObserver(keep).observe(document.body, "
        "{childList: true, subtree: true}); keep(); });</script>"
    )


@MUTANTS.mutant(
    "ui_thread_pane_stale",
    layer="root",
    fault="the Thread pane keeps the replies it read on load: a reply is stored but the pane does not list it",
    rules=["ui.thread.replies_list", "ui.thread.reply"],
)
def _ui_thread_pane_stale(p: Patcher) -> None:
    p.page(_replay_first("conversations.replies"))


@MUTANTS.mutant(
    "ui_messages_not_rerendered",
    layer="root",
    fault="after a post the channel re-renders from the history it read on load: the message is stored, not shown",
    rules=["ui.channel.post", "ui.channel.reply_count"],
)
def _ui_messages_not_rerendered(p: Patcher) -> None:
    p.page(_replay_first("conversations.history"))


@MUTANTS.mutant(
    "ui_thread_link_no_render",
    layer="root",
    fault="following a \"<n> replies\" link changes the address but opens no Thread pane",
    rules=["ui.thread.open"],
)
def _ui_thread_link_no_render(p: Patcher) -> None:
    p.page(link_moves_without_render('a[href^="/client/"]'))


@MUTANTS.mutant(
    "ui_sidebar_stale_after_join",
    layer="root",
    fault="the sidebar keeps the channel list it read on load: a channel joined from Browse channels is stored, not shown",
    rules=["ui.channels.join"],
)
def _ui_sidebar_stale_after_join(p: Patcher) -> None:
    p.page(_replay_first("conversations.list"))


@MUTANTS.mutant(
    "ui_details_link_no_render",
    layer="root",
    fault="the \"Channel details\" link changes the address but opens no Channel details pane",
    rules=["ui.channel.details"],
)
def _ui_details_link_no_render(p: Patcher) -> None:
    p.page(link_moves_without_render('a[href$="/details"]'))


# --- security: the kit's insecure mutants, and this app's own owner and read-only faults ------------------------
insecure.register(MUTANTS, "slack")


class _AnyAuthor(str):
    """A user id that every author's id equals: the author check `message.user_id != ME` passes on anyone's message."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, str)

    def __ne__(self, other: object) -> bool:
        return not isinstance(other, str)

    __hash__ = str.__hash__


@MUTANTS.mutant(
    "insecure_anyone_deletes",
    layer="security",
    fault="chat.delete skips the author check (editing someone else's message still refuses)",
    rules=["security.owner.only"],
)
def _insecure_anyone_deletes(p: Patcher) -> None:
    p.during(chat, "delete", chat, "ME", _AnyAuthor(ME))


@MUTANTS.mutant(
    "insecure_author_from_body",
    layer="security",
    fault="a new message takes the author (user) the client sends",
    rules=["security.fields.read_only"],
)
def _insecure_author_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        user = (body or {}).get("user")
        if isinstance(user, str) and isinstance(out, dict) and out.get("ok"):
            session.get(Message, (out["channel"], out["ts"])).user_id = user
            session.commit()
            out = {**out, "message": {**out["message"], "user": user}}
        return out

    p.after(chat, "post_message", forge)

"""Outside mutants of the gold gmail app: one named patch per rule of contract.json /rules, each breaking that rule.

The kit applies them at start-up (ref_apps/kit/patches.py); the gold source stays the reference. UI mutants inject a
script that rewrites what the page asks of the API, so the API itself stays correct and only the journey can see them.
"""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import select

from ..kit import insecure
from ..kit.patches import MutantBook, Patcher
from .app import mailbox as mb
from .app import search
from .app.errors import ApiError, bad_request
from .app.handlers import (
    drafts,
    history,
    labels,
    messages,
    messages_attachments,
    settings,
    settings_delegates,
    settings_forwarding_addresses,
    settings_send_as,
    threads,
)
from .app.models import Delegate, Draft, ForwardingAddress, Message, SendAs, Setting

MUTANTS = MutantBook("gmail")
OP = "gmail.users."


def _term(op: str, make: Any) -> Any:
    """Wrap search.term_matches so that terms of one operator are judged by make(original, term, message, ...)."""

    def wrap(original: Any) -> Any:
        def term_matches(t: Any, m: Any, attachments: Any, names: Any, now: Any) -> bool:
            if t.op != op:
                return original(t, m, attachments, names, now)
            return make(original, t, m, attachments, names, now)

        return term_matches

    return wrap


def _page_fetch(rewrite_js: str) -> str:
    """A script that passes every fetch the page makes through rewrite(url, method, body) -> null | {url, body, fake}."""
    return (
        "<script>(() => { const rewrite = " + rewrite_js + "; const send = window.fetch;"
        " window.fetch = (url, opts = {}) => { let body = null; try { body = opts.body ? JSON.parse(opts.body) : null; } catch (e) {}"
        " const r = rewrite(String(url), (opts.method || 'GET').toUpperCase(), body);"
        " if (r && r.fake !== undefined) return Promise.resolve(new Response(JSON.stringify(r.fake),"
        " { status: 200, headers: { 'content-type': 'application/json' } }));"
        " if (r) return send(r.url || url, { ...opts, body: r.body === undefined ? opts.body : JSON.stringify(r.body) });"
        " return send(url, opts); }; })();</script>"
    )


# ---------------------------------------------------------------- users and errors


@MUTANTS.mutant(
    "profile_total_skips_spam_trash",
    layer="leaf",
    fault="getProfile's messagesTotal leaves spam and trash out",
    rules=["users.profile.fields"],
)
def _profile_total(p: Patcher) -> None:
    p.respond(
        OP + "getProfile",
        lambda body, query: {**body, "messagesTotal": body.get("messagesTotal", 0) - 10} if "error" not in body else body,
    )


@MUTANTS.mutant(
    "any_user_id_reads", layer="leaf", fault="any userId reads the owner's mailbox", rules=["users.userid.owner_only"]
)
def _any_user(p: Patcher) -> None:
    p.wrap(mb, "check_user", lambda original: lambda session, user_id: original(session, "me"))


@MUTANTS.mutant("error_without_status", layer="leaf", fault="errors leave out error.status", rules=["errors.shape"])
def _error_status(p: Patcher) -> None:
    def drop(body: Any, query: dict[str, Any]) -> Any:
        if isinstance(body, dict) and isinstance(body.get("error"), dict):
            return {"error": {k: v for k, v in body["error"].items() if k != "status"}}
        return body

    for op in ("getProfile", "messages.get", "messages.send", "messages.modify", "labels.create", "labels.patch"):
        p.respond(OP + op, drop)


@MUTANTS.mutant(
    "unknown_message_is_400", layer="leaf", fault="an unknown message id answers 400, not 404", rules=["errors.not_found"]
)
def _unknown_400(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def get_message(session: Any, message_id: str) -> Any:
            if session.get(Message, message_id) is None:
                raise bad_request("Invalid id value")
            return original(session, message_id)

        return get_message

    p.wrap(mb, "get_message", make)


# ---------------------------------------------------------------- lists and search


@MUTANTS.mutant(
    "list_by_id_desc", layer="leaf", fault="messages are listed by id, not by internalDate", rules=["messages.list.newest_first"]
)
def _by_id(p: Patcher) -> None:
    p.wrap(mb, "newest_first", lambda original: lambda items: sorted(items, key=lambda m: m.id, reverse=True))


@MUTANTS.mutant(
    "page_overlaps",
    layer="leaf",
    fault="each next page repeats the last message of the page before",
    rules=["messages.list.paging"],
)
def _page_overlaps(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def page(items: Any, max_results: Any, page_token: Any, *args: Any, **kw: Any) -> Any:
            chunk, token = original(items, max_results, page_token, *args, **kw)
            return chunk, (str(int(token) - 1) if token else token)

        return page

    p.wrap(mb, "page", make)


@MUTANTS.mutant(
    "estimate_counts_page", layer="leaf", fault="resultSizeEstimate counts only the page", rules=["messages.list.estimate"]
)
def _estimate(p: Patcher) -> None:
    p.respond(OP + "messages.list", lambda body, query: {**body, "resultSizeEstimate": len(body.get("messages") or [])})


@MUTANTS.mutant(
    "spam_trash_always_listed", layer="leaf", fault="lists include spam and trash unasked", rules=["messages.list.spam_trash"]
)
def _spam_trash(p: Patcher) -> None:
    p.wrap(mb, "search_messages", lambda original: lambda session, q, label_ids, include: original(session, q, label_ids, True))


@MUTANTS.mutant(
    "label_ids_any",
    layer="leaf",
    fault="labelIds keeps messages carrying the first label only",
    rules=["messages.list.label_ids_all"],
)
def _label_ids_any(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def search_messages(session: Any, q: Any, label_ids: Any, include: Any) -> Any:
            first = [label_ids] if isinstance(label_ids, str) else list(label_ids or [])[:1]
            return original(session, q, first, include)

        return search_messages

    p.wrap(mb, "search_messages", make)


@MUTANTS.mutant("cc_searches_to", layer="mid", fault="cc: looks at the To addresses", rules=["search.address"])
def _cc_to(p: Patcher) -> None:
    p.wrap(search, "term_matches", _term("cc", lambda orig, t, *rest: orig(search.Term("to", t.value, t.negated), *rest)))


@MUTANTS.mutant("subject_searches_body", layer="mid", fault="subject: looks at the body", rules=["search.subject"])
def _subject_body(p: Patcher) -> None:
    p.wrap(search, "term_matches", _term("subject", lambda orig, t, m, *rest: (t.value in m.body.lower()) != t.negated))


@MUTANTS.mutant("or_read_as_and", layer="mid", fault="OR between terms is read as AND", rules=["search.or"])
def _or_and(p: Patcher) -> None:
    p.wrap(search, "parse", lambda original: lambda q: original(q.replace(" OR ", " ") if q else q))


@MUTANTS.mutant(
    "negation_ignored", layer="mid", fault="a term prefixed with - is read as the term itself", rules=["search.negation"]
)
def _negation(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def term_matches(t: Any, *rest: Any) -> bool:
            return original(search.Term(t.op, t.value, False), *rest)

        return term_matches

    p.wrap(search, "term_matches", make)


@MUTANTS.mutant("has_attachment_never", layer="mid", fault="has:attachment matches nothing", rules=["search.attachment"])
def _has(p: Patcher) -> None:
    p.wrap(search, "term_matches", _term("has", lambda orig, t, *rest: t.negated))


@MUTANTS.mutant("is_unread_means_read", layer="mid", fault="is:unread matches read messages", rules=["search.label_is"])
def _is_unread(p: Patcher) -> None:
    def make(orig: Any, t: Any, *rest: Any) -> bool:
        flipped = search.Term("is", "read", t.negated) if t.value == "unread" else t
        return orig(flipped, *rest)

    p.wrap(search, "term_matches", _term("is", make))


@MUTANTS.mutant("after_before_swapped", layer="mid", fault="after: and before: are swapped", rules=["search.dates"])
def _dates(p: Patcher) -> None:
    def make(original: Any) -> Any:
        swap = {"after": "before", "before": "after"}

        def term_matches(t: Any, *rest: Any) -> bool:
            return original(search.Term(swap.get(t.op, t.op), t.value, t.negated), *rest)

        return term_matches

    p.wrap(search, "term_matches", make)


@MUTANTS.mutant("in_ignored", layer="integration", fault="in: matches every message", rules=["search.in"])
def _in(p: Patcher) -> None:
    p.wrap(search, "term_matches", _term("in", lambda orig, t, *rest: not t.negated))


@MUTANTS.mutant("free_text_subject_only", layer="mid", fault="a bare word searches the subject only", rules=["search.free_text"])
def _free_text(p: Patcher) -> None:
    p.wrap(search, "term_matches", _term("text", lambda orig, t, m, *rest: (t.value in m.subject.lower()) != t.negated))


@MUTANTS.mutant(
    "listing_writes", layer="leaf", fault="every list or search bumps the mailbox's id counter", rules=["search.read_only"]
)
def _listing_writes(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def search_messages(session: Any, *args: Any) -> Any:
            found = original(session, *args)
            mb.mailbox(session).next_id += 1
            session.commit()
            return found

        return search_messages

    p.wrap(mb, "search_messages", make)


# ---------------------------------------------------------------- messages


@MUTANTS.mutant(
    "attachment_part_first",
    layer="leaf",
    fault="a multipart payload lists the attachments before the text",
    rules=["messages.get.full"],
)
def _parts(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        parts = (body.get("payload") or {}).get("parts") if isinstance(body, dict) else None
        if parts:
            body["payload"]["parts"] = parts[::-1]
        return body

    p.respond(OP + "messages.get", rewrite)


@MUTANTS.mutant(
    "minimal_has_payload", layer="leaf", fault="format=minimal still answers the headers", rules=["messages.get.formats"]
)
def _minimal(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def resource(session: Any, m: Any, fmt: str = "full", metadata_headers: Any = None) -> Any:
            return original(session, m, "metadata" if fmt == "minimal" else fmt, metadata_headers)

        return resource

    p.wrap(mb, "resource", make)


@MUTANTS.mutant(
    "self_send_not_in_inbox", layer="mid", fault="a message sent to oneself gets SENT only", rules=["messages.send.labels"]
)
def _self_send(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def deliver_sent(session: Any, fields: Any, thread_id: Any) -> Any:
            m = original(session, fields, thread_id)
            m.label_ids = ["SENT"]
            return m

        return deliver_sent

    p.wrap(messages, "deliver_sent", make)


@MUTANTS.mutant(
    "send_drops_thread_id",
    layer="mid",
    fault="messages.send ignores threadId: a reply opens a new thread",
    rules=["messages.send.thread"],
)
def _send_thread(p: Patcher) -> None:
    p.request(
        OP + "messages.send",
        lambda body, query: {k: v for k, v in body.items() if k != "threadId"} if isinstance(body, dict) else body,
    )


@MUTANTS.mutant(
    "send_without_recipient",
    layer="leaf",
    fault="a message with no recipient is stored and sent",
    rules=["messages.send.recipient_required"],
)
def _no_recipient(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def deliver_sent(session: Any, fields: Any, thread_id: Any) -> Any:
            if not (fields.get("to_addrs") or fields.get("cc_addrs") or fields.get("bcc_addrs")):
                fields = {**fields, "to_addrs": "undisclosed-recipients@example.invalid"}
            return original(session, fields, thread_id)

        return deliver_sent

    p.wrap(messages, "deliver_sent", make)


@MUTANTS.mutant(
    "insert_uses_import_defaults",
    layer="leaf",
    fault="messages.insert ignores labelIds and files INBOX + UNREAD",
    rules=["messages.insert.labels"],
)
def _insert_defaults(p: Patcher) -> None:
    p.wrap(
        messages,
        "_receive",
        lambda original: (
            lambda session, body, default: original(session, {**(body or {}), "labelIds": None}, ["INBOX", "UNREAD"])
        ),
    )


@MUTANTS.mutant(
    "modify_ignores_remove_ids", layer="leaf", fault="messages.modify ignores removeLabelIds", rules=["messages.modify.labels"]
)
def _modify_remove(p: Patcher) -> None:
    p.request(
        OP + "messages.modify",
        lambda body, query: {k: v for k, v in body.items() if k != "removeLabelIds"} if isinstance(body, dict) else body,
    )


@MUTANTS.mutant(
    "unknown_label_dropped", layer="leaf", fault="an unknown label id is silently dropped", rules=["messages.labels.unknown"]
)
def _unknown_label(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def check_labels(session: Any, ids: Any) -> list[str]:
            known = mb.label_names(session)
            return original(session, [i for i in ids or [] if i in known])

        return check_labels

    p.wrap(mb, "check_labels", make)


@MUTANTS.mutant("trash_keeps_inbox", layer="leaf", fault="trash adds TRASH but leaves INBOX", rules=["messages.trash.labels"])
def _trash_inbox(p: Patcher) -> None:
    def trash(session: Any, m: Any) -> None:
        if "TRASH" not in m.label_ids:
            m.trashed_labels = []
            mb.modify_labels(session, m, ["TRASH"], [])

    p.wrap(mb, "trash", lambda original: trash)


@MUTANTS.mutant(
    "delete_only_trashes",
    layer="leaf",
    fault="messages.delete moves the message to the trash",
    rules=["messages.delete.permanent"],
)
def _delete_trash(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete(session: Any, *, userId: str, id: str, **kw: Any) -> None:
            mb.check_user(session, userId)
            mb.trash(session, mb.get_message(session, id))
            session.commit()

        return delete

    p.wrap(messages, "delete", make)


@MUTANTS.mutant(
    "modify_touches_next",
    layer="leaf",
    fault="messages.modify also changes the message with the next id",
    rules=["writes.only_targets"],
)
def _modify_next(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def modify(session: Any, *, userId: str, id: str, body: Any = None, **kw: Any) -> Any:
            out = original(session, userId=userId, id=id, body=body, **kw)
            nxt = session.scalars(select(Message).where(Message.id > id).order_by(Message.id)).first()
            if nxt is not None:
                mb.modify_labels(session, nxt, (body or {}).get("addLabelIds"), (body or {}).get("removeLabelIds"))
                session.commit()
            return out

        return modify

    p.wrap(messages, "modify", make)


@MUTANTS.mutant(
    "attachment_plain_base64",
    layer="leaf",
    fault="attachments.get serves standard base64, not base64url",
    rules=["attachments.get.data"],
)
def _b64(p: Patcher) -> None:
    p.respond(
        OP + "messages.attachments.get",
        lambda body, query: {**body, "data": str(body.get("data", "")).replace("-", "+").replace("_", "/")},
    )


# ---------------------------------------------------------------- threads


@MUTANTS.mutant(
    "threads_oldest_first", layer="leaf", fault="threads.list lists the oldest thread first", rules=["threads.list.once"]
)
def _threads_order(p: Patcher) -> None:
    p.respond(
        OP + "threads.list", lambda body, query: {**body, "threads": body["threads"][::-1]} if body.get("threads") else body
    )


@MUTANTS.mutant(
    "thread_newest_first", layer="leaf", fault="threads.get answers the newest message first", rules=["threads.get.oldest_first"]
)
def _thread_order(p: Patcher) -> None:
    p.respond(
        OP + "threads.get", lambda body, query: {**body, "messages": body["messages"][::-1]} if body.get("messages") else body
    )


@MUTANTS.mutant(
    "thread_ops_newest_only",
    layer="leaf",
    fault="threads.modify, trash and untrash act on the newest message only",
    rules=["threads.modify.all_messages"],
)
def _thread_ops(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def _each(session: Any, userId: str, id: str, action: Any) -> Any:
            mb.check_user(session, userId)
            action(mb.thread_messages(session, id)[-1])
            session.commit()
            return threads.get(session, userId=userId, id=id, format="minimal")

        return _each

    p.wrap(threads, "_each", make)


@MUTANTS.mutant(
    "thread_delete_newest_only",
    layer="leaf",
    fault="threads.delete deletes only the newest message",
    rules=["threads.delete.all"],
)
def _thread_delete(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete(session: Any, *, userId: str, id: str, **kw: Any) -> None:
            mb.check_user(session, userId)
            mb.delete_message(session, mb.thread_messages(session, id)[-1])
            session.commit()

        return delete

    p.wrap(threads, "delete", make)


# ---------------------------------------------------------------- labels


@MUTANTS.mutant(
    "labels_list_hides_chat", layer="leaf", fault="labels.list leaves out the CHAT system label", rules=["labels.list.all"]
)
def _labels_list(p: Patcher) -> None:
    p.respond(
        OP + "labels.list", lambda body, query: {**body, "labels": [x for x in body.get("labels", []) if x.get("id") != "CHAT"]}
    )


@MUTANTS.mutant(
    "threads_unread_counts_messages",
    layer="leaf",
    fault="labels.get's threadsUnread counts unread messages",
    rules=["labels.get.counts"],
)
def _counts(p: Patcher) -> None:
    p.respond(
        OP + "labels.get",
        lambda body, query: {**body, "threadsUnread": body["messagesUnread"]} if "messagesUnread" in body else body,
    )


@MUTANTS.mutant(
    "duplicate_label_name", layer="leaf", fault="labels.create accepts a name already in use", rules=["labels.create.stored"]
)
def _dup_label(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def _check_name(session: Any, name: Any, except_id: Any = None) -> Any:
            same = next((lab_id for lab_id, known in mb.label_names(session).items() if known == name), None)
            return original(session, name, except_id=same or except_id)

        return _check_name

    p.wrap(labels, "_check_name", make)


@MUTANTS.mutant(
    "system_label_editable", layer="leaf", fault="system labels can be renamed and deleted", rules=["labels.update.stored"]
)
def _system_editable(p: Patcher) -> None:
    p.wrap(labels, "_editable", lambda original: labels._get)


@MUTANTS.mutant(
    "label_delete_leaves_messages",
    layer="leaf",
    fault="deleting a label leaves it on its messages",
    rules=["labels.delete.unlabels"],
)
def _label_delete(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete(session: Any, *, userId: str, id: str, **kw: Any) -> None:
            mb.check_user(session, userId)
            session.delete(labels._editable(session, id))
            session.commit()

        return delete

    p.wrap(labels, "delete", make)


# ---------------------------------------------------------------- drafts


@MUTANTS.mutant("drafts_list_drops_last", layer="leaf", fault="drafts.list leaves out its last draft", rules=["drafts.list.all"])
def _drafts_list(p: Patcher) -> None:
    p.respond(OP + "drafts.list", lambda body, query: {**body, "drafts": body["drafts"][:-1]} if body.get("drafts") else body)


@MUTANTS.mutant(
    "draft_get_no_payload", layer="leaf", fault="drafts.get answers the message without its payload", rules=["drafts.get.message"]
)
def _draft_get(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if isinstance(body.get("message"), dict):
            body["message"] = {k: v for k, v in body["message"].items() if k != "payload"}
        return body

    p.respond(OP + "drafts.get", rewrite)


@MUTANTS.mutant("draft_also_unread", layer="leaf", fault="a new draft also carries UNREAD", rules=["drafts.create.draft_label"])
def _draft_unread(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            session.get(Message, out["message"]["id"]).label_ids = ["DRAFT", "UNREAD"]
            session.commit()
            return out

        return create

    p.wrap(drafts, "create", make)


@MUTANTS.mutant(
    "draft_update_noop", layer="leaf", fault="drafts.update answers the draft unchanged", rules=["drafts.update.replaces"]
)
def _draft_update(p: Patcher) -> None:
    p.wrap(
        drafts,
        "update",
        lambda original: (
            lambda session, *, userId, id, body=None, **kw: drafts.get(session, userId=userId, id=id, format="minimal")
        ),
    )


@MUTANTS.mutant(
    "sent_draft_keeps_label", layer="leaf", fault="a draft sent keeps DRAFT on the sent message", rules=["drafts.send.sends"]
)
def _draft_send(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def send(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            m = session.get(Message, out["id"])
            m.label_ids = sorted({*m.label_ids, "DRAFT"})
            session.commit()
            return {**out, "labelIds": list(m.label_ids)}

        return send

    p.wrap(drafts, "send", make)


@MUTANTS.mutant(
    "draft_delete_keeps_message",
    layer="leaf",
    fault="drafts.delete drops the draft but keeps its message",
    rules=["drafts.delete.removes"],
)
def _draft_delete(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete(session: Any, *, userId: str, id: str, **kw: Any) -> None:
            mb.check_user(session, userId)
            d = session.get(Draft, id)
            if d is None:
                return original(session, userId=userId, id=id, **kw)
            session.delete(d)
            session.commit()
            return None

        return delete

    p.wrap(drafts, "delete", make)


# ---------------------------------------------------------------- history


@MUTANTS.mutant("history_steps_by_two", layer="mid", fault="every change advances historyId by two", rules=["history.advances"])
def _history_two(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def record(session: Any, kind: str, message: Any, label_ids: Any = None) -> None:
            original(session, kind, message, label_ids)
            mb.mailbox(session).history_id += 1

        return record

    p.wrap(mb, "record", make)


@MUTANTS.mutant(
    "history_includes_start",
    layer="mid",
    fault="history.list includes the record at startHistoryId",
    rules=["history.list.since"],
)
def _history_start(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def list_(session: Any, *, userId: str, startHistoryId: Any = None, **kw: Any) -> Any:
            start = str(int(startHistoryId) - 1) if str(startHistoryId or "").isdigit() else startHistoryId
            return original(session, userId=userId, startHistoryId=start, **kw)

        return list_

    p.wrap(history, "list_", make)


# ---------------------------------------------------------------- settings


@MUTANTS.mutant(
    "imap_get_flips_enabled", layer="leaf", fault="getImap answers enabled the wrong way round", rules=["settings.get.stored"]
)
def _imap_get(p: Patcher) -> None:
    p.respond(OP + "settings.getImap", lambda body, query: {**body, "enabled": not body.get("enabled")})


@MUTANTS.mutant(
    "language_update_ignored",
    layer="leaf",
    fault="updateLanguage stores English whatever is asked",
    rules=["settings.update.stored"],
)
def _language(p: Patcher) -> None:
    p.request(OP + "settings.updateLanguage", lambda body, query: {"displayLanguage": "en"})


@MUTANTS.mutant(
    "forwarding_to_anyone",
    layer="leaf",
    fault="auto-forwarding accepts an address that is not an accepted forwarding address",
    rules=["settings.autoforwarding.accepted_only"],
)
def _forward_any(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def _update(session: Any, userId: str, name: str, body: Any) -> Any:
            if name != "autoForwarding":
                return original(session, userId, name, body)
            mb.check_user(session, userId)
            row = session.get(Setting, name)
            row.value = {**(body or {})}
            session.commit()
            return dict(row.value)

        return _update

    p.wrap(settings, "_update", make)


@MUTANTS.mutant(
    "filter_action_dropped", layer="leaf", fault="filters.create stores the criteria without the action", rules=["filters.stored"]
)
def _filter_action(p: Patcher) -> None:
    p.request(
        OP + "settings.filters.create",
        lambda body, query: {k: v for k, v in body.items() if k != "action"} if isinstance(body, dict) else body,
    )


@MUTANTS.mutant(
    "filters_never_run", layer="integration", fault="saved filters never run on arriving mail", rules=["filters.apply_on_arrival"]
)
def _filters_never(p: Patcher) -> None:
    p.wrap(mb, "apply_filters", lambda original: lambda session, m: None)


def _accepted(model: Any, key: str) -> Any:
    """Wrap a CRUD create so that the new row is stored (and answered) as accepted, not pending."""

    def make(original: Any) -> Any:
        def create(session: Any, *args: Any, **kw: Any) -> Any:
            out = original(session, *args, **kw)
            text = out.body if hasattr(out, "body") else None
            data = json.loads(text) if text else out
            row = session.get(model, data[key])
            row.verification_status = "accepted"
            session.commit()
            return {**data, "verificationStatus": "accepted"}

        return create

    return make


@MUTANTS.mutant(
    "forwarding_created_accepted", layer="leaf", fault="a new forwarding address is accepted at once", rules=["forwarding.stored"]
)
def _fwd_accepted(p: Patcher) -> None:
    p.wrap(settings_forwarding_addresses, "create", _accepted(ForwardingAddress, "forwardingEmail"))


@MUTANTS.mutant("delegate_created_accepted", layer="leaf", fault="a new delegate is accepted at once", rules=["delegates.stored"])
def _delegate_accepted(p: Patcher) -> None:
    p.wrap(settings_delegates, "create", _accepted(Delegate, "delegateEmail"))


@MUTANTS.mutant(
    "sendas_patch_blanks_name",
    layer="leaf",
    fault="sendAs.patch blanks the display name it was not given",
    rules=["sendas.stored"],
)
def _sendas_patch(p: Patcher) -> None:
    p.request(OP + "settings.sendAs.patch", lambda body, query: {"displayName": "", **body} if isinstance(body, dict) else body)


@MUTANTS.mutant(
    "primary_sendas_deletable", layer="leaf", fault="the primary send-as address can be deleted", rules=["sendas.delete"]
)
def _primary_delete(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete(session: Any, *, userId: str, sendAsEmail: str, **kw: Any) -> None:
            s = session.get(SendAs, sendAsEmail)
            if s is not None and s.is_primary:
                mb.check_user(session, userId)
                session.delete(s)
                session.commit()
                return None
            return original(session, userId=userId, sendAsEmail=sendAsEmail, **kw)

        return delete

    p.wrap(settings_send_as, "delete", make)


# ---------------------------------------------------------------- the browser UI


@MUTANTS.mutant(
    "ui_send_saves_draft",
    layer="root",
    fault="the compose dialog's Send saves a draft instead of sending",
    rules=["ui.compose.send"],
)
def _ui_send(p: Patcher) -> None:
    p.page(
        _page_fetch(
            "(u, m, b) => u.endsWith('/messages/send') && b && !b.threadId ? { url: u.replace('/messages/send', '/drafts'), body: { message: b } } : null"
        )
    )


@MUTANTS.mutant(
    "ui_reply_new_thread", layer="root", fault="Reply sends the reply without its threadId", rules=["ui.reply.in_thread"]
)
def _ui_reply(p: Patcher) -> None:
    p.page(_page_fetch("(u, m, b) => u.endsWith('/messages/send') && b && b.threadId ? { body: { raw: b.raw } } : null"))


@MUTANTS.mutant(
    "ui_draft_send_noop", layer="root", fault="sending a draft from Drafts only pretends to", rules=["ui.draft.save_send"]
)
def _ui_draft(p: Patcher) -> None:
    p.page(
        _page_fetch("(u, m, b) => u.endsWith('/drafts/send') ? { fake: { id: 'x', threadId: 'x', labelIds: ['SENT'] } } : null")
    )


@MUTANTS.mutant("ui_archive_keeps_inbox", layer="root", fault="Archive asks to remove no label", rules=["ui.archive"])
def _ui_archive(p: Patcher) -> None:
    p.page(
        _page_fetch(
            "(u, m, b) => /\\/threads\\/[^/]+\\/modify$/.test(u) && b && (b.removeLabelIds || []).includes('INBOX') ? { body: { removeLabelIds: [] } } : null"
        )
    )


@MUTANTS.mutant("ui_star_marks_important", layer="root", fault="Star adds IMPORTANT instead of STARRED", rules=["ui.star"])
def _ui_star(p: Patcher) -> None:
    p.page(
        _page_fetch(
            "(u, m, b) => /\\/modify$/.test(u) && b && (b.addLabelIds || []).includes('STARRED') ? { body: { ...b, addLabelIds: ['IMPORTANT'] } } : null"
        )
    )


@MUTANTS.mutant("ui_apply_label_noop", layer="root", fault="Apply sends no label", rules=["ui.label.create_apply"])
def _ui_label(p: Patcher) -> None:
    p.page(
        _page_fetch(
            "(u, m, b) => /\\/modify$/.test(u) && b && (b.addLabelIds || []).some((x) => x.startsWith('Label_')) ? { body: { ...b, addLabelIds: [] } } : null"
        )
    )


@MUTANTS.mutant(
    "ui_search_ignores_query", layer="root", fault="the search page lists the inbox whatever was typed", rules=["ui.search"]
)
def _ui_search(p: Patcher) -> None:
    p.page(
        _page_fetch(
            "(u, m, b) => m === 'GET' && /\\/(threads|messages)\\?/.test(u) && /[?&]q=/.test(u) ? { url: u.replace(/([?&])q=[^&]*&?/, '$1') } : null"
        )
    )


@MUTANTS.mutant("ui_restore_noop", layer="root", fault="Restore from trash only pretends to", rules=["ui.trash_restore"])
def _ui_restore(p: Patcher) -> None:
    p.page(_page_fetch("(u, m, b) => /\\/untrash$/.test(u) ? { fake: {} } : null"))


@MUTANTS.mutant(
    "ui_vacation_drops_subject", layer="root", fault="saving the vacation responder drops its subject", rules=["ui.vacation"]
)
def _ui_vacation(p: Patcher) -> None:
    p.page(
        _page_fetch(
            "(u, m, b) => u.endsWith('/settings/vacation') && m === 'PUT' && b ? { body: { ...b, responseSubject: '' } } : null"
        )
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
    "ui_inbox_count_stale",
    layer="root",
    fault="the Inbox link keeps the unread count it first showed",
    rules=["ui.counts.inbox_unread"],
)
def _ui_inbox_count_stale(p: Patcher) -> None:
    p.page(_stale_gets(r"/labels/INBOX$"))


@MUTANTS.mutant(
    "ui_nav_not_rendered",
    layer="root",
    fault="a link of the Labels navigation changes the address but the view is not redrawn",
    rules=["ui.compose.send", "ui.star"],
)
def _ui_nav_not_rendered(p: Patcher) -> None:
    p.page(
        "<script>window.addEventListener('click', (e) => { const a = e.target.closest && e.target.closest('#labels-nav a[href]');"
        " if (!a || e.button !== 0) return; e.preventDefault(); e.stopImmediatePropagation();"
        " history.pushState({}, '', a.getAttribute('href')); }, true);</script>"
    )


@MUTANTS.mutant(
    "ui_thread_stale_after_reply",
    layer="root",
    fault="after a reply the conversation is redrawn from its cached copy: the reply is missing",
    rules=["ui.reply.in_thread"],
)
def _ui_thread_stale_after_reply(p: Patcher) -> None:
    p.page(_stale_gets(r"/threads/[^/?]+$"))


@MUTANTS.mutant(
    "label_counts_cached",
    layer="integration",
    fault="labels.get answers each label's counts as it first computed them (a cache no write invalidates)",
    rules=["labels.get.counts"],
)
def _label_counts_cached(p: Patcher) -> None:
    def make(original: Any) -> Any:
        seen: dict[str, dict[str, Any]] = {}

        def with_counts(session: Any, label: Any) -> dict[str, Any]:
            fresh = original(session, label)
            counts = seen.setdefault(label.id, {k: v for k, v in fresh.items() if k.endswith(("Total", "Unread"))})
            return {**fresh, **counts}

        return with_counts

    p.wrap(labels, "_with_counts", make)


# ---------------------------------------------------------------- once switches inside the gold code, now patches


def _seed_table(name: str) -> list[dict[str, Any]]:
    """A table of the seed as it was loaded (what a stale cache would still hold)."""
    from .app.protocol import seed

    return list(seed()["tables"][name])


@MUTANTS.mutant(
    "labels_create_missing", layer="leaf", fault="labels.create is not implemented (404)", rules=["labels.create.stored"]
)
def _labels_create_missing(p: Patcher) -> None:
    def create(session: Any, **kw: Any) -> Any:
        raise ApiError(404, "Not Found")

    p.wrap(labels, "create", lambda original: create)


@MUTANTS.mutant(
    "send_wrong_status", layer="leaf", fault="messages.send answers 201 instead of 200", rules=["api:gmail.users.messages.send"]
)
def _send_wrong_status(p: Patcher) -> None:
    p.status(OP + "messages.send", lambda code: 201 if code == 200 else code)


@MUTANTS.mutant("get_wrong_field", layer="leaf", fault="messages.get names threadId threadID", rules=["messages.get.full"])
def _get_wrong_field(p: Patcher) -> None:
    def rename(body: Any, query: dict[str, Any]) -> Any:
        return {("threadID" if k == "threadId" else k): v for k, v in body.items()} if "threadId" in body else body

    p.respond(OP + "messages.get", rename)


@MUTANTS.mutant(
    "trash_no_side_effect", layer="leaf", fault="messages.trash answers but never stores TRASH", rules=["messages.trash.labels"]
)
def _trash_no_side_effect(p: Patcher) -> None:
    p.wrap(mb, "trash", lambda original: lambda session, m: None)


@MUTANTS.mutant(
    "paging_broken", layer="leaf", fault="pageToken is ignored: every page is the first", rules=["messages.list.paging"]
)
def _paging_broken(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def page(items: Any, max_results: Any, page_token: Any, *rest: Any, **kw: Any) -> Any:
            original(items, max_results, page_token, *rest, **kw)  # a bad token is still refused
            return original(items, max_results, None, *rest, **kw)

        return page

    p.wrap(mb, "page", make)


@MUTANTS.mutant(
    "label_counts_wrong", layer="leaf", fault="labels.get counts every message as unread", rules=["labels.get.counts"]
)
def _label_counts_wrong(p: Patcher) -> None:
    def every_unread(body: Any, query: dict[str, Any]) -> Any:
        if "messagesTotal" not in body:
            return body
        return {**body, "messagesUnread": body["messagesTotal"], "threadsUnread": body["threadsTotal"]}

    p.respond(OP + "labels.get", every_unread)


@MUTANTS.mutant(
    "delete_collateral",
    layer="leaf",
    fault="messages.delete also deletes the rest of the thread",
    rules=["messages.delete.permanent"],
)
def _delete_collateral(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete(session: Any, *, userId: str, id: str, **kw: Any) -> Any:
            doomed = session.get(Message, id)
            if doomed is not None and userId in ("me", mb.mailbox(session).email_address):
                for other in mb.thread_messages(session, doomed.thread_id):
                    if other.id != id:
                        mb.delete_message(session, other)
            return original(session, userId=userId, id=id, **kw)

        return delete

    p.wrap(messages, "delete", make)


@MUTANTS.mutant("attachments_empty", layer="leaf", fault="attachments.get serves no data", rules=["attachments.get.data"])
def _attachments_empty(p: Patcher) -> None:
    p.wrap(messages_attachments, "get", lambda original: lambda session, **kw: {**original(session, **kw), "data": ""})


@MUTANTS.mutant(
    "error_shape_plain", layer="leaf", fault="errors are FastAPI's {detail}, not Google's {error}", rules=["errors.shape"]
)
def _error_shape_plain(p: Patcher) -> None:
    from .app import errors

    p.wrap(errors, "shape", lambda original: lambda code, message: {"detail": message})


@MUTANTS.mutant(
    "vacation_not_saved", layer="leaf", fault="updateVacation answers but stores nothing", rules=["settings.update.stored"]
)
def _vacation_not_saved(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def update(session: Any, **kw: Any) -> Any:
            session.commit = session.flush  # the gold handler validates and answers; its write is then rolled back
            try:
                out = original(session, **kw)
            finally:
                del session.commit
            session.rollback()
            return out

        return update

    p.wrap(settings, "update_vacation", make)


@MUTANTS.mutant(
    "threads_list_duplicates",
    layer="leaf",
    fault="threads.list lists a thread once per matching message",
    rules=["threads.list.once"],
)
def _threads_list_duplicates(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def list_(
            session: Any,
            *,
            userId: str,
            q: Any = None,
            labelIds: Any = None,
            maxResults: Any = None,
            pageToken: Any = None,
            includeSpamTrash: Any = None,
            **kw: Any,
        ) -> Any:
            mb.check_user(session, userId)
            ids = [m.thread_id for m in mb.search_messages(session, q, labelIds, includeSpamTrash)]
            chunk, token = mb.page(ids, maxResults, pageToken)
            out: dict[str, Any] = {"resultSizeEstimate": len(ids)}
            if chunk:
                out["threads"] = [threads._summary(session, t) for t in chunk]
            if token:
                out["nextPageToken"] = token
            return out

        return list_

    p.wrap(threads, "list_", make)


@MUTANTS.mutant("import_no_unread", layer="leaf", fault="messages.import forgets UNREAD", rules=["messages.insert.labels"])
def _import_no_unread(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def import_(session: Any, *, userId: str, body: Any = None, **kw: Any) -> Any:
            mb.check_user(session, userId)
            return messages._receive(session, body, ["INBOX"])

        return import_

    p.wrap(messages, "import_", make)


@MUTANTS.mutant(
    "batch_modify_first_only", layer="leaf", fault="batchModify changes only the first message", rules=["messages.modify.labels"]
)
def _batch_modify_first_only(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def batch_modify(session: Any, *, body: Any = None, **kw: Any) -> Any:
            ids = (body or {}).get("ids") if isinstance(body, dict) else None
            for i in (ids or [])[1:]:
                mb.get_message(session, i)  # an unknown id is still refused
            return original(session, body={**body, "ids": ids[:1]} if ids else body, **kw)

        return batch_modify

    p.wrap(messages, "batch_modify", make)


@MUTANTS.mutant("search_ignores_negation", layer="mid", fault="search ignores negated terms", rules=["search.negation"])
def _search_ignores_negation(p: Patcher) -> None:
    p.wrap(search, "term_matches", lambda original: lambda t, *rest: True if t.negated else original(t, *rest))


@MUTANTS.mutant("draft_send_keeps_draft", layer="leaf", fault="drafts.send leaves the draft behind", rules=["drafts.send.sends"])
def _draft_send_keeps_draft(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def send(session: Any, **kw: Any) -> Any:
            # The gold send deletes the draft row and its message: this one skips just those two deletions.
            delete, delete_message = session.delete, mb.delete_message
            session.delete = lambda row: None if isinstance(row, Draft) else delete(row)
            mb.delete_message = lambda session, m: None
            try:
                return original(session, **kw)
            finally:
                del session.delete
                mb.delete_message = delete_message

        return send

    p.wrap(drafts, "send", make)


@MUTANTS.mutant(
    "send_never_threads", layer="leaf", fault="send stores the message but never threads it", rules=["messages.send.thread"]
)
def _send_never_threads(p: Patcher) -> None:
    p.wrap(mb, "ensure_thread", lambda original: lambda session, thread_id, message_id: original(session, None, message_id))


@MUTANTS.mutant(
    "label_invisible_to_search",
    layer="integration",
    fault="label: search only knows the labels of the seed",
    rules=["search.label_is"],
)
def _label_invisible_to_search(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def search_messages(session: Any, *args: Any, **kw: Any) -> Any:
            names = {row["id"]: row["name"] for row in _seed_table("labels")}
            label_names, mb.label_names = mb.label_names, lambda session: names
            try:
                return original(session, *args, **kw)
            finally:
                mb.label_names = label_names

        return search_messages

    p.wrap(mb, "search_messages", make)


@MUTANTS.mutant(
    "profile_history_stale", layer="leaf", fault="the profile's historyId never advances", rules=["users.profile.fields"]
)
def _profile_history_stale(p: Patcher) -> None:
    def stale(body: Any, query: dict[str, Any]) -> Any:
        return {**body, "historyId": str(_seed_table("mailbox")[0]["history_id"])} if "historyId" in body else body

    p.respond(OP + "getProfile", stale)


@MUTANTS.mutant(
    "untrash_loses_inbox", layer="leaf", fault="untrash removes TRASH but does not restore INBOX", rules=["messages.trash.labels"]
)
def _untrash_loses_inbox(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def untrash(session: Any, m: Any) -> None:
            m.trashed_labels = []
            original(session, m)

        return untrash

    p.wrap(mb, "untrash", make)


@MUTANTS.mutant("ui_rename_compose", layer="root", fault="the Compose button is labelled Write", rules=["ui.compose.send"])
def _ui_rename_compose(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('DOMContentLoaded', () => "
        "document.querySelectorAll('button.compose').forEach(b => { b.textContent = 'Write'; }));</script>"
    )


@MUTANTS.mutant("ui_hide_sidebar", layer="visual", fault="the label sidebar never renders", rules=["screen:inbox"])
def _ui_hide_sidebar(p: Patcher) -> None:
    p.page("<style>.sidebar{display:none}</style>")


@MUTANTS.mutant("ui_archive_noop", layer="root", fault="the Archive button does nothing", rules=["ui.archive"])
def _ui_archive_noop(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('click', e => { if (e.target.closest('button')?.textContent === "
        "'Archive') e.stopImmediatePropagation(); }, true);</script>"
    )


# ---------------------------------------------------------------- security: the kit's insecure mutants, and this app's own
insecure.register(MUTANTS, "gmail")


@MUTANTS.mutant(
    "insecure_any_user_deletes",
    layer="security",
    fault="messages.delete skips the userId check: another user's mailbox named in the path deletes the owner's message "
    "for good (every other write still refuses)",
    rules=["security.owner.only"],
)
def _insecure_any_user_deletes(p: Patcher) -> None:
    p.during(messages, "delete", mb, "check_user", lambda session, user_id: mb.mailbox(session))


@MUTANTS.mutant(
    "insecure_forwarding_status_from_body",
    layer="security",
    fault="a new forwarding address takes the verificationStatus the client sends (accepted unverified: auto-forwarding "
    "may then send the mailbox to it)",
    rules=["security.fields.read_only"],
)
def _insecure_forwarding_status_from_body(p: Patcher) -> None:
    p.from_body(
        settings_forwarding_addresses,
        "create",
        ForwardingAddress,
        "verificationStatus",
        column="verification_status",
        kind=str,
        by="forwardingEmail",
    )

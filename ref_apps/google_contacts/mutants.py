"""Outside mutants of the gold google-contacts app: one named patch per rule of contract.json /rules (ref_apps/kit/patches.py)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete

from ..kit import insecure
from ..kit.patches import MutantBook, Patcher
from ..kit.ui_faults import forms_ignored, link_moves_without_render, replay_first_get
from .app import store
from .app.handlers import contact_groups, contact_groups_members, other_contacts, people, people_connections
from .app.models import ContactGroup, Membership, Person

MUTANTS = MutantBook("google-contacts")
GROUPS_LIST, GROUPS_BATCH = "people.contactGroups.list", "people.contactGroups.batchGet"
SEED_PEOPLE = {f"people/c{n}" for n in range(1001, 1007)}


def _masks(p: Patcher, bend: Any) -> None:
    """Replace `mask` in the handler modules with bend(original): a mutant of field-mask handling."""
    for module in (people, people_connections):
        p.wrap(module, "mask", bend)


def _current_etag(session: Any, name: str, person: Any) -> Any:
    row = session.get(Person, name)
    return {**person, "etag": row.etag} if row is not None and isinstance(person, dict) else person


# Requests on /v1/{+resourceName} paths do not resolve to one operation through the OpenAPI paths (two endpoints share
# them), so mutants of those endpoints wrap handlers; response rewrites are kept for the fixed paths.


# -- errors and person resources -------------------------------------------------------------------------------
@MUTANTS.mutant(
    "unknown_person_200", layer="leaf", fault="an unknown contact answers 200 with a bare resource", rules=["errors.not_found"]
)
def _unknown_person_200(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda session, **kw: (
            {"resourceName": kw["resourceName"]} if session.get(Person, kw["resourceName"]) is None else original(session, **kw)
        )

    p.wrap(people, "get", make)


@MUTANTS.mutant(
    "mask_ignored",
    layer="leaf",
    fault="a given personFields mask is ignored: every field is served",
    rules=["person.fields.mask"],
)
def _mask_ignored(p: Patcher) -> None:
    _masks(
        p,
        lambda original: (
            lambda value, param, allowed, required=True: (
                None if param == "personFields" and value else original(value, param, allowed, required)
            )
        ),
    )


@MUTANTS.mutant(
    "mask_optional",
    layer="leaf",
    fault="reads without personFields answer every field instead of 400",
    rules=["person.fields.required"],
)
def _mask_optional(p: Patcher) -> None:
    _masks(
        p,
        lambda original: (
            lambda value, param, allowed, required=True: (
                None if param == "personFields" and not value else original(value, param, allowed, required)
            )
        ),
    )


@MUTANTS.mutant(
    "display_name_last_first", layer="leaf", fault="names[0].displayName is 'family given'", rules=["person.resource"]
)
def _display_name_last_first(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda given, family, src: {**original(given, family, src), "displayName": f"{family} {given}".strip()}

    p.wrap(store, "name_entry", make)


@MUTANTS.mutant(
    "memberships_without_starred", layer="leaf", fault="memberships leave out contactGroups/starred", rules=["person.memberships"]
)
def _memberships_without_starred(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def render(session: Any, row: Any, fields: Any) -> Any:
            body = original(session, row, fields)
            if "memberships" in body:
                body["memberships"] = [
                    m for m in body["memberships"] if m["contactGroupMembership"]["contactGroupId"] != "starred"
                ]
            return body

        return render

    p.wrap(people, "render_person", make)


@MUTANTS.mutant(
    "create_drops_organization", layer="leaf", fault="createContact ignores organizations", rules=["person.create.stored"]
)
def _create_drops_organization(p: Patcher) -> None:
    p.request(
        "people.people.createContact",
        lambda body, query: {k: v for k, v in body.items() if k != "organizations"} if isinstance(body, dict) else body,
    )


@MUTANTS.mutant(
    "create_outside_my_contacts", layer="leaf", fault="a new contact is in no group", rules=["person.create.my_contacts"]
)
def _create_outside_my_contacts(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, body: Any) -> Any:
            row = original(session, body)
            session.execute(delete(Membership).where(Membership.person == row.resource_name))
            return row

        return create

    p.wrap(people, "_create", make)


@MUTANTS.mutant(
    "update_ignores_mask",
    layer="leaf",
    fault="updateContact writes every field of the body, whatever updatePersonFields says",
    rules=["person.update.mask"],
)
def _update_ignores_mask(p: Patcher) -> None:
    p.wrap(
        people,
        "_update",
        lambda original: (
            lambda session, name, body, fields: original(
                session, name, body, [f for f in store.UPDATABLE if f in (body or {}) or f in fields]
            )
        ),
    )
    _masks(
        p,
        lambda original: (
            lambda value, param, allowed, required=True: (
                ["names"] if param == "updatePersonFields" and not value else original(value, param, allowed, required)
            )
        ),
    )


@MUTANTS.mutant(
    "update_keeps_etag", layer="leaf", fault="an update leaves the contact's etag as it was", rules=["person.update.etag_new"]
)
def _update_keeps_etag(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def update(session: Any, name: str, body: Any, fields: Any) -> Any:
            row = session.get(Person, name)
            old = row.etag if row is not None else None
            updated = original(session, name, body, fields)
            updated.etag = old
            return updated

        return update

    p.wrap(people, "_update", make)


@MUTANTS.mutant(
    "stale_etag_accepted", layer="leaf", fault="an update with a stale etag goes through", rules=["person.update.etag_stale"]
)
def _stale_etag_accepted(p: Patcher) -> None:
    p.wrap(
        people,
        "_update",
        lambda original: (
            lambda session, name, body, fields: original(
                session, name, _current_etag(session, name, body) if (body or {}).get("etag") else body, fields
            )
        ),
    )


@MUTANTS.mutant(
    "etag_optional", layer="leaf", fault="an update without any etag goes through", rules=["person.update.etag_required"]
)
def _etag_optional(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def update(session: Any, name: str, body: Any, fields: Any) -> Any:
            return original(session, name, body if people._etag_of(body or {}) else _current_etag(session, name, body), fields)

        return update

    p.wrap(people, "_update", make)


@MUTANTS.mutant(
    "delete_contact_noop", layer="leaf", fault="deleteContact answers {} and deletes nothing", rules=["person.delete.gone"]
)
def _delete_contact_noop(p: Patcher) -> None:
    p.wrap(people, "delete_contact", lambda original: lambda session, **kw: {})


@MUTANTS.mutant(
    "photo_accepts_garbage", layer="leaf", fault="photoBytes that are not base64 are accepted", rules=["person.photo.update"]
)
def _photo_accepts_garbage(p: Patcher) -> None:
    p.wrap(
        people,
        "update_contact_photo",
        lambda original: (
            lambda session, **kw: original(
                session, **{**kw, "body": {**(kw.get("body") or {}), "photoBytes": "R0lGODlhAQABAAAAACw="}}
            )
        ),
    )


@MUTANTS.mutant("photo_delete_noop", layer="leaf", fault="deleteContactPhoto keeps the photo", rules=["person.photo.delete"])
def _photo_delete_noop(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete_photo(session: Any, **kw: Any) -> Any:
            row = session.get(Person, kw["resourceName"])
            kept = row.photo if row is not None else ""
            out = original(session, **kw)
            if row is not None and kept:
                row.photo = kept
                session.commit()
            return out

        return delete_photo

    p.wrap(people, "delete_contact_photo", make)


# -- connections ----------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "modified_desc_reversed",
    layer="leaf",
    fault="LAST_MODIFIED_DESCENDING answers the ascending order",
    rules=["connections.sort.last_modified"],
)
def _modified_desc_reversed(p: Patcher) -> None:
    p.wrap(
        people_connections,
        "SORT_KEYS",
        lambda original: {**original, "LAST_MODIFIED_DESCENDING": original["LAST_MODIFIED_ASCENDING"]},
    )


@MUTANTS.mutant(
    "first_name_sorts_last_name",
    layer="leaf",
    fault="FIRST_NAME_ASCENDING sorts by family name",
    rules=["connections.sort.names"],
)
def _first_name_sorts_last_name(p: Patcher) -> None:
    p.wrap(
        people_connections, "SORT_KEYS", lambda original: {**original, "FIRST_NAME_ASCENDING": original["LAST_NAME_ASCENDING"]}
    )


@MUTANTS.mutant(
    "total_people_is_page", layer="leaf", fault="totalPeople counts the page, not every contact", rules=["connections.paging"]
)
def _total_people_is_page(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def list_(session: Any, **kw: Any) -> Any:
            body = original(session, **kw)
            return {**body, "totalPeople": len(body.get("connections", []))}

        return list_

    p.wrap(people_connections, "list_", make)


@MUTANTS.mutant(
    "connections_of_anyone",
    layer="leaf",
    fault="any people/... resource name lists the user's connections",
    rules=["connections.me_only"],
)
def _connections_of_anyone(p: Patcher) -> None:
    p.wrap(
        people_connections,
        "list_",
        lambda original: lambda session, **kw: original(session, **{**kw, "resourceName": "people/me"}),
    )


@MUTANTS.mutant(
    "batch_get_drops_unknown",
    layer="leaf",
    fault="people:batchGet leaves unknown names out",
    rules=["people.batch_get.responses"],
)
def _batch_get_drops_unknown(p: Patcher) -> None:
    p.wrap(
        people,
        "get_batch_get",
        lambda original: lambda session, **kw: {"responses": [r for r in original(session, **kw)["responses"] if "person" in r]},
    )


# -- search ---------------------------------------------------------------------------------------------------
@MUTANTS.mutant("search_substring", layer="leaf", fault="searchContacts matches anywhere in a word", rules=["search.prefix"])
def _search_substring(p: Patcher) -> None:
    p.wrap(store, "words_match", lambda original: lambda text, query: query.lower() in text.lower())


@MUTANTS.mutant(
    "search_no_phone_digits", layer="leaf", fault="phone numbers are matched only as written", rules=["search.phone_digits"]
)
def _search_no_phone_digits(p: Patcher) -> None:
    p.wrap(store, "digits", lambda original: lambda text: "")


@MUTANTS.mutant(
    "search_mask_optional", layer="leaf", fault="searchContacts without readMask answers every field", rules=["search.read_mask"]
)
def _search_mask_optional(p: Patcher) -> None:
    _masks(
        p,
        lambda original: (
            lambda value, param, allowed, required=True: (
                None if param == "readMask" and not value else original(value, param, allowed, required)
            )
        ),
    )


# -- batches --------------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "batch_create_first_only",
    layer="leaf",
    fault="batchCreateContacts creates only the first contact",
    rules=["people.batch_create"],
)
def _batch_create_first_only(p: Patcher) -> None:
    p.request(
        "people.people.batchCreateContacts",
        lambda body, query: {**body, "contacts": body.get("contacts", [])[:1]} if isinstance(body, dict) else body,
    )


@MUTANTS.mutant(
    "batch_update_ignores_stale",
    layer="leaf",
    fault="batchUpdateContacts applies contacts whose etag is stale",
    rules=["people.batch_update"],
)
def _batch_update_ignores_stale(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def batch(session: Any, **kw: Any) -> Any:
            body = kw.get("body")
            if isinstance(body, dict) and isinstance(body.get("contacts"), dict):
                body = {**body, "contacts": {n: _current_etag(session, n, c) for n, c in body["contacts"].items()}}
            return original(session, **{**kw, "body": body})

        return batch

    p.wrap(people, "batch_update_contacts", make)


@MUTANTS.mutant(
    "batch_delete_partial",
    layer="leaf",
    fault="batchDeleteContacts deletes the known names and skips unknown ones",
    rules=["people.batch_delete"],
)
def _batch_delete_partial(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def batch(session: Any, **kw: Any) -> Any:
            body = kw.get("body")
            if isinstance(body, dict):
                body = {
                    **body,
                    "resourceNames": [n for n in body.get("resourceNames", []) if session.get(Person, n) is not None]
                    or body.get("resourceNames"),
                }
            return original(session, **{**kw, "body": body})

        return batch

    p.wrap(people, "batch_delete_contacts", make)


# -- contact groups -------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "system_formatted_as_name", layer="leaf", fault="system groups' formattedName is their raw name", rules=["groups.system"]
)
def _system_formatted_as_name(p: Patcher) -> None:
    p.wrap(store, "SYSTEM_NAMES", lambda original: {})


@MUTANTS.mutant(
    "list_hides_system_groups",
    layer="leaf",
    fault="contactGroups.list leaves out friends, family and coworkers",
    rules=["groups.list.all"],
)
def _list_hides_system_groups(p: Patcher) -> None:
    hidden = {"contactGroups/friends", "contactGroups/family", "contactGroups/coworkers"}
    p.respond(
        GROUPS_LIST,
        lambda body, query: (
            {**body, "contactGroups": [g for g in body.get("contactGroups", []) if g["resourceName"] not in hidden]}
            if isinstance(body, dict)
            else body
        ),
    )


@MUTANTS.mutant(
    "member_count_off_by_one", layer="leaf", fault="memberCount counts one contact too many", rules=["groups.member_count"]
)
def _member_count_off_by_one(p: Patcher) -> None:
    p.wrap(store, "member_count", lambda original: lambda session, name: original(session, name) + 1)


@MUTANTS.mutant(
    "group_name_lowercased", layer="leaf", fault="a new group's name is stored in lower case", rules=["groups.create.stored"]
)
def _group_name_lowercased(p: Patcher) -> None:
    p.request(
        "people.contactGroups.create",
        lambda body, query: (
            {**body, "contactGroup": {**body["contactGroup"], "name": str(body["contactGroup"].get("name", "")).lower()}}
            if isinstance(body, dict) and isinstance(body.get("contactGroup"), dict)
            else body
        ),
    )


@MUTANTS.mutant(
    "group_names_not_unique", layer="leaf", fault="a second group may take a name already in use", rules=["groups.create.unique"]
)
def _group_names_not_unique(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def name(session: Any, body: Any, exclude: Any = None) -> str:
            group = body.get("contactGroup") if isinstance(body, dict) else None
            value = str((group or {}).get("name") or "").strip()
            return value or original(session, body, exclude)

        return name

    p.wrap(contact_groups, "_name", make)


@MUTANTS.mutant(
    "group_stale_etag_accepted",
    layer="leaf",
    fault="renaming a group with a stale etag goes through",
    rules=["groups.update.rename"],
)
def _group_stale_etag_accepted(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def update(session: Any, **kw: Any) -> Any:
            body = kw.get("body") or {}
            group = {k: v for k, v in (body.get("contactGroup") or {}).items() if k != "etag"}
            return original(session, **{**kw, "body": {**body, "contactGroup": group}})

        return update

    p.wrap(contact_groups, "update", make)


@MUTANTS.mutant(
    "system_groups_writable", layer="leaf", fault="system groups can be renamed and deleted", rules=["groups.system.readonly"]
)
def _system_groups_writable(p: Patcher) -> None:
    p.wrap(contact_groups, "_user_group", lambda original: lambda session, name: store.group_row(session, name))


@MUTANTS.mutant(
    "group_delete_takes_contacts",
    layer="leaf",
    fault="deleting a group always deletes its contacts",
    rules=["groups.delete.keeps_contacts"],
)
def _group_delete_takes_contacts(p: Patcher) -> None:
    p.wrap(contact_groups, "delete", lambda original: lambda session, **kw: original(session, **{**kw, "deleteContacts": "true"}))


@MUTANTS.mutant(
    "group_delete_ignores_delete_contacts",
    layer="leaf",
    fault="deleteContacts=true keeps the contacts",
    rules=["groups.delete.with_contacts"],
)
def _group_delete_ignores_delete_contacts(p: Patcher) -> None:
    p.wrap(contact_groups, "delete", lambda original: lambda session, **kw: original(session, **{**kw, "deleteContacts": None}))


@MUTANTS.mutant(
    "max_members_ignored", layer="leaf", fault="maxMembers never lists memberResourceNames", rules=["groups.get.members"]
)
def _max_members_ignored(p: Patcher) -> None:
    p.wrap(contact_groups, "_max", lambda original: lambda value: 0)


@MUTANTS.mutant(
    "group_batch_drops_unknown", layer="leaf", fault="contactGroups:batchGet leaves unknown names out", rules=["groups.batch_get"]
)
def _group_batch_drops_unknown(p: Patcher) -> None:
    p.respond(
        GROUPS_BATCH,
        lambda body, query: (
            {"responses": [r for r in body.get("responses", []) if "contactGroup" in r]} if isinstance(body, dict) else body
        ),
    )


@MUTANTS.mutant(
    "modify_ignores_remove", layer="leaf", fault="members.modify ignores resourceNamesToRemove", rules=["members.modify.apply"]
)
def _modify_ignores_remove(p: Patcher) -> None:
    p.wrap(
        contact_groups_members,
        "modify",
        lambda original: (
            lambda session, **kw: original(session, **{**kw, "body": {**(kw.get("body") or {}), "resourceNamesToRemove": []}})
        ),
    )


@MUTANTS.mutant(
    "modify_hides_not_found", layer="leaf", fault="unknown names are not reported", rules=["members.modify.not_found"]
)
def _modify_hides_not_found(p: Patcher) -> None:
    p.wrap(
        contact_groups_members,
        "modify",
        lambda original: lambda session, **kw: {k: v for k, v in original(session, **kw).items() if k != "notFoundResourceNames"},
    )


@MUTANTS.mutant(
    "modify_empties_last_group",
    layer="leaf",
    fault="a contact can be removed from its last group",
    rules=["members.modify.last_group"],
)
def _modify_empties_last_group(p: Patcher) -> None:
    p.wrap(
        contact_groups_members,
        "groups_of",
        lambda original: lambda session, name: [*original(session, name), "contactGroups/none"],
    )


# -- other contacts -------------------------------------------------------------------------------------------
@MUTANTS.mutant("other_list_total_wrong", layer="leaf", fault="otherContacts.list's totalSize is 0", rules=["other.list"])
def _other_list_total_wrong(p: Patcher) -> None:
    p.wrap(other_contacts, "list_", lambda original: lambda session, **kw: {**original(session, **kw), "totalSize": 0})


@MUTANTS.mutant("other_search_names_only", layer="leaf", fault="otherContacts:search matches names only", rules=["other.search"])
def _other_search_names_only(p: Patcher) -> None:
    p.wrap(
        other_contacts,
        "other_matches",
        lambda original: lambda row, query: store.words_match(f"{row.given_name} {row.family_name}", query),
    )


@MUTANTS.mutant(
    "copy_names_only",
    layer="leaf",
    fault="copyOtherContactToMyContactsGroup copies the name whatever copyMask says",
    rules=["other.copy"],
)
def _copy_names_only(p: Patcher) -> None:
    p.wrap(
        other_contacts,
        "copy_other_contact_to_my_contacts_group",
        lambda original: (
            lambda session, **kw: original(session, **{**kw, "body": {**(kw.get("body") or {}), "copyMask": "names"}})
        ),
    )


# -- integration: each endpoint right on the seed, a composition wrong ----------------------------------------
@MUTANTS.mutant(
    "update_keeps_modified_time",
    layer="integration",
    fault="an update does not make the contact the most recently modified",
    rules=["connections.sort.last_modified"],
)
def _update_keeps_modified_time(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def update(session: Any, name: str, body: Any, fields: Any) -> Any:
            row = session.get(Person, name)
            kept = (row.update_time, row.modified) if row is not None else None
            updated = original(session, name, body, fields)
            if kept is not None:
                updated.update_time, updated.modified = kept
            return updated

        return update

    p.wrap(people, "_update", make)


@MUTANTS.mutant(
    "member_count_seed_only",
    layer="integration",
    fault="memberCount counts only contacts of the seed: a new contact never adds to a group",
    rules=["groups.member_count"],
)
def _member_count_seed_only(p: Patcher) -> None:
    def count(session: Any, name: str) -> int:
        return sum(1 for m in session.query(Membership).filter(Membership.contact_group == name) if m.person in SEED_PEOPLE)

    p.wrap(store, "member_count", lambda original: count)


@MUTANTS.mutant(
    "search_misses_new_contacts",
    layer="leaf",
    fault="searchContacts only knows the contacts of the seed",
    rules=["search.prefix"],
)
def _search_misses_new_contacts(p: Patcher) -> None:
    p.wrap(
        people, "person_matches", lambda original: lambda row, query: row.resource_name in SEED_PEOPLE and original(row, query)
    )


# -- UI: the API stays right, the page does not -----------------------------------------------------------------


@MUTANTS.mutant(
    "ui_nav_counts_stale", layer="root", fault="the navigation keeps the counts it read on load", rules=["ui.nav.counts"]
)
def _ui_nav_counts_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/v1\/contactGroups$/"))


@MUTANTS.mutant(
    "ui_person_stale",
    layer="root",
    fault="after Star the contact's page re-renders from the person it read on load",
    rules=["ui.person.star"],
)
def _ui_person_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/v1\/people\/c[^/?]+\?/"))


@MUTANTS.mutant("ui_label_picker_inert", layer="root", fault="Add to label does nothing", rules=["ui.person.add_label"])
def _ui_label_picker_inert(p: Patcher) -> None:
    p.page(forms_ignored('.add-label'))


@MUTANTS.mutant(
    "ui_create_discarded", layer="root", fault="Save on the Create contact form does nothing", rules=["ui.create.form"]
)
def _ui_create_discarded(p: Patcher) -> None:
    p.page(forms_ignored('.new-contact'))


@MUTANTS.mutant("ui_search_ignored", layer="root", fault="submitting a search keeps the full list", rules=["ui.search"])
def _ui_search_ignored(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('submit', e => { if (e.target.id === 'search-form') { e.preventDefault(); e.stopImmediatePropagation(); } }, true);</script>"
    )


@MUTANTS.mutant("ui_other_add_inert", layer="root", fault="Add <name> to contacts does nothing", rules=["ui.other.save"])
def _ui_other_add_inert(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('click', e => { const b = e.target.closest('button[aria-label$=\"to contacts\"]'); if (b) { e.preventDefault(); e.stopImmediatePropagation(); } }, true);</script>"
    )


@MUTANTS.mutant(
    "ui_contacts_list_stale",
    layer="root",
    fault="Delete contact deletes, but the page stays on the contact instead of showing the updated list",
    rules=["ui.contacts.list"],
)
def _ui_contacts_list_stale(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('click', e => { const b = e.target.closest('button.danger'); if (!b) return; "
        "e.preventDefault(); e.stopImmediatePropagation(); fetch(location.pathname.replace('/person/', '/v1/people/') + ':deleteContact', "
        "{method: 'DELETE'}).then(() => { document.getElementById('status').textContent = 'Contact deleted'; }); }, true);</script>"
    )


@MUTANTS.mutant(
    "ui_label_link_no_render",
    layer="root",
    fault="following a label in the navigation changes the address but not the page",
    rules=["ui.label.members"],
)
def _ui_label_link_no_render(p: Patcher) -> None:
    p.page(link_moves_without_render('a[href^="/label/"]'))


@MUTANTS.mutant("ui_nav_hidden", layer="visual", fault="the navigation is not drawn")
def _ui_nav_hidden(p: Patcher) -> None:
    p.page("<style>nav{visibility:hidden}</style>")


# -- security: the kit's insecure mutants, and this app's own read-only faults (the one user may change every contact) --
insecure.register(MUTANTS, "google-contacts")


@MUTANTS.mutant(
    "insecure_group_type_from_body",
    layer="security",
    fault="a new label takes the groupType the client sends (a user group created as a system group, never to be renamed or deleted)",
    rules=["security.fields.read_only"],
)
def _insecure_group_type_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, body: Any = None, **_: Any) -> Any:
        group = body.get("contactGroup") if isinstance(body, dict) else None
        kind = group.get("groupType") if isinstance(group, dict) else None
        if isinstance(kind, str) and isinstance(out, dict) and out.get("resourceName"):
            session.get(ContactGroup, out["resourceName"]).group_type = kind
            session.commit()
            out = {**out, "groupType": kind} if "groupType" in out else out
        return out

    p.after(contact_groups, "create", forge)


@MUTANTS.mutant(
    "insecure_photo_from_body",
    layer="security",
    fault="a new contact keeps the photo url the client sends (photos are set only by updateContactPhoto)",
    rules=["security.fields.read_only"],
)
def _insecure_photo_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, body: Any = None, **_: Any) -> Any:
        photos = body.get("photos") if isinstance(body, dict) else None
        url = photos[0].get("url") if isinstance(photos, list) and photos and isinstance(photos[0], dict) else None
        if isinstance(url, str) and isinstance(out, dict) and out.get("resourceName"):
            session.get(Person, out["resourceName"]).photo = url
            session.commit()
        return out

    p.after(people, "create_contact", forge)

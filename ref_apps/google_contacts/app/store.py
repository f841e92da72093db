"""People API resources from rows: field masks, etags, names, memberships and the lookups every handler shares."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ...kit import clock
from ...kit.errors import ApiError
from ...kit.ids import bump as next_number
from .models import ContactGroup, Counter, Membership, OtherContact, Person

STALE = 412  # answered as HTTP 400 with status FAILED_PRECONDITION (the People API's stale-etag error)
DOCS = "https://developers.google.com/people/api/rest/v1/people"
# Every personFields path the real API accepts; the ones this app stores are rendered, the rest are simply empty.
PERSON_FIELDS = (
    "addresses ageRanges biographies birthdays calendarUrls clientData coverPhotos emailAddresses events externalIds "
    "genders imClients interests locales locations memberships metadata miscKeywords names nicknames occupations "
    "organizations phoneNumbers photos relations sipAddresses skills urls userDefined"
).split()
UPDATABLE = ("names", "emailAddresses", "phoneNumbers", "organizations", "biographies", "memberships")
OTHER_FIELDS = ("emailAddresses", "metadata", "names", "phoneNumbers", "photos")
GROUP_FIELDS = ("clientData", "groupType", "memberCount", "metadata", "name")
SYSTEM_NAMES = {
    "myContacts": "My Contacts",
    "starred": "Starred",
    "friends": "Friends",
    "family": "Family",
    "coworkers": "Coworkers",
}
MODIFIABLE_SYSTEM = ("contactGroups/myContacts", "contactGroups/starred")


def not_found() -> ApiError:
    return ApiError(404, "Requested entity was not found.")


def invalid(message: str) -> ApiError:
    return ApiError(400, message)


def now() -> str:
    return clock.now().strftime("%Y-%m-%dT%H:%M:%S.000Z")


def bump(session: Session, name: str) -> int:
    return next_number(session, Counter, name)


def new_etag(session: Session) -> str:
    return f"%EgUBAi43PRoE{bump(session, 'etags'):06d}"


def mask(value: Any, param: str, allowed: tuple[str, ...] | list[str], required: bool = True) -> list[str] | None:
    """A comma-separated field mask (`person.` prefixes allowed) as a list; None when absent and not required."""
    paths = [p.strip().removeprefix("person.") for p in str(value or "").split(",") if p.strip()]
    if not paths:
        if required:
            raise invalid(
                f"{param} mask is required. Please specify one or more valid paths. Valid paths are documented at {DOCS}."
            )
        return None
    for path in paths:
        if path not in allowed:
            raise invalid(f'Invalid {param} mask path: "{path}". Valid paths are documented at {DOCS}.')
    return paths


def person_row(session: Session, resource_name: str) -> Person:
    row = session.get(Person, resource_name)
    if row is None:
        raise not_found()
    return row


def group_row(session: Session, resource_name: str) -> ContactGroup:
    row = session.get(ContactGroup, resource_name)
    if row is None:
        raise not_found()
    return row


def groups_of(session: Session, resource_name: str) -> list[str]:
    return list(
        session.scalars(
            select(Membership.contact_group).where(Membership.person == resource_name).order_by(Membership.contact_group)
        )
    )


def source(row: Person) -> dict[str, Any]:
    return {"type": "CONTACT", "id": row.resource_name.split("/c", 1)[-1]}


def name_entry(given: str, family: str, src: dict[str, Any]) -> dict[str, Any]:
    display = " ".join(x for x in (given, family) if x)
    return {
        "metadata": {"primary": True, "source": src},
        "displayName": display,
        "displayNameLastFirst": ", ".join(x for x in (family, given) if x),
        "unstructuredName": display,
        **({"givenName": given} if given else {}),
        **({"familyName": family} if family else {}),
    }


def render_person(session: Session, row: Person, fields: list[str] | None) -> dict[str, Any]:
    """The Person resource: resourceName and etag always, then each requested field that holds a value."""
    fields = list(PERSON_FIELDS) if fields is None else fields
    src = source(row)
    out: dict[str, Any] = {"resourceName": row.resource_name, "etag": row.etag}
    if "metadata" in fields:
        out["metadata"] = {"sources": [{**src, "etag": row.etag, "updateTime": row.update_time}], "objectType": "PERSON"}
    if "names" in fields and (row.given_name or row.family_name):
        out["names"] = [name_entry(row.given_name, row.family_name, src)]
    for field, column in (("emailAddresses", row.emails), ("phoneNumbers", row.phones)):
        values = json.loads(column)
        if field in fields and values:
            out[field] = [
                {
                    "metadata": {"primary": i == 0, "source": src},
                    "value": v["value"],
                    **({"type": v["type"]} if v.get("type") else {}),
                }
                for i, v in enumerate(values)
            ]
    if "organizations" in fields and (row.organization or row.job_title):
        org = {"name": row.organization, "title": row.job_title}
        out["organizations"] = [{"metadata": {"primary": True, "source": src}, **{k: v for k, v in org.items() if v}}]
    if "biographies" in fields and row.biography:
        out["biographies"] = [{"metadata": {"primary": True, "source": src}, "value": row.biography, "contentType": "TEXT_PLAIN"}]
    if "photos" in fields and row.photo:
        out["photos"] = [{"metadata": {"primary": True, "source": src}, "url": row.photo}]
    if "memberships" in fields:
        out["memberships"] = [
            {
                "metadata": {"source": src},
                "contactGroupMembership": {"contactGroupId": g.split("/", 1)[1], "contactGroupResourceName": g},
            }
            for g in groups_of(session, row.resource_name)
        ]
    return out


def member_count(session: Session, resource_name: str) -> int:
    return int(session.scalar(select(func.count()).select_from(Membership).where(Membership.contact_group == resource_name)) or 0)


def render_group(session: Session, row: ContactGroup, fields: list[str] | None, max_members: int = 0) -> dict[str, Any]:
    fields = list(GROUP_FIELDS) if fields is None else fields
    out: dict[str, Any] = {"resourceName": row.resource_name, "etag": row.etag}
    if "metadata" in fields:
        out["metadata"] = {"updateTime": row.update_time}
    if "groupType" in fields:
        out["groupType"] = row.group_type
    if "name" in fields:
        out["name"] = row.name
        out["formattedName"] = SYSTEM_NAMES.get(row.name, row.name) if row.group_type == "SYSTEM_CONTACT_GROUP" else row.name
    if "memberCount" in fields:
        out["memberCount"] = member_count(session, row.resource_name)
    if max_members > 0:
        members = session.scalars(
            select(Membership.person)
            .where(Membership.contact_group == row.resource_name)
            .order_by(Membership.person)
            .limit(max_members)
        )
        out["memberResourceNames"] = list(members)
    return out


def render_other(row: OtherContact, fields: list[str]) -> dict[str, Any]:
    src = {"type": "OTHER_CONTACT", "id": row.resource_name.split("/c", 1)[-1]}
    out: dict[str, Any] = {"resourceName": row.resource_name, "etag": row.etag}
    if "metadata" in fields:
        out["metadata"] = {"sources": [{**src, "etag": row.etag}], "objectType": "PERSON"}
    if "names" in fields and (row.given_name or row.family_name):
        out["names"] = [name_entry(row.given_name, row.family_name, src)]
    if "emailAddresses" in fields and row.email:
        out["emailAddresses"] = [{"metadata": {"primary": True, "source": src}, "value": row.email}]
    if "phoneNumbers" in fields and row.phone:
        out["phoneNumbers"] = [{"metadata": {"primary": True, "source": src}, "value": row.phone}]
    return out


def words_match(text: str, query: str) -> bool:
    """Prefix-phrase match: the query starts at the beginning of the text or of any word in it."""
    text, query = text.lower(), query.lower()
    starts = [0] + [i for i in range(1, len(text)) if not text[i - 1].isalnum() and text[i].isalnum()]
    return any(text.startswith(query, i) for i in starts)


def digits(text: str) -> str:
    return "".join(c for c in text if c.isdigit())


def matches(query: str, names: list[str], emails: list[str], phones: list[str], orgs: list[str]) -> bool:
    """searchContacts matching: prefix phrases of names, emails, phones (digits only too) and organizations."""
    query = query.strip()
    if any(words_match(t, query) for t in [*names, *emails, *phones, *orgs] if t):
        return True
    wanted = digits(query)
    return bool(wanted) and wanted == query.replace(" ", "").lstrip("+") and any(digits(p).startswith(wanted) for p in phones)


def person_matches(row: Person, query: str) -> bool:
    full = " ".join(x for x in (row.given_name, row.family_name) if x)
    emails = [e["value"] for e in json.loads(row.emails)]
    phones = [p["value"] for p in json.loads(row.phones)]
    return matches(query, [full], emails, phones, [row.organization, row.job_title])


def other_matches(row: OtherContact, query: str) -> bool:
    full = " ".join(x for x in (row.given_name, row.family_name) if x)
    return matches(query, [full], [row.email], [row.phone], [])


def page(items: list[Any], size: Any, token: Any, default: int, most: int) -> tuple[list[Any], str | None]:
    """Offset paging: pageToken is the offset of the next item; nextPageToken only when more are left."""
    try:
        size = int(size) if size not in (None, "") else default
        start = int(token) if token not in (None, "") else 0
    except ValueError:
        raise invalid("Invalid pageSize or pageToken.") from None
    if size < 0 or start < 0:
        raise invalid("Invalid pageSize or pageToken.")
    size = min(size or default, most)
    chunk = items[start : start + size]
    return chunk, (str(start + size) if start + size < len(items) else None)

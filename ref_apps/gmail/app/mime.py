"""RFC 2822 in and out: parse a base64url `raw` message, and build payload / raw from stored fields."""

from __future__ import annotations

import base64
import email
import email.policy
from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime, getaddresses
from typing import Any

from .errors import bad_request


def b64decode(data: str) -> bytes:
    return base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))


def b64encode(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def parse_raw(raw: str) -> dict[str, Any]:
    """Fields and attachments of a base64url-encoded RFC 2822 message."""
    try:
        msg = email.message_from_bytes(b64decode(raw), policy=email.policy.default)
    except (ValueError, TypeError) as exc:
        raise bad_request(f"Invalid raw message: {exc}") from exc
    if not isinstance(msg, EmailMessage):
        raise bad_request("Invalid raw message")
    text_part = msg.get_body(preferencelist=("plain", "html"))
    body = text_part.get_content() if text_part is not None else ""
    attachments = []
    for part in msg.iter_attachments():
        payload = part.get_payload(decode=True) or b""
        attachments.append(
            {"filename": part.get_filename() or "attachment", "mime_type": part.get_content_type(), "data": b64encode(payload)}
        )
    return {
        "from_addr": str(msg.get("From", "")),
        "to_addrs": str(msg.get("To", "")),
        "cc_addrs": str(msg.get("Cc", "")),
        "bcc_addrs": str(msg.get("Bcc", "")),
        "subject": str(msg.get("Subject", "")),
        "body": body.rstrip("\n"),
        "message_id_header": str(msg.get("Message-ID", "")),
        "in_reply_to": str(msg.get("In-Reply-To", "")),
        "references_header": str(msg.get("References", "")),
        "attachments": attachments,
    }


def addresses(field: str) -> list[str]:
    return [addr.lower() for _, addr in getaddresses([field]) if addr]


def _date(internal_date: int) -> str:
    return format_datetime(datetime.fromtimestamp(internal_date / 1000, UTC))


def headers(m: Any) -> list[dict[str, str]]:
    out = [("Message-ID", m.message_id_header), ("Date", _date(m.internal_date)), ("From", m.from_addr), ("To", m.to_addrs)]
    if m.cc_addrs:
        out.append(("Cc", m.cc_addrs))
    if m.bcc_addrs and "SENT" in m.label_ids:
        out.append(("Bcc", m.bcc_addrs))
    out.append(("Subject", m.subject))
    if m.in_reply_to:
        out += [("In-Reply-To", m.in_reply_to), ("References", m.references_header)]
    return [{"name": k, "value": v} for k, v in out]


def payload(m: Any, attachments: list[Any], metadata_headers: list[str] | None = None, metadata_only: bool = False) -> dict:
    """The MessagePart tree of a stored message: text/plain, or multipart/mixed with attachment parts."""
    hs = headers(m)
    if metadata_only:
        if metadata_headers:
            wanted = {h.lower() for h in metadata_headers}
            hs = [h for h in hs if h["name"].lower() in wanted]
        return {"headers": hs}
    text = m.body.encode()
    text_part = {
        "partId": "0" if attachments else "",
        "mimeType": "text/plain",
        "filename": "",
        "headers": [{"name": "Content-Type", "value": 'text/plain; charset="UTF-8"'}],
        "body": {"size": len(text), "data": b64encode(text)},
    }
    if not attachments:
        return {**text_part, "partId": "", "headers": hs + text_part["headers"]}
    parts = [text_part]
    for i, a in enumerate(attachments, start=1):
        size = len(b64decode(a.data))
        parts.append(
            {
                "partId": str(i),
                "mimeType": a.mime_type,
                "filename": a.filename,
                "headers": [
                    {"name": "Content-Type", "value": f'{a.mime_type}; name="{a.filename}"'},
                    {"name": "Content-Disposition", "value": f'attachment; filename="{a.filename}"'},
                ],
                "body": {"attachmentId": a.id, "size": size},
            }
        )
    return {
        "partId": "",
        "mimeType": "multipart/mixed",
        "filename": "",
        "headers": hs + [{"name": "Content-Type", "value": 'multipart/mixed; boundary="fgb"'}],
        "body": {"size": 0},
        "parts": parts,
    }


def raw(m: Any, attachments: list[Any]) -> str:
    """The message as base64url RFC 2822, rebuilt deterministically from the stored fields."""
    msg = EmailMessage()
    for h in headers(m):
        msg[h["name"]] = h["value"]
    msg.set_content(m.body)
    for a in attachments:
        maintype, _, subtype = a.mime_type.partition("/")
        msg.add_attachment(b64decode(a.data), maintype=maintype, subtype=subtype or "octet-stream", filename=a.filename)
    return b64encode(msg.as_bytes(policy=email.policy.SMTP))


def size_estimate(m: Any, attachments: list[Any]) -> int:
    return len(m.body.encode()) + len(m.subject) + 200 + sum(len(a.data) * 3 // 4 for a in attachments)

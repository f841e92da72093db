"""Body transforms that steps name by string ({"$name": args}): reviewed engine code, never an environment's own.

A step body may hold {"$rfc2822": {...}} so that contract.json stays readable while the app receives what the real
API takes (Gmail's `raw`: a base64url-encoded RFC 2822 message). Adding a transform is an engine change, reviewed here.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from email.message import EmailMessage
from typing import Any

Transform = Callable[[Any], Any]


def rfc2822(spec: dict[str, Any]) -> str:
    """A deterministic RFC 2822 message, base64url encoded without padding (Gmail's `raw`)."""
    msg = EmailMessage()
    for header, key in (
        ("From", "from"),
        ("To", "to"),
        ("Cc", "cc"),
        ("Subject", "subject"),
        ("In-Reply-To", "in_reply_to"),
        ("References", "references"),
    ):
        if spec.get(key):
            msg[header] = spec[key]
    msg.set_content(spec.get("body", ""))
    for a in spec.get("attachments", []):
        maintype, _, subtype = a.get("mime_type", "text/plain").partition("/")
        msg.add_attachment(a.get("text", "").encode(), maintype=maintype, subtype=subtype, filename=a["filename"])
    return base64.urlsafe_b64encode(bytes(msg)).decode().rstrip("=")


TRANSFORMS: dict[str, Transform] = {"$rfc2822": rfc2822}

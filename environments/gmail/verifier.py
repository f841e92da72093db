"""Verifier of gmail: thin. The engine does the work; gmail adds one body transform, $rfc2822.

{"$rfc2822": {"from": ..., "to": ..., "subject": ..., "body": ..., "in_reply_to": ..., "attachments": [...]}}
in a step's body becomes the base64url-encoded RFC 2822 message that Gmail's `raw` fields carry, so
contract.json stays readable. Run directly: python environments/gmail/verifier.py --url URL
"""

from __future__ import annotations

import base64
import sys
from email.message import EmailMessage
from typing import Any

from forgingground.engine.ops import OpRegistry

OPS = OpRegistry()


def rfc2822(spec: dict[str, Any]) -> str:
    """A deterministic RFC 2822 message, base64url encoded without padding."""
    msg = EmailMessage()
    for header, key in (("From", "from"), ("To", "to"), ("Cc", "cc"), ("Subject", "subject"),
                        ("In-Reply-To", "in_reply_to"), ("References", "references")):
        if spec.get(key):
            msg[header] = spec[key]
    msg.set_content(spec.get("body", ""))
    for a in spec.get("attachments", []):
        maintype, _, subtype = a.get("mime_type", "text/plain").partition("/")
        msg.add_attachment(a.get("text", "").encode(), maintype=maintype, subtype=subtype, filename=a["filename"])
    return base64.urlsafe_b64encode(bytes(msg)).decode().rstrip("=")


TRANSFORMS = {"$rfc2822": rfc2822}

if __name__ == "__main__":
    from forgingground.cli import main

    raise SystemExit(main(["verify", "gmail", *sys.argv[1:]]))

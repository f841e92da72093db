"""Text from environments (or from the apps they describe) put into generated Markdown stays text: a placeholder
such as `Save <address>` shows its angle brackets instead of becoming an element."""

from __future__ import annotations

import re

TAG_LIKE = re.compile(r"<(?=[A-Za-z/!?])")


def markdown_text(text: object, cell: bool = False) -> str:
    """One line of text for a generated page: whitespace collapsed, a tag-like `<` shown as text (and `|` escaped
    inside a table cell)."""
    line = TAG_LIKE.sub("&lt;", " ".join(str(text).split()))
    return line.replace("|", "\\|") if cell else line

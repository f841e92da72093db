"""Environment text on the site is text: a placeholder such as `Save <address>` must show its angle brackets, not
become an <address> element (or a <title> that swallows the rest of the page).

`markdown_text` (forgingground.mdtext) escapes what an environment wrote for a table cell or a line of a page;
`escape_document` escapes a whole document.md outside its code; `unintended_html` renders a page the way the site
does and names every element the page's source did not mean, so the docs build can refuse a broken page.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

from ..mdtext import TAG_LIKE, markdown_text

__all__ = ["escape_document", "markdown_text", "unintended_html"]

CODE_SPAN = re.compile(r"(`+)(?:.+?)\1")
# The elements Markdown itself makes, and the few a page may mean (attr_list images, md_in_html details).
MEANT = {
    "a", "abbr", "b", "blockquote", "figcaption", "figure", "i", "kbd", "small", "br", "code", "dd", "del", "details", "div", "dl", "dt", "em", "h1", "h2", "h3", "h4", "h5",
    "h6", "hr", "img", "li", "ol", "p", "pre", "span", "strong", "summary", "sup", "table", "tbody", "td", "th",
    "thead", "tr", "ul",
}  # fmt: skip


def _escape_outside_code(line: str) -> str:
    parts, last = [], 0
    for span in CODE_SPAN.finditer(line):
        parts.append(TAG_LIKE.sub("&lt;", line[last : span.start()]))
        parts.append(span.group(0))
        last = span.end()
    parts.append(TAG_LIKE.sub("&lt;", line[last:]))
    return "".join(parts)


def escape_document(text: str) -> str:
    """A Markdown document with every tag-like `<` outside fenced code and code spans shown as text."""
    out, fence = [], ""
    for line in text.splitlines(keepends=True):
        marker = line.lstrip()[:3]
        if marker in ("```", "~~~"):
            fence = "" if fence == marker else (fence or marker)
            out.append(line)
            continue
        out.append(line if fence else _escape_outside_code(line))
    return "".join(out)


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)


def unintended_html(page: str) -> list[str]:
    """Elements the rendered page holds that Markdown did not make: raw HTML from environment text."""
    import markdown

    html = markdown.markdown(page, extensions=["tables", "attr_list", "md_in_html", "pymdownx.superfences"])
    parser = _Tags()
    parser.feed(html)
    return sorted({t for t in parser.tags if t not in MEANT})

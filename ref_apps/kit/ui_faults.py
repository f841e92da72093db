"""Page scripts for UI mutants (`Patcher.page`): realistic front-end faults while the API stays right."""

from __future__ import annotations


def replay_first_get(pattern: str) -> str:
    """Answer every GET whose URL matches the JS regex literal `pattern` with its first answer: a stale cache."""
    return f"""<script>(() => {{
  const first = new Map(), fetch0 = window.fetch;
  window.fetch = async (input, init) => {{
    const url = typeof input === "string" ? input : input.url;
    if ((init?.method || "GET").toUpperCase() !== "GET" || !{pattern}.test(url)) return fetch0(input, init);
    if (!first.has(url)) first.set(url, await fetch0(input, init));
    return first.get(url).clone();
  }};
}})();</script>"""


def link_moves_without_render(selector: str) -> str:
    """A click on a link matching the CSS `selector` changes the address but never draws the new view."""
    return (
        f"<script>document.addEventListener('click', e => {{ const a = e.target.closest('{selector}'); if (!a) return; "
        "e.preventDefault(); e.stopImmediatePropagation(); history.pushState({}, '', a.getAttribute('href')); }, true);</script>"
    )


def forms_ignored(selector: str | None = None) -> str:
    """Submitting a form (every form, or those inside `selector`) does nothing: the handler never runs."""
    stop = "e.preventDefault(); e.stopImmediatePropagation();"
    body = f"if (e.target.closest('{selector}')) {{ {stop} }}" if selector else stop
    return f"<script>document.addEventListener('submit', e => {{ {body} }}, true);</script>"

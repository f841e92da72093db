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

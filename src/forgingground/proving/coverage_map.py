"""Which verifier units execute which lines of a gold app's rule code: the campaign runs only those units on a mutant.

A mutation can change what a unit (a probe, a chain, a protocol check) observes only if the unit executes the mutated
statement: until then the mutated app runs exactly as the gold app does. So `fgb mutation` maps, once per campaign,
each rule-code line to the units that execute it on the gold app, and verifies a mutant with those units alone
(standard coverage-based test selection, as mutmut and PIT do).

`python -m forgingground.proving.coverage_map ENV OUT` runs in the campaign's private checkout: it measures with
coverage.py (one dynamic context per unit) while the gold app is served from a thread of the same process, runs every
leaf and mid unit, and writes {file: {line: [unit keys]}}. Lines run at import or by the reset and state read that
precede every unit are marked EVERY_UNIT.
"""

from __future__ import annotations

import ast
import json
import sys
import threading
import time
from pathlib import Path

EVERY_UNIT = "*"
LAYERS = ("leaf", "mid")


def unit_key(kind: str, unit_id: str) -> str:
    return f"{kind}:{unit_id}"


def measure(root: Path, env: str) -> dict[str, dict[str, list[str]]]:
    """Serve the gold app under `root` in this process with coverage on, run every unit once; the line map."""
    import importlib

    import coverage
    import uvicorn

    from .. import paths
    from ..engine.app_process import free_port
    from ..engine.runner import Runner, RunOptions
    from ..environment import load_environment
    from .mutation import rule_modules

    files = [root / m for m in rule_modules(root, env)]
    cov = coverage.Coverage(data_file=None, include=[str(f) for f in files], config_file=False)
    cov.start()
    sys.path.insert(0, str(root))
    app = importlib.import_module(f"ref_apps.{paths.ref_app_dir(root, env).name}.app.main").app
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    ends = time.monotonic() + 60
    while not server.started:
        if not thread.is_alive() or time.monotonic() > ends:
            raise RuntimeError(f"the gold app of {env} did not start under coverage")
        time.sleep(0.05)
    runner = Runner(load_environment(paths.environments_dir(root) / env), f"http://127.0.0.1:{port}", RunOptions(layers=LAYERS))
    try:
        cov.switch_context(EVERY_UNIT)
        runner.start()
        for unit in runner.units():
            cov.switch_context(unit_key(unit.kind, unit.id))
            runner.run_unit(unit)
    finally:
        runner.client.close()
        server.should_exit = True
        thread.join(10)
        cov.stop()
    data = cov.get_data()
    lines: dict[str, dict[str, list[str]]] = {}
    for measured in data.measured_files():
        rel = str(Path(measured).relative_to(root))
        by_line = data.contexts_by_lineno(measured)
        lines[rel] = {str(n): sorted(EVERY_UNIT if c in ("", EVERY_UNIT) else c for c in set(ctx)) for n, ctx in by_line.items()}
    return lines


def header_lines(source: str, line: int, column: int) -> range:
    """The lines that must run for a mutation at (line, column) to matter: its innermost statement, or only the header
    of a compound statement (an `if`'s test, a `def` with its decorators), whose body is other statements."""
    best: ast.stmt | None = None
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.stmt):
            continue
        first = min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", []))])
        last = node.end_lineno or node.lineno
        if not first <= line <= last or (line == node.lineno and column < node.col_offset):
            continue
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.stmt) and line >= body[0].lineno:
            continue  # the position is inside the body: a statement of the body holds it
        if best is None or (first, -last) >= (best.lineno, -(best.end_lineno or best.lineno)):
            best = node
    if best is None:
        return range(line, line + 1)
    body = getattr(best, "body", None)
    first = min([best.lineno, *(d.lineno for d in getattr(best, "decorator_list", []))])
    end = body[0].lineno if isinstance(body, list) and body and isinstance(body[0], ast.stmt) else (best.end_lineno or line) + 1
    return range(first, max(end, line + 1))


def units_running(lines: dict[str, dict[str, list[str]]], file: str, span: range) -> set[str] | None:
    """The unit keys that execute any line of `span` in `file`; None when every unit does (import, reset)."""
    found: set[str] = set()
    for n in span:
        for key in lines.get(file, {}).get(str(n), []):
            if key == EVERY_UNIT:
                return None
            found.add(key)
    return found


def main(argv: list[str]) -> int:
    env, out = argv
    Path(out).write_text(json.dumps(measure(Path.cwd(), env)) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

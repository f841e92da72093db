"""Lines of code of each gold app, split into what a person wrote and what was generated or shared.

Counts non-blank lines that are not comments. "Hand-written" is every .py under ref_apps/<env>/app/ except
generated routes (files starting with `# GENERATED`) and mutants.py (deliberate faults, not the app);
"kit CRUD" counts endpoints bound straight to a kit handler (`name = RESOURCE.get`), with no code of their own.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

KIT_BINDING = re.compile(r"^[a-z_][a-z0-9_]* = [A-Z][A-Z_0-9]*\.(list_|get|create|patch|replace|delete)$", re.M)


def _lines(path: Path) -> int:
    count = 0
    for line in path.read_text(errors="replace").splitlines():
        stripped = line.strip()
        if stripped and not stripped.startswith(("#", "//")):
            count += 1
    return count


def app_size(app_dir: Path) -> dict[str, Any]:
    """{hand_written, generated, mutants, ui, kit_crud_endpoints} for one ref_apps/<env>/app folder."""
    size = {"hand_written": 0, "generated": 0, "mutants": 0, "ui": 0, "kit_crud_endpoints": 0}
    for file in sorted(app_dir.rglob("*")):
        if not file.is_file() or "__pycache__" in file.parts:
            continue
        if file.suffix == ".py":
            text = file.read_text(errors="replace")
            if text.startswith("# GENERATED"):
                size["generated"] += _lines(file)
            elif file.name == "mutants.py":
                size["mutants"] += _lines(file)
            else:
                size["hand_written"] += _lines(file)
                size["kit_crud_endpoints"] += len(KIT_BINDING.findall(text))
        elif file.suffix in (".html", ".js", ".css"):
            size["ui"] += _lines(file)
    return size


def kit_size(root: Path) -> int:
    """Lines of the shared kit: its Python modules and the ES module every gold UI imports."""
    kit = root / "ref_apps" / "kit"
    return sum(_lines(f) for f in sorted([*kit.glob("*.py"), *kit.glob("ui_static/*.js")]))

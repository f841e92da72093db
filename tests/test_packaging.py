"""Layers import downward only, no package imports another in a circle, and the wheel carries every module."""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
import zipfile
from collections import defaultdict
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SRC = REPO / "src" / "forgingground"

# What each package may import besides itself: lower layers only. `None` means "above the engine: anything below".
BELOW_ENGINE = {"generated", "paths", "dataset", "browser", "visual", "__init__"}
ALLOWED = {
    "generated": set(),
    "paths": set(),
    "dataset": {"generated", "paths"},
    "browser": {"paths"},
    "visual": {"paths"},
    "engine": BELOW_ENGINE,
}


def _module_name(file: Path) -> list[str]:
    parts = list(file.relative_to(SRC).with_suffix("").parts)
    return parts[:-1] if parts[-1] == "__init__" else parts


def _imported_packages(file: Path) -> set[str]:
    """Top-level forgingground packages a module imports, lazily or not, TYPE_CHECKING included."""
    here = _module_name(file)
    package = here if file.name == "__init__.py" else here[:-1]
    targets: list[list[str]] = []
    for node in ast.walk(ast.parse(file.read_text())):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package[: len(package) - (node.level - 1)]
            if node.module:
                targets.append(base + node.module.split("."))
            else:
                targets += [base + [a.name] for a in node.names]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("forgingground."):
            targets.append(node.module.split(".")[1:])
        elif isinstance(node, ast.Import):
            targets += [a.name.split(".")[1:] for a in node.names if a.name.startswith("forgingground.")]
    top = {t[0] for t in targets if t}
    return {"__init__" if name in ("__version__", "__init__") else name for name in top}


def package_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = defaultdict(set)
    for file in SRC.rglob("*.py"):
        parts = _module_name(file)
        own = parts[0] if parts else "__init__"
        graph[own] |= _imported_packages(file) - {own}
    return graph


def test_graph_sees_the_engine_imports() -> None:
    """The walker itself must find real edges, or the layer test below could never fail."""
    graph = package_graph()
    assert {"generated", "dataset", "browser", "visual"} <= graph["engine"]
    assert "engine" in graph["gold"] and "engine" in graph["cli"]


@pytest.mark.parametrize("package", sorted(ALLOWED))
def test_lower_layers_import_nothing_above_them(package: str) -> None:
    above = package_graph()[package] - ALLOWED[package]
    assert not above, f"{package}/ imports {sorted(above)}: a lower layer must not import a package above it"


def test_no_import_cycle_between_packages() -> None:
    graph = package_graph()
    cycles = sorted(f"{a} <-> {b}" for a in graph for b in graph[a] if a < b and a in graph.get(b, set()))
    assert not cycles, f"packages that import each other: {cycles}"


def test_runner_and_browser_layer_do_not_import_each_other() -> None:
    def imports(module: str) -> set[str]:
        tree = ast.parse((SRC / "engine" / f"{module}.py").read_text())
        return {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}

    assert "runner" not in imports("browser_layer")
    assert "browser_layer" in imports("runner")


def _ignore_checkout_junk(folder: str, names: list[str]) -> set[str]:
    """What a build copy leaves out: VCS, virtualenvs, results, node_modules, and the root's build/ (not src/forgingground/build/)."""
    ignored = {n for n in names if n in {".git", ".nox", "results", "node_modules"} or n.endswith(".egg-info")}
    return ignored | ({"build"} & set(names) if Path(folder).resolve() == REPO else set())


@pytest.mark.skipif(shutil.which("uv") is None, reason="needs uv to build the wheel (CI installs it)")
def test_wheel_carries_every_module(tmp_path: Path) -> None:
    """Build the wheel from a copy of the checkout, unpack it, import every module from it alone."""
    checkout = tmp_path / "checkout"
    shutil.copytree(REPO, checkout, ignore=_ignore_checkout_junk)
    subprocess.run(
        ["uv", "build", "--wheel", "--out-dir", str(tmp_path / "dist"), str(checkout)], check=True, capture_output=True
    )
    (wheel,) = (tmp_path / "dist").glob("*.whl")
    unpacked = tmp_path / "unpacked"
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(unpacked)
    in_wheel = {str(Path(n).with_suffix("")).replace(os.sep, ".") for n in zipfile.ZipFile(wheel).namelist() if n.endswith(".py")}
    in_source = {".".join(["forgingground", *_module_name(f)]) for f in SRC.rglob("*.py")}
    assert in_source <= {m.removesuffix(".__init__") for m in in_wheel}
    probe = (
        "import importlib, sys; sys.path.insert(0, sys.argv[1]); sys.meta_path[:] = [f for f in sys.meta_path "
        "if 'editable' not in type(f).__module__ + getattr(f, '__name__', '')]\n"
        "for name in sys.argv[2:]:\n"
        "    m = importlib.import_module(name)\n"
        "    assert m.__file__.startswith(sys.argv[1]), (name, m.__file__)\n"
        "print('ok', len(sys.argv) - 2)"
    )
    modules = sorted(m.removesuffix(".__init__") for m in in_wheel if not m.endswith("__main__"))
    done = subprocess.run([sys.executable, "-c", probe, str(unpacked), *modules], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == f"ok {len(modules)}"
    assert "forgingground.generated.contract" in modules


def test_the_eval_extra_installs_the_apps_and_browser_groups_and_uv() -> None:
    """`pip install '.[eval]'` is the guide's one install: it must carry what those groups pin, or evaluate breaks."""
    import tomllib

    project = tomllib.loads((REPO / "pyproject.toml").read_text())
    groups = project["dependency-groups"]
    extra = project["project"]["optional-dependencies"]["eval"]
    assert sorted(extra) == sorted([*groups["apps"], *groups["browser"], next(r for r in extra if r.startswith("uv>"))])

"""How fgb itself gets into a task's image: a wheel of this checkout plus exact pins of what it runs on."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from importlib import metadata
from pathlib import Path

# fgb's own dependencies plus the groups a verifier needs: the apps (empty app, uvicorn) and the browser layers.
VERIFIER_GROUPS = ("apps", "browser")
# What the agent's FastAPI stack gets in the image (and what the gold app needs).
STACK_GROUPS = ("apps",)

_NAME = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9_.-]*)(\[[^\]]*\])?")


class DistError(RuntimeError):
    """The wheel could not be built: the message says what to install or run."""


def build_wheel(root: Path, out_dir: Path) -> Path:
    """`uv build --wheel` of the checkout into out_dir; the one wheel a whole export (or test session) shares."""
    # uv on PATH, else beside the running interpreter (a venv used without activating it, `.venv/bin/fgb`).
    uv = shutil.which("uv") or shutil.which("uv", path=str(Path(sys.executable).parent))
    if uv is None:
        raise DistError("`uv` is not on PATH: `pip install uv`, or pass --wheel PATH to reuse a built wheel")
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="fgb-wheel-") as tmp:
        done = subprocess.run([uv, "build", "--wheel", "--out-dir", tmp, str(root)], capture_output=True, text=True, check=False)
        wheels = sorted(Path(tmp).glob("forgingground_bench-*.whl"))
        if done.returncode != 0 or not wheels:
            raise DistError(f"`uv build --wheel {root}` failed:\n{done.stderr[-2000:]}")
        target = out_dir / wheels[0].name
        shutil.copy2(wheels[0], target)
    return target


def _requirements(root: Path, groups: tuple[str, ...], with_project: bool) -> list[str]:
    pyproject = tomllib.loads((root / "pyproject.toml").read_text())
    reqs = list(pyproject["project"]["dependencies"]) if with_project else []
    for group in groups:
        reqs += [r for r in pyproject["dependency-groups"][group] if isinstance(r, str)]
    return reqs


def pinned(requirements: list[str]) -> list[str]:
    """Each requirement pinned to the version installed here (the versions the test suite ran with); the spec kept otherwise."""
    lines = []
    for req in requirements:
        match = _NAME.match(req)
        if not match:
            continue
        name, extras = match.group(1), match.group(2) or ""
        try:
            lines.append(f"{name}{extras}=={metadata.version(name)}")
        except metadata.PackageNotFoundError:
            lines.append(req)
    return sorted(set(lines), key=str.lower)


def requirements_text(root: Path, *, verifier: bool) -> str:
    """requirements.txt for fgb's venv (verifier=True) or for the agent's Python stack, read from pyproject, never listed twice."""
    groups, what = (VERIFIER_GROUPS, "fgb's verifier venv") if verifier else (STACK_GROUPS, "the app stack")
    header = f"# {what}: read from pyproject.toml ({', '.join(groups)}), pinned to the versions fgb was tested with.\n"
    return header + "\n".join(pinned(_requirements(root, groups, with_project=verifier))) + "\n"

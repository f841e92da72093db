"""ForgingGround-Bench sessions. `nox -l` is the menu; every session says what it does in one line."""

from __future__ import annotations

import shutil
from pathlib import Path

import nox

nox.needs_version = ">=2024.10.9"
nox.options.default_venv_backend = "uv|virtualenv"
nox.options.sessions = ["validate", "tests"]
nox.options.reuse_existing_virtualenvs = True

ROOT = Path(__file__).parent
PYPROJECT = nox.project.load_toml("pyproject.toml")
PYTHON = "3.11"


def install(session: nox.Session, *groups: str) -> None:
    """Install the package (editable) plus dependency groups read from pyproject: never listed twice."""
    requirements = [req for group in groups for req in nox.project.dependency_groups(PYPROJECT, group)]
    session.install("-e", ".", *requirements)


@nox.session(python=PYTHON)
def validate(session: nox.Session) -> None:
    """Validate every environment (or those named after --): schemas and cross-references."""
    install(session)
    session.run("fgb", "validate", *session.posargs)


@nox.session(python=PYTHON, default=False, reuse_venv=True, tags=["generate"])
def codegen(session: nox.Session) -> None:
    """Regenerate generated/ from schemas/; `-- --check` fails on drift and prints the diff."""
    install(session, "codegen")
    if session.posargs and session.posargs != ["--check"]:
        session.error("Usage: nox -s codegen [-- --check]")
    session.run("fgb", "codegen", *session.posargs)


@nox.session(python=PYTHON)
def tests(session: nox.Session) -> None:
    """Run the test suite (pytest arguments after --)."""
    install(session, "test")
    session.run("pytest", *session.posargs)


@nox.session(python=PYTHON, default=False)
def lint(session: nox.Session) -> None:
    """Ruff on everything, mypy on the engine."""
    install(session, "lint")
    session.run("ruff", "check", "src", "tests", "noxfile.py", "ref_apps")
    session.run("ruff", "format", "--check", "src", "tests", "noxfile.py", "ref_apps")
    session.run("mypy")


@nox.session(python=PYTHON, default=False)
def bench(session: nox.Session) -> None:
    """Benchmarks (validation speed, ...); results are written under contracts/bench/."""
    install(session, "test")
    session.run("python", "-m", "forgingground.bench", *session.posargs)


@nox.session(python=PYTHON)
def gold(session: nox.Session) -> None:
    """Start every gold app, verify it over HTTP, print the score table; fail below 1.0. `-- --db postgres` too."""
    install(session, "apps")
    session.run("fgb", "gold", *session.posargs)


@nox.session(python=PYTHON, default=False)
def baseline(session: nox.Session) -> None:
    """Verify the empty app (state protocol only); fail unless leaf and mid stay near 0."""
    install(session, "apps")
    session.run("fgb", "baseline", *session.posargs)


@nox.session(python=PYTHON, default=False, reuse_venv=True, tags=["generate"])
def scaffold(session: nox.Session) -> None:
    """Regenerate gold apps' FastAPI routes from contract.api; `-- --check` fails on drift."""
    install(session, "apps")
    session.run("fgb", "scaffold", *session.posargs)


@nox.session(python=PYTHON, default=False, reuse_venv=True, tags=["generate"])
def seed(session: nox.Session) -> None:
    """Rebuild seeds that have a generator (environments/*/seed/generate.py); `-- --check` compares only."""
    install(session)
    for generator in sorted(ROOT.glob("environments/*/seed/generate.py")):
        session.run("python", str(generator), *session.posargs)


@nox.session(python=PYTHON, default=False)
def new(session: nox.Session) -> None:
    """Scaffold a new environment: nox -s new -- <env>."""
    if len(session.posargs) != 1:
        session.error("Usage: nox -s new -- <env>")
    install(session)
    session.run("fgb", "new", session.posargs[0])


@nox.session(python=False, default=False)
def clean(session: nox.Session) -> None:
    """Remove run outputs (results/) and caches."""
    for folder in ("results", ".pytest_cache", ".ruff_cache", ".mypy_cache"):
        shutil.rmtree(ROOT / folder, ignore_errors=True)

